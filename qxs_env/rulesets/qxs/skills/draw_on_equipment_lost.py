"""Hero skill ``draw_on_equipment_lost`` (``SKILL_DRAW_ON_EQUIPMENT_LOST``).

Printed as:

- 藏经阁 (方证大师, ``fangzhengdashi``; triggered): Each time one of your equipped
  cards leaves you, you may draw a card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    ROLE_SUBJECT,
    TP_EQUIP_LOST,
    TRIG_OPTIONAL,
)

TRIGGERS = (
    (TP_EQUIP_LOST, ROLE_SUBJECT | TRIG_OPTIONAL),  # 藏经阁
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    draw_cards(g, p, g.sk_param[p, k, 0])
    return True
