"""Card effect ``after_damage_other_draws`` (``EFFECT_AFTER_DAMAGE_OTHER_DRAWS``).

Printed on:

- 打狗棒法 (``dagoubangfa``, move): After it damages the target, pick any character other
  than yourself to draw 2 cards.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`after_damage`: Damage dealt: the attacker names another character (op_attack stage 8)
- :func:`after_damage_answer`: The named character (r) draws the face's number of cards
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_TARGET,
    PUR_OTHER,
)


@njit_inlined
def after_damage(g, tb, cfg, i, p, t, c, f):
    """Damage dealt: the attacker names another character (op_attack stage 8)."""
    g.stk[i, FR_ST] = 8
    push(g, DEC_TARGET, p, -1, c, PUR_OTHER, 0, 0)


@njit_inlined
def after_damage_answer(g, tb, cfg, i, p, t, c, f, r):
    """The named character (r) draws the face's number of cards."""
    if r >= 0 and g.alive[r]:
        draw_cards(g, r, tb.face_param[f, 0])
