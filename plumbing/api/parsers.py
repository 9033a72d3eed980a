"""The API's JSON parser: DRF's own, but a body nested too deeply to read is a 400 like any other unreadable body.

Python's JSON reader raises RecursionError, not ValueError, on a body nested some thousand levels deep; DRF's
parser turns only ValueError into a ParseError, so such a body would be a 500 at every door that takes JSON.
"""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class JSONParserBounded(JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: dict[str, Any] | None = None) -> Any:
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply to read.") from None
