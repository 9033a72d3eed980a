// Which card wins a trick, as the engine's replay reckons it (engine/format/tricks.py `CardOrder`, euchre's
// `BowerOrder` in engine/rulers/euchre/bowers.py): the highest trump, else the highest card of the suit led;
// at euchre the knave of trumps (the right bower) and the other knave of its colour (the left bower) head the
// trump suit, and the left bower is a trump, not a card of its printed suit. The builder needs it only to know
// who leads next before the engine's answer comes; tests/engine/test_trick_winner_shared.py runs this module
// and the engine over the same tricks and holds them to the same answers.

import { ranks, suitOf } from "./pack.js";

const COLOUR_MATE = { S: "C", C: "S", H: "D", D: "H" };

function rankOf(card) {
  return card.slice(0, -1);
}

// The suit a card belongs to in the game, with the trump suit `trump` (a letter).
export function suitAsPlayed(card, trump, game) {
  if (game === "euchre" && trump && rankOf(card) === "J" && suitOf(card) === COLOUR_MATE[trump]) return trump;
  return suitOf(card);
}

// How high a card stands in its suit as played: a bigger number beats a smaller one.
function height(card, trump, game) {
  const order = ranks(game); // the ace first
  const base = order.length - order.indexOf(rankOf(card));
  if (game !== "euchre" || !trump || rankOf(card) !== "J") return base;
  if (suitOf(card) === trump) return order.length + 2; // the right bower
  if (suitOf(card) === COLOUR_MATE[trump]) return order.length + 1; // the left bower
  return base;
}

// The position in `cards` (the lead first) of the card that wins; null where it cannot be told: a card
// unknown, or no trump known while a card of another suit than the one led lies in the trick.
export function winningIndex(cards, trump, game) {
  if (!cards.length || cards.some((c) => !ranks(game).includes(rankOf(String(c))))) return null;
  const led = suitAsPlayed(cards[0], trump, game);
  if (!trump && cards.some((c) => suitAsPlayed(c, trump, game) !== led || (game === "euchre" && rankOf(c) === "J"))) return null;
  let best = 0;
  let top = -1;
  cards.forEach((card, i) => {
    const suit = suitAsPlayed(card, trump, game);
    let score = -1;
    if (suit === trump) score = 100 + height(card, trump, game);
    else if (suit === led) score = height(card, trump, game);
    if (score > top) [best, top] = [i, score];
  });
  return best;
}
