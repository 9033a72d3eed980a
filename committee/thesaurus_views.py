"""The game's thesaurus on the site: every entry the committee added, and its forms to add, change and
withdraw one; each entry's history. Readers see the entries and their history; only the committee writes."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.permissions import WRITE_THESAURUS, can_write_thesaurus, permission_required

from .forms import ThesaurusEntryForm, ThesaurusWithdrawForm
from .models import ThesaurusEntry
from .thesaurus import EntryError, Stale, entry_add, entry_save, entry_withdraw, history


def _entries() -> Any:
    return ThesaurusEntry.objects.select_related("example__code", "author")


@require_GET
def thesaurus(request: HttpRequest) -> HttpResponse:
    page = Paginator(_entries(), 100).get_page(request.GET.get("page"))
    return render(request, "committee/thesaurus.html", {"page": page, "can_write": can_write_thesaurus(request.user)})


def _form_page(
    request: HttpRequest, form: ThesaurusEntryForm, entry: ThesaurusEntry | None, status: int = 200, **extra: Any
) -> HttpResponse:
    context = {"form": form, "entry": entry, **extra}
    if entry is not None and not entry.withdrawn:
        context["withdraw_form"] = extra.get("withdraw_form") or ThesaurusWithdrawForm(
            initial={"version": entry.version}
        )
    return render(request, "committee/thesaurus_entry.html", context, status=status)


def _fields(data: dict[str, Any]) -> dict[str, Any]:
    return {name: data[name] for name in ("everyday", "books", "example", "message")}


@require_http_methods(["GET", "POST"])
@permission_required(WRITE_THESAURUS)
def entry_new(request: HttpRequest) -> HttpResponse:
    form = ThesaurusEntryForm(request.POST or None, initial={"version": 0})
    if request.method == "POST" and form.is_valid():
        try:
            entry = entry_add(by=request.user, **_fields(form.cleaned_data))
        except EntryError as exc:
            form.add_error(exc.field if exc.field in form.fields else None, exc.message)
        else:
            messages.success(request, f"The entry “{entry}” is added: search applies it now.")
            return redirect("committee:thesaurus")
    return _form_page(request, form, None, status=400 if request.method == "POST" else 200)


def _initial(entry: ThesaurusEntry) -> dict[str, Any]:
    return {
        "everyday": entry.everyday,
        "books": entry.books,
        "example": entry.example.ref,
        "version": entry.version,
    }


@require_GET
def entry(request: HttpRequest, pk: int) -> HttpResponse:
    """One entry: its history for everyone, and the committee's form to change it."""
    kept = get_object_or_404(_entries(), pk=pk)
    page = Paginator(history(kept), 50).get_page(request.GET.get("page"))
    can_write = can_write_thesaurus(request.user)
    context = {"entry": kept, "page": page, "can_write": can_write}
    if can_write:
        context["form"] = ThesaurusEntryForm(initial=_initial(kept))
        if not kept.withdrawn:
            context["withdraw_form"] = ThesaurusWithdrawForm(initial={"version": kept.version})
    return render(request, "committee/thesaurus_entry.html", context)


@require_POST
@permission_required(WRITE_THESAURUS)
def entry_change(request: HttpRequest, pk: int) -> HttpResponse:
    kept = get_object_or_404(_entries(), pk=pk)
    form = ThesaurusEntryForm(request.POST)
    status = 400
    if form.is_valid():
        try:
            saved = entry_save(
                entry=kept, by=request.user, version=form.cleaned_data["version"], **_fields(form.cleaned_data)
            )
        except EntryError as exc:
            form.add_error(exc.field if exc.field in form.fields else None, exc.message)
        except Stale as stale:
            form = ThesaurusEntryForm(initial={**_fields(form.cleaned_data), "version": stale.current.version})
            messages.error(request, str(stale))
            kept, status = stale.current, 409
        else:
            messages.success(request, f"Version {saved.version} of the entry is saved: search applies it now.")
            return redirect(saved)
    page = Paginator(history(kept), 50).get_page(None)
    return _form_page(request, form, kept, status=status, page=page, can_write=True)


@require_POST
@permission_required(WRITE_THESAURUS)
def entry_withdrawn(request: HttpRequest, pk: int) -> HttpResponse:
    kept = get_object_or_404(_entries(), pk=pk)
    form = ThesaurusWithdrawForm(request.POST)
    status = 400
    if form.is_valid():
        try:
            entry_withdraw(entry=kept, by=request.user, **form.cleaned_data)
        except EntryError as exc:
            if exc.field == "message":
                form.add_error("message", exc.message)
            else:  # withdrawn already: the page shows no withdrawal form to hold the error
                messages.error(request, exc.message)
        except Stale as stale:
            messages.error(request, str(stale))
            kept, status = stale.current, 409
            form = ThesaurusWithdrawForm(initial={"version": kept.version})
        else:
            messages.success(request, "The entry is withdrawn: search no longer applies it. Its history stays.")
            return redirect("committee:thesaurus")
    page = Paginator(history(kept), 50).get_page(None)
    return _form_page(
        request,
        ThesaurusEntryForm(initial=_initial(kept)),
        kept,
        status=status,
        page=page,
        can_write=True,
        withdraw_form=form,
    )
