"""What "inert" means for HTML a committee member's text ends up in: no script, no handler, no active URL."""

from __future__ import annotations

from html.parser import HTMLParser

ACTIVE_TAGS = {"script", "iframe", "object", "embed", "svg", "math", "img", "style", "base", "meta", "link"}
ACTIVE_SCHEMES = ("javascript:", "data:", "vbscript:")

XSS_VECTORS = [
    "<script>alert('x1')</script>",
    "<img src=x onerror=alert('x2')>",
    "[click](javascript:alert('x3'))",
    "<a href=\"javascript:alert('x4')\">x</a>",
    "<svg onload=alert('x5')>",
    '"><script>alert("x6")</script>',
    "<iframe src=\"javascript:alert('x7')\"></iframe>",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "<div style=\"background:url(javascript:alert('x9'))\">styled</div>",
    "Law 72 <b onmouseover=alert('x10')>bold</b>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert('x11')>",
    "`<script>alert('x12')</script>` and <code><script>alert('x13')</script></code>",
    "[Law 72](http://example.org/\" onclick=\"alert('x14'))",
    "<<script>script>alert('x15')<</script>/script>",
]


class _Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ACTIVE_TAGS and not (tag in {"script", "link", "meta"} and _static(attrs)):
            self.problems.append(f"<{tag}>")
        for name, value in attrs:
            if name.startswith("on") or name == "style":
                self.problems.append(f"{tag} {name}=")
            if name in {"href", "src", "action", "formaction"} and (value or "").strip().lower().startswith(
                ACTIVE_SCHEMES
            ):
                self.problems.append(f"{tag} {name}={value}")


def _static(attrs: list[tuple[str, str | None]]) -> bool:
    """The site's own <script src>, stylesheet and feed <link> and <meta charset/viewport>, not a writer's."""
    values = dict(attrs)
    return bool(
        (values.get("src") or "").startswith("/static/")
        or (values.get("href") or "").startswith("/static/")
        or (values.get("rel") == "alternate" and (values.get("href") or "").startswith("/feeds/"))
        or "charset" in values
        or values.get("name") == "viewport"
    )


def active_parts(html: str) -> list[str]:
    parser = _Collect()
    parser.feed(html)
    parser.close()
    return parser.problems
