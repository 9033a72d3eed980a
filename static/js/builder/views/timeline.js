// The timeline: every event in order, each field a control drawn from the case format's schema,
// with the engine's findings marked where they happened.

import { h, select } from "../../dom.js";
import { roving } from "../../grid-keys.js";
import { SEATS, SIDES, SUITS, SUIT_NAME, SUIT_SYMBOL, pack, parseShorthand } from "../../pack.js";
import { words } from "../../vocabulary.js";
import { couldHold } from "../document.js";
import { SEAT_NAMES, cardOptions, field, numberInput, sideWords } from "../fields.js";
import { eventTypes, knownOptions, newEvent } from "../new-event.js";
import { optionWords } from "../../offers.js";

export const name = "timeline";
export const errorsUnder = ["events"];

export function signature({ store }) {
  const r = store.replayed();
  return [store.document(), store.ui.everyCard, r ? r.findings : null, knownOptions(store)];
}

export function draw(ctx) {
  const { store } = ctx;
  const list = h("ol", { class: "timeline", start: "0", id: "timeline" });
  store.state.events.forEach((event, i) => list.append(drawEvent(store, event, i)));
  if (!store.state.events.length) list.append(h("li", { class: "meta empty" }, "No events yet: tap the cards as they were played."));
  return h("section", { class: "timeline-section", "aria-labelledby": "timeline-heading" }, h("h2", { id: "timeline-heading" }, "Timeline"), list);
}

// A field shown only when another field has certain values (the schema's conditional requirements).
function applies(f, event) {
  return !f.when || f.when.values.includes(event[f.when.on]);
}

function setEventField(store, index, name, value) {
  const event = store.state.events[index];
  store.touched(event);
  if (value === "" || value === null || value === undefined || (Array.isArray(value) && !value.length && name !== "cards")) delete event[name];
  else event[name] = value;
  // Fields that only apply to some values of another field go when it changes.
  const spec = store.vocab.events[event.type];
  if (spec) for (const f of spec.fields) if (!applies(f, event)) delete event[f.name];
  store.changed();
}

function drawEvent(store, event, i) {
  const { state, vocab } = store;
  const spec = vocab.events[event.type];
  const path = `events.${i}`;
  const controls = h("div", { class: "event-fields" });
  const typeSelect = select(
    {
      "aria-label": `Event ${i}: type`,
      dataset: { key: `${path}.type` },
      on: { change: (ev) => ((state.events[i] = newEvent(store, ev.target.value)), store.changed()) },
    },
    eventTypes(store).map((type) => [type, vocab.events[type].label]),
    event.type,
  );
  controls.append(field("Event", typeSelect, `${path}.type`));
  if (spec) for (const f of spec.fields) if (applies(f, event)) controls.append(field(fieldLabel(f), fieldControl(store, event, i, f), `${path}.${f.name}`));
  const move = (delta) => () => {
    const j = i + delta;
    if (j < 0 || j >= state.events.length) return;
    [state.events[i], state.events[j]] = [state.events[j], state.events[i]];
    store.changed();
  };
  const r = store.replayed();
  const badges = (r ? r.findings || [] : []).filter((f) => f.event === i).map((f) => h("span", { class: "badge", title: f.summary || "" }, words(f.kind)));
  const remove = () => (state.events.splice(i, 1), store.changed());
  return h(
    "li",
    { value: String(i), class: "event", id: `b-event-${i}`, dataset: { path, type: event.type } },
    h("div", { class: "event-head" }, h("span", { class: "event-number" }, `${i}`), badges),
    controls,
    actionsOf(i, move, remove),
  );
}

// Move up, move down, remove: one tab stop for the three (the arrow keys move between them), so that a walk
// through the timeline by keyboard is not three stops longer for every event.
function actionsOf(i, move, remove) {
  const path = `events.${i}`;
  const buttons = [
    h("button", { type: "button", class: "icon", "aria-label": `Move event ${i} up`, dataset: { key: `${path}.up` }, on: { click: move(-1) } }, "↑"),
    h("button", { type: "button", class: "icon", "aria-label": `Move event ${i} down`, dataset: { key: `${path}.down` }, on: { click: move(1) } }, "↓"),
    h("button", { type: "button", class: "icon remove", "aria-label": `Remove event ${i}`, dataset: { key: `${path}.remove` }, on: { click: remove } }, "✕"),
  ];
  const group = h("div", { class: "event-actions", role: "group", "aria-label": `Event ${i}: move or remove`, dataset: { grid: `event-${i}` } }, buttons);
  roving(group, [buttons]);
  return group;
}

