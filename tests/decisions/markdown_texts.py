"""Every Markdown source text the suite makes or loads, gathered without building anything.

- the corpus: every body of every block (laws, clauses, notes, decisions, passages), as a writer may quote it;
- the tests: every string written where a Markdown field is set (a keyword or a dict key named as one of the
  fields below, or a module constant named there, folded when it is built from other constants with `+`, `*`
  and `join`), read from the test files' syntax trees, so a text added to a test is checked without a word here;
- the worlds and fixtures (tests/factories.py and every conftest.py): every string they hold, the votes' reasons
  and the motions' texts among them;
- the pathological and heaviest texts of benchmarks/markdown_inputs.py.

Hypothesis adds generated texts in the test itself (test_markdown_unchanged.py).
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path
from typing import Any

from corpus.blocks import Block, parse_file

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"

# The Markdown fields of the models and of the service functions, forms and API that save them.
MARKDOWN_FIELDS = {"text", "holding", "holding_markdown", "grounds", "reasons", "words", "message"}
WORLDS = {"factories.py", "conftest.py"}


def _bodies(block: Block) -> list[tuple[str, str]]:
    found = [(f"{block.kind} {block.id}".strip(), block.body)] if block.body.strip() else []
    for child in block.children:
        found += [(f"{block.kind} {block.id} / {name}", body) for name, body in _bodies(child)]
    return found


def corpus_texts() -> dict[str, str]:
    texts: dict[str, str] = {}
    for path in sorted((ROOT / "corpus").glob("*/*.txt")):
        for name, body in _bodies(parse_file(path)):
            texts.setdefault(body, f"{path.relative_to(ROOT)}: {name}")
    return {name: body for body, name in texts.items()}


class _Unfoldable(Exception):
    pass


def _fold(node: ast.expr, env: dict[str, Any]) -> Any:
    """The value of an expression built from constants only, or _Unfoldable."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        if node.id in env:
            return env[node.id]
        raise _Unfoldable(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mult | ast.Mod):
        left, right = _fold(node.left, env), _fold(node.right, env)
        try:
            if isinstance(node.op, ast.Add):
                return left + right
            if isinstance(node.op, ast.Mult):
                return left * right
            return left % right
        except TypeError as err:
            raise _Unfoldable(str(err)) from err
    if isinstance(node, ast.List | ast.Tuple):
        return [_fold(e, env) for e in node.elts]
    if isinstance(node, ast.Dict):
        return {_fold(k, env): _fold(v, env) for k, v in zip(node.keys, node.values, strict=True) if k is not None}
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "join"
        and isinstance(node.func.value, ast.Constant)
        and len(node.args) == 1
        and not node.keywords
    ):
        parts = _fold(node.args[0], env)
        if isinstance(parts, list) and all(isinstance(p, str) for p in parts):
            return node.func.value.value.join(parts)
    raise _Unfoldable(type(node).__name__)


@functools.cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@functools.cache
def _module_constants(path: Path) -> dict[str, Any]:
    """The module's top-level names whose values fold, with the names it imports from other test modules."""
    env: dict[str, Any] = {}
    for node in _tree(path).body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in {"tests", "benchmarks"}:
            source = ROOT.joinpath(*node.module.split(".")).with_suffix(".py")
            if source.exists():
                other = _module_constants(source)
                env.update(
                    {alias.asname or alias.name: other[alias.name] for alias in node.names if alias.name in other}
                )
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign) and node.value
            else []
        )
        for target in targets:
            if isinstance(target, ast.Name):
                try:
                    env[target.id] = _fold(node.value, env)  # type: ignore[union-attr, arg-type]
                except _Unfoldable:
                    pass
    return env


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    return []


def _written_in(path: Path) -> list[str]:
    env = _module_constants(path)
    world = path.name in WORLDS
    values: list[ast.expr] = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.keyword) and node.arg in MARKDOWN_FIELDS:
            values.append(node.value)
        elif isinstance(node, ast.Dict):
            values += [
                v
                for k, v in zip(node.keys, node.values, strict=True)
                if isinstance(k, ast.Constant) and k.value in MARKDOWN_FIELDS
            ]
        elif world and isinstance(node, ast.Constant) and isinstance(node.value, str):
            values.append(node)
    found: list[str] = []
    for value in values:
        try:
            found += _strings(_fold(value, env))
        except _Unfoldable:
            pass
    return found


def test_texts() -> dict[str, str]:
    texts: dict[str, str] = {}
    for path in sorted(TESTS.rglob("*.py")):
        for text in _written_in(path):
            texts.setdefault(text, f"{path.relative_to(ROOT)}: {text[:40]!r}")
    return {name: text for text, name in texts.items()}


def bench_texts() -> dict[str, str]:
    from benchmarks.markdown_inputs import HEAVIEST_ACCEPTED, PATHOLOGICAL

    return {
        **{f"pathological: {name}": text for name, text in PATHOLOGICAL.items()},
        **{f"heaviest accepted: {name}": text for name, text in HEAVIEST_ACCEPTED.items()},
    }


def every_text() -> dict[str, str]:
    """Name (where the text comes from) to text, each text once, the first source named."""
    seen: dict[str, str] = {}
    for source in (bench_texts(), corpus_texts(), test_texts()):
        for name, text in source.items():
            seen.setdefault(text, name)
    return {name: text for text, name in seen.items()}
