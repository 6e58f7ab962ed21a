"""Hero skill ``draw_on_colour_played`` (``SKILL_DRAW_ON_COLOUR_PLAYED``).

Printed as:

- 打力 (张三丰, ``zhangsanfeng``; locked): Whenever you put out a red card, you draw a card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
- :func:`on_use`: a card of the skill's colour used in the play phase draws, asked by the
  status query ``skills_on_use`` (generated in ``skills/dispatch*.py``)
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
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DRAW_ON_COLOUR_PLAYED,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    OP_ATTACK,
    ROLE_SUBJECT,
    TP_CARD_PLAYED,
)

TRIGGERS = (
    (TP_CARD_PLAYED, ROLE_SUBJECT),  # 打力 (answers)
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
        if colour_of(g, tb, d, p) == g.sk_param[p, k, 0]:
            draw_cards(g, p, g.sk_param[p, k, 1])  # 打力
            log(g, EV_SKILL, p, code, k, -1, 0)


@njit_inlined
def on_use(g, tb, cfg, p, c, cat, col, k):
    """打力: p used card c of colour ``col`` in its play phase; one of the skill's colour (param
    0 of slot k) draws p the skill's number of cards (param 1)."""
    if col == g.sk_param[p, k, 0]:
        draw_cards(g, p, g.sk_param[p, k, 1])
        log(g, EV_SKILL, p, SKILL_DRAW_ON_COLOUR_PLAYED, k, -1, 0)
