// Two ways in besides the pickers: the quick-entry line (typed steps, each going in as if tapped)
// and "Another event" of any type the code allows.

import { h, select } from "../../dom.js";
import { QUICK_ENTRY_HELP, parseQuickEntry } from "../../quick-entry.js";
import { enterSteps } from "../entries.js";
import { eventTypes, newEvent } from "../new-event.js";
import { firstField } from "../panels.js";

export const quick = {
  name: "quick-entry",
  signature: ({ store }) => [store.ui.quickProblems, store.entries.length],
  draw: drawQuickEntry,
};

export const another = {
  name: "add-event",
  // The type chosen is the select's own value (ui.eventType): choosing it redraws nothing.
  signature: ({ store }) => [eventTypes(store)],
  draw: drawAddEvent,
};

function drawQuickEntry({ store }) {
  const input = h("input", {
    type: "text",
    id: "quick-entry",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: false,
    "aria-describedby": "quick-entry-help",
    placeholder: "AH 3S 4H 6H W:quit",
    dataset: { key: "quick-entry" },
    on: {
      keydown: (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          applyQuickEntry(store, ev.target);
        }
      },
    },
  });
  const problems = store.ui.quickProblems;
  return h(
    "div",
    { class: "quick-entry" },
    h("label", { for: "quick-entry" }, "Quick entry"),
    input,
    h("p", { class: "meta", id: "quick-entry-help" }, QUICK_ENTRY_HELP, " Enter adds them."),
    problems.length ? h("p", { class: "field-error", role: "alert" }, "Not entered: ", problems.join("; ")) : null,
    store.entries.length
      ? h("button", { type: "button", class: "secondary undo-entry", dataset: { key: "undo-entry" }, on: { click: () => store.undoEntry() } }, "Undo last entry")
      : null,
  );
}

// Each typed step goes in as if tapped: a card by the seat in turn (the winner of a trick leading the next), or
// an event. A line that cannot be read one way only is refused whole, and stays in the box to be corrected.
function applyQuickEntry(store, input) {
  const game = store.game();
  const { steps, problems } = parseQuickEntry(input.value, game, store.vocab.claimKinds);
  const entered = problems.length ? { problems } : enterSteps(store.state, game, steps, { ruling: store.engine.ruling, newEvent: (state, type) => newEvent(store, type, state) });
  store.ui.quickProblems = entered.problems;
  if (entered.problems.length) return store.viewChanged();
  input.value = "";
  store.entered(() => (store.state = entered.state));
}

// The event goes in as the builder starts it, untouched (the engine is not asked about it until the referee
// sets a field), and focus moves to its first field.
function addEvent(store) {
  store.addEvent(newEvent(store, store.ui.eventType), { untouched: true });
  const item = document.getElementById(`b-event-${store.state.events.length - 1}`);
  const target = item && firstField(item);
  if (target) target.focus();
  if (target && target.type === "number") target.select(); // typed over, as a box arrived at by Tab
}

function drawAddEvent({ store }) {
  const types = eventTypes(store);
  const typeSelect = select(
    { id: "b-event-type", "aria-label": "Type of event", dataset: { key: "event-type" }, on: { change: (ev) => (store.ui.eventType = ev.target.value) } },
    types.map((type) => [type, store.vocab.events[type].label]),
    store.ui.eventType,
  );
  return h(
    "div",
    { class: "add-event" },
    h("label", { for: "b-event-type" }, "Another event: "),
    typeSelect,
    h("button", { type: "button", id: "b-add-event", dataset: { key: "add-event" }, on: { click: () => addEvent(store) } }, "Add"),
  );
}
