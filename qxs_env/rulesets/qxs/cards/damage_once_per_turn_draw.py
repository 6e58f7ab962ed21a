"""Card effect ``damage_once_per_turn_draw`` (``EFFECT_DAMAGE_ONCE_PER_TURN_DRAW``).

Printed on:

- 少林易筋经 (``shaolinyijinjing``, mental art): You can be damaged only once per turn, and each
  time you are damaged you may draw a card.

Its code, called by the ruleset's locked equipment effects (``card_rules.locked_effect``, at
``TP_BEFORE_DAMAGE``) and by the optional equipment trigger ``triggers.op_trigger`` (after
damage, when the owner accepts):

- :func:`limit_damage`: prevent a damage past the turn's number of damages.
- :func:`draw`: the owner draws after being damaged.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.layout import (
    EV_PREVENT,
    PT_DAMAGED,
)


@njit_inlined
def limit_damage(g, tb, owner, f, ctx):
    """少林易筋经 (face f, worn by ``owner``): the damage of damage frame ``ctx`` (FR_A0) is
    prevented once the owner was damaged the face's number of times (param 0) this turn
    (PT_DAMAGED; whoever's turn it is)."""
    amt = g.stk[ctx, FR_A0]
    if amt > 0 and g.pt[owner, PT_DAMAGED] >= tb.face_param[f, 0]:
        g.stk[ctx, FR_A0] = 0
        log(g, EV_PREVENT, owner, amt, f, 0, 0)


@njit_inlined
def draw(g, tb, p, f):
    """少林易筋经 (face f): its owner p, damaged, accepted: p draws the face's number of cards
    (param 1)."""
    draw_cards(g, p, tb.face_param[f, 1])
