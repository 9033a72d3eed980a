// The events of the case format and their fields, for the editor (the format, not the laws:
// whether an event is regular is for the engine to say).

export const CLAIM_KINDS = ["revoke", "honours", "game", "new_deal", "misdeal"];
export const CALL_WHATS = ["card", "suit", "highest", "lowest", "win", "lose"];
export const DEAL_FACTS = [
  "card_exposed",
  "card_faced_in_pack",
  "two_cards_to_one_hand",
  "dealer_counted_cards",
  "pack_not_cut",
  "dealt_out_of_turn",
];
export const BID_ACTIONS = ["pass", "order_up", "assist", "take_up", "make"];
export const EXPOSE_HOW = ["dropped", "shown", "named", "played_together", "detached", "floor", "lowered"];
export const ATTENTION_HOW = ["says_his", "names_card", "draws_trick"];
export const OPTION_IDS = [
  "take_three_tricks",
  "deduct_three",
  "add_three",
  "add_points",
  "deduct_points",
  "call_card",
  "call_suit",
  "call_highest",
  "call_lowest",
  "call_win",
  "call_lose",
  "new_deal",
];

// Each field: [name, kind, {optional, choices, when}]. Kinds: seat, side, seat_or_side, card, cards,
// choice, seats, tally, bool, suit.
export const EVENT_TYPES = {
  play: { label: "plays a card", fields: [["seat", "seat"], ["card", "card"]] },
  quit: { label: "turns and quits the last trick", fields: [["seat", "seat"]] },
  expose: {
    label: "exposes cards (dropped, shown, named, two played at once)",
    fields: [["seat", "seat"], ["cards", "cards"], ["how", "choice", { optional: true, choices: EXPOSE_HOW }]],
  },
  correct: { label: "takes back his last card and plays another", fields: [["seat", "seat"], ["card", "card"]] },
  ask: {
    label: "asks his partner whether he has none of the suit",
    fields: [["seat", "seat"], ["to", "seat"], ["answer", "choice", { optional: true, choices: ["none", "has"] }]],
  },
  claim: {
    label: "claims",
    fields: [["seat", "seat"], ["kind", "choice", { choices: CLAIM_KINDS }], ["against", "seat_or_side", { optional: true }]],
  },
  consult: { label: "partners consult on the penalty", fields: [["side", "side"]] },
  call: {
    label: "demands a penalty",
    fields: [
      ["seat", "seat"],
      ["what", "choice", { choices: CALL_WHATS }],
      ["card", "card", { when: (e) => e.what === "card" }],
      ["suit", "suit", { when: (e) => e.what === "suit" }],
    ],
  },
  elect: { label: "the innocent side elects a penalty", fields: [["side", "side"], ["option", "option"]] },
  throw_down: { label: "cards thrown face up on the table", fields: [["seats", "seats"]] },
  hand_over: { label: "the hand was played out (tricks of each side)", fields: [["tricks", "tally"]] },
  cut_next: { label: "the cards were cut for the following deal", fields: [] },
  next_trump_turned: { label: "the next trump card was turned up", fields: [] },
  deal: {
    label: "something happened in the deal",
    fields: [["fact", "choice", { choices: DEAL_FACTS }], ["seat", "seat", { optional: true }]],
  },
  bid: {
    label: "euchre: bids",
    fields: [
      ["seat", "seat"],
      ["action", "choice", { choices: BID_ACTIONS }],
      ["suit", "suit", { when: (e) => e.action === "make" }],
      ["alone", "bool", { optional: true }],
    ],
  },
  discard: { label: "euchre: the dealer discards", fields: [["seat", "seat"], ["card", "card", { optional: true }]] },
  // The project's own additions to the format.
  discover: { label: "an irregularity is pointed out", fields: [["seat", "seat", { optional: true }]] },
  attention_to_trick: {
    label: "calls attention to the trick before his partner plays",
    fields: [["seat", "seat"], ["how", "choice", { optional: true, choices: ATTENTION_HOW }]],
  },
  cards_mixed: { label: "mixes the played cards", fields: [["seat", "seat"]] },
};

export function words(id) {
  return String(id).replaceAll("_", " ");
}
