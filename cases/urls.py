from django.urls import path

from . import players, slip, views

app_name = "cases"
urlpatterns = [
    path("", views.case_list, name="list"),
    path("new/", views.case_new, name="new"),
    path("rule/", views.case_rule, name="rule"),
    path("save/", views.case_save, name="save"),
    path("download/", views.case_download, name="download"),
    path("<int:pk>/", views.case_detail, name="detail"),
    path("<int:pk>/again/", views.case_again, name="again"),
    path("<int:pk>/case.json", views.case_json, name="json"),
    path("<int:pk>/slip.pdf", slip.case_slip, name="slip"),
    path("<int:pk>/public/", views.case_publish, name="publish"),
    path("<int:pk>/players-link/", players.players_key_change, name="players-key"),
    path("<int:pk>/adopt/", views.case_adopt, name="adopt"),
]
