"""The framework package names no card, skill or identity (issue 21; docs/engine.md, "Where the
code is"): its modules import nothing of a ruleset or of the card and skill registries and use
no ``EFFECT_*``, ``SKILL_*`` or identity constant. Every module of ``qxs_env/engine`` is either
framework or listed below as not yet, with the reason."""

from __future__ import annotations

import ast
from pathlib import Path

import qxs_env.engine

ENGINE = Path(qxs_env.engine.__file__).resolve().parent

FRAMEWORK = {
    "__init__",
    "stack",
    "cards",
    "zones",
    "state",
    "nrt",
    "fastcall",
    "cache_stamps",
    "jit",
    "hooks",
    "judgement",
    "cancel",
    "damage",
    "dying",
    "turn",
    "driver",
}
"""Modules of qxs_env/engine that must stay free of game names."""

NOT_YET = {
    "layout": "the frame layout mixed with 群侠杀's rule switches (C_LEADER_BONUS, ...)",
}
"""Modules of qxs_env/engine that still hold 群侠杀 specifics: name -> why."""

FORBIDDEN_MODULES = ("qxs_env.rulesets", "qxs_env.content.effects", "qxs_env.content.skills")
IDENTITIES = {"LEADER", "RIGHTEOUS", "CULT", "COURT", "FOREIGN", "COLLABORATOR"}


def game_names(source: str) -> list[str]:
    """The game names ``source`` uses: imports of a ruleset or of the effect and skill
    registries, and ``EFFECT_*`` / ``SKILL_*`` / identity names in code (docstrings and
    comments do not count)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(FORBIDDEN_MODULES):
                found.append(f"import from {node.module}")
            for alias in node.names:
                if alias.name in IDENTITIES:
                    found.append(f"import {alias.name}")
        elif isinstance(node, ast.Import):
            found += [
                f"import {a.name}" for a in node.names if a.name.startswith(FORBIDDEN_MODULES)
            ]
        name = node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)
        if isinstance(name, str) and (name.startswith(("EFFECT_", "SKILL_")) or name in IDENTITIES):
            found.append(name)
    return found


def test_every_engine_module_is_classified() -> None:
    modules = {p.stem for p in ENGINE.glob("*.py")}
    assert modules == FRAMEWORK | set(NOT_YET), "classify it in FRAMEWORK or NOT_YET"


def test_framework_modules_name_no_card_skill_or_identity() -> None:
    for stem in sorted(FRAMEWORK):
        names = game_names((ENGINE / f"{stem}.py").read_text(encoding="utf-8"))
        assert names == [], f"qxs_env/engine/{stem}.py names {sorted(set(names))}"


def test_the_check_sees_game_names() -> None:
    """The check itself: a module like the old core.py is caught."""
    old = (
        "from qxs_env.content.effects import EFFECT_HEAL\n"
        "from qxs_env.constants import LEADER\n"
        "def f(g, e):\n    return e == EFFECT_HEAL or g.ident[0] == LEADER\n"
    )
    assert set(game_names(old)) == {
        "import from qxs_env.content.effects",
        "import LEADER",
        "EFFECT_HEAL",
        "LEADER",
    }
