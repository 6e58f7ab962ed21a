"""Hero skill ``flip_heal`` (``SKILL_FLIP_HEAL``).

Printed as:

- 返老还童 (天山童姥, ``tianshantonglao``; active): In your play phase you may turn your
  hero face down and recover 1 HP.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    heal,
    log,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    EV_FACE_DOWN,
)


@njit_inlined
def step(g, p, k):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    g.face_down[p] = True
    log(g, EV_FACE_DOWN, p, 1, 0, 0, 0)
    heal(g, p, g.sk_param[p, k, 0], p)
    return True
