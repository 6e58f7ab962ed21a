"""Hero skill ``flip_multi_target`` (``SKILL_FLIP_MULTI_TARGET``).

Printed as:

- 一剑化三清 (王重阳, ``wangchongyang``; active): Once in your play phase you may turn
  yourself face down; one white move you put out this turn may then be aimed at
  up to 3 characters.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.core import (
    log,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    DEC_PLAY,
    EV_FACE_DOWN,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    g.face_down[p] = True
    log(g, EV_FACE_DOWN, p, 1, 0, 0, 0)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and not g.face_down[p]
    return False
