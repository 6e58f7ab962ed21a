"""Policy roles declared next to the rules they describe: each skill (or card) module of a
ruleset names the role a heuristic gives it as a module constant (群侠杀's skills:
``HEURISTIC_ROLE`` in ``qxs_env/rulesets/qxs/skills/<skill id>.py``), and the heuristic collects
them by id before any decision. Reading them is the same for any ruleset; the package, the ids
and the role codes are the ruleset heuristic's (``agents.heuristic.tables.skill_roles``).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterable


def declared_roles(
    package: str, ids: Iterable[str], none: int, attribute: str = "HEURISTIC_ROLE"
) -> dict[str, int]:
    """``{id: role}`` for every id whose module ``<package>.<id>`` exists and declares a role
    (the module constant ``attribute``) other than ``none``; ids without a module or without a
    role are absent (the heuristic then treats them as ``none``)."""
    roles: dict[str, int] = {}
    for sid in ids:
        name = f"{package}.{sid}"
        if importlib.util.find_spec(name) is None:
            continue
        role = int(getattr(importlib.import_module(name), attribute, none))
        if role != none:
            roles[sid] = role
    return roles
