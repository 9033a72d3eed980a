"""The QR code of a short address, drawn by segno as SVG to sit in the page or the slip as it is.

No inline style (the site's Content Security Policy forbids it): segno writes presentation attributes only.
The code is dark on a white ground whatever the page's colours, with the quiet zone around it that readers need.
"""

from __future__ import annotations

import segno
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe


def qr_svg(address: str, *, label: str, scale: int = 4) -> SafeString:
    """An <svg> of `address`, named `label` for screen readers."""
    # The <title> (escaped by segno) is the figure's alternative text in the tagged PDF slip.
    svg = segno.make(address, error="m").svg_inline(scale=scale, dark="#000", light="#fff", svgclass="qr", title=label)
    # segno writes the element's own attributes only; the role and name make it an image with a name on a page.
    named = svg.replace("<svg ", f'<svg role="img" aria-label="{escape(label)}" ', 1)
    return mark_safe(named)  # noqa: S308 - segno's markup, and the label escaped above
