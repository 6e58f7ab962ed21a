"""仁王盾 (benevolent king shield), S-CARD-RENWANG, ruling S-OPEN-35: armour. A black 殺 used on its
owner has no effect on it (nullified for that target once the target is confirmed:
``procedures.use_moment``); a red 殺 hits as usual, and 殺 played as answers (決鬥, 南蠻入侵) are
not affected. The stopped 殺 still counts toward the limit and goes to the discard pile. Equipped
like any equipment (``card_steps.equip_self``)."""

from __future__ import annotations

from qxs_env.engine.cards import c_suit
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import EV_SHIELDED, F_RENWANG, F_SHA, SLOT_ARMOUR
from ..moves import used_face

SPADE = 0
CLUB = 2


@njit_inlined
def usable(g, tb, cfg, p):
    return True


@njit_inlined
def stops(g, tb, u, k):
    """Target ``k`` of use ``u`` wears 仁王盾 and the card is a black 殺: nullify it for that
    target (True). The card is a 殺 as it is used (``moves.used_face``: 龍膽's black 閃 used as
    a 殺 is one, a 丈八蛇矛 殺 of two black cards too), black by its suit (a virtual card's
    stands for its colour; a mixed pair has none)."""
    t = g.use_target[u, k]
    a = g.equip[t, SLOT_ARMOUR]
    c = g.use_card[u]
    if a < 0 or tb.card_face[a] != F_RENWANG or used_face(g, tb, c) != F_SHA:
        return False
    suit = c_suit(g, tb, c)
    if suit != SPADE and suit != CLUB:
        return False
    g.use_nullified[u, k] = 1
    log(g, EV_SHIELDED, t, c, 0, 0, 0)
    return True
