"""The dying window, written once for every ruleset: a character at 0 HP or less is dying; from
the current player in turn order every living player may rescue it, the same player asked again
after each rescue, until it is back above 0 HP (群侠杀 R-D1; 三国杀's 濒死 asks the same way). If
nobody does, the ruleset's death follows. Framework: names no card, skill or identity; a ruleset
supplies the rules through the hooks below (:mod:`qxs_env.engine.hooks`).

The ``OP_DYING`` frame: ``FR_P`` the dying seat; ``FR_A0`` its killer (-1: none); ``FR_A1`` the seat
being asked, as an offset from the current player (the number of players or more: nobody is left
to ask); ``FR_A2`` and later: the ruleset's. The stages:

0. entering: the seat is marked dying and :func:`dying_entered` is told (rules acting now);
1. asking: unless :func:`rescue_closed` says no rescue may be tried, each living seat in turn is
   asked (``DEC_RESCUE``) when :func:`rescue_possible`, or always when the configuration's
   ``C_AUTO_FORCED`` is off (then who is asked reveals nothing); a seat back above 0 HP leaves
   the window (a dead one too);
2. a seat answered: a rescue card (:func:`rescue_applied`) and the same seat is asked again, or
   a pass and the next seat is asked;
3 and later: the ruleset's: when every seat was asked, :func:`rescue_failed` carries out the
   death (it may set its own stages and push frames first; on coming back, stage 3 goes through
   the checks of stage 1 again, a later stage goes to :func:`dying_late_stage`).
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_PLAYERS,
    DEC_RESCUE,
    FR_A1,
    FR_P,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    pop,
    push,
)

dying_entered = declare(
    "dying_entered",
    "g, tb, cfg, i",
    """The seat of frame ``i`` has just become dying: log it; rules acting now push frames.""",
)
rescue_closed = declare(
    "rescue_closed",
    "g, tb, cfg, i, st",
    """True when no rescue may be tried for the dying seat of frame ``i`` (``st``: the stage
    the frame was in).""",
)
rescue_possible = declare(
    "rescue_possible",
    "g, tb, cfg, i, q",
    """May the living seat ``q`` rescue the dying seat of frame ``i`` (a card, a skill)?""",
)
rescue_applied = declare(
    "rescue_applied",
    "g, tb, cfg, i, q, r",
    """Seat ``q`` rescued the dying seat of frame ``i`` with card ``r``: put the card away, heal,
    count the rescue.""",
)
rescue_failed = declare(
    "rescue_failed",
    "g, tb, cfg, i, st",
    """Nobody rescued the dying seat of frame ``i``: its death (the frame is popped), or the
    ruleset's stages before it (``st``: the stage the frame was in).""",
)
dying_late_stage = declare(
    "dying_late_stage",
    "g, tb, cfg, i, st",
    """The frame ``i`` came back in a ruleset stage ``st`` of 4 or more: carry it on.""",
)


@njit_cached
def op_dying(g, tb, cfg, i):
    """One stage of the dying frame ``i`` (the module docstring lists the stages)."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 0:
        g.dying[p] = True
        g.stk[i, FR_ST] = 1
        dying_entered(g, tb, cfg, i)
        return
    if st >= 4:
        dying_late_stage(g, tb, cfg, i, st)
        return
    if st == 2:
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A1]
        if r >= 0:
            rescue_applied(g, tb, cfg, i, (g.cur + k) % n, r)
        else:
            g.stk[i, FR_A1] = k + 1
        g.stk[i, FR_ST] = 1
    if not g.alive[p]:
        pop(g)
        return
    if g.hp[p] > 0:
        g.dying[p] = False
        pop(g)
        return
    if rescue_closed(g, tb, cfg, i, st):
        g.stk[i, FR_A1] = n
    while True:
        k = g.stk[i, FR_A1]
        if k >= n:
            rescue_failed(g, tb, cfg, i, st)
            return
        q = (g.cur + k) % n
        if g.alive[q] and (cfg[C_AUTO_FORCED] == 0 or rescue_possible(g, tb, cfg, i, q)):
            g.stk[i, FR_ST] = 2
            push(g, DEC_RESCUE, q, p, -1, -1, 0, 0)
            return
        g.stk[i, FR_A1] = k + 1
