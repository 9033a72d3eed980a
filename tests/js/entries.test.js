// A quick-entry line entered as the table played it: the winner of each trick leads the next.
import assert from "node:assert/strict";
import { test } from "node:test";
import { blankState } from "../../static/js/builder/document.js";
import { enterSteps } from "../../static/js/builder/entries.js";
import { parseQuickEntry } from "../../static/js/quick-entry.js";

const CODES = [{ slug: "club-1864", game: "whist", title: "Club Code" }];
const newEvent = (state, type) => ({ type });

function enter(line, state = blankState(CODES)) {
  const { steps, problems } = parseQuickEntry(line, "whist", ["revoke"]);
  assert.deepEqual(problems, []);
  return enterSteps(state, "whist", steps, { newEvent });
}

const seatsAndCards = (state) => state.events.filter((e) => e.type === "play").map((e) => `${e.seat} ${e.card}`);

test("two tricks on one line: S wins the first with the ace and leads the second", () => {
  const { state, problems } = enter("dealer:S trump:2C KH 2S 3H AH 9H 10H 5H JH");
  assert.deepEqual(problems, []);
  assert.deepEqual(seatsAndCards(state), ["W KH", "N 2S", "E 3H", "S AH", "S 9H", "W 10H", "N 5H", "E JH"]);
});

test("a trump played to the first trick wins it, whoever held the highest card of the suit led", () => {
  const { state } = enter("dealer:W trump:2C AH 3C 4H 6H 9S");
  assert.deepEqual(seatsAndCards(state).at(-1), "E 9S");
});

test("the line leaves the case it was given as it was", () => {
  const before = blankState(CODES);
  enter("dealer:S trump:2C KH 2S", before);
  assert.deepEqual(before.events, []);
});

test("without the trump, who won a trick with a card of another suit cannot be told: the line is refused", () => {
  const { state, problems } = enter("KH 2S 3H AH 9H");
  assert.equal(state, null);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^9H: who leads trick 2 cannot be told.*the trump is not given.*S:9H/);
});

test("a card the hands give to another seat than the one in turn is refused: either seat could have played it", () => {
  const start = blankState(CODES);
  start.hands.S = { mode: "known", cards: ["QH"] };
  const { problems } = enter("trump:2C QH", start);
  assert.match(problems[0], /QH: the hands give it to S, but N is in turn; write S:QH if S played it, N:QH if N did/);
  assert.deepEqual(enter("trump:2C S:QH", start).problems, []);
});

test("a card played already is refused, with who played it", () => {
  const { problems } = enter("trump:2C AH 3H 4H 5H AH");
  assert.deepEqual(problems, ["AH has been played already, by N"]);
});

test("at euchre a card typed before the trump is made is refused, not given to the seat still to bid", () => {
  const euchre = [{ slug: "euchre-1888", game: "euchre", title: "Euchre" }];
  const line = (text) => parseQuickEntry(text, "euchre", ["revoke"]).steps;
  const before = enterSteps(blankState(euchre), "euchre", line("trump:9H AH KH QH"), { newEvent });
  assert.equal(before.state, null);
  assert.match(before.problems[0], /^AH: no card is played before the trump is made/);
  const after = enterSteps(blankState(euchre), "euchre", line("trump:9H order discard:9S AH KH QH"), { newEvent });
  assert.deepEqual(after.problems, []);
  assert.deepEqual(seatsAndCards(after.state), ["N AH", "E KH", "S QH"]);
});
