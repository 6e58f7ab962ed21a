"""Hero skill ``page_boys`` (``SKILL_PAGE_BOYS``).

Printed as:

- 六合童子 (冯锡范, ``fengxifan``; locked): At setup you take 11 cards and keep 6 of
  them face down as your page boys; in your own turn you may swap cards between
  them and your hand, and any judgement may use one of them as its card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.zones import (
    stored_count,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    ROLE_ANY,
    TP_GAME_START,
    TP_JUDGEMENT,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_steps import (
    page_boys_step,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_GAME_START, ROLE_ANY | TRIG_NO_ASK),  # 六合童子: set aside
    (TP_JUDGEMENT, ROLE_ANY | TRIG_OPTIONAL),  # 六合童子: as judgement
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    return page_boys_step(g, tb, cfg, i, p, k, sub, r)


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if point == TP_JUDGEMENT:  # 六合童子: a page boy to judge with
        return stored_count(g, p) > 0
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.cur == p and g.hand_n[p] > 0 and stored_count(g, p) > 0
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_PAGE_BOYS  # noqa: E402

HEURISTIC_ROLE = SR_PAGE_BOYS
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
