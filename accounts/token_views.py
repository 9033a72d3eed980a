"""The API tokens page: an account lists its tokens by prefix, makes one (shown once, on the answer to the
form that made it, never again) and revokes one. Each account sees and touches its own tokens only."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

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


class RevokeTokenForm(forms.Form):
    prefix = forms.RegexField(regex=rf"^[0-9A-Za-z_-]{{1,{PREFIX_LENGTH}}}$", max_length=PREFIX_LENGTH)


def _page(request: HttpRequest, form: MakeTokenForm, status: int = 200, made: str = "") -> HttpResponse:
    context = {
        "tokens": list(live_tokens(request.user)),
        "form": form,
        "made": made,
        "most": MOST_PER_ACCOUNT,
    }
    return render(request, "accounts/tokens.html", context, status=status)


@never_cache  # the answer that shows a new token is kept by no cache, the browser's included
@login_required
@require_http_methods(["GET", "POST"])
def tokens(request: HttpRequest) -> HttpResponse:
    if request.method != "POST":
        return _page(request, MakeTokenForm())
    form = MakeTokenForm(request.POST)
    if not form.is_valid():
        return _page(request, form, status=400)
    try:
        _, token = token_make(user=request.user, lifetime=LIFETIMES[form.cleaned_data["lifetime"]])
    except TooManyTokens as full:
        form.add_error(None, str(full))
        return _page(request, form, status=400)
    return _page(request, MakeTokenForm(), made=token)


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