function fieldLabel(f) {
  return `${f.label.charAt(0).toUpperCase() + f.label.slice(1)}${f.optional ? " (if any)" : ""}`;
}

// One control per kind of schema node; the values offered are the schema's, in its words.
function fieldControl(store, event, i, f) {
  const { name, kind } = f;
  const key = `events.${i}.${name}`;
  const value = event[name];
  const set = (v) => setEventField(store, i, name, v);
  // A tally's two boxes each commit when the referee leaves them, and the panel is drawn again only after focus
  // has reached the next box (or, while he types, not at all): a box reads the tally as it stands when it
  // changes, not as it was drawn, or the second box would put back the first box's value from before.
  const now = () => store.state.events[i][name];
  const none = f.optional || value === undefined ? [["", "—"]] : [];
  const on = { change: (ev) => set(ev.target.value) };
  const seats = SEATS.map((s) => [s, `${s} (${SEAT_NAMES[s]})`]);
  switch (kind) {
    case "seat":
      return select({ dataset: { key }, on }, [...none, ...seats], value ?? "");
    case "side":
      return select({ dataset: { key }, on }, [...none, ...SIDES.map((s) => [s, sideWords(s)])], value ?? "");
    case "seat_or_side":
      return select({ dataset: { key }, on }, [["", "—"], ...seats, ...SIDES.map((s) => [s, sideWords(s)])], value ?? "");
    case "suit":
      return select({ dataset: { key }, on }, [["", "—"], ...SUITS.map((s) => [s, `${SUIT_SYMBOL[s]} ${SUIT_NAME[s]}`])], value ?? "");
    case "choice": {
      // An election's options in the ruling's words (their numbers as the club's statutes leave them).
      const given = optionWords(store.replayed());
      const choices = name === "option" && event.type === "elect" ? knownOptions(store).map((id) => [id, given[id] || store.vocab.optionLabel(id)]) : f.choices.map((c) => [c.value, c.label]);
      return select({ dataset: { key }, on }, [...none, ...choices], value ?? "");
    }
    case "bool": {
      // Unticked or ticked back to the schema's default, the field is left out of the case.
      const checked = value === undefined ? f.default : Boolean(value);
      return h("input", { type: "checkbox", checked, dataset: { key }, on: { change: (ev) => set(ev.target.checked === f.default ? undefined : ev.target.checked) } });
    }
    case "number":
      return h("input", {
        type: "number",
        min: String(f.min),
        max: String(f.max),
        step: "1",
        inputmode: "numeric",
        value: value === undefined ? "" : String(value),
        dataset: { key },
        on: { change: (ev) => set(ev.target.value === "" ? undefined : Number(ev.target.value)) },
      });
    case "card": {
      const seat = event.seat;
      const game = store.game();
      const offered = ["play", "correct"].includes(event.type) && SEATS.includes(seat) ? couldHold(store.state, game, seat, i, store.ui.everyCard).cards : pack(game);
      return select({ dataset: { key }, on }, [["", "— card —"], ...cardOptions(offered)], value ?? "");
    }
    case "cards": {
      const text = Array.isArray(value) ? value.join(" ") : String(value ?? "");
      const change = (ev) => {
        const { cards, problems } = parseShorthand(ev.target.value, store.game());
        set(problems.length ? ev.target.value.split(/[\s,]+/).filter(Boolean) : cards);
      };
      return h("input", { type: "text", value: text, placeholder: "AH KD", dataset: { key }, on: { change } });
    }
    case "seats": {
      const chosen = Array.isArray(value) ? value : [];
      return h(
        "span",
        { class: "checks" },
        SEATS.map((s) =>
          h(
            "label",
            { class: "inline choice" },
            h("input", {
              type: "checkbox",
              checked: chosen.includes(s),
              dataset: { key: `${key}.${s}` },
              on: { change: (ev) => set(SEATS.filter((x) => (x === s ? ev.target.checked : chosen.includes(x)))) },
            }),
            ` ${s}`,
          ),
        ),
      );
    }
    case "tally": {
      const tallyOf = (v) => (v && typeof v === "object" ? v : { NS: 0, EW: 0 });
      const tally = tallyOf(value);
      return h(
        "span",
        { class: "tally" },
        "N–S ",
        numberInput(tally.NS, `${key}.NS`, (v) => set({ ...tallyOf(now()), NS: v }), `Event ${i}, ${f.label}: N–S`),
        " E–W ",
        numberInput(tally.EW, `${key}.EW`, (v) => set({ ...tallyOf(now()), EW: v }), `Event ${i}, ${f.label}: E–W`),
      );
    }
    default:
      return h("span", {}, JSON.stringify(value));
  }
}
