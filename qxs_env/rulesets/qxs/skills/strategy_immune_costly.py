"""Hero skill ``strategy_immune_costly`` (``SKILL_STRATEGY_IMMUNE_COSTLY``).

Printed as:

- 装聋作哑 (苏星河, ``suxinghe``; locked): Others' strategy cards cannot be aimed at
  you; each strategy card you use costs you 1 HP.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`skill_strategy_deaf`: a rule query the ruleset's rules call: 装聋作哑:
  other characters' strategy cards cannot be aimed at t (ruling: cards aimed at nobody,
  剑魔下凡, still reach it).
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_P,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_STRATEGY_IMMUNE_COSTLY,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SOURCE,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.skill_queries import (
    lose_hp,
    skill_slot,
)
from qxs_env.rulesets.qxs.skill_steps import (
    fired_card,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_CARD_USED, ROLE_SOURCE | TRIG_NO_ASK),  # 装聋作哑
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0 and lose_hp(g, p, g.sk_param[p, k, 0]):
        return False
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = fired_card(g, point, p, ctx)
    return c >= 0 and g.stk[ctx, FR_P] == p and c_cat(g, tb, c) == CAT_STRATEGY


@njit_cached
def skill_strategy_deaf(g, t):
    """装聋作哑: other characters' strategy cards cannot be aimed at t (ruling: cards aimed at
    nobody, 剑魔下凡, still reach it)."""
    return skill_slot(g, t, SKILL_STRATEGY_IMMUNE_COSTLY) >= 0
