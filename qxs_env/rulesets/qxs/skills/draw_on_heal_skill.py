"""Hero skill ``draw_on_heal_skill`` (``SKILL_DRAW_ON_HEAL_SKILL``).

Printed as:

- 蝶谷医仙 (胡青牛, ``huqingniu``; triggered): Each time you use 见死不救 you may draw a card.

The rule: each time the holder uses 见死不救 (``heal_by_hero_colour``: a hand card of a
character's hero colour as 黑玉断续膏, in a rescue window or in his play phase), he draws the
skill's number of cards (param 0) once the card is made. Ruling: the draw is always taken (a
card more never hurts), so nothing is asked. ``skills/heal_by_hero_colour.py``'s step calls
:func:`after_use`.

Its own code here:

- :func:`after_use`: draw for a use of 见死不救.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DRAW_ON_HEAL_SKILL,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def after_use(g, p):
    """蝶谷医仙: p just made a card with 见死不救; a holder draws param 0 cards."""
    kd = skill_slot(g, p, SKILL_DRAW_ON_HEAL_SKILL)
    if kd >= 0:
        draw_cards(g, p, g.sk_param[p, kd, 0])
        log(g, EV_SKILL, p, SKILL_DRAW_ON_HEAL_SKILL, kd, -1, 0)
