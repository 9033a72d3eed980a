// The game played with the code: Dummy and Double Dummy in the case document, and who plays dummy's hand.
import assert from "node:assert/strict";
import { test } from "node:test";
import { GAMES, blankState, dummiesOf, fromDocument, playedBy, toDocument } from "../../static/js/builder/document.js";

const CODES = [{ slug: "club-1864", game: "whist", title: "Club Code" }];
const base = { code: "club-1864", dealer: "W", trump: "2C", score: { NS: 0, EW: 0 }, events: [] };

test("four-handed whist, the default, writes no game", () => {
  const doc = toDocument(blankState(CODES));
  assert.equal(doc.game, undefined);
  assert.equal(doc.dummy, undefined);
  assert.deepEqual(dummiesOf(blankState(CODES)), []);
});

test("a game of Dummy is read and written back with dummy's seat and the rubber begun", () => {
  const doc = { ...base, game: "dummy", dummy: "E", rubber_begins: true };
  const state = fromDocument(doc, CODES);
  assert.deepEqual(dummiesOf(state), ["E"]);
  assert.deepEqual(toDocument(state), doc);
  assert.equal(state.extra.game, undefined, "the game is the builder's own field, not an unknown key");
});

test("a game of Double Dummy is read and written back with both dummies", () => {
  const doc = { ...base, game: "double-dummy", dummies: ["N", "E"] };
  assert.deepEqual(toDocument(fromDocument(doc, CODES)), doc);
});

test("dummy's hand is played by his partner; every other seat by its own player", () => {
  const state = fromDocument({ ...base, game: "dummy", dummy: "E" }, CODES);
  assert.equal(playedBy(state, "E"), "W");
  assert.equal(playedBy(state, "N"), "N");
  const double = fromDocument({ ...base, game: "double-dummy", dummies: ["N", "E"] }, CODES);
  assert.deepEqual([playedBy(double, "N"), playedBy(double, "E")], ["S", "W"]);
});

test("the games offered are the three the case format names", () => {
  assert.deepEqual(
    GAMES.map(([id]) => id),
    ["four-handed", "dummy", "double-dummy"],
  );
});
