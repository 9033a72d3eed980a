// The laws kept on this device (/offline/library.json, kept by the service worker) and a law quoted from them:
// in the ruling given offline and in the builder's law search.
import { h } from "./dom.js";

const fetched = new Map();

// The kept library, fetched once a page (the service worker answers from its copy without a network).
export function keptLibrary(url) {
  if (!fetched.has(url)) fetched.set(url, fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`)))));
  return fetched.get(url);
}

// A law's heading as the site gives it: "Law 44, clause VI: title"; a law the corpus numbers by a name
// ("dummy-2") by its title ("Dummy, Law II").
export function lawHeading(law, number, clause) {
  if (!/^\d/.test(number)) return law.title || number;
  return `Law ${number}${clause ? `, clause ${clause}` : ""}${law.title ? `: ${law.title}` : ""}`;
}

// A law as a reader names it, from the number the corpus keeps it under: "Law 44", "Dummy, Law II",
// "Etiquette 6" (as search/citations.py's Cited says it).
const ROMAN_UP_TO_TEN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];
export function citedName(number) {
  const [, kind, n] = /^(dummy|etiquette)-(\d+)$/.exec(number) || [];
  if (kind === "dummy") return `Dummy, Law ${ROMAN_UP_TO_TEN[Number(n)] || n}`;
  if (kind === "etiquette") return `Etiquette ${n}`;
  return `Law ${number}`;
}

// The laws a finding cites, as a reader names them: "Laws 71, 72 V"; "Dummy, Law III; Law 87" (never the
// corpus's own keys, "dummy-3" or "72.V").
export function lawsNamed(refs) {
  const numbered = refs.filter((ref) => /^\d/.test(ref)).map((ref) => String(ref).replace(".", " "));
  const named = refs.filter((ref) => !/^\d/.test(ref)).map((ref) => {
    const [number, clause] = String(ref).split(".");
    return `${citedName(number)}${clause ? ` ${clause}` : ""}`;
  });
  const laws = numbered.length ? [`Law${numbered.length === 1 ? "" : "s"} ${numbered.join(", ")}`] : [];
  return [...laws, ...named].join("; ");
}

// The law `ref` ("44", "72.V", "dummy-2") of the code, quoted in a fold, or said not to be kept.
export function quote(lib, code, ref) {
  const [number, clause] = String(ref).split(".");
  const law = (lib.laws[code] || {})[number];
  if (!law) return h("p", { class: "law-quote missing" }, `${citedName(number)}${clause ? `, clause ${clause}` : ""} (not kept on this device)`);
  const part = clause && law.clauses.find((c) => c.label === clause);
  const text = part ? `${part.label}. ${part.text}` : [law.text, ...law.clauses.map((c) => `${c.label}. ${c.text}`), law.continued].filter(Boolean).join("\n");
  return h(
    "details",
    { class: "law-quote", dataset: { law: `${code}:${ref}` }, open: true },
    h("summary", {}, lawHeading(law, number, part ? clause : "")),
    h("div", { class: "law-text" }, text.split("\n").map((line) => h("p", {}, line))),
  );
}
