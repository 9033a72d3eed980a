"""Patterns that betray OCR damage or a page break left in a text. Shared by the law and decision tests."""

import re

OCR_DAMAGE = {
    "stray mark": re.compile(r"[|@«»©¢¥§¶~^_\\{}<>]"),
    "digit inside a word": re.compile(r"\b[A-Za-z]+\d+[A-Za-z]*\b|\b\d+[a-z]{2,}\b(?<!\d(st|nd|rd|th))"),
    "broken hyphenation": re.compile(r"[a-z]- [a-z]"),
    "double space": re.compile(r"\S  +\S"),
    "space before punctuation": re.compile(r"\w [,;:.!?](?!\.)"),
    "running head": re.compile(r"THE LAWS OF|LAWS OF SHORT WHIST|PRINCIPLES WHICH SHOULD GUIDE"),
    "OCR word": re.compile(r"\b(tho|thoy|aud|iu|canziot|tbe|tlie|wbich|witb|liave|bo|rn|ot|ho)\b"),
    "line-end hyphen left": re.compile(r"\w-$", re.M),
    "control or replacement character": re.compile(r"[\x00-\x08\x0b-\x1f\ufffd]"),
}


def damage_in(text: str) -> list[str]:
    """The names of the damage patterns found in the text, with what matched."""
    found = []
    for name, pattern in OCR_DAMAGE.items():
        m = pattern.search(text)
        if m:
            found.append(f"{name}: {text[max(0, m.start() - 20) : m.end() + 20]!r}")
    return found
