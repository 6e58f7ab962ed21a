"""Hero skill ``reveal_take_colours`` (``SKILL_REVEAL_TAKE_COLOURS``).

Printed as:

- 五轮大转 (金轮法王, ``jinlunfawang``; triggered): Instead of drawing in your draw
  phase you may turn over the top 5 cards, keep at most one of each colour and
  throw away the rest.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`skill_draw_replaced`: a rule query the ruleset's rules call: 五轮大转
  was used in this draw phase: no normal draw.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    FR_A4,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    top_card,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
    to_hand,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_REVEAL_TAKE_COLOURS,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    EV_TAKE,
    FR_SKILL,
    ROLE_SUBJECT,
    TP_PHASE_DRAW,
    TRIG_OPTIONAL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)

TRIGGERS = (
    (TP_PHASE_DRAW, ROLE_SUBJECT | TRIG_OPTIONAL),  # 五轮大转
)
"""Its trigger points: (``TP_*``, role ``ROLE_*`` | ``TRIG_OPTIONAL`` or ``TRIG_NO_ASK``)
rows of ``core.SKILL_TRIGGERS`` (docs/engine.md, "Hero skills")."""


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        g.sk_used[p, k] = 1  # this draw phase draws nothing else
        for _ in range(g.sk_param[p, k, 0]):
            c = top_card(g)
            if c < 0:
                break
            g.owner[c] = -1
        g.stk[i, FR_A0] = 0  # colours taken (low 4 bits) | card asked << 4
    else:
        c = g.stk[i, FR_A0] >> 4
        taken = g.stk[i, FR_A0] & 15
        if r == 1:
            to_hand(g, c, p)
            log(g, EV_TAKE, p, c, -1, 0, 0)
            taken |= 1 << tb.card_suit[c]
        else:
            discard_logged(g, c, p)
        g.stk[i, FR_A0] = taken
    taken = g.stk[i, FR_A0] & 15
    for c in range(tb.n_cards):  # the revealed cards still on the table, in id order
        if g.zone[c] != Z_PROC:
            continue
        if (taken & (1 << tb.card_suit[c])) != 0:
            discard_logged(g, c, p)  # a colour already kept
            continue
        g.stk[i, FR_A0] = taken | (c << 4)
        g.stk[i, FR_A4] = 1
        j = push(g, DEC_CONFIRM, p, -1, c, -1, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    return True


@njit_cached
def skill_draw_replaced(g, p):
    """五轮大转 was used in this draw phase: no normal draw."""
    k = skill_slot(g, p, SKILL_REVEAL_TAKE_COLOURS)
    return k >= 0 and g.sk_used[p, k] > 0
