// The case builder: a form over the case document. It writes the JSON into the page's form
// (which works without JavaScript) and asks the engine (POST /api/v1/rulings/) what is wrong
// and where as the referee goes. No law is decided here.

import { h, select } from "./dom.js";
import { roving } from "./grid-keys.js";
import { effectiveSuit, openFindings, optionEntries, showOuts, sideOf, unclaimedRevokes, waitingFor } from "./offers.js";
import { formatPbn, parsePbn } from "./pbn.js";
import { QUICK_ENTRY_HELP, parseQuickEntry } from "./quick-entry.js";
import { loadVocabulary, words } from "./vocabulary.js";
import {
  SEATS,
  SIDES,
  SUITS,
  SUIT_NAME,
  SUIT_SYMBOL,
  cardLabel,
  handSize,
  isRed,
  leftOf,
  normaliseCard,
  pack,
  parseShorthand,
  partnerOf,
  ranks,
  suitOf,
} from "./pack.js";

const DRAFT_KEY = "case-builder:draft";
const TOP_KEYS = ["code", "title", "dealer", "trump", "hands", "score", "games", "game_values", "events"];
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };

const root = document.getElementById("builder");
const form = document.getElementById("case-form");
const textarea = document.getElementById("id_case");
const fileInput = document.getElementById("id_case_file");
const loadButton = document.getElementById("load-json");
const loadMessage = document.getElementById("load-json-message");
const codes = [...root.querySelectorAll("template.code-option")].map((t) => ({
  slug: t.dataset.slug,
  game: t.dataset.game,
  title: t.dataset.title,
}));

let vocab = null; // the case format, from the engine's JSON Schema (loaded before the first render)
let state = blankState();
let detached = false; // the JSON box holds text the builder could not read: do not overwrite it
const ui = {
  pickedSeat: null,
  everyCard: false,
  handProblems: {},
  shorthand: {},
  eventType: "claim", // the referee's choice in "Another event": kept until he changes it
  alone: false, // euchre: the next bid that makes the trump is a declaration to play alone
  confirmNew: false,
  undo: null, // the case as it was before "New case", until the next change
  quickProblems: [],
  pbn: { text: "", problems: [] },
  renderOnLeave: false, // an answer of the engine came while the referee typed: redraw when he leaves the box
};
const engine = { ruling: null, body: null, pending: false, failure: "" };
let checkTimer = null;
let requestCounter = 0;

// ---------------------------------------------------------------- the document

function blankState() {
  return {
    extra: {},
    code: codes[0] ? codes[0].slug : "club-1864",
    title: "",
    dealer: "W",
    trump: "",
    hands: Object.fromEntries(SEATS.map((s) => [s, { mode: "unknown", cards: [] }])),
    score: { NS: 0, EW: 0 },
    games: { NS: 0, EW: 0 },
    gameValues: { NS: [], EW: [] },
    events: [],
  };
}

function game() {
  const code = codes.find((c) => c.slug === state.code);
  return code ? code.game : "whist";
}

function fromDocument(doc) {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) {
    throw new Error("a case is a JSON object { … } with code, dealer, trump and events");
  }
  const s = blankState();
  s.extra = Object.fromEntries(Object.entries(doc).filter(([k]) => !TOP_KEYS.includes(k)));
  if (doc.code !== undefined) s.code = String(doc.code);
  s.title = doc.title ? String(doc.title) : "";
  if (doc.dealer !== undefined) s.dealer = String(doc.dealer);
  s.trump = doc.trump === undefined || doc.trump === null ? "" : String(doc.trump);
  const g = (codes.find((c) => c.slug === s.code) || {}).game || "whist";
  const norm = (c) => normaliseCard(c, g) || String(c);
  if (s.trump) s.trump = norm(s.trump);
  const hands = doc.hands && typeof doc.hands === "object" ? doc.hands : {};
  for (const seat of SEATS) {
    const hand = hands[seat];
    if (Array.isArray(hand)) s.hands[seat] = { mode: "whole", cards: hand.map(norm) };
    else if (hand && Array.isArray(hand.known)) s.hands[seat] = { mode: "known", cards: hand.known.map(norm) };
  }
  const values = doc.game_values && typeof doc.game_values === "object" ? doc.game_values : {};
  for (const side of SIDES) if (Array.isArray(values[side])) s.gameValues[side] = [...values[side]];
  for (const key of ["score", "games"]) {
    const v = doc[key];
    if (v && typeof v === "object") s[key] = { NS: v.NS ?? 0, EW: v.EW ?? 0 };
  }
  s.events = Array.isArray(doc.events)
    ? doc.events.map((e) => (e && typeof e === "object" && !Array.isArray(e) ? { ...e } : { type: String(e) }))
    : [];
  return s;
}

function toDocument() {
  const doc = { code: state.code };
  if (state.title.trim()) doc.title = state.title.trim();
  doc.dealer = state.dealer;
  doc.trump = state.trump;
  const hands = {};
  for (const seat of SEATS) {
    const hand = state.hands[seat];
    if (hand.mode === "whole") hands[seat] = [...hand.cards];
    else if (hand.mode === "known") hands[seat] = { known: [...hand.cards] };
  }
  if (Object.keys(hands).length) doc.hands = hands;
  doc.score = { ...state.score };
  if (state.games.NS || state.games.EW) doc.games = { ...state.games };
  if (state.gameValues.NS.length || state.gameValues.EW.length) doc.game_values = { NS: [...state.gameValues.NS], EW: [...state.gameValues.EW] };
  doc.events = state.events;
  return { ...doc, ...state.extra };
}

// ---------------------------------------------------------------- who holds what (display only)

function trickSize() {
  const alone = state.events.some((e) => e.type === "bid" && e.alone);
  return game() === "euchre" && alone ? 3 : 4;
}

function sittingOut() {
  // A lone hand at euchre: the partner of the player going alone takes no part in the tricks.
  const bid = state.events.find((e) => e.type === "bid" && e.alone && SEATS.includes(e.seat));
  return game() === "euchre" && bid ? partnerOf(bid.seat) : null;
}

function playedBefore(upto) {
  const played = Object.fromEntries(SEATS.map((s) => [s, []]));
  const discarded = new Set();
  state.events.slice(0, upto).forEach((e) => {
    if (!SEATS.includes(e.seat)) return;
    if (e.type === "play" && e.card) played[e.seat].push(e.card);
    if (e.type === "correct" && e.card) {
      played[e.seat].pop();
      played[e.seat].push(e.card);
    }
    if (e.type === "discard" && e.card) discarded.add(e.card);
  });
  return { played, discarded };
}

// The cards `seat` could still hold before event `upto`, and those he surely holds.
function couldHold(seat, upto) {
  const all = pack(game());
  const { played, discarded } = playedBefore(upto);
  const gone = new Set([...Object.values(played).flat(), ...discarded]);
  const hand = state.hands[seat];
  if (ui.everyCard) return { cards: all, certain: new Set() };
  if (hand.mode === "whole") {
    const cards = hand.cards.filter((c) => !gone.has(c));
    return { cards, certain: new Set(cards) };
  }
  const elsewhere = new Map();
  for (const other of SEATS) {
    if (other === seat || state.hands[other].mode === "unknown") continue;
    for (const c of state.hands[other].cards) elsewhere.set(c, other);
  }
  if (state.trump && seat !== state.dealer) elsewhere.set(state.trump, state.dealer);
  const certain = new Set((hand.mode === "known" ? hand.cards : []).filter((c) => !gone.has(c)));
  if (game() === "whist" && seat === state.dealer && state.trump && !gone.has(state.trump)) certain.add(state.trump);
  return { cards: all.filter((c) => !gone.has(c) && !elsewhere.has(c)), certain };
}

