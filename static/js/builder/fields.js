// Small pieces the panels share: a labelled field, a number box, the seats' and sides' names.

import { h } from "../dom.js";
import { cardLabel } from "../pack.js";

export const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };

export function sideWords(side) {
  return side === "NS" ? "N–S" : side === "EW" ? "E–W" : side;
}

export function field(label, control, path, extra = {}) {
  const single = ["SELECT", "INPUT", "TEXTAREA"].includes(control.tagName);
  const inner = single
    ? h("label", {}, h("span", { class: "label" }, label), control)
    : h("div", { role: "group", "aria-label": label }, h("span", { class: "label" }, label), control);
  return h("div", { class: `field ${extra.class || ""}`, dataset: { path } }, inner);
}

export function numberInput(value, key, onchange, label) {
  return h("input", {
    "aria-label": label,
    type: "number",
    min: "0",
    step: "1",
    inputmode: "numeric",
    value: String(value ?? 0),
    dataset: { key },
    on: { change: (ev) => onchange(ev.target.value === "" ? 0 : Number(ev.target.value)) },
  });
}

export function cardOptions(cards) {
  return cards.map((c) => [c, `${cardLabel(c)} (${c})`]);
}

// A <details> whose open state is the referee's once he has opened or closed it.
export function foldable(store, name, attrs, openByDefault, ...children) {
  const chosen = store.ui.open[name];
  return h(
    "details",
    { ...attrs, open: chosen === undefined ? openByDefault : chosen, on: { toggle: (ev) => (store.ui.open[name] = ev.target.open) } },
    ...children,
  );
}
