"""Card effect ``draw_then_discard`` (``EFFECT_DRAW_THEN_DISCARD``).

Printed on no card of a shipped deck: it exists to prove docs/engine.md's "Adding a card
effect" (issue 21), on the test-only face

- 试炼 (``shilian``, strategy; tests/rulesets/qxs/cards/content/faces.yaml): Draw 2 cards, then
  discard 1 card from your hand.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`resolve`: Not cancelled: t draws the face's ``n`` cards, then discards ``discard``
  (op_use stage 8)
- :func:`step`: op_use stage 8: the chosen hand card is discarded; the next is asked for while
  any are owed
- :func:`usable`: Always usable
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A5,
    FR_Q,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    pop,
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_DISCARD,
)
from qxs_env.rulesets.qxs.use import (
    strategy_done,
)


@njit_inlined
def resolve(g, tb, cfg, i, p, t, c, f):
    """Not cancelled: t draws the face's ``n`` cards, then discards ``discard`` hand cards of
    its choice, one decision each (op_use stage 8; A5 the discards owed after the one asked)."""
    draw_cards(g, t, tb.face_param[f, 0])
    if tb.face_param[f, 1] <= 0 or g.hand_n[t] == 0:
        return True
    g.stk[i, FR_A5] = tb.face_param[f, 1] - 1
    g.stk[i, FR_ST] = 8
    push(g, DEC_DISCARD, t, -1, c, -1, 0, 0)
    return False


@njit_inlined
def step(g, tb, cfg, i, p, c, f, st):
    """op_use stage 8: the chosen hand card is discarded; the next is asked for while any are
    owed and t holds a card, then the card is done."""
    t = g.stk[i, FR_Q]
    discard_logged(g, g.stk[i, FR_R], t)
    if g.stk[i, FR_A5] > 0 and g.hand_n[t] > 0:
        g.stk[i, FR_A5] -= 1
        push(g, DEC_DISCARD, t, -1, c, -1, 0, 0)
        return
    strategy_done(g, tb, p, t, c)
    pop(g)


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Always usable."""
    return True
