"""One of several writers at once, each its own process (tests/at_once.py), for test_concurrency.py.

It makes its account, saves commentary on Law 72 (re-reading the version after a
conflict, as a member would), adopts the shared saved case, and saves a case of its
own; it prints what happened as JSON. A database error ("database is locked") is
printed as an error, never swallowed.
"""

from __future__ import annotations

import traceback


def write(i: int, case_pk: str, saves: str) -> dict[str, object]:
    """Writer i's work; what happened, for the test to read."""
    from django.contrib.auth.models import Group, User

    from cases.adoption import AdoptionError, decision_adopt
    from cases.models import SavedCase
    from committee.services import Conflict, commentary_save, current
    from committee.subjects import law_subject
    from tests.factories import saved_case

    name = f"writer{i}"
    report: dict[str, object] = {"saves": 0, "conflicts": 0, "adopted": False, "errors": []}
    try:
        user = User.objects.create_user(name)
        user.groups.add(Group.objects.get(name="committee"))
        subject = law_subject("club-1864", "72")
        while report["saves"] < int(saves):  # type: ignore[operator]
            kept = current(subject)
            try:
                commentary_save(
                    subject=subject, by=user, text=f"{name} says so.", message=name, version=kept.version if kept else 0
                )
                report["saves"] += 1  # type: ignore[operator]
            except Conflict:
                report["conflicts"] += 1  # type: ignore[operator]
        case = SavedCase.objects.get(pk=case_pk)
        try:
            decision_adopt(case=case, by=user, holding_markdown=f"{name} holds.", title=f"Adopted by {name}")
            report["adopted"] = True
        except AdoptionError as exc:
            report["refused"] = str(exc)
        saved_case(user, case.case, title=name, ruling=case.ruling)
    except Exception:
        report["errors"].append(traceback.format_exc())  # type: ignore[attr-defined]
    return report
