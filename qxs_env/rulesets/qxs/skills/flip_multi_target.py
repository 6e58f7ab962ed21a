"""Hero skill ``flip_multi_target`` (``SKILL_FLIP_MULTI_TARGET``).

Printed as:

- 一剑化三清 (王重阳, ``wangchongyang``; active): Once in your play phase you may turn
  yourself face down; one white move you put out this turn may then be aimed at
  up to 3 characters.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    log,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    EV_FACE_DOWN,
)


@njit_inlined
def step(g, p):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    g.face_down[p] = True
    log(g, EV_FACE_DOWN, p, 1, 0, 0, 0)
    return True
