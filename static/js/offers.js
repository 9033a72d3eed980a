// What the builder offers next, read from the engine's current ruling: a claim of the revoke,
// the calls and elections open to the side entitled to them (never to the offenders), and the
// card that proves a player who showed out held the suit. Display only: the engine judges.

import { SEATS, leftOf, suitOf } from "./pack.js";

export function sideOf(seat) {
  return seat === "N" || seat === "S" ? "NS" : "EW";
}

export function seatsOf(side) {
  return side === "NS" ? ["N", "S"] : ["E", "W"];
}

// The findings whose options are still open: none elected and no call made on them yet.
export function openFindings(ruling) {
  if (!ruling || !ruling.valid) return [];
  return (ruling.findings || []).filter((f) => (f.options || []).length && !f.elected);
}

// A revoke the engine found that nobody has claimed yet: the adversaries of the revoker may.
export function unclaimedRevokes(ruling) {
  if (!ruling || !ruling.valid) return [];
  return (ruling.findings || []).filter(
    (f) => f.kind === "revoke" && SEATS.includes(f.offender) && f.claim_in_time === undefined && !f.elected,
  );
}

// The seat of the entitled side who speaks for it: the one on the offender's left where there is one.
// `absent`: the partner of a lone player at euchre, who takes no part and so cannot speak.
export function speakerFor(finding, chooser, absent = null) {
  const [first, second] = seatsOf(chooser);
  let seat = SEATS.includes(finding.offender) && sideOf(leftOf(finding.offender)) === chooser ? leftOf(finding.offender) : first;
  if (seat === absent) seat = seat === first ? second : first;
  return seat;
}

// The options of an open finding as entries: a call (with the card or suits it needs) or an election.
export function optionEntries(finding, events, absent = null) {
  const out = [];
  for (const option of finding.options || []) {
    const chooser = option.chooser;
    if (chooser !== "NS" && chooser !== "EW") continue;
    if (option.id.startsWith("call_")) {
      const what = option.id.slice("call_".length);
      const seat = speakerFor(finding, chooser, absent);
      const at = events[finding.event] || {};
      const card = at.card || (Array.isArray(at.cards) && at.cards.length === 1 ? at.cards[0] : null);
      if (what === "card" && card) out.push({ option, event: { type: "call", seat, what, card } });
      else if (what === "suit") {
        for (const suit of ["S", "H", "D", "C"]) out.push({ option, suit, event: { type: "call", seat, what, suit } });
      } else if (what !== "card") out.push({ option, event: { type: "call", seat, what } });
    } else {
      out.push({ option, event: { type: "elect", side: chooser, option: option.id } });
    }
  }
  return out;
}

// The words of the ruling's options by id (each with its number as the club's statutes leave it).
export function optionWords(ruling) {
  const out = {};
  for (const f of (ruling && ruling.findings) || []) for (const o of f.options || []) if (o.words && !(o.id in out)) out[o.id] = o.words;
  return out;
}

// An option in words: the ruling's own (with its number), else the vocabulary's label.
export function optionText(option, describeOption) {
  return option.words || describeOption(option.id);
}

// What the result still waits for, in the engine's words (its `waiting`), or "" when it is given.
export function waitingFor(ruling, describeOption) {
  if (!ruling || !ruling.valid || ruling.result) return "";
  if (Array.isArray(ruling.waiting)) {
    if (ruling.waiting.length) return ruling.waiting.map((w) => w.says).join(" ");
  } else {
    const open = openFindings(ruling);
    const revokes = unclaimedRevokes(ruling);
    if (revokes.length) {
      const f = revokes[0];
      return `The result waits for a claim: ${seatsOf(sideOf(leftOf(f.offender))).join(" or ")} may claim the revoke by ${f.offender}.`;
    }
    if (open.length) {
      const f = open[0];
      const chooser = f.options[0].chooser;
      const choices = f.options.filter((o) => o.chooser === chooser).map((o) => optionText(o, describeOption));
      return `The result waits for ${chooser === "NS" ? "N–S" : "E–W"} to choose: ${choices.join("; ")}.`;
    }
  }
  if ((ruling.findings || []).some((f) => f.elected)) {
    return "The choice is made; the result waits for the hand to be played out: enter the remaining cards, or “the hand was played out” with each side's tricks.";
  }
  return "";
}

// The effective suit of a card: at euchre the left bower (the jack of the trump's colour) is a trump.
export function effectiveSuit(card, game, trumpSuit) {
  if (game === "euchre" && trumpSuit && card.startsWith("J")) {
    const sameColour = { S: "C", C: "S", H: "D", D: "H" }[trumpSuit];
    if (suitOf(card) === sameColour) return trumpSuit;
  }
  return suitOf(card);
}

// Players who did not follow suit in the tricks given, with no card of that suit yet known in
// their hand: the builder offers to record the card that proves a revoke.
export function showOuts(tricks, game, trumpSuit, knownCards) {
  const out = [];
  for (const trick of tricks) {
    if (trick.length < 2) continue;
    const led = effectiveSuit(trick[0].card, game, trumpSuit);
    for (const p of trick.slice(1)) {
      if (!p.card || p.card === "?" || effectiveSuit(p.card, game, trumpSuit) === led) continue;
      const known = knownCards(p.seat).some((c) => effectiveSuit(c, game, trumpSuit) === led);
      if (!known) out.push({ seat: p.seat, suit: led, event: p.event });
    }
  }
  return out;
}

