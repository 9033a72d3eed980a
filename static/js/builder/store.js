// The store: the case document the referee is building, the builder's own choices (which seat is
// picked, which section is open) and the engine's latest answer. Every panel reads it; a change
// goes through `changed()`, which writes the JSON form, keeps a draft and asks the engine.

import { blankState, gameOf, pristine, toDocument } from "./document.js";
import { recorded, undone } from "./echo.js";
import { EngineClient } from "./engine-client.js";

export const DRAFT_KEY = "case-builder:draft";
const ENTRIES_KEPT = 200; // "Undo last entry" goes back this far

function blankUi() {
  return {
    pickedSeat: null,
    everyCard: false,
    handProblems: {},
    shorthand: {},
    eventType: "claim", // the referee's choice in "Another event": kept until he changes it
    alone: false, // euchre: the next bid that makes the trump is a declaration to play alone
    confirmNew: false,
    undo: null, // the case as it was before "New case", until the next change
    quickProblems: [],
    pbn: { text: "", problems: [] },
    open: {}, // the sections the referee opened or closed himself, by name
    echo: null, // what the last entry recorded or undid: {verb, events}, said in the fixed bar (echo.js)
  };
}

export class CaseStore {
  // codes: [{slug, game, title}]; vocab: the case format; textarea: the JSON form's box.
  constructor({ codes, vocab, textarea, rulingsUrl, fallback = null }) {
    this.codes = codes;
    this.vocab = vocab;
    this.textarea = textarea;
    this.state = blankState(codes);
    this.ui = blankUi();
    this.engine = { ruling: null, body: null, failure: "", by: "server", stamp: null };
    this.detached = false; // the JSON box holds text the builder could not read: do not overwrite it
    this.listeners = [];
    this.entries = []; // the case as it was before each entry (a card, an event, a quick-entry line), for undo
    this.untouched = new WeakSet(); // events added by "Add" whose fields the referee has not yet set
    this.client = new EngineClient(rulingsUrl, (answer) => this.answered(answer), fallback);
  }

  // listener({cause}): cause is "case" for the referee's change, "engine" for an answer, "view" otherwise.
  subscribe(listener) {
    this.listeners.push(listener);
  }

  notify(cause) {
    for (const listener of this.listeners) listener({ cause });
  }

  game() {
    return gameOf(this.state.code, this.codes);
  }

  document() {
    return toDocument(this.state);
  }

  pristine() {
    return pristine(this.state);
  }

  get pending() {
    return this.client.pending;
  }

  // The document the engine is asked about: without the events added at the end and not yet touched (a new
  // "Cards exposed" names no card yet), so that nothing is called wrong before the referee has entered it.
  checked() {
    const doc = this.document();
    let end = doc.events.length;
    while (end > 0 && this.untouched.has(this.state.events[end - 1])) end -= 1;
    return end === doc.events.length ? doc : { ...doc, events: doc.events.slice(0, end) };
  }

  // The engine's answer when it answers this very document, else null.
  current() {
    return this.engine.ruling && this.engine.body === JSON.stringify(this.checked()) ? this.engine.ruling : null;
  }

  // The current answer if the engine could replay the case.
  replayed() {
    const r = this.current();
    return r && r.valid ? r : null;
  }

  // The engine's complaints about this document, where it could not replay it.
  errors() {
    if (this.pristine()) return [];
    const r = this.current();
    return r && !r.valid ? r.errors || [] : [];
  }

  changed({ check = true, keepUndo = false } = {}) {
    if (!keepUndo) this.ui.undo = null;
    const doc = this.document();
    const text = JSON.stringify(doc);
    if (!this.detached) this.textarea.value = JSON.stringify(doc, null, 1);
    try {
      localStorage.setItem(DRAFT_KEY, text);
    } catch {
      // private browsing: no draft kept
    }
    if (check && !this.pristine()) this.client.schedule(JSON.stringify(this.checked()));
    this.notify("case");
  }

  // Only the builder's own view changed (a seat picked, a box ticked): nothing to ask the engine.
  viewChanged() {
    this.notify("view");
  }

  // by: "server", or "phone" when the engine on this device answered (no network, or no answer in time), with the
  // stamp of what it ruled under in its words.
  answered({ ruling, body, failure, by, stamp = null }) {
    if (failure) Object.assign(this.engine, { failure });
    else Object.assign(this.engine, { ruling, body, failure: "", by, stamp });
    this.notify("engine");
  }

  // A case read from a file, the JSON box or a draft replaces the one being built.
  replace(state) {
    this.state = state;
    this.entries = [];
    this.detached = false;
    Object.assign(this.ui, { handProblems: {}, shorthand: {}, pickedSeat: null, echo: null });
  }

  newCase() {
    const before = JSON.stringify(this.document());
    this.state = blankState(this.codes);
    this.entries = [];
    this.detached = false;
    Object.assign(this.ui, { pickedSeat: null, handProblems: {}, shorthand: {}, confirmNew: false, undo: before, echo: null });
    this.engine.ruling = null;
    this.changed({ keepUndo: true });
  }

  // untouched: the event is added as the builder starts it ("Another event"), for the referee to fill in.
  addEvent(event, { untouched = false } = {}) {
    if (untouched) this.untouched.add(event);
    this.entered(() => this.state.events.push(event));
  }

  // The referee set a field of the event: the engine is asked about it from now on.
  touched(event) {
    this.untouched.delete(event);
  }

  // An entry at the table (a card tapped, an event added, a quick-entry line): undone whole by undoEntry.
  entered(enter) {
    this.entries.push(structuredClone(this.state));
    if (this.entries.length > ENTRIES_KEPT) this.entries.shift();
    const before = [...this.state.events]; // a copy: an entry may push onto the list itself
    enter();
    this.ui.echo = { verb: "Recorded", events: recorded(before, this.document().events) };
    this.ui.pickedSeat = null;
    this.changed();
  }

  undoEntry() {
    const before = this.entries.pop();
    if (!before) return;
    const current = this.document().events;
    this.state = before;
    this.ui.echo = { verb: "Undone", events: undone(current, this.document().events) };
    this.ui.pickedSeat = null;
    this.changed();
  }
}