function localTable(upto = state.events.length) {
  const size = trickSize();
  const tricks = [];
  let current = [];
  state.events.slice(0, upto).forEach((e, i) => {
    if (e.type === "play" && SEATS.includes(e.seat)) {
      current.push({ seat: e.seat, card: e.card || "?", event: i });
      if (current.length === size) {
        tricks.push(current);
        current = [];
      }
    } else if (e.type === "correct" && SEATS.includes(e.seat)) {
      const trick = current.length ? current : tricks.at(-1) || [];
      const play = [...trick].reverse().find((p) => p.seat === e.seat);
      if (play) play.card = e.card || "?";
    }
  });
  return { tricks, current };
}

function engineIsCurrent() {
  return engine.ruling && engine.body === JSON.stringify(toDocument());
}

// The trick on the table and whose turn it is: from the engine's replay when it is current.
// Between the fourth card and the next lead the last trick stays in view (`last`).
function table() {
  const local = localTable();
  const out = { leader: null, cards: {}, next: null, number: local.tricks.length + 1, last: null };
  const r = engineIsCurrent() && engine.ruling.valid ? engine.ruling : null;
  if (r && Array.isArray(r.tricks)) {
    const last = r.tricks.at(-1);
    if (last && !last.winner) {
      out.leader = last.leader;
      out.cards = { ...last.cards };
      out.number = r.tricks.length;
    } else {
      out.leader = last ? last.winner : leftOf(state.dealer);
      out.number = r.tricks.length + 1;
      if (last) out.last = { cards: { ...last.cards }, winner: last.winner, number: r.tricks.length };
    }
  } else if (local.current.length) {
    out.leader = local.current[0].seat;
    for (const p of local.current) out.cards[p.seat] = p.card;
  } else if (!local.tricks.length && SEATS.includes(state.dealer)) {
    out.leader = leftOf(state.dealer);
  } else if (local.tricks.length) {
    const t = local.tricks.at(-1);
    out.last = { cards: Object.fromEntries(t.map((p) => [p.seat, p.card])), winner: null, number: local.tricks.length };
  }
  if (out.leader && SEATS.includes(out.leader)) {
    let seat = out.leader;
    for (let i = 0; i < 4; i += 1) {
      if (!(seat in out.cards) && seat !== sittingOut()) {
        out.next = seat;
        break;
      }
      seat = leftOf(seat);
    }
  }
  return out;
}

// ---------------------------------------------------------------- euchre: making the trump

const MAKING = ["order_up", "assist", "take_up", "make"];

function makingBid() {
  return state.events.find((e) => e.type === "bid" && MAKING.includes(e.action));
}

function trumpSuit() {
  const bid = makingBid();
  if (game() !== "euchre") return state.trump ? suitOf(state.trump) : null;
  if (!bid) return null;
  if (bid.action === "make") return bid.suit || null;
  return state.trump ? suitOf(state.trump) : null;
}

// The bidding as the table goes: who speaks next, and in which round (1: the turn-up, 2: any suit).
function bidding() {
  const bids = state.events.filter((e) => e.type === "bid");
  const last = bids.at(-1);
  const next = last && SEATS.includes(last.seat) ? leftOf(last.seat) : SEATS.includes(state.dealer) ? leftOf(state.dealer) : "N";
  const passes = bids.filter((e) => e.action === "pass").length;
  return { next, round: passes < 4 ? 1 : 2, over: passes >= 8 };
}

// After the trump is ordered up, assisted or taken up, the dealer discards before the play.
function awaitingDiscard() {
  const bid = makingBid();
  return Boolean(bid && bid.action !== "make" && !state.events.some((e) => e.type === "discard"));
}

// ---------------------------------------------------------------- changes

// Nothing entered yet: the builder opens with guidance, not with the engine's errors.
function pristine() {
  return !state.trump && !state.events.length;
}

function changed({ check = true, keepUndo = false } = {}) {
  if (!keepUndo) ui.undo = null;
  const doc = toDocument();
  if (!detached) textarea.value = JSON.stringify(doc, null, 1);
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(doc));
  } catch {
    // private browsing: no draft kept
  }
  render();
  if (check && !pristine()) scheduleCheck();
}

function scheduleCheck() {
  clearTimeout(checkTimer);
  engine.pending = true;
  checkTimer = setTimeout(check, 250);
}

async function check() {
  const body = JSON.stringify(toDocument());
  const mine = ++requestCounter;
  engine.pending = true;
  renderStatus();
  try {
    const response = await fetch(root.dataset.rulingsUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body,
    });
    const ruling = await response.json();
    if (mine !== requestCounter) return;
    Object.assign(engine, { ruling, body, pending: false, failure: "" });
  } catch (err) {
    if (mine !== requestCounter) return;
    Object.assign(engine, { pending: false, failure: `The engine could not be reached (${err.message}). Your case is kept.` });
  }
  if (typing()) {
    // The answer came while the referee is typing a number: rebuilding the controls now would take
    // the half-typed value from under his fingers. Only the engine's panel is redrawn; the rest
    // follows when he leaves the box.
    renderStatus();
    ui.renderOnLeave = true;
  } else {
    render();
  }
}

// A number box of the builder has the focus. (A text box gets its value and caret back when the
// builder is redrawn; a number box cannot: the browser does not tell where its caret is.)
function typing() {
  const active = document.activeElement;
  return Boolean(active && root.contains(active) && active.dataset.key && active.tagName === "INPUT" && active.type === "number");
}

function setEventField(index, name, value) {
  const event = state.events[index];
  if (value === "" || value === null || value === undefined || (Array.isArray(value) && !value.length && name !== "cards")) {
    delete event[name];
  } else {
    event[name] = value;
  }
  // Fields that only apply to some values of another field go when it changes.
  const spec = vocab.events[event.type];
  if (spec) for (const f of spec.fields) if (!applies(f, event)) delete event[f.name];
  changed();
}

// A new event of `type`, its seat or side given to whoever is entitled to it where the engine says.
function newEvent(type) {
  const t = table();
  const next = t.next || "N";
  const lastPlay = [...state.events].reverse().find((e) => e.type === "play");
  const open = engineIsCurrent() ? openFindings(engine.ruling)[0] : null;
  const chooser = open ? open.options[0].chooser : null;
  const claimable = engineIsCurrent() ? unclaimedRevokes(engine.ruling)[0] : null;
  const entitled = chooser ? (open.offender && sideOf(leftOf(open.offender)) === chooser ? leftOf(open.offender) : chooser[0]) : null;
  const defaults = {
    play: { seat: next, card: "" },
    quit: { seat: lastPlay ? lastPlay.seat : next },
    expose: { seat: "N", cards: [] },
    correct: { seat: lastPlay ? lastPlay.seat : "N", card: "" },
    ask: { seat: "N", to: "S" },
    claim: claimable
      ? { seat: leftOf(claimable.offender), kind: "revoke", against: claimable.offender }
      : { seat: next, kind: "revoke" },
    consult: { side: chooser || "NS" },
    call: { seat: entitled || next, what: "card" },
    elect: { side: chooser || "NS", option: (open ? open.options[0].id : null) || knownOptions()[0] },
    throw_down: { seats: [] },
    hand_over: { tricks: { NS: 0, EW: 0 } },
    deal: { fact: "card_exposed", seat: "N" },
    bid: { seat: bidding().next, action: "pass" },
    discard: { seat: state.dealer },
    attention_to_trick: { seat: "N" },
    cards_mixed: { seat: "N" },
  };
  const event = { type, ...(defaults[type] || {}) };
  if (event.card === "") delete event.card;
  return event;
}

// A field shown only when another field has certain values (the schema's conditional requirements).
function applies(field, event) {
  return !field.when || field.when.values.includes(event[field.when.on]);
}

