"""The word diff: it rebuilds both texts, marks words (not letters), escapes what it shows, and
stays bounded on the longest and most repetitive texts allowed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from committee.diff import diff_html, word_diff

WORDS = st.sampled_from(["revoke", "trick", "Law 72", "the", "adversary", ".", "\n", "\n\n", "<b>", "&"])
TEXTS = st.lists(WORDS, max_size=60).map(" ".join)


def rebuilt(ops: list[dict[str, str]]) -> tuple[str, str]:
    old = "".join(o["text"] for o in ops if o["op"] != "insert")
    new = "".join(o["text"] for o in ops if o["op"] != "delete")
    return old, new


@settings(deadline=None)
@given(TEXTS, TEXTS)
def test_the_diff_rebuilds_both_texts(old: str, new: str) -> None:
    ops = word_diff(old, new)
    assert rebuilt(ops) == (old, new)
    assert all(o["text"] for o in ops)
    assert all(a["op"] != b["op"] for a, b in zip(ops, ops[1:], strict=False))


def test_words_are_marked_whole() -> None:
    assert word_diff("the eldest hand leads", "the youngest hand leads") == [
        {"op": "equal", "text": "the "},
        {"op": "delete", "text": "eldest"},
        {"op": "insert", "text": "youngest"},
        {"op": "equal", "text": " hand leads"},
    ]


def test_the_html_is_escaped() -> None:
    html = diff_html(word_diff("a <b>", "a <script>x</script>"))
    assert html == "a <del>&lt;b&gt;</del><ins>&lt;script&gt;x&lt;/script&gt;</ins>"


def test_the_longest_and_most_repetitive_texts_stay_bounded() -> None:
    interleaved = "".join(f"{i}. " for i in range(20_000))
    shuffled = "".join(f"{i}. " for i in range(0, 20_000, 2)) + "".join(f"{i}. " for i in range(1, 20_000, 2))
    for old, new in [
        ("a. " * 33_000, "b. " + "a. " * 32_000 + "c. " * 1_000),
        ("x\n" * 50_000, "y\n" * 25_000 + "x\n" * 25_000),
        (interleaved, shuffled),
        (" ".join(["the revoke of a card"] * 4_000), " ".join(["the revoke of the trick"] * 4_000)),
    ]:
        assert rebuilt(word_diff(old, new)) == (old, new)
