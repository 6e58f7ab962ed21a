"""Hero skill ``invite_attack`` (``SKILL_INVITE_ATTACK``).

Printed as:

- 金盆洗手 (曲阳刘正风, ``quyangliuzhengfeng``; active): Once in your play phase you may
  name a character of your alignment whose attack range reaches you: it attacks
  you or you throw away one of its cards.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A4,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
    to_discard,
)
from qxs_env.rulesets.qxs.hero_rules import (
    invite_candidates,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    DEC_PLAY,
    DEC_RESPOND,
    DEC_TARGET,
    EV_USE,
    FR_SKILL,
    H_DESTROY,
    OP_ATTACK,
    PUR_DISCARD,
    PUR_SKILL_ATTACK,
    PUR_SKILL_TARGET,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_A4] = ~invite_candidates(g, tb, cfg, p) & 1023
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_Q] = r
        j = push(g, DEC_RESPOND, r, p, -1, PUR_SKILL_ATTACK, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    x = g.stk[i, FR_Q]
    if sub == 2:
        if r >= 0:
            if g.alive[x] and g.alive[p]:
                log(g, EV_USE, x, r, p, -1, 0)
                g.stk[i, FR_A4] = 9  # (done once the attack is over)
                push(g, OP_ATTACK, x, p, r, -1, 0, 0)
                return False
            to_discard(g, r)
        elif g.alive[x] and count_cards(g, x) > 0:
            j = push(g, DEC_PICK, p, x, -1, PUR_DISCARD, 0, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        return True
    if sub == 3 and r >= 0:  # the card of X chosen
        discard_card(g, tb, r, x)
        g.hist[p, x, H_DESTROY] += 1
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return g.sk_used[p, k] == 0 and invite_candidates(g, tb, cfg, p) != 0
    return False
