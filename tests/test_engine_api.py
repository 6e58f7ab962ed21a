"""The raw Engine's argument checks and saved states (issue 18).

The compiled code checks no bounds: ``observe(0, b=7)`` on a batch of 1, ``reset_one(5, s)`` or
``step_unchecked`` with a longer action array used to read and write outside the state (a
segfault), ``observe(seat=50)`` returned garbage. Every public method now checks its indices,
seeds and arrays first; the tests replace the compiled entry points by a tripwire to show the
error is raised before any compiled call.

Saved states carry their GameConfig and digests of it and of the content tables: a state of
another config (players, deck, heroes) or of other content is refused, naming the differing
fields, and so are bytes that are not a saved state, truncated or altered bytes, and states whose
counters and pointers are out of range (a corrupt stack pointer used to abort the process).
"""

from __future__ import annotations

import io

import numpy as np
import pytest

from qxs_env.engine.state import state_to_bytes
from qxs_env.rulesets.qxs import api as api_mod
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.state import alloc_state, state_from_bytes


def _tripwire(*_args: object) -> None:
    raise AssertionError("a compiled entry point was called with a bad argument")


@pytest.fixture(scope="module")
def eng1() -> Engine:
    eng = Engine(GameConfig(players=5), batch=1)
    eng.reset(3)
    return eng


@pytest.fixture
def wired(eng1: Engine, monkeypatch: pytest.MonkeyPatch) -> Engine:
    """eng1 with every compiled entry point replaced by the tripwire."""
    for name in ("_one_game", "_encode_one"):
        monkeypatch.setattr(eng1, name, _tripwire)
    monkeypatch.setattr(rules, "step_batch", _tripwire)
    monkeypatch.setattr(api_mod, "encode_batch", _tripwire)
    return eng1


# ---------------------------------------------------------------------------- indices


def test_game_index_is_checked_before_the_compiled_call(wired: Engine) -> None:
    with pytest.raises(IndexError, match=r"b=7 .*range\(1\)"):
        wired.observe(0, b=7)
    with pytest.raises(IndexError, match=r"b=5 .*range\(1\)"):
        wired.reset_one(5, 1)
    with pytest.raises(IndexError, match=r"b=-1"):
        wired.observe(0, b=-1)
    for call in (wired.legal_actions, wired.returns, wired.winner_names):
        with pytest.raises(IndexError, match=r"b=1 "):
            call(1)
    with pytest.raises(IndexError, match=r"b=2 "):
        wired.action_to_string(0, 2)
    with pytest.raises(TypeError, match=r"b must be an int"):
        wired.observe(0, b=True)
    with pytest.raises(TypeError, match=r"b must be an int"):
        wired.observe(0, b=0.0)


def test_seat_is_checked_before_the_compiled_call(wired: Engine) -> None:
    with pytest.raises(IndexError, match=r"seat=50 .*range\(5\)"):
        wired.observe(50)
    with pytest.raises(IndexError, match=r"seat=5 "):
        wired.observe(5)  # a seat of the state's capacity, but not of this 5-player game
    with pytest.raises(TypeError, match="seat"):
        wired.observe(False)
    seats = np.array([7])
    with pytest.raises(IndexError, match=r"seats\[0\]=7"):
        wired.observe_batch(seats, np.zeros((1, wired.obs_size), np.float32))


def test_numpy_ints_are_accepted(eng1: Engine) -> None:
    a = eng1.observe(np.int8(0), np.int64(0))
    assert np.array_equal(a, eng1.observe(0, 0))
    assert eng1.legal_actions(np.int32(0)) == eng1.legal_actions(0)


def test_seeds_are_checked(wired: Engine) -> None:
    for bad in (-1, 2**63, True, 1.5, "3", None):
        with pytest.raises(ValueError, match="seed"):
            wired.reset_one(0, bad)  # type: ignore[arg-type]
    for bad in (-1, 2**63, False, 2.0):
        with pytest.raises(ValueError, match="seed"):
            wired.reset(bad)  # type: ignore[arg-type]
    two = Engine(GameConfig(players=5), batch=2)
    with pytest.raises(ValueError, match="seed"):
        two.reset(2**63 - 1)  # game 1 would get 2**63
    for bad in ([0, -1], [0, 2**63], np.array([0.0, 1.0]), np.array([True, False])):
        with pytest.raises(ValueError, match="seed"):
            two.reset(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="need 2 seeds"):
        two.reset([1, 2, 3])


