"""The admin's account and group pages, kept from privilege escalation (accounts.grants), and its API tokens.

The fields are Django's own; only their choices narrow to what the administrator holds, and
superuser status is read-only to anyone who is not a superuser. Tokens are listed by account and
prefix and may be revoked; none is made there (a person makes his own, on the API tokens page) and
no page shows more of one than its prefix (the hash, which opens nothing, is only in the addresses).
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import GroupAdmin, UserAdmin
from django.contrib.auth.models import Group
from django.db.models import ManyToManyField
from django.forms import ModelMultipleChoiceField
from django.http import HttpRequest
from knox.models import AuthToken

from .grants import grantable_groups, grantable_permissions, may_change_account, may_change_group

User = get_user_model()


class GuardedUserAdmin(UserAdmin):
    def get_readonly_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        fields = tuple(super().get_readonly_fields(request, obj))
        if not request.user.is_superuser:
            fields += ("is_superuser",)
        return fields

    def formfield_for_manytomany(
        self, db_field: ManyToManyField[Any, Any], request: HttpRequest, **kwargs: Any
    ) -> ModelMultipleChoiceField | None:
        if db_field.name == "user_permissions":
            kwargs["queryset"] = grantable_permissions(request.user).select_related("content_type")
        elif db_field.name == "groups":
            kwargs["queryset"] = grantable_groups(request.user)
        return super().formfield_for_manytomany(db_field, request, **kwargs)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or may_change_account(request.user, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or may_change_account(request.user, obj))


class GuardedGroupAdmin(GroupAdmin):
    def formfield_for_manytomany(
        self, db_field: ManyToManyField[Any, Any], request: HttpRequest, **kwargs: Any
    ) -> ModelMultipleChoiceField | None:
        if db_field.name == "permissions":
            kwargs["queryset"] = grantable_permissions(request.user).select_related("content_type")
        return super().formfield_for_manytomany(db_field, request, **kwargs)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_change_permission(request, obj)
        return allowed and (obj is None or may_change_group(request.user, obj))

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or may_change_group(request.user, obj))


class TokenAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("prefix", "user", "created", "expiry")
    list_select_related = ("user",)
    search_fields = ("user__username", "token_key")
    ordering = ("-created",)
    fields = ("prefix", "user", "created", "expiry")
    readonly_fields = fields

    @admin.display(description="token begins", ordering="token_key")
    def prefix(self, token: AuthToken) -> str:
        return f"{token.token_key}…"

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        # Revoking a token of an account that holds more than he does is left to someone who holds as much.
        allowed = super().has_delete_permission(request, obj)
        return allowed and (obj is None or may_change_account(request.user, obj.user))


admin.site.unregister(User)
admin.site.unregister(Group)
admin.site.register(User, GuardedUserAdmin)
admin.site.register(Group, GuardedGroupAdmin)
admin.site.unregister(AuthToken)
admin.site.register(AuthToken, TokenAdmin)
