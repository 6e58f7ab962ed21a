"""Hero skill ``treasure_cards`` (``SKILL_TREASURE_CARDS``).

Printed as:

- 搜罗至宝 (向问天, ``xiangwentian``; triggered): In your draw phase you may set one
  drawn card beside you as a treasure; each treasure raises your hand limit by
  1.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`drew_itself`: did it draw this draw phase's cards itself (the status query
  ``skills_drew_itself``, generated in ``skills/dispatch*.py``)?
- :func:`skill_treasures`: a rule query the ruleset's rules call: 搜罗至宝: the
  number of p's treasures (its stored cards), 0 without the skill.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    stored_count,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_store,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_TREASURE_CARDS,
)
from qxs_env.rulesets.qxs.hero_rules import (
    sync_stored,
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
    skill_slot,
)

TRIGGERS = (
    (TP_PHASE_DRAW, ROLE_SUBJECT | TRIG_OPTIONAL),  # 搜罗至宝
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        g.sk_used[p, k] = 1
        if draw_to_look(g, cfg, p) == 0:
            return True
        j = push(g, DEC_HAND, p, -1, -1, PUR_ARRANGE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    g.cflag[r] = g.cflag[r] & ~CF_LOOKED
    to_store(g, r, p, 1)
    sync_stored(g, p)
    log(g, EV_SKILL, p, code, k, -1, r)  # (treasures lie face up: public)
    looked_to_hand(g, tb, p)
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    return g.n_draw + g.n_disc > 0  # cards to draw


@njit_cached
def skill_treasures(g, p):
    """搜罗至宝: the number of p's treasures (its stored cards), 0 without the skill."""
    if g.hero[p] < 0 or skill_slot(g, p, SKILL_TREASURE_CARDS) < 0:
        return 0
    return stored_count(g, p)


@njit_inlined
def drew_itself(g, tb, p, k):
    """搜罗至宝: did p's skill (slot k) draw this draw phase's cards itself, to choose the one set
    aside (used this turn)?"""
    return g.sk_used[p, k] > 0
