"""The casebook's records: each decided appeal and each decision the committee adopted, numbered within its year.

A year is numbered once for everyone: decided appeals and adopted decisions together, in the order they
were decided (then appeals before adoptions of the same moment, then by their own numbers). What a reader
sees of each depends only on whether the saved case behind it is public: the decision filed in the knowledge
base is public whatever its case (docs/appeals.md), so every record is listed with its decision, its laws
and the committee's commentary; the deal, the ruling given and the engine's proposal come from the saved
case and are shown only where the case is public, or to the committee.

Every read here is a fixed number of queries, whatever the number of records.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from typing import Any

from django.utils import timezone

from accounts.permissions import VIEW_ALL_CASES
from appeals.models import Appeal
from cases.models import RulingGiven, SavedCase
from committee.models import Commentary, Withdrawal
from decisions.case_display import code_title, describe_event
from decisions.models import Citation, Decision
from decisions.stamps import stamp_shown
from laws.models import Law

from .deal import Deal, deal_of
from .findings import Brief, LawBook
from .sittings import Sitting, sittings

PUBLIC, COMMITTEE = "public", "committee"
EVENT_NUMBER = re.compile(r"^\d+\. ")
APPEAL, ADOPTED = "appeal", "adopted"


def audience_of(user: Any) -> str:
    """The committee reads every case; everyone else the public ones (a referee's own private case is read on
    its own page, not in the book)."""
    return COMMITTEE if user.has_perm(VIEW_ALL_CASES) else PUBLIC


@dataclass
class Record:
    year: int
    number: int
    kind: str  # APPEAL or ADOPTED
    on: datetime.datetime  # when decided or adopted
    decision: Decision
    appeal: Appeal | None
    case: SavedCase | None  # None where the case is not this audience's to read
    citations: list[Citation] = field(default_factory=list)
    commentary: Commentary | None = None
    withdrawal: Withdrawal | None = None
    given: Brief | None = None  # the ruling given at the table, in brief
    proposal: Brief | None = None  # the engine's proposal
    substituted: Brief | None = None  # a varied ruling: the engine's replay with the committee's elections
    sitting: Sitting | None = None  # the meeting that decided it, who sat and who dissented
    adopted_case_id: int | None = None  # the saved case a decision was adopted from, shown or not

    @property
    def reference(self) -> str:
        """How the book and the data name the record: "2026-3"."""
        return f"{self.year}-{self.number}"

    @property
    def title(self) -> str:
        """An appeal by its case's title; a case adopted by the title the committee gave its decision."""
        return self.case.title if self.case and self.kind == APPEAL else self.decision.title

    @property
    def code_slug(self) -> str:
        return self.case.code if self.case else self.decision.home_code

    @property
    def code_title(self) -> str:
        return code_title(self.code_slug)

    @property
    def laws(self) -> list[Law]:
        seen: list[Law] = []
        for citation in self.citations:
            if citation.law not in seen:
                seen.append(citation.law)
        return seen

    @property
    def stamp(self) -> dict[str, object] | None:
        """What the engine's proposal was ruled under, and what differs from today's engine."""
        return stamp_shown(self.case.ruling, stored=True) if self.case else None

    @property
    def given_ruling(self) -> RulingGiven | None:
        return getattr(self.case, "ruling_given", None) if self.case else None

    @property
    def deal(self) -> Deal | None:
        return deal_of(self.case.case) if self.case else None

    @property
    def events(self) -> list[str]:
        """The facts found at the table, one event a line, numbered from 0 as the rulings number them: from the
        case where it is shown, else as the decision keeps them (cases.adoption.case_facts)."""
        if self.case:
            doc = self.case.case
            trump = str(doc.get("trump") or "")
            code = str(doc.get("code") or "")
            return [describe_event(e, code, trump) for e in doc.get("events") or []]
        return [EVENT_NUMBER.sub("", line) for line in self._kept_facts[1:]]

    @property
    def deal_line(self) -> str:
        """Where the case is not shown: the dealer and the trump card as the decision keeps them, the code named
        by its title rather than its address."""
        if self.case or not self._kept_facts:
            return ""
        return self._kept_facts[0].replace(f"({self.code_slug})", f"({self.code_title})")

    @property
    def _kept_facts(self) -> list[str]:
        facts = self.decision.facts.split("\n\n", 1)[-1]
        return [line for line in facts.splitlines() if line.strip()]


@dataclass
class LawEntry:
    law: Law
    records: list[Record]


@dataclass
class Casebook:
    year: int
    audience: str
    records: list[Record]

    @property
    def index(self) -> list[LawEntry]:
        """The laws cited, in the order of the codes and of the laws in each, with the records citing each."""
        by_law: dict[int, LawEntry] = {}
        for record in self.records:
            for law in record.laws:
                entry = by_law.setdefault(law.pk, LawEntry(law, []))
                if record not in entry.records:
                    entry.records.append(record)
        return sorted(by_law.values(), key=lambda e: (e.law.code.position, e.law.code.slug, e.law.position))

    @property
    def appeals(self) -> int:
        return sum(1 for r in self.records if r.kind == APPEAL)

    @property
    def adopted(self) -> int:
        return len(self.records) - self.appeals


def _year_bounds(first: int, last: int) -> tuple[datetime.datetime, datetime.datetime]:
    zone = timezone.get_current_timezone()
    return (
        datetime.datetime(first, 1, 1, tzinfo=zone),
        datetime.datetime(last + 1, 1, 1, tzinfo=zone),
    )


