// What the builder offers from the engine's answer: to the innocent side, never to the offenders.
import assert from "node:assert/strict";
import { test } from "node:test";
import { openFindings, optionEntries, optionText, optionWords, showOuts, unclaimedRevokes, waitingFor } from "../../static/js/offers.js";

const revoke = { kind: "revoke", offender: "E", event: 1, laws: ["72", "73"], options: [] };
const lead = {
  kind: "lead_out_of_turn",
  offender: "E",
  event: 0,
  options: [
    { id: "call_card", chooser: "NS" },
    { id: "call_suit", chooser: "NS" },
  ],
};

test("an unclaimed revoke is offered to be claimed; the claim waits for N or S", () => {
  const ruling = { valid: true, findings: [revoke] };
  assert.deepEqual(unclaimedRevokes(ruling), [revoke]);
  assert.equal(waitingFor(ruling, (id) => id), "The result waits for a claim: N or S may claim the revoke by E.");
});

test("a lead out of turn by E: S, on his left, speaks for N–S; the card led can be called", () => {
  const events = [{ type: "play", seat: "E", card: "AH" }];
  const entries = optionEntries(lead, events);
  assert.deepEqual(entries[0].event, { type: "call", seat: "S", what: "card", card: "AH" });
  assert.equal(entries.filter((e) => e.option.id === "call_suit").length, 4);
  assert.ok(entries.every((e) => e.event.seat !== "E" && e.event.seat !== "W"));
});

test("the lone player speaks for his side when his partner sits out", () => {
  const entries = optionEntries(lead, [{ type: "play", seat: "E", card: "AS" }], "S");
  assert.ok(entries.every((e) => e.event.seat === "N"));
});

test("a finding already elected is no longer open", () => {
  assert.deepEqual(openFindings({ valid: true, findings: [{ ...lead, elected: "call_suit" }] }), []);
});

test("a player who did not follow suit, with none of it known in his hand, is offered the proving card", () => {
  const trick = [
    { seat: "N", card: "AH", event: 0 },
    { seat: "E", card: "3S", event: 1 },
  ];
  assert.deepEqual(showOuts([trick], "whist", "C", () => []), [{ seat: "E", suit: "H", event: 1 }]);
  assert.deepEqual(showOuts([trick], "whist", "C", () => ["5H"]), []);
});

test("under a two-trick statute the waiting line and the offers say two, as the ruling words its options", () => {
  const options = [
    { id: "take_three_tricks", chooser: "EW", n: 2, words: "take two tricks from the revoking player" },
    { id: "add_three", chooser: "EW", n: 2, words: "add two to their own score" },
  ];
  const says = "Waiting for E and W to choose: take two tricks from the revoking player; or add two to their own score.";
  const ruling = { valid: true, result: null, findings: [{ ...revoke, offender: "S", claim_in_time: true, options }], waiting: [{ finding: 0, side: "EW", options: ["take_three_tricks", "add_three"], claim: false, says }] };
  assert.equal(waitingFor(ruling, () => "take three tricks"), says);
  assert.deepEqual(optionWords(ruling), { take_three_tricks: "take two tricks from the revoking player", add_three: "add two to their own score" });
  assert.equal(optionText(options[0], () => "take three tricks"), "take two tricks from the revoking player");
});
