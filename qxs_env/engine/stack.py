"""The decision stack, the game's random generator, the event log and seat order: framework
pieces every ruleset uses (no card, skill or identity here).

``push``/``pop``/``ret`` manage the explicit decision stack (frames of ``layout.FR_*`` fields;
no generators or coroutines, so a state is plain bytes); ``seed_rng``/``rnd`` are the game's
splitmix64 stream (R-S2, R-S6); ``log`` appends to the public event log. ``ERR_*`` are the codes
the entry points return.
"""

from __future__ import annotations

import warnings

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    EV_MAX,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    STACK_DEPTH,
)

# Uncompiled (NUMBA_DISABLE_JIT=1), numpy warns on the generator's intended uint64 wrap-around.
warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning, r"qxs_env\.")

# errors returned by apply_action / step_batch
ERR_OK = 0
ERR_ILLEGAL = 1
ERR_DONE = 2
ERR_BROKEN = 3  # the game is broken (an earlier call raised inside the rules): reset it


# =============================================================================================
# randomness: splitmix64 per game (R-S2, R-S6); the stream depends only on the game's seed
# =============================================================================================


@njit_cached
def seed_rng(g, seed):
    g.seed = seed
    g.rng = np.uint64(seed) ^ np.uint64(0x5DEECE66D2545F49)


@njit_cached
def rnd(g, n):
    """A uniform integer in [0, n) from game b's generator."""
    x = g.rng + np.uint64(0x9E3779B97F4A7C15)
    g.rng = x
    z = x
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return np.int64(z % np.uint64(n))


# =============================================================================================
# events
# =============================================================================================


@njit_cached
def log(g, kind, x0, x1, x2, x3, x4):
    i = g.ev_n
    if i < EV_MAX:
        g.ev[i, 0] = kind
        g.ev[i, 1] = x0
        g.ev[i, 2] = x1
        g.ev[i, 3] = x2
        g.ev[i, 4] = x3
        g.ev[i, 5] = x4
    g.ev_n = i + 1


# =============================================================================================
# the stack
# =============================================================================================


@njit_cached
def push(g, op, p, q, a0, a1, a2, a3):
    i = g.sp
    if i >= STACK_DEPTH:
        raise RuntimeError("qxs engine: decision stack overflow")
    g.stk[i, :] = 0
    g.stk[i, FR_OP] = op
    g.stk[i, FR_P] = p
    g.stk[i, FR_Q] = q
    g.stk[i, FR_A0] = a0
    g.stk[i, FR_A1] = a1
    g.stk[i, FR_A2] = a2
    g.stk[i, FR_A3] = a3
    g.sp = i + 1
    return i


@njit_cached
def clear_framework_fields(g):
    """Empty the framework's fields of a game record (piles, hands, equipment, judgement
    areas, the stack, the mask, the log, the seats' state, the per-seat results), so that a
    record reused for a new game holds nothing of the old one. The ruleset clears its own
    fields, and sets ``ident`` and ``zone`` to its own defaults."""
    g.draw[:] = 0
    g.disc[:] = 0
    g.hand[:, :] = 0
    g.hand_n[:] = 0
    g.equip[:, :] = -1
    g.judge[:, :] = 0
    g.judge_n[:] = 0
    g.stk[:, :] = 0
    g.legal[:] = 0
    g.ev[:, :] = 0
    g.mask[:] = 0
    g.revealed[:] = 0
    g.hp[:] = 0
    g.alive[:] = 0
    g.dying[:] = 0
    g.linked[:] = 0
    g.skip[:] = 0
    g.owner[:] = -1
    g.killer[:] = -1
    g.death_turn[:] = 0
    g.death_order[:] = 0
    g.won[:] = 0
    g.n_draw = 0
    g.n_disc = 0
    g.sp = 0
    g.n_legal = 0
    g.ev_n = 0
    g.done = False
    g.truncated = False
    g.actor = -1


@njit_cached
def pop(g):
    g.sp -= 1


@njit_cached
def ret(g, value):
    """Pop the top frame and hand ``value`` to its parent's result field."""
    i = g.sp - 1
    g.stk[i - 1, FR_R] = value
    g.sp = i


# =============================================================================================
# geometry: distance and range (R-M1, R-M2)
# =============================================================================================


@njit_cached
def n_players(cfg):
    return cfg[C_PLAYERS]


@njit_cached
def seat_after(cfg, p, k):
    return (p + k) % cfg[C_PLAYERS]


@njit_cached
def next_alive(g, cfg, p, step):
    """The next living seat after p (step 1) or before p (step -1); p itself if none."""
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        q = (p + step * k) % n
        if g.alive[q]:
            return q
    return p
