// The builder's panels, each drawn from the store and redrawn only when what it shows has changed
// (its signature: the data it is drawn from, as text). A section the referee opened stays open, and
// an answer of the engine never replaces the box he is typing in: that panel waits until he leaves it.

import { h } from "../dom.js";

// Where a touch screen is the pointer, focusing a text box raises the on-screen keyboard over the cards.
const coarse = () => typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;

export function isTextBox(el) {
  return Boolean(el && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && ["text", "number", "search", ""].includes(el.type))));
}

// The next thing the referee does at the table, in the order of the table: who turned and quitted
// the trick just completed, the dealer's discard, the bidding, the next card.
const NEXT_AT_THE_TABLE = ['[data-grid="quit"]', '[data-grid="discard"]', '[data-grid="bids"]', '[data-grid="play"]', "#offers .offer"];

// Where there is none yet (the engine's answer is on its way), focus waits on the table's fieldset,
// ahead of what the answer will open, and moves on when the answer comes (see draw).
export function nextAtTheTable(root) {
  for (const selector of NEXT_AT_THE_TABLE) {
    const group = root.querySelector(selector);
    const target = group && (group.querySelector('[tabindex="0"]') || group.querySelector("button"));
    if (target) return target;
  }
  return root.querySelector("#play");
}

export class Panels {
  constructor(root, store) {
    this.root = root;
    this.store = store;
    this.slots = [];
    this.drawing = false;
    this.again = null;
    this.deferred = false; // a panel held back while the referee typed: drawn when he leaves the box
    this.settling = null; // the cause of a redraw held back while focus moves on from a box just changed
    root.addEventListener("focusout", () => {
      // After the box's own change event (which redraws at once): only what was held back is drawn here.
      setTimeout(() => this.deferred && this.redraw("leave"), 0);
    });
    // A box's change event fires as focus leaves it, before focus reaches the box tapped or tabbed to (the
    // E–W tricks after the N–S): redrawn then, the panel would take that box out from under the focus. The
    // redraw waits until focus has arrived, and keeps it there.
    root.addEventListener(
      "change",
      (ev) => {
        if (!isTextBox(ev.target)) return;
        this.settling = this.settling || "none";
        setTimeout(() => {
          const cause = this.settling;
          this.settling = null;
          if (cause !== "none") this.redraw(cause);
        }, 0);
      },
      true,
    );
  }

  // name: the panel; parent (and before): where it goes; signature() and draw() read the store.
  // errorsUnder: the first parts of the paths of the engine's errors that are shown in this panel.
  add({ name, parent, before = null, signature, draw, errorsUnder = [] }) {
    this.slots.push({ name, parent, before, signature, draw, errorsUnder, el: null, sig: null });
  }

  // The panel's own control has just changed the state and already shows it: no need to redraw it.
  shown(name) {
    const slot = this.slots.find((s) => s.name === name);
    if (slot) slot.sig = this.signatureOf(slot);
  }

  errorsFor(slot) {
    return this.store.errors().filter((e) => {
      const head = String(e.field || "").split(".")[0];
      return slot.errorsUnder.includes(head) || (slot.errorsUnder.includes("events") && e.event !== null && e.event !== undefined);
    });
  }

  signatureOf(slot) {
    return JSON.stringify([slot.signature(), this.errorsFor(slot)]);
  }

  redraw(cause = "case") {
    if (this.settling) {
      this.settling = cause;
      return;
    }
    // Taking a focused box out of the page fires its change event, whose handler asks for a redraw:
    // that one runs when this one is done.
    if (this.drawing) {
      this.again = cause;
      return;
    }
    this.drawing = true;
    try {
      this.draw(cause);
    } finally {
      this.drawing = false;
    }
    if (this.again) {
      const next = this.again;
      this.again = null;
      this.redraw(next);
    }
  }

  draw(cause) {
    this.deferred = false;
    const active = document.activeElement;
    const inside = active && this.root.contains(active) ? active : null;
    const keep = inside ? capture(inside) : null;
    const waiting = Boolean(inside && inside.id === "play");
    for (const slot of this.slots) {
      const sig = this.signatureOf(slot);
      if (slot.el && sig === slot.sig) continue;
      if (slot.el && cause === "engine" && isTextBox(inside) && slot.el.contains(inside)) {
        this.deferred = true;
        continue;
      }
      const el = slot.draw();
      if (slot.el) slot.el.replaceWith(el);
      else slot.parent.insertBefore(el, slot.before);
      Object.assign(slot, { el, sig });
      placeErrors(el, this.errorsFor(slot));
    }
    if (keep && !inside.isConnected) this.restore(keep);
    else if (waiting && cause === "engine") {
      const next = nextAtTheTable(this.root);
      if (next !== inside) next.focus();
    }
  }

  // Focus stays where the referee is: the same control, or the same picker (whose cards may have
  // changed); where that is gone, the next thing he does at the table. Never a text box by itself
  // on a touch screen.
  restore(keep) {
    const root = this.root;
    let again = keep.key ? root.querySelector(`[data-key="${CSS.escape(keep.key)}"]`) : null;
    // A card played: the next thing at the table (who quitted the trick it completed, else the next card).
    if (!again && keep.grid === "play") again = nextAtTheTable(root);
    if (!again && keep.grid) again = root.querySelector(`[data-grid="${CSS.escape(keep.grid)}"] [tabindex="0"]`);
    if (!again && keep.atTable) again = nextAtTheTable(root);
    if (!again || (isTextBox(again) && coarse() && !keep.typing)) return;
    if (typeof keep.value === "string" && again.type === "text" && again.value !== keep.value) again.value = keep.value;
    const grid = again.closest("[data-grid]");
    if (grid) for (const b of grid.querySelectorAll("button")) b.tabIndex = b === again ? 0 : -1;
    again.focus();
    if (again.type === "text" && keep.start !== null && keep.start !== undefined) again.setSelectionRange(keep.start, keep.end);
    // A number box arrived at by Tab or a tap is typed over, as the browser's own focus would have it.
    if (again.type === "number") again.select();
  }
}

// A new event's first field for the referee to fill in: past its type (chosen already), and on a touch screen
// not a text box, which would raise the keyboard unasked (the type then, one Tab before the fields).
export function firstField(item) {
  const controls = [...item.querySelectorAll(".event-fields .field:not(:first-child) :is(select, input, textarea)")];
  return controls.find((c) => !(isTextBox(c) && coarse())) || item.querySelector(".event-fields select");
}

function capture(active) {
  return {
    key: active.dataset.key,
    grid: active.closest("[data-grid]")?.dataset.grid,
    atTable: Boolean(active.closest("#play")),
    typing: isTextBox(active),
    value: active.value,
    start: active.selectionStart ?? null,
    end: active.selectionEnd ?? null,
  };
}

// Each error goes next to the field it names, or the nearest part of the case that holds it.
function placeErrors(panel, errors) {
  for (const error of errors) {
    let path = error.field || "";
    let target = null;
    while (path && !target) {
      target = panel.querySelector(`[data-path="${CSS.escape(path)}"]`);
      if (!target) path = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
    }
    if (!target && error.event !== null && error.event !== undefined) target = panel.querySelector(`[data-path="events.${error.event}"]`);
    if (!target) continue;
    target.classList.add("has-error");
    target.append(h("p", { class: "field-error", role: "alert", dataset: { errorFor: error.field || "" } }, error.message));
  }
}
