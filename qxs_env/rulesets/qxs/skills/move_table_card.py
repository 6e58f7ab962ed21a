"""Hero skill ``move_table_card`` (``SKILL_MOVE_TABLE_CARD``).

Printed as:

- 乾坤大挪移 (张无忌, ``zhangwuji``; active): Once in your play phase you may throw away
  a red card to move an equipped or judgement-area card to the same area of
  another character.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
    place_moved_card,
)
from qxs_env.rulesets.qxs.help_history import note_clear
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_PICK,
    DEC_PLAY,
    DEC_TARGET,
    FR_SKILL,
    PUR_MOVE,
    PUR_MOVE_FROM,
    PUR_MOVE_TO,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.legality import (
    seat_movable,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:  # the red hand card thrown away
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 1 << g.sk_param[p, k, 0], 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:  # whose card (pass: none)
        discard_logged(g, r, p)
        for x in range(cfg[C_PLAYERS]):
            if seat_movable(g, tb, cfg, x):
                j = push(g, DEC_TARGET, p, -1, -1, PUR_MOVE_FROM, 0, 0)
                g.stk[j, FR_SKILL] = k + 1
                return False
        return True
    if sub == 2:  # which of its table cards
        if r < 0:
            return True
        j = push(g, DEC_PICK, p, r, -1, PUR_MOVE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 3:  # to whom
        g.stk[i, FR_A0] = r
        j = push(g, DEC_TARGET, p, g.owner[r], r, PUR_MOVE_TO, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    c = g.stk[i, FR_A0]
    note_clear(g, p, g.owner[c], c)  # (out of that seat's judgement area: help, as the card's)
    place_moved_card(g, tb, c, r, p)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.sk_used[p, k] > 0:
            return False
        if not hero_has_colour_in_hand(g, tb, p, 1 << g.sk_param[p, k, 0], False):
            return False
        for x in range(cfg[C_PLAYERS]):
            if seat_movable(g, tb, cfg, x):
                return True
        return False
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_MOVE_TABLE  # noqa: E402

HEURISTIC_ROLE = SR_MOVE_TABLE
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