// The option ids the engine offers in this ruling first, then the rest of the schema's.
function knownOptions() {
  const fromRuling = [];
  const r = engine.ruling;
  if (r && Array.isArray(r.findings)) {
    for (const f of r.findings) for (const o of f.options || []) if (!fromRuling.includes(o.id)) fromRuling.push(o.id);
  }
  return [...fromRuling, ...vocab.options.map((o) => o.value).filter((id) => !fromRuling.includes(id))];
}

function play(seat, card) {
  state.events.push({ type: "play", seat, card });
  ui.pickedSeat = null;
  changed();
}

function addEvent(event) {
  state.events.push(event);
  ui.pickedSeat = null;
  changed();
}

// ---------------------------------------------------------------- rendering

function render() {
  ui.renderOnLeave = false;
  const active = document.activeElement;
  const keep =
    active && root.contains(active) && (active.dataset.key || active.closest("[data-grid]"))
      ? {
          key: active.dataset.key,
          grid: active.closest("[data-grid]")?.dataset.grid,
          value: active.value,
          start: active.selectionStart,
          end: active.selectionEnd,
        }
      : null;
  root.replaceChildren(
    renderDeal(),
    renderPlay(),
    renderReach(),
    renderHands(),
    renderTimeline(),
    h("section", { class: "engine-status", id: "engine-status", "aria-live": "polite", "aria-label": "What the engine says" }),
  );
  renderStatus();
  placeErrors();
  if (keep) restoreFocus(keep);
}

// Focus stays where the referee is: the same control, or the same picker (whose cards may have changed).
function restoreFocus(keep) {
  let again = keep.key ? root.querySelector(`[data-key="${CSS.escape(keep.key)}"]`) : null;
  if (!again && keep.grid) again = root.querySelector(`[data-grid="${CSS.escape(keep.grid)}"] [tabindex="0"]`);
  if (!again && keep.grid) again = root.querySelector(`#${keep.grid === "play" ? "play-panel" : "table"} [tabindex="0"], #quick-entry`);
  if (!again) return;
  if (typeof keep.value === "string" && again.type === "text" && again.value !== keep.value) again.value = keep.value;
  const grid = again.closest("[data-grid]");
  if (grid) for (const b of grid.querySelectorAll("button")) b.tabIndex = b === again ? 0 : -1;
  again.focus();
  if (again.type === "text" && keep.start !== null && keep.start !== undefined) again.setSelectionRange(keep.start, keep.end);
}

function field(label, control, path, extra = {}) {
  const single = ["SELECT", "INPUT", "TEXTAREA"].includes(control.tagName);
  const inner = single
    ? h("label", {}, h("span", { class: "label" }, label), control)
    : h("div", { role: "group", "aria-label": label }, h("span", { class: "label" }, label), control);
  return h("div", { class: `field ${extra.class || ""}`, dataset: { path } }, inner);
}

function numberInput(value, key, onchange, label) {
  return h("input", {
    "aria-label": label,
    type: "number",
    min: "0",
    step: "1",
    inputmode: "numeric",
    value: String(value ?? 0),
    dataset: { key },
    on: { change: (ev) => onchange(ev.target.value === "" ? 0 : Number(ev.target.value)) },
  });
}

function cardOptions(cards) {
  return cards.map((c) => [c, `${cardLabel(c)} (${c})`]);
}

function renderDeal() {
  const codeSelect = select(
    { id: "b-code", dataset: { key: "code" }, on: { change: (ev) => ((state.code = ev.target.value), changed()) } },
    codes.map((c) => [c.slug, c.title]),
    state.code,
  );
  const dealer = select(
    { id: "b-dealer", dataset: { key: "dealer" }, on: { change: (ev) => ((state.dealer = ev.target.value), changed()) } },
    SEATS.map((s) => [s, `${s} (${SEAT_NAMES[s]})`]),
    state.dealer,
  );
  const trump = select(
    { id: "b-trump", dataset: { key: "trump" }, on: { change: (ev) => ((state.trump = ev.target.value), changed()) } },
    [["", "— choose the card turned up —"], ...cardOptions(pack(game()))],
    state.trump,
  );
  const title = h("input", {
    type: "text",
    id: "b-title",
    value: state.title,
    placeholder: "A few words: Revoke found after the cut",
    dataset: { key: "title" },
    on: { change: (ev) => ((state.title = ev.target.value), changed()) },
  });
  const tally = (key, label) =>
    field(
      label,
      h(
        "span",
        { class: "tally" },
        "N–S ",
        numberInput(state[key].NS, `${key}.NS`, (v) => ((state[key].NS = v), changed()), `${label}: N–S`),
        " E–W ",
        numberInput(state[key].EW, `${key}.EW`, (v) => ((state[key].EW = v), changed()), `${label}: E–W`),
      ),
      key,
    );
  return h(
    "fieldset",
    { class: "deal" },
    h("legend", {}, "The deal"),
    field("Code of laws", codeSelect, "code"),
    field("Dealer", dealer, "dealer"),
    field(game() === "euchre" ? "Turn-up card" : "Trump card turned up", trump, "trump"),
    h(
      "details",
      { class: "more-deal", open: Boolean(state.title || state.score.NS || state.score.EW || state.games.NS || state.games.EW) },
      h("summary", {}, "Title, score and games"),
      field("Title", title, "title", { class: "wide" }),
      tally("score", "Score before the hand"),
      tally("games", "Games won in the rubber"),
      vocab.gameValues ? renderGameValues() : null,
    ),
    renderNewCase(),
  );
}

// The value of each game already won in the rubber (1, 2 or 3 at the Club Code), as numbers typed.
function renderGameValues() {
  const input = (side) =>
    h("input", {
      type: "text",
      inputmode: "numeric",
      "aria-label": `${vocab.gameValues.label}: ${sideWords(side)}`,
      placeholder: "3 1",
      value: state.gameValues[side].join(" "),
      dataset: { key: `game_values.${side}` },
      on: {
        change: (ev) => {
          state.gameValues[side] = ev.target.value.split(/[\s,]+/).filter(Boolean).map((v) => (/^\d+$/.test(v) ? Number(v) : v));
          changed();
        },
      },
    });
  const label = vocab.gameValues.label;
  return field(label.charAt(0).toUpperCase() + label.slice(1), h("span", { class: "tally" }, "N–S ", input("NS"), " E–W ", input("EW")), "game_values", { class: "wide" });
}

// "New case" asks first, and the case cleared can be brought back until the next change.
function renderNewCase() {
  const box = h("div", { class: "row-actions new-case", role: "group", "aria-label": "New case" });
  if (ui.confirmNew) {
    box.append(
      h("span", {}, "Clear this case and start a new one? "),
      h("button", { type: "button", dataset: { key: "new-case-yes" }, on: { click: newCase } }, "Clear it"),
      h("button", { type: "button", class: "secondary", dataset: { key: "new-case-no" }, on: { click: () => ((ui.confirmNew = false), render(), focusKey("new-case")) } }, "Keep it"),
    );
  } else if (ui.undo) {
    box.append(
      h("span", { role: "status" }, "The case was cleared. "),
      h("button", { type: "button", class: "secondary", dataset: { key: "undo-new" }, on: { click: undoNewCase } }, "Undo"),
    );
  } else {
    box.append(
      h(
        "button",
        { type: "button", class: "secondary", dataset: { key: "new-case" }, on: { click: () => ((ui.confirmNew = true), render(), focusKey("new-case-yes")) } },
        "New case",
      ),
    );
  }
  return box;
}

function focusKey(key) {
  const el = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (el) el.focus();
}

