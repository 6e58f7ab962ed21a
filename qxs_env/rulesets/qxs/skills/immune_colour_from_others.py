"""Hero skill ``immune_colour_from_others`` (``SKILL_IMMUNE_COLOUR_FROM_OTHERS``).

Printed as:

- 九阳护体 (张无忌, ``zhangwuji``; locked): Yellow cards others put out do nothing to you (yellow
  attacks included).

The rule: Cards of the skill's colour (``colour``, as ``card_moves.colour_of`` reads it) that
another character puts out do nothing to its owner: such a strategy or poison cannot target it, and
such an attack on it fizzles once declared (docs/rulings.md, Heroes: 九阳护体).

The shared query ``skill_colour_immune`` (``skill_queries.py``, asked by
``legality.valid_target``, ``combat.attack_start`` and the cards that reach every character) asks
:func:`colour_immune` for a holder; ``combat.attack_start`` ends an attack on the holder that
the skill stops and announces it with :func:`log_attack_fizzled`.

Its own code here:

- :func:`colour_immune`: does a card another character puts out do nothing to the holder.
- :func:`log_attack_fizzled`: the event that the skill stopped an attack.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_IMMUNE_COLOUR_FROM_OTHERS,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def colour_immune(g, tb, t, k, p, c):
    """九阳护体: card c that another character p puts out does nothing to t when its colour
    (as p puts it out) is the skill's (param 0 of slot k)."""
    if t == p or p < 0 or g.hero[t] < 0:
        return False
    return colour_of(g, tb, c, p) == g.sk_param[t, k, 0]


@njit_inlined
def log_attack_fizzled(g, t, p):
    """九阳护体: log that t's skill made p's attack on t do nothing."""
    k = skill_slot(g, t, SKILL_IMMUNE_COLOUR_FROM_OTHERS)
    log(g, EV_SKILL, t, SKILL_IMMUNE_COLOUR_FROM_OTHERS, k, p, 0)


from qxs_env.rulesets.qxs.skill_roles import SR_IMMUNE_COL  # noqa: E402

HEURISTIC_ROLE = SR_IMMUNE_COL
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
