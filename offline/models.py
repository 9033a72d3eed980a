from django.conf import settings
from django.db import models


class WaitingSave(models.Model):
    """A case saved on a phone without a network, by the key the phone gave it: sent again by the same account, it
    is not saved again. The key is the account's: another account sending the same key saves its own case."""

    key = models.UUIDField()
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+", null=True)
    case = models.ForeignKey("cases.SavedCase", on_delete=models.CASCADE, related_name="+")
    received = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["owner", "key"], name="one_waiting_save_per_account_and_key")]

    def __str__(self) -> str:
        return f"{self.key} → case {self.case_id}"
