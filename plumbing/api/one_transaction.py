"""An API write made and answered in one transaction.

A service commits its write; the answer that reports it is read afterwards. Read outside the write's transaction,
that answer can be refused while another request writes (SQLite refuses a read of a table another connection is
writing), and the client is told the database was busy about a write that was kept: a member told his vote did
not go in when it did. Inside one transaction, a write that is kept is answered with what was kept, and a write
answered busy was not kept.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.http import HttpResponseBase
from rest_framework.permissions import SAFE_METHODS
from rest_framework.views import APIView


class AnsweredInItsTransaction(APIView):
    """A view whose writes (POST, PUT, PATCH, DELETE) are made and answered in one transaction; its reads as any."""

    def dispatch(self, request: Any, *args: Any, **kwargs: Any) -> HttpResponseBase:
        if request.method in SAFE_METHODS:
            return super().dispatch(request, *args, **kwargs)
        with transaction.atomic():
            return super().dispatch(request, *args, **kwargs)
