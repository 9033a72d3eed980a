// A law's citation as a player types it, read on the phone, where the site's reader (search/citations.py) cannot
// run: the same grammar, for the forms that open one law ("Law 44", "L. 44", "§ 44", "#44", "Art. XLIV",
// "law forty-four", "XLIV", "44 VI", "72.V", "law seventy-two, clause five", "clause V of law 44", "Dummy, Law II",
// "Etiquette 6"), with the code named in any of its names ("American law 19", "Somerset 63"). The names of the
// codes come with the laws kept on the phone (`code_names` of /offline/library.json, made from search/games.py);
// tests/offline/test_citation_reader.py reads every law of the three codes in every form here and in Python and
// finds the same laws.

const UNITS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(" ");
const TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const NUMBER_WORD = `(?:${[...UNITS, ...TENS, "hundred"].sort((a, b) => b.length - a.length).join("|")})`;
const WORDS = `${NUMBER_WORD}(?:(?<=hundred)\\s+and\\s+${NUMBER_WORD}|[\\s-]+${NUMBER_WORD})*`;
const ROMAN = "[ivxlc]+";
const FIGURES = "\\d{1,3}";
const NUMBER = `(?:${FIGURES}|${WORDS}|${ROMAN})`;
const CLAUSE_ROMAN = "[ivx]{1,4}";
const CLAUSE = `(?:${CLAUSE_ROMAN}|\\d{1,2}|${WORDS}|[a-f])`;
const CLAUSE_WORD = "(?:clause|cl\\.|paragraph|para\\.?|par\\.|¶|subsection)";
const PREFIX = "(?:laws?|ll?\\.|rules?|art(?:icle)?s?\\.?|§§?|#|sections?|sec\\.)";
const NO = "(?:nos?\\.?|numbers?)";
const CLAUSE_AFTER =
  `(?:\\s*\\(\\s*(?:${CLAUSE_WORD}\\s*)?(?<clauseP>${CLAUSE})\\s*\\)` +
  `|\\s*,?\\s*${CLAUSE_WORD}\\s*(?<clauseW>${CLAUSE})(?![\\w-])` +
  `|\\s*\\.\\s*(?<clauseD>${CLAUSE_ROMAN})(?![\\w'’])` +
  `|\\s*,?\\s+(?<clauseR>${CLAUSE_ROMAN})(?![\\w'’-]))`;
const ONE = `(?<number>${NUMBER})(?![\\w'’])${CLAUSE_AFTER}?`;
const ONE_FIGURED = `(?<number>${FIGURES}|${ROMAN})(?![\\w'’])${CLAUSE_AFTER}?`;

// In the order the site reads them: a clause first, the laws numbered apart, then the plain forms.
const CLAUSE_FIRST = new RegExp(`(?<![\\w-])${CLAUSE_WORD}\\s*(?<clauseW>${CLAUSE})\\s+of\\s+(?:the\\s+)?${PREFIX}\\s*(?:no\\.?\\s*)?(?<number>${NUMBER})(?![\\w'’])`, "i");
const OWN_NUMBERING = new RegExp(`(?<![\\w-])(?<kind>dummy|etiquette)\\s*,?\\s*(?:(?:law|rule|no\\.?)\\s*)?(?<number>${NUMBER})(?![\\w'’])`, "i");
const CITED = [new RegExp(`(?<![\\w#§.])${PREFIX}\\s*(?:no\\.?\\s*|number\\s+)?${ONE}`, "i"), new RegExp(`(?<![\\w#§.])${NO}\\s*${ONE_FIGURED}`, "i")];
// A number alone, or a roman numeral of two capitals or more, when it is all the query says.
const BARE = new RegExp(`^\\s*(?<number>${FIGURES}|[IVXLC]{2,})${CLAUSE_AFTER}?\\s*$`, "i");
const CAPITALS = /^(\d+|[IVXLC]{2,})$/;
const WELL_FORMED_ROMAN = /^M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const ROMAN_VALUES = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
const MOST = 199; // the highest law number of any code is 116; a number far above it is no law

