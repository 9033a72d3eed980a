from django.urls import path

from . import views

app_name = "notices"
urlpatterns = [
    path("", views.mine, name="mine"),
    path("following/", views.following, name="following"),
    path("kinds/", views.kind, name="kind"),
    path("stop/<str:token>/", views.stop_by_link, name="stop"),
]
