"""The year's book as a PDF, made on request and kept until the year's record changes.

The key is the book itself: a digest of the HTML the printer is given (every case, the commentary's current
version, a withdrawal, a law's title, the club's name), of the print stylesheet and of the WeasyPrint version.
Nothing of the request is in it: links are made absolute against the site's own address (settings.SITE_URL),
never the request's Host, so a reader who names another host within ALLOWED_HOSTS gets the same file.
So any change to what the book prints makes a new PDF at the next request, and nothing else does. The PDFs
are files under settings.CASEBOOK_PDF_DIR (var/casebook/), one per year and audience; a new one replaces the
year's old one. Rendering the HTML to find the key costs what the page costs; the PDF takes seconds.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import tempfile
from pathlib import Path
from typing import BinaryIO

from django.conf import settings
from django.contrib.staticfiles import finders
from django.template.loader import render_to_string

from plumbing.pdf import pdf_from_html

from .records import Casebook

STYLESHEET = "css/casebook-print.css"


def _stylesheet() -> str:
    found = finders.find(STYLESHEET)
    if not found:
        raise FileNotFoundError(f"the static file {STYLESHEET} is missing")
    return Path(str(found)).read_text()


def book_html(book: Casebook) -> str:
    return render_to_string(
        "casebook/book.html",
        {"book": book, "club": settings.CLUB_NAME, "committee": settings.CLUB_COMMITTEE_NAME},
    )


def book_pdf(book: Casebook) -> BinaryIO:
    """The book's PDF, opened for reading: the one kept if the book has not changed since, else made now."""
    html, css = book_html(book), _stylesheet()
    base_url = settings.SITE_URL.rstrip("/") + "/"
    key = hashlib.sha256(
        "\0".join([html, css, importlib.metadata.version("weasyprint"), base_url]).encode()
    ).hexdigest()[:32]
    folder = Path(settings.CASEBOOK_PDF_DIR)
    path = folder / f"{book.year}-{book.audience}-{key}.pdf"
    try:
        return path.open("rb")
    except FileNotFoundError:
        pass  # not made yet, or replaced by a newer record while we looked
    pdf = pdf_from_html(html, stylesheets=[STYLESHEET], base_url=base_url)
    folder.mkdir(parents=True, exist_ok=True)
    # Written whole under another name, then renamed: a reader never opens half a file.
    with tempfile.NamedTemporaryFile(dir=folder, suffix=".part", delete=False) as part:
        part.write(pdf)
    os.replace(part.name, path)
    opened = path.open("rb")  # opened before the old ones go: a file open stays readable once unlinked
    for old in folder.glob(f"{book.year}-{book.audience}-*.pdf"):
        if old != path:
            old.unlink(missing_ok=True)
    return opened