def years() -> list[tuple[int, int]]:
    """The years with a record, newest first, each with how many records it has (two queries)."""
    counts: dict[int, int] = {}
    for moment in Appeal.objects.decided().filter(decision__isnull=False).values_list("decided_at", flat=True):
        year = timezone.localtime(moment).year
        counts[year] = counts.get(year, 0) + 1
    for moment in _adopted().values_list("created", flat=True):
        year = timezone.localtime(moment).year
        counts[year] = counts.get(year, 0) + 1
    return sorted(counts.items(), reverse=True)


def _adopted() -> Any:
    """Decisions the committee adopted from saved cases (a decision on appeal is the appeal's record)."""
    return Decision.objects.filter(origin=Decision.ORIGIN_COMMITTEE, appeal__isnull=True, created__isnull=False)


def records_of_years(first: int, last: int, audience: str) -> list[Record]:
    """Every record of the years first to last, numbered within each year; a fixed number of queries."""
    start, end = _year_bounds(first, last)
    appeals = (
        Appeal.objects.decided()
        .filter(decided_at__gte=start, decided_at__lt=end, decision__isnull=False)
        .select_related("case__ruling_given", "decision__withdrawal", "decision__under__code")
    )
    adopted = (
        _adopted()
        .filter(created__gte=start, created__lt=end)
        .select_related("withdrawal", "adopted_from__ruling_given", "under__code")
    )
    found: list[Record] = []
    for appeal in appeals:
        decision = appeal.decision
        assert decision is not None  # filtered above
        found.append(_record(APPEAL, appeal.decided_at, decision, appeal, appeal.case, audience))
    for decision in adopted:
        case = _adopted_case(decision)
        record = _record(ADOPTED, decision.created, decision, None, case, audience)
        record.adopted_case_id = case.pk if case is not None else None
        found.append(record)
    found.sort(key=lambda r: (r.on, r.kind != APPEAL, r.appeal.pk if r.appeal else r.decision.pk))
    numbers: dict[int, int] = {}
    for record in found:
        record.year = timezone.localtime(record.on).year
        numbers[record.year] = record.number = numbers.get(record.year, 0) + 1
    _attach(found)
    return found


def _adopted_case(decision: Decision) -> SavedCase | None:
    try:
        return decision.adopted_from  # type: ignore[attr-defined,no-any-return]
    except SavedCase.DoesNotExist:
        return None  # withdrawn: its case was set free


def _withdrawal(decision: Decision) -> Withdrawal | None:
    try:
        return decision.withdrawal  # type: ignore[attr-defined,no-any-return]
    except Withdrawal.DoesNotExist:
        return None


def _record(
    kind: str,
    on: datetime.datetime | None,
    decision: Decision,
    appeal: Appeal | None,
    case: SavedCase | None,
    audience: str,
) -> Record:
    shown = case if case is not None and (case.public or audience == COMMITTEE) else None
    assert on is not None  # decided appeals and adopted decisions carry their date
    return Record(0, 0, kind, on, decision, appeal, shown, withdrawal=_withdrawal(decision))


def _attach(records: list[Record]) -> None:
    """The citations, the commentary and the laws the rulings cite, for all the records at once."""
    ids = [r.decision.pk for r in records]
    citations: dict[int, list[Citation]] = {}
    for citation in Citation.objects.filter(decision_id__in=ids).select_related("law__code").order_by("position"):
        citations.setdefault(citation.decision_id, []).append(citation)
    commentary = {
        c.decision_id: c
        for c in Commentary.objects.filter(decision_id__in=ids, kind=Commentary.COMMENTARY, version__gt=0)
    }
    by_appeal, by_case = sittings(
        [r.appeal.pk for r in records if r.appeal is not None],
        [r.adopted_case_id for r in records if r.adopted_case_id is not None],
    )
    book = LawBook()
    for record in records:
        if record.appeal is not None:
            record.sitting = by_appeal.get(record.appeal.pk)
        elif record.adopted_case_id is not None:
            record.sitting = by_case.get(record.adopted_case_id)
        record.citations = citations.get(record.decision.pk, [])
        record.commentary = commentary.get(record.decision.pk)
        if record.case is not None:
            book.ask(record.case.code, record.case.ruling)
            if record.given_ruling is not None:
                book.ask(record.case.code, record.given_ruling.ruling)
            if record.appeal is not None and record.appeal.ruling:
                book.ask(record.case.code, record.appeal.ruling)
    book.fetch()
    for record in records:
        if record.case is None:
            continue
        record.proposal = book.brief(record.case.code, record.case.ruling)
        if record.given_ruling is not None:
            record.given = book.brief(record.case.code, record.given_ruling.ruling)
        if record.appeal is not None and record.appeal.ruling:
            record.substituted = book.brief(record.case.code, record.appeal.ruling)


def casebook(year: int, audience: str) -> Casebook:
    return Casebook(year, audience, records_of_years(year, year, audience))


def records_between(start: datetime.date, end: datetime.date, audience: str) -> list[Record]:
    """The records decided or adopted from `start` to `end`, both days included, numbered as in their year's book."""
    return [r for r in records_of_years(start.year, end.year, audience) if start <= timezone.localdate(r.on) <= end]
