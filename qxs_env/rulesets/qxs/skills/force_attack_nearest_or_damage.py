"""Hero skill ``force_attack_nearest_or_damage`` (``SKILL_FORCE_ATTACK_NEAREST_OR_DAMAGE``).

Printed as:

- 碧海潮生曲 (黄药师, ``huangyaoshi``; active): Once in your play phase, pick another
  character in your attack range: it must attack a character nearest to it, or
  take 1 damage from you.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_Q,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.help_history import note_forced
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    DEC_TARGET,
    EV_USE,
    FR_SKILL,
    OP_ATTACK,
    PUR_SKILL_ATTACK,
    PUR_SKILL_NEAREST,
    PUR_SKILL_TARGET,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_reach,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # A: another character in p's attack range
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, skill_reach(g, tb, p), 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:  # A names B, one of the characters nearest to it
        g.stk[i, FR_Q] = r
        j = push(g, DEC_TARGET, r, p, -1, PUR_SKILL_NEAREST, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    a = g.stk[i, FR_Q]
    if sub == 2:  # A attacks B with a move from hand (no range limit), or passes
        g.stk[i, FR_A0] = r
        j = push(g, DEC_RESPOND, a, r, -1, PUR_SKILL_ATTACK, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 3:
        b = g.stk[i, FR_A0]
        if r >= 0 and g.alive[a] and g.alive[b]:
            log(g, EV_USE, a, r, b, -1, 0)
            note_forced(g, p, a, b)  # (p forced a's attack on b: state.helps)
            j = push(g, OP_ATTACK, a, b, r, -1, 0, 0)
            framework.fire(g, tb, cfg, TP_CARD_USED, b, a, j)  # A uses its move (as 暗器's target)
        else:
            if r >= 0:
                to_discard(g, r)
            if g.alive[a]:
                push(g, OP_DAMAGE, p, a, g.sk_param[p, k, 0], -1, -1, 0)
        return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.sk_used[p, k] > 0:
            return False
        reach = skill_reach(g, tb, p)
        for x in range(cfg[C_PLAYERS]):
            if x != p and g.alive[x] and dist[x] <= reach:
                return True
        return False
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_FORCE  # noqa: E402

HEURISTIC_ROLE = SR_FORCE
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
