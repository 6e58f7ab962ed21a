"""Hero skill ``jianmo`` (``SKILL_JIANMO``).

Printed as:

- 剑魔 (独孤求败, ``duguqiubai``; locked): 剑魔下凡 does nothing to you, and you are the source of
  all the damage any 剑魔下凡 deals.

The rule: the strategy 剑魔下凡 (every other character plays a move or takes damage) does
nothing to a holder (``skill_numbers.jianmo_immune``: holding the skill is the whole
condition), and whoever uses it, the damage it deals has the living holder as its source (so
the holder is the killer of a character it kills, R-D6). ``skill_numbers.jianmo_damage_source``,
asked by the card's module (``cards/all_play_move_or_damage.py``), returns :func:`source`.

Its own code here:

- :func:`source`: the source of the damage of a 剑魔下凡 used by p.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_JIANMO,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def source(g, cfg, p):
    """剑魔: the first seat holding the skill (skills of the dead do nothing: skill_slot), else
    the user p."""
    for x in range(cfg[C_PLAYERS]):
        if skill_slot(g, x, SKILL_JIANMO) >= 0:
            return x
    return p
