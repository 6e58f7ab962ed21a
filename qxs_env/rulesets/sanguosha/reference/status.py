"""Which of 三国杀's cards and skills the engine implements, for the reference docs: a card
effect or a skill is implemented when its rule module exists (``cards/<effect>.py``,
``skills/<skill>.py``, the one-module-per-card/skill layout) together with its scenario test
file (``tests/rulesets/sanguosha/{cards,skills}/test_<id>.py``). What each still leaves open is
in docs/sanguosha/status.md."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]
"""``qxs_env/rulesets/sanguosha``."""
TESTS = PACKAGE.parents[2] / "tests" / "rulesets" / "sanguosha"
"""The ruleset's scenario tests."""


def implemented(kind: str, module_id: str) -> bool:
    """Whether ``kind`` (``cards`` or ``skills``) has a rule module ``module_id`` and its
    scenario test."""
    return (PACKAGE / kind / f"{module_id}.py").is_file() and (
        TESTS / kind / f"test_{module_id}.py"
    ).is_file()


def mark(kind: str, module_id: str) -> str:
    """``✓`` when implemented (:func:`implemented`), else ``–``."""
    return "✓" if implemented(kind, module_id) else "–"
