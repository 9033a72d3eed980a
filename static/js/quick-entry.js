// The quick-entry line: cards and events typed as the table goes, "AH KD 10S W:quit S:claim".
// A card alone is played by the seat in turn; "E:3S" names the seat. Events: "W:quit",
// "S:claim" (a revoke; "S:claim:honours" for another kind), and at euchre the bidding words
// "pass", "order", "assist", "take", "make:H", "alone" (the last bid was made alone), "discard:9S".
// The deal itself: "trump:2C" (the card turned up) and "dealer:W".

import { SEATS } from "./pack.js";
import { normaliseCard } from "./pack.js";

const BID_WORDS = { pass: "pass", order: "order_up", order_up: "order_up", assist: "assist", take: "take_up", take_up: "take_up" };

export const QUICK_ENTRY_HELP =
  "“trump:2C”, then the cards in the order played (“AH KD 10S”; “E:3S” names the seat) and events: “W:quit”, “S:claim”; at euchre “order”, “alone”, “pass”, “make:H”, “discard:9S”.";

// Returns {steps, problems}. Each step: {play: card, seat?} | {event: {...}, seat?} | {alone: true} | {deal: {...}}.
export function parseQuickEntry(text, game, claimKinds) {
  const steps = [];
  const problems = [];
  for (const token of String(text).trim().split(/[\s,;]+/).filter(Boolean)) {
    const parts = token.split(":");
    let seat = null;
    if (parts.length > 1 && SEATS.includes(parts[0].toUpperCase())) seat = parts.shift().toUpperCase();
    const word = parts[0].toLowerCase();
    const arg = parts[1];
    const card = parts.length === 1 ? normaliseCard(parts[0], game) : null;
    if (card) steps.push({ play: card, seat });
    else if (word === "trump" && arg) {
      const turned = normaliseCard(arg, game);
      if (turned) steps.push({ deal: { trump: turned } });
      else problems.push(`"${token}": ${arg} is not a card of this pack`);
    } else if (word === "dealer" && arg && SEATS.includes(arg.toUpperCase())) steps.push({ deal: { dealer: arg.toUpperCase() } });
    else if (word === "quit" || word === "q") steps.push({ event: { type: "quit" }, seat });
    else if (word === "claim") {
      const kind = (arg || "revoke").toLowerCase();
      if (!claimKinds.includes(kind)) problems.push(`"${token}": a claim is of ${claimKinds.join(", ")}`);
      else steps.push({ event: { type: "claim", kind }, seat });
    } else if (game === "euchre" && word in BID_WORDS) steps.push({ event: { type: "bid", action: BID_WORDS[word] }, seat });
    else if (game === "euchre" && word === "make" && arg && "SHDC".includes(arg.toUpperCase()) && arg.length === 1) {
      steps.push({ event: { type: "bid", action: "make", suit: arg.toUpperCase() }, seat });
    } else if (game === "euchre" && word === "alone") steps.push({ alone: true });
    else if (game === "euchre" && word === "discard") {
      const discarded = arg ? normaliseCard(arg, game) : null;
      if (arg && !discarded) problems.push(`"${token}": ${arg} is not a card of this pack`);
      else steps.push({ event: { type: "discard", ...(discarded ? { card: discarded } : {}) }, seat });
    } else if (parts.length === 1 && game === "euchre" && normaliseCard(parts[0], "whist")) {
      // A card of the whole pack, not of euchre's (sevens to aces): said as that, not as a word unknown.
      problems.push(`"${token}" is not a card of the euchre pack, which runs from the sevens to the aces`);
    } else problems.push(`"${token}" is neither a card (like 10S) nor an event this line knows (${QUICK_ENTRY_HELP})`);
  }
  return { steps, problems };
}
