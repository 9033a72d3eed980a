"""Included at the site's root: the committee's meetings and their minutes."""

from django.urls import path

from . import motion_pages, views

app_name = "meetings"
urlpatterns = [
    path("meetings/", views.meeting_list, name="list"),
    path("meetings/new/", views.meeting_new, name="new"),
    path("meetings/<int:pk>/", views.minutes, name="minutes"),
    path("meetings/<int:pk>/motions/appeal/", views.motion_on_appeal, name="motion_on_appeal"),
    path("meetings/<int:pk>/motions/<int:number>/votes/", views.votes, name="votes"),
    path("meetings/vote/<str:token>/", views.vote_by_link, name="vote_by_link"),
    # a case adopted, a decision withdrawn, a statute adopted (motion_pages.KINDS)
    path("meetings/<int:pk>/motions/<slug:kind>/", motion_pages.motion_page, name="motion"),
]
