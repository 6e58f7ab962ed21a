"""Ruleset hooks (``qxs_env.engine.hooks``): a framework function calls a ruleset's rule chosen by
the record type of the game state, compiled (numba ``overload``) and uncompiled alike."""

from __future__ import annotations

import numba
import numpy as np
import pytest

from qxs_env.engine import hooks
from qxs_env.rulesets.qxs import judgement as qxs_judgement
from qxs_env.rulesets.qxs.state import STATE_DTYPE

# two "rulesets" with states of their own record type
STATE_A = np.dtype([("x", np.int64), ("y", np.int64)])
STATE_B = np.dtype([("x", np.int64), ("z", np.int64), ("w", np.int64)])

score = hooks.declare("score", "g, k", "A test hook: a score of state g and k.")


def wrongly_named(g, k):  # refused below: an implementation carries the hook's name
    return g.x + k


@numba.njit
def _score_a(g, k):
    return g.x + k


@numba.njit
def _score_b(g, k):
    return g.x * 100 + g.z + k


_score_a.__name__ = "score"  # an implementation carries the hook's name
_score_b.__name__ = "score"
hooks.implement(score, STATE_A, _score_a)
hooks.implement(score, STATE_B, _score_b)


@numba.njit
def framework_procedure(g, k):
    """Framework code: names no ruleset, calls the hook."""
    return score(g, k) + 1


def _state(dtype: np.dtype, **values: int) -> np.recarray:
    s = np.zeros(1, dtype=dtype).view(np.recarray)
    for name, v in values.items():
        s[name][0] = v
    return s


def test_each_state_type_gets_its_rulesets_implementation() -> None:
    a = _state(STATE_A, x=3)
    b = _state(STATE_B, x=3, z=5)
    assert framework_procedure(a[0], 10) == 3 + 10 + 1
    assert framework_procedure(b[0], 10) == 300 + 5 + 10 + 1


def test_a_state_without_an_implementation_is_refused() -> None:
    other = _state(np.dtype([("x", np.int64), ("q", np.int32)]), x=1)
    with pytest.raises((LookupError, numba.core.errors.TypingError)):
        framework_procedure(other[0], 0)


def test_declaring_and_implementing_are_checked() -> None:
    with pytest.raises(ValueError, match="declared twice"):
        hooks.declare("score", "g, k", "again")
    with pytest.raises(ValueError, match="first parameter"):
        hooks.declare("stateless", "k, g", "g must come first")
    with pytest.raises(ValueError, match="its name"):
        hooks.implement(score, STATE_A, wrongly_named)
    with pytest.raises(ValueError, match="already has an implementation"):
        hooks.implement(score, STATE_A, _score_b)
    with pytest.raises(ValueError, match="not a declared hook"):
        hooks.implement(framework_procedure, STATE_A, _score_a)


def test_implement_all_binds_every_hook_of_a_module_or_none() -> None:
    import types

    module = types.ModuleType("framework_piece")
    module.first = hooks.declare("first_piece_hook", "g, k", "one")
    module.second = hooks.declare("second_piece_hook", "g, k", "two")

    def first_piece_hook(g, k):  # noqa: ANN001, ANN202
        return g.x

    with pytest.raises(ValueError, match=r"no implementation of \['second_piece_hook'\]"):
        hooks.implement_all(module, STATE_A, {"first_piece_hook": first_piece_hook})
    assert hooks.implementations(module.first) == []  # nothing bound when one is missing
    with pytest.raises(ValueError, match="declares no hook"):
        hooks.implement_all(types.ModuleType("empty"), STATE_A, {})


@pytest.mark.parametrize(
    "framework_module", ["judgement", "cancel", "damage", "dying", "turn", "driver"]
)
def test_every_framework_hook_has_qxs_implementation_under_its_name(framework_module: str) -> None:
    import importlib

    module = importlib.import_module(f"qxs_env.engine.{framework_module}")
    stubs = [v for v in vars(module).values() if hooks._is_stub(v)]
    assert stubs, framework_module
    for stub in stubs:
        fn = hooks._find(stub.__name__, STATE_DTYPE)
        assert fn is not None and fn.__name__ == stub.__name__
        assert fn.__module__.startswith("qxs_env.rulesets.qxs."), fn.__module__
    if framework_module == "judgement":
        assert hooks._find("judgement_settled", STATE_DTYPE) is qxs_judgement.judgement_settled
