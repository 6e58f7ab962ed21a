"""Hero skill ``flip_multi_target`` (``SKILL_FLIP_MULTI_TARGET``).

Printed as:

- 一剑化三清 (王重阳, ``wangchongyang``; active): Once in your play phase you may turn
  yourself face down; one white move you put out this turn may then be aimed at
  up to 3 characters.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
- :func:`skill_multi_target_armed`: a rule query the ruleset's rules call:
  一剑化三清: p flipped itself this turn (the skill's sk_used is 1) and c is a move of the
  skill's colour: this attack may have more targets. Spends the skill's option.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_FLIP_MULTI_TARGET,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    EV_FACE_DOWN,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
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


@njit_cached
def skill_multi_target_armed(g, tb, p, c):
    """一剑化三清: p flipped itself this turn (the skill's sk_used is 1) and c is a move of the
    skill's colour: this attack may have more targets. Spends the skill's option."""
    k = skill_slot(g, p, SKILL_FLIP_MULTI_TARGET)
    if k < 0 or g.sk_used[p, k] != 1 or c_cat(g, tb, c) != CAT_MOVE:
        return False
    if colour_of(g, tb, c, p) != g.sk_param[p, k, 1]:
        return False
    g.sk_used[p, k] = 2  # (the first move of the colour used after flipping takes the option)
    return True
