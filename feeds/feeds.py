"""Atom feeds of what is new: for the whole knowledge base, a code, and a law (Django's syndication framework).

What is new is what the committee makes: decisions it adopts and its decisions on appeals
(dated by `Decision.created`), each version of its commentary it publishes (dated by
its history), its meetings (the whole feed only, dated when held or called) and each motion put
to the vote there, carried or lost (dated by `Motion.put_at`; a motion not yet put is not news,
and changes nothing). Printed decisions have no date of their own and stay out. A feed is read by
anyone: a motion on a private case names neither the case nor its reasons, as the minutes do.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.contrib.syndication.views import Feed
from django.db.models import Prefetch, Q, QuerySet
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import timezone
from django.utils.feedgenerator import Atom1Feed
from django.utils.html import format_html, linebreaks

from committee.models import Commentary
from decisions.models import Decision
from laws.models import Code, Law
from meetings.models import Meeting, Motion, Vote
from meetings.services import motion_seen
from plumbing.days import day_words

ENTRIES = 50


@dataclass(frozen=True)
class Entry:
    title: str
    link: str
    summary_html: str
    date: datetime.datetime
    author: str


def _decision_entry(decision: Decision) -> Entry:
    # The committee's Markdown, cleaned by nh3 when it was saved, goes out as Atom's html summary.
    return Entry(
        title=decision.title,
        link=decision.get_absolute_url(),
        summary_html=decision.holding_html or linebreaks(decision.text, autoescape=True),
        date=decision.created,  # type: ignore[arg-type]
        author=decision.authority.name,
    )


def _commentary_entry(version: Any) -> Entry:
    """One published version of the committee's commentary on a law or a decision."""
    if version.law_id:
        about = f"{version.law.heading}, {version.law.code.title} ({version.law.code.year})"
        history = reverse("committee:law-commentary-history", args=[version.law.code.slug, version.law.number])
    else:
        about = version.decision.title
        history = reverse("committee:decision-commentary-history", args=[version.decision.slug])
    return Entry(
        title=f"Commentary on {about}, version {version.version}",
        link=f"{history}#version-{version.version}",
        summary_html=version.html,  # the version as it was rendered when saved
        date=version.history_date,
        author=str(settings.CLUB_COMMITTEE_NAME),
    )


def _meeting_entry(meeting: Meeting) -> Entry:
    present = ", ".join(sorted(m.get_username() for m in meeting.present.all()))
    ahead = meeting.held_on > timezone.localdate(meeting.created)
    title = f"{'A meeting of the committee is called for' if ahead else 'The committee met on'} {day_words(meeting.held_on)}"
    if meeting.number > 1:  # two meetings of one day are two entries, named as the minutes name them
        title += f" (the {meeting.named})"
    return Entry(
        title=title,
        link=meeting.get_absolute_url(),
        summary_html=format_html("<p>Present: {}. Quorum {}.</p>", present, meeting.quorum),
        date=meeting.created,
        author=str(settings.CLUB_COMMITTEE_NAME),
    )


def _motion_subject(motion: Motion) -> str:
    if not motion_seen(AnonymousUser(), motion):
        return "an appeal on a case kept private" if motion.appeal_id else "a case kept private"
    if motion.appeal is not None:
        return f"appeal {motion.appeal.pk}, \u201c{motion.appeal.case.title}\u201d"
    if motion.case is not None:
        return f"case {motion.case.pk}, \u201c{motion.case.title}\u201d"
    if motion.decision is not None:
        return f"\u201c{motion.decision.title}\u201d"
    assert motion.law is not None
    return f"Law {motion.law.number} of {motion.law.code.title}"


def _motion_entry(motion: Motion) -> Entry:
    """A motion put to the vote: carried or lost, the tally, the dissents by name, its reasons where public."""
    tally = motion.tally()
    dissents = [v.member.get_username() for v in motion.votes.all() if v.is_dissent]
    said = format_html(
        "<p><strong>{}</strong>: {} for, {} against, {} abstaining.{}</p>",
        motion.get_state_display(),
        tally[Vote.FOR],
        tally[Vote.AGAINST],
        tally[Vote.ABSTAIN],
        f" Dissenting: {', '.join(dissents)}." if dissents else "",
    )
    if motion_seen(AnonymousUser(), motion):
        said += motion.text_html  # the reasons, cleaned by nh3 when the motion was moved
    return Entry(
        title=(
            f"Motion {motion.number} of the {motion.meeting.named}, {motion.get_state_display().lower()}:"
            f" {motion.get_kind_display().lower()}, {_motion_subject(motion)}"
        ),
        link=motion.get_absolute_url(),
        summary_html=said,
        date=motion.put_at,  # type: ignore[arg-type]
        author=str(settings.CLUB_COMMITTEE_NAME),
    )


