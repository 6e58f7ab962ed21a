"""Hero skill ``take_resolved_strategy`` (``SKILL_TAKE_RESOLVED_STRATEGY``).

Printed as:

- 复国大任 (慕容复, ``murongfu``; locked): When a strategy card another character used on you has
  taken effect, you take that card into your hand.

The rule: When a strategy card that another character aimed at its owner has taken effect and leaves
the table, the owner takes it into hand instead of the discard pile (a card made of no card leaves
nothing to take; docs/rulings.md, Heroes: 复国大任).

The shared ``use.strategy_done`` (a used card leaving the table, called by ``use.op_use``
and the strategy cards' modules) asks :func:`take_card` for a holder that another character
aimed the card at.

Its own code here:

- :func:`take_card`: the holder takes the strategy card into hand.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
    proc_has_cards,
)
from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    take_used_card,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_TAKE_RESOLVED_STRATEGY,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
)


@njit_inlined
def take_card(g, tb, t, k, p, c):
    """复国大任: card c that p (not t) used on t has taken effect; a strategy card still made
    of cards goes into t's hand (its cards, for a virtual one) instead of the discard pile
    (R-T7's exception). Returns whether t took it."""
    if c_cat(g, tb, c) != CAT_STRATEGY or not proc_has_cards(g, c):
        return False
    log(g, EV_SKILL, t, SKILL_TAKE_RESOLVED_STRATEGY, k, p, 0)
    take_used_card(g, c, t)
    return True


from qxs_env.rulesets.qxs.skill_roles import SR_STRAT_SINK  # noqa: E402

HEURISTIC_ROLE = SR_STRAT_SINK
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
