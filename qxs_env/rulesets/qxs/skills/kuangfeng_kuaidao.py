"""Hero skill ``kuangfeng_kuaidao`` (``SKILL_KUANGFENG_KUAIDAO``).

Printed as:

- 狂风快刀 (田伯光, ``tianboguang``; triggered): After anyone's move resolves, you may
  set aside from your hand a move of the same name; then you may throw away one
  card of any character. Moves set aside this way can later be put out without
  counting against limits.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`can_fire`: whether the optional trigger is worth asking about (its condition and cost
  can be met)
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_face,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_OP,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
    to_store,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.hero_rules import (
    sync_stored,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PICK,
    DEC_TARGET,
    FR_SKILL,
    H_DESTROY,
    OP_ATTACK,
    PUR_DISCARD,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    ROLE_ANY,
    SKT_HAS_CARDS,
    SKT_PASS,
    SKT_SELF,
    TP_MOVE_RESOLVED,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_MOVE_RESOLVED, ROLE_ANY | TRIG_OPTIONAL),  # 狂风快刀
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # a hand move of the resolved move's name (shown as FR_A0)
        j = push(g, DEC_HAND, p, -1, g.stk[ctx, FR_A0], PUR_SKILL_CARD, 15, 3)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        to_store(g, r, p, 1)
        sync_stored(g, p)
        j = push(
            g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_SELF | SKT_PASS | SKT_HAS_CARDS
        )
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 2:  # whose card (pass: none)
        if r < 0:
            return True
        j = push(g, DEC_PICK, p, r, -1, PUR_DISCARD, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    o = g.owner[r]
    discard_card(g, tb, r, o)
    if o != p and o >= 0:
        g.hist[p, o, H_DESTROY] += 1
    return True


@njit_inlined
def can_fire(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Is the optional skill worth asking about at this trigger point (its conditions and costs can
    be met)?"""
    c = g.stk[ctx, FR_A0]
    if g.stk[ctx, FR_OP] != OP_ATTACK or c < 0:
        return False
    name = tb.face_name[c_face(g, tb, c)]
    for j in range(g.hand_n[p]):
        f = tb.card_face[g.hand[p, j]]
        if tb.face_category[f] == CAT_MOVE and tb.face_name[f] == name:
            return True
    return False
