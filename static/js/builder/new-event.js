// A new event of a type, its seat or side given to whoever is entitled to it where the engine says;
// and the option ids an election may name, those of the engine's answer first.

import { leftOf } from "../pack.js";
import { openFindings, sideOf, unclaimedRevokes } from "../offers.js";
import { bidding, table } from "./document.js";

export function knownOptions(store) {
  const fromRuling = [];
  const r = store.engine.ruling;
  if (r && Array.isArray(r.findings)) {
    for (const f of r.findings) for (const o of f.options || []) if (!fromRuling.includes(o.id)) fromRuling.push(o.id);
  }
  return [...fromRuling, ...store.vocab.options.map((o) => o.value).filter((id) => !fromRuling.includes(id))];
}

// The event types the case's code allows, as the schema lists them.
export function eventTypes(store) {
  const allowed = store.vocab.byCode[store.state.code];
  return Object.keys(store.vocab.events).filter((type) => !allowed || allowed.includes(type));
}

// state: the case as it stands (a quick-entry line's steps are entered into a copy before it is taken).
export function newEvent(store, type, state = store.state) {
  const current = store.current();
  const t = table(state, store.game(), state === store.state ? store.replayed() : null);
  const next = t.next || "N";
  const dealer = state.dealer || "N";
  const lastPlay = [...state.events].reverse().find((e) => e.type === "play");
  const open = current ? openFindings(current)[0] : null;
  const chooser = open ? open.options[0].chooser : null;
  const claimable = current ? unclaimedRevokes(current)[0] : null;
  const entitled = chooser ? (open.offender && sideOf(leftOf(open.offender)) === chooser ? leftOf(open.offender) : chooser[0]) : null;
  const defaults = {
    play: { seat: next, card: "" },
    quit: { seat: lastPlay ? lastPlay.seat : next },
    expose: { seat: "N", cards: [] },
    correct: { seat: lastPlay ? lastPlay.seat : "N", card: "" },
    ask: { seat: "N", to: "S" },
    claim: claimable ? { seat: leftOf(claimable.offender), kind: "revoke", against: claimable.offender } : { seat: next, kind: "revoke" },
    consult: { side: chooser || "NS" },
    call: { seat: entitled || next, what: "card" },
    elect: { side: chooser || "NS", option: (open ? open.options[0].id : null) || knownOptions(store)[0] },
    throw_down: { seats: [] },
    hand_over: { tricks: { NS: 0, EW: 0 } },
    deal: { fact: "card_exposed", seat: "N" },
    bid: { seat: bidding(state).next, action: "pass" },
    discard: { seat: state.dealer },
    attention_to_trick: { seat: "N" },
    cards_mixed: { seat: "N" },
    table: { what: "admission", candidates: 1 },
    score_error: { side: "NS", when: "this_hand" },
    // Before the deal: the dealer's partner shuffles first (Club 30), the player on the dealer's right cuts (34).
    shuffle: { seat: leftOf(leftOf(dealer)) },
    cut_pack: { seat: leftOf(leftOf(leftOf(dealer))) },
    new_cards: { seat: next },
    card_damaged: { how: "torn" },
    request: { seat: next, what: "last_trick" },
    bystander: { what: "remark" },
    bet: { on: "odd_trick" },
  };
  const event = { type, ...(defaults[type] || {}) };
  if (event.card === "") delete event.card;
  return event;
}
