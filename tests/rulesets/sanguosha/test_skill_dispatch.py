"""三国杀's skill dispatchers are generated (``python -m qxs_env.rulesets.sanguosha.dispatch_gen``)
from one module per skill, the checked-in file is current, every module is a skill of
``configs/sanguosha/heroes.yaml`` and every skill module has its scenario test file."""

from __future__ import annotations

from pathlib import Path

from qxs_env.engine.dispatch_gen import hooks_of, is_current, modules
from qxs_env.rulesets.sanguosha import dispatch_gen as gen
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.tables import hero_set

TESTS = Path(__file__).resolve().parent / "skills"


def test_skill_dispatch_file_is_current() -> None:
    assert is_current(gen.SKILLS), "run python -m qxs_env.rulesets.sanguosha.dispatch_gen"


def test_every_skill_module_is_a_skill_with_a_test_file() -> None:
    skills = {s.id for s in hero_set().skills}
    for mid in modules(gen.SKILLS):
        assert mid in skills, mid
        assert L.SKILL_IDS[getattr(L, f"SKILL_{mid.upper()}")] == mid
        assert (TESTS / f"test_{mid}.py").is_file(), (
            f"no tests/rulesets/sanguosha/skills/test_{mid}.py"
        )
        hooks = hooks_of(gen.SKILLS, gen.SKILLS.directory / f"{mid}.py")
        assert hooks, f"skills/{mid}.py defines no hook or query"


def test_an_active_skill_module_has_its_button() -> None:
    """A skill with a button in the play phase defines both ``usable`` and ``activate``."""
    for mid in modules(gen.SKILLS):
        hooks = hooks_of(gen.SKILLS, gen.SKILLS.directory / f"{mid}.py")
        assert ("usable" in hooks) == ("activate" in hooks), mid
