"""Hero skill ``pay_for_attack`` (``SKILL_PAY_FOR_ATTACK``).

Printed as:

- 连击 (谢逊, ``xiexun``; active): In your play phase you may give up an equipped
  card or lose 1 HP to gain one more attack this turn.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A4,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    DEC_PLAY,
    FR_SKILL,
    PT_EXTRA_ATTACKS,
    PUR_SKILL_EQUIP,
)
from qxs_env.rulesets.qxs.skill_queries import (
    lose_hp,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub >= 5:
        return True  # after the dying window its HP loss opened
    if sub == 0:
        for s in range(4):
            if g.equip[p, s] >= 0:
                j = push(g, DEC_PICK, p, p, -1, PUR_SKILL_EQUIP, 0, 0)
                g.stk[j, FR_SKILL] = k + 1
                return False
        r = -1
    g.pt[p, PT_EXTRA_ATTACKS] += 1
    if r >= 0:
        discard_logged(g, r, p)
        return True
    if lose_hp(g, p, g.sk_param[p, k, 0]):
        g.stk[i, FR_A4] = 5  # wait for the dying window, then done
        return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.pt[p, PT_EXTRA_ATTACKS] >= 100:
            return False
        for s in range(4):
            if g.equip[p, s] >= 0:
                return True
        return g.hp[p] > 0
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_PAY_ATTACK  # noqa: E402

HEURISTIC_ROLE = SR_PAY_ATTACK
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
