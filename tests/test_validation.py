"""Tests of the shared argument checks of the env adapters (qxs_env.envs.validation)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from qxs_env.envs.validation import (
    MAX_SEED,
    action_problem,
    as_int,
    check_action,
    check_actions,
    check_batch_seed,
    check_identity,
    check_options,
    check_seed,
    resolve_config,
)
from qxs_env.rulesets.qxs.config import GameConfig


@pytest.mark.parametrize("x", [3, np.int64(3), np.uint8(3), np.int16(3), np.array(3)])
def test_ints_accepted(x: Any) -> None:
    assert as_int(x) == 3 and type(as_int(x)) is int
    assert check_action(x, 10) == 3


@pytest.mark.parametrize(
    ("x", "words"),
    [
        (3.7, "3.7 of type float"),
        (3.0, "3.0 of type float"),
        ("3", "'3' of type str"),
        (True, "True of type bool"),
        (np.bool_(True), "of type bool"),
        (None, "None of type NoneType"),
        (np.float32(2), "of type float32"),
        (np.array([1]), "of type ndarray"),
    ],
)
def test_non_ints_refused_naming_value_and_type(x: Any, words: str) -> None:
    assert as_int(x) is None
    with pytest.raises(ValueError, match=f"illegal action .*{words}.*actions are ints 0..9"):
        check_action(x, 10)


def test_out_of_range() -> None:
    assert action_problem(10, 10) == "10 (out of range: actions are 0..9)"
    assert action_problem(-1, 10) == "-1 (out of range: actions are 0..9)"
    assert action_problem(9, 10) is None


def test_check_actions_accepts_exact_integer_batches() -> None:
    out = check_actions(np.array([1, 2, 3], np.int32), (3,), 5)
    assert out.dtype == np.int64 and out.tolist() == [1, 2, 3]
    assert check_actions([1, np.int64(2), 0], (3,), 5).tolist() == [1, 2, 0]
    assert check_actions(np.array([4, 0], np.uint16), (2,), 5).tolist() == [4, 0]
    assert check_actions(np.array([1, 9, -2]), (3,), 5, check_range=False).tolist() == [1, 9, -2]
    strided = check_actions(np.arange(6, dtype=np.int64)[::2], (3,), 5)
    assert strided.flags.c_contiguous and strided.tolist() == [0, 2, 4]


@pytest.mark.parametrize(
    ("actions", "words"),
    [
        (3, "need an array of 3 actions"),  # a scalar is not broadcast
        (np.int64(3), "need an array of 3 actions"),
        (np.array([1]), r"shape \(1,\)"),  # nor a length-1 array
        (np.array(1), r"shape \(\)"),
        (np.array([[1, 2, 3]]), r"shape \(1, 3\)"),
        (np.array([1.0, 2.0, 3.0]), "integer array, got dtype float64"),  # nothing truncated
        (np.array([1.7, 2.0, 3.0]), "integer array, got dtype float64"),
        (np.array([True, False, True]), "dtype bool"),
        (np.array(["1", "2", "3"]), "dtype <U1"),
        ([1, 2.5, 3], "2.5 of type float.* in slot 1"),
        ([1, True, 3], "True of type bool.* in slot 1"),
        ([1, 2, "3"], "'3' of type str.* in slot 2"),
        ([1, 2], r"shape \(2,\)"),
        (np.array([1, 5, 2]), r"5 \(out of range: actions are 0..4\) in slot 1"),
        (np.array([1, 2, -1]), r"-1 \(out of range.* in slot 2"),
    ],
)
def test_check_actions_refuses(actions: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_actions(actions, (3,), 5)


@pytest.mark.parametrize("seed", [0, 7, np.int64(7), np.uint32(7), MAX_SEED - 1])
def test_seeds_accepted(seed: Any) -> None:
    assert check_seed(seed) == int(seed)
    assert check_batch_seed(seed, 4) == int(seed)


@pytest.mark.parametrize(
    ("seed", "words"),
    [
        (-1, "-1 of type int"),
        (MAX_SEED, f"{MAX_SEED} of type int"),
        (1.5, "1.5 of type float"),
        (7.0, "7.0 of type float"),
        ("7", "'7' of type str"),
        (True, "True of type bool"),
        (np.bool_(False), r"\S*False\S* of type bool"),
    ],
)
def test_seeds_refused_naming_value_and_type(seed: Any, words: str) -> None:
    with pytest.raises(ValueError, match=rf"seed must be an int in \[0, 2\*\*63\), got {words}"):
        check_seed(seed)
    with pytest.raises(ValueError, match=words):
        check_batch_seed(seed, 3)


def test_batch_seed_lists() -> None:
    a = check_batch_seed([1, 2, 3], 3)
    assert a is not None and 0 <= a < MAX_SEED
    assert check_batch_seed((1, 2, 3), 3) == a == check_batch_seed(np.array([1, 2, 3]), 3)
    assert check_batch_seed([1, 2, 4], 3) != a
    assert check_batch_seed(None, 3) is None
    with pytest.raises(ValueError, match="one seed per slot"):
        check_batch_seed([1, 2], 3)
    with pytest.raises(ValueError, match=r"seed\[1\] must be .* got -2"):
        check_batch_seed([1, -2, 3], 3)
    with pytest.raises(ValueError, match=r"seed\[2\] .* True of type bool"):
        check_batch_seed([1, 2, True], 3)


def test_options() -> None:
    assert check_options(None) == {} and check_options({}) == {}
    with pytest.raises(ValueError, match=r"unknown reset option\(s\) \['x'\]: E takes no"):
        check_options({"x": 1}, owner="E")
    assert check_options({"a": 1}, {"a": "does a"}) == {"a": 1}
    with pytest.raises(ValueError, match="'a' \\(does a\\)"):
        check_options({"b": 1}, {"a": "does a"})
    with pytest.raises(ValueError, match="must be None or a dict"):
        check_options([("a", 1)])


def test_identity() -> None:
    assert check_identity("cult") == 2 and check_identity(0) == 0
    for bad in ("bogus", 6, -1, True, 2.0):
        with pytest.raises(ValueError, match="the identities are leader, righteous, cult"):
            check_identity(bad)


def test_resolve_config() -> None:
    assert resolve_config(None, {"players": 5, "mode": None}).players == 5
    cfg = GameConfig(players=6)
    assert resolve_config(cfg, {"players": 6}) is cfg
    assert resolve_config(cfg, {}, max_turns=3).max_turns == 3
    with pytest.raises(ValueError, match="disagree"):
        resolve_config(cfg, {"players": 5})
    with pytest.raises(TypeError, match="GameConfig"):
        resolve_config({"players": 5}, {})  # type: ignore[arg-type]
