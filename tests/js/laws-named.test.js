// The laws a finding cites, named as a reader names them, never by the corpus's keys.
import assert from "node:assert/strict";
import { test } from "node:test";
import { lawsNamed } from "../../static/js/law-quote.js";

test("numbered laws together, a clause as the page writes it", () => {
  assert.equal(lawsNamed(["71", "72.V", "73"]), "Laws 71, 72 V, 73");
  assert.equal(lawsNamed(["87"]), "Law 87");
});

test("Dummy's laws and the etiquette by their names", () => {
  assert.equal(lawsNamed(["dummy-3", "87"]), "Law 87; Dummy, Law III");
  assert.equal(lawsNamed(["dummy-2"]), "Dummy, Law II");
  assert.equal(lawsNamed(["etiquette-6"]), "Etiquette 6");
});
