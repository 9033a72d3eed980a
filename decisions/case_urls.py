from django.urls import path

from . import appeal_views, case_views

app_name = "cases"
urlpatterns = [
    path("", case_views.case_list, name="list"),
    path("new/", case_views.case_new, name="new"),
    path("rule/", case_views.case_rule, name="rule"),
    path("save/", case_views.case_save, name="save"),
    path("download/", case_views.case_download, name="download"),
    path("<int:pk>/", case_views.case_detail, name="detail"),
    path("<int:pk>/case.json", case_views.case_json, name="json"),
    path("<int:pk>/public/", case_views.case_publish, name="publish"),
    path("<int:pk>/adopt/", case_views.case_adopt, name="adopt"),
    path("<int:pk>/ruling-given/", appeal_views.ruling_given, name="ruling_given"),
    path("<int:pk>/appeal/", appeal_views.lodge, name="appeal"),
]
