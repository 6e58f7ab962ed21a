"""Ruleset hooks (``qxs_env.engine.hooks``): a ruleset binds its own copy of the framework
procedures (``hooks.bind``), in which each hook calls that ruleset's rule, compiled and
uncompiled alike; the originals never run."""

from __future__ import annotations

import importlib
import sys
import textwrap
import types
from pathlib import Path

import numba
import numpy as np
import pytest

from qxs_env.engine import hooks

TOY_FRAMEWORK = """
from qxs_env.engine.hooks import declare
import numba

score = declare("toy_score_{tag}", "g, k", "A test hook: a score of state g and k.")
toy_score_{tag} = score

@numba.njit{inline}
def add_one(g, k):
    return toy_score_{tag}(g, k) + 1

@numba.njit
def procedure(g, k):
    '''Framework code: names no ruleset, calls the hook (through another framework function).'''
    return add_one(g, k) * 10
"""

STATE = np.dtype([("x", np.int64), ("z", np.int64)])


def _toy_framework(tmp_path: Path, tag: str, inline: bool = False) -> types.ModuleType:
    """A framework module with one hook, written to a file and imported (numba reads sources)."""
    name = f"toy_framework_{tag}"
    path = tmp_path / f"{name}.py"
    text = TOY_FRAMEWORK.format(tag=tag, inline='(inline="always")' if inline else "")
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _ruleset(name: str, hook: str, fn: object) -> types.ModuleType:
    module = types.ModuleType(name)
    setattr(module, hook, fn)
    return module


def _state(**values: int) -> np.recarray:
    s = np.zeros(1, dtype=STATE).view(np.recarray)
    for name, v in values.items():
        s[name][0] = v
    return s


@pytest.mark.parametrize("inline", [False, True])
def test_each_ruleset_gets_its_own_rules(tmp_path: Path, inline: bool) -> None:
    tag = "a" if not inline else "b"
    framework = _toy_framework(tmp_path, tag, inline)
    hook = f"toy_score_{tag}"

    def plus(g, k):  # noqa: ANN001, ANN202
        return g.x + k

    def times(g, k):  # noqa: ANN001, ANN202
        return g.x * 100 + g.z + k

    plus.__name__ = times.__name__ = hook
    first = hooks.bind([framework], [_ruleset("first", hook, numba.njit(plus))])
    second = hooks.bind([framework], [_ruleset("second", hook, numba.njit(times))])
    s = _state(x=3, z=5)
    assert first.procedure(s[0], 10) == (3 + 10 + 1) * 10
    assert second.procedure(s[0], 10) == (300 + 5 + 10 + 1) * 10
    # uncompiled (the Python functions numba compiled), as under NUMBA_DISABLE_JIT=1
    assert first.procedure.py_func(s[0], 10) == (3 + 10 + 1) * 10
    assert first.add_one.targetoptions.get("inline") == ("always" if inline else None)
    assert first.implementations[hook].py_func is plus


def test_the_framework_original_never_runs(tmp_path: Path) -> None:
    framework = _toy_framework(tmp_path, "c")
    with pytest.raises(LookupError, match="not bound"):  # the stub, as run uncompiled
        framework.score(_state(x=1)[0], 0)
    with pytest.raises(numba.core.errors.TypingError):
        framework.procedure(_state(x=1)[0], 0)


def test_declaring_and_binding_are_checked(tmp_path: Path) -> None:
    framework = _toy_framework(tmp_path, "d")
    hook = "toy_score_d"
    with pytest.raises(ValueError, match="declared twice"):
        hooks.declare(hook, "g, k", "again")
    with pytest.raises(ValueError, match="first parameter"):
        hooks.declare("stateless", "k, g", "g must come first")
    with pytest.raises(ValueError, match=r"no implementation of \['toy_score_d'\]"):
        hooks.bind([framework], [types.ModuleType("empty")])

    def wrongly_named(g, k):  # noqa: ANN001, ANN202
        return g.x

    with pytest.raises(ValueError, match="its name"):
        hooks.bind([framework], [_ruleset("r", hook, wrongly_named)])

    def toy_score_d(g, k):  # noqa: ANN001, ANN202
        return g.x

    def other(g, k):  # noqa: ANN001, ANN202
        return g.z

    other.__name__ = hook
    with pytest.raises(ValueError, match="implemented differently"):
        hooks.bind([framework], [_ruleset("r1", hook, toy_score_d), _ruleset("r2", hook, other)])
    twin = _toy_framework(tmp_path, "e")

    def toy_score_e(g, k):  # noqa: ANN001, ANN202
        return g.x

    with pytest.raises(ValueError, match="defined in two framework modules"):
        hooks.bind(
            [framework, twin],
            [_ruleset("r", hook, toy_score_d), _ruleset("r3", "toy_score_e", toy_score_e)],
        )


@pytest.mark.parametrize(
    "framework_module",
    ["judgement", "cancel", "damage", "dying", "turn", "driver", "triggers", "geometry"],
)
def test_every_framework_hook_has_qxs_implementation_under_its_name(framework_module: str) -> None:
    from qxs_env.rulesets.qxs import framework
    from qxs_env.rulesets.qxs import judgement as qxs_judgement

    module = importlib.import_module(f"qxs_env.engine.{framework_module}")
    stubs = hooks.hooks_of(module)
    assert stubs, framework_module
    for stub in stubs:
        fn = framework.BOUND.implementations[stub.__name__]
        assert fn.__name__ == stub.__name__
        assert fn.__module__.startswith("qxs_env.rulesets.qxs."), fn.__module__
    if framework_module == "judgement":
        assert (
            framework.BOUND.implementations["judgement_settled"] is qxs_judgement.judgement_settled
        )
        # the bound copy of the procedure calls 群侠杀's function; the original, the stub
        bound_globals = getattr(
            framework.op_judgement, "py_func", framework.op_judgement
        ).__globals__
        assert bound_globals["judgement_settled"] is qxs_judgement.judgement_settled
        assert hooks.hooks_of(module)[1] is module.judgement_settled


def test_a_procedure_module_left_unbound_is_a_raising_stand_in() -> None:
    """群侠杀 binds no shown cards (``engine/shown.py``): its copy of the driver loop calls
    ``procedure_not_bound`` for ``OP_ARRANGE``, so it implements no shown-cards hook; the toy
    game, which binds it, calls its own copy. The card request it binds (its attack's answer):
    its loop calls its own copy of ``op_request``."""
    from qxs_env.engine import request, shown
    from qxs_env.rulesets.qxs import framework
    from tests.toy_ruleset import rules as toy_rules

    qxs_run = getattr(framework.run, "py_func", framework.run)
    assert qxs_run.__globals__["op_arrange"] is hooks.procedure_not_bound
    assert qxs_run.__globals__["op_request"] is framework.op_request
    assert qxs_run.__globals__["op_request"] is not request.op_request
    assert qxs_run.__globals__["op_damage"] is framework.op_damage
    assert not set(framework.BOUND.implementations) & {h.__name__ for h in hooks.hooks_of(shown)}
    assert framework.BOUND.implementations["request_ask"].__module__.endswith("qxs.answers")
    toy_run = getattr(toy_rules.run, "py_func", toy_rules.run)
    assert toy_run.__globals__["op_arrange"] is toy_rules.BOUND.op_arrange
    assert toy_run.__globals__["op_request"] is toy_rules.BOUND.op_request
