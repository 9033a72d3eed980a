// The hands, as far as they are known: a picker of cards per seat, the cards typed, a deal in PBN.

import { h } from "../../dom.js";
import { roving } from "../../grid-keys.js";
import { formatPbn, parsePbn } from "../../pbn.js";
import { SEATS, SUITS, SUIT_NAME, SUIT_SYMBOL, handSize, isRed, parseShorthand, ranks } from "../../pack.js";
import { dummiesOf, sortCards } from "../document.js";
import { SEAT_NAMES, foldable } from "../fields.js";

export const name = "hands";
export const errorsUnder = ["hands"];

export function signature({ store }) {
  const { state, ui } = store;
  return [store.game(), state.hands, state.trump, state.dealer, state.play, ui.handProblems, ui.shorthand, ui.pbn.problems];
}

export function draw(ctx) {
  const { store } = ctx;
  const { state, ui } = store;
  const given = SEATS.some((seat) => state.hands[seat].mode !== "unknown");
  const grid = h("div", { class: "hand-grid" }, SEATS.map((seat) => hand(ctx, seat)));
  return foldable(
    store,
    "hands",
    { class: "hands", id: "hands" },
    given || ui.pbn.problems.length > 0,
    h("summary", {}, given ? "The hands" : "The hands (if any are known)"),
    h("p", { class: "meta" }, "Tap the cards, or type them: “AH KD 10S” or “S: A K 10 H: Q”. Give the whole hand, or only the cards known to have been in it."),
    grid,
    store.game() === "whist" ? pbn(ctx) : null,
  );
}

// A card marked held or not: from the picker, or from the card that proves a show-out.
export function toggleCard(store, seat, card) {
  const hand = store.state.hands[seat];
  if (hand.mode === "unknown") hand.mode = "known";
  hand.cards = hand.cards.includes(card) ? hand.cards.filter((c) => c !== card) : sortCards([...hand.cards, card], store.game());
  delete store.ui.shorthand[seat];
  store.ui.handProblems[seat] = [];
  store.changed();
}

// A whist deal pasted in PBN, and the whole hands given exported in it.
function pbn(ctx) {
  const { store } = ctx;
  const { state, ui } = store;
  const whole = Object.fromEntries(SEATS.filter((s) => state.hands[s].mode === "whole").map((s) => [s, state.hands[s].cards]));
  const apply = (text) => {
    const { hands, problems } = parsePbn(text);
    ui.pbn = { text, problems };
    if (problems.length) return store.viewChanged();
    for (const [seat, cards] of Object.entries(hands)) state.hands[seat] = { mode: cards.length === 13 ? "whole" : "known", cards: sortCards(cards, store.game()) };
    ui.pbn = { text: "", problems: [] };
    store.changed();
  };
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
          apply(ev.target.value);
        }
      },
    },
  });
  return h(
    "div",
    { class: "pbn" },
    h("label", { for: "b-pbn" }, "Paste a deal in PBN (the notation of bridge software)"),
    h("div", { class: "pbn-row" }, input, h("button", { type: "button", class: "secondary", dataset: { key: "pbn-apply" }, on: { click: () => apply(input.value) } }, "Use this deal")),
    ui.pbn.problems.length ? h("p", { class: "field-error", role: "alert" }, ui.pbn.problems.join("; ")) : null,
    Object.keys(whole).length ? h("p", { class: "meta" }, "These hands in PBN: ", h("output", { id: "b-pbn-export", class: "pbn-export" }, formatPbn(whole))) : null,
  );
}

function applyShorthand(store, seat, text) {
  const game = store.game();
  const { cards, problems } = parseShorthand(text, game);
  store.ui.handProblems[seat] = problems;
  if (problems.length) {
    store.ui.shorthand[seat] = text; // keep what was typed so it can be corrected
    return store.viewChanged();
  }
  delete store.ui.shorthand[seat];
  const hand = store.state.hands[seat];
  hand.cards = sortCards(cards, game);
  if (hand.mode === "unknown" && cards.length) hand.mode = cards.length === handSize(game) ? "whole" : "known";
  store.changed();
}

function hand(ctx, seat) {
  const { store } = ctx;
  const { state, ui } = store;
  const game = store.game();
  const held = state.hands[seat];
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
        { class: "inline choice" },
        h("input", {
          type: "radio",
          name: `mode-${seat}`,
          value: mode,
          checked: held.mode === mode,
          dataset: { key: `mode-${seat}-${mode}` },
          on: {
            change: () => {
              held.mode = mode;
              if (mode === "unknown") held.cards = [];
              store.changed();
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
    value: ui.shorthand[seat] ?? held.cards.join(" "),
    dataset: { key: `shorthand-${seat}` },
    on: {
      change: (ev) => applyShorthand(store, seat, ev.target.value),
      keydown: (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          applyShorthand(store, seat, ev.target.value);
        }
      },
    },
  });
  const cardGrid = h("div", { class: "card-grid", role: "group", "aria-label": `${SEAT_NAMES[seat]}'s cards: arrow keys move, Enter marks a card held`, dataset: { grid: `hand-${seat}` } });
  const rows = [];
  for (const suit of SUITS) {
    const buttons = ranks(game).map((rank) => {
      const card = rank + suit;
      const elsewhere = owner.get(card);
      const isTrump = card === state.trump && seat === state.dealer;
      return h(
        "button",
        {
          type: "button",
          class: `card ${isRed(card) ? "red" : ""} ${elsewhere ? "elsewhere" : ""} ${isTrump ? "trump" : ""}`,
          "aria-pressed": held.cards.includes(card) ? "true" : "false",
          "aria-label": `${rank} of ${SUIT_NAME[suit]}, ${SEAT_NAMES[seat]}`,
          title: elsewhere ? `${card}: entered in ${elsewhere}'s hand` : isTrump ? `${card}: the trump card, turned up by the dealer` : card,
          dataset: { card, seat, key: `hand-${seat}-${card}` },
          on: { click: () => toggleCard(store, seat, card) },
        },
        rank,
      );
    });
    rows.push(buttons);
    cardGrid.append(h("div", { class: "suit-row" }, h("span", { class: `suit-label ${isRed(`A${suit}`) ? "red" : ""}`, title: SUIT_NAME[suit] }, SUIT_SYMBOL[suit]), buttons));
  }
  roving(cardGrid, rows, rows.flat().find((b) => b.getAttribute("aria-pressed") === "true"));
  const count = held.mode === "unknown" ? "unknown" : `${held.cards.length} card${held.cards.length === 1 ? "" : "s"}`;
  const problems = ui.handProblems[seat] || [];
  // Dummy's hand lies face up on the table: the referee sees it whole, as the adversaries do.
  const dummy = dummiesOf(state).includes(seat);
  return h(
    "fieldset",
    { class: `hand hand-${seat} mode-${held.mode}${dummy ? " dummy" : ""}`, dataset: { path: `hands.${seat}` }, id: `hand-${seat}` },
    h("legend", {}, `${seat} `, h("span", { class: "meta" }, `${SEAT_NAMES[seat]}${seat === state.dealer ? ", dealer" : ""}${dummy ? ", dummy: face up on the table" : ""} · ${count}`)),
    modeGroup,
    h("div", { class: "shorthand-row" }, shorthand),
    problems.length ? h("p", { class: "field-error", role: "alert" }, problems.join("; ")) : null,
    cardGrid,
  );
}
