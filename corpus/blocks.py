"""The block format of the corpus files: parse to blocks, write back byte for byte.

See corpus/README.md for the format. This module knows nothing of laws or
decisions; the loaders give the blocks their meaning.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

HEADER = re.compile(r"^(#{1,3}) ([a-z][a-z0-9-]*)(?: (\S.*))?$")
FIELD = re.compile(r"^([a-z][a-z0-9_]*): (.*)$")


class CorpusFormatError(ValueError):
    """A corpus file that does not follow the block format; says file and line."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}, line {line}: {message}")
        self.path = path
        self.line = line
        self.message = message


@dataclass
class Block:
    level: int
    kind: str
    id: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)
    body: str = ""
    children: list[Block] = field(default_factory=list)
    line: int = 0

    def get(self, key: str, default: str = "") -> str:
        for k, v in self.fields:
            if k == key:
                return v
        return default

    def getall(self, key: str) -> list[str]:
        return [v for k, v in self.fields if k == key]

    def child(self, kind: str) -> Block | None:
        for c in self.children:
            if c.kind == kind:
                return c
        return None


def parse(text: str, path: str = "<corpus>") -> Block:
    """Parse a whole file; the file block is returned with its entries as children."""
    if not text.endswith("\n") or text.endswith("\n\n"):
        raise CorpusFormatError(path, text.count("\n") + 1, "the file must end with exactly one newline")
    lines = text[:-1].split("\n")
    root: Block | None = None
    entry: Block | None = None
    current: Block | None = None
    i = 0
    while i < len(lines):
        lineno = i + 1
        line = lines[i]
        if "\t" in line:
            raise CorpusFormatError(path, lineno, "tab character")
        if line != line.rstrip():
            raise CorpusFormatError(path, lineno, "trailing white space")
        m = HEADER.match(line)
        if not m:
            raise CorpusFormatError(path, lineno, f"expected a header line ('## kind id'), found {line[:60]!r}")
        level = len(m.group(1))
        block = Block(level=level, kind=m.group(2), id=m.group(3) or "", line=lineno)
        if level == 1:
            if root is not None:
                raise CorpusFormatError(path, lineno, "a second file header ('# ...'); only one is allowed")
            root = block
        elif root is None:
            raise CorpusFormatError(path, lineno, "the file must start with its '# kind id' header")
        elif level == 2:
            root.children.append(block)
            entry = block
        else:
            if entry is None:
                raise CorpusFormatError(path, lineno, "a '###' part before any '##' entry")
            entry.children.append(block)
        current = block
        i += 1
        # fields
        while i < len(lines) and lines[i] != "":
            fm = FIELD.match(lines[i])
            if not fm:
                raise CorpusFormatError(
                    path, i + 1, f"expected 'key: value' or a blank line after the header, found {lines[i][:60]!r}"
                )
            if lines[i] != lines[i].rstrip() or "\t" in lines[i]:
                raise CorpusFormatError(path, i + 1, "trailing white space or tab")
            current.fields.append((fm.group(1), fm.group(2)))
            i += 1
        if i >= len(lines):
            break
        i += 1  # the blank line ending the fields
        body: list[str] = []
        while i < len(lines) and not HEADER.match(lines[i]):
            if "\t" in lines[i] or lines[i] != lines[i].rstrip():
                raise CorpusFormatError(path, i + 1, "trailing white space or tab")
            body.append(lines[i])
            i += 1
        if i < len(lines) and body:
            if body[-1] != "":
                raise CorpusFormatError(path, i + 1, "a blank line must come before a header")
            body.pop()
        if body and body[0] == "":
            raise CorpusFormatError(path, current.line, "more than one blank line after the fields")
        if body and body[-1] == "":
            raise CorpusFormatError(path, i, "more than one blank line before the next header")
        current.body = "\n".join(body)
    if root is None:
        raise CorpusFormatError(path, 1, "empty file")
    return root


def _write_block(block: Block, out: list[str]) -> None:
    marks = "#" * block.level
    out.append(f"{marks} {block.kind} {block.id}" if block.id else f"{marks} {block.kind}")
    out.extend(f"{k}: {v}" for k, v in block.fields)
    out.append("")
    if block.body:
        out.append(block.body)
        out.append("")
    for child in block.children:
        _write_block(child, out)


def write(root: Block) -> str:
    out: list[str] = []
    _write_block(root, out)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def parse_file(path: Path) -> Block:
    return parse(path.read_text(encoding="utf-8"), str(path))


def check(paths: list[str]) -> int:
    failed = 0
    for p in paths:
        try:
            text = Path(p).read_text(encoding="utf-8")
            root = parse(text, p)
            if write(root) != text:
                raise CorpusFormatError(p, 1, "writing the parsed blocks back does not give the same bytes")
        except (CorpusFormatError, OSError, UnicodeDecodeError) as exc:
            print(exc, file=sys.stderr)
            failed += 1
        else:
            print(f"{p}: {len(root.children)} entries, ok")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] != "check":
        print("usage: python -m corpus.blocks check FILE...", file=sys.stderr)
        sys.exit(2)
    sys.exit(check(sys.argv[2:]))
