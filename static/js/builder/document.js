// The case document as the referee enters it, and what can be read from it without the engine:
// who holds what, the trick on the table, the bidding at euchre. Pure functions over the state;
// nothing here touches the page (the unit tests run it under Node).

import { SEATS, SIDES, leftOf, normaliseCard, pack, partnerOf, suitOf } from "../pack.js";
import { winningIndex } from "../trick.js";

const TOP_KEYS = ["code", "title", "played_on", "dealer", "trump", "hands", "score", "games", "game_values", "events", "game", "dummy", "dummies", "rubber_begins"];

// The games of whist a case may be played at (the laws of Dummy and Double Dummy close the Club Code).
export const GAMES = [
  ["four-handed", "Four-handed whist"],
  ["dummy", "Dummy (three players; one hand exposed)"],
  ["double-dummy", "Double Dummy (two players, each with a dummy)"],
];

// codes: [{slug, game, title}], as the page lists them.
export function blankState(codes) {
  return {
    extra: {},
    code: codes[0] ? codes[0].slug : "club-1864",
    title: "",
    playedOn: "", // the day the hand was played, YYYY-MM-DD; empty: today, as the site rules it
    dealer: "W",
    trump: "",
    hands: Object.fromEntries(SEATS.map((s) => [s, { mode: "unknown", cards: [] }])),
    score: { NS: 0, EW: 0 },
    games: { NS: 0, EW: 0 },
    gameValues: { NS: [], EW: [] },
    play: { game: "four-handed", dummy: "N", dummies: ["N", "E"], rubberBegins: false },
    events: [],
  };
}

// The dummies of the case: none at four-handed whist, dummy's seat, or both dummies.
export function dummiesOf(state) {
  const { game, dummy, dummies } = state.play;
  if (game === "dummy") return [dummy];
  if (game === "double-dummy") return [...dummies];
  return [];
}

// Who plays a seat's cards: dummy's partner plays dummy's hand, in dummy's turn.
export function playedBy(state, seat) {
  return dummiesOf(state).includes(seat) ? partnerOf(seat) : seat;
}

export function gameOf(code, codes) {
  const found = codes.find((c) => c.slug === code);
  return found ? found.game : "whist";
}

export function fromDocument(doc, codes) {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) {
    throw new Error("a case is a JSON object { … } with code, dealer, trump and events");
  }
  const s = blankState(codes);
  s.extra = Object.fromEntries(Object.entries(doc).filter(([k]) => !TOP_KEYS.includes(k)));
  if (doc.code !== undefined) s.code = String(doc.code);
  s.title = doc.title ? String(doc.title) : "";
  // Kept as given, right or wrong: the engine's schema says what is wrong with a day that is no date.
  s.playedOn = doc.played_on === undefined || doc.played_on === null ? "" : String(doc.played_on);
  if (doc.dealer !== undefined) s.dealer = String(doc.dealer);
  s.trump = doc.trump === undefined || doc.trump === null ? "" : String(doc.trump);
  const g = gameOf(s.code, codes);
  const norm = (c) => normaliseCard(c, g) || String(c);
  if (s.trump) s.trump = norm(s.trump);
  const hands = doc.hands && typeof doc.hands === "object" ? doc.hands : {};
  for (const seat of SEATS) {
    const hand = hands[seat];
    if (Array.isArray(hand)) s.hands[seat] = { mode: "whole", cards: hand.map(norm) };
    else if (hand && Array.isArray(hand.known)) s.hands[seat] = { mode: "known", cards: hand.known.map(norm) };
  }
  const values = doc.game_values && typeof doc.game_values === "object" ? doc.game_values : {};
  for (const side of SIDES) if (Array.isArray(values[side])) s.gameValues[side] = [...values[side]];
  for (const key of ["score", "games"]) {
    const v = doc[key];
    if (v && typeof v === "object") s[key] = { NS: v.NS ?? 0, EW: v.EW ?? 0 };
  }
  if (GAMES.some(([id]) => id === doc.game)) s.play.game = doc.game;
  if (SEATS.includes(doc.dummy)) s.play.dummy = doc.dummy;
  if (Array.isArray(doc.dummies) && doc.dummies.length === 2 && doc.dummies.every((d) => SEATS.includes(d))) s.play.dummies = [...doc.dummies];
  s.play.rubberBegins = doc.rubber_begins === true;
  s.events = Array.isArray(doc.events)
    ? doc.events.map((e) => (e && typeof e === "object" && !Array.isArray(e) ? { ...e } : { type: String(e) }))
    : [];
  return s;
}

