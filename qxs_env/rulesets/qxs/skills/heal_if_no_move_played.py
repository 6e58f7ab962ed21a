"""Hero skill ``heal_if_no_move_played`` (``SKILL_HEAL_IF_NO_MOVE_PLAYED``).

Printed as:

- 易筋 (游坦之, ``youtanzhi``; locked): If you put out no move in your play phase, you recover 1 HP
  when it ends.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
- :func:`on_use`: a move used in the play phase is noted, asked by the status query
  ``skills_on_use`` (generated in ``skills/dispatch*.py``)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A1,
    FR_OP,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    OP_ATTACK,
    ROLE_SUBJECT,
    TP_CARD_PLAYED,
    TP_PHASE_PLAY,
    TP_TURN_END,
)

TRIGGERS = (
    (TP_CARD_PLAYED, ROLE_SUBJECT),  # 易筋 (notes)
    (TP_PHASE_PLAY, ROLE_SUBJECT),  # 易筋 (notes)
    (TP_TURN_END, ROLE_SUBJECT),  # 易筋 (heals)
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_CARD_PLAYED:
        if g.stk[ctx, FR_OP] != OP_ATTACK:
            return
        d = g.stk[ctx, FR_A1]
        if d < 0:
            return
        if g.cur == p:
            g.sk_used[p, k] = 1  # 易筋: a move put out in p's own turn
    if point == TP_PHASE_PLAY:
        g.sk_tok[p, k] = 1  # 易筋: the play phase took place
    if point == TP_TURN_END:
        if g.sk_tok[p, k] != 0 and g.sk_used[p, k] == 0 and g.hp[p] < g.maxhp[p]:
            heal(g, p, g.sk_param[p, k, 0], p)
            log(g, EV_SKILL, p, code, k, -1, 0)
        g.sk_tok[p, k] = 0


@njit_inlined
def on_use(g, tb, cfg, p, c, cat, col, k):
    """易筋: p used card c of category ``cat`` in its play phase; a move is noted (no heal at
    the turn's end)."""
    if cat == CAT_MOVE:
        g.sk_used[p, k] = 1
