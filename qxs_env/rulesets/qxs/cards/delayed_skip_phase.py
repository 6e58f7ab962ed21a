"""Card effect ``delayed_skip_phase`` (``EFFECT_DELAYED_SKIP_PHASE``).

Printed on:

- 悲酥清风 (``beisuqingfeng``, poison): Delayed, on any other character: when judged, it
  skips that turn's play phase unless the result is yellow.
- 三尸脑神丹 (``sanshinaoshendan``, poison): Delayed, on a character at distance 1: when
  judged, it skips that turn's draw phase unless the result is white.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: Another character with room in its judgement area, no card of the same name
  there, within the face's distance (0: any)

and by ``turn.op_delayed`` once judged:

- :func:`judged`: the holder skips the face's phase unless the result is safe
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    JUDGE_AREA,
)
from qxs_env.rulesets.qxs.legality import (
    has_same_name_in_judge,
)


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Another character with room in its judgement area, no card of the same name there, within
    the face's distance (0: any)."""
    if t == p or has_same_name_in_judge(g, tb, t, c):
        return False
    if g.judge_n[t] >= JUDGE_AREA:
        return False
    md = tb.face_param[f, 2]
    return md <= 0 or dist[t] <= md


@njit_inlined
def judged(g, tb, p, f, col):
    """悲酥清风 / 三尸脑神丹 (face f) in p's judgement area was judged ``col``: unless ``col`` is
    one of the face's safe colours (mask, param 1) p skips the face's phase (param 0) of this
    turn."""
    safe = tb.face_param[f, 1]
    if col < 0 or (safe & (1 << col)) == 0:
        g.skip[p] |= np.int8(1 << tb.face_param[f, 0])
