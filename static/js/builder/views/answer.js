// What the engine answers: the offers its answer opens (a claim of the revoke, the calls and
// elections of the side entitled to them, the card that proves a show-out), the verdict in a line
// beside "Get the ruling", and the findings with their laws.

import { h } from "../../dom.js";
import { effectiveSuit, openFindings, optionEntries, optionText, optionWords, showOuts, sideOf, unclaimedRevokes, waitingFor } from "../../offers.js";
import { SEATS, SUIT_NAME, SUIT_SYMBOL, cardLabel, isRed, pack } from "../../pack.js";
import { words } from "../../vocabulary.js";
import { describeEvent } from "../../event-words.js";
import { lawsNamed } from "../../law-quote.js";
import { echoLine } from "../echo.js";
import { couldHold, localTable, playedBefore, sittingOut, trumpSuit } from "../document.js";
import { sideWords } from "../fields.js";
import { toggleCard } from "./hands.js";

function asked(store) {
  return store.pending && !store.current();
}

export const offers = {
  name: "offers",
  signature: ({ store }) => [store.document(), store.ui.everyCard, store.current(), asked(store)],
  draw: drawOffers,
};

// Drawn once: its line is kept up to date in place (updateReach), so the button never moves under a finger.
export const reach = {
  name: "reach",
  signature: () => [],
  draw: ({ store }) =>
    h(
      "div",
      { class: "reach", id: "reach" },
      h(
        "div",
        { class: "reach-lines" },
        h("p", { class: "entry-echo", id: "entry-echo", "aria-live": "polite" }, echoWords(store)),
        h("p", { class: "reach-verdict", id: "reach-verdict", role: "status" }, reachWords(store)),
      ),
      h("button", { type: "submit", form: "case-form", id: "get-ruling-now", dataset: { key: "get-ruling-now" } }, "Get the ruling"),
    ),
};

export const status = {
  name: "answer",
  signature: ({ store }) => [store.pristine(), store.engine.failure, store.engine.ruling, store.engine.by, Boolean(store.current()), asked(store)],
  draw: drawStatus,
};

function drawOffers({ store }) {
  const box = h("div", { class: "offers", id: "offers", "aria-live": "polite" });
  showOutOffers(store, box);
  const r = store.replayed();
  if (!r) {
    if (asked(store) && !store.pristine()) box.append(h("p", { class: "meta" }, "Checking with the engine…"));
    return box;
  }
  for (const f of unclaimedRevokes(r)) {
    const claimers = SEATS.filter((s) => sideOf(s) !== sideOf(f.offender));
    box.append(
      h(
        "div",
        { class: "offer", role: "group", "aria-label": `Claim the revoke by ${f.offender}` },
        h("span", {}, `Claim the revoke by ${f.offender}: `),
        claimers.map((s) => h("button", { type: "button", dataset: { claim: s, key: `claim-${f.offender}-${s}` }, on: { click: () => store.addEvent({ type: "claim", seat: s, kind: "revoke", against: f.offender }) } }, `${s} claims`)),
      ),
    );
  }
  const claimsPending = new Set(unclaimedRevokes(r));
  for (const f of openFindings(r)) {
    if (claimsPending.has(f)) continue;
    const entries = optionEntries(f, store.state.events, sittingOut(store.state, store.game()));
    if (!entries.length) continue;
    const chooser = entries[0].option.chooser;
    box.append(
      h(
        "div",
        { class: "offer", role: "group", "aria-label": `${sideWords(chooser)} may choose` },
        h("span", {}, `${sideWords(chooser)} may choose (${offence(f)}): `),
        entries.map((e) => h("button", { type: "button", dataset: { offer: e.option.id + (e.suit ? `-${e.suit}` : ""), key: `offer-${f.kind}-${e.option.id}${e.suit ? `-${e.suit}` : ""}` }, on: { click: () => store.addEvent(e.event) } }, offerLabel(store, e))),
      ),
    );
  }
  return box;
}

