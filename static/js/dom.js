// A small element builder: h("button", {type: "button", class: "x", dataset: {card: "AH"}, on: {click: f}}, "text").

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key === "on") for (const [ev, fn] of Object.entries(value)) el.addEventListener(ev, fn);
    else if (key === "text") el.textContent = value;
    else if (key in el && typeof value !== "string") el[key] = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function select(attrs, options, current) {
  // options: [[value, label], ...]; the current value is kept even when it is not among them.
  const el = h("select", attrs);
  const values = options.map(([v]) => v);
  if (current !== undefined && current !== null && current !== "" && !values.includes(String(current))) {
    el.append(h("option", { value: String(current) }, `${current} (as entered)`));
  }
  for (const [value, label] of options) el.append(h("option", { value }, label));
  el.value = current === undefined || current === null ? "" : String(current);
  return el;
}
