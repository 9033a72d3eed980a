"""A page of the site made into PDF with WeasyPrint (a ruling's slip; the committee's casebook).

Nothing is fetched while the PDF is made: the stylesheets are static files read from disk, images are inline
(SVG in the HTML, or data: addresses), and WeasyPrint's fetcher is told to refuse every other address, so a
page cannot make the server ask the network or the disk for anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib.staticfiles import finders
from django.contrib.staticfiles.storage import staticfiles_storage

if TYPE_CHECKING:
    from weasyprint import Document


def _static_file(name: str) -> str:
    """The file on disk: from the apps' static folders while developing, else from the collected files."""
    found = finders.find(name)
    return str(found) if found else staticfiles_storage.path(name)


# Tagged for screen readers (PDF/UA-1): a structure tree in the page's reading order, its language and title
# taken from the HTML's `lang` and <title>, shown as the window's title. Laid out and written with the same variant.
TAGGED = "pdf/ua-1"


def laid_out(html: str, *, stylesheets: list[str], base_url: str | None = None, variant: str | None = None) -> Document:
    """`html` laid out in pages (len(….pages)), styled by the static files named (e.g. "css/slip.css"); its
    relative links made absolute against `base_url` when given; `variant` a PDF variant of WeasyPrint's (TAGGED)."""
    # Imported when a PDF is asked for: WeasyPrint loads Pango, and a node without it still serves every page.
    from weasyprint import CSS, HTML, URLFetcher

    fetcher = URLFetcher(allowed_protocols=["data"])
    styles = [CSS(filename=_static_file(name), url_fetcher=fetcher) for name in stylesheets]
    return HTML(string=html, base_url=base_url, url_fetcher=fetcher).render(stylesheets=styles, pdf_variant=variant)


def pdf_from_html(html: str, *, stylesheets: list[str], base_url: str | None = None) -> bytes:
    """The PDF of `html`, styled by the static files named."""
    return pdf_bytes(laid_out(html, stylesheets=stylesheets, base_url=base_url))


def pdf_bytes(document: Document, *, variant: str | None = None) -> bytes:
    """The PDF of a document laid out by `laid_out`, in the variant it was laid out in."""
    pdf = document.write_pdf(pdf_variant=variant)
    assert isinstance(pdf, bytes)  # write_pdf returns the bytes when given no target
    return pdf
