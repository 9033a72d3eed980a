// Cases saved without a network wait here (IndexedDB) until the network returns. Each carries the key drawn
// when the referee saved it; the site saves a key once per account, so a case sent twice (a lost answer, two
// tabs) is saved once. Each carries the account signed in when it was kept, too: a phone passed between
// referees shows each only his own cases, and sends only the signed-in account's (the site would save another's
// as his).

const DB = "laws-offline";
const STORE = "waiting-cases";

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run(mode, work) {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const result = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(result && "result" in result ? result.result : undefined);
    tx.onerror = () => reject(tx.error);
  });
}

export function keepWaiting({ text, title, isPublic, account }) {
  const entry = { key: crypto.randomUUID(), account: String(account), text, title, public: Boolean(isPublic), kept: new Date().toISOString() };
  return run("readwrite", (store) => store.put(entry)).then(() => entry);
}

// The cases waiting for this account; none when nobody is signed in.
export async function waiting(account) {
  if (!account) return [];
  const all = await run("readonly", (store) => store.getAll());
  return all.filter((entry) => entry.account === String(account));
}

function forget(key) {
  return run("readwrite", (store) => store.delete(key));
}

function csrfToken() {
  const field = document.querySelector("input[name=csrfmiddlewaretoken]");
  const cookie = document.cookie.split("; ").find((c) => c.startsWith("csrftoken="));
  return cookie ? cookie.slice("csrftoken=".length) : field ? field.value : "";
}

// A site that has not answered within this is out of reach for now: the case waits for the next try.
const SEND_WAIT_MS = 15000;

// Send every waiting case (one sender at a time across the tabs); onChange(entry, outcome) after each.
// Resolves with "unreached" when the site did not answer (the cases still wait), else nothing.
export async function sendWaiting(url, account, onChange) {
  const send = async () => {
    for (const entry of await waiting(account)) {
      let response;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), SEND_WAIT_MS);
      try {
        response = await fetch(url, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", "X-CSRFToken": csrfToken() },
          body: JSON.stringify({ key: entry.key, case: entry.text, public: entry.public }),
          signal: controller.signal,
        });
      } catch {
        return "unreached"; // still no network, or no answer: they wait (the key keeps a late answer from saving twice)
      } finally {
        clearTimeout(timer);
      }
      const answer = await response.json().catch(() => ({ detail: `the site answered ${response.status}` }));
      if (response.ok) {
        await forget(entry.key);
        onChange(entry, { saved: true, ...answer });
      } else {
        onChange(entry, { saved: false, ...answer });
        if (response.status === 403) return undefined; // not logged in: nothing else will go either
      }
    }
    return undefined;
  };
  if (navigator.locks) return navigator.locks.request("laws-waiting-cases", send);
  return send();
}
