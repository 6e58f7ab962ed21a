"""Hero skill ``any_strategy_light`` (``SKILL_ANY_STRATEGY_LIGHT``).

Printed as:

- 智计百出 (黄蓉, ``huangrong``; active): Once per turn you may use a yellow or white
  hand card as any strategy card you name.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A4,
)
from qxs_env.engine.stack import (
    log,
    push,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PLAY,
    EV_CONVERT,
    FR_SKILL,
    PUR_NAME_FACE,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    strategy_colours,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        cols = strategy_colours(g, tb, cfg, p, k)
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, cols, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:  # the card (on the table now); name the strategy it becomes
        g.stk[i, FR_A0] = r
        j = push(g, DEC_HAND, p, -1, r, PUR_NAME_FACE, 1 << CAT_STRATEGY, colour_of(g, tb, r, p))
        g.stk[j, FR_A4] = 1
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = g.stk[i, FR_A0]
    v = make_virtual(
        g,
        tb.face_category[r],
        r,
        colour_of(g, tb, c, p),
        tb.face_power[r],
        tb.face_range[r],
        tb.face_effect[r],
        c,
        -1,
    )
    log(g, EV_CONVERT, p, v, -1, 1, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    return op == DEC_PLAY and g.sk_used[p, k] == 0 and strategy_colours(g, tb, cfg, p, k) != 0
