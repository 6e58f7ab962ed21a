"""Hero skill ``poison_immunity_draw`` (``SKILL_POISON_IMMUNITY_DRAW``).

Printed as:

- 五仙教主 (蓝凤凰, ``lanfenghuang``; triggered): When a poison card is aimed at you,
  you may draw a card; the poison then does nothing to you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`skill_poison_guard`: a rule query the ruleset's rules call: 五仙教主:
  does seat t, protected in the cancel window of poison card c, hold the skill? (Not for the
  window of a cancel card itself.)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
    c_effect,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_R,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_POISON,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_CANCEL_POISON,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_POISON_IMMUNITY_DRAW,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    draw_cards(g, p, g.sk_param[p, k, 0])
    g.stk[ctx, FR_R] = 1
    return True


@njit_cached
def skill_poison_guard(g, tb, t, c):
    """五仙教主: does seat t, protected in the cancel window of poison card c, hold the skill?
    (Not for the window of a cancel card itself.)"""
    if t < 0 or c < 0 or skill_slot(g, t, SKILL_POISON_IMMUNITY_DRAW) < 0:
        return False
    return c_cat(g, tb, c) == CAT_POISON and c_effect(g, tb, c) != EFFECT_CANCEL_POISON
