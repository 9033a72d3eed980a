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
    return _Reader(text[:-1].split("\n"), path).file()


class _Reader:
    """The lines of one file read in order, block by block: its header, its fields, its body."""

    def __init__(self, lines: list[str], path: str) -> None:
        self.lines = lines
        self.path = path
        self.i = 0  # the index of the next line to read
        self.root: Block | None = None
        self.entry: Block | None = None  # the '##' entry a '###' part belongs to

    def error(self, lineno: int, message: str) -> CorpusFormatError:
        return CorpusFormatError(self.path, lineno, message)

    def file(self) -> Block:
        while self.i < len(self.lines):
            block = self.header()
            self.fields(block)
            if self.i >= len(self.lines):
                break
            self.i += 1  # the blank line ending the fields
            block.body = self.body(block)
        if self.root is None:
            raise self.error(1, "empty file")
        return self.root

    def header(self) -> Block:
        lineno, line = self.i + 1, self.lines[self.i]
        if "\t" in line:
            raise self.error(lineno, "tab character")
        if line != line.rstrip():
            raise self.error(lineno, "trailing white space")
        m = HEADER.match(line)
        if not m:
            raise self.error(lineno, f"expected a header line ('## kind id'), found {line[:60]!r}")
        block = Block(level=len(m.group(1)), kind=m.group(2), id=m.group(3) or "", line=lineno)
        self.place(block)
        self.i += 1
        return block

    def place(self, block: Block) -> None:
        """The file block first and once; an entry under it; a part under the entry above it."""
        if block.level == 1:
            if self.root is not None:
                raise self.error(block.line, "a second file header ('# ...'); only one is allowed")
            self.root = block
        elif self.root is None:
            raise self.error(block.line, "the file must start with its '# kind id' header")
        elif block.level == 2:
            self.root.children.append(block)
            self.entry = block
        elif self.entry is None:
            raise self.error(block.line, "a '###' part before any '##' entry")
        else:
            self.entry.children.append(block)

    def fields(self, block: Block) -> None:
        while self.i < len(self.lines) and self.lines[self.i] != "":
            line = self.lines[self.i]
            fm = FIELD.match(line)
            if not fm:
                raise self.error(
                    self.i + 1, f"expected 'key: value' or a blank line after the header, found {line[:60]!r}"
                )
            if line != line.rstrip() or "\t" in line:
                raise self.error(self.i + 1, "trailing white space or tab")
            block.fields.append((fm.group(1), fm.group(2)))
            self.i += 1

    def body(self, block: Block) -> str:
        body: list[str] = []
        while self.i < len(self.lines) and not HEADER.match(self.lines[self.i]):
            line = self.lines[self.i]
            if "\t" in line or line != line.rstrip():
                raise self.error(self.i + 1, "trailing white space or tab")
            body.append(line)
            self.i += 1
        if self.i < len(self.lines) and body:
            if body[-1] != "":
                raise self.error(self.i + 1, "a blank line must come before a header")
            body.pop()
        if body and body[0] == "":
            raise self.error(block.line, "more than one blank line after the fields")
        if body and body[-1] == "":
            raise self.error(self.i, "more than one blank line before the next header")
        return "\n".join(body)


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
