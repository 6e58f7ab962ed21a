"""Hero skill ``borrowed_knife`` (``SKILL_BORROWED_KNIFE``).

Printed as:

- 借刀杀人 (慕容博萧远山, ``murongboxiaoyuanshan``; active): Once in your play phase you
  may take a hand card of any character; if it is a move and you attack with it
  at once, its damage counts as that character's.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A4,
    FR_Q,
)
from qxs_env.engine.stack import (
    log,
    push,
    rnd,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
    to_proc,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    DEC_PLAY,
    DEC_TARGET,
    EV_TAKE,
    FR_SKILL,
    H_TAKE,
    OP_USE,
    PUR_SKILL_TARGET,
    ROLE_SOURCE,
    TP_MOVE_RESOLVED,
)
from qxs_env.rulesets.qxs.legality import (
    can_use,
)

TRIGGERS = (
    (TP_MOVE_RESOLVED, ROLE_SOURCE),  # 借刀杀人: it is over
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        excl = 0
        for x in range(cfg[C_PLAYERS]):
            if g.hand_n[x] == 0:
                excl |= 1 << x
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, 0)
        g.stk[j, FR_A4] = excl
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        a = r
        c = g.hand[a, rnd(g, g.hand_n[a])]
        to_hand(g, c, p)
        g.hist[p, a, H_TAKE] += 1
        log(g, EV_TAKE, p, c, a, 0, 0)
        if tb.face_category[tb.card_face[c]] != CAT_MOVE:
            return True
        if not can_use(g, tb, cfg, p, c, distances_from(g, tb, cfg, p)):
            return True
        g.stk[i, FR_A0] = c
        g.stk[i, FR_Q] = a
        j = push(g, DEC_CONFIRM, p, a, -1, -1, 0, 0)  # attack with it at once? (the
        # card is not shown in the decision: the others have not seen it)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2 and r == 1:
        c = g.stk[i, FR_A0]
        g.knife_card = c + 1
        g.knife_src = g.stk[i, FR_Q]
        to_proc(g, c)
        push(g, OP_USE, p, -1, c, 0, 0, 0)
        return False
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op != DEC_PLAY or g.sk_used[p, k] > 0:
        return False
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and g.hand_n[x] > 0:
            return True
    return False


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_MOVE_RESOLVED:
        g.knife_card = 0
