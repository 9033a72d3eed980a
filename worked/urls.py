from django.urls import path

from . import views

app_name = "worked"
urlpatterns = [
    path("", views.worked_list, name="list"),
    path("<slug:slug>/", views.worked_case, name="case"),
]
