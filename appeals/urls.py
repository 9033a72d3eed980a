"""Included at the site's root: the appeals, and the two steps taken from a saved case's page toward one."""

from django.urls import path

from . import views

app_name = "appeals"
urlpatterns = [
    path("appeals/", views.appeal_list, name="list"),
    path("appeals/<int:pk>/", views.appeal_detail, name="detail"),
    path("appeals/<int:pk>/decide/", views.decide, name="decide"),
    path("cases/<int:pk>/ruling-given/", views.ruling_given, name="ruling_given"),
    path("cases/<int:pk>/appeal/", views.lodge, name="lodge"),
]
