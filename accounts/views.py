"""Logging out: a link in the menu leads to a page whose button posts the logout (with CSRF)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.views import LogoutView
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


class LogoutConfirmView(LogoutView):
    http_method_names = ["get", "post", "options"]

    def get(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        return render(request, "registration/logout.html")
