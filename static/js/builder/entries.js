// The steps of a quick-entry line entered as the table played them: each card by the seat in turn, the winner
// of each trick leading the next (document.js `localNext`). A line that cannot be read one way only is
// refused whole, with the reason: the seat of a card that cannot be told, a card the hands give to another
// seat than the one in turn, a card already played. Pure: the unit tests run it under Node.

import { SEATS } from "../pack.js";
import { couldHold, localNext, localTable, makingBid, playedBefore, trumpSuit } from "./document.js";

// Another seat whose hand, as the case gives it, surely holds `card` still.
function holderElsewhere(state, game, seat, card) {
  return SEATS.find((other) => other !== seat && couldHold(state, game, other, state.events.length).certain.has(card)) || null;
}

function whyNoSeat(state, game, card) {
  const number = localTable(state, game).tricks.length;
  const cause = trumpSuit(state, game) ? "a card of it is not known" : "the trump is not given (trump:2C, or at euchre the bid that makes it)";
  return `${card}: who leads trick ${number + 1} cannot be told, since who won trick ${number} cannot be told (${cause}); name the seat (S:${card})`;
}

// The problem with playing `card` by `seat` (named on the line, or null), or null when it reads one way.
function cardProblem(state, game, card, named, next) {
  // At euchre no card is played to a trick before the trump is made: the seat in turn is one still to bid.
  if (game === "euchre" && !makingBid(state)) return `${card}: no card is played before the trump is made; enter the bidding first (“order”, “pass”, “make:H”)`;
  const seat = named || next;
  if (!seat) return whyNoSeat(state, game, card);
  const played = playedBefore(state, state.events.length).played;
  const by = SEATS.find((s) => played[s].includes(card));
  if (by) return `${card} has been played already, by ${by}`;
  const holder = named ? null : holderElsewhere(state, game, seat, card);
  if (holder) return `${card}: the hands give it to ${holder}, but ${seat} is in turn; write ${holder}:${card} if ${holder} played it, ${seat}:${card} if ${seat} did`;
  return null;
}

// steps: parseQuickEntry's; newEvent(state, type): a new event of a type as the builder starts it.
// Returns {state, problems}: the state with the steps entered (a copy), or the first problem and no state.
export function enterSteps(state, game, steps, { ruling = null, newEvent }) {
  const out = structuredClone(state);
  for (const step of steps) {
    if (step.deal) {
      Object.assign(out, step.deal);
      continue;
    }
    if (step.alone) {
      const bid = [...out.events].reverse().find((e) => e.type === "bid");
      if (bid) bid.alone = true;
      continue;
    }
    const next = localNext(out, game, ruling);
    if (step.play) {
      const problem = cardProblem(out, game, step.play, step.seat, next);
      if (problem) return { state: null, problems: [problem] };
      out.events.push({ type: "play", seat: step.seat || next || "N", card: step.play });
      continue;
    }
    const event = { ...newEvent(out, step.event.type), ...step.event };
    if (step.seat) event.seat = step.seat;
    out.events.push(event);
  }
  return { state: out, problems: [] };
}
