from django.urls import path

from . import views

app_name = "decisions"
urlpatterns = [
    path("", views.decision_list, name="list"),
    path("authorities/", views.authority_list, name="authorities"),
    path("<slug:slug>/", views.decision_detail, name="decision"),
    path("<slug:slug>/treatments/", views.decision_treat, name="treat"),
]
