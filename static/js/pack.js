// The pack, the seats and the turn order: display knowledge only. The laws stay in the engine.

export const SEATS = ["N", "E", "S", "W"];
export const SIDES = ["NS", "EW"];
export const SUITS = ["S", "H", "D", "C"];
export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const SUIT_NAME = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SYMBOL_SUIT = { "♠": "S", "♥": "H", "♦": "D", "♣": "C" };
const WHIST_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
const EUCHRE_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"];

export function ranks(game) {
  return game === "euchre" ? EUCHRE_RANKS : WHIST_RANKS;
}

export function handSize(game) {
  return game === "euchre" ? 5 : 13;
}

// Every card of the pack, by suit then rank from the ace down.
export function pack(game) {
  const out = [];
  for (const suit of SUITS) for (const rank of ranks(game)) out.push(rank + suit);
  return out;
}

export function leftOf(seat) {
  return SEATS[(SEATS.indexOf(seat) + 1) % 4];
}

export function partnerOf(seat) {
  return SEATS[(SEATS.indexOf(seat) + 2) % 4];
}

export function suitOf(card) {
  return card.slice(-1);
}

export function isRed(card) {
  const s = suitOf(card);
  return s === "H" || s === "D";
}

export function cardLabel(card) {
  return card.slice(0, -1) + SUIT_SYMBOL[suitOf(card)];
}

// "10s", "t♠", "QH" -> "10S"; null when it is not a card of the pack.
export function normaliseCard(text, game) {
  const value = String(text).trim();
  if (value.length < 2) return null;
  let suit = value.slice(-1);
  suit = SYMBOL_SUIT[suit] || suit.toUpperCase();
  let rank = value.slice(0, -1).toUpperCase();
  if (rank === "T") rank = "10";
  if (!SUITS.includes(suit) || !ranks(game).includes(rank)) return null;
  return rank + suit;
}

function normaliseRank(text) {
  const r = text.toUpperCase();
  return r === "T" ? "10" : r;
}

// The typed shorthand: "AH KD 10S" or "S: A K 10 H: Q" (or "S:AK10 H:Q"). Returns {cards, problems}.
export function parseShorthand(text, game) {
  const cards = [];
  const problems = [];
  let suit = null;
  const tokens = String(text)
    .replace(/([SHDC♠♥♦♣])\s*:/gi, " $1: ")
    .split(/[\s,;]+/)
    .filter(Boolean);
  for (const token of tokens) {
    const heading = token.match(/^([SHDC♠♥♦♣]):$/i);
    if (heading) {
      suit = SYMBOL_SUIT[heading[1]] || heading[1].toUpperCase();
      continue;
    }
    const card = normaliseCard(token, game);
    if (card && !(suit && /^(10|[2-9TJQKA])$/i.test(token))) {
      cards.push(card);
      continue;
    }
    if (suit) {
      // ranks after a suit heading, spaced or run together: "A K 10" or "AK10"
      const runs = token.match(/10|[2-9TJQKA]/gi);
      if (runs && runs.join("").length === token.length) {
        for (const r of runs) {
          const c = normaliseCard(normaliseRank(r) + suit, game);
          if (c) cards.push(c);
          else problems.push(`"${r}" of ${SUIT_NAME[suit]} is not in this pack`);
        }
        continue;
      }
    }
    problems.push(`"${token}" is not a card: write the rank then the suit, like 10S or QH, or a suit then its ranks, like S: A K 10`);
  }
  const seen = new Set();
  const unique = [];
  for (const c of cards) {
    if (seen.has(c)) problems.push(`${c} is written twice`);
    else {
      seen.add(c);
      unique.push(c);
    }
  }
  return { cards: unique, problems };
}
