from django.db import models


class WaitingSave(models.Model):
    """A case saved on a phone without a network, by the key the phone gave it: sent again, it is not saved again."""

    key = models.UUIDField(unique=True)
    case = models.ForeignKey("cases.SavedCase", on_delete=models.CASCADE, related_name="+")
    received = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.key} → case {self.case_id}"
