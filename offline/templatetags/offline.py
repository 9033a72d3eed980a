from django import template
from django.conf import settings

from decisions.stamps import device_stamp as stamp_of_device
from offline.bundle import engine_addresses as addresses

register = template.Library()


@register.simple_tag
def engine_addresses() -> dict[str, str]:
    """Where the page finds the engine's worker, Pyodide and the engine's archive (hashed names where hashed)."""
    return addresses()


@register.simple_tag
def keep_on_visit() -> str:
    """ "yes" when the builder keeps the offline files and starts the engine on each visit (OFFLINE_KEEP_ON_VISIT)."""
    return "yes" if getattr(settings, "OFFLINE_KEEP_ON_VISIT", True) else "no"


@register.simple_tag
def device_stamp() -> dict[str, object]:
    """The engine on this device, as a ruling's stamp names it (templates/cases/_stamp.html)."""
    return stamp_of_device()
