"""Card effect ``near_target_power_set`` (``EFFECT_NEAR_TARGET_POWER_SET``).

Printed on:

- 拈花指 (``nianhuazhi``, move): Against a target at distance 1 its power becomes 2.

Its code, called by the clash arithmetic (``clash.clash_power``) when the move's skill acts
(attacking: ``card_rules.move_skill_on``, R-M7):

- :func:`set_power`: the move's power against a near character.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.geometry import (
    distance,
)


@njit_inlined
def set_power(g, tb, cfg, p, q, f, pw):
    """拈花指 (face f) put out by p against q: power ``pw`` becomes the face's power (param 1)
    when q is within the face's distance (param 0; R-M2) of p."""
    if distance(g, tb, cfg, p, q) <= tb.face_param[f, 0]:
        return tb.face_param[f, 1]
    return pw
