"""The engine's speed shortcuts give exactly what the plain code gives.

- ``engine.nrt``: ``borrow`` views the same memory (of an array, and of each array of a named
  tuple such as 群侠杀's observation maps) and ``stack_i64`` is a zeroed scratch table, compiled
  and uncompiled;
- ``rules.EQUIP_POINTS`` (fire() skips the equipment scan at the other points) matches TRIGGERS;
- ``rules.distances_into`` fills the same table as ``rules.distances_from``, and
  ``rules.distances_to`` the distances ``rules.distance`` gives from every seat;
- the observation's history block (only non-zero counters are written) is the counters / 10,
  seats relative to the observer, and every other history entry is 0.
"""

from __future__ import annotations

from collections import namedtuple

import numba
import numpy as np

from qxs_env.engine.nrt import STACK_I64, borrow, stack_i64
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.layout import N_HIST


@numba.njit
def _fill_scratch(seed: int) -> np.ndarray:
    """Write into a stack table and a borrowed view of a fresh array; return the array."""
    own = np.zeros(STACK_I64, np.int64)
    view = borrow(own)
    tab = stack_i64()
    total = 0
    for k in range(STACK_I64):
        total += tab[k]  # zeroed
        tab[k] = seed + k
    for k in range(STACK_I64):
        view[k] = tab[k] * 2 + total
    return own


def test_nrt_helpers_compiled_and_plain() -> None:
    want = (7 + np.arange(STACK_I64)) * 2
    assert np.array_equal(_fill_scratch(7), want)
    assert np.array_equal(_fill_scratch(7), want)  # the stack table is zeroed on every call
    assert np.array_equal(getattr(_fill_scratch, "py_func", _fill_scratch)(7), want)
    a = np.arange(5)
    assert borrow(a) is a
    assert np.array_equal(stack_i64(), np.zeros(STACK_I64, np.int64))


_Maps = namedtuple("_Maps", ["first", "count", "second"])


@numba.njit
def _through_borrowed_maps(mp: _Maps) -> int:
    """Write through the borrowed arrays of the tuple ``mp``; return its int member, read back."""
    view = borrow(mp)
    view.first[0] = 11
    view.second[1] = view.first[0] + view.count
    return view.count


def test_borrow_of_a_tuple_of_arrays_views_each_array() -> None:
    """``borrow`` of a named tuple (``engine/entry.py``'s ``vec_step`` borrows a ruleset's
    observation maps so): each array member is a view of the same memory, the other members are
    handed on."""
    for fn in (_through_borrowed_maps, _through_borrowed_maps.py_func):
        mp = _Maps(np.zeros(2, np.int64), 5, np.zeros(3, np.int16))
        assert fn(mp) == 5
        assert mp.first[0] == 11 and list(mp.second) == [0, 16, 0]


def test_equip_points_match_triggers() -> None:
    want = ((rules.TRIGGERS != 0).sum(axis=0) > 0).astype(np.int8)
    assert np.array_equal(rules.EQUIP_POINTS, want)
    # the points the heroes-off engine skips most often have no equipment listener
    assert rules.EQUIP_POINTS.sum() < rules.EQUIP_POINTS.shape[0]


def _played(config: GameConfig, steps: int, seed: int) -> Engine:
    """Eight games of ``config`` after up to ``steps`` random legal actions each."""
    eng = Engine(config, batch=8)
    eng.reset(np.arange(seed, seed + 8, dtype=np.int64))
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if eng.done.all():
            break
        acts = np.zeros(8, dtype=np.int64)
        for b in range(8):
            legal = np.flatnonzero(eng.mask[b])
            if len(legal):
                acts[b] = legal[rng.integers(len(legal))]
        eng.step_unchecked(acts)  # finished games are left as they are
    return eng


def test_distances_into_matches_distances_from() -> None:
    dead_seen = False
    for config in (GameConfig(players=8), GameConfig(players=6, heroes="implemented")):
        eng = _played(config, 250, 3)
        n = config.players
        for b in range(8):
            g = eng.state[b]
            tb = eng.tba[0]
            for a in range(n):
                want = rules.distances_from(g, tb, eng.cfg, a)
                got = np.zeros(STACK_I64, np.int64)
                rules.distances_into(g, tb, eng.cfg, a, got)
                assert np.array_equal(got[:n], want)
                assert not got[n:].any()
                back = np.zeros(STACK_I64, np.int64)
                rules.distances_to(g, tb, eng.cfg, a, back)
                for x in range(n):
                    assert back[x] == rules.distance(g, tb, eng.cfg, x, a)
        dead_seen |= not eng.state.alive[:, :n].all()
    assert dead_seen  # distances from and to dead seats were compared too


def test_history_block_is_counters_over_ten() -> None:
    eng = _played(GameConfig(players=7), 150, 11)
    n = 7
    hs = eng.layout.slices["history"]
    seen_nonzero = False
    for b in range(8):
        hist = eng.state.hist[b]
        for me in range(n):
            obs = eng.observe(me, b)
            block = obs[hs].reshape(10, 10, N_HIST)
            want = np.zeros((10, 10, N_HIST), np.float32)
            for r1 in range(n):
                for r2 in range(n):
                    src = hist[(me + r1) % n, (me + r2) % n]
                    want[r1, r2] = (src * np.float32(0.1)).astype(np.float32)
            assert np.array_equal(block, want)
            seen_nonzero |= bool(block.any())
    assert seen_nonzero
