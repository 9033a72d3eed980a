"""The players' link to one saved ruling (/ruling/<key>, cases/players_key.py), and the referee's hand on it.

Whoever holds the link reads that ruling alone (what is read out, the laws it quotes, how to appeal), signed in or
not, public case or private; the case's own pages, its file and its short address stay as private as the case. A
key revoked, or one never drawn, answers 404 as a case that does not exist does. The referee who saved the case
(or an administrator) revokes the key or draws a new one from the case's page.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET, require_POST

from accounts.permissions import CHANGE_CASE, can_change_case, can_view_case, login_or_forbidden, permission_required
from plumbing.api.throttles import AnonymousAddresses, rationed

from .models import SavedCase
from .players_key import is_players_key, new_players_key
from .slip import PRIVATE, what_the_players_read

REVOKE, RENEW = "revoke", "renew"


@require_GET
@rationed(AnonymousAddresses)
@cache_control(private=True, no_store=True)  # the key is in the address: no shared cache keeps the ruling under it
def players_ruling(request: HttpRequest, key: str) -> HttpResponse:
    saved = SavedCase.objects.filter(players_key=key).first() if is_players_key(key) else None
    if saved is None:
        raise Http404(PRIVATE)
    return render(request, "cases/players.html", what_the_players_read(saved))


@require_POST
@permission_required(CHANGE_CASE)
def players_key_change(request: HttpRequest, pk: int) -> HttpResponse:
    """Revoke the players' link (action=revoke) or draw a new one in its place (action=renew)."""
    saved = get_object_or_404(SavedCase, pk=pk)
    if not can_view_case(request.user, saved):
        raise Http404(PRIVATE)
    if not can_change_case(request.user, saved):
        return login_or_forbidden(request, "Only the referee who saved this case can change its players' link.")
    action = request.POST.get("action")
    if action not in (REVOKE, RENEW):
        messages.error(request, "Nothing was changed: choose to revoke the players' link or to give a new one.")
        return redirect(saved)
    saved.players_key = new_players_key() if action == RENEW else None
    saved.save(update_fields=["players_key", "updated"])
    if action == RENEW:
        messages.success(
            request, "The players have a new link: the old one, and the slips printed with it, open nothing."
        )
    else:
        messages.success(
            request, "The players' link is revoked: it opens nothing now, nor do the slips printed with it."
        )
    return redirect(f"{saved.get_absolute_url()}#share")
