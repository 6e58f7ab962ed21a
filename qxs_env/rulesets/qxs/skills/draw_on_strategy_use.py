"""Hero skill ``draw_on_strategy_use`` (``SKILL_DRAW_ON_STRATEGY_USE``).

Printed as:

- 幕后黑手 (成昆, ``chengkun``; locked): Whenever you use a strategy card, you draw a card.

The rule: each time the holder uses a strategy card (R-K1) in his play phase, he draws the
skill's number of cards (param 0) at once, whether or not the card is cancelled afterwards. The
status query ``skills_on_use`` (generated in ``skills/dispatch*.py``, a card used in the play
phase) calls :func:`on_use` for a holder.

Its own code here:

- :func:`on_use`: draw for a strategy card used.
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
from qxs_env.rulesets.qxs.constants import (
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DRAW_ON_STRATEGY_USE,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
)


@njit_inlined
def on_use(g, tb, cfg, p, c, cat, col, k):
    """幕后黑手: p used a card of category ``cat``; a strategy card draws it the skill's number
    of cards (param 0 of slot k), logged as the skill ``code``."""
    if cat == CAT_STRATEGY:
        draw_cards(g, p, g.sk_param[p, k, 0])
        log(g, EV_SKILL, p, SKILL_DRAW_ON_STRATEGY_USE, k, -1, 0)