function newCase() {
  const before = JSON.stringify(toDocument());
  state = blankState();
  detached = false;
  ui.pickedSeat = null;
  ui.handProblems = {};
  ui.shorthand = {};
  ui.confirmNew = false;
  ui.undo = before;
  engine.ruling = null;
  changed({ keepUndo: true });
  focusKey("undo-new");
}

function undoNewCase() {
  state = fromDocument(JSON.parse(ui.undo));
  ui.undo = null;
  changed();
  focusKey("new-case");
}

function renderHands() {
  const given = SEATS.some((seat) => state.hands[seat].mode !== "unknown");
  const section = h(
    "details",
    { class: "hands", id: "hands", open: given || ui.pbn.problems.length > 0 },
    h("summary", {}, given ? "The hands" : "The hands (if any are known)"),
    h(
      "p",
      { class: "meta" },
      "Click the cards, or type them: “AH KD 10S” or “S: A K 10 H: Q”. Give the whole hand, or only the cards known to have been in it.",
    ),
  );
  const grid = h("div", { class: "hand-grid" });
  for (const seat of SEATS) grid.append(renderHand(seat));
  section.append(grid);
  if (game() === "whist") section.append(renderPbn());
  return section;
}

// A whist deal pasted in PBN, and the whole hands given exported in it.
function renderPbn() {
  const whole = Object.fromEntries(SEATS.filter((s) => state.hands[s].mode === "whole").map((s) => [s, state.hands[s].cards]));
  const input = h("input", {
    type: "text",
    id: "b-pbn",
    class: "shorthand",
    placeholder: '[Deal "N:AKQJ.T98.765.432 …"]',
    value: ui.pbn.text,
    dataset: { key: "pbn" },
    on: {
      input: (ev) => (ui.pbn.text = ev.target.value),
      keydown: (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          applyPbn(ev.target.value);
        }
      },
    },
  });
  return h(
    "div",
    { class: "pbn" },
    h("label", { for: "b-pbn" }, "Paste a deal in PBN (the notation of bridge software)"),
    h("div", { class: "pbn-row" }, input, h("button", { type: "button", class: "secondary", dataset: { key: "pbn-apply" }, on: { click: () => applyPbn(input.value) } }, "Use this deal")),
    ui.pbn.problems.length ? h("p", { class: "field-error", role: "alert" }, ui.pbn.problems.join("; ")) : null,
    Object.keys(whole).length
      ? h("p", { class: "meta" }, "These hands in PBN: ", h("output", { id: "b-pbn-export", class: "pbn-export" }, formatPbn(whole)))
      : null,
  );
}

function applyPbn(text) {
  const { hands, problems } = parsePbn(text);
  ui.pbn = { text, problems };
  if (problems.length) {
    render();
    return;
  }
  for (const [seat, cards] of Object.entries(hands)) state.hands[seat] = { mode: cards.length === 13 ? "whole" : "known", cards: sortCards(cards) };
  ui.pbn = { text: "", problems: [] };
  changed();
}

function renderHand(seat) {
  const hand = state.hands[seat];
  const owner = new Map();
  for (const other of SEATS) if (other !== seat) for (const c of state.hands[other].cards) owner.set(c, other);
  const modes = [
    ["unknown", "Unknown"],
    ["known", "Cards known"],
    ["whole", "Whole hand"],
  ];
  const modeGroup = h(
    "div",
    { class: "modes", role: "radiogroup", "aria-label": `${seat}: what is known of the hand` },
    modes.map(([mode, label]) =>
      h(
        "label",
        { class: "inline" },
        h("input", {
          type: "radio",
          name: `mode-${seat}`,
          value: mode,
          checked: hand.mode === mode,
          dataset: { key: `mode-${seat}-${mode}` },
          on: {
            change: () => {
              hand.mode = mode;
              if (mode === "unknown") hand.cards = [];
              changed();
            },
          },
        }),
        ` ${label}`,
      ),
    ),
  );
  const shorthand = h("input", {
    type: "text",
    class: "shorthand",
    "aria-label": `${seat}: type the cards`,
    placeholder: "S: A K 10 H: Q",
    value: ui.shorthand[seat] ?? hand.cards.join(" "),
    dataset: { key: `shorthand-${seat}` },
    on: {
      change: (ev) => applyShorthand(seat, ev.target.value),
      keydown: (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          applyShorthand(seat, ev.target.value);
        }
      },
    },
  });
  const cardGrid = h("div", { class: "card-grid", role: "group", "aria-label": `${SEAT_NAMES[seat]}'s cards: arrow keys move, Enter marks a card held`, dataset: { grid: `hand-${seat}` } });
  const rows = [];
  for (const suit of SUITS) {
    const buttons = [];
    const row = h("div", { class: "suit-row" }, h("span", { class: `suit-label ${suit === "H" || suit === "D" ? "red" : ""}`, title: SUIT_NAME[suit] }, SUIT_SYMBOL[suit]));
    for (const rank of ranks(game())) {
      const card = rank + suit;
      const held = hand.cards.includes(card);
      const elsewhere = owner.get(card);
      const isTrump = card === state.trump && seat === state.dealer;
      const button = h(
          "button",
          {
            type: "button",
            class: `card ${isRed(card) ? "red" : ""} ${elsewhere ? "elsewhere" : ""} ${isTrump ? "trump" : ""}`,
            "aria-pressed": held ? "true" : "false",
            "aria-label": `${rank} of ${SUIT_NAME[suit]}, ${SEAT_NAMES[seat]}`,
            title: elsewhere ? `${card}: entered in ${elsewhere}'s hand` : isTrump ? `${card}: the trump card, turned up by the dealer` : card,
            dataset: { card, seat, key: `hand-${seat}-${card}` },
            on: { click: () => toggleCard(seat, card) },
          },
          rank,
        );
      buttons.push(button);
      row.append(button);
    }
    rows.push(buttons);
    cardGrid.append(row);
  }
  roving(cardGrid, rows, rows.flat().find((b) => b.getAttribute("aria-pressed") === "true"));
  const count = hand.mode === "unknown" ? "unknown" : `${hand.cards.length} card${hand.cards.length === 1 ? "" : "s"}`;
  const problems = ui.handProblems[seat] || [];
  return h(
    "fieldset",
    { class: `hand hand-${seat} mode-${hand.mode}`, dataset: { path: `hands.${seat}` }, id: `hand-${seat}` },
    h("legend", {}, `${seat} `, h("span", { class: "meta" }, `${SEAT_NAMES[seat]}${seat === state.dealer ? ", dealer" : ""} · ${count}`)),
    modeGroup,
    h("div", { class: "shorthand-row" }, shorthand),
    problems.length ? h("p", { class: "field-error", role: "alert" }, problems.join("; ")) : null,
    cardGrid,
  );
}

function toggleCard(seat, card) {
  const hand = state.hands[seat];
  if (hand.mode === "unknown") hand.mode = "known";
  hand.cards = hand.cards.includes(card) ? hand.cards.filter((c) => c !== card) : sortCards([...hand.cards, card]);
  delete ui.shorthand[seat];
  ui.handProblems[seat] = [];
  changed();
}