def test_largest_seed_is_accepted() -> None:
    eng = Engine(GameConfig(players=5), batch=2)
    eng.reset(2**63 - 2)
    assert list(eng.state["seed"]) == [2**63 - 2, 2**63 - 1]
    eng.reset_one(0, np.uint64(2**63 - 1))
    assert int(eng.state["seed"][0]) == 2**63 - 1


def test_action_arrays_are_checked(wired: Engine) -> None:
    with pytest.raises(ValueError, match="actions must be ints"):
        wired.step([1.0])
    with pytest.raises(ValueError, match="actions must be ints"):
        wired.step(True)
    with pytest.raises(ValueError, match="need 1 actions"):
        wired.step([1, 2])
    for bad in (np.zeros(2, np.int64), np.zeros(1, np.int32), [0], np.zeros((1, 1), np.int64)):
        with pytest.raises(ValueError, match="actions must be"):
            wired.step_unchecked(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="err must be"):
        wired.step_unchecked(np.zeros(1, np.int64), np.zeros(3, np.int64))


def test_output_arrays_are_checked(wired: Engine) -> None:
    n = wired.obs_size
    for bad in (np.zeros(n, np.float64), np.zeros(n - 1, np.float32), np.zeros((2, n))[:, 0]):
        with pytest.raises(ValueError, match="out must be"):
            wired.observe(0, 0, out=bad)
    with pytest.raises(ValueError, match="out must be"):
        wired.observe_batch(np.zeros(1, np.int64), np.zeros((2, n), np.float32))


def test_constructor_and_state_are_checked() -> None:
    with pytest.raises(ValueError, match="batch"):
        Engine(GameConfig(players=5), batch=0)
    with pytest.raises(TypeError, match="config"):
        Engine({"players": 5}, batch=1)  # type: ignore[arg-type]
    eng = Engine(GameConfig(players=5), batch=1)
    with pytest.raises(ValueError, match="Engine.state"):
        eng.state = np.zeros(3, np.int64)
    eng.state = alloc_state(3)  # a new batch size follows the array
    assert eng.batch == 3
    eng.reset(4)
    eng.observe(0, 2)


# ---------------------------------------------------------------------------- saved states


