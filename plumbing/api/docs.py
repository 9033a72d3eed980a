"""The API's OpenAPI 3 schema and its documentation page.

The page is Swagger UI from drf-spectacular-sidecar, served from our own static files; it is started by
a static script of ours (static/js/api-docs.js) rather than drf-spectacular's template, whose inline
script and style the Content Security Policy refuses.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_safe


@require_safe
def api_docs(request: HttpRequest) -> HttpResponse:
    """Swagger UI over /api/v1/schema/."""
    return render(request, "api/docs.html", {"schema_url": reverse("api:schema")})