def meetings_held() -> QuerySet[Meeting]:
    return Meeting.objects.prefetch_related("present").order_by("-created", "-pk")


def motions_put() -> QuerySet[Motion]:
    votes = Vote.objects.select_related("member")
    return (
        Motion.objects.filter(put_at__isnull=False)
        .select_related("meeting", "appeal__case", "case", "decision", "law__code")
        .prefetch_related(Prefetch("votes", queryset=votes))
        .order_by("-put_at", "-pk")
    )


def new_decisions() -> QuerySet[Decision]:
    return (
        Decision.objects.in_force()
        .filter(origin=Decision.ORIGIN_COMMITTEE, created__isnull=False)
        .select_related("authority")
        .order_by("-created", "-pk")
    )


def commentary_versions() -> QuerySet[Any]:
    return (
        Commentary.history.filter(kind=Commentary.COMMENTARY, version__gt=0)
        .select_related("law__code", "decision")
        .order_by("-history_date", "-history_id")
    )


def newest(
    decisions: QuerySet[Decision],
    versions: QuerySet[Any],
    motions: QuerySet[Motion],
    meetings: QuerySet[Meeting] | None = None,
) -> list[Entry]:
    entries = [_decision_entry(d) for d in decisions[:ENTRIES]] + [_commentary_entry(v) for v in versions[:ENTRIES]]
    entries += [_motion_entry(m) for m in motions[:ENTRIES]]
    entries += [_meeting_entry(m) for m in (meetings[:ENTRIES] if meetings is not None else [])]
    return sorted(entries, key=lambda e: e.date, reverse=True)[:ENTRIES]


class KnowledgeBaseFeed(Feed):
    feed_type = Atom1Feed
    title = "Laws of Whist and Euchre: new decisions, decided appeals, commentary and the committee's meetings"
    subtitle = (
        "The committee's decisions, adopted cases and appeals, its commentary, its meetings and the motions"
        " put to the vote there, as they are published."
    )

    def link(self, obj: Any = None) -> str:
        return reverse("home")

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:all")

    def author_name(self) -> str:
        return str(settings.CLUB_COMMITTEE_NAME)

    def items(self, obj: Any = None) -> list[Entry]:
        return newest(new_decisions(), commentary_versions(), motions_put(), meetings_held())

    def item_title(self, item: Entry) -> str:
        return item.title

    def item_description(self, item: Entry) -> str:
        return item.summary_html

    def item_link(self, item: Entry) -> str:
        return item.link

    def item_pubdate(self, item: Entry) -> datetime.datetime:
        return item.date

    def item_updateddate(self, item: Entry) -> datetime.datetime:
        return item.date

    def item_author_name(self, item: Entry) -> str:
        return item.author


class CodeFeed(KnowledgeBaseFeed):
    def get_object(self, request: HttpRequest, code: str) -> Code:  # type: ignore[override]
        return get_object_or_404(Code, slug=code)

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:code", args=[obj.slug])

    def title(self, obj: Code) -> str:  # type: ignore[override]
        return f"New under the {obj.title} ({obj.year})"

    def link(self, obj: Any = None) -> str:
        return str(obj.get_absolute_url())

    def items(self, obj: Any = None) -> list[Entry]:
        decisions = new_decisions().filter(citations__law__code=obj).distinct()
        versions = commentary_versions().filter(Q(law__code=obj) | Q(decision__citations__law__code=obj)).distinct()
        motions = motions_put().filter(
            Q(law__code=obj)
            | Q(decision__citations__law__code=obj)
            | Q(case__code=obj.slug)
            | Q(appeal__case__code=obj.slug)
        )
        return newest(decisions, versions, motions.distinct())


class LawFeed(KnowledgeBaseFeed):
    def get_object(self, request: HttpRequest, code: str, number: str) -> Law:  # type: ignore[override]
        return get_object_or_404(Law.objects.select_related("code"), code__slug=code, number=number)

    def feed_url(self, obj: Any = None) -> str:
        return reverse("feeds:law", args=[obj.code.slug, obj.number])

    def title(self, obj: Law) -> str:  # type: ignore[override]
        return f"New under {obj.heading}, {obj.code.title} ({obj.code.year})"

    def link(self, obj: Any = None) -> str:
        return str(obj.get_absolute_url())

    def items(self, obj: Any = None) -> list[Entry]:
        decisions = new_decisions().filter(citations__law=obj).distinct()
        versions = commentary_versions().filter(Q(law=obj) | Q(decision__citations__law=obj)).distinct()
        motions = motions_put().filter(Q(law=obj) | Q(decision__citations__law=obj)).distinct()
        return newest(decisions, versions, motions)