export function toDocument(state) {
  const doc = { code: state.code };
  if (state.title.trim()) doc.title = state.title.trim();
  if (state.playedOn) doc.played_on = state.playedOn;
  doc.dealer = state.dealer;
  doc.trump = state.trump;
  const hands = {};
  for (const seat of SEATS) {
    const hand = state.hands[seat];
    if (hand.mode === "whole") hands[seat] = [...hand.cards];
    else if (hand.mode === "known") hands[seat] = { known: [...hand.cards] };
  }
  if (Object.keys(hands).length) doc.hands = hands;
  doc.score = { ...state.score };
  if (state.games.NS || state.games.EW) doc.games = { ...state.games };
  if (state.gameValues.NS.length || state.gameValues.EW.length) doc.game_values = { NS: [...state.gameValues.NS], EW: [...state.gameValues.EW] };
  if (state.play.game === "dummy") Object.assign(doc, { game: "dummy", dummy: state.play.dummy });
  if (state.play.game === "double-dummy") Object.assign(doc, { game: "double-dummy", dummies: [...state.play.dummies] });
  if (state.play.rubberBegins) doc.rubber_begins = true;
  doc.events = state.events;
  return { ...doc, ...state.extra };
}

// Nothing entered yet: the builder opens with guidance, not with the engine's errors.
export function pristine(state) {
  return !state.trump && !state.events.length;
}

