"""Skill sets (issue 21, scope 4): a configuration compiles only the skills it can reach.

The generated dispatch files per set (``skills/dispatch{,_base,_off}.py``), the set an engine
picks (``api.skill_set_of``), the tables record type per set, the scenario widening it, and (the
proof that a set changes no game) random games played under each configuration's own set
against the same games under every skill, uncompiled in a child process. The compiled check is
the slow-tier golden test (``tests/test_golden.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numba
import numpy as np
import pytest

from qxs_env.rulesets.qxs import dispatch_gen as gen
from qxs_env.rulesets.qxs import skill_sets
from qxs_env.rulesets.qxs.api import Engine, hero_catalogue, skill_set_of
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.scenario import Scenario
from qxs_env.rulesets.qxs.skills import dispatch, dispatch_base, dispatch_off
from qxs_env.rulesets.qxs.state import (
    SKILL_SETS,
    TABLES_DTYPES,
    pack_tables,
    skill_set_mark,
    tables_content_bytes,
)

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def own_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each configuration's own skill set (the test suite widens every set to ``all``)."""
    monkeypatch.delenv(skill_sets.SKILL_SET_ENV, raising=False)


def _base_skills() -> set[str]:
    hcat = hero_catalogue()
    return {sk.id for h in hcat.ids("standard") for sk in hcat.hero(h).skills}


def test_every_generated_file_is_current() -> None:
    """dispatch.py and each skill set's file are what the generator writes now."""
    for variant, path in gen.outputs(gen.SKILLS):
        assert gen.is_current(gen.SKILLS, variant=variant), f"{path} is stale: run dispatch_gen"


def test_the_base_file_holds_the_base_heroes_skills_and_the_off_file_none() -> None:
    """dispatch_base dispatches exactly the base heroes' skills that have a module; dispatch_off
    dispatches nothing and imports no skill module."""
    assert set(dispatch_base.SKILLS) == _base_skills() & set(dispatch.SKILLS)
    assert set(dispatch_base.SKILLS) < set(dispatch.SKILLS)
    assert dispatch_off.SKILLS == ()
    text = Path(dispatch_off.__file__).read_text(encoding="utf-8")
    assert "if code ==" not in text and "_skill." not in text


def test_a_configuration_gets_the_smallest_set_that_holds_its_heroes(own_sets: None) -> None:
    """Heroes off: no skill; the base heroes (the default game, a pool or fixed heroes of
    them): the base set; an expansion hero in play: every skill."""
    base = hero_catalogue().ids("standard")
    expansion = hero_catalogue().ids("expansion")
    assert skill_set_of(GameConfig(heroes="off")) == "off"
    assert skill_set_of(GameConfig()) == "base"
    assert skill_set_of(GameConfig(heroes="all")) == "all"
    assert skill_set_of(GameConfig(heroes="all", hero_pool=tuple(base[:10]))) == "base"
    fixed = (*base[:4], expansion[0])
    assert skill_set_of(GameConfig(players=5, heroes="all", hero_assign=fixed)) == "all"
    assert skill_set_of(GameConfig(players=5, hero_assign=tuple(base[:5]))) == "base"
    assert Engine(GameConfig()).skill_set == "base"


def test_the_environment_widens_the_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """QXS_SKILL_SET widens, never narrows; an unknown name is refused."""
    monkeypatch.setenv(skill_sets.SKILL_SET_ENV, "all")
    assert skill_set_of(GameConfig(heroes="off")) == "all"
    monkeypatch.setenv(skill_sets.SKILL_SET_ENV, "off")
    assert skill_set_of(GameConfig()) == "base"
    monkeypatch.setenv(skill_sets.SKILL_SET_ENV, "most")
    with pytest.raises(ValueError, match="unknown skill set 'most'"):
        skill_set_of(GameConfig())


