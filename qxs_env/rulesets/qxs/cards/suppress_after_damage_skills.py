"""Card effect ``suppress_after_damage_skills`` (``EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS``).

Printed on:

- 如来千手式 (``rulaiqianshoushi``, move): In any clash where it is used, to attack or to defend,
  no card or hero skill may fire once the damage is settled.

Its code, called by the clash of the attack frame (``combat.attack_clash``) when either move is
this card:

- :func:`silence_clash`: the clash's flags with its after-damage skills silenced.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.tables import (
    F_SILENCED,
)


@njit_inlined
def silence_clash(flags):
    """如来千手式 took part in the clash: the attack frame's ``flags`` (FR_A3) with F_SILENCED, so
    that no after-damage skill of a card or hero fires for this clash."""
    return flags | F_SILENCED
