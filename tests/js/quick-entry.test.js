// The quick-entry line.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseQuickEntry } from "../../static/js/quick-entry.js";

const KINDS = ["revoke", "honours"];

test("the revoke of dispute (a) typed in one line", () => {
  const { steps, problems } = parseQuickEntry("trump:2C AH 3S 4H 6H W:quit S:claim", "whist", KINDS);
  assert.deepEqual(problems, []);
  assert.deepEqual(steps[0], { deal: { trump: "2C" } });
  assert.deepEqual(steps.slice(1, 5).map((s) => s.play), ["AH", "3S", "4H", "6H"]);
  assert.deepEqual(steps[5], { event: { type: "quit" }, seat: "W" });
  assert.deepEqual(steps[6], { event: { type: "claim", kind: "revoke" }, seat: "S" });
});

test("euchre's bidding words, the lone hand and the discard", () => {
  const { steps } = parseQuickEntry("trump:9H order alone discard:9S E:AS", "euchre", KINDS);
  assert.deepEqual(steps[1], { event: { type: "bid", action: "order_up" }, seat: null });
  assert.deepEqual(steps[2], { alone: true });
  assert.deepEqual(steps[3], { event: { type: "discard", card: "9S" }, seat: null });
  assert.deepEqual(steps[4], { play: "AS", seat: "E" });
});

test("a word the line does not know is named in the problem", () => {
  const { problems } = parseQuickEntry("AH banana", "whist", KINDS);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /"banana"/);
});

test("a claim of a kind the format does not know is refused", () => {
  assert.match(parseQuickEntry("S:claim:bribery", "whist", KINDS).problems[0], /a claim is of revoke, honours/);
});

test("a card of the whole pack but not of euchre's is said to be outside the euchre pack", () => {
  const { problems } = parseQuickEntry("trump:9H order discard:9S AH 2H", "euchre", KINDS);
  assert.deepEqual(problems, ['"2H" is not a card of the euchre pack, which runs from the sevens to the aces']);
});
