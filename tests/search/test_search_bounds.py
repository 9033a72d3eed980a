"""Search in pieces a newcomer can read: no function in search/ above complexity 20 or 60 statements (radon's
cyclomatic complexity; statements counted on the syntax tree, as tests/engine/test_engine_bounds.py counts)."""

from pathlib import Path

import pytest

from tests.engine.test_engine_bounds import MAX_COMPLEXITY, MAX_LOGIC, measure

SEARCH = Path(__file__).resolve().parents[2] / "search"


def _modules() -> list[Path]:
    return sorted(p for p in SEARCH.rglob("*.py") if "__pycache__" not in p.parts and "migrations" not in p.parts)


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.relative_to(SEARCH).as_posix())
def test_no_function_in_search_is_above_complexity_20_or_60_statements(path: Path) -> None:
    for name, (complexity, statements) in measure(path.read_text()).items():
        assert complexity <= MAX_COMPLEXITY and statements <= MAX_LOGIC, (
            f"{path.name}:{name} {complexity}, {statements}"
        )
