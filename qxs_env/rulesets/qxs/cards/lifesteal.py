"""Card effect ``lifesteal`` (``EFFECT_LIFESTEAL``).

Printed on:

- 吸血功 (``xixiegong``, internal): Attack range 1. When you damage a target at distance 1 you
  recover as much HP as the damage dealt.

Its code, called by the attack frame (``combat.attack_stages_damage``, stage 6, when the damage
is about to be dealt; stage 7 heals by the damage dealt when it said yes, flag F_NEAR):

- :func:`in_reach`: whether the target is near enough for the art to heal its user.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.geometry import (
    distance,
)


@njit_inlined
def in_reach(g, tb, cfg, p, t, f):
    """吸血功 (face f) worn by attacker p: is target t within the face's distance (param 0; R-M2)
    when the damage is dealt?"""
    return distance(g, tb, cfg, p, t) <= tb.face_param[f, 0]
