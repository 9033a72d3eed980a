"""The member's notices page (what he follows, which kinds he is told), following from the law, decision
and appeal pages, and the link in every notice that stops its kind without signing in."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods, require_POST

from appeals.models import Appeal
from laws.models import Law

from .links import BadStopLink, read_stop_token
from .models import Following
from .services import NoticeError, follow, kind_of, kinds_for, resume, stop, target_of, unfollow


def _back(request: HttpRequest) -> str:
    """Where the form came from, if it is on this site; else the notices page."""
    wanted = request.POST.get("next", "")
    if wanted and url_has_allowed_host_and_scheme(wanted, {request.get_host()}, require_https=request.is_secure()):
        return wanted
    return reverse("notices:mine")


@login_required
def mine(request: HttpRequest) -> HttpResponse:
    followings = (
        Following.objects.filter(user=request.user)
        .select_related("law__code", "decision", "appeal__case")
        .order_by("-since", "-pk")
    )
    return render(request, "notices/mine.html", {"followings": followings, "kinds": kinds_for(request.user)})


@login_required
@require_POST
def following(request: HttpRequest) -> HttpResponse:
    """Follow (or, with action=stop, stop following) the law, decision or appeal the form names."""
    try:
        target = target_of(
            request.user,
            law=request.POST.get("law", ""),
            decision=request.POST.get("decision", ""),
            appeal=request.POST.get("appeal", ""),
        )
    except NoticeError as e:
        return render(request, "notices/error.html", {"message": str(e)}, status=400)
    (what,) = target.values()
    if request.POST.get("action") == "stop":
        unfollow(request.user, target)
        said = f"You no longer follow {_name(what)}."
    else:
        follow(request.user, target)
        said = f"You follow {_name(what)}: you will be told by email of what is filed under it."
    back = _back(request)
    if back == reverse("notices:mine"):
        messages.success(request, said)  # the page it came from shows its button changed; this one says so
    return HttpResponseRedirect(back)


@login_required
@require_POST
def kind(request: HttpRequest) -> HttpResponse:
    """Stop or start again one kind of notice, from the notices page."""
    try:
        chosen = kind_of(request.POST.get("kind", ""))
    except NoticeError as e:
        return render(request, "notices/error.html", {"message": str(e)}, status=400)
    if request.POST.get("on") == "1":
        resume(request.user.pk, chosen)
        messages.success(request, f"You will be told again: {chosen.label[0].lower()}{chosen.label[1:]}.")
    else:
        stop(request.user.pk, chosen)
        messages.success(request, f"You will no longer be told: {chosen.label[0].lower()}{chosen.label[1:]}.")
    return HttpResponseRedirect(reverse("notices:mine"))


@require_http_methods(["GET", "POST"])
def stop_by_link(request: HttpRequest, token: str) -> HttpResponse:
    """The link in a notice: a page asking to confirm (mail scanners follow links; only the button stops)."""
    try:
        user_id, chosen = read_stop_token(token)
    except BadStopLink as e:
        return render(request, "notices/error.html", {"message": str(e)}, status=400)
    member = get_user_model().objects.filter(pk=user_id).first()
    if member is None:
        return render(request, "notices/error.html", {"message": "This account no longer exists."}, status=404)
    if request.method == "POST":
        stop(user_id, chosen)
        return render(request, "notices/stopped.html", {"member": member, "kind": chosen})
    return render(request, "notices/stop.html", {"member": member, "kind": chosen})


def _name(thing: object) -> str:
    if isinstance(thing, Law):
        return f"Law {thing.number} of {thing.code.title}"
    if isinstance(thing, Appeal):
        return f"appeal {thing.pk}"
    return f"“{getattr(thing, 'title', thing)}”"
