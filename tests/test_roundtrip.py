"""State round trips: Engine.copy() and to_bytes()/load_bytes() at random points of random games.

A copy and a reloaded engine must continue exactly as the original under the same actions (every
field of the whole batch state equal after every step), and a copy must be independent: stepping
it leaves the original untouched, and the other way round.

States are compared field by field and as bytes: the record dtype is aligned, so it has padding
bytes, which numpy's own copy of a structured array skips; Engine.copy() copies them too
(test_copy_is_byte_identical), so copies compare equal as bytes.
"""

from __future__ import annotations

import io

import numpy as np
import pytest

from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.state import state_from_bytes

CONFIGS = {
    "5p": GameConfig(players=5),
    "8p-melee": GameConfig(players=8, mode="melee"),
    "10p-manual": GameConfig(players=10, auto_forced=False),
}
BATCH = 6


def _actions(eng: Engine, rng: np.random.Generator) -> np.ndarray:
    """A random legal action for every running game (0 for finished ones, which ignore it)."""
    out = np.zeros(eng.batch, dtype=np.int64)
    for b in range(eng.batch):
        if not eng.done[b]:
            legal = np.flatnonzero(eng.mask[b])
            out[b] = legal[rng.integers(len(legal))]
    return out


def _advance(eng: Engine, rng: np.random.Generator, steps: int) -> None:
    for _ in range(steps):
        if eng.done.all():
            return
        eng.step(_actions(eng, rng))


def same_state(a: Engine, b: Engine) -> bool:
    """Every field of the two batch states is equal (padding bytes aside)."""
    sa, sb = a.state, b.state
    if sa.dtype != sb.dtype or sa.shape != sb.shape:
        return False
    return all(np.array_equal(sa[name], sb[name]) for name in sa.dtype.names)


def _reloaded(eng: Engine) -> Engine:
    other = Engine(eng.config, batch=1)  # load_bytes takes the batch size from the data
    other.load_bytes(eng.to_bytes())
    return other


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_copy_and_bytes_continue_identically(name: str) -> None:
    config = CONFIGS[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    eng = Engine(config, batch=BATCH)
    eng.reset(rng.integers(0, 2**31, size=BATCH))
    points = 0
    while not eng.done.all():
        _advance(eng, rng, int(rng.integers(1, 60)))
        if eng.done.all():
            break
        points += 1
        cp = eng.copy()
        lb = _reloaded(eng)
        assert lb.batch == BATCH
        for other in (cp, lb):
            assert other.to_bytes() == eng.to_bytes()
            assert same_state(other, eng)
            assert np.array_equal(other.actor, eng.actor)
            assert np.array_equal(other.mask, eng.mask)
        # continue all three under the same actions for a while, comparing after every step
        for _ in range(int(rng.integers(20, 80))):
            if eng.done.all():
                break
            acts = _actions(eng, rng)
            for e in (eng, cp, lb):
                e.step(acts)
            assert same_state(cp, eng)
            assert same_state(lb, eng)
            ref = eng.to_bytes()
            assert cp.to_bytes() == ref
            assert lb.to_bytes() == ref
            for b in range(BATCH):
                obs = eng.observe(int(max(eng.actor[b], 0)), b)
                assert np.array_equal(cp.observe(int(max(cp.actor[b], 0)), b), obs)
                assert np.array_equal(lb.observe(int(max(lb.actor[b], 0)), b), obs)
    assert points >= 3


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_copy_is_independent(name: str) -> None:
    config = CONFIGS[name]
    rng = np.random.default_rng(7)
    eng = Engine(config, batch=BATCH)
    eng.reset(123)
    for _ in range(5):
        _advance(eng, rng, int(rng.integers(5, 40)))
        if eng.done.all():
            break
        before = eng.to_bytes()
        # stepping the copy leaves the original alone
        cp = eng.copy()
        _advance(cp, rng, 10)
        assert not same_state(cp, eng), "the copy should have moved"
        assert eng.to_bytes() == before
        # stepping the original leaves a copy alone
        cp2 = eng.copy()
        frozen = cp2.to_bytes()
        _advance(eng, rng, 3)
        assert cp2.to_bytes() == frozen
        # a reloaded engine shares no memory with the original either
        lb = _reloaded(eng)
        snap = eng.to_bytes()
        _advance(lb, rng, 3)
        assert eng.to_bytes() == snap
        assert not np.shares_memory(lb.state, eng.state)
        assert not np.shares_memory(cp.state, eng.state)


def test_bytes_roundtrip_is_exact_and_checked() -> None:
    """to_bytes/load_bytes keep every field (a single game record too) and reject garbage."""
    config = GameConfig(players=7)
    rng = np.random.default_rng(1)
    eng = Engine(config, batch=3)
    eng.reset(55)
    _advance(eng, rng, 77)
    lb = _reloaded(eng)
    assert lb.state.dtype.names == eng.state.dtype.names
    for name in eng.state.dtype.names:
        assert np.array_equal(lb.state[name], eng.state[name]), name
    for b in range(3):
        assert lb.state[b].tobytes() == eng.state[b].tobytes()
    with pytest.raises(ValueError):
        state_from_bytes(_npy_of(np.zeros(3, dtype=np.int64)))


def _npy_of(arr: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, arr)
    return buf.getvalue()


def test_copy_is_byte_identical() -> None:
    """Engine.copy() copies the padding bytes of the aligned record too (numpy's structured
    copy leaves them uninitialised, so copies used to differ as bytes and saved bytes carried
    stray memory): marked padding survives the copy."""
    eng = Engine(GameConfig(players=6), batch=4)
    eng.reset(9)
    _advance(eng, np.random.default_rng(2), 25)
    raw = eng.state.view(np.uint8).reshape(eng.batch, -1)
    dt = eng.state.dtype
    used = np.zeros(dt.itemsize, dtype=bool)
    for name in dt.names:
        sub, off = dt.fields[name][:2]
        used[off : off + sub.itemsize] = True
    assert not used.all(), "the record has padding"
    raw[:, ~used] = 0xAB  # mark the padding (never read by the engine)
    assert eng.copy().to_bytes() == eng.to_bytes()
