"""Card effect ``damaged_move_table_card`` (``EFFECT_DAMAGED_MOVE_TABLE_CARD``).

Printed on:

- 乾坤大挪移 (``qiankundanuoyi``, mental art): Each time you are damaged you may move one
  equipped or judgement-area card on the table to another legal place.

Its code, called by the optional equipment trigger's frame (``triggers.op_trigger``, after
damage); choosing the seat is the owner's answer (no separate confirmation):

- :func:`offer`: stage 0, ask whose card to move when some seat has a movable card.
- :func:`move_step`: stages 20-22: whose card, which card, where it goes.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A3,
    FR_A4,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    pop,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    place_moved_card,
)
from qxs_env.rulesets.qxs.help_history import note_clear
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    DEC_TARGET,
    PUR_MOVE,
    PUR_MOVE_FROM,
    PUR_MOVE_TO,
)
from qxs_env.rulesets.qxs.legality import (
    seat_movable,
)


@njit_inlined
def offer(g, tb, cfg, i, p, c):
    """乾坤大挪移 (card c) of damaged p in trigger frame i: when some seat has a card that can
    move, ask p whose (stage 20); otherwise the frame ends."""
    for x in range(cfg[C_PLAYERS]):
        if seat_movable(g, tb, cfg, x):
            g.stk[i, FR_ST] = 20
            push(g, DEC_TARGET, p, -1, c, PUR_MOVE_FROM, 0, 0)
            return
    pop(g)


@njit_inlined
def move_step(g, tb, i, p, c, st):
    """乾坤大挪移, stage ``st`` of trigger frame i: 20, the seat chosen (FR_R, -1: none; kept in
    FR_A4), ask for its card; 21, the card chosen (kept in FR_A3), ask where; 22, the card goes
    to that seat: an equipment card into its slot (a lightness card fitting either slot: the
    +1 slot when free), a judgement-area card into its judgement area (poison watchers told)."""
    if st == 20:  # whose card (-1: none)
        x = g.stk[i, FR_R]
        if x < 0:
            pop(g)
            return
        g.stk[i, FR_A4] = x
        g.stk[i, FR_ST] = 21
        push(g, DEC_PICK, p, x, c, PUR_MOVE, 0, 0)
    elif st == 21:  # the card; now where
        k = g.stk[i, FR_R]
        g.stk[i, FR_A3] = k
        g.stk[i, FR_ST] = 22
        push(g, DEC_TARGET, p, g.stk[i, FR_A4], k, PUR_MOVE_TO, 0, 0)
    else:
        k = g.stk[i, FR_A3]
        note_clear(g, p, g.stk[i, FR_A4], k)  # (out of that seat's judgement area: help)
        place_moved_card(g, tb, k, g.stk[i, FR_R], p)
        pop(g)
