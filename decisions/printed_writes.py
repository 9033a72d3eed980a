"""A printed row written outside a corpus load (by hand, in the admin, in a test): the stored parts drawn on it go.

The stored parts of the law and code pages are rendered at a load's end from what it wrote (laws/pages.py), and
the lists and decision pages show the laws' headings and link by the codes' law numbers and clause labels. A write
anywhere else to a row they draw on deletes them, in its transaction, so each such page is rendered from its rows
at the request by the same functions until the next load stores them again: never an old copy. Such writes are
rare (the corpus is the source of the printed texts), so a plain DELETE of every part of the kinds it may touch.
"""

from __future__ import annotations

from typing import Any

from django.db.models.signals import m2m_changed, post_delete, post_save

from laws.models import CodePage, LawPage

from .models import DecisionPage, LawDecisions
from .under_law import is_held

# What a law or code page alone draws on.
ON_LAW_PAGES = (
    "laws.Section",
    "laws.LawNote",
    "laws.Variant",
    "laws.Source",
    "laws.CrossReference",
    "laws.GlossaryTerm",
    "laws.Matter",
    "laws.MatterLaw",
    "edition.Passage",
    "edition.PassageCite",
    "worked.CaseBook",
    "worked.WorkedCase",
    "worked.TurnsOn",
)
# What the lists and decision pages draw on too: a law's heading and code, the linker's numbers and labels.
ON_EVERY_PART = ("laws.Code", "laws.Law", "laws.Clause")


def _drop_law_pages(**kw: Any) -> None:
    if not is_held():
        LawPage.objects.all().delete()
        CodePage.objects.all().delete()


def _drop_every_part(**kw: Any) -> None:
    if not is_held():
        _drop_law_pages()
        LawDecisions.objects.all().delete()
        DecisionPage.objects.all().delete()


def _decision_saved(sender: type, instance: Any, created: bool = False, **kw: Any) -> None:
    # A decision a worked case encodes has its title beside the case, under the laws the case turns on.
    if not created and not is_held() and instance.worked_cases.exists():
        _drop_law_pages()


def _m2m(action: str, **kw: Any) -> None:
    if action.startswith("post_"):
        _drop_law_pages()


_UID = "decisions.printed_writes."
for label in ON_LAW_PAGES:
    post_save.connect(_drop_law_pages, sender=label, dispatch_uid=f"{_UID}save:{label}")
    post_delete.connect(_drop_law_pages, sender=label, dispatch_uid=f"{_UID}delete:{label}")
for label in ON_EVERY_PART:
    post_save.connect(_drop_every_part, sender=label, dispatch_uid=f"{_UID}save:{label}")
    post_delete.connect(_drop_every_part, sender=label, dispatch_uid=f"{_UID}delete:{label}")
# The concordance's relation written through Matter.laws (add, remove, set, clear).
m2m_changed.connect(_m2m, sender="laws.MatterLaw", dispatch_uid=f"{_UID}m2m")
post_save.connect(_decision_saved, sender="decisions.Decision", dispatch_uid=f"{_UID}decision")
