"""The agents' framework names no card, skill or identity (issue 21; docs/agents.md, "Where the
code is"): the modules of ``agents/framework`` import nothing of a ruleset, of the card and skill
registries or of the 群侠杀 heuristic (``agents.heuristic``), use no ``EFFECT_*``, ``SKILL_*`` or
identity constant (the check of tests/test_framework_names.py), and import of the project only
the agents' framework itself, ``agents.framework.jit`` and the engine's framework. The per-identity
numbers they work with are handed in by the ruleset's heuristic
(``agents/heuristic/identities.py``). A few of the framework's functions are shown at work on
hand-made seats."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
from test_framework_names import game_names

import agents.framework
from agents.framework import enmity, seats

FRAMEWORK = Path(agents.framework.__file__).resolve().parent

ALLOWED_PROJECT_IMPORTS = ("agents.framework", "agents.framework.jit", "qxs_env.engine")
"""What of the project a framework module may import (a module or a package above it)."""


def _imported(node: ast.AST) -> list[str]:
    """The absolute names an import statement brings in (``from a import b``: ``a.b``)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if isinstance(node, ast.ImportFrom):
        if node.level:  # relative: inside agents.framework, or above it
            base = "agents.framework" if node.level == 1 else "agents"
            module = f"{base}.{node.module}" if node.module else base
        else:
            module = node.module or ""
        return [f"{module}.{a.name}" for a in node.names]
    return []


def agent_game_names(source: str) -> list[str]:
    """:func:`test_framework_names.game_names` of ``source``, plus imports of the project other
    than :data:`ALLOWED_PROJECT_IMPORTS` (``agents.heuristic``, a ruleset, the catalogue's
    constants ...)."""
    found = game_names(source)
    for node in ast.walk(ast.parse(source)):
        for name in _imported(node):
            if name.split(".")[0] in ("agents", "qxs_env") and not any(
                name == a or name.startswith(a + ".") for a in ALLOWED_PROJECT_IMPORTS
            ):
                found.append(f"import {name}")
    return found


def test_agents_framework_modules_name_no_card_skill_or_identity() -> None:
    modules = sorted(FRAMEWORK.glob("*.py"))
    expected = {"__init__", "belief", "enmity", "observation", "rng", "roles", "seats"}
    assert {p.stem for p in modules} >= expected
    for path in modules:
        names = agent_game_names(path.read_text(encoding="utf-8"))
        assert names == [], f"agents/framework/{path.name} names {sorted(set(names))}"


def test_the_check_sees_game_names() -> None:
    """The check itself: the 群侠杀 heuristic's imports and identity codes are caught."""
    ruleset_style = (
        "from agents.heuristic.tables import CULT, K_MOVE\n"
        "from agents import heuristic\n"
        "from ..heuristic import identities\n"
        "import qxs_env.rulesets.qxs.obs\n"
        "from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES\n"
        "from agents.framework.jit import njit_cached\n"
        "from qxs_env.engine.jit import compile_general\n"
        "def f(style):\n    return style == CULT\n"
    )
    assert set(agent_game_names(ruleset_style)) == {
        "import CULT",
        "CULT",
        "import agents.heuristic.tables.CULT",
        "import agents.heuristic.tables.K_MOVE",
        "import agents.heuristic",
        "import agents.heuristic.identities",
        "import qxs_env.rulesets.qxs.obs",
        "import qxs_env.rulesets.qxs.constants.IDENTITY_NAMES",
        "import from qxs_env.rulesets.qxs.constants",
    }


def test_seat_distance_counts_the_living_the_shorter_way() -> None:
    """Six seats, seat 2 dead: from 0 to 3 two living seats are stepped over either way; a
    modifier adds to it, and it is never below 1. The observer's shown distances fix a seat's
    modifier when they are not clamped."""
    n = 6
    alive = np.array([True, True, False, True, True, True])
    datt = np.zeros(n, np.int64)
    ddef = np.zeros(n, np.int64)
    assert seats.seat_distance(0, 3, n, alive, datt, ddef) == 2
    assert seats.seat_distance(0, 0, n, alive, datt, ddef) == 0
    ddef[3] = 1
    datt[1] = -3
    assert seats.seat_distance(0, 3, n, alive, datt, ddef) == 3
    assert seats.seat_distance(1, 3, n, alive, datt, ddef) == 1
    to_seat = np.array([0, 1, 0, 4, 1, 1])  # seat 3 (2 round) is shown 4 away: its defence +2
    from_seat = np.array([0, 1, 0, 2, 3, 1])  # seat 4 (2 round) reaches the observer at 3: +1
    datt[:] = 0
    ddef[:] = 0
    seats.infer_distance_mods(n, alive, to_seat, from_seat, datt, ddef)
    assert ddef.tolist() == [0, 0, 0, 2, 0, 0] and datt.tolist() == [0, 0, 0, 0, 1, 0]


def test_enmity_from_a_utility_table_and_a_partner() -> None:
    """Three identities (0 the observer's own side, 1 the enemy, 2 a partner): the enmity is the
    expected utility, the dead and the observer are never targets, a side's strength weighs HP
    and hand by the probabilities, and whoever hurt a known partner becomes a target."""
    n = 4
    alive = np.array([True, True, True, False])
    P = np.array([[1.0, 0, 0], [0.25, 0.75, 0], [0, 0, 1.0], [0, 1.0, 0]])
    util = np.array([-2.0, 1.0, -1.0])
    en = np.zeros(n)
    enmity.expected_enmity(n, P, util, alive, en)
    assert en.tolist() == [enmity.NOT_A_TARGET, 0.25, -1.0, enmity.NOT_A_TARGET]
    assert enmity.expected_alive(n, alive, P, 1) == 0.75
    hp = np.array([4.0, 2.0, 3.0, 0.0])
    handn = np.array([1.0, 2.0, 0.0, 0.0])
    assert enmity.side_strength(n, alive, hp, handn, P, 1 << 1, 0.5) == 0.75 * 3.0
    assert enmity.living_others(n, alive, 2) == 1
    known = np.array([0, -1, 2, 1])
    hostile = np.zeros((n, n))
    hostile[1, 2] = 5.0
    enmity.protect_partner(n, known, alive, hostile, 2, -3.0, 0.5, 3.0, en)
    assert en[2] == -3.0 and en[1] == 0.25 + 1.5