export function sortCards(cards, game) {
  const order = pack(game);
  return [...cards].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

// ---------------------------------------------------------------- who holds what (display only)

export function trickSize(state, game) {
  const alone = state.events.some((e) => e.type === "bid" && e.alone);
  return game === "euchre" && alone ? 3 : 4;
}

// A lone hand at euchre: the partner of the player going alone takes no part in the tricks.
export function sittingOut(state, game) {
  const bid = state.events.find((e) => e.type === "bid" && e.alone && SEATS.includes(e.seat));
  return game === "euchre" && bid ? partnerOf(bid.seat) : null;
}

export function playedBefore(state, upto) {
  const played = Object.fromEntries(SEATS.map((s) => [s, []]));
  const discarded = new Set();
  state.events.slice(0, upto).forEach((e) => {
    if (!SEATS.includes(e.seat)) return;
    if (e.type === "play" && e.card) played[e.seat].push(e.card);
    if (e.type === "correct" && e.card) {
      played[e.seat].pop();
      played[e.seat].push(e.card);
    }
    if (e.type === "discard" && e.card) discarded.add(e.card);
  });
  return { played, discarded };
}

// The cards `seat` could still hold before event `upto`, and those he surely holds.
// everyCard: the referee asked to see the whole pack.
export function couldHold(state, game, seat, upto, everyCard = false) {
  const all = pack(game);
  const { played, discarded } = playedBefore(state, upto);
  const gone = new Set([...Object.values(played).flat(), ...discarded]);
  const hand = state.hands[seat];
  if (everyCard) return { cards: all, certain: new Set() };
  if (hand.mode === "whole") {
    const cards = hand.cards.filter((c) => !gone.has(c));
    return { cards, certain: new Set(cards) };
  }
  const elsewhere = new Map();
  for (const other of SEATS) {
    if (other === seat || state.hands[other].mode === "unknown") continue;
    for (const c of state.hands[other].cards) elsewhere.set(c, other);
  }
  if (state.trump && seat !== state.dealer) elsewhere.set(state.trump, state.dealer);
  const certain = new Set((hand.mode === "known" ? hand.cards : []).filter((c) => !gone.has(c)));
  if (game === "whist" && seat === state.dealer && state.trump && !gone.has(state.trump)) certain.add(state.trump);
  return { cards: all.filter((c) => !gone.has(c) && !elsewhere.has(c)), certain };
}

// The tricks from the events alone: complete ones, and the one being played.
export function localTable(state, game, upto = state.events.length) {
  const size = trickSize(state, game);
  const tricks = [];
  let current = [];
  state.events.slice(0, upto).forEach((e, i) => {
    if (e.type === "play" && SEATS.includes(e.seat)) {
      current.push({ seat: e.seat, card: e.card || "?", event: i });
      if (current.length === size) {
        tricks.push(current);
        current = [];
      }
    } else if (e.type === "correct" && SEATS.includes(e.seat)) {
      const trick = current.length ? current : tricks.at(-1) || [];
      const play = [...trick].reverse().find((p) => p.seat === e.seat);
      if (play) play.card = e.card || "?";
    }
  });
  return { tricks, current };
}

// The trick on the table and whose turn it is: from the engine's replay when it is current
// (`ruling`: the engine's valid answer for this very document, or null).
// Between the fourth card and the next lead the last trick stays in view (`last`).
export function table(state, game, ruling = null) {
  const local = localTable(state, game);
  const out = { leader: null, cards: {}, next: null, number: local.tricks.length + 1, last: null };
  const r = ruling && ruling.valid ? ruling : null;
  if (r && Array.isArray(r.tricks)) {
    const last = r.tricks.at(-1);
    if (last && !last.winner) {
      out.leader = last.leader;
      out.cards = { ...last.cards };
      out.number = r.tricks.length;
    } else {
      out.leader = last ? last.winner : leftOf(state.dealer);
      out.number = r.tricks.length + 1;
      if (last) out.last = { cards: { ...last.cards }, winner: last.winner, number: r.tricks.length };
    }
  } else if (local.current.length) {
    out.leader = local.current[0].seat;
    for (const p of local.current) out.cards[p.seat] = p.card;
  } else if (local.tricks.length) {
    // The engine's answer for the last card is on its way: the trick's winner leads, as the replay will say.
    const t = local.tricks.at(-1);
    const winner = trickWinner(state, game, t);
    out.leader = winner;
    out.last = { cards: Object.fromEntries(t.map((p) => [p.seat, p.card])), winner, number: local.tricks.length };
  } else if (SEATS.includes(state.dealer)) {
    out.leader = leftOf(state.dealer);
  }
  const absent = sittingOut(state, game);
  if (out.leader && SEATS.includes(out.leader)) {
    let seat = out.leader;
    for (let i = 0; i < 4; i += 1) {
      if (!(seat in out.cards) && seat !== absent) {
        out.next = seat;
        break;
      }
      seat = leftOf(seat);
    }
  }
  return out;
}

// ---------------------------------------------------------------- euchre: making the trump

export const MAKING = ["order_up", "assist", "take_up", "make"];

export function makingBid(state) {
  return state.events.find((e) => e.type === "bid" && MAKING.includes(e.action));
}

export function trumpSuit(state, game) {
  const bid = makingBid(state);
  if (game !== "euchre") return state.trump ? suitOf(state.trump) : null;
  if (!bid) return null;
  if (bid.action === "make") return bid.suit || null;
  return state.trump ? suitOf(state.trump) : null;
}

// The bidding as the table goes: who speaks next, and in which round (1: the turn-up, 2: any suit).
export function bidding(state) {
  const bids = state.events.filter((e) => e.type === "bid");
  const last = bids.at(-1);
  const next = last && SEATS.includes(last.seat) ? leftOf(last.seat) : SEATS.includes(state.dealer) ? leftOf(state.dealer) : "N";
  const passes = bids.filter((e) => e.action === "pass").length;
  return { next, round: passes < 4 ? 1 : 2, over: passes >= 8 };
}

// After the trump is ordered up, assisted or taken up, the dealer discards before the play.
export function awaitingDiscard(state) {
  const bid = makingBid(state);
  return Boolean(bid && bid.action !== "make" && !state.events.some((e) => e.type === "discard"));
}

// Who won a complete trick (`trick`: [{seat, card}], the lead first, the `number`th of the hand): the engine's
// word where its answer holds the same trick, else the cards reckoned as the engine reckons them (trick.js);
// null where neither can tell (no trump known, a card unknown).
export function trickWinner(state, game, trick, number = 0, ruling = null) {
  const r = ruling && ruling.valid && Array.isArray(ruling.tricks) ? ruling : null;
  const seen = r && number ? r.tricks[number - 1] : null;
  const same = seen && seen.cards && trick.every((p) => seen.cards[p.seat] === p.card) && Object.keys(seen.cards).length === trick.length;
  if (same && seen.winner) return seen.winner;
  const i = winningIndex(trick.map((p) => p.card), trumpSuit(state, game), game);
  return i === null ? null : trick[i].seat;
}

// The seat in turn from the events alone (the engine's answer for the steps just typed is not back yet):
// the next seat round the table, or the winner of the trick just completed; null where that cannot be told.
// `ruling`: the engine's last valid answer, whose word on a trick it has seen stands.
export function localNext(state, game, ruling = null) {
  if (game === "euchre" && !makingBid(state)) return bidding(state).next;
  const { tricks, current } = localTable(state, game);
  let seat;
  if (current.length) seat = leftOf(current.at(-1).seat);
  else if (tricks.length) seat = trickWinner(state, game, tricks.at(-1), tricks.length, ruling);
  else seat = SEATS.includes(state.dealer) ? leftOf(state.dealer) : null;
  if (seat && seat === sittingOut(state, game)) seat = leftOf(seat);
  return seat;
}
