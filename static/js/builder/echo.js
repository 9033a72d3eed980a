// What an entry did, echoed in the engine's words so that the referee sees what went in, not what he meant: the
// events an entry recorded (a card tapped, a quick-entry line, an event added) or "Undo last entry" took away.
// Pure: the two lists of events (as the case document has them) in, the events to say out.

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && at < b.length && same(a[at], b[at])) at += 1;
  return at;
}

// The events of `after` from the first that differs from `before`: those an entry added or changed.
export function recorded(before, after) {
  return after.slice(firstDifference(before, after));
}

// The events of `current` from the first that the restored case does not hold as it was: those undone.
export function undone(current, restored) {
  return current.slice(firstDifference(current, restored));
}

// The echo's line: `say(event)` gives an event in words.
export function echoLine(echo, say) {
  if (!echo || !echo.events.length) return "";
  return `${echo.verb}: ${echo.events.map(say).join("; ")}.`;
}
