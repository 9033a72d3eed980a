from django.urls import path

from . import appeal_views

app_name = "appeals"
urlpatterns = [
    path("", appeal_views.appeal_list, name="list"),
    path("<int:pk>/", appeal_views.appeal_detail, name="detail"),
    path("<int:pk>/decide/", appeal_views.decide, name="decide"),
]
