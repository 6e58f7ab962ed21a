"""群侠杀's judgement (R-K3): the rules behind the framework's judgement procedure
(:mod:`qxs_env.engine.judgement`, whose hooks these functions implement for 群侠杀's state).

A judgement's result is the colour of its card as the judged seat sees it (白衣仙女's skill
recolours her judgements: ``card_moves.colour_of``), settled once the card is final and kept in
the frame's ``FR_A2``. The trigger points: ``TP_JUDGEMENT`` while the card is revealed (skills
may replace it), ``TP_JUDGED`` once it is settled (反清 may take the card).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    FR_A1,
    FR_A2,
    FR_P,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.layout import (
    EV_JUDGE,
    TP_JUDGED,
    TP_JUDGEMENT,
)


@njit_inlined
def judgement_revealed(g, tb, cfg, i, c):
    """Log the revealed card with its printed colour (-1: no card) and fire TP_JUDGEMENT, where
    skills may replace it."""
    p = g.stk[i, FR_P]
    if c < 0:
        log(g, EV_JUDGE, p, -1, -1, g.stk[i, FR_A0], 0)
        return
    log(g, EV_JUDGE, p, c, tb.card_suit[c], g.stk[i, FR_A0], 0)
    framework.fire(g, tb, cfg, TP_JUDGEMENT, p, p, i)


@njit_inlined
def judgement_settled(g, tb, cfg, i):
    """Settle the colour (kept in FR_A2) and fire TP_JUDGED."""
    p = g.stk[i, FR_P]
    g.stk[i, FR_A2] = colour_of(g, tb, g.stk[i, FR_A1], p)
    framework.fire(g, tb, cfg, TP_JUDGED, p, p, i)


@njit_inlined
def judgement_finished(g, tb, cfg, i):
    """The card goes to the discard pile if it is still on the table."""
    c = g.stk[i, FR_A1]
    if g.zone[c] == Z_PROC:
        to_discard(g, c)


@njit_inlined
def judgement_result(g, tb, cfg, i):
    """The settled colour."""
    return g.stk[i, FR_A2]


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last.
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    to_discard,
)