def test_skills_without_a_module_are_held_by_every_set_but_off() -> None:
    """A skill whose steps are shared (no module) needs the base set at least; a skill of an
    expansion module needs all; no skill and no heroes: off."""
    shared = sorted(set(_base_skills()) - set(dispatch.SKILLS))
    assert shared, "the base heroes have skills with shared steps"
    assert skill_sets.skill_set_for(shared[:1]) == "base"
    only_all = sorted(set(dispatch.SKILLS) - set(dispatch_base.SKILLS))
    assert skill_sets.skill_set_for(only_all[:1]) == "all"
    assert skill_sets.skill_set_for((), heroes_on=False) == "off"
    assert skill_sets.skill_set_for(()) == "base"


def test_each_set_is_a_record_type_of_its_own() -> None:
    """The tables of each set are a distinct numba record type (so the engine compiles once per
    set) with the same content; the content digest ignores the mark."""
    eng = Engine(GameConfig())
    packed = {s: pack_tables(eng.tables, eng.hero_tables, s) for s in SKILL_SETS}
    types = {s: numba.typeof(packed[s][0]) for s in SKILL_SETS}
    assert len(set(types.values())) == len(SKILL_SETS)
    for s in SKILL_SETS:
        assert packed[s].dtype == TABLES_DTYPES[s]
        assert skill_set_mark(s) in packed[s].dtype.names
        assert skill_sets.dispatch_of(packed[s][0]) is skill_sets.DISPATCH[s]
        assert tables_content_bytes(packed[s]) == tables_content_bytes(packed["all"])
        for name in TABLES_DTYPES["all"].names[:-1]:
            assert np.array_equal(packed[s][name], packed["all"][name])
    with pytest.raises(ValueError, match="unknown skill set"):
        pack_tables(eng.tables, eng.hero_tables, "some")


def test_a_scenario_hero_widens_the_engines_set(own_sets: None) -> None:
    """Scenario.set_hero packs the tables again when the engine's set lacks the hero's skills,
    and never narrows them."""
    base = hero_catalogue().ids("standard")
    expansion = [
        h
        for h in hero_catalogue().ids("expansion")
        if skill_sets.skill_set_for({sk.id for sk in hero_catalogue().hero(h).skills}) == "all"
    ]
    sc = Scenario(players=5, seed=0, heroes="off")
    assert sc.eng.skill_set == "off"
    sc.set_hero(1, base[0])
    assert sc.eng.skill_set == "base"
    assert skill_set_mark("base") in sc.eng.tba.dtype.names
    sc.set_hero(2, expansion[0], partial=True)
    assert sc.eng.skill_set == "all"
    sc.set_hero(3, base[1])
    assert sc.eng.skill_set == "all"


_PLAY = r"""
import hashlib, json, sys
import numpy as np
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.devtools.fuzz import random_game
out = {}
for heroes in ("off", "standard"):
    for seed in (1, 2):
        game = random_game(GameConfig(players=5, heroes=heroes), seed, budget=250)
        g = game.engine.state[0]
        out[f"{heroes}/{seed}"] = [game.engine.skill_set, hashlib.sha256(
            np.asarray(game.actions, np.int64).tobytes() + g.tobytes()).hexdigest()]
print(json.dumps(out))
"""


def _play(skill_set: str | None) -> dict:
    env = dict(os.environ, NUMBA_DISABLE_JIT="1", PYTHONPATH=str(ROOT))
    env.pop(skill_sets.SKILL_SET_ENV, None)
    if skill_set is not None:
        env[skill_sets.SKILL_SET_ENV] = skill_set
    done = subprocess.run(
        [sys.executable, "-c", _PLAY], env=env, capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_configurations_own_set_plays_the_same_games_as_every_skill() -> None:
    """Random games (heroes off and the default base heroes, 250 decisions each) played with
    the configuration's own skill set and with every skill: the same actions and final states
    (uncompiled: the dispatch a set chooses is plain Python there)."""
    own = _play(None)
    wide = _play("all")
    assert {k: v[0] for k, v in own.items()} == {
        "off/1": "off",
        "off/2": "off",
        "standard/1": "base",
        "standard/2": "base",
    }
    assert all(v[0] == "all" for v in wide.values())
    assert {k: v[1] for k, v in own.items()} == {k: v[1] for k, v in wide.items()}