def _played(config: GameConfig, batch: int = 2, seed: int = 5, steps: int = 30) -> Engine:
    eng = Engine(config, batch=batch)
    eng.reset(seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        acts = np.zeros(batch, np.int64)
        for b in range(batch):
            if not eng.done[b]:
                legal = eng.legal_actions(b)
                acts[b] = legal[int(rng.integers(len(legal)))]
        eng.step(acts)
    return eng


def test_round_trip_and_cheap_copy() -> None:
    eng = _played(GameConfig(players=5))
    other = Engine(GameConfig(players=5), batch=1)
    other.load_bytes(eng.to_bytes())
    assert other.batch == 2 and other.to_bytes() == eng.to_bytes()
    cp = eng.copy()
    assert cp.tba is eng.tba and cp.cfg is eng.cfg and cp.layout is eng.layout
    assert not np.shares_memory(cp.state, eng.state)


@pytest.mark.parametrize(
    ("saved", "loaded", "field"),
    [
        (GameConfig(players=10), GameConfig(players=5), "players: saved 10, this engine 5"),
        (GameConfig(players=5), GameConfig(players=5, deck="starter"), "deck: saved 'standard'"),
        (GameConfig(players=5, max_turns=40), GameConfig(players=5), "max_turns: saved 40"),
    ],
)
def test_state_of_another_config_is_refused(
    saved: GameConfig, loaded: GameConfig, field: str
) -> None:
    data = _played(saved, steps=3).to_bytes()
    target = Engine(loaded, batch=1)
    target.reset(1)
    before = target.to_bytes()
    with pytest.raises(ValueError, match="another GameConfig") as info:
        target.load_bytes(data)
    assert field in str(info.value)
    assert target.to_bytes() == before  # nothing changed


def test_heroes_state_into_heroes_off_is_refused() -> None:
    config = GameConfig(players=5, heroes="implemented", hero_assign="random")
    data = _played(config, steps=3).to_bytes()
    with pytest.raises(ValueError, match="heroes: saved 'implemented', this engine 'off'"):
        Engine(GameConfig(players=5, heroes="off"), batch=1).load_bytes(data)


def test_state_of_other_content_is_refused() -> None:
    """Same GameConfig, other compiled tables (as when a deck file changed on disk)."""
    eng = _played(GameConfig(players=5), steps=3)
    other = Engine(GameConfig(players=5), batch=1)
    other.tba = other.tba.copy()
    other.tba["card_suit"][0, 0] ^= 1
    with pytest.raises(ValueError, match="other content tables"):
        other.load_bytes(eng.to_bytes())


def test_garbage_truncated_and_altered_bytes_are_refused() -> None:
    eng = _played(GameConfig(players=5), steps=3)
    data = eng.to_bytes()
    target = Engine(GameConfig(players=5), batch=1)
    cases = {
        "empty": b"",
        "garbage": b"hello world, not a state",
        "truncated": data[: len(data) // 2],
        "one byte short": data[:-1],
        "altered": data[:-100] + bytes([data[-100] ^ 0xFF]) + data[-99:],
        "bare npy": _npy(eng.state),
        "no config": state_to_bytes(eng.state),
    }
    for what, bad in cases.items():
        with pytest.raises(ValueError):
            target.load_bytes(bad)
        assert target.batch == 1, what
    with pytest.raises(ValueError, match="no GameConfig"):
        target.load_bytes(cases["no config"])
    with pytest.raises(ValueError, match="truncated or corrupted"):
        target.load_bytes(cases["altered"])
    with pytest.raises(TypeError):
        target.load_bytes("text")  # type: ignore[arg-type]


def _npy(arr: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, arr)
    return buf.getvalue()


@pytest.mark.parametrize(
    ("field", "index", "value"),
    [
        ("sp", (1,), 999),  # used to abort the process when stepped
        ("sp", (0,), -3),
        ("n_draw", (0,), 300),
        ("hand_n", (1, 2), -1),
        ("judge_n", (0, 0), 9),
        ("n_legal", (0,), 600),
        ("actor", (1,), 7),  # a seat of the capacity, not of 5 players
        ("cur", (0,), 12),
        ("vnext", (0,), 16),
        ("hero", (0, 1), 200),
        ("use_sp", (1,), 5),  # more card uses open than the records hold
    ],
)
def test_corrupt_pointers_are_refused(field: str, index: tuple[int, ...], value: int) -> None:
    eng = _played(GameConfig(players=5), steps=5)
    eng.state[field][index] = value
    data = eng.to_bytes()  # a consistent checksum: only the content is wrong
    target = Engine(GameConfig(players=5), batch=1)
    with pytest.raises(ValueError, match=rf"corrupt state: game {index[0]}: {field}"):
        target.load_bytes(data)
    assert target.batch == 1


def test_reset_closes_every_card_use_record() -> None:
    """The card use's record stack (``use_sp``, engine/use.py) starts empty in a new game."""
    eng = _played(GameConfig(players=5), steps=5)
    eng.state["use_sp"][:] = 3
    eng.reset([7, 8])
    assert list(eng.state["use_sp"]) == [0, 0]


def test_corrupt_card_ids_are_refused() -> None:
    eng = _played(GameConfig(players=5), steps=5)
    p = int(np.flatnonzero(eng.state["hand_n"][0] > 0)[0])
    eng.state["hand"][0, p, 0] = 250  # beyond the deck
    with pytest.raises(ValueError, match=rf"corrupt state: game 0: hand\[{p}, 0\] = 250"):
        Engine(GameConfig(players=5), batch=1).load_bytes(eng.to_bytes())
    eng.state["hand"][0, p, 0] = 0
    eng.state["draw"][1, int(eng.state["n_draw"][1]) - 1] = -1
    with pytest.raises(ValueError, match=r"corrupt state: game 1: draw"):
        state_from_bytes(eng.to_bytes())
