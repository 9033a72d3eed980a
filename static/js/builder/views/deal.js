// The deal: the code, the dealer, the card turned up; title, the day played, score and games folded under
// "more"; "New case".

import { h, select } from "../../dom.js";
import { SEATS, pack } from "../../pack.js";
import { GAMES, fromDocument } from "../document.js";
import { SEAT_NAMES, cardOptions, field, foldable, numberInput, sideWords } from "../fields.js";

export const name = "deal";
export const errorsUnder = ["code", "dealer", "trump", "title", "played_on", "score", "games", "game_values", "game", "dummy", "dummies", "rubber_begins"];

// A box the referee changed already shows what he chose: its handler marks the panel as shown
// (ctx.shown), so that only a change from elsewhere (quick entry, a file, "New case") redraws it.
export function signature({ store }) {
  const { state, ui } = store;
  return [state.code, state.dealer, state.trump, state.title, state.playedOn, state.score, state.games, state.gameValues, state.play, ui.confirmNew, Boolean(ui.undo)];
}

export function draw(ctx) {
  const { store } = ctx;
  const { state } = store;
  const game = store.game();
  // The box shows the value; the panel need not be drawn again for it. Each handler writes to the case the store
  // holds when the box changes (store.state), not the one drawn: a case loaded again, the same as the one shown,
  // replaces the state without redrawing this panel.
  const set = (apply) => (ev) => {
    apply(ev.target.value);
    ctx.shown(name);
    store.changed();
  };
  const codeSelect = select(
    { id: "b-code", dataset: { key: "code" }, on: { change: (ev) => ((store.state.code = ev.target.value), store.changed()) } },
    store.codes.map((c) => [c.slug, c.title]),
    state.code,
  );
  const dealer = select({ id: "b-dealer", dataset: { key: "dealer" }, on: { change: set((v) => (store.state.dealer = v)) } }, SEATS.map((s) => [s, `${s} (${SEAT_NAMES[s]})`]), state.dealer);
  const trump = select(
    { id: "b-trump", dataset: { key: "trump" }, on: { change: set((v) => (store.state.trump = v)) } },
    [["", "— choose the card turned up —"], ...cardOptions(pack(game))],
    state.trump,
  );
  const title = h("input", {
    type: "text",
    id: "b-title",
    value: state.title,
    placeholder: "A few words: Revoke found after the cut",
    dataset: { key: "title" },
    on: { change: set((v) => (store.state.title = v)) },
  });
  // The day the hand was played: the site rules it under the club's statutes in force that day (today if empty).
  const playedOn = h("input", {
    type: "date",
    id: "b-played-on",
    value: state.playedOn,
    dataset: { key: "played_on" },
    "aria-describedby": "b-played-on-help",
    on: { change: set((v) => (store.state.playedOn = v)) },
  });
  const tally = (key, label) =>
    field(
      label,
      h(
        "span",
        { class: "tally" },
        "N–S ",
        numberInput(state[key].NS, `${key}.NS`, (v) => ((state[key].NS = v), ctx.shown(name), store.changed()), `${label}: N–S`),
        " E–W ",
        numberInput(state[key].EW, `${key}.EW`, (v) => ((state[key].EW = v), ctx.shown(name), store.changed()), `${label}: E–W`),
      ),
      key,
    );
  const given = Boolean(state.title || state.playedOn || state.score.NS || state.score.EW || state.games.NS || state.games.EW || state.play.game !== "four-handed");
  return h(
    "fieldset",
    { class: "deal" },
    h("legend", {}, "The deal"),
    field("Code of laws", codeSelect, "code"),
    field("Dealer", dealer, "dealer"),
    field(game === "euchre" ? "Turn-up card" : "Trump card turned up", trump, "trump"),
    foldable(
      store,
      "more-deal",
      { class: "more-deal" },
      given,
      h("summary", {}, game === "whist" ? "Game, title, day, score" : "Title, day, score, games"),
      // The game is chosen with the code; folded, so that a phone's first screen keeps the table and the ruling.
      game === "whist" ? gameFields(ctx) : null,
      field("Title", title, "title", { class: "wide" }),
      field("The day the hand was played", playedOn, "played_on"),
      h("p", { class: "meta", id: "b-played-on-help" }, "Empty: today. The club's statutes are applied as they were in force that day."),
      tally("score", "Score before the hand"),
      tally("games", "Games won in the rubber"),
      store.vocab.gameValues ? gameValues(ctx) : null,
    ),
    newCase(ctx),
  );
}

