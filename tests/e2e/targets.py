"""Every control on the page as the browser lays it out, measured: at least 44 by 44 CSS pixels on a phone.

A control is a link, a button, a select, a text box, a summary, or the label of a radio or a checkbox (the radio
itself must be drawn at the size its style gives it, not squashed by its words). Links inside a sentence are
excepted (WCAG 2.5.5) and listed: a link whose paragraph holds words besides its links and buttons.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

MEASURE = """() => {
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) && el.getClientRects().length;
  const size = (el) => el.getBoundingClientRect();
  const words = (el) => el.textContent.replace(/\\s+/g, " ").trim();
  const block = (el) => {
    let up = el.parentElement;
    while (up && getComputedStyle(up).display.startsWith("inline")) up = up.parentElement;
    return up;
  };
  // A link inside a sentence: drawn inline, in a paragraph with words of its own besides its links and buttons;
  // not the title a list item opens with.
  const inSentence = (a) => {
    if (!getComputedStyle(a).display.startsWith("inline") || getComputedStyle(a).display === "inline-flex") return false;
    const holder = block(a);
    if (!holder) return false;
    const before = document.createRange();
    before.setStart(holder, 0);
    before.setEndBefore(a);
    if (["LI", "DT"].includes(holder.tagName) && !before.toString().trim()) return false;
    let rest = words(holder);
    for (const part of holder.querySelectorAll("a, button")) rest = rest.replace(words(part), " ");
    return /[A-Za-z]{2,}/.test(rest);
  };
  const controls = [...document.querySelectorAll(
    "a[href], button, select, textarea, summary, input:not([type=hidden]):not([type=checkbox]):not([type=radio])," +
    " label:has(> input[type=checkbox]), label:has(> input[type=radio])"
  )].filter(shown);
  const small = [], excepted = [], squashed = [];
  for (const el of controls) {
    const box = size(el);
    if (box.width >= 44 && box.height >= 44) continue;
    const line = `${el.outerHTML.slice(0, 100)} is ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
    if (el.tagName === "A" && inSentence(el)) excepted.push(`“${words(el)}” in “${words(block(el)).slice(0, 70)}”`);
    else small.push(line);
  }
  for (const box of [...document.querySelectorAll("input[type=checkbox], input[type=radio]")].filter(shown)) {
    const drawn = size(box), style = getComputedStyle(box);
    if (drawn.width + 0.5 < parseFloat(style.width) || drawn.height + 0.5 < parseFloat(style.height) || drawn.width < 24) {
      squashed.push(`${box.outerHTML.slice(0, 100)} drawn ${drawn.width.toFixed(1)}×${drawn.height.toFixed(1)}`);
    }
  }
  return { small, excepted, squashed, measured: controls.length };
}"""


def measure(page: Page) -> dict[str, Any]:
    """{small, excepted, squashed, measured}: the controls under 44 by 44, the links in a sentence, the radios and
    checkboxes drawn smaller than their style, and how many controls were measured."""
    page.wait_for_load_state("load")  # the stylesheets are in: sizes are the page's, not the unstyled ones
    found: dict[str, Any] = page.evaluate(MEASURE)
    return found


def assert_every_control_44_by_44(page: Page, where: str) -> list[str]:
    """Fails on a control under 44 by 44 or a radio squashed; the links excepted, for the record."""
    found = measure(page)
    assert found["measured"] > 0, where
    assert found["small"] == [], f"{where}: " + "\n".join(found["small"])
    assert found["squashed"] == [], f"{where}: " + "\n".join(found["squashed"])
    return [f"{where}: {link}" for link in found["excepted"]]