function romanValue(text) {
  const upper = text.toUpperCase();
  if (!upper || !WELL_FORMED_ROMAN.test(upper)) return null;
  let value = 0;
  for (let i = 0; i < upper.length; i++) {
    const here = ROMAN_VALUES[upper[i]];
    const next = ROMAN_VALUES[upper[i + 1]] || 0;
    value += here < next ? -here : here;
  }
  return value > 0 ? value : null;
}

function wordsValue(text) {
  // "seventy-two", "one hundred and five", as text2num reads them: units or tens and a unit, after a hundred.
  const words = text.toLowerCase().replace(/\s+and\s+/g, " ").split(/[\s-]+/).filter(Boolean);
  let total = 0;
  let at = 0;
  const unit = (w) => UNITS.indexOf(w) + 1;
  if (words.length >= 2 && words[1] === "hundred" && unit(words[0]) > 0 && unit(words[0]) < 10) {
    total = unit(words[0]) * 100;
    at = 2;
  }
  const rest = words.slice(at);
  if (rest.length === 0) return at ? total : null;
  const tens = TENS.indexOf(rest[0]);
  if (tens >= 0) {
    if (rest.length === 1) return total + (tens + 2) * 10;
    if (rest.length === 2 && unit(rest[1]) > 0 && unit(rest[1]) < 10) return total + (tens + 2) * 10 + unit(rest[1]);
    return null;
  }
  return rest.length === 1 && unit(rest[0]) > 0 ? total + unit(rest[0]) : null;
}

export function numberValue(text) {
  const t = text.trim();
  let value;
  if (/^\d+$/.test(t)) value = Number(t);
  else if (new RegExp(`^${ROMAN}$`, "i").test(t)) value = romanValue(t);
  else value = wordsValue(t);
  return value && value > 0 && value <= MOST ? value : null;
}

function toRoman(value) {
  const table = [[1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"], [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
  let out = "";
  for (const [n, letters] of table) {
    while (value >= n) {
      out += letters;
      value -= n;
    }
  }
  return out;
}

function clauseOf(groups) {
  const typed = groups.clauseP || groups.clauseW || groups.clauseD || groups.clauseR;
  if (!typed) return "";
  const t = typed.trim();
  if (t.length === 1 && "abcdef".includes(t.toLowerCase())) return t.toLowerCase();
  const value = numberValue(t);
  return value ? toRoman(value) : "";
}

// The codes a text names, longest name first ("short whist" before "whist"), and the text without the names.
export function namedCodes(text, codeNames) {
  const names = Object.keys(codeNames).sort((a, b) => b.length - a.length);
  if (!names.length) return { codes: [], rest: text };
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\w-])(${escaped.join("|")})(?![\\w-])`, "gi");
  const codes = [];
  for (const m of text.matchAll(pattern)) for (const c of codeNames[m[1].toLowerCase()]) if (!codes.includes(c)) codes.push(c);
  return { codes, rest: text.replace(pattern, " ") };
}

// The first law a query cites: {number: "44" | "dummy-2" | "etiquette-6", clause: "VI" | "a" | ""}, with the
// codes it names; null when it cites none.
export function readCitation(text, codeNames = {}) {
  const { codes, rest } = namedCodes(text, codeNames);
  const found = [];
  let m = CLAUSE_FIRST.exec(text);
  if (m && numberValue(m.groups.number)) found.push({ at: m.index, number: String(numberValue(m.groups.number)), clause: clauseOf(m.groups) });
  m = OWN_NUMBERING.exec(text);
  if (m && numberValue(m.groups.number)) found.push({ at: m.index, number: `${m.groups.kind.toLowerCase()}-${numberValue(m.groups.number)}`, clause: "" });
  for (const pattern of CITED) {
    m = pattern.exec(text);
    if (m && numberValue(m.groups.number)) found.push({ at: m.index, number: String(numberValue(m.groups.number)), clause: clauseOf(m.groups) });
  }
  if (!found.length) {
    m = BARE.exec(rest);
    const value = m && CAPITALS.test(m.groups.number) && numberValue(m.groups.number);
    return value ? { codes, number: String(value), clause: clauseOf(m.groups) } : null;
  }
  // The clause-first and the Dummy forms win over a plain form found inside them (the site keeps the first
  // found of overlapping spans); otherwise the citation that comes first in the text.
  const first = found.reduce((best, f) => (f.at < best.at ? f : best));
  return { codes, number: first.number, clause: first.clause };
}
