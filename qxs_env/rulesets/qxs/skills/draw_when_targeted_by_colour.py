"""Hero skill ``draw_when_targeted_by_colour`` (``SKILL_DRAW_WHEN_TARGETED_BY_COLOUR``).

Printed as:

- 借力 (张三丰, ``zhangsanfeng``; locked): Whenever another character aims a red card at you, you
  draw a card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`locked`: its effect at its trigger points, applied at once (a locked skill)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
    ROLE_SUBJECT,
    TP_CARD_USED,
)
from qxs_env.rulesets.qxs.skill_steps import (
    fired_card,
)

TRIGGERS = (
    (TP_CARD_USED, ROLE_SUBJECT),  # 借力
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def locked(g, tb, cfg, point, p, k, code, subject, source, ctx):
    """Apply the locked skill at trigger point ``point`` at once."""
    if point == TP_CARD_USED:
        if source != p and source >= 0:
            c = fired_card(g, point, source, ctx)  # (暗器's move, a follow-up attack's move)
            if c >= 0:
                if colour_of(g, tb, c, source) == g.sk_param[p, k, 0]:
                    draw_cards(g, p, g.sk_param[p, k, 1])
                    log(g, EV_SKILL, p, code, k, source, 0)
