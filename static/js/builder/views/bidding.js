// Euchre before the cards: the bidding in a row like the cards, the seat in turn speaking; then the
// dealer's discard once the turn-up is taken.

import { h } from "../../dom.js";
import { roving } from "../../grid-keys.js";
import { SUITS, SUIT_NAME, SUIT_SYMBOL, cardLabel, isRed, partnerOf, suitOf } from "../../pack.js";
import { bidding, couldHold } from "../document.js";
import { SEAT_NAMES } from "../fields.js";

export function drawBidding({ store }) {
  const { state, ui } = store;
  const b = bidding(state);
  const seat = b.next;
  const row = h("div", { class: "bid-buttons", role: "group", "aria-label": `${SEAT_NAMES[seat]} bids`, dataset: { grid: "bids" } });
  const bid = (action, label, extra = {}) =>
    h(
      "button",
      {
        type: "button",
        class: "bid",
        dataset: { bid: action + (extra.suit ? `-${extra.suit}` : "") },
        on: { click: () => store.addEvent({ type: "bid", seat, action, ...extra, ...(ui.alone && action !== "pass" ? { alone: true } : {}) }) },
      },
      label,
    );
  // Alone, the declaration is the one Law 98 allows: "I play alone at hearts".
  const alone = (suit) => `Alone at ${SUIT_SYMBOL[suit]} ${SUIT_NAME[suit]}`;
  const turned = state.trump ? suitOf(state.trump) : null;
  const buttons = [bid("pass", "Pass")];
  if (b.round === 1) {
    const [action, label] = seat === state.dealer ? ["take_up", "Take it up"] : seat === partnerOf(state.dealer) ? ["assist", "Assist"] : ["order_up", "Order it up"];
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
      { class: "inline choice" },
      h("input", { type: "checkbox", checked: ui.alone, dataset: { key: "alone" }, on: { change: (ev) => ((ui.alone = ev.target.checked), store.viewChanged()) } }),
      " He declares a lone hand (“I play alone at …”, Law 98)",
    ),
    h("p", { class: "meta" }, "The cards come after the trump is made."),
  );
}

// Euchre: the dealer takes the turn-up and discards before the lead.
export function drawDiscard({ store }) {
  const { state } = store;
  const dealer = state.dealer;
  const { cards } = couldHold(state, store.game(), dealer, state.events.length, store.ui.everyCard);
  const discard = (card) => store.addEvent({ type: "discard", seat: dealer, ...(card ? { card } : {}) });
  const rows = SUITS.map((suit) =>
    cards
      .filter((card) => suitOf(card) === suit)
      .map((card) =>
        h("button", { type: "button", class: `card ${isRed(card) ? "red" : ""}`, "aria-label": `${cardLabel(card)}: ${dealer} discards it`, dataset: { discard: card }, on: { click: () => discard(card) } }, cardLabel(card)),
      ),
  );
  const grid = h("div", { class: "card-grid play-grid", role: "group", "aria-label": `The card ${dealer} discards`, dataset: { grid: "discard" } });
  for (const [i, suit] of SUITS.entries()) grid.append(h("div", { class: "suit-row" }, h("span", { class: `suit-label ${isRed(`A${suit}`) ? "red" : ""}` }, SUIT_SYMBOL[suit]), rows[i]));
  roving(grid, rows);
  return h(
    "div",
    { class: "discard" },
    h("p", { class: "label" }, `${dealer} (${SEAT_NAMES[dealer]}), the dealer, takes the turn-up and discards:`),
    grid,
    h("button", { type: "button", class: "secondary", dataset: { key: "discard-unknown" }, on: { click: () => discard(null) } }, "He discarded; the card is not known"),
  );
}
