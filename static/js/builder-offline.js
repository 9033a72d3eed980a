// The builder on a phone: on every visit it keeps (or checks) what ruling offline needs, and starts the
// engine on the phone in the background so that it is warm before the network fails. Without a network, or
// when the phone says it is online but the site does not answer (a signal with no way out, a captive portal,
// the server down), "Get the ruling" is given here by the engine on this device, with the laws quoted from the
// copy kept on it, and "Save the case" keeps the case on this device until the site answers again.
import { h } from "./dom.js";
import { keepOffline, words } from "./offline-kit.js";
import { ruleOnPhone, startEngine } from "./engine-on-phone.js";
import { keepWaiting, sendWaiting, waiting } from "./outbox.js";

const status = document.getElementById("offline-status");
const form = document.getElementById("case-form");
const textarea = document.getElementById("id_case");
const show = (state) => {
  status.textContent = words(state);
};

async function keep() {
  status.hidden = false;
  const kept = "serviceWorker" in navigator && navigator.serviceWorker.controller;
  if (kept) {
    // A later visit: everything is on the phone already; the engine starts at once, the check runs beside it.
    startEngine().catch(() => {});
    await keepOffline(show);
  } else {
    // The first visit: the files are downloaded once, by the service worker; the engine then starts from them.
    await keepOffline(show);
    await navigator.serviceWorker.ready;
    startEngine().catch(() => {});
  }
}

// ------------------------------------------------------------ the laws kept on the phone

let library = null;
async function laws() {
  if (!library) library = fetch(status.dataset.libraryUrl).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))));
  return library;
}

// The case as the server would rule it for the choice "Rule the case": under the statutes as last fetched,
// under the printed code, or as the document says.
function underChoice(document_, lib) {
  const under = form.querySelector("input[name=under]:checked")?.value || "case";
  if (under === "case") return document_;
  const { amendments, ...rest } = document_;
  const statutes = lib.statutes[rest.code] || [];
  return under === "statutes" && statutes.length ? { ...rest, amendments: statutes } : rest;
}

function quote(lib, code, ref) {
  const [number, clause] = String(ref).split(".");
  const law = (lib.laws[code] || {})[number];
  if (!law) return h("p", { class: "law-quote missing" }, `Law ${ref} (not kept on this device)`);
  const part = clause && law.clauses.find((c) => c.label === clause);
  const text = part ? `${part.label}. ${part.text}` : [law.text, ...law.clauses.map((c) => `${c.label}. ${c.text}`), law.continued].filter(Boolean).join("\n");
  return h(
    "details",
    { class: "law-quote", dataset: { law: `${code}:${ref}` }, open: true },
    h("summary", {}, `Law ${number}${clause ? `, clause ${clause}` : ""}${law.title ? `: ${law.title}` : ""}`),
    h("div", { class: "law-text" }, text.split("\n").map((line) => h("p", {}, line))),
  );
}

function drawRuling(ruling, lib, fetched) {
  const old = document.getElementById("offline-ruling");
  if (old) old.remove();
  const findings = ruling.findings || [];
  const section = h(
    "section",
    { id: "offline-ruling", class: "ruling offline-ruling", tabindex: "-1", "aria-labelledby": "offline-ruling-heading" },
    h("h2", { id: "offline-ruling-heading" }, "Ruling, from the engine on this device"),
    h("p", { class: "answered-by" }, `Ruled without a network by the engine on this device, under the club's statutes as fetched on ${new Date(fetched).toLocaleString()}. Precedents are not available offline.`),
  );
  if (!ruling.valid) {
    section.append(h("p", { class: "field-error" }, "The engine cannot replay this case as given:"), h("ul", {}, (ruling.errors || []).map((e) => h("li", {}, `${e.field || "case"}: ${e.message}`))));
  } else if (!findings.length) {
    section.append(h("p", {}, "No irregularity found and no claim to rule on."));
  }
  for (const f of findings) {
    section.append(
      h(
        "article",
        { class: "finding", dataset: { kind: f.kind } },
        h("h3", {}, `${f.kind.replaceAll("_", " ")}${f.offender ? ` by ${f.offender}` : ""}`),
        h("p", { class: "summary" }, f.summary || ""),
        (f.laws || []).length ? h("div", { class: "laws-cited" }, h("p", { class: "label" }, "Laws cited:"), f.laws.map((n) => quote(lib, ruling.code, n))) : "",
      ),
    );
  }
  form.after(section);
  section.focus();
}

async function ruleHere() {
  const lib = await laws();
  const document_ = underChoice(JSON.parse(textarea.value), lib);
  const { ruling } = await ruleOnPhone(JSON.stringify(document_));
  drawRuling(ruling, lib, lib.fetched);
}

