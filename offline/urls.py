from django.urls import path

from . import saving, views

app_name = "offline"
urlpatterns = [
    path("", views.offline_page, name="page"),
    path("bundle.json", views.bundle_list, name="bundle"),
    path("library.json", views.library_view, name="library"),
    path("save/", saving.save_waiting_case, name="save"),
    path("manifest.webmanifest", views.web_manifest, name="manifest"),
]
