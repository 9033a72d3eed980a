// Each event in the engine's words, as the site says it: the words are the engine's data (engine/format/describe.py,
// written at build_offline beside the engine's archive), read here as the engine reads them. Each event type is a
// list of parts; a part is shown when its conditions hold ("field", "!field", "field=a|b", "field!=a") and its
// {field}s are filled with the field's words, the case's code's own where it words a value otherwise (euchre's trump
// card, lifted from the pack).

let loaded = null;

// The words, fetched once from the address the page gives (data-event-words, kept on the phone for offline use).
export function eventWords(url) {
  if (!loaded && url) loaded = fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))));
  return loaded || Promise.resolve(null);
}

function valueOf(event, name) {
  const [head, tail] = name.split(".");
  const value = event[head];
  return tail && value && typeof value === "object" ? value[tail] : value;
}

const given = (value) => !(value === undefined || value === null || value === "" || value === false || value === 0 || (Array.isArray(value) && !value.length));

function holds(condition, event) {
  if (condition.startsWith("!")) return !given(valueOf(event, condition.slice(1)));
  if (condition.includes("!=")) {
    const [name, value] = condition.split("!=");
    return String(valueOf(event, name)).toLowerCase() !== value;
  }
  if (condition.includes("=")) {
    const [name, values] = condition.split("=");
    return values.split("|").includes(String(valueOf(event, name)).toLowerCase());
  }
  return given(valueOf(event, condition));
}

function wordsOf(words, code, kind, name, value) {
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  const text = String(value);
  const own = ((words.codes || {})[code] || {})[`${kind}.${name}`] || {};
  if (Object.prototype.hasOwnProperty.call(own, text)) return own[text];
  const table = words.values[`${kind}.${name}`] || words.values[name] || {};
  const key = name === "suit" || name === "suit_named" ? text.toUpperCase() : text;
  return key in table ? table[key] : text;
}

// One event in words: `code` is the case's code, whose words are said; `trump` the case's trump card (a lone hand on
// the suit turned up); `options` the ruling's words for the options elected, by id.
export function describeEvent(words, event, code, trump = "", options = {}) {
  if (!event || typeof event !== "object") return event == null ? "" : String(event);
  const kind = String(event.type || "");
  const parts = words && words.parts[kind];
  if (!parts) return kind.replaceAll("_", " ");
  const facts = { ...event };
  if (kind === "bid") facts.suit_named = event.suit || (event.action !== "make" ? String(trump).slice(-1) : null);
  let text = "";
  for (const [template, ...conditions] of parts) {
    if (!conditions.every((c) => holds(c, facts))) continue;
    text += template.replace(/\{([^}]*)\}/g, (_, name) => {
      const value = valueOf(facts, name);
      if (name === "option" && String(value) in options) return options[String(value)];
      return value === undefined || value === null ? "" : wordsOf(words, code, kind, name, value);
    });
  }
  return text;
}