// ------------------------------------------------------------ cases waiting to be saved

const waitingBox = h("section", { id: "waiting-cases", class: "waiting-cases", "aria-live": "polite", "aria-label": "Cases saved on this device", hidden: true });
const outcomes = new Map();

// The account signed in on this page ("" when nobody is): the cases waiting are kept and shown per account.
const account = form.dataset.account || "";

async function drawWaiting() {
  const entries = await waiting(account);
  const lines = [
    ...entries.map((e) => h("li", { dataset: { state: "waiting" } }, `“${e.title}” waits on this device, to be saved when the network returns.`)),
    ...[...outcomes.values()].map((o) =>
      o.saved
        ? h("li", { dataset: { state: "saved" } }, `“${o.title}” is saved: `, h("a", { href: o.url }, `case ${o.saved}`), ".")
        : h("li", { dataset: { state: "refused" } }, `“${o.title}” is not saved yet: ${o.detail}`),
    ),
  ];
  waitingBox.replaceChildren(h("h2", {}, "Saved on this device"), h("ul", {}, lines));
  waitingBox.hidden = !lines.length;
  waitingBox.dataset.drawn = "true"; // drawn for this account at least once (the browser tests wait for it)
}

async function saveHere() {
  const lib = await laws();
  const document_ = underChoice(JSON.parse(textarea.value), lib);
  const title = String(document_.title || "").trim() || `Case of ${new Date().toLocaleDateString()}`;
  // The case goes with the statutes it was ruled under at the table, so the ruling saved is the one read out.
  await keepWaiting({ text: JSON.stringify(document_), title, isPublic: form.querySelector("#id_public")?.checked, account });
  await drawWaiting();
}

// Cases left waiting because the site did not answer are offered again, sooner at first, then every half minute:
// the "online" event never comes when the phone thought it was online all along.
const RETRY_FIRST_MS = 5000;
const RETRY_MOST_MS = 30000;
let retryIn = RETRY_FIRST_MS;
let retryTimer = null;

function retryLater() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => sendNow().catch(() => {}), retryIn);
  retryIn = Math.min(retryIn * 2, RETRY_MOST_MS);
}

async function sendNow() {
  clearTimeout(retryTimer);
  if (!account) return; // signed out: nothing of anyone's is sent, nor shown
  const outcome = await sendWaiting(form.dataset.offlineSaveUrl || "/offline/save/", account, (entry, result) => outcomes.set(entry.key, { title: entry.title, ...result }));
  await drawWaiting();
  if (outcome === "unreached") retryLater();
  else retryIn = RETRY_FIRST_MS;
}

// Whether the site answers at all within the wait: any answer will do (the form then goes to it as ever).
const SERVER_WAIT_MS = 4000; // as the engine client waits for a ruling
async function siteAnswers() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SERVER_WAIT_MS);
  try {
    await fetch(status.dataset.probeUrl || "/offline/", { method: "HEAD", cache: "no-store", credentials: "same-origin", signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

let sendingToSite = false; // the form's own submit, let through once the site has answered
form.addEventListener("submit", (event) => {
  if (sendingToSite) {
    sendingToSite = false;
    return; // with a network the site rules and saves, as ever
  }
  event.preventDefault();
  const submitter = event.submitter;
  const saving = submitter && submitter.id === "save-case";
  const onPhone = () => (saving ? saveHere().then(retryLater) : ruleHere());
  const decided = navigator.onLine === false ? Promise.resolve(false) : siteAnswers();
  decided
    .then((answers) => {
      if (!answers) return onPhone();
      sendingToSite = true;
      form.requestSubmit(submitter);
      return undefined;
    })
    .catch((err) => show({ ready: false, failure: err.message }));
});

form.after(waitingBox);
window.addEventListener("online", () => sendNow().catch(() => {}));
document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && sendNow().catch(() => {}));
drawWaiting().then(() => navigator.onLine !== false && sendNow().catch(() => {}));
// The page says "no" only under the test settings (OFFLINE_KEEP_ON_VISIT): nothing is kept and the engine is not
// started in the background; without a network, or when the server is slow, the engine still starts when asked.
if (navigator.onLine !== false) {
  if (status.dataset.keepOnVisit !== "no") keep().catch((err) => show({ ready: false, failure: err.message }));
}
else {
  status.hidden = false;
  startEngine().catch(() => {});
  navigator.serviceWorker?.getRegistration("/").then((r) => r && r.active && r.active.postMessage({ type: "state" }));
  import("./offline-kit.js").then(({ listen }) => listen(show));
}
