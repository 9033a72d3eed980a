// The builder on a phone: on every visit it keeps (or checks) what ruling offline needs, and starts the
// engine on the phone in the background so that it is warm before the network fails. Without a network, or
// when the phone says it is online but the site does not answer (a signal with no way out, a captive portal,
// the server down), "Get the ruling" is given here by the engine on this device, with the laws quoted from the
// copy kept on it, and "Save the case" keeps the case on this device until the site answers again.
import { h } from "./dom.js";
import { keepOffline, words } from "./offline-kit.js";
import { keptLibrary, quote } from "./law-quote.js";
import { onEngineProgress, ruleOnPhone, startEngine } from "./engine-on-phone.js";
import { keepWaiting, sendWaiting, waiting } from "./outbox.js";

const status = document.getElementById("offline-status");
const form = document.getElementById("case-form");
const textarea = document.getElementById("id_case");
const show = (state) => {
  status.textContent = words(state);
};

// How far the engine on this device has got in its start, in words, and as a state the page can be asked for.
const engineLine = document.getElementById("engine-progress");
onEngineProgress(({ step, of, words: doing, ms }) => {
  engineLine.hidden = false;
  engineLine.dataset.state = doing === "ready" ? "ready" : "starting";
  if (doing === "ready") engineLine.dataset.readyAt = String(Math.round(performance.now())); // since the page's load
  engineLine.textContent =
    doing === "ready"
      ? `The engine on this device is ready (it started in ${(ms / 1000).toFixed(1)} s).`
      : `The engine on this device is starting: ${doing} (step ${step} of ${of})…`;
});

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

const laws = () => keptLibrary(status.dataset.libraryUrl);

// The case as the server would rule it for the choice "Rule the case": under the statutes as last fetched,
// under the printed code, or as the document says.
function underChoice(document_, lib) {
  const under = form.querySelector("input[name=under]:checked")?.value || "case";
  if (under === "case") return document_;
  const { amendments, ...rest } = document_;
  const statutes = lib.statutes[rest.code] || [];
  return under === "statutes" && statutes.length ? { ...rest, amendments: statutes } : rest;
}

function drawRuling(ruling, stamp, lib, fetched) {
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
    // The engine's lines to read out, as the ruling page shows them; the laws quoted in folds beside them.
    const lines = (f.read_out || []).length
      ? f.read_out.map((line, i, all) => h("p", { class: i === 0 ? "offence" : i === all.length - 1 ? "said" : "penalty" }, i === 0 ? h("strong", {}, line) : line))
      : [h("p", { class: "offence" }, h("strong", {}, f.kind)), h("p", { class: "said" }, f.summary || "")];
    section.append(
      h(
        "article",
        { class: "finding read-out", dataset: { kind: f.kind } },
        lines,
        (f.laws || []).length ? h("div", { class: "laws-cited" }, h("p", { class: "label" }, "Laws cited:"), f.laws.map((n) => quote(lib, ruling.code, n))) : "",
      ),
    );
  }
  if (ruling.valid) {
    for (const line of (ruling.settled && ruling.settled.says) || []) section.append(h("p", { class: "settled" }, line));
    section.append(h("p", { class: "read-result" }, h("strong", {}, "Result:"), " ", resultWords(ruling)));
  }
  // What it was ruled under, in the engine's sentence, as the ruling page shows it (templates/cases/_stamp.html).
  section.append(h("section", { class: "ruling-stamp", "aria-labelledby": "offline-stamp-heading" }, h("h3", { id: "offline-stamp-heading" }, "Ruled under"), h("p", {}, stamp.says)));
  form.after(section);
  section.focus();
}

// The result as the ruling page gives it: the score, the game and the rubber; or what it waits on, in the engine's
// words.
function resultWords(ruling) {
  const r = ruling.result;
  if (!r) {
    const waiting = (ruling.waiting || []).map((w) => w.says).join(" ");
    return waiting || "none given: the events entered do not settle a score.";
  }
  let text = r.score ? `N–S ${r.score.NS}, E–W ${r.score.EW}` : "";
  if (r.game) text += `; game to ${r.game.winner}${r.game.value ? ` (${r.game.value})` : ""}`;
  if (r.rubber) text += `; rubber to ${r.rubber.winner}${r.rubber.points ? ` (${r.rubber.points} points)` : ""}`;
  return text;
}

async function ruleHere() {
  const lib = await laws();
  const document_ = underChoice(JSON.parse(textarea.value), lib);
  const { ruling, stamp, warm } = await ruleOnPhone(JSON.stringify(document_));
  drawRuling(ruling, stamp, lib, lib.fetched);
  // Whether the engine had started before the case came, so the answer waited on no start (the tests ask).
  document.getElementById("offline-ruling").dataset.engine = warm ? "started-before" : "started-for-it";
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
