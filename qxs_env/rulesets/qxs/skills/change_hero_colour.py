"""Hero skill ``change_hero_colour`` (``SKILL_CHANGE_HERO_COLOUR``).

Printed as:

- 变脸 (余沧海, ``yucanghai``; triggered): In your draw phase you may place a drawn
  card on your hero; its colour becomes your hero's colour and the card placed
  before returns to your hand.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`drew_itself`: did it draw this draw phase's cards itself (the status query
  ``skills_drew_itself``, generated in ``skills/dispatch*.py``)?
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    Z_STORE,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
    to_store,
)
from qxs_env.rulesets.qxs.layout import (
    CF_LOOKED,
    DEC_HAND,
    EV_SKILL,
    FR_SKILL,
    PUR_ARRANGE,
    ROLE_SUBJECT,
    TP_PHASE_DRAW,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    draw_to_look,
    looked_to_hand,
)

TRIGGERS = (
    (TP_PHASE_DRAW, ROLE_SUBJECT | TRIG_OPTIONAL),  # 变脸
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # (the phase's draw, made here: skill_drew_itself; seen by p only)
        g.sk_used[p, k] = 1
        if draw_to_look(g, cfg, p) == 0:
            return True
        j = push(g, DEC_HAND, p, -1, -1, PUR_ARRANGE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    g.cflag[r] = g.cflag[r] & ~CF_LOOKED
    for c in range(tb.n_cards):  # the card placed before goes back to p's hand
        if g.zone[c] == Z_STORE and g.owner[c] == p:
            to_hand(g, c, p)
    to_store(g, r, p, 1)
    log(g, EV_SKILL, p, code, k, -1, r)  # (the card now on the hero: public)
    looked_to_hand(g, tb, p)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.n_draw + g.n_disc > 0  # cards to draw


@njit_inlined
def drew_itself(g, tb, p, k):
    """变脸: did p's skill (slot k) draw this draw phase's cards itself, to choose the one set
    aside (used this turn)?"""
    return g.sk_used[p, k] > 0
