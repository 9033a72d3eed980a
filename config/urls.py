from django.contrib import admin
from django.http import HttpRequest, HttpResponsePermanentRedirect
from django.templatetags.static import static
from django.urls import include, path

from cases import players as case_players
from cases import slip as case_slip
from edition import views as edition_views
from laws import views as law_views
from offline import views as offline_views


def favicon(request: HttpRequest) -> HttpResponsePermanentRedirect:
    """Browsers and feed readers that ask for /favicon.ico get the site's icon (resolved when asked: the
    hashed name in production comes from the collected files' manifest)."""
    return HttpResponsePermanentRedirect(static("favicon.svg"))


urlpatterns = [
    path("", law_views.home, name="home"),
    path("", include("committee.urls")),
    path("", include("edition.witness_urls")),
    path("laws/", include("laws.urls")),
    path("decisions/", include("decisions.urls")),
    path("texts/", include("edition.urls")),
    path("errata/", edition_views.errata, name="errata"),
    path("cases/worked/", include("worked.urls")),
    path("cases/", include("cases.urls")),
    path("r/<str:code>", case_slip.short_address, name="short-address"),
    path("ruling/<str:key>", case_players.players_ruling, name="players-ruling"),
    path("", include("appeals.urls")),
    path("", include("meetings.urls")),
    path("casebook/", include("casebook.urls")),
    path("feeds/", include("feeds.urls")),
    path("accounts/", include("accounts.urls")),
    path("notices/", include("notices.urls")),
    path("search/", include("search.urls")),
    path("api/v1/", include("config.api_urls")),
    path("admin/", admin.site.urls),
    path("favicon.ico", favicon),
    path("sw.js", offline_views.service_worker, name="service-worker"),
    path("offline/", include("offline.urls")),
]

handler404 = "laws.views.not_found"
handler500 = "laws.views.server_error"
