"""Adversarial cases from the vocabulary at rule() and rule_text(): a clear ruling, never an exception or
the engine's fault. `make fuzz` runs the same property on at least 50,000 cases."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from engine import rule, rule_text

from .adversarial import case_text, cases, check_ruling


@settings(deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(cases)
def test_adversarial_cases_get_a_clear_ruling(case: dict[str, Any]) -> None:
    check_ruling(rule(case))
    text = case_text(case)
    if text is not None:
        check_ruling(rule_text(text))
        check_ruling(rule_text(text.encode("utf-8", "surrogatepass")))
