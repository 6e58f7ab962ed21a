"""Hero skill ``judge_alignment_take`` (``SKILL_JUDGE_ALIGNMENT_TAKE``).

Printed as:

- 笑傲江湖 (曲阳刘正风, ``quyangliuzhengfeng``; locked): At the start and at the end of
  your turn you judge: red or blue makes you evil (恶), yellow or white good (善);
  you keep the judgement card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A1,
    FR_A2,
    OP_JUDGEMENT,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_hand,
)
from qxs_env.rulesets.qxs.constants import (
    BLUE,
    RED,
)
from qxs_env.rulesets.qxs.layout import (
    ALIGN_EVIL,
    ALIGN_GOOD,
    EV_STATUS,
    EV_TAKE,
    ROLE_SUBJECT,
    ST_EVIL,
    TP_JUDGED,
    TP_TURN_END,
    TP_TURN_START,
)
from qxs_env.rulesets.qxs.skill_queries import (
    xiaoao_judgement,
)
from qxs_env.rulesets.qxs.tables import (
    TRIG_NO_ASK,
)

TRIGGERS = (
    (TP_TURN_START, ROLE_SUBJECT | TRIG_NO_ASK),  # 笑傲江湖
    (TP_TURN_END, ROLE_SUBJECT | TRIG_NO_ASK),
    (TP_JUDGED, ROLE_SUBJECT),  # (its card: align, take)
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    return True


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_JUDGED:
        if xiaoao_judgement(g, p, ctx):
            c = g.stk[ctx, FR_A1]
            al = ALIGN_EVIL if g.stk[ctx, FR_A2] == RED or g.stk[ctx, FR_A2] == BLUE else ALIGN_GOOD
            if g.align[p] != al:
                g.align[p] = al
                log(g, EV_STATUS, p, ST_EVIL, 1 if al == ALIGN_EVIL else 0, p, 0)
            if g.zone[c] == Z_PROC:
                to_hand(g, c, p)
                log(g, EV_TAKE, p, c, -1, 0, 0)
