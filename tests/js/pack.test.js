// The pack and the seats: display knowledge only.
import assert from "node:assert/strict";
import { test } from "node:test";
import { handSize, leftOf, normaliseCard, pack, parseShorthand, partnerOf } from "../../static/js/pack.js";

test("a whist pack has 52 cards and a euchre pack 32", () => {
  assert.equal(pack("whist").length, 52);
  assert.equal(pack("euchre").length, 32);
  assert.equal(handSize("euchre"), 5);
});

test("the turn goes to the left; partners sit opposite", () => {
  assert.equal(leftOf("W"), "N");
  assert.equal(partnerOf("E"), "W");
});

test("cards typed in any case or with a T for ten are read; a card not of the pack is not", () => {
  assert.equal(normaliseCard("th", "whist"), "10H");
  assert.equal(normaliseCard("2C", "euchre"), null);
});

test("a hand typed by suits is read, and a bad token named", () => {
  assert.deepEqual(parseShorthand("S: A K 10 H: Q", "whist").cards.sort(), ["10S", "AS", "KS", "QH"].sort());
  assert.ok(parseShorthand("ZZ", "whist").problems.length);
});
