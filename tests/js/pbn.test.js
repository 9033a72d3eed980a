// A whist deal in PBN, read and written.
import assert from "node:assert/strict";
import { test } from "node:test";
import { formatPbn, parsePbn } from "../../static/js/pbn.js";

const DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765";

test("a deal read and written back is the same", () => {
  const { hands, problems } = parsePbn(`[Deal "${DEAL}"]`);
  assert.deepEqual(problems, []);
  assert.equal(hands.N.length, 13);
  assert.ok(hands.E.includes("10S"));
  assert.equal(formatPbn(hands), `[Deal "${DEAL}"]`);
});

test("a deal of fewer than four hands is refused, saying so", () => {
  assert.match(parsePbn('[Deal "N:AKQJ.T98.765"]').problems.join(), /four hands/);
});

test("a deal without its first seat is refused", () => {
  assert.match(parsePbn("AKQJ.T98.765.432").problems.join(), /first seat/);
});