// The game played with the code: four-handed whist, Dummy (dummy's seat) or Double Dummy (both dummies);
// "Dummy deals at the commencement of each rubber" (Dummy, Law I) asks whether the hand begins a rubber.
function gameFields(ctx) {
  const { store } = ctx;
  const play = store.state.play;
  const redraw = (apply) => (ev) => (apply(ev), store.changed());
  const seatSelect = (id, key, seats, value, onchange, label) =>
    select({ id, dataset: { key }, "aria-label": label, on: { change: redraw(onchange) } }, seats.map((s) => [s, `${s} (${SEAT_NAMES[s]})`]), value);
  const out = [field("Game", select({ id: "b-game", dataset: { key: "game" }, on: { change: redraw((ev) => (play.game = ev.target.value)) } }, GAMES, play.game), "game")];
  if (play.game === "dummy") {
    out.push(field("Dummy's seat", seatSelect("b-dummy", "dummy", SEATS, play.dummy, (ev) => (play.dummy = ev.target.value), "Dummy's seat"), "dummy"));
  }
  if (play.game === "double-dummy") {
    const pair = h(
      "span",
      { class: "tally" },
      seatSelect("b-dummy-ns", "dummies.0", ["N", "S"], play.dummies.find((d) => d === "N" || d === "S") || "N", (ev) => (play.dummies = [ev.target.value, play.dummies.find((d) => d === "E" || d === "W") || "E"]), "Dummy of N–S"),
      " and ",
      seatSelect("b-dummy-ew", "dummies.1", ["E", "W"], play.dummies.find((d) => d === "E" || d === "W") || "E", (ev) => (play.dummies = [play.dummies.find((d) => d === "N" || d === "S") || "N", ev.target.value]), "Dummy of E–W"),
    );
    out.push(field("The two dummies", pair, "dummies"));
  }
  if (play.game !== "four-handed") {
    const box = h("input", { type: "checkbox", id: "b-rubber-begins", checked: play.rubberBegins, dataset: { key: "rubber_begins" }, on: { change: redraw((ev) => (play.rubberBegins = ev.target.checked)) } });
    out.push(h("label", { class: "inline choice" }, box, " The first deal of a rubber (Dummy deals at the commencement of each rubber)"));
  }
  return out;
}

// The value of each game already won in the rubber (1, 2 or 3 at the Club Code), as numbers typed.
function gameValues(ctx) {
  const { store } = ctx;
  const label = store.vocab.gameValues.label;
  const input = (side) =>
    h("input", {
      type: "text",
      inputmode: "numeric",
      "aria-label": `${label}: ${sideWords(side)}`,
      placeholder: "3 1",
      value: store.state.gameValues[side].join(" "),
      dataset: { key: `game_values.${side}` },
      on: {
        change: (ev) => {
          store.state.gameValues[side] = ev.target.value.split(/[\s,]+/).filter(Boolean).map((v) => (/^\d+$/.test(v) ? Number(v) : v));
          ctx.shown(name);
          store.changed();
        },
      },
    });
  return field(label.charAt(0).toUpperCase() + label.slice(1), h("span", { class: "tally" }, "N–S ", input("NS"), " E–W ", input("EW")), "game_values", { class: "wide" });
}

// "New case" asks first, and the case cleared can be brought back until the next change.
function newCase(ctx) {
  const { store } = ctx;
  const { ui } = store;
  const box = h("div", { class: "row-actions new-case", role: "group", "aria-label": "New case" });
  const button = (key, label, onclick, cls = "secondary") => h("button", { type: "button", class: cls, dataset: { key }, on: { click: onclick } }, label);
  if (ui.confirmNew) {
    box.append(
      h("span", {}, "Clear this case and start a new one? "),
      button("new-case-yes", "Clear it", () => (store.newCase(), ctx.focusKey("undo-new")), ""),
      button("new-case-no", "Keep it", () => ((ui.confirmNew = false), store.viewChanged(), ctx.focusKey("new-case"))),
    );
  } else if (ui.undo) {
    box.append(
      h("span", { role: "status" }, "The case was cleared. "),
      button("undo-new", "Undo", () => {
        store.replace(fromDocument(JSON.parse(ui.undo), store.codes));
        ui.undo = null;
        store.changed();
        ctx.focusKey("new-case");
      }),
    );
  } else {
    box.append(button("new-case", "New case", () => ((ui.confirmNew = true), store.viewChanged(), ctx.focusKey("new-case-yes"))));
  }
  return box;
}
