// The table and the next card: the trick as it lies, the seat to play (the one in turn unless the
// referee picks another), the cards he could still hold, and who turned and quitted the last trick.
// At euchre the bidding and the discard come first (bidding.js).

import { h } from "../../dom.js";
import { roving } from "../../grid-keys.js";
import { SEATS, SUITS, SUIT_SYMBOL, cardLabel, isRed, suitOf } from "../../pack.js";
import { awaitingDiscard, couldHold, dummiesOf, makingBid, playedBy, sittingOut, table } from "../document.js";
import { drawBidding, drawDiscard } from "./bidding.js";

export const name = "play";

export function tableNow(store) {
  return table(store.state, store.game(), store.replayed());
}

export function signature({ store }) {
  const { ui } = store;
  return [store.document(), ui.pickedSeat, ui.everyCard, ui.alone, tableNow(store)];
}

export function draw(ctx) {
  const { store } = ctx;
  const t = tableNow(store);
  const game = store.game();
  const box = h("div", { class: "at-the-table" }, drawTable(store, t));
  if (game === "euchre" && !makingBid(store.state)) box.append(drawBidding(ctx));
  else if (game === "euchre" && awaitingDiscard(store.state)) box.append(drawDiscard(ctx));
  else {
    const seat = store.ui.pickedSeat || t.next;
    box.append(seatPicker(store, t, seat));
    if (seat) box.append(playGrid(store, seat));
    if (t.last && !quittedSinceLastCard(store.state)) box.append(quitOffer(store, t));
  }
  return box;
}

function drawTable(store, t) {
  const { state } = store;
  const absent = sittingOut(state, store.game());
  const dummies = dummiesOf(state);
  const shown = Object.keys(t.cards).length ? t.cards : t.last ? t.last.cards : {};
  const slot = (s) =>
    h(
      "div",
      { class: `slot slot-${s} ${s === t.next ? "in-turn" : ""} ${s === t.leader ? "leader" : ""}` },
      h("span", { class: "seat-name" }, dummies.includes(s) ? `${s} (dummy)` : s),
      shown[s]
        ? h(
            "span",
            { class: `card face ${isRed(shown[s]) ? "red" : ""} ${t.cards[s] ? "" : "quitted"}`, dataset: t.cards[s] ? { onTable: shown[s] } : { lastTrick: shown[s] } },
            cardLabel(shown[s]),
          )
        : h("span", { class: "card empty" }, s === absent ? "out" : "·"),
      dummies.includes(s) ? faceUp(store, s) : null,
    );
  const played = Object.keys(t.cards).length;
  let caption;
  if (played) caption = `Trick ${t.number} as it lies on the table, led by ${t.leader}`;
  else if (t.last) caption = `Trick ${t.last.number} complete${t.last.winner ? `, won by ${t.last.winner}` : ""}${t.next ? `; ${t.next} to lead` : ""}`;
  else caption = `Trick ${t.number}: nothing played yet${t.next ? `; ${t.next} to lead` : ""}`;
  const turned = state.trump ? `${store.game() === "euchre" ? "Turn-up" : "Trump card"} ${cardLabel(state.trump)}` : "";
  return h("figure", { class: "table", id: "table" }, h("div", { class: "felt" }, SEATS.map(slot), h("div", { class: "centre" }, turned)), h("figcaption", {}, caption));
}

// Dummy's hand, face up on the table: the cards the case gives him that he has not yet played.
function faceUp(store, seat) {
  const { cards, certain } = couldHold(store.state, store.game(), seat, store.state.events.length, false);
  const shown = cards.filter((c) => certain.has(c));
  return h(
    "span",
    { class: "dummy-hand", "aria-label": `${seat}'s hand, face up: ${shown.map(cardLabel).join(", ") || "not given"}`, dataset: { dummy: seat } },
    shown.map((c) => h("span", { class: `card face small ${isRed(c) ? "red" : ""}` }, cardLabel(c))),
  );
}

