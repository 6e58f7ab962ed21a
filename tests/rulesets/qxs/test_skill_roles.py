"""The heuristic's per-skill roles sit next to their skills (issue 21, scope item 5).

Every skill module that has a policy role declares it as ``HEURISTIC_ROLE = SR_<ROLE>`` (a code
of ``qxs_env.rulesets.qxs.skill_roles``) at its end, and the heuristic builds its per-hero skill
table from those constants. These tests read the modules' source on their own (not through the
heuristic's import) and fail when a module's role and the role the heuristic reads disagree, when
a role code is declared twice or used by no skill, or when the table the heuristic plays with
holds another role. That the heuristic plays exactly as before the move is proved by the golden
digests (tests/test_golden.py, heuristic games with heroes).
"""

from __future__ import annotations

import ast
from pathlib import Path

from agents.heuristic.tables import face_tables, skill_roles, skill_table
from qxs_env.rulesets.qxs import skill_roles as roles_mod
from qxs_env.rulesets.qxs.api import content_for, hero_catalogue
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS
from qxs_env.rulesets.qxs.dispatch_gen import SKILLS, modules

MODULES = {sid: SKILLS.directory / f"{sid}.py" for sid in modules(SKILLS)}


def declared_role(path: Path) -> str | None:
    """The name assigned to ``HEURISTIC_ROLE`` at the top level of the module at ``path``
    (``"SR_FLOOR"``), read from its source; None when it declares no role."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [
        n.value
        for n in tree.body
        if isinstance(n, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "HEURISTIC_ROLE" for t in n.targets)
    ]
    if not found:
        return None
    assert len(found) == 1, f"{path.name}: HEURISTIC_ROLE assigned twice"
    value = found[0]
    assert isinstance(value, ast.Name) and value.id.startswith("SR_"), (
        f"{path.name}: HEURISTIC_ROLE must name a code of qxs_env.rulesets.qxs.skill_roles"
    )
    return value.id


DECLARED = {sid: declared_role(path) for sid, path in MODULES.items()}
ROLE_CODES = {name: getattr(roles_mod, name) for name in dir(roles_mod) if name.startswith("SR_")}


def test_role_codes_are_distinct_and_each_is_used() -> None:
    """Each ``SR_*`` code names one role, and every role but ``SR_NONE`` is some skill's."""
    assert len(set(ROLE_CODES.values())) == len(ROLE_CODES)
    assert roles_mod.ROLE_NAMES == {v: k for k, v in ROLE_CODES.items()}
    used = {name for name in DECLARED.values() if name is not None}
    assert used <= set(ROLE_CODES), f"unknown role codes: {sorted(used - set(ROLE_CODES))}"
    assert set(ROLE_CODES) - used == {"SR_NONE"}, "a role no skill declares"


def test_heuristic_reads_every_module_role() -> None:
    """The heuristic's roles (``skill_roles``) are exactly the modules' declared roles: a
    module's role the heuristic misses, or a role it reads that no module declares, fails."""
    from_modules = {
        sid: ROLE_CODES[name]
        for sid, name in DECLARED.items()
        if name is not None and name != "SR_NONE"
    }
    assert skill_roles() == from_modules
    assert len(from_modules) >= 42  # the heuristic had roles for 42 skill ids (issue 21)
    assert set(from_modules) <= set(SKILL_IDS)


def test_skill_table_holds_each_skill_modules_role() -> None:
    """Column 0 of the per-hero skill table the heuristic plays with is the role each hero
    skill's module declares (``SR_NONE`` for a skill whose module declares none)."""
    catalogue, tables = content_for("standard")
    table = skill_table(face_tables(tables), catalogue)
    seen = 0
    for h, hero in enumerate(hero_catalogue().heroes):
        for k, sk in enumerate(hero.skills[: table.shape[1]]):
            want = ROLE_CODES[DECLARED.get(sk.id) or "SR_NONE"]
            assert table[h, k, 0] == want, f"{hero.id} slot {k} ({sk.id})"
            seen += want != roles_mod.SR_NONE
    assert seen > 42  # several heroes share a skill id
