"""Pages for decisions: the list (by law, authority, type), one decision, the authorities."""

from __future__ import annotations

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from accounts.permissions import RECORD_TREATMENT, permission_required

from .filters import DecisionFilter
from .models import Authority, Citation, Decision
from .pages import page_parts
from .treatment_forms import TreatmentForm
from .treatments import TreatmentError, treatment_record


def decision_list(request: HttpRequest) -> HttpResponse:
    filters = DecisionFilter(request.GET, queryset=Decision.objects.all())
    valid = filters.is_valid()
    error = "" if valid else " ".join(str(m) for messages in filters.errors.values() for m in messages)
    decisions = (filters.qs if valid else Decision.objects.none()).select_related("authority", "under__code")
    law = filters.one_law()
    page = Paginator(decisions, 50).get_page(request.GET.get("page"))
    return render(
        request,
        "decisions/list.html",
        {"page": page, "law": law, "error": error, "authorities": Authority.objects.all(), "types": Decision.TYPES},
        status=400 if error else 200,
    )


def decision_detail(request: HttpRequest, slug: str) -> HttpResponse:
    decision = get_object_or_404(Decision.objects.select_related("authority", "under__code", "stored_page"), slug=slug)
    related = (
        Decision.objects.filter(citations__law__in=Citation.objects.filter(decision=decision).values("law_id"))
        .exclude(pk=decision.pk)
        .distinct()
        .select_related("authority")
        .order_by("collection_position", "position")[:20]
    )
    # The text, notes and citations were rendered when the decision was written (pages.py).
    return render(
        request, "decisions/detail.html", {"decision": decision, "related": related, "page": page_parts(decision)}
    )


def authority_list(request: HttpRequest) -> HttpResponse:
    from django.db.models import Count

    authorities = Authority.objects.annotate(n=Count("decisions"))
    return render(request, "decisions/authorities.html", {"authorities": authorities})


@require_POST
@permission_required(RECORD_TREATMENT)
def decision_treat(request: HttpRequest, slug: str) -> HttpResponse:
    """The committee records how this decision treats another; both decisions then show it."""
    decision = get_object_or_404(Decision, slug=slug)
    form = TreatmentForm(request.POST, decision=decision)
    if form.is_valid():
        try:
            treatment_record(
                from_decision=decision,
                to_decision=form.cleaned_data["to_decision"],
                relation=form.cleaned_data["relation"],
                reason=form.cleaned_data["reason"],
                by=request.user,
            )
        except TreatmentError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, "The treatment is recorded.")
            return redirect(decision)
    return render(request, "appeals/treatment_form.html", {"decision": decision, "form": form}, status=400)
