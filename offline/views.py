"""The site without a network: the service worker, the web app manifest, the offline page and what is kept."""

from __future__ import annotations

import json

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.templatetags.static import static
from django.urls import reverse
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET, require_safe

from .bundle import bundle, engine_addresses, kept_pages
from .library import library


@require_GET
@cache_control(no_cache=True)
def service_worker(request: HttpRequest) -> HttpResponse:
    """/sw.js: a view (not a static file) so that it sits at the site's root and controls every page (scope /)."""
    kept = json.dumps([page["url"] for page in kept_pages()])
    context = {"bundle_url": reverse("offline:bundle"), "kept_urls": kept, "logout_url": reverse("logout")}
    text = render_to_string("offline/sw.js", context)
    response = HttpResponse(text, content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    return response


@require_GET
def web_manifest(request: HttpRequest) -> JsonResponse:
    manifest = {
        "name": "Laws of Whist and Euchre",
        "short_name": "Whist laws",
        "description": "The laws of whist and euchre, and a case builder that rules at the table, with or without a network.",
        "start_url": reverse("cases:new"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#fffdf8",
        "theme_color": "#1d1d1b",
        "icons": [
            {"src": static("icons/app-icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
            {
                "src": static("icons/app-icon-maskable.svg"),
                "sizes": "any",
                "type": "image/svg+xml",
                "purpose": "maskable",
            },
        ],
    }
    return JsonResponse(manifest, content_type="application/manifest+json", json_dumps_params={"ensure_ascii": False})


# GET and HEAD: the builder asks `HEAD /offline/` whether the site answers at all before it sends a case.
@require_safe
def offline_page(request: HttpRequest) -> HttpResponse:
    return render(request, "offline/offline.html", {"engine": engine_addresses()})


@require_GET
@cache_control(no_cache=True)
def bundle_list(request: HttpRequest) -> JsonResponse:
    return JsonResponse(bundle())


@require_GET
@cache_control(no_cache=True)
def library_view(request: HttpRequest) -> JsonResponse:
    return JsonResponse(library(), json_dumps_params={"ensure_ascii": False})
