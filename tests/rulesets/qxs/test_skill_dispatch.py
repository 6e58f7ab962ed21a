"""The generated skill dispatchers (qxs_env/rulesets/qxs/skills/dispatch.py, issue 21): checked
in current, every hook of one name has the same arguments, and one new skill module is one new
dispatch line per hook it defines."""

from __future__ import annotations

import ast
from pathlib import Path

from qxs_env.rulesets.qxs import dispatch_gen as gen
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS


def test_dispatch_file_is_current() -> None:
    """Regenerating skills/dispatch.py from the skill modules changes no code (run
    ``python -m qxs_env.rulesets.qxs.dispatch_gen`` after adding a hook)."""
    assert gen.is_current(gen.SKILLS), "run python -m qxs_env.rulesets.qxs.dispatch_gen"


def test_every_hook_has_the_uniform_signature() -> None:
    """Every hook a skill module defines takes exactly its hook's arguments (the dispatcher
    passes those), every status function its status's arguments and the slot ``k``, and every
    module is named after a registered skill id."""
    want = {h.name: [a.strip() for a in h.args.split(",")] for h in gen.SKILLS.hooks}
    want |= {s.name: [a.strip() for a in s.args.split(",")] + ["k"] for s in gen.SKILLS.statuses}
    for sid in gen.modules(gen.SKILLS):
        assert sid in SKILL_IDS, f"skills/{sid}.py is not named after a skill id"
        tree = ast.parse((gen.SKILLS.directory / f"{sid}.py").read_text(encoding="utf-8"))
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef) and fn.name in want:
                got = [a.arg for a in fn.args.args]
                assert got == want[fn.name], f"skills/{sid}.py::{fn.name}{tuple(got)}"


def test_a_new_module_gets_its_dispatch_lines(tmp_path: Path) -> None:
    """Adding a skill = a module with its hooks: the generator adds one dispatch line per hook
    it defines (chained on ``code``), and none for hooks it lacks."""
    (tmp_path / "__init__.py").write_text('"""skills"""\n')
    (tmp_path / "extra_draw.py").write_text(
        "def step(g, tb, cfg, i, p, k, code, sub, ctx, r):\n    return True\n", encoding="utf-8"
    )
    (tmp_path / "made_up_skill.py").write_text(
        "def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):\n    return True\n\n"
        "def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):\n    pass\n\n"
        "def helper(g):\n    pass\n",
        encoding="utf-8",
    )
    text = gen.generate(gen.SKILLS.at(tmp_path))
    tree = ast.parse(text)
    fns = {n.name: ast.unparse(n) for n in tree.body if isinstance(n, ast.FunctionDef)}
    assert set(fns) == {h.dispatcher for h in gen.SKILLS.hooks} | {
        s.aggregator for s in gen.SKILLS.statuses
    }
    call = "made_up_skill_skill.can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx)"
    assert f"if code == SKILL_MADE_UP_SKILL:\n        return {call}" in fns["skill_module_can_fire"]
    assert "made_up_skill_skill.locked(" in fns["skill_module_locked"]
    assert (
        "extra_draw_skill.step(g, tb, cfg, i, p, k, code, sub, ctx, r)" in fns["skill_module_step"]
    )
    assert "made_up_skill" not in fns["skill_module_step"]
    assert "extra_draw" not in fns["skill_module_can_fire"]
    assert "helper" not in text
    assert "SKILL_MADE_UP_SKILL" in text  # the id must be registered in content/skills.py


def test_a_new_module_joins_a_status_query(tmp_path: Path) -> None:
    """A status skill = a module defining the status function: the generator adds its branch
    to the loop over the seat's skill slots (combined as the status says), and none to the
    statuses it does not define."""
    (tmp_path / "__init__.py").write_text('"""skills"""\n')
    (tmp_path / "attack_distance.py").write_text(
        "def distance_mods(g, tb, p, k):\n    return -1, 0\n", encoding="utf-8"
    )
    tree = ast.parse(gen.generate(gen.SKILLS.at(tmp_path)))
    fns = {n.name: ast.unparse(n) for n in tree.body if isinstance(n, ast.FunctionDef)}
    mods = fns["skills_distance_mods"]
    assert "for k in range(HERO_SKILLS):" in mods and "code = g.skills[p, k]" in mods
    assert "attack_distance_skill.distance_mods(g, tb, p, k)" in mods
    assert "total0 += part0" in mods and "total1 += part1" in mods
    assert "attack_distance" not in fns["skills_power_bonus"]
    assert fns["skills_counters"].endswith("return False")  # no module: the neutral answer
