"""Copies of a framework procedure bound for two rulesets are cached apart (issue 32, scope 6).

The copies share their code object (so their file, name and first line) and here their record
type: before, the second ruleset loaded the first one's compiled procedure from the cache and
returned its result. Each ruleset runs in its own process on one fresh cache, twice (compiled,
then loaded)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numba
import pytest

ROOT = Path(__file__).resolve().parent.parent

FRAMEWORK = """
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached

toy_rule = declare("toy_rule", "g, k", "A test hook.")


@njit_cached
def procedure(g, k):
    return toy_rule(g, k) * 10
"""

RULESET = """
from qxs_env.engine.jit import njit_cached


@njit_cached
def toy_rule(g, k):
    return g.x + k + {add}
"""

RUN = """
import importlib, json, sys
import numpy as np
sys.path.insert(0, sys.argv[1])
from qxs_env.engine import hooks
fw = importlib.import_module("toy_framework")
rules = importlib.import_module(sys.argv[2])
bound = hooks.bind([fw], [rules])
record = np.dtype([("x", np.int64), ("z", np.int64)], align=True)
state = np.zeros(1, dtype=record).view(np.recarray)
state.x[0] = 3
value = int(bound.procedure(state[0], 1))
stats = bound.procedure.stats
print(json.dumps({"value": value, "hits": sum(stats.cache_hits.values())}))
"""


@pytest.mark.skipif(numba.config.DISABLE_JIT, reason="nothing is cached without the JIT")
def test_two_rulesets_with_one_record_type_run_their_own_rules(tmp_path: Path) -> None:
    (tmp_path / "toy_framework.py").write_text(textwrap.dedent(FRAMEWORK), encoding="utf-8")
    for name, add in (("toy_rules_a", 1), ("toy_rules_b", 2)):
        text = textwrap.dedent(RULESET).format(add=add)
        (tmp_path / f"{name}.py").write_text(text, encoding="utf-8")
    (tmp_path / "run.py").write_text(textwrap.dedent(RUN), encoding="utf-8")
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    env.pop("NUMBA_DISABLE_JIT", None)

    def run(ruleset: str) -> dict:
        done = subprocess.run(
            [sys.executable, str(tmp_path / "run.py"), str(tmp_path), ruleset],
            env=env,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout.strip().splitlines()[-1])

    first = [run("toy_rules_a"), run("toy_rules_b")]
    again = [run("toy_rules_a"), run("toy_rules_b")]
    # (3 + 1 + 1) * 10 and (3 + 1 + 2) * 10, compiled and then from the cache
    assert [r["value"] for r in first + again] == [50, 60, 50, 60]
    assert [r["hits"] for r in first] == [0, 0]
    assert [r["hits"] for r in again] == [1, 1]


def test_the_ruleset_tag_is_the_package_of_its_hook_modules() -> None:
    import types

    from qxs_env.engine.hooks import ruleset_tag
    from qxs_env.rulesets.qxs import framework

    assert ruleset_tag(framework.RULESET_MODULES) == "qxs_env.rulesets.qxs"
    assert ruleset_tag([types.ModuleType("toy_rules_a")]) == "toy_rules_a"
    two = [types.ModuleType("game.rules.turn"), types.ModuleType("game.rules.cards.x")]
    assert ruleset_tag(two) == "game.rules"


def test_a_rulesets_stamps_read_the_framework_and_its_own_package_only() -> None:
    """An edit in one ruleset (its hook of the same name included) leaves the stamps of the
    other ruleset's functions and of the copies bound for it unchanged; an edit in the
    ruleset itself or in the framework changes them."""
    from qxs_env.engine.cache_stamps import SourceStamps
    from qxs_env.engine.jit import scope_files, stamp_scope

    root = Path("/pkg")
    framework = root / "engine" / "turn.py"
    own, other = root / "rulesets" / "a" / "turn.py", root / "rulesets" / "b" / "turn.py"
    hook = "@njit_cached\ndef turn_moment(g):\n    return {}\n"
    texts = {
        framework: "@njit_cached\ndef op_turn(g):\n    return turn_moment(g) + push(g)\n"
        "@njit_cached\ndef push(g):\n    return 1\n",
        own: hook.format(1),
        other: hook.format(2),
    }

    def stamp(changes: dict[Path, str], path: Path, name: str, tag: str = "") -> str:
        t = {**texts, **changes}
        scope = stamp_scope(path, tag, root)
        return SourceStamps(scope_files(list(t), scope, root), t).stamp(path, name)

    assert stamp_scope(framework, "qxs_env.rulesets.a", root) == "a"
    assert stamp_scope(own, "", root) == "a" and stamp_scope(framework, "", root) == ""
    copy_a = stamp({}, framework, "op_turn", "qxs_env.rulesets.a")
    assert stamp({other: hook.format(3)}, framework, "op_turn", "qxs_env.rulesets.a") == copy_a
    assert stamp({own: hook.format(3)}, framework, "op_turn", "qxs_env.rulesets.a") != copy_a
    rule_a = stamp({}, own, "turn_moment")
    assert stamp({other: hook.format(3)}, own, "turn_moment") == rule_a
    # the framework's own functions depend on the framework alone
    push = stamp({}, framework, "push")
    assert stamp({own: hook.format(3), other: hook.format(4)}, framework, "push") == push


def test_code_outside_the_package_is_scoped_by_what_its_folder_names(tmp_path: Path) -> None:
    """A ruleset outside the package (the toy) depends on the framework alone, unless its
    folder's sources name a ruleset of the package: then on that one too (several: on all)."""
    from qxs_env.engine.jit import stamp_scope

    rules = tmp_path / "rules.py"
    rules.write_text("from qxs_env.rulesets.registry import Ruleset\n", encoding="utf-8")
    assert stamp_scope(rules) == ""
    (tmp_path / "uses.py").write_text("from qxs_env.rulesets.qxs import layout\n", "utf-8")
    assert stamp_scope(rules) == "qxs"
    (tmp_path / "more.py").write_text("import qxs_env.rulesets.sgs.cards\n", encoding="utf-8")
    assert stamp_scope(rules) is None


def test_copies_bound_for_a_ruleset_outside_the_package_are_scoped_by_its_folder(
    tmp_path: Path,
) -> None:
    """The framework's copies bound for an outside ruleset (the toy) read the framework and
    that ruleset's folder, as its own code does: an edit in a ruleset of the package does not
    recompile them (a copy named like a function of 群侠杀, ``vec_step``, did)."""
    import sys
    import types

    from qxs_env.engine.jit import stamp_scope

    (tmp_path / "rules.py").write_text("from qxs_env.rulesets.registry import Ruleset\n", "utf-8")
    package = types.ModuleType("outside_game_for_scope")
    package.__path__ = [str(tmp_path)]
    sys.modules[package.__name__] = package
    try:
        framework = Path(__file__).resolve().parent.parent / "qxs_env" / "engine" / "entry.py"
        assert stamp_scope(framework, package.__name__) == ""
        (tmp_path / "uses.py").write_text("from qxs_env.rulesets.qxs import layout\n", "utf-8")
        assert stamp_scope(framework, package.__name__) == "qxs"
        assert stamp_scope(framework, "not_a_loaded_module") is None
    finally:
        del sys.modules[package.__name__]
