// The builder's law search: a law cited in any form a player types it ("Law 44", "XLIV", "§ 44", "American law
// nineteen", "Dummy, Law II") opens in place from the laws kept on this device, with or without a network; other
// words go to the site's search, which needs the network (said so when there is none). Without JavaScript the
// form is the site's search.
import { h } from "./dom.js";
import { readCitation } from "./citation.js";
import { citedName, keptLibrary, quote } from "./law-quote.js";

const form = document.getElementById("law-lookup");
if (form) {
  const input = form.querySelector("input[name=q]");
  const answer = document.getElementById("law-lookup-answer");
  const caseText = document.getElementById("id_case");

  // The code of the case being built, where the citation names none.
  const caseCode = () => {
    try {
      return JSON.parse(caseText?.value || "{}").code || "";
    } catch {
      return "";
    }
  };

  const say = (...children) => {
    answer.replaceChildren(...children);
    answer.hidden = false;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const typed = input.value.trim();
    if (!typed) return;
    let lib = null;
    try {
      lib = await keptLibrary(form.dataset.libraryUrl);
    } catch {
      lib = null;
    }
    const cited = lib && readCitation(typed, lib.code_names || {});
    if (!cited) {
      if (navigator.onLine) {
        window.location.assign(`${form.action}?${new URLSearchParams({ q: typed })}`);
        return;
      }
      say(h("p", { class: "field-error" }, `Searching for words needs a network. A law cited opens from the laws kept on this device: “Law 44”, “XLIV”, “§ 44”, “American law nineteen”, “Dummy, Law II”.`));
      return;
    }
    const ref = cited.clause ? `${cited.number}.${cited.clause}` : cited.number;
    const has = (code) => Boolean((lib.laws[code] || {})[cited.number]);
    let codes = cited.codes.length ? cited.codes : [caseCode() || lib.codes[0].slug];
    // Named by no code and not a law of the case's ("Dummy, Law II" beside a euchre case): the codes that have it.
    if (!cited.codes.length && !codes.some(has)) codes = lib.codes.map((c) => c.slug).filter(has);
    if (!codes.length) {
      say(h("p", { class: "field-error" }, `No code kept on this device has ${citedName(cited.number)}.`));
      return;
    }
    const titles = Object.fromEntries(lib.codes.map((c) => [c.slug, `${c.title} (${c.year})`]));
    say(
      ...codes.flatMap((code) => [h("h3", {}, titles[code] || code), quote(lib, code, ref)]),
      h("p", { class: "meta" }, "From the laws kept on this device."),
    );
    answer.focus();
  });
}
