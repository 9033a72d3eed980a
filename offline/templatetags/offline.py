from django import template

from offline.bundle import engine_addresses as addresses

register = template.Library()


@register.simple_tag
def engine_addresses() -> dict[str, str]:
    """Where the page finds the engine's worker, Pyodide and the engine's archive (hashed names where hashed)."""
    return addresses()
