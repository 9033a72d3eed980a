"""HTML to PDF with WeasyPrint (Pango lays out the text), for the pages the site prints.

The page fetches nothing while it is printed: its stylesheets are given to it as text, and any other
address it names (an image, an @import) is refused, so printing never reaches the network or the disk.
"""

from __future__ import annotations

from collections.abc import Sequence

from weasyprint import CSS, HTML
from weasyprint.urls import URLFetcher


def html_to_pdf(html: str, *, stylesheets: Sequence[str], base_url: str) -> bytes:
    """The PDF of `html` styled by the stylesheets' text; links resolve against `base_url`."""
    refuse = URLFetcher(allowed_protocols=[])
    pages = HTML(string=html, base_url=base_url, url_fetcher=refuse)
    pdf: bytes = pages.write_pdf(stylesheets=[CSS(string=css, url_fetcher=refuse) for css in stylesheets])
    return pdf
