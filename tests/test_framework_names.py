"""The framework package names no card, skill or identity (issue 21; docs/engine.md, "Where the
code is"): its modules import nothing of a ruleset or of the card and skill registries and use
no ``EFFECT_*``, ``SKILL_*`` or identity constant. Every module of ``qxs_env/engine`` is either
framework or listed below as not yet, with the reason. The framework's layout holds only what a
framework module uses or what is generic (the ruleset's codes are numbered apart from it), and
群侠杀's state record holds the fields the framework reads."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest

import qxs_env.engine

ENGINE = Path(qxs_env.engine.__file__).resolve().parent

FRAMEWORK = {
    "__init__",
    "stack",
    "cards",
    "zones",
    "random_streams",
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
    "death",
    "draft",
    "turn",
    "triggers",
    "driver",
    "layout",
    "compile_notice",
    "checks",
    "card_tables",
    "patterns",
    "dispatch_gen",
    "geometry",
    "request",
    "masks",
    "use",
    "records",
    "shown",
    "select",
    "entry",
    "batch_engine",
    "fuzz_loop",
}
"""Modules of qxs_env/engine that must stay free of game names."""

NOT_YET: dict[str, str] = {}
"""Modules of qxs_env/engine that still hold 群侠杀 specifics: name -> why."""

GENERIC_LAYOUT = {
    "N_CFG": "the length of the cfg array",
    "ACTION_BLOCKS": "the action layout's blocks",
    "CARDS_BY_FACE_SUIT": "a way a card block names cards (engine/card_tables.py)",
    "CARDS_BY_FACE": "a way a card block names cards",
    "CARDS_BY_CARD": "a way a card block names cards",
    "N_SEAT_ACTIONS": "a seat block's capacity",
    "N_PICK_ACTIONS": "a pick block's size (a hidden hand card, the equipment slots)",
    "N_JUDGE_ACTIONS": "a judge block's size",
    "N_SUIT_ACTIONS": "a suit block's size (one per suit)",
    "RANK_NONE": "the rank of a card without one",
    "action_offsets": "the action layout's blocks",
    "PH_START": "a phase of the framework's turn",
    "PH_JUDGE": "a phase of the framework's turn",
    "PH_END": "a phase of the framework's turn",
    "PHASE_NAMES": "the phases of the framework's turn",
    "PHASE_IDS": "the phases of the framework's turn as configs name them",
    "Z_EQUIP": "a zone",
    "Z_JUDGE": "a zone",
    "Z_DISCARD": "a zone",
    "Z_OUT": "a zone",
    "ZONE_NAMES": "the zones",
    "MAX_FACES": "sizes the tables record's face fields the framework reads (engine/cards.py)",
    "MAX_PARAMS": "sizes the tables record's face_param, which the framework reads",
}
"""Names of qxs_env/engine/layout.py that no other framework module uses but that are generic
parts of its layout: name -> why. Any other name of it must be used by a framework module (a code
only a ruleset uses belongs in the ruleset's layout)."""
CODE_FAMILIES = ("OP_", "DEC_", "EV_", "C_")
NOT_CODES = {"DEC_BASE", "EV_FIELDS", "EV_MAX"}

FORBIDDEN_MODULES = (
    "qxs_env.rulesets",
    "qxs_env.rulesets.qxs.content.effects",
    "qxs_env.rulesets.qxs.content.skills",
)
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
        "from qxs_env.rulesets.qxs.content.effects import EFFECT_HEAL\n"
        "from qxs_env.rulesets.qxs.constants import LEADER\n"
        "def f(g, e):\n    return e == EFFECT_HEAL or g.ident[0] == LEADER\n"
    )
    assert set(game_names(old)) == {
        "import from qxs_env.rulesets.qxs.content.effects",
        "import from qxs_env.rulesets.qxs.constants",
        "import LEADER",
        "EFFECT_HEAL",
        "LEADER",
    }


def defined_names(source: str) -> dict[str, ast.AST]:
    """The module-level names ``source`` defines (assignments, functions, imports): name ->
    the node holding its value (or the statement)."""
    out: dict[str, ast.AST] = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign):
            out.update({t.id: node.value for t in node.targets if isinstance(t, ast.Name)})
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            out[node.name] = node
        elif isinstance(node, ast.ImportFrom):
            out.update({a.asname or a.name: node for a in node.names})
    return out


def test_framework_layout_holds_framework_names_only() -> None:
    """A name of the framework's layout is used by another framework module or is generic."""
    used: set[str] = set()
    for stem in FRAMEWORK - {"layout"}:
        for node in ast.walk(ast.parse((ENGINE / f"{stem}.py").read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name):
                used.add(node.id)
            elif isinstance(node, ast.ImportFrom):
                used |= {a.name for a in node.names}
    names = set(defined_names((ENGINE / "layout.py").read_text(encoding="utf-8")))
    unused = sorted(names - used - set(GENERIC_LAYOUT) - {"annotations"})
    assert unused == [], f"only a ruleset uses {unused}: move them to its layout"


def test_ruleset_codes_are_numbered_apart_from_the_framework() -> None:
    """群侠杀's layout defines no framework name again and reuses no framework code's value in
    the same family (procedures, decisions, events, config slots)."""
    from qxs_env.engine import layout as framework
    from qxs_env.rulesets.qxs import layout as ruleset

    ruleset_path = Path(ruleset.__file__)
    own = set(defined_names(ruleset_path.read_text(encoding="utf-8")))
    own -= {"annotations", "FR_A5"}  # FR_SKILL and FR_LEND are that framework field
    assert own & set(vars(framework)) == set()
    for family in CODE_FAMILIES:
        fw = {v: k for k, v in vars(framework).items() if k.startswith(family)}
        for name in sorted(own):
            if name.startswith(family) and name not in NOT_CODES:
                value = getattr(ruleset, name)
                assert value not in fw or fw[value] in NOT_CODES, (name, fw.get(value))


def test_ruleset_record_holds_the_framework_fields() -> None:
    """群侠杀's record passes the framework's check; a record without a framework field, or with
    one of another type, is refused."""
    from qxs_env.engine.state import FRAMEWORK_FIELDS, check_record
    from qxs_env.rulesets.qxs.state import STATE_DTYPE

    check_record(STATE_DTYPE)
    assert set(STATE_DTYPE.names) >= {name for name, _, _ in FRAMEWORK_FIELDS}
    fields = [(n, STATE_DTYPE.fields[n][0]) for n in STATE_DTYPE.names]
    with pytest.raises(TypeError, match="'sp'"):
        check_record(np.dtype([f for f in fields if f[0] != "sp"], align=True))
    with pytest.raises(TypeError, match="'hp'"):
        check_record(np.dtype([(n, np.int16 if n == "hp" else t) for n, t in fields], align=True))
