// The site's service worker: it keeps on the phone what the builder needs to rule without a network, and
// answers from it when the network fails. It keeps nothing until the builder (or the offline page) asks:
// a reader's visit downloads nothing. Static files are kept once and checked against their SHA-256;
// pages and data are fetched again on every visit to the builder while online.
const BUNDLE_URL = "{{ bundle_url|escapejs }}";
// The pages and data kept (the builder, the offline page, the case schema, the laws): only these are answered
// from the phone when the server is slow; every other request goes to the network untouched.
const KEPT = new Set({{ kept_urls|safe }});
// Logging out forgets the pages kept: they were a signed-in account's (its name, its "Log out",
// its cases), and the phone must never show them to whoever holds it next. The files stay; the pages are
// kept again at once as a signed-out visitor sees them (forgetPages).
const LOGOUT_URL = "{{ logout_url|escapejs }}";
{% verbatim %}const CACHE = "laws-offline";
const STATE_URL = "/offline/state"; // the last check's outcome, kept in the cache beside the files
const NETWORK_WAIT_MS = 4000; // a server that does not answer within this is treated as out of reach

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// What is kept: the body as the browser decoded it, with only its type (the server's Content-Encoding and
// Content-Length describe the compressed copy on the wire, not this body).
function keptCopy(body, response) {
  return new Response(body, { headers: { "Content-Type": response.headers.get("Content-Type") || "application/octet-stream" } });
}

async function tell(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

let keeping = null;

// Fetch what is missing or changed, check every file, and say so: ready only when every file is kept and checked.
async function keep() {
  const cache = await caches.open(CACHE);
  const bundle = await (await fetch(BUNDLE_URL, { cache: "no-store" })).json();
  const total = bundle.files.reduce((n, f) => n + f.bytes, 0);
  let downloaded = 0;
  let done = 0;
  const count = bundle.files.length + bundle.pages.length;
  for (const file of bundle.files) {
    const kept = await cache.match(file.url);
    if (!(kept && (await sha256(await kept.arrayBuffer())) === file.sha256)) {
      const response = await fetch(file.url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
      const body = await response.arrayBuffer();
      if ((await sha256(body)) !== file.sha256) throw new Error(`${file.url} did not match its digest`);
      await cache.put(file.url, keptCopy(body, response));
      downloaded += body.byteLength;
    }
    done += 1;
    await tell({ type: "offline-progress", done, count, downloaded, total });
  }
  let pagesBytes = 0;
  for (const page of bundle.pages) {
    const response = await fetch(page.url, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) throw new Error(`${page.url} answered ${response.status}`);
    const body = await response.arrayBuffer();
    await cache.put(page.url, keptCopy(body, response));
    pagesBytes += body.byteLength;
    downloaded += body.byteLength;
    done += 1;
    await tell({ type: "offline-progress", done, count, downloaded, total: total + pagesBytes });
  }
  // Files no longer listed (an older engine's archive, an older Pyodide) go.
  const wanted = new Set([...bundle.files, ...bundle.pages].map((f) => new URL(f.url, self.location.origin).href));
  wanted.add(new URL(STATE_URL, self.location.origin).href);
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  const state = { ready: true, version: bundle.version, files: count, bytes: total + pagesBytes, downloaded, checked: new Date().toISOString() };
  await cache.put(STATE_URL, new Response(JSON.stringify(state), { headers: { "Content-Type": "application/json" } }));
  return state;
}

async function lastState() {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(STATE_URL);
  return kept ? kept.json() : { ready: false };
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "keep") {
    keeping = keeping || keep().finally(() => (keeping = null));
    event.waitUntil(
      keeping.then(
        (state) => tell({ type: "offline-state", ...state }),
        async (err) => tell({ type: "offline-state", ...(await lastState()), failure: String(err.message || err) }),
      ),
    );
  } else if (event.data?.type === "state") {
    event.waitUntil(lastState().then((state) => event.source.postMessage({ type: "offline-state", ...state })));
  }
});

function withinWait(promise) {
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error("no answer")), NETWORK_WAIT_MS))]);
}

// Pages: the network first (the server's page is the truth); a kept page from the phone when the network fails
// or is slow; the offline page for any other page when the network fails.
async function page(request) {
  const kept = KEPT.has(new URL(request.url).pathname);
  try {
    return await (kept ? withinWait(fetch(request)) : fetch(request));
  } catch {
    const cache = await caches.open(CACHE);
    const url = new URL(request.url);
    return (await cache.match(url.pathname)) || (await cache.match("/offline/")) || Response.error();
  }
}

// Each kept page is forgotten, then kept again as anyone sees it (fetched without the account's cookie), so the
// phone still rules offline for whoever holds it next and never shows the last account's page.
let forgetting = Promise.resolve();

async function forgetPages() {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/static/") || url.pathname === STATE_URL) continue;
    await cache.delete(request);
    try {
      const response = await fetch(url.pathname + url.search, { credentials: "omit", cache: "no-store" });
      if (response.ok) await cache.put(url.pathname + url.search, keptCopy(await response.arrayBuffer(), response));
    } catch {
      // Out of reach: the page stays forgotten; the builder keeps it again on its next visit online.
    }
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname === LOGOUT_URL && request.method === "POST") {
    // The log-out itself (its page's GET asks only whether to): one forgetting at a time, each after the last.
    forgetting = forgetting.then(forgetPages, forgetPages);
    event.waitUntil(forgetting); // the request itself goes to the network untouched
    return;
  }
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith("/static/")) {
    // Static files: kept ones answer at once (hashed names and Pyodide's versioned folder never change).
    event.respondWith(caches.open(CACHE).then((c) => c.match(request)).then((kept) => kept || fetch(request)));
    return;
  }
  // Data the builder reads (the case schema, the laws): the network, the kept copy without one.
  if (!KEPT.has(url.pathname)) return;
  event.respondWith(
    withinWait(fetch(request)).catch(async () => (await caches.open(CACHE)).match(url.pathname + url.search) || Response.error()),
  );
});
{% endverbatim %}
