// The deal in PBN, the notation of bridge software: [Deal "N:AKQJ.T98.765.432 - ..."].
// The first seat, then the four hands going to the left; each hand spades.hearts.diamonds.clubs;
// "-" for a hand not given. Whist only (the full 52-card pack).

import { SEATS, leftOf } from "./pack.js";

const PBN_SUITS = ["S", "H", "D", "C"];

// Returns {hands: {N: [...], ...} (only the hands given), problems: [...]}.
export function parsePbn(text) {
  const problems = [];
  const hands = {};
  const quoted = String(text).match(/\[\s*Deal\s+"([^"]*)"\s*\]/i);
  const body = (quoted ? quoted[1] : String(text)).trim();
  const head = body.match(/^([NESW])\s*:\s*(.*)$/is);
  if (!head) {
    return { hands, problems: ['A PBN deal starts with the first seat and a colon, like [Deal "N:AKQJ.T98.765.432 …"]'] };
  }
  let seat = head[1].toUpperCase();
  const parts = head[2].trim().split(/\s+/).filter(Boolean);
  if (parts.length !== 4) problems.push(`A PBN deal gives four hands; this one gives ${parts.length}`);
  const seen = new Map();
  for (const part of parts.slice(0, 4)) {
    if (part !== "-") {
      const suits = part.split(".");
      if (suits.length !== 4) {
        problems.push(`${seat}'s hand "${part}" must have four suits separated by dots (spades.hearts.diamonds.clubs)`);
      } else {
        const cards = [];
        suits.forEach((ranks, i) => {
          for (const r of ranks.toUpperCase().match(/10|./g) || []) {
            const rank = r === "T" ? "10" : r;
            if (!/^(10|[2-9JQKA])$/.test(rank)) {
              problems.push(`"${r}" in ${seat}'s hand is not a rank`);
              continue;
            }
            const card = rank + PBN_SUITS[i];
            if (seen.has(card)) problems.push(`${card} is given to both ${seen.get(card)} and ${seat}`);
            else {
              seen.set(card, seat);
              cards.push(card);
            }
          }
        });
        hands[seat] = cards;
      }
    }
    seat = leftOf(seat);
  }
  return { hands, problems };
}

// The whole hands as a PBN Deal tag, North first; a hand not wholly known is "-".
export function formatPbn(wholeHands) {
  const hands = SEATS.map((seat) => {
    const cards = wholeHands[seat];
    if (!cards) return "-";
    return PBN_SUITS.map((suit) =>
      cards
        .filter((c) => c.slice(-1) === suit)
        .map((c) => (c.slice(0, -1) === "10" ? "T" : c.slice(0, -1)))
        .join(""),
    ).join(".");
  });
  return `[Deal "N:${hands.join(" ")}"]`;
}