// From the cards alone: a player who did not follow suit may later prove to have held it.
function showOutOffers(store, box) {
  const { state } = store;
  const game = store.game();
  const trumps = trumpSuit(state, game);
  const known = (seat) => [...state.hands[seat].cards, ...playedBefore(state, state.events.length).played[seat]];
  const { tricks, current } = localTable(state, game);
  const recent = [tricks.at(-1), current].filter((x) => x && x.length);
  for (const out of showOuts(recent, game, trumps, known)) {
    const { cards } = couldHold(state, game, out.seat, state.events.length, store.ui.everyCard);
    const candidates = pack(game).filter((c) => effectiveSuit(c, game, trumps) === out.suit && cards.includes(c));
    if (!candidates.length) continue;
    box.append(
      h(
        "div",
        { class: "offer show-out", role: "group", "aria-label": `The ${SUIT_NAME[out.suit].slice(0, -1)} that proves ${out.seat} held the suit` },
        h("span", {}, `${out.seat} showed out of ${SUIT_NAME[out.suit]} at event ${out.event}. If a later card proves he held one, record it: `),
        candidates.map((c) =>
          h("button", { type: "button", class: `card ${isRed(c) ? "red" : ""}`, dataset: { proves: c, key: `proves-${out.seat}-${c}` }, "aria-label": `${cardLabel(c)}: ${out.seat} held it`, on: { click: () => toggleCard(store, out.seat, c) } }, cardLabel(c)),
        ),
      ),
    );
  }
}

function offerLabel(store, entry) {
  const e = entry.event;
  if (e.type === "call" && e.suit) return `${e.seat} calls ${SUIT_SYMBOL[e.suit]} ${SUIT_NAME[e.suit]}`;
  if (e.type === "call" && e.card) return `${e.seat} calls ${cardLabel(e.card)}`;
  if (e.type === "call") return `${e.seat} calls: ${words(e.what)}`;
  return optionText(entry.option, store.vocab.optionLabel);
}

export function updateReach(root, store) {
  for (const [id, text] of [["reach-verdict", reachWords(store)], ["entry-echo", echoWords(store)]]) {
    const line = root.querySelector(`#${id}`);
    if (line && line.textContent !== text) line.textContent = text;
  }
}

// The last entry in the engine's words (before they have loaded, by its type).
function echoWords(store) {
  return echoLine(store.ui.echo, (event) => describeEvent(store.eventWords, event, store.state.code, store.state.trump, optionWords(store.engine.ruling)));
}

export function reachWords(store) {
  if (store.pristine()) return "Choose the trump card turned up, then the cards as they are played.";
  if (store.engine.failure) return store.engine.failure;
  const r = store.current();
  if (!r) return "Checking with the engine…";
  if (!r.valid) return `${r.errors.length} thing${r.errors.length === 1 ? "" : "s"} to correct before the engine can replay the case.`;
  const findings = r.findings || [];
  if (!findings.length) return "No irregularity so far.";
  // A finding citing no law (etiquette, a point the code has no law on) is named without an empty "(Laws )".
  const laws = (f) => ((f.laws || []).length ? ` (${lawsNamed(f.laws.slice(0, 3))})` : "");
  return findings.map((f) => `${offence(f)}${laws(f)}`).join("; ");
}

// A finding named as the engine reads it out ("Revoke. Offender: E"; "The lone hand. Offender: N, partner of S,
// the lone player"); a ruling from before the read-out, by its kind and seat.
function offence(f) {
  if ((f.read_out || []).length) return f.read_out[0].replace(/\.$/, "");
  return `${words(f.kind)}${SEATS.includes(f.offender) ? ` by ${f.offender}` : ""}`;
}

