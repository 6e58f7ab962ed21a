"""Card effect ``colour_power_bonus`` (``EFFECT_COLOUR_POWER_BONUS``).

Printed on:

- 葵花宝典 (``kuihuabaodian``), 龙象般若功 (``longxiangbanruogong``), 三花聚顶
  (``sanhuajuding``), 小无相功 (``xiaowuxianggong``), internal arts: Your moves of one colour
  get +1 power, attacking or defending.

Its code, called by the clash arithmetic (``clash.clash_power``) for the internal art its user
wears:

- :func:`power_bonus`: the power a move of the user's gets from the art.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def power_bonus(tb, f, col):
    """The internal art of face f (params: colour, amount) worn by the user of a move of colour
    ``col`` (as it counts for its user): +amount when col is the art's colour, else 0."""
    if tb.face_param[f, 0] == col:
        return tb.face_param[f, 1]
    return 0
