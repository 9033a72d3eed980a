// The echo of an entry: the events it recorded, or those undo took away, from the first that differs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { echoLine, recorded, undone } from "../../static/js/builder/echo.js";

const play = (seat, card) => ({ type: "play", seat, card });
const say = (e) => `${e.seat} plays ${e.card}`;

test("a card tapped: the one event it added", () => {
  const before = [play("W", "KH")];
  const after = [...before, play("N", "2S")];
  assert.deepEqual(recorded(before, after), [play("N", "2S")]);
  assert.equal(echoLine({ verb: "Recorded", events: recorded(before, after) }, say), "Recorded: N plays 2S.");
});

test("a quick-entry line: every event of the line, in order", () => {
  const after = [play("W", "KH"), play("N", "2S"), play("E", "3H"), play("S", "AH"), play("S", "9H")];
  assert.equal(
    echoLine({ verb: "Recorded", events: recorded([], after) }, say),
    "Recorded: W plays KH; N plays 2S; E plays 3H; S plays AH; S plays 9H.",
  );
});

test("an event changed in the middle: it and what follows it", () => {
  const before = [play("W", "KH"), play("N", "2S"), play("E", "3H")];
  const after = [play("W", "KH"), play("N", "4S"), play("E", "3H")];
  assert.deepEqual(recorded(before, after), [play("N", "4S"), play("E", "3H")]);
});

test("undo: the events it took away", () => {
  const current = [play("W", "KH"), play("N", "2S"), play("E", "3H")];
  assert.deepEqual(undone(current, [play("W", "KH")]), [play("N", "2S"), play("E", "3H")]);
});

test("an entry that recorded no event (the deal's fields) says nothing", () => {
  assert.equal(echoLine({ verb: "Recorded", events: recorded([play("W", "KH")], [play("W", "KH")]) }, say), "");
  assert.equal(echoLine(null, say), "");
});
