// Two ways in besides the pickers: the quick-entry line (typed steps, each going in as if tapped)
// and "Another event" of any type the code allows.

import { h, select } from "../../dom.js";
import { QUICK_ENTRY_HELP, parseQuickEntry } from "../../quick-entry.js";
import { localNext } from "../document.js";
import { eventTypes, newEvent } from "../new-event.js";

export const quick = {
  name: "quick-entry",
  signature: ({ store }) => [store.ui.quickProblems],
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
    problems.length ? h("p", { class: "field-error", role: "alert" }, problems.join("; ")) : null,
  );
}

// Each typed step goes in as if tapped: a card by the seat in turn (as the builder sees it), or an event.
function applyQuickEntry(store, input) {
  const { state } = store;
  const { steps, problems } = parseQuickEntry(input.value, store.game(), store.vocab.claimKinds);
  store.ui.quickProblems = problems;
  if (problems.length) return store.viewChanged();
  for (const step of steps) {
    if (step.deal) {
      Object.assign(state, step.deal);
      continue;
    }
    if (step.alone) {
      const bid = [...state.events].reverse().find((e) => e.type === "bid");
      if (bid) bid.alone = true;
      continue;
    }
    const next = localNext(state, store.game(), store.engine.ruling);
    if (step.play) state.events.push({ type: "play", seat: step.seat || next, card: step.play });
    else {
      const event = { ...newEvent(store, step.event.type), ...step.event };
      if (step.seat) event.seat = step.seat;
      state.events.push(event);
    }
  }
  input.value = "";
  store.ui.pickedSeat = null;
  store.changed();
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
    h("button", { type: "button", id: "b-add-event", dataset: { key: "add-event" }, on: { click: () => store.addEvent(newEvent(store, store.ui.eventType)) } }, "Add"),
  );
}
