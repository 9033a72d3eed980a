// The events before the deal and around the play (shuffle, cut_pack, new_cards, card_damaged, request,
// bystander, bet): read from the engine's own schema into the "Add event" form, each with its fields, and a new
// one made entrable at once with the values the laws point to.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { blankState, gameOf } from "../../static/js/builder/document.js";
import { eventTypes, newEvent } from "../../static/js/builder/new-event.js";
import { readSchema } from "../../static/js/vocabulary.js";

const CODES = [
  { slug: "club-1864", game: "whist", title: "Club Code" },
  { slug: "american-1890", game: "whist", title: "American" },
  { slug: "euchre-1888", game: "euchre", title: "Euchre" },
];
const NEW = ["shuffle", "cut_pack", "new_cards", "card_damaged", "request", "bystander", "bet"];

// The schema the server serves, from the engine itself (no copy kept in the tests).
const python = process.env.PYTHON || ".venv/bin/python";
const made = spawnSync(python, ["-c", "import json, engine; print(json.dumps(engine.case_schema()))"], { encoding: "utf8" });
assert.equal(made.status, 0, made.stderr);
const vocab = readSchema(JSON.parse(made.stdout));

function store(code, dealer) {
  const state = { ...blankState(CODES), code, dealer };
  return { state, vocab, engine: { ruling: null }, current: () => null, replayed: () => null, game: () => gameOf(code, CODES) };
}

test("every new event is offered under every code, with its fields and their values", () => {
  for (const { slug } of CODES) {
    const offered = eventTypes(store(slug, "S"));
    for (const type of NEW) assert.ok(offered.includes(type), `${type} offered under ${slug}`);
  }
  const kinds = (type) => Object.fromEntries(vocab.events[type].fields.map((f) => [f.name, f.kind]));
  assert.deepEqual(kinds("shuffle"), { seat: "seat", how: "choice" });
  assert.deepEqual(kinds("cut_pack"), { seat: "seat", cards: "number", exposed: "bool", confused: "bool", altered: "bool" });
  assert.deepEqual(kinds("card_damaged"), { how: "choice", card: "card", seat: "seat", replaced: "choice" });
  assert.deepEqual(kinds("request"), { seat: "seat", what: "choice", shown: "bool" });
  assert.deepEqual(
    vocab.events.request.fields.find((f) => f.name === "what").choices.map((c) => c.value),
    ["last_trick", "earlier_trick", "cards_placed", "who_played"],
  );
  assert.equal(vocab.events.cut_pack.fields.find((f) => f.name === "cards").max, 52);
});

test("a new shuffle goes to the dealer's partner and a new cut to the player on the dealer's right", () => {
  const s = store("club-1864", "S");
  assert.deepEqual(newEvent(s, "shuffle"), { type: "shuffle", seat: "N" });
  assert.deepEqual(newEvent(s, "cut_pack"), { type: "cut_pack", seat: "E" });
  assert.deepEqual(newEvent(s, "request"), { type: "request", seat: "W", what: "last_trick" });
  assert.deepEqual(newEvent(s, "bystander"), { type: "bystander", what: "remark" });
  assert.deepEqual(newEvent(s, "bet"), { type: "bet", on: "odd_trick" });
  assert.deepEqual(newEvent(s, "card_damaged"), { type: "card_damaged", how: "torn" });
});
