"""What the players take away from a saved ruling: its players' link (/ruling/<key>, cases/players.py) and its QR
code, its slip (PDF, tagged for screen readers), and the short address (/r/<code>) for those who may read the case.

A private case's short address and slip answer 404 to anyone who may not read the case, as the case does; the
players' link opens the ruling alone to whoever holds it. Making a PDF is work, and trying short addresses one
after another is what a guesser does: an anonymous reader gets a ration of each per address (plumbing.api.throttles).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.loader import render_to_string
from django.views.decorators.http import require_GET

from accounts.permissions import can_view_case
from decisions.case_display import ruling_context
from decisions.stamps import stamp_shown
from plumbing.api.throttles import AnonymousAddresses, AnonymousPrints, rationed
from plumbing.pdf import TAGGED, laid_out, pdf_bytes

from .models import RulingGiven, SavedCase
from .qr import qr_svg
from .short_address import is_short_code

if TYPE_CHECKING:
    from weasyprint import Document

PRIVATE = "No such case."
STYLE = ["css/slip.css"]
SIZES = ("", "compact", "compact dense", "compact dense tight")


def sharing_context(request: HttpRequest, saved: SavedCase) -> dict[str, Any]:
    """The short address, the players' link (None while revoked) and the QR code of the link (else of the short
    address), for the ruling page and the slip."""
    short = request.build_absolute_uri(saved.get_short_url())
    players = saved.get_players_url()
    players_address = request.build_absolute_uri(players) if players else None
    scanned = players_address or short
    return {
        "short_address": short,
        "players_address": players_address,
        "qr": qr_svg(scanned, label=f"QR code of {scanned}"),
    }


@require_GET
@rationed(AnonymousAddresses)
def short_address(request: HttpRequest, code: str) -> HttpResponse:
    """/r/<code>: the saved case's page, for those who may read it."""
    code = code.lower()
    saved = SavedCase.objects.filter(short_code=code).first() if is_short_code(code) else None
    if saved is None or not can_view_case(request.user, saved):
        raise Http404(PRIVATE)  # a private case is not there for others, as one that does not exist
    return redirect(saved)


def _laws_quoted(findings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each law or clause the ruling cites, once, in the order first cited; a clause not again under its whole law."""
    refs = [
        ref
        for finding in findings
        for ref in [*finding["law_refs"], *(r for o in finding["options"] for r in o["law_refs"])]
        if ref["law"] is not None
    ]
    whole = {ref["number"] for ref in refs if not ref["part"]}
    seen: dict[str, dict[str, Any]] = {}
    for ref in refs:
        if not (ref["part"] and ref["number"] in whole):
            seen.setdefault(ref["ref"] if ref["part"] else ref["number"], ref)
    return list(seen.values())


# What one page holds in full; beyond, the slip gives the rest in brief (the case's page has them all).
SLIP_FINDINGS = 3
SLIP_EVENTS = 60


def what_the_players_read(saved: SavedCase) -> dict[str, Any]:
    """The ruling as the players read it (on the slip and behind their link): the ruling the referee gave, with the
    options chosen, once he has recorded it, until then the engine's; the laws it quotes; the appeals lodged."""
    given = RulingGiven.objects.filter(case=saved).first()
    context = ruling_context(
        saved.case, given.ruling if given else saved.ruling, findings_in_full=SLIP_FINDINGS, events_in_full=SLIP_EVENTS
    )
    context.update(
        {
            "saved": saved,
            "given": given,
            "appeals": list(saved.appeals.all()),
            "laws_quoted": _laws_quoted(context["findings"]),
            "stamp": stamp_shown(saved.ruling, stored=True),
        }
    )
    return context


def one_page(in_size: Callable[[str], Document]) -> Document:
    """The slip in the largest of SIZES that keeps it to one page; in the smallest when none does.

    A long case is laid out again in smaller type, then with the laws in three columns, then smaller still. Each
    layout is most of a slip's cost: the usual size is tried first (most slips fit), then the smallest, so a slip
    that runs over a page even so is laid out twice, not once per size (a hand of 13 tricks with three
    irregularities was laid out four times, 1.6 s of CPU). One that fits in the smallest tries the sizes between
    upwards, and stops at the first that runs over: a larger one would too.
    """
    first = in_size(SIZES[0])
    if len(first.pages) == 1:
        return first
    best = in_size(SIZES[-1])
    if len(best.pages) > 1:
        return best
    for size in reversed(SIZES[1:-1]):
        slip = in_size(size)
        if len(slip.pages) > 1:
            break
        best = slip
    return best


@require_GET
@rationed(AnonymousPrints)
def case_slip(request: HttpRequest, pk: int) -> HttpResponse:
    """The slip for the players, one page of PDF: the case, the ruling, the laws quoted, how to appeal, the QR."""
    saved = get_object_or_404(SavedCase.objects.select_related("owner"), pk=pk)
    if not can_view_case(request.user, saved):
        raise Http404(PRIVATE)
    context = what_the_players_read(saved)
    context.update(sharing_context(request, saved))
    context["case_address"] = request.build_absolute_uri(saved.get_absolute_url())

    def in_size(size: str) -> Document:
        html = render_to_string("cases/slip.html", context | {"size": size}, request=request)
        return laid_out(html, stylesheets=STYLE, variant=TAGGED)

    slip = one_page(in_size)
    response = HttpResponse(pdf_bytes(slip, variant=TAGGED), content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="ruling-{saved.pk}.pdf"'
    return response
