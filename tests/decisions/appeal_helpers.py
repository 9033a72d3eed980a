"""A saved revoke case with the ruling given at the table, for the appeal tests."""

from __future__ import annotations

from typing import Any

from appeals.services import ruling_given_record
from cases.models import SavedCase
from decisions.rulings import ruling_for_document


def saved_case(owner: Any, document: dict[str, Any], public: bool = True) -> SavedCase:
    return SavedCase.objects.create(
        owner=owner,
        title=document.get("title", "A case"),
        code=document["code"],
        case=document,
        ruling=ruling_for_document(document),
        public=public,
    )


def case_with_ruling_given(owner: Any, document: dict[str, Any], public: bool = True) -> SavedCase:
    """The referee ruled at the table that N-S add three points (Law 72)."""
    case = saved_case(owner, document, public)
    ruling_given_record(case=case, by=owner, elections=[{"finding": 0, "option": "add_three"}])
    return case
