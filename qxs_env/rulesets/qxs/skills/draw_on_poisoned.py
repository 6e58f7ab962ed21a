"""Hero skill ``draw_on_poisoned`` (``SKILL_DRAW_ON_POISONED``).

Printed as:

- 王难姑 (胡青牛, ``huqingniu``; locked): Each time you become poisoned you draw a card.

The rule: "poisoned" is ``skill_queries.poisoned`` (a poison waiting in the judgement area,
R-K2, or linked by 阴阳和合散). Where a poison is placed (a delayed card put in a judgement area,
阴阳和合散 linking, a card moved between judgement areas), the rules note whether the seat was
poisoned before (``skill_numbers.poisoned_before``, true for any non-holder so that nothing
happens for them) and afterwards call ``skill_numbers.became_poisoned``, which for a holder
who was not poisoned and now is calls :func:`on_poisoned`: he draws the skill's number of cards
(param 0).

Its own code here:

- :func:`on_poisoned`: the holder draws.
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
    SKILL_DRAW_ON_POISONED,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
)


@njit_inlined
def on_poisoned(g, p, k):
    """王难姑: p (holding the skill in slot k) just became poisoned; it draws param 0 cards."""
    draw_cards(g, p, g.sk_param[p, k, 0])
    log(g, EV_SKILL, p, SKILL_DRAW_ON_POISONED, k, -1, 0)