function sortCards(cards) {
  const order = pack(game());
  return [...cards].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function applyShorthand(seat, text) {
  const { cards, problems } = parseShorthand(text, game());
  ui.handProblems[seat] = problems;
  if (problems.length) {
    ui.shorthand[seat] = text; // keep what was typed so it can be corrected
    render();
    return;
  }
  delete ui.shorthand[seat];
  const hand = state.hands[seat];
  hand.cards = sortCards(cards);
  if (hand.mode === "unknown" && cards.length) hand.mode = cards.length === handSize(game()) ? "whole" : "known";
  changed();
}

// ---------------------------------------------------------------- events

// The table and the next action, in the order of the table: the bidding (euchre), the dealer's
// discard, then the cards; the offers the engine's answer opens; the quick-entry line.
function renderPlay() {
  const t = table();
  const section = h("fieldset", { class: "events-builder", id: "play" }, h("legend", {}, "What happened"));
  section.append(renderTable(t));
  if (game() === "euchre" && !makingBid()) section.append(renderBidding());
  else if (game() === "euchre" && awaitingDiscard()) section.append(renderDiscard());
  else {
    const seat = ui.pickedSeat || t.next;
    section.append(renderSeatPicker(t, seat));
    if (seat) section.append(renderPlayGrid(seat));
    if (t.last) section.append(renderQuitOffer(t));
  }
  section.append(renderQuickEntry(), renderOffers(), renderAddEvent());
  return section;
}

function renderSeatPicker(t, seat) {
  const buttons = SEATS.map((s) =>
    h(
      "button",
      {
        type: "button",
        class: `seat ${s === t.next ? "in-turn" : ""}`,
        "aria-pressed": s === seat ? "true" : "false",
        dataset: { seat: s },
        title: s === t.next ? `${s}: in turn` : `${s}: out of turn`,
        on: { click: () => ((ui.pickedSeat = s), render()) },
      },
      s,
    ),
  );
  const group = h("div", { class: "seat-buttons", role: "group", "aria-label": "Seat to play", dataset: { grid: "seats" } }, buttons);
  roving(group, [buttons], buttons.find((b) => b.getAttribute("aria-pressed") === "true"));
  return h(
    "div",
    { class: "seat-picker" },
    h("span", { class: "label" }, "Next card played by: "),
    group,
    t.next ? h("span", { class: "meta" }, ` ${t.next} is in turn.`) : null,
  );
}

// Euchre: the bidding in a row like the cards, the seat in turn speaking.
function renderBidding() {
  const b = bidding();
  const seat = b.next;
  const row = h("div", { class: "bid-buttons", role: "group", "aria-label": `${SEAT_NAMES[seat]} bids`, dataset: { grid: "bids" } });
  const bid = (action, label, extra = {}) =>
    h(
      "button",
      {
        type: "button",
        class: "bid",
        dataset: { bid: action + (extra.suit ? `-${extra.suit}` : "") },
        on: { click: () => addEvent({ type: "bid", seat, action, ...extra, ...(ui.alone && action !== "pass" ? { alone: true } : {}) }) },
      },
      label,
    );
  // Alone, the declaration is the one Law 98 allows: "I play alone at hearts".
  const alone = (suit) => `Alone at ${SUIT_SYMBOL[suit]} ${SUIT_NAME[suit]}`;
  const turned = state.trump ? suitOf(state.trump) : null;
  const buttons = [bid("pass", "Pass")];
  if (b.round === 1) {
    const [action, label] =
      seat === state.dealer ? ["take_up", "Take it up"] : seat === partnerOf(state.dealer) ? ["assist", "Assist"] : ["order_up", "Order it up"];
    buttons.push(bid(action, ui.alone && turned ? `${label}: ${alone(turned)}` : label));
  } else {
    for (const suit of SUITS) {
      if (suit === turned) continue;
      buttons.push(bid("make", ui.alone ? alone(suit) : `Make ${SUIT_SYMBOL[suit]} ${SUIT_NAME[suit]}`, { suit }));
    }
  }
  row.append(...buttons);
  roving(row, [buttons]);
  return h(
    "div",
    { class: "bidding" },
    h("p", { class: "label" }, b.over ? "All have passed twice: the hand is thrown up." : `The bidding: ${seat} (${SEAT_NAMES[seat]}) to speak${b.round === 2 ? ", second round" : ""}.`),
    b.over ? null : row,
    h(
      "label",
      { class: "inline" },
      h("input", { type: "checkbox", checked: ui.alone, dataset: { key: "alone" }, on: { change: (ev) => ((ui.alone = ev.target.checked), render()) } }),
      " He declares a lone hand (“I play alone at …”, Law 98)",
    ),
    h("p", { class: "meta" }, "The cards come after the trump is made."),
  );
}

// Euchre: the dealer takes the turn-up and discards before the lead.
function renderDiscard() {
  const dealer = state.dealer;
  const { cards } = couldHold(dealer, state.events.length);
  const buttons = cards.map((card) =>
    h(
      "button",
      { type: "button", class: `card ${isRed(card) ? "red" : ""}`, "aria-label": `${cardLabel(card)}: ${dealer} discards it`, dataset: { discard: card }, on: { click: () => addEvent({ type: "discard", seat: dealer, card }) } },
      cardLabel(card),
    ),
  );
  const rows = SUITS.map((suit) => buttons.filter((b) => suitOf(b.dataset.discard) === suit));
  const grid = h("div", { class: "card-grid play-grid", role: "group", "aria-label": `The card ${dealer} discards`, dataset: { grid: "discard" } });
  for (const [i, suit] of SUITS.entries()) grid.append(h("div", { class: "suit-row" }, h("span", { class: `suit-label ${suit === "H" || suit === "D" ? "red" : ""}` }, SUIT_SYMBOL[suit]), rows[i]));
  roving(grid, rows);
  return h(
    "div",
    { class: "discard" },
    h("p", { class: "label" }, `${dealer} (${SEAT_NAMES[dealer]}), the dealer, takes the turn-up and discards:`),
    grid,
    h("button", { type: "button", class: "secondary", dataset: { key: "discard-unknown" }, on: { click: () => addEvent({ type: "discard", seat: dealer }) } }, "He discarded; the card is not known"),
  );
}

// The trick just completed: who turned and quitted it (Law 73 at whist turns on it).
function renderQuitOffer(t) {
  const buttons = SEATS.map((s) =>
    h("button", { type: "button", class: "seat", dataset: { quit: s }, on: { click: () => addEvent({ type: "quit", seat: s }) } }, s),
  );
  const group = h("div", { class: "seat-buttons", role: "group", "aria-label": `Trick ${t.last.number} turned and quitted by`, dataset: { grid: "quit" } }, buttons);
  roving(group, [buttons]);
  return h("div", { class: "quit-offer" }, h("span", { class: "label" }, `Trick ${t.last.number} turned and quitted by: `), group);
}

// What the engine's answer opens: a claim of the revoke, the calls and elections of the side
// entitled to them, the card that proves a player who showed out held the suit.
function renderOffers() {
  const box = h("div", { class: "offers", id: "offers", "aria-live": "polite" });
  renderShowOuts(box);
  if (!engineIsCurrent() || !engine.ruling.valid) {
    if (engine.pending && !pristine()) box.append(h("p", { class: "meta" }, "Checking with the engine…"));
    return box;
  }
  const r = engine.ruling;
  for (const f of unclaimedRevokes(r)) {
    const claimers = SEATS.filter((s) => sideOf(s) !== sideOf(f.offender));
    box.append(
      h(
        "div",
        { class: "offer", role: "group", "aria-label": `Claim the revoke by ${f.offender}` },
        h("span", {}, `Claim the revoke by ${f.offender}: `),
        claimers.map((s) =>
          h("button", { type: "button", dataset: { claim: s }, on: { click: () => addEvent({ type: "claim", seat: s, kind: "revoke", against: f.offender }) } }, `${s} claims`),
        ),
      ),
    );
  }
  const claimsPending = new Set(unclaimedRevokes(r));
  for (const f of openFindings(r)) {
    if (claimsPending.has(f)) continue;
    const entries = optionEntries(f, state.events, sittingOut());
    if (!entries.length) continue;
    const chooser = entries[0].option.chooser;
    box.append(
      h(
        "div",
        { class: "offer", role: "group", "aria-label": `${sideWords(chooser)} may choose` },
        h("span", {}, `${sideWords(chooser)} may choose (${words(f.kind)} by ${f.offender}): `),
        entries.map((e) =>
          h(
            "button",
            { type: "button", dataset: { offer: e.option.id + (e.suit ? `-${e.suit}` : "") }, on: { click: () => addEvent(e.event) } },
            offerLabel(e),
          ),
        ),
      ),
    );
  }
  return box;
}

// From the cards alone: a player who did not follow suit may later prove to have held it.
function renderShowOuts(box) {
  const known = (seat) => [...state.hands[seat].cards, ...playedBefore(state.events.length).played[seat]];
  const { tricks, current } = localTable();
  const recent = [tricks.at(-1), current].filter((x) => x && x.length);
  for (const out of showOuts(recent, game(), trumpSuit(), known)) {
    const { cards } = couldHold(out.seat, state.events.length);
    const candidates = pack(game()).filter((c) => effectiveSuit(c, game(), trumpSuit()) === out.suit && cards.includes(c));
    if (!candidates.length) continue;
    box.append(
      h(
        "div",
        { class: "offer show-out", role: "group", "aria-label": `The ${SUIT_NAME[out.suit].slice(0, -1)} that proves ${out.seat} held the suit` },
        h("span", {}, `${out.seat} showed out of ${SUIT_NAME[out.suit]} at event ${out.event}. If a later card proves he held one, record it: `),
        candidates.map((c) =>
          h("button", { type: "button", class: `card ${isRed(c) ? "red" : ""}`, dataset: { proves: c }, "aria-label": `${cardLabel(c)}: ${out.seat} held it`, on: { click: () => toggleCard(out.seat, c) } }, cardLabel(c)),
        ),
      ),
    );
  }
}

function sideWords(side) {
  return side === "NS" ? "N–S" : side === "EW" ? "E–W" : side;
}

function offerLabel(entry) {
  const e = entry.event;
  if (e.type === "call" && e.suit) return `${e.seat} calls ${SUIT_SYMBOL[e.suit]} ${SUIT_NAME[e.suit]}`;
  if (e.type === "call" && e.card) return `${e.seat} calls ${cardLabel(e.card)}`;
  if (e.type === "call") return `${e.seat} calls: ${words(e.what)}`;
  return vocab.optionLabel(e.option);
}

function renderQuickEntry() {
  const input = h("input", {
    type: "text",
    id: "quick-entry",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: false,
    "aria-describedby": "quick-entry-help",
    placeholder: "AH 3S 4H 6H W:quit",
    dataset: { key: "quick-entry" },
    on: {
      keydown: (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          applyQuickEntry(ev.target);
        }
      },
    },
  });
  return h(
    "div",
    { class: "quick-entry" },
    h("label", { for: "quick-entry" }, "Quick entry"),
    input,
    h("p", { class: "meta", id: "quick-entry-help" }, QUICK_ENTRY_HELP, " Enter adds them."),
    ui.quickProblems.length ? h("p", { class: "field-error", role: "alert" }, ui.quickProblems.join("; ")) : null,
  );
}

