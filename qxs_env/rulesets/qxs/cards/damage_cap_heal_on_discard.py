"""Card effect ``damage_cap_heal_on_discard`` (``EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD``).

Printed on:

- 少林洗髓经 (``shaolinxisuijing``, mental art): You never take more than 1 damage at once, and
  you recover 1 HP when this card is discarded from your equipment.

Its code, called by the ruleset's locked equipment effects (``card_rules.locked_effect``, at
``TP_BEFORE_DAMAGE``) and by ``card_moves.discard_card`` (the card discarded from a living
owner's equipment; ruling: replacing it by another mental art discards it too):

- :func:`cap_damage`: lower the damage about to be dealt to the owner to the cap.
- :func:`heals_when_discarded`: whether discarding the card now heals its owner.
- :func:`heal_owner`: the owner recovers HP when the card is discarded.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    Z_EQUIP,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    EV_PREVENT,
)


@njit_inlined
def cap_damage(g, tb, owner, f, ctx):
    """少林洗髓经 (face f, worn by ``owner``): the damage of damage frame ``ctx`` (FR_A0) is at
    most the face's cap (param 0); the rest is prevented."""
    amt = g.stk[ctx, FR_A0]
    cap = tb.face_param[f, 0]
    if amt > cap:
        g.stk[ctx, FR_A0] = cap
        log(g, EV_PREVENT, owner, amt - cap, f, 0, 0)


@njit_inlined
def heals_when_discarded(g, c, o):
    """Does discarding 少林洗髓经 (card c, owned by ``o``, -1 none) now heal its owner? When it
    leaves the equipment of a living owner (ruling: replacing it by another mental art
    discards it too)."""
    return g.zone[c] == Z_EQUIP and o >= 0 and g.alive[o]


@njit_inlined
def heal_owner(g, tb, c, o):
    """少林洗髓经 (card c) was discarded from living ``o``'s equipment: o recovers the face's
    heal (param 1), o being the healer."""
    heal(g, o, tb.face_param[tb.card_face[c], 1], o)
