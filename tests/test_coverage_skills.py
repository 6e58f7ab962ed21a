"""The coverage check's map from hero skills to their own code
(qxs_env.rulesets.qxs.devtools.effect_coverage, issue 4).

These tests read source only (no games): the rules that find a skill's lines on a small made-up
engine, and on the real rule modules that every implemented skill has lines of its own, so that a
skill added without any is named here rather than silently counted as covered. The games that
check those lines run are in tests/test_fuzz.py (``test_every_skill_and_effect_runs_with_heroes``).
"""

from __future__ import annotations

import ast
import functools
import textwrap
from pathlib import Path

from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS
from qxs_env.rulesets.qxs.devtools.effect_coverage import (
    rules_text,
    skill_branches,
    skill_holders,
    skill_lines,
    skill_returns,
    source_files,
)


@functools.cache
def _all_skill_lines() -> tuple[list[Path], list[str], dict[str, set[int]]]:
    """The rule and skill sources and :func:`skill_lines` of every registered skill, computed
    once for the tests below (about 6 CPU-seconds). Each skill's lines are the same
    whether the other ids asked are all skills or the implemented ones alone (checked when this
    was introduced: the map is per skill)."""
    files = source_files()
    texts = [f.read_text(encoding="utf-8") for f in files]
    return files, texts, skill_lines(files, texts, set(SKILL_IDS) - {"none"})


FAKE = textwrap.dedent(
    """\
    def power(g, p):
        b = 0
        for k in range(4):
            code = g.skills[p, k]
            if code == SKILL_ALPHA and g.hp[p] < 2:
                b += 1
            elif code == SKILL_BETA or code == SKILL_GAMMA:
                b += 2
            if code != SKILL_DELTA:
                continue
            b += 3
        return b


    def slot_positive(g, p):
        k = skill_slot(g, p, SKILL_EPSILON)
        if k >= 0 and g.cur == p:
            return 1
        return 0


    def slot_negative(g, p):
        k = skill_slot(g, p, SKILL_ZETA)
        if k < 0 or g.cur != p:
            return False
        g.used[p, k] = 1
        log(g, EV_SKILL, p, SKILL_ZETA, k, 0, 0)
        return True


    def is_eta(g, t):
        return skill_slot(g, t, SKILL_ETA) >= 0 and g.equip[t, 0] < 0


    def is_theta_or_iota(code):
        return code == SKILL_THETA or code == SKILL_IOTA


    def caller(g, t, code):
        if g.alive[t] and is_eta(g, t):
            g.x = 1
        if not is_eta(g, t):
            g.x = 2
        if is_theta_or_iota(code):
            g.x = 3
        if g.alive[t] or is_eta(g, t):
            g.x = 4
        g.y = 5  # covers: kappa
    """
)
IDS = {
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "zeta",
    "eta",
    "theta",
    "iota",
    "kappa",
}


def _line(text: str) -> int:
    """Line number (1-based) of the first line of FAKE containing ``text``."""
    for n, line in enumerate(FAKE.splitlines(), start=1):
        if text in line:
            return n
    raise AssertionError(text)


def test_skill_lines_found_by_each_rule() -> None:
    """Dispatch on ``code ==`` (alone, with ``and``, shared by ``or``), the statement after a
    ``!=`` / ``k < 0`` test that leaves, a slot tested ``k >= 0``, ``log`` calls naming the skill,
    callers of a predicate (positive tests only) and the marker comment."""
    got = skill_branches(FAKE, IDS)
    assert got["alpha"] == {_line("b += 1")}
    assert got["beta"] == got["gamma"] == {_line("b += 2")}
    assert got["delta"] == {_line("b += 3")}
    assert got["epsilon"] == {_line("return 1")}
    assert got["zeta"] == {_line("g.used[p, k] = 1"), _line("log(g, EV_SKILL")}
    assert got["eta"] == {_line("g.x = 1")}  # not the `not` caller, not the `or` caller
    assert got["theta"] == got["iota"] == {_line("g.x = 3")}
    assert got["kappa"] == {_line("# covers: kappa")}


def test_predicates_of_one_skill_count_by_their_return() -> None:
    """A function true only for one skill's holders is reported (its true return is the skill
    applying): a test implying the skill returned, or a true value returned inside an ``if``
    implying it; one shared by two skills is not (its return cannot tell them apart)."""
    assert skill_returns(FAKE, IDS) == {"eta": {"is_eta"}, "epsilon": {"slot_positive"}}


def test_every_implemented_skill_has_code_of_its_own() -> None:
    """Every skill of rules.IMPLEMENTED_SKILLS has lines (or a predicate) that only it runs, so
    the heroes-on coverage run can tell whether its code ran; a new skill written in a way the
    rules do not see is named here (fix: see docs/engine.md "Adding a skill", step 5). Lines are
    read from the rule modules and from every skill's own module (qxs_env/rulesets/qxs/skills/)."""
    files, texts, lines = _all_skill_lines()
    implemented = {SKILL_IDS[int(c)] for c in rules.IMPLEMENTED_SKILLS}
    returns = skill_returns(rules_text(files, texts), implemented)
    unmapped = sorted(s for s in implemented if not lines.get(s) and not returns.get(s))
    assert unmapped == [], f"implemented skills with no code of their own found: {unmapped}"


def test_skill_holders_are_complete_heroes() -> None:
    """The heroes the coverage run deals for a skill hold it (a sanity check of the pool)."""
    from qxs_env.rulesets.qxs.api import hero_catalogue, implemented_heroes

    hcat = hero_catalogue()
    complete = set(implemented_heroes())
    for skill, heroes in skill_holders().items():
        for h in heroes:
            assert h in complete
            assert skill in {sk.id for sk in hcat.hero(h).skills}


def test_each_skill_module_is_named_after_its_skill_and_holds_its_lines() -> None:
    """One module per skill: every module of qxs_env/rulesets/qxs/skills/ is named after a
    registered skill id (``SKILL_<ID>`` lower-cased), the engine imports it, and the coverage map
    counts its functions as that skill's lines (a function of it that never runs in the heroes-on
    coverage games leaves the skill uncovered). A module with no function holds only its skill's
    description and ``HEURISTIC_ROLE`` while the skill's rules are still shared queries of the
    rule modules (issue 21); it needs its docstring and its role."""
    from qxs_env.rulesets.qxs import skills as pkg

    files, texts, lines = _all_skill_lines()
    modules = [f for f in files if f.parent.name == "skills" and not f.stem.startswith("dispatch")]
    assert modules, "no skill modules found"
    ids = set(SKILL_IDS) - {"none"}
    for k, path in enumerate(files):
        if path not in modules:  # rule modules, the card modules, the generated dispatchers
            continue
        assert path.stem in ids, f"{path.name} is not named after a skill id"
        tree = ast.parse(texts[k])
        if not any(isinstance(n, ast.FunctionDef) for n in tree.body):
            # a module holding only its skill's description and heuristic role (issue 21): its
            # rules are still shared queries of the rule modules, whose lines the test above maps
            assert ast.get_docstring(tree), f"{path.name}: no docstring"
            assert "HEURISTIC_ROLE" in texts[k], f"{path.name}: no function and no role"
            continue
        assert hasattr(pkg, path.stem), f"{path.stem} not imported"
        own = {x for x in lines[path.stem] if x // 1_000_000 == k}
        assert own, f"{path.name}: no function lines mapped to {path.stem}"