// Each typed step goes in as if clicked: a card by the seat in turn (as the builder sees it), or an event.
function applyQuickEntry(input) {
  const { steps, problems } = parseQuickEntry(input.value, game(), vocab.claimKinds);
  ui.quickProblems = problems;
  if (problems.length) {
    render();
    return;
  }
  for (const step of steps) {
    if (step.deal) {
      Object.assign(state, step.deal);
      continue;
    }
    if (step.alone) {
      const bid = [...state.events].reverse().find((e) => e.type === "bid");
      if (bid) bid.alone = true;
      continue;
    }
    const t = localNext();
    if (step.play) state.events.push({ type: "play", seat: step.seat || t, card: step.play });
    else {
      const event = { ...newEvent(step.event.type), ...step.event };
      if (step.seat) event.seat = step.seat;
      state.events.push(event);
    }
  }
  input.value = "";
  ui.pickedSeat = null;
  changed();
}

// The seat in turn from the events alone (the engine's answer for the steps just typed is not back yet).
function localNext() {
  const { tricks, current } = localTable();
  if (game() === "euchre" && !makingBid()) return bidding().next;
  let seat = current.length ? leftOf(current.at(-1).seat) : null;
  if (!seat) {
    const r = engine.ruling && engine.ruling.valid ? engine.ruling : null;
    const won = r && r.tricks && r.tricks[tricks.length - 1] && r.tricks[tricks.length - 1].winner;
    seat = tricks.length ? won || leftOf(tricks.at(-1).at(-1).seat) : leftOf(state.dealer);
  }
  if (seat === sittingOut()) seat = leftOf(seat);
  return seat;
}

// The event types the case's code allows, as the schema lists them.
function eventTypes() {
  const allowed = vocab.byCode[state.code];
  return Object.keys(vocab.events).filter((type) => !allowed || allowed.includes(type));
}

function renderAddEvent() {
  const typeSelect = select(
    {
      id: "b-event-type",
      "aria-label": "Type of event",
      dataset: { key: "event-type" },
      on: { change: (ev) => (ui.eventType = ev.target.value) },
    },
    eventTypes().map((type) => [type, vocab.events[type].label]),
    ui.eventType,
  );
  return h(
    "div",
    { class: "add-event" },
    h("label", { for: "b-event-type" }, "Another event: "),
    typeSelect,
    h("button", { type: "button", id: "b-add-event", dataset: { key: "add-event" }, on: { click: () => addEvent(newEvent(ui.eventType)) } }, "Add"),
  );
}

function renderTimeline() {
  const list = h("ol", { class: "timeline", start: "0", id: "timeline" });
  state.events.forEach((event, i) => list.append(renderEvent(event, i)));
  if (!state.events.length) list.append(h("li", { class: "meta empty" }, "No events yet: click the cards as they were played."));
  return h("section", { class: "timeline-section", "aria-labelledby": "timeline-heading" }, h("h2", { id: "timeline-heading" }, "Timeline"), list);
}

function renderTable(t) {
  const shown = Object.keys(t.cards).length ? t.cards : t.last ? t.last.cards : {};
  const slot = (s) =>
    h(
      "div",
      { class: `slot slot-${s} ${s === t.next ? "in-turn" : ""} ${s === t.leader ? "leader" : ""}` },
      h("span", { class: "seat-name" }, s),
      shown[s]
        ? h(
            "span",
            { class: `card face ${isRed(shown[s]) ? "red" : ""} ${t.cards[s] ? "" : "quitted"}`, dataset: t.cards[s] ? { onTable: shown[s] } : { lastTrick: shown[s] } },
            cardLabel(shown[s]),
          )
        : h("span", { class: "card empty" }, s === sittingOut() ? "out" : "·"),
    );
  const played = Object.keys(t.cards).length;
  let caption;
  if (played) caption = `Trick ${t.number} as it lies on the table, led by ${t.leader}`;
  else if (t.last) caption = `Trick ${t.last.number} complete${t.last.winner ? `, won by ${t.last.winner}` : ""}${t.next ? `; ${t.next} to lead` : ""}`;
  else caption = `Trick ${t.number}: nothing played yet${t.next ? `; ${t.next} to lead` : ""}`;
  return h(
    "figure",
    { class: "table", id: "table" },
    h("div", { class: "felt" }, SEATS.map(slot), h("div", { class: "centre" }, state.trump ? `${game() === "euchre" ? "Turn-up" : "Trump card"} ${cardLabel(state.trump)}` : "")),
    h("figcaption", {}, caption),
  );
}

