"""The judgement phase (S-TURN-2): the framework's turn pushes ``OP_JUDGE_PHASE`` (``FR_P`` the
seat) when the seat's judgement area holds cards; 三国杀 runs it here (:func:`judge_phase_step`,
from ``decisions.procedure_step``), one card at a time until the area is empty or the seat is
dead. ``FR_A1`` is the card being judged. Stages:

0. the next card (:func:`.delayed.next_to_judge`: 閃電 first, then the last placed; ruling
   S-OPEN-08) leaves the area for the table, and a cancel window opens for it (``OP_CANCEL``,
   the holder as its target: 無懈可擊 before the judgement card is turned, S-CARD-LEBU-3,
   S-CARD-SHANDIAN-3, ruling S-OPEN-16);
1. cancelled: the card's module puts it away (its ``judge_cancelled`` hook: 樂不思蜀
   discarded, 閃電 passed on), then the next card; standing: the framework's judgement
   (``OP_JUDGEMENT``, S-JUDGE-1);
2. the judgement card came back: the card's module (of the face it counts as,
   ``judge_face``: 國色's diamond card is judged as 樂不思蜀) acts on it (its ``judged``
   hook; it may push frames: 閃電's damage), then the next card. No card (both piles
   empty): the game is drawn already (S-OPEN-10).
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A1, FR_P, FR_R, FR_ST, OP_CANCEL, OP_JUDGEMENT
from qxs_env.engine.stack import log, pop, push
from qxs_env.engine.zones import judge_face

from .cards.dispatch import card_judge_cancelled, card_judged
from .delayed import next_to_judge
from .layout import CANCEL_TRICK, EV_CANCELLED
from .moves import put_on_table, take_anywhere


@njit_inlined
def judge_phase_step(g, tb, cfg, i):
    """One stage of the ``OP_JUDGE_PHASE`` frame ``i`` (the module docstring lists them)."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    c = g.stk[i, FR_A1]
    if st == 0:
        c = next_to_judge(g, tb, p)
        if c < 0 or not g.alive[p]:
            pop(g)
            return
        take_anywhere(g, c)
        put_on_table(g, c)
        g.stk[i, FR_A1] = c
        g.stk[i, FR_ST] = 1
        push(g, OP_CANCEL, -1, p, c, CANCEL_TRICK, 0, 0)
    elif st == 1:
        if g.stk[i, FR_R] == 1:  # cancelled before its judgement card is turned
            log(g, EV_CANCELLED, p, c, 0, 0, 0)
            g.stk[i, FR_ST] = 0
            card_judge_cancelled(g, tb, cfg, p, c, tb.face_effect[judge_face(g, tb, c)])
        else:
            g.stk[i, FR_ST] = 2
            push(g, OP_JUDGEMENT, p, -1, c, -1, 0, 0)
    else:
        r = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 0
        if r >= 0:
            card_judged(g, tb, cfg, i, p, c, r, tb.face_effect[judge_face(g, tb, c)])
