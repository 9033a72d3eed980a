"""Included by config/api_urls.py under "search/" (inside the "api" namespace)."""

from django.urls import path

from .api import Search

urlpatterns = [
    path("", Search.as_view(), name="search"),
]
