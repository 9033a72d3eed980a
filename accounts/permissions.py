"""Who may write what: one place for the checks every write view makes.

Anonymous users are sent to the login page; a signed-in user without the permission
gets a 403 page that says which role the action needs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any
from urllib.parse import urlsplit

from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme

from .roles import ADMINISTRATOR, COMMITTEE, REFEREE

SAVE_CASE = "cases.add_savedcase"
CHANGE_CASE = "cases.change_savedcase"
VIEW_ALL_CASES = "cases.view_savedcase"
ADOPT_CASE = "cases.adopt_savedcase"
LODGE_APPEAL = "appeals.lodge_appeal"
DECIDE_APPEAL = "appeals.decide_appeal"
RECORD_TREATMENT = "decisions.add_decisionlink"
WRITE_COMMENTARY = "committee.change_commentary"
WITHDRAW_DECISION = "committee.add_withdrawal"
HOLD_MEETING = "meetings.add_meeting"
WRITE_THESAURUS = "committee.change_thesaurusentry"

# The role named in the 403 message for each permission.
NEEDED_ROLE = {
    SAVE_CASE: REFEREE,
    CHANGE_CASE: REFEREE,
    VIEW_ALL_CASES: COMMITTEE,
    ADOPT_CASE: COMMITTEE,
    LODGE_APPEAL: REFEREE,
    DECIDE_APPEAL: COMMITTEE,
    RECORD_TREATMENT: COMMITTEE,
    WRITE_COMMENTARY: COMMITTEE,
    WITHDRAW_DECISION: COMMITTEE,
    HOLD_MEETING: COMMITTEE,
    WRITE_THESAURUS: COMMITTEE,
}


def can_save_case(user: Any) -> bool:
    return bool(user.has_perm(SAVE_CASE))


def can_adopt_case(user: Any) -> bool:
    return bool(user.has_perm(ADOPT_CASE))


def can_lodge_appeal(user: Any, case: Any) -> bool:
    """The referee who saved the case (and gave the ruling), or a committee member who can read it."""
    if not user.has_perm(LODGE_APPEAL) or not can_view_case(user, case):
        return False
    return bool(user.has_perm(DECIDE_APPEAL) or case.owner_id == user.pk)


def can_decide_appeal(user: Any) -> bool:
    return bool(user.has_perm(DECIDE_APPEAL))


def can_record_treatment(user: Any) -> bool:
    return bool(user.has_perm(RECORD_TREATMENT))


def can_write_commentary(user: Any) -> bool:
    return bool(user.has_perm(WRITE_COMMENTARY))


def can_withdraw_decision(user: Any) -> bool:
    return bool(user.has_perm(WITHDRAW_DECISION))


def can_hold_meeting(user: Any) -> bool:
    """A committee member holds a meeting and keeps its minutes: the motions and the votes cast there."""
    return bool(user.has_perm(HOLD_MEETING))


def can_view_case(user: Any, case: Any) -> bool:
    """Its referee, the committee, and everyone when the case is public."""
    return bool(case.public or (user.is_authenticated and case.owner_id == user.pk) or user.has_perm(VIEW_ALL_CASES))


def can_change_case(user: Any, case: Any) -> bool:
    """Only its referee changes a case (its public flag); an administrator may too."""
    if not user.has_perm(CHANGE_CASE):
        return False
    return bool(case.owner_id == user.pk or user.has_perm("cases.delete_savedcase"))


def forbidden(request: HttpRequest, message: str) -> HttpResponse:
    return render(request, "cases/forbidden.html", {"message": message}, status=403)


def login_or_forbidden(request: HttpRequest, message: str) -> HttpResponse:
    """Anonymous: to the login page and back here after; signed in: a 403 that says why."""
    if not request.user.is_authenticated:
        return redirect_to_login(_come_back_to(request))
    return forbidden(request, message)


def _come_back_to(request: HttpRequest) -> str:
    """Where to return after logging in: this page, or for a form post the page that held the form."""
    if request.method == "GET":
        return request.get_full_path()
    referer = request.headers.get("referer", "")
    if referer and url_has_allowed_host_and_scheme(referer, allowed_hosts={request.get_host()}):
        return urlsplit(referer).path or "/"
    return "/"


def permission_required(perm: str) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Guard a view: anonymous users go to the login page, users without `perm` get a 403."""

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if not request.user.has_perm(perm):
                role = NEEDED_ROLE.get(perm, ADMINISTRATOR)
                return login_or_forbidden(request, f"This needs an account with the {role} role.")
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


def can_write_thesaurus(user: Any) -> bool:
    """A committee member adds to the game's thesaurus, changes an entry, withdraws one."""
    return bool(user.has_perm(WRITE_THESAURUS))
