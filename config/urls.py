from django.contrib import admin
from django.urls import include, path

from laws import views as law_views

urlpatterns = [
    path("", law_views.home, name="home"),
    path("", include("committee.urls")),
    path("laws/", include("laws.urls")),
    path("decisions/", include("decisions.urls")),
    path("cases/", include("decisions.case_urls")),
    path("appeals/", include("decisions.appeal_urls")),
    path("feeds/", include("decisions.feed_urls")),
    path("accounts/", include("accounts.urls")),
    path("search/", include("laws.search.urls")),
    path("api/v1/", include("config.api_urls")),
    path("admin/", admin.site.urls),
]

handler404 = "laws.views.not_found"
handler500 = "laws.views.server_error"
