"""The roles of the product as Django groups: who may save, see and adopt cases, appeal and decide.

A reader needs no account and no group: reading and trying a case are open to all.
Each role holds the permissions of the roles before it.
"""

from __future__ import annotations

from typing import Any

READER = "reader"
REFEREE = "referee"
COMMITTEE = "committee"
ADMINISTRATOR = "administrator"

# The roles a user account can be given (a reader is anyone, signed in or not).
ACCOUNT_ROLES = (REFEREE, COMMITTEE, ADMINISTRATOR)

# app_label.codename for each role, cumulative.
_REFEREE_PERMS = ("cases.add_savedcase", "cases.change_savedcase", "appeals.lodge_appeal")
_COMMITTEE_PERMS = _REFEREE_PERMS + (
    "cases.view_savedcase",
    "cases.adopt_savedcase",
    "appeals.decide_appeal",
    "decisions.add_decisionlink",
    "committee.change_commentary",
    "committee.add_withdrawal",
    "meetings.add_meeting",
    "committee.change_thesaurusentry",
)
_ADMINISTRATOR_PERMS = _COMMITTEE_PERMS + (
    "cases.delete_savedcase",
    "decisions.change_decision",
    "decisions.delete_decision",
    "auth.add_user",
    "auth.change_user",
    "auth.view_user",
    "auth.view_group",
    # A leaked token revoked in the admin; the admin shows its prefix only (accounts/admin.py).
    "knox.view_authtoken",
    "knox.delete_authtoken",
)
ROLE_PERMISSIONS: dict[str, tuple[str, ...]] = {
    REFEREE: _REFEREE_PERMS,
    COMMITTEE: _COMMITTEE_PERMS,
    ADMINISTRATOR: _ADMINISTRATOR_PERMS,
}

# Names of permissions Django has not created yet when the data migration runs (post_migrate makes them later).
_PERMISSION_NAMES = {
    "add": "Can add {}",
    "change": "Can change {}",
    "delete": "Can delete {}",
    "view": "Can view {}",
    "adopt": "Can adopt a {} as a decision of the committee",
    "lodge": "Can lodge an {} on a ruling given",
    "decide": "Can decide an {} for the committee",
}
_VERBOSE = {
    "savedcase": "saved case",
    "decisionlink": "decision link",
    "appeal": "appeal",
    "commentary": "commentary",
    "withdrawal": "withdrawal",
    "meeting": "meeting",
    "thesaurusentry": "thesaurus entry",
    "decision": "decision",
    "user": "user",
    "group": "group",
    "authtoken": "auth token",
}


def ensure_roles(apps: Any = None) -> None:
    """Create the groups and their permissions where missing; idempotent.

    `apps` is a migration's app registry, or None for the live one (used by create_user).
    """
    if apps is None:
        from django.apps import apps as live_apps

        apps = live_apps
    group_model = apps.get_model("auth", "Group")
    permission_model = apps.get_model("auth", "Permission")
    content_type_model = apps.get_model("contenttypes", "ContentType")
    for role, perms in ROLE_PERMISSIONS.items():
        group, _ = group_model.objects.get_or_create(name=role)
        wanted = []
        for dotted in perms:
            app_label, codename = dotted.split(".")
            action, model = codename.split("_", 1)
            content_type, _ = content_type_model.objects.get_or_create(app_label=app_label, model=model)
            permission, _ = permission_model.objects.get_or_create(
                content_type=content_type,
                codename=codename,
                defaults={"name": _PERMISSION_NAMES[action].format(_VERBOSE.get(model, model))},
            )
            wanted.append(permission)
        group.permissions.set(wanted)


def role_of(user: Any) -> str:
    """The highest role a user holds, by group; a superuser counts as an administrator."""
    if not getattr(user, "is_authenticated", False):
        return READER
    if user.is_superuser:
        return ADMINISTRATOR
    names = set(user.groups.values_list("name", flat=True))
    for role in reversed(ACCOUNT_ROLES):
        if role in names:
            return role
    return READER
