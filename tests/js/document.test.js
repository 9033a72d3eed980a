// The case document: read, written back, and what the builder reads from it without the engine.
import assert from "node:assert/strict";
import { test } from "node:test";
import { awaitingDiscard, bidding, blankState, couldHold, fromDocument, localNext, localTable, sittingOut, table, toDocument } from "../../static/js/builder/document.js";

const CODES = [
  { slug: "club-1864", game: "whist", title: "Club Code" },
  { slug: "euchre-1888", game: "euchre", title: "Euchre" },
];
const plays = (...pairs) => pairs.map(([seat, card]) => ({ type: "play", seat, card }));

test("a document read and written back is the same, unknown keys kept", () => {
  const doc = {
    code: "club-1864",
    title: "Revoke",
    dealer: "W",
    trump: "2C",
    hands: { E: { known: ["5H"] }, N: ["AH"] },
    score: { NS: 3, EW: 1 },
    games: { NS: 1, EW: 0 },
    events: plays(["N", "AH"]),
    note: "kept",
  };
  assert.deepEqual(toDocument(fromDocument(doc, CODES)), doc);
});

test("cards are written in the case format whatever way they were typed", () => {
  const state = fromDocument({ code: "club-1864", trump: "2c", hands: { E: { known: ["10h"] } }, events: [] }, CODES);
  assert.equal(state.trump, "2C");
  assert.deepEqual(state.hands.E.cards, ["10H"]);
});

test("a document that is not an object is refused with a sentence saying what a case is", () => {
  assert.throws(() => fromDocument([], CODES), /a case is a JSON object/);
});

test("the fourth card completes the trick, which stays in view until the next lead", () => {
  const state = { ...blankState(CODES), trump: "2C", events: plays(["N", "AH"], ["E", "3S"], ["S", "4H"], ["W", "6H"]) };
  const { tricks, current } = localTable(state, "whist");
  assert.equal(tricks.length, 1);
  assert.deepEqual(current, []);
  const t = table(state, "whist");
  assert.deepEqual(t.last.cards, { N: "AH", E: "3S", S: "4H", W: "6H" });
  // Before the engine answers, the trick's winner by the trump and the suit led: N's ace, no trump played.
  assert.equal(t.last.winner, "N");
  assert.equal(t.next, "N");
});

test("before the engine answers, the winner of the trick leads: a trump beats the suit led, the bowers head euchre's trumps", () => {
  const whist = { ...blankState(CODES), trump: "2C", dealer: "W", events: plays(["N", "AH"], ["E", "3C"], ["S", "4H"], ["W", "6H"]) };
  assert.equal(localNext(whist, "whist"), "E");
  // An answer of the engine for another trick one (the referee has since changed a card) is not taken for this one.
  const stale = { valid: true, tricks: [{ leader: "N", cards: { N: "AH", E: "3S", S: "4H", W: "6H" }, winner: "N" }] };
  assert.equal(localNext(whist, "whist", stale), "E");
  // Euchre, hearts made trump: the knave of diamonds (the left bower) is a trump, above the ace of hearts.
  const euchre = fromDocument({ code: "euchre-1888", dealer: "W", trump: "9H", events: [{ type: "bid", seat: "N", action: "order_up" }, { type: "discard", seat: "W", card: "9H" }, ...plays(["N", "AH"], ["E", "JD"], ["S", "KH"], ["W", "10H"])] }, CODES);
  assert.equal(localNext(euchre, "euchre"), "E");
});

test("with no trump known, who won a trick with a card of another suit cannot be told", () => {
  const state = { ...blankState(CODES), dealer: "W", events: plays(["N", "AH"], ["E", "3C"], ["S", "4H"], ["W", "6H"]) };
  assert.equal(localNext(state, "whist"), null);
  state.events[1].card = "3H"; // every card follows the suit led: the ace wins whatever the trump
  assert.equal(localNext(state, "whist"), "N");
});

test("the seat in turn follows the trick; the engine's replay tells who won it", () => {
  const state = { ...blankState(CODES), trump: "2C", dealer: "W", events: plays(["N", "AH"], ["E", "3S"]) };
  assert.equal(table(state, "whist").next, "S");
  state.events.push(...plays(["S", "4H"], ["W", "6H"]));
  const ruling = { valid: true, tricks: [{ leader: "N", cards: { N: "AH", E: "3S", S: "4H", W: "6H" }, winner: "N" }] };
  assert.equal(table(state, "whist", ruling).next, "N");
  assert.equal(localNext(state, "whist", ruling), "N");
});

test("a card known to be elsewhere is not offered, and the dealer surely holds the trump card", () => {
  const state = { ...blankState(CODES), trump: "2C", dealer: "W" };
  state.hands.E = { mode: "known", cards: ["5H"] };
  assert.ok(!couldHold(state, "whist", "N", 0).cards.includes("5H"));
  assert.ok(!couldHold(state, "whist", "N", 0).cards.includes("2C"));
  assert.ok(couldHold(state, "whist", "W", 0).certain.has("2C"));
  assert.equal(couldHold(state, "whist", "N", 0, true).cards.length, 52);
});

test("euchre: the bidding goes round from the eldest hand; the dealer discards after the order", () => {
  const state = { ...blankState(CODES), code: "euchre-1888", trump: "9H", dealer: "W" };
  assert.equal(bidding(state).next, "N");
  state.events.push({ type: "bid", seat: "N", action: "order_up", alone: true });
  assert.ok(awaitingDiscard(state));
  assert.equal(sittingOut(state, "euchre"), "S");
  state.events.push({ type: "discard", seat: "W", card: "9S" });
  assert.ok(!awaitingDiscard(state));
});

test("the day the hand was played is the builder's own field: read, written back, left out when empty", () => {
  const doc = { code: "club-1864", played_on: "2026-04-30", dealer: "W", trump: "2C", score: { NS: 0, EW: 0 }, events: [] };
  const state = fromDocument(doc, CODES);
  assert.equal(state.playedOn, "2026-04-30");
  assert.equal(state.extra.played_on, undefined, "not an unknown key kept aside");
  assert.deepEqual(toDocument(state), doc);
  state.playedOn = "";
  assert.equal("played_on" in toDocument(state), false, "no day: the site rules it as played today");
  assert.equal("played_on" in toDocument(blankState(CODES)), false);
  // A day that is no date is written as given, for the engine's schema to refuse naming the field.
  assert.equal(toDocument(fromDocument({ ...doc, played_on: "1 May 2026" }, CODES)).played_on, "1 May 2026");
});
