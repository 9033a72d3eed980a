// The case format's vocabulary, read from the engine's JSON Schema (GET /api/v1/case-schema.json):
// the event types, their fields and the values each field allows, with the engine's own words for
// them. Nothing of the vocabulary is written here; only how each kind of schema node is entered.

export function words(id) {
  return String(id).replaceAll("_", " ");
}

const REF_KINDS = { "#/$defs/seat": "seat", "#/$defs/side": "side", "#/$defs/suit": "suit", "#/$defs/card": "card" };

// {value, label, description} for each const of a oneOf list.
function choicesOf(node) {
  return (node.oneOf || []).filter((c) => "const" in c).map((c) => ({ value: c.const, label: c.title || words(c.const), description: c.description || "" }));
}

// What control enters a property: the kind, and the values where the schema lists them.
function kindOf(node) {
  if (node.$ref && REF_KINDS[node.$ref]) return { kind: REF_KINDS[node.$ref] };
  if (node.anyOf) {
    const refs = node.anyOf.map((n) => n.$ref);
    if (refs.includes("#/$defs/seat") && refs.includes("#/$defs/side")) return { kind: "seat_or_side" };
  }
  if (node.type === "string" && node.oneOf) return { kind: "choice", choices: choicesOf(node) };
  if (node.type === "boolean") return { kind: "bool", default: node.default === true };
  if (node.type === "integer") return { kind: "number", min: node.minimum ?? 0, max: node.maximum ?? 99 };
  if (node.type === "array" && node.items && node.items.$ref === "#/$defs/card") return { kind: "cards" };
  if (node.type === "array" && node.items && node.items.$ref === "#/$defs/seat") return { kind: "seats" };
  if (node.type === "object" && node.properties && node.properties.NS && node.properties.EW) {
    return { kind: "tally", max: node.properties.NS.maximum ?? 13 };
  }
  return { kind: "unknown" };
}

// A field required only when another field has certain values ("card" when a call is of a card)
// is shown only then: {field: {on, values}}.
function conditions(def) {
  const out = {};
  for (const rule of def.allOf || []) {
    const props = (rule.if && rule.if.properties) || {};
    const [on] = Object.keys(props);
    const values = on && props[on].enum;
    for (const field of (rule.then && rule.then.required) || []) if (on && values) out[field] = { on, values };
  }
  return out;
}

// The schema as the builder uses it: event types in the schema's order, each with its fields.
export function readSchema(schema) {
  const defs = schema.$defs || {};
  const events = {};
  for (const ref of schema.properties.events.items.oneOf || []) {
    const def = defs[ref.$ref.split("/").pop()];
    if (!def || !def.properties || !def.properties.type) continue;
    const type = def.properties.type.const;
    const required = new Set(def.required || []);
    const when = conditions(def);
    const fields = [];
    for (const [name, node] of Object.entries(def.properties)) {
      if (name === "type") continue;
      fields.push({
        name,
        label: node.description || words(name),
        optional: !required.has(name) && !when[name],
        extension: Boolean(node["x-extension"]),
        when: when[name] || null,
        ...kindOf(node),
      });
    }
    events[type] = { label: def.title || words(type), description: def.description || "", extension: Boolean(def["x-extension"]), fields };
  }
  // The event types each code allows (the schema's per-code rules); all of them where it says nothing.
  const byCode = {};
  for (const rule of schema.allOf || []) {
    const code = rule.if && rule.if.properties && rule.if.properties.code && rule.if.properties.code.const;
    const allowed = rule.then?.properties?.events?.items?.properties?.type?.enum;
    if (code && allowed) byCode[code] = allowed;
  }
  const gameValues = schema.properties.game_values ? { label: schema.properties.game_values.description, max: 3 } : null;
  const field = (type, name) => (events[type] ? events[type].fields.find((f) => f.name === name) : null);
  const optionChoices = field("elect", "option") ? field("elect", "option").choices : [];
  return {
    events,
    byCode,
    gameValues,
    claimKinds: (field("claim", "kind")?.choices || []).map((c) => c.value),
    options: optionChoices,
    optionLabel: (id) => (optionChoices.find((c) => c.value === id) || { label: words(id) }).label,
  };
}

export async function loadVocabulary(url) {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`the case format answered ${response.status}`);
  return readSchema(await response.json());
}
