"""python -m engine CASE.json (or - for standard input): the ruling, as JSON, on standard output.

The engine alone, without the site's precedents (`manage.py rule` adds those). Exits 0 whenever it printed a
ruling, `valid: false` included; 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys

from . import rule_text
from .format.reading import MAX_TEXT

STDIN = "-"  # standard input, as command lines name it


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Print the engine's ruling on a case.")
    parser.add_argument("case", help="a case file in the shared case format, or - for standard input")
    args = parser.parse_args(argv)
    try:
        if args.case == STDIN:
            text: str | bytes = sys.stdin.buffer.read(MAX_TEXT * 4 + 1)
        else:
            with open(args.case, "rb") as file:
                text = file.read(MAX_TEXT * 4 + 1)  # at most four bytes a character: longer is refused unread
    except OSError as exc:
        print(f"cannot read {args.case}: {exc.strerror}", file=sys.stderr)
        return 2
    print(json.dumps(rule_text(text), ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
