"""Hero skill ``death_attacks`` (``SKILL_DEATH_ATTACKS``).

Printed as:

- 亢龙有悔 (乔峰, ``qiaofeng``; triggered): When you die you may name up to three
  characters and attack each with a yellow move of power 2 (亢龙有悔).

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
- :func:`skill_death_decided`: a rule query the ruleset's rules call: 亢龙有悔
  is attacking before p's death (p dying in its own turn, the rescue failed): p cannot recover
  HP any more (its death stands).
- :func:`skill_death_attacks`: a rule query the ruleset's rules call: 亢龙有悔:
  p has died after naming the characters in the bitmask ``named``; push the OP_SKILL frame (at
  death_attacks_step's stage 8) that attacks them one by one.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A4,
    FR_A5,
    FR_A6,
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DEATH_ATTACKS,
)
from qxs_env.rulesets.qxs.layout import (
    HERO_SKILLS,
    OP_SKILL,
    ROLE_SUBJECT,
    TP_DIES,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_untargetable,
)
from qxs_env.rulesets.qxs.skill_steps import (
    death_attacks_step,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_DIES, ROLE_SUBJECT | TRIG_NO_ASK),  # 亢龙有悔 (pass: none)
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    return death_attacks_step(g, tb, cfg, i, p, k, sub, ctx, r)


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    if g.sk_tok[p, k] != 0:
        return False
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and not skill_untargetable(g, x, True):
            return True
    return False


@njit_cached
def skill_death_decided(g, p):
    """亢龙有悔 is attacking before p's death (p dying in its own turn, the rescue failed): p
    cannot recover HP any more (its death stands)."""
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == SKILL_DEATH_ATTACKS and g.sk_tok[p, k] == 2:
            return True
    return False


@njit_cached
def skill_death_attacks(g, tb, cfg, p, named):
    """亢龙有悔: p has died after naming the characters in the bitmask ``named``; push the
    OP_SKILL frame (at death_attacks_step's stage 8) that attacks them one by one."""
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == SKILL_DEATH_ATTACKS:
            if g.alive[p]:
                g.sk_tok[p, k] = 2  # before its death: no recovery (skill_death_decided)
            j = push(g, OP_SKILL, p, -1, 0, -1, TP_DIES, k)
            g.stk[j, FR_ST] = 2
            g.stk[j, FR_A4] = 8 + 16 * named
            g.stk[j, FR_A5] = k + 1
            g.stk[j, FR_A6] = 0
            return