function lawLink(store, lawsUrl, number) {
  const [law, clause] = String(number).split(".");
  const code = encodeURIComponent(store.state.code);
  return h("a", { href: `${lawsUrl}${code}/${encodeURIComponent(law)}/${clause ? `#clause-${clause}` : ""}` }, lawsNamed([String(number)]));
}

// A finding as the engine reads it out (its lines; the event it happened at in the engine's words, where the
// builder has them); a ruling from before the read-out, by its kind and summary.
function readOut(store, f) {
  const events = store.state.events;
  const at = f.event !== null && f.event !== undefined ? ` At event ${f.event}${store.eventWords && events[f.event] ? `: ${describeEvent(store.eventWords, events[f.event], store.state.code, store.state.trump, optionWords(store.engine.ruling))}` : ""}.` : "";
  if (!(f.read_out || []).length) return [h("strong", {}, words(f.kind)), `${at} ${f.summary || ""}`];
  const [head, ...rest] = f.read_out;
  return [h("strong", {}, head), at, ...rest.map((line) => ` ${line}`)];
}

function drawStatus({ store, lawsUrl }) {
  const panel = h("section", { class: "engine-status", id: "engine-status", "aria-live": "polite", "aria-label": "What the engine says" }, h("h2", {}, "What the engine says"));
  if (store.pristine()) {
    panel.append(h("p", { class: "meta", id: "engine-state" }, "Choose the code, the dealer and the trump card turned up; then tap the cards as they were played. The engine answers as you go."));
    return panel;
  }
  if (store.engine.failure) {
    panel.append(h("p", { class: "field-error" }, store.engine.failure));
    return panel;
  }
  const r = store.engine.ruling;
  if (!r || asked(store)) {
    panel.append(h("p", { class: "meta", id: "engine-state" }, "Checking the case…"));
    if (!r) return panel;
  }
  if (!r.valid) {
    const errors = r.errors || [];
    panel.append(
      h("p", { class: "verdict invalid", id: "engine-verdict" }, `The case cannot be replayed yet: ${errors.length} thing${errors.length === 1 ? "" : "s"} to correct.`),
      h(
        "ul",
        { class: "engine-errors" },
        errors.map((e) => h("li", {}, h("code", {}, e.field || "case"), e.event !== null && e.event !== undefined ? ` (event ${e.event})` : "", `: ${e.message}`)),
      ),
    );
    return panel;
  }
  const findings = r.findings || [];
  panel.append(h("p", { class: "verdict valid", id: "engine-verdict" }, findings.length ? `${findings.length} finding${findings.length === 1 ? "" : "s"}:` : "The case replays without irregularity so far."));
  if (findings.length) {
    const laws = (f) => (f.laws || []).flatMap((n, k) => (k ? [", ", lawLink(store, lawsUrl, n)] : [lawLink(store, lawsUrl, n)]));
    panel.append(
      h(
        "ul",
        { class: "findings-preview" },
        findings.map((f) => h("li", { dataset: { kind: f.kind } }, readOut(store, f), " ", h("span", { class: "laws" }, laws(f)))),
      ),
    );
  }
  for (const line of (r.settled && r.settled.says) || []) panel.append(h("p", { class: "settled" }, line));
  if (r.tricks_won) panel.append(h("p", { class: "meta" }, `Tricks so far: N–S ${r.tricks_won.NS}, E–W ${r.tricks_won.EW}.`));
  const waiting = waitingFor(r, store.vocab.optionLabel);
  if (waiting) panel.append(h("p", { class: "waiting", id: "engine-waiting" }, waiting));
  if (store.engine.by === "phone") {
    panel.append(
      h("p", { class: "answered-by", id: "answered-by" }, "Answered by the engine on this device: the site could not be reached. Precedents are not available offline; the laws are quoted with “Get the ruling” below."),
    );
    // What it ruled under, in the engine's sentence (the ruling page's "Ruled under").
    if (store.engine.stamp) panel.append(h("p", { class: "meta ruled-under", id: "answered-under" }, store.engine.stamp.says));
  } else {
    panel.append(h("p", { class: "meta", id: "answered-by" }, "Answered by the site's engine. The full ruling, with the laws quoted and the precedents, comes with “Get the ruling” below."));
  }
  return panel;
}