function renderPlayGrid(seat) {
  const { cards, certain } = couldHold(seat, state.events.length);
  const bySuit = h("div", { class: "card-grid play-grid", role: "group", "aria-label": `Cards ${seat} could still hold: arrow keys move, Enter plays`, dataset: { grid: "play" } });
  const rows = [];
  for (const suit of SUITS) {
    const inSuit = cards.filter((c) => suitOf(c) === suit);
    const row = h("div", { class: "suit-row" }, h("span", { class: `suit-label ${suit === "H" || suit === "D" ? "red" : ""}` }, SUIT_SYMBOL[suit]));
    const buttons = inSuit.map((card) =>
      h(
        "button",
        {
          type: "button",
          class: `card ${isRed(card) ? "red" : ""} ${certain.has(card) ? "certain" : ""}`,
          "aria-label": `${cardLabel(card)}: ${seat} plays it`,
          title: certain.has(card) ? `${card}: known to be in ${seat}'s hand` : card,
          dataset: { play: card, seat },
          on: { click: () => play(seat, card) },
        },
        cardLabel(card),
      ),
    );
    row.append(...buttons);
    if (!inSuit.length) row.append(h("span", { class: "meta" }, "none left"));
    rows.push(buttons);
    bySuit.append(row);
  }
  roving(bySuit, rows);
  return h(
    "div",
    { class: "play-panel", id: "play-panel" },
    h("p", { class: "meta" }, `The card ${seat} played (a revoke is entered like any other card; bold: known to be his).`),
    bySuit,
    h(
      "label",
      { class: "inline" },
      h("input", { type: "checkbox", checked: ui.everyCard, dataset: { key: "every-card" }, on: { change: (ev) => ((ui.everyCard = ev.target.checked), render()) } }),
      " Show every card of the pack",
    ),
  );
}

// Always within reach, on a phone too: the engine's answer in a line and "Get the ruling".
function renderReach() {
  return h(
    "div",
    { class: "reach", id: "reach" },
    h("p", { class: "reach-verdict", id: "reach-verdict", role: "status" }, reachWords()),
    h("button", { type: "submit", form: "case-form", id: "get-ruling-now", dataset: { key: "get-ruling-now" } }, "Get the ruling"),
  );
}

function reachWords() {
  if (pristine()) return "Choose the trump card turned up, then the cards as they are played.";
  if (engine.failure) return engine.failure;
  if (!engineIsCurrent()) return "Checking with the engine…";
  const r = engine.ruling;
  if (!r.valid) return `${r.errors.length} thing${r.errors.length === 1 ? "" : "s"} to correct before the engine can replay the case.`;
  const findings = r.findings || [];
  if (!findings.length) return "No irregularity so far.";
  return findings.map((f) => `${words(f.kind)}${SEATS.includes(f.offender) ? ` by ${f.offender}` : ""} (Law${(f.laws || []).length === 1 ? "" : "s"} ${(f.laws || []).slice(0, 3).join(", ")})`).join("; ");
}

function renderEvent(event, i) {
  const spec = vocab.events[event.type];
  const path = `events.${i}`;
  const controls = h("div", { class: "event-fields" });
  const typeSelect = select(
    {
      "aria-label": `Event ${i}: type`,
      dataset: { key: `${path}.type` },
      on: {
        change: (ev) => {
          state.events[i] = newEvent(ev.target.value);
          changed();
        },
      },
    },
    eventTypes().map((type) => [type, vocab.events[type].label]),
    event.type,
  );
  controls.append(field("Event", typeSelect, `${path}.type`));
  if (spec) {
    for (const f of spec.fields) {
      if (!applies(f, event)) continue;
      controls.append(field(fieldLabel(f), fieldControl(event, i, f), `${path}.${f.name}`));
    }
  }
  const move = (delta) => () => {
    const j = i + delta;
    if (j < 0 || j >= state.events.length) return;
    [state.events[i], state.events[j]] = [state.events[j], state.events[i]];
    changed();
  };
  const badges = findingsAt(i).map((f) => h("span", { class: "badge", title: f.summary || "" }, words(f.kind)));
  return h(
    "li",
    { value: String(i), class: "event", id: `b-event-${i}`, dataset: { path, type: event.type } },
    h("div", { class: "event-head" }, h("span", { class: "event-number" }, `${i}`), badges),
    controls,
    h(
      "div",
      { class: "event-actions" },
      h("button", { type: "button", class: "icon", "aria-label": `Move event ${i} up`, on: { click: move(-1) } }, "↑"),
      h("button", { type: "button", class: "icon", "aria-label": `Move event ${i} down`, on: { click: move(1) } }, "↓"),
      h(
        "button",
        {
          type: "button",
          class: "icon remove",
          "aria-label": `Remove event ${i}`,
          on: {
            click: () => {
              state.events.splice(i, 1);
              changed();
            },
          },
        },
        "✕",
      ),
    ),
  );
}

function fieldLabel(f) {
  const label = f.label.charAt(0).toUpperCase() + f.label.slice(1);
  return `${label}${f.optional ? " (if any)" : ""}`;
}

// One control per kind of schema node; the values offered are the schema's, in its words.
function fieldControl(event, i, f) {
  const { name, kind } = f;
  const key = `events.${i}.${name}`;
  const value = event[name];
  const set = (v) => setEventField(i, name, v);
  const none = f.optional || value === undefined ? [["", "—"]] : [];
  const onChange = (conv = (x) => x) => ({ change: (ev) => set(conv(ev.target.value)) });
  switch (kind) {
    case "seat":
      return select({ dataset: { key }, on: onChange() }, [...none, ...SEATS.map((s) => [s, `${s} (${SEAT_NAMES[s]})`])], value ?? "");
    case "side":
      return select({ dataset: { key }, on: onChange() }, [...none, ...SIDES.map((s) => [s, sideWords(s)])], value ?? "");
    case "seat_or_side":
      return select({ dataset: { key }, on: onChange() }, [["", "—"], ...SEATS.map((s) => [s, `${s} (${SEAT_NAMES[s]})`]), ...SIDES.map((s) => [s, sideWords(s)])], value ?? "");
    case "suit":
      return select({ dataset: { key }, on: onChange() }, [["", "—"], ...SUITS.map((s) => [s, `${SUIT_SYMBOL[s]} ${SUIT_NAME[s]}`])], value ?? "");
    case "choice": {
      const choices = name === "option" && event.type === "elect" ? knownOptions().map((id) => [id, vocab.optionLabel(id)]) : f.choices.map((c) => [c.value, c.label]);
      return select({ dataset: { key }, on: onChange() }, [...none, ...choices], value ?? "");
    }
    case "bool": {
      // Unticked or ticked back to the schema's default, the field is left out of the case.
      const checked = value === undefined ? f.default : Boolean(value);
      return h("input", { type: "checkbox", checked, dataset: { key }, on: { change: (ev) => set(ev.target.checked === f.default ? undefined : ev.target.checked) } });
    }
    case "number":
      return h("input", {
        type: "number",
        min: String(f.min),
        max: String(f.max),
        step: "1",
        inputmode: "numeric",
        value: value === undefined ? "" : String(value),
        dataset: { key },
        on: { change: (ev) => set(ev.target.value === "" ? undefined : Number(ev.target.value)) },
      });
    case "card": {
      const seat = event.seat;
      const offered = ["play", "correct"].includes(event.type) && SEATS.includes(seat) ? couldHold(seat, i).cards : pack(game());
      const options = [["", "— card —"], ...cardOptions(offered)];
      return select({ dataset: { key }, on: onChange() }, options, value ?? "");
    }
    case "cards": {
      const text = Array.isArray(value) ? value.join(" ") : String(value ?? "");
      return h("input", {
        type: "text",
        value: text,
        placeholder: "AH KD",
        dataset: { key },
        on: {
          change: (ev) => {
            const { cards, problems } = parseShorthand(ev.target.value, game());
            set(problems.length ? ev.target.value.split(/[\s,]+/).filter(Boolean) : cards);
          },
        },
      });
    }
    case "seats": {
      const chosen = Array.isArray(value) ? value : [];
      return h(
        "span",
        { class: "checks" },
        SEATS.map((s) =>
          h(
            "label",
            { class: "inline" },
            h("input", {
              type: "checkbox",
              checked: chosen.includes(s),
              dataset: { key: `${key}.${s}` },
              on: { change: (ev) => set(SEATS.filter((x) => (x === s ? ev.target.checked : chosen.includes(x)))) },
            }),
            ` ${s}`,
          ),
        ),
      );
    }
    case "tally": {
      const tally = value && typeof value === "object" ? value : { NS: 0, EW: 0 };
      return h(
        "span",
        { class: "tally" },
        "N–S ",
        numberInput(tally.NS, `${key}.NS`, (v) => set({ ...tally, NS: v }), `Event ${i}, ${f.label}: N–S`),
        " E–W ",
        numberInput(tally.EW, `${key}.EW`, (v) => set({ ...tally, EW: v }), `Event ${i}, ${f.label}: E–W`),
      );
    }
    default:
      return h("span", {}, JSON.stringify(value));
  }
}

