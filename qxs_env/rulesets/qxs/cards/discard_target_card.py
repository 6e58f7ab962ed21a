"""Card effect ``discard_target_card`` (``EFFECT_DISCARD_TARGET_CARD``).

Printed on:

- 十香软筋散 (``shixiangruanjinsan``, poison): Discard one card of any other character, at
  any distance.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: p picks one of t's cards to discard (op_use stage 8)
- :func:`step`: op_use stage 8: the picked card is discarded
- :func:`needs_target`: Used in the play phase on a target chosen by the user (the ordinary target
  prompt)
- :func:`valid_target`: Another character with a card, within the face's distance (0: any)
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_Q,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    pop,
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.help_history import note_clear
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    H_DESTROY,
    PUR_DISCARD,
)
from qxs_env.rulesets.qxs.legality import (
    has_card_within,
)
from qxs_env.rulesets.qxs.use import (
    strategy_done,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: p picks one of t's cards to discard (op_use stage 8)."""
    if count_cards(g, t) > 0:
        g.stk[i, FR_ST] = 8
        push(g, DEC_PICK, p, t, c, PUR_DISCARD, 0, 0)
        return False
    return True


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stage 8: the picked card is discarded."""
    t = g.stk[i, FR_Q]
    k = g.stk[i, FR_R]
    note_clear(g, p, t, k)  # (a delayed card discarded out of t's judgement area: help)
    discard_card(g, tb, k, t)
    g.hist[p, t, H_DESTROY] += 1
    strategy_done(g, tb, p, t, c)
    pop(g)


@njit_inlined
def needs_target(g, tb, c):
    """Used in the play phase on a target chosen by the user (the ordinary target prompt)."""
    return True


@njit_inlined
def valid_target(g, tb, cfg, p, c, f, t, dist):
    """Another character with a card, within the face's distance (0: any)."""
    return has_card_within(g, p, t, tb.face_param[f, 0], dist)