function seatPicker(store, t, seat) {
  const buttons = SEATS.map((s) =>
    h(
      "button",
      {
        type: "button",
        class: `seat ${s === t.next ? "in-turn" : ""}`,
        "aria-pressed": s === seat ? "true" : "false",
        dataset: { seat: s },
        title: s === t.next ? `${s}: in turn` : `${s}: out of turn`,
        on: { click: () => ((store.ui.pickedSeat = s), store.viewChanged()) },
      },
      s,
    ),
  );
  const group = h("div", { class: "seat-buttons", role: "group", "aria-label": "Seat to play", dataset: { grid: "seats" } }, buttons);
  roving(group, [buttons], buttons.find((b) => b.getAttribute("aria-pressed") === "true"));
  const inTurn = t.next ? ` ${t.next} is in turn${playedBy(store.state, t.next) !== t.next ? `: dummy's hand, played by his partner ${playedBy(store.state, t.next)}` : ""}.` : "";
  return h("div", { class: "seat-picker" }, h("span", { class: "label" }, "Next card played by: "), group, inTurn ? h("span", { class: "meta" }, inTurn) : null);
}

function playGrid(store, seat) {
  const { state, ui } = store;
  const { cards, certain } = couldHold(state, store.game(), seat, state.events.length, ui.everyCard);
  const grid = h("div", { class: "card-grid play-grid", role: "group", "aria-label": `Cards ${seat} could still hold: arrow keys move, Enter plays`, dataset: { grid: "play" } });
  const rows = [];
  for (const suit of SUITS) {
    const inSuit = cards.filter((c) => suitOf(c) === suit);
    const buttons = inSuit.map((card) =>
      h(
        "button",
        {
          type: "button",
          class: `card ${isRed(card) ? "red" : ""} ${certain.has(card) ? "certain" : ""}`,
          "aria-label": `${cardLabel(card)}: ${seat} plays it`,
          title: certain.has(card) ? `${card}: known to be in ${seat}'s hand` : card,
          dataset: { play: card, seat },
          on: { click: () => store.addEvent({ type: "play", seat, card }) },
        },
        cardLabel(card),
      ),
    );
    rows.push(buttons);
    grid.append(h("div", { class: "suit-row" }, h("span", { class: `suit-label ${isRed(`A${suit}`) ? "red" : ""}` }, SUIT_SYMBOL[suit]), buttons, inSuit.length ? null : h("span", { class: "meta" }, "none left")));
  }
  roving(grid, rows);
  return h(
    "div",
    { class: "play-panel", id: "play-panel" },
    h(
      "p",
      { class: "meta" },
      playedBy(state, seat) === seat
        ? `The card ${seat} played (a revoke is entered like any other card; bold: known to be his).`
        : `The card played from dummy's hand (${seat}) by his partner ${playedBy(state, seat)} (a lead from the wrong hand is entered as the card of the hand it came from).`,
    ),
    grid,
    h(
      "label",
      { class: "inline choice" },
      h("input", { type: "checkbox", checked: ui.everyCard, dataset: { key: "every-card" }, on: { change: (ev) => ((ui.everyCard = ev.target.checked), store.viewChanged()) } }),
      " Show every card of the pack",
    ),
  );
}

// Once someone turned and quitted the trick, the question is answered until the next card.
function quittedSinceLastCard(state) {
  const last = (type) => state.events.findLastIndex((e) => e.type === type);
  return last("quit") > last("play");
}

// The trick just completed: who turned and quitted it (Law 73 at whist turns on it).
function quitOffer(store, t) {
  const buttons = SEATS.map((s) => h("button", { type: "button", class: "seat", dataset: { quit: s }, on: { click: () => store.addEvent({ type: "quit", seat: s }) } }, s));
  const group = h("div", { class: "seat-buttons", role: "group", "aria-label": `Trick ${t.last.number} turned and quitted by`, dataset: { grid: "quit" } }, buttons);
  roving(group, [buttons]);
  return h("div", { class: "quit-offer" }, h("span", { class: "label" }, `Trick ${t.last.number} turned and quitted by: `), group);
}
