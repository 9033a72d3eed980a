from django.urls import path

from . import views

app_name = "edition"
urlpatterns = [
    path("<slug:slug>/", views.passage_detail, name="passage"),
]