function findingsAt(i) {
  if (!engineIsCurrent() || !engine.ruling.valid) return [];
  return (engine.ruling.findings || []).filter((f) => f.event === i);
}

// ---------------------------------------------------------------- what the engine says

function lawLink(number) {
  const [law, clause] = String(number).split(".");
  return h("a", { href: `${root.dataset.lawsUrl}${encodeURIComponent(state.code)}/${encodeURIComponent(law)}/${clause ? `#clause-${clause}` : ""}` }, `Law ${number}`);
}

function renderStatus() {
  const panel = root.querySelector("#engine-status");
  if (!panel) return;
  panel.replaceChildren(h("h2", {}, "What the engine says"));
  const reach = root.querySelector("#reach-verdict");
  if (reach) reach.textContent = reachWords();
  if (pristine()) {
    panel.append(h("p", { class: "meta", id: "engine-state" }, "Choose the code, the dealer and the trump card turned up; then click the cards as they were played. The engine answers as you go."));
    return;
  }
  if (engine.failure) {
    panel.append(h("p", { class: "field-error" }, engine.failure));
    return;
  }
  if (!engine.ruling || (!engineIsCurrent() && engine.pending)) {
    panel.append(h("p", { class: "meta", id: "engine-state" }, "Checking the case…"));
    if (!engine.ruling) return;
  }
  const r = engine.ruling;
  if (!r.valid) {
    panel.append(
      h("p", { class: "verdict invalid", id: "engine-verdict" }, `The case cannot be replayed yet: ${r.errors.length} thing${r.errors.length === 1 ? "" : "s"} to correct.`),
      h(
        "ul",
        { class: "engine-errors" },
        (r.errors || []).map((e) =>
          h("li", {}, h("code", {}, e.field || "case"), e.event !== null && e.event !== undefined ? ` (event ${e.event})` : "", `: ${e.message}`),
        ),
      ),
    );
    return;
  }
  const findings = r.findings || [];
  panel.append(
    h(
      "p",
      { class: "verdict valid", id: "engine-verdict" },
      findings.length ? `${findings.length} finding${findings.length === 1 ? "" : "s"}:` : "The case replays without irregularity so far.",
    ),
  );
  if (findings.length) {
    panel.append(
      h(
        "ul",
        { class: "findings-preview" },
        findings.map((f) =>
          h(
            "li",
            { dataset: { kind: f.kind } },
            h("strong", {}, words(f.kind)),
            f.event !== null && f.event !== undefined ? ` at event ${f.event}` : "",
            `: ${f.summary || ""} `,
            h("span", { class: "laws" }, (f.laws || []).flatMap((n, k) => (k ? [", ", lawLink(n)] : [lawLink(n)]))),
          ),
        ),
      ),
    );
  }
  if (r.tricks_won) panel.append(h("p", { class: "meta" }, `Tricks so far: N–S ${r.tricks_won.NS}, E–W ${r.tricks_won.EW}.`));
  const waiting = waitingFor(r, vocab.optionLabel);
  if (waiting) panel.append(h("p", { class: "waiting", id: "engine-waiting" }, waiting));
  panel.append(h("p", { class: "meta" }, "The full ruling, with the laws quoted and the precedents, comes with “Get the ruling” below."));
}

// Each error goes next to the field it names, or the nearest part of the case that holds it.
function placeErrors() {
  if (pristine() || !engineIsCurrent() || engine.ruling.valid) return;
  for (const error of engine.ruling.errors || []) {
    let path = error.field || "";
    let target = null;
    while (path && !target) {
      target = root.querySelector(`[data-path="${CSS.escape(path)}"]`);
      if (!target) path = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
    }
    if (!target && error.event !== null && error.event !== undefined) target = root.querySelector(`[data-path="events.${error.event}"]`);
    if (!target) continue;
    target.classList.add("has-error");
    target.append(h("p", { class: "field-error", role: "alert", dataset: { errorFor: error.field || "" } }, error.message));
  }
}

// ---------------------------------------------------------------- the JSON box and files

function loadText(text, source) {
  let doc;
  try {
    doc = JSON.parse(text);
    state = fromDocument(doc);
  } catch (err) {
    loadMessage.textContent = `${source} is not a case the builder can read: ${err.message}. Nothing was changed.`;
    return false;
  }
  loadMessage.textContent = "";
  detached = false;
  ui.handProblems = {};
  ui.shorthand = {};
  ui.pickedSeat = null;
  changed();
  return true;
}

async function start() {
  try {
    vocab = await loadVocabulary(root.dataset.schemaUrl);
  } catch (err) {
    loadMessage.textContent = `The case format could not be loaded (${err.message}); type or paste the case as JSON below.`;
    document.getElementById("json-box").open = true;
    for (const el of document.querySelectorAll(".js-only")) el.hidden = false;
    return;
  }
  root.hidden = false;
  // Open without JavaScript; with the builder the JSON is folded away unless the server found errors in it.
  const jsonBox = document.getElementById("json-box");
  if (jsonBox && !("keepOpen" in jsonBox.dataset)) jsonBox.open = false;
  for (const el of document.querySelectorAll(".js-only")) el.hidden = false;
  // Later than the box's own change (which redraws at once): only an answer held back is drawn here.
  root.addEventListener("focusout", () => setTimeout(() => ui.renderOnLeave && render(), 0));
  loadButton.addEventListener("click", () => loadText(textarea.value, "The text in the box"));
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files[0];
    if (!file) return;
    const text = await file.text();
    if (loadText(text, `The file ${file.name}`)) fileInput.value = "";
  });
  form.addEventListener("submit", (ev) => {
    clearTimeout(checkTimer);
    // A saved case leaves no draft behind: the next referee at a shared computer starts clean.
    if (ev.submitter && ev.submitter.id === "save-case") {
      try {
        localStorage.removeItem(DRAFT_KEY);
      } catch {
        // private browsing: there was no draft
      }
    }
  });
  const initial = textarea.value.trim();
  let draft = null;
  try {
    draft = localStorage.getItem(DRAFT_KEY);
  } catch {
    draft = null;
  }
  if (initial) {
    try {
      state = fromDocument(JSON.parse(initial));
    } catch (err) {
      detached = true;
      loadMessage.textContent = `The text in the box is not a case the builder can read (${err.message}); the builder will not overwrite it until you load a case.`;
    }
  } else if (draft) {
    try {
      state = fromDocument(JSON.parse(draft));
    } catch {
      state = blankState();
    }
  }
  changed();
}

start();
