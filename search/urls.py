"""Included by config/urls.py under "search/"; the page is named "search"."""

from django.urls import path

from .views import search_page

urlpatterns = [
    path("", search_page, name="search"),
]
