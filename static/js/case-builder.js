// The case builder: a form over the case document. It writes the JSON into the page's form
// (which works without JavaScript) and asks the engine (POST /api/v1/rulings/) what is wrong
// and where as the referee goes. No law is decided here. This module puts the parts together:
// the store (builder/store.js), the panels (builder/views/) and the JSON box and files.

import { h } from "./dom.js";
import { loadVocabulary } from "./vocabulary.js";
import { blankState, fromDocument } from "./builder/document.js";
import { Panels } from "./builder/panels.js";
import { CaseStore, DRAFT_KEY } from "./builder/store.js";
import * as deal from "./builder/views/deal.js";
import * as hands from "./builder/views/hands.js";
import * as play from "./builder/views/play.js";
import * as timeline from "./builder/views/timeline.js";
import { another, quick } from "./builder/views/entry.js";
import { offers, reach, status, updateReach } from "./builder/views/answer.js";
import { ruleOnPhone } from "./engine-on-phone.js";
import { eventWords } from "./event-words.js";

const root = document.getElementById("builder");
const form = document.getElementById("case-form");
const textarea = document.getElementById("id_case");
const fileInput = document.getElementById("id_case_file");
const loadButton = document.getElementById("load-json");
const loadMessage = document.getElementById("load-json-message");

function readCodes() {
  return [...root.querySelectorAll("template.code-option")].map((t) => ({ slug: t.dataset.slug, game: t.dataset.game, title: t.dataset.title }));
}

// The panels in the order of the page: the deal, what happened at the table, the verdict within
// reach, the hands, the timeline, the engine's answer.
function assemble(store) {
  const panels = new Panels(root, store);
  const ctx = {
    store,
    lawsUrl: root.dataset.lawsUrl,
    shown: (name) => panels.shown(name),
    focusKey: (key) => root.querySelector(`[data-key="${CSS.escape(key)}"]`)?.focus(),
  };
  // Focusable from script only: focus waits here for the engine's answer (panels.js, nextAtTheTable).
  const playBox = h("fieldset", { class: "events-builder", id: "play", tabindex: "-1" }, h("legend", {}, "What happened"));
  const add = (view, parent = root, before = null) =>
    panels.add({ name: view.name, parent, before, errorsUnder: view.errorsUnder || [], signature: () => view.signature(ctx), draw: () => view.draw(ctx) });
  root.append(playBox);
  add(deal, root, playBox);
  for (const view of [play, quick, offers, another]) add(view, playBox);
  for (const view of [reach, hands, timeline, status]) add(view);
  panels.redraw();
  store.subscribe(({ cause }) => {
    panels.redraw(cause);
    updateReach(root, store);
  });
  updateReach(root, store);
  return panels;
}

function loadText(store, text, source) {
  let state;
  try {
    state = fromDocument(JSON.parse(text), store.codes);
  } catch (err) {
    loadMessage.textContent = `${source} is not a case the builder can read: ${err.message}. Nothing was changed.`;
    return false;
  }
  loadMessage.textContent = "";
  store.replace(state);
  store.changed();
  return true;
}

// The case to start from: the JSON box (the server sent one back), else the draft kept in this browser.
function initialState(store) {
  const initial = textarea.value.trim();
  if (initial) {
    try {
      return fromDocument(JSON.parse(initial), store.codes);
    } catch (err) {
      store.detached = true;
      loadMessage.textContent = `The text in the box is not a case the builder can read (${err.message}); the builder will not overwrite it until you load a case.`;
      return store.state;
    }
  }
  let draft = null;
  try {
    draft = localStorage.getItem(DRAFT_KEY);
  } catch {
    draft = null;
  }
  try {
    return draft ? fromDocument(JSON.parse(draft), store.codes) : store.state;
  } catch {
    return blankState(store.codes);
  }
}

async function start() {
  let vocab;
  try {
    vocab = await loadVocabulary(root.dataset.schemaUrl);
  } catch (err) {
    loadMessage.textContent = `The case format could not be loaded (${err.message}); type or paste the case as JSON below.`;
    document.getElementById("json-box").open = true;
    for (const el of document.querySelectorAll(".js-only")) el.hidden = false;
    return;
  }
  // Without a network the engine on this device answers (builder-offline.js keeps it and starts it).
  const fallback = async (body) => ruleOnPhone(body); // the ruling, and its stamp in the engine's words
  const store = new CaseStore({ codes: readCodes(), vocab, textarea, rulingsUrl: root.dataset.rulingsUrl, fallback });
  store.state = initialState(store);
  // The engine's words for the events (written at build_offline, kept on the phone): the answer says an event as
  // the ruling page does. Without them the answer names the event by its number alone.
  const wordsAt = document.getElementById("offline-status")?.dataset.eventWords;
  eventWords(wordsAt)
    .then((words) => {
      store.eventWords = words;
    })
    .catch(() => {});
  root.hidden = false;
  // Open without JavaScript; with the builder the JSON is folded away unless the server found errors in it.
  const jsonBox = document.getElementById("json-box");
  if (jsonBox && !("keepOpen" in jsonBox.dataset)) jsonBox.open = false;
  for (const el of document.querySelectorAll(".js-only")) el.hidden = false;
  loadButton.addEventListener("click", () => loadText(store, textarea.value, "The text in the box"));
  fileInput.addEventListener("change", async () => {
    const file = fileInput.files[0];
    if (!file) return;
    const text = await file.text();
    if (loadText(store, text, `The file ${file.name}`)) fileInput.value = "";
  });
  form.addEventListener("submit", (ev) => {
    store.client.cancel();
    // A saved case leaves no draft behind: the next referee at a shared computer starts clean.
    if (ev.submitter && ev.submitter.id === "save-case") {
      try {
        localStorage.removeItem(DRAFT_KEY);
      } catch {
        // private browsing: there was no draft
      }
    }
  });
  assemble(store);
  store.changed();
}

start();
