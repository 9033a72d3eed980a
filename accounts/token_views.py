"""The API tokens page: an account lists its tokens by prefix, makes one (shown once, on the answer to the
form that made it, never again) and revokes one. Each account sees and touches its own tokens only.

The new token is shown on the answer to the POST rather than after a redirect, because a redirect would have
to keep it somewhere (the session) until shown. Each form carries a one-time mark instead, counted in the
database once used (accounts/rations.py, one atomic statement): the same form sent again (a reload, or ten
copies at once) makes no second token and says so."""

from __future__ import annotations

import uuid

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from .rations import count_request
from .tokens import (
    DEFAULT_LIFETIME,
    LIFETIME_LABELS,
    LIFETIMES,
    MOST_PER_ACCOUNT,
    PREFIX_LENGTH,
    TooManyTokens,
    live_tokens,
    token_make,
    token_revoke,
)


class MakeTokenForm(forms.Form):
    lifetime = forms.ChoiceField(
        label="Lasts", choices=list(LIFETIME_LABELS.items()), initial=DEFAULT_LIFETIME, widget=forms.RadioSelect
    )
    once = forms.RegexField(regex=r"^[0-9a-f]{32}$", widget=forms.HiddenInput)


# How long a form's mark is remembered once used: longer than a page stays open in a browser.
MARK_KEPT_S = 24 * 3600.0


def _fresh_form() -> MakeTokenForm:
    return MakeTokenForm(initial={"once": uuid.uuid4().hex})


class RevokeTokenForm(forms.Form):
    prefix = forms.RegexField(regex=rf"^[0-9A-Za-z_-]{{1,{PREFIX_LENGTH}}}$", max_length=PREFIX_LENGTH)


def _page(
    request: HttpRequest, form: MakeTokenForm, status: int = 200, made: str = "", again: bool = False
) -> HttpResponse:
    context = {
        "tokens": list(live_tokens(request.user)),
        "form": form,
        "made": made,
        "again": again,
        "most": MOST_PER_ACCOUNT,
    }
    return render(request, "accounts/tokens.html", context, status=status)


@never_cache  # the answer that shows a new token is kept by no cache, the browser's included
@login_required
@require_http_methods(["GET", "POST"])
def tokens(request: HttpRequest) -> HttpResponse:
    if request.method != "POST":
        return _page(request, _fresh_form())
    form = MakeTokenForm(request.POST)
    if not form.is_valid():
        return _page(request, form, status=400)
    # The mark counted in one atomic statement (accounts/rations.py): of ten copies of one form sent at once,
    # one makes a token (reading a list in the session, then writing it, let five through).
    uses, _ = count_request(f"token-form:{request.user.pk}:{form.cleaned_data['once']}", MARK_KEPT_S)
    if uses > 1:
        return _page(request, _fresh_form(), again=True)
    try:
        _, token = token_make(user=request.user, lifetime=LIFETIMES[form.cleaned_data["lifetime"]])
    except TooManyTokens as full:
        form.add_error(None, str(full))
        return _page(request, form, status=400)
    return _page(request, _fresh_form(), made=token)


@login_required
@require_POST
def revoke(request: HttpRequest) -> HttpResponse:
    form = RevokeTokenForm(request.POST)
    if not form.is_valid():
        errors = "; ".join(f"{field}: {' '.join(e)}" for field, e in form.errors.items())
        return HttpResponse(f"Cannot revoke: {errors}", status=400, content_type="text/plain; charset=utf-8")
    prefix = form.cleaned_data["prefix"]
    if not token_revoke(user=request.user, prefix=prefix):
        raise Http404("You hold no token beginning so.")
    messages.success(request, f"The token beginning {prefix}… is revoked: it opens nothing now.")
    return redirect("tokens")
