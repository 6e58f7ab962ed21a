"""The cancel chain, written once for every ruleset: a window in which the players, in turn order
from the current player, may answer a card with a card that cancels it; an answer opens a window
of its own (the chain), and the card is cancelled when its last answer stands (群侠杀 R-K1, R-K2:
看破 against strategy, 无常丹 against poison; 三国杀's 无懈可击 chains the same way). Framework:
names no card, skill or identity; a ruleset supplies the rules through the hooks below
(:mod:`qxs_env.engine.hooks`).

The ``OP_CANCEL`` frame: ``FR_Q`` the seat the card is aimed at; ``FR_A0`` the card; ``FR_A1`` the
kind of answer it takes (the ruleset's codes); ``FR_A2`` the seat being asked, as an offset from
the current player; ``FR_A3`` the answer played. Its result (the parent's ``FR_R``): 1 when the
card is cancelled, 0 when it stands. The stages:

- 0, on opening: :func:`cancel_before_asking` may settle the card first (a rule that lets the
  target cancel it on its own, 五仙教主 in 群侠杀): it pushes its frame and sets stage 4, whose
  result 1 cancels the card, any other result opens the window as usual;
- 1, asking: each living seat is asked in turn (``DEC_CANCEL``) when :func:`cancel_possible`
  says it can answer, or always when the configuration's ``C_AUTO_FORCED`` is off (then who is
  asked reveals nothing);
- 2, a seat answered: a card (:func:`cancel_answered` is told, and a window opens against the
  answer) or a pass (the next seat is asked);
- 3, the answer's own window closed: the answer is put away (:func:`cancel_answer_done`); if it
  stood, the card is cancelled; if it was cancelled, the asking starts again from the current
  player.
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_PLAYERS,
    DEC_CANCEL,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_Q,
    FR_R,
    FR_ST,
    OP_CANCEL,
)
from qxs_env.engine.stack import (
    push,
    ret,
)

cancel_before_asking = declare(
    "cancel_before_asking",
    "g, tb, cfg, i",
    """Before the window of frame ``i`` opens: True when a rule settles the card first (it has
    pushed its frame and set the window's stage to 4; a result of 1 cancels the card).""",
)
cancel_possible = declare(
    "cancel_possible",
    "g, tb, cfg, i, q",
    """May the living seat ``q`` answer the card of window ``i`` (a card in hand, a skill)?""",
)
cancel_answered = declare(
    "cancel_answered",
    "g, tb, cfg, i, q, r",
    """Seat ``q`` answered the card of window ``i`` with card ``r`` (log it, count it).""",
)
cancel_answer_done = declare(
    "cancel_answer_done",
    "g, tb, cfg, i, r",
    """The window against answer ``r`` of window ``i`` closed: put the answer away.""",
)


@njit_cached
def op_cancel(g, tb, cfg, i):
    """One stage of the cancel window ``i`` (the module docstring lists the stages)."""
    t = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 0 and cancel_before_asking(g, tb, cfg, i):
        return
    if st == 4:
        if g.stk[i, FR_R] == 1:
            ret(g, 1)
            return
        g.stk[i, FR_ST] = 1
    if st == 2:  # a seat answered
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A2]
        if r < 0:
            g.stk[i, FR_A2] = k + 1
            g.stk[i, FR_ST] = 1
        else:
            cancel_answered(g, tb, cfg, i, (g.cur + k) % n, r)
            g.stk[i, FR_A3] = r
            g.stk[i, FR_ST] = 3
            push(g, OP_CANCEL, -1, t, r, g.stk[i, FR_A1], 0, 0)
            return
    elif st == 3:  # the answer's own window closed
        cancel_answer_done(g, tb, cfg, i, g.stk[i, FR_A3])
        if g.stk[i, FR_R] == 0:
            ret(g, 1)
            return
        g.stk[i, FR_A2] = 0
        g.stk[i, FR_ST] = 1
    while True:
        k = g.stk[i, FR_A2]
        if k >= n:
            ret(g, 0)
            return
        q = (g.cur + k) % n
        if g.alive[q] and (cfg[C_AUTO_FORCED] == 0 or cancel_possible(g, tb, cfg, i, q)):
            g.stk[i, FR_ST] = 2
            push(g, DEC_CANCEL, q, t, g.stk[i, FR_A0], g.stk[i, FR_A1], 0, 0)
            return
        g.stk[i, FR_A2] = k + 1
