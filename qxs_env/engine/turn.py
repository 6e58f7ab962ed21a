"""Turns, written once for every ruleset: the game frame runs turns in seat order, and a turn
goes through its phases, start, judgement, draw, play, discard, end (群侠杀 R-T1..R-T5; 三国杀's
turn has the same six phases). Framework: names no card, skill or identity; a ruleset supplies
the rules through the hooks below (:mod:`qxs_env.engine.hooks`).

The ``OP_GAME`` frame (the bottom of the stack) pushes one ``OP_TURN`` after another: the next
living seat after the current player, or the same seat again when its ``FR_A0`` is 1 (an extra
turn a rule granted; the ruleset sets it).

The ``OP_TURN`` frame: ``FR_P`` the seat whose turn it is; ``FR_ST`` the stage, one per phase (0
start, 1 judgement, 2 draw, 3 play, 4 discard, 5 end); ``FR_A6`` 1 + the stage whose moment has
fired (so that a stage re-entered after the frames its moment pushed neither fires again nor
checks its skip again; 0 at the start of a turn, which :func:`turn_begins` is then told).

- each stage first has its *moment* (:func:`turn_moment`: the ruleset's trigger point of that
  phase), once; a stage whose moment pushed frames is re-entered after them;
- the judgement phase has its moment whatever the judgement area holds (三国杀's skills of the
  judgement phase act with an empty area; a ruleset that announces it only to judge cards says
  so in its hook), and pushes ``OP_JUDGE_PHASE`` when the area holds cards;
- the draw, play and discard phases are skipped when the seat's ``skip`` bit of the phase is set
  (the bit is cleared, ``EV_PHASE_SKIP`` logged); a phase may be carried out by another seat
  (:func:`phase_lent`); otherwise :func:`draw_phase`, a pushed ``OP_PLAY_PHASE`` and
  :func:`discard_phase` carry it out;
- at the end, :func:`turn_ends`; a turn whose player died stops at its next stage.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    EV_PHASE_SKIP,
    FR_A0,
    FR_A6,
    FR_P,
    FR_ST,
    OP_JUDGE_PHASE,
    OP_PLAY_PHASE,
    OP_TURN,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)

turn_begins = declare(
    "turn_begins",
    "g, tb, cfg, i, p",
    """Seat ``p``'s turn (frame ``i``) begins: count it and reset what lasts one turn. True when
    the turn is over at once (the frame popped, or the game finished).""",
)
turn_moment = declare(
    "turn_moment",
    "g, tb, cfg, i, p, st",
    """The moment of stage ``st`` of seat ``p``'s turn (its trigger point). True when frames
    were pushed (the stage is re-entered after them).""",
)
phase_lent = declare(
    "phase_lent",
    "g, tb, cfg, i, p, ph",
    """Phase ``ph`` (``PH_*``) of ``p``'s turn is about to be carried out: True when another seat
    carries it out instead (the ruleset pushed its frame).""",
)
draw_phase = declare(
    "draw_phase",
    "g, tb, cfg, i, p",
    """Seat ``p``'s draw phase: it draws (or a rule replaces the draw).""",
)
discard_phase = declare(
    "discard_phase",
    "g, tb, cfg, i, p",
    """Seat ``p``'s discard phase: push the discarding it must do (down to its hand limit).""",
)
turn_ends = declare(
    "turn_ends",
    "g, tb, cfg, i, p",
    """Seat ``p``'s turn is over: end what lasts until the end of the turn.""",
)


@njit_cached
def op_game(g, tb, cfg, i):
    """Push the next turn: the current seat's again when ``FR_A0`` is 1, else the next living
    seat's."""
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
    elif g.stk[i, FR_A0] == 1 and g.alive[g.cur]:  # an extra turn for the same seat
        g.stk[i, FR_A0] = 0
    else:
        g.stk[i, FR_A0] = 0
        n = cfg[C_PLAYERS]
        p = g.cur
        for k in range(1, n + 1):
            q = (p + k) % n
            if g.alive[q]:
                g.cur = q
                break
    push(g, OP_TURN, g.cur, -1, 0, 0, 0, 0)


@njit_inlined
def moment_once(g, tb, cfg, i, p, st):
    """The moment of stage ``st``, unless it has fired for this stage already (``FR_A6``)."""
    if g.stk[i, FR_A6] == st + 1:
        return False
    g.stk[i, FR_A6] = st + 1
    return turn_moment(g, tb, cfg, i, p, st)


@njit_inlined
def phase_skipped(g, i, p, st, ph):
    """Skip phase ``ph`` (stage ``st``) when its skip bit is set, once: True when skipped."""
    if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << ph):
        g.skip[p] &= ~np.int8(1 << ph)
        log(g, EV_PHASE_SKIP, p, ph, 0, 0, 0)
        g.stk[i, FR_ST] = st + 1
        return True
    return False


@njit_cached
def op_turn(g, tb, cfg, i):
    """One stage of the turn frame ``i`` (the module docstring lists the stages)."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st != 0 and not g.alive[p]:
        pop(g)
        return
    if st == 0:
        if g.stk[i, FR_A6] == 0 and turn_begins(g, tb, cfg, i, p):
            return
        if moment_once(g, tb, cfg, i, p, 0):
            return
        g.stk[i, FR_ST] = 1
    elif st == 1:  # judgement phase: announced whenever reached; delayed cards judged if any
        if moment_once(g, tb, cfg, i, p, 1):
            return
        if g.judge_n[p] > 0:
            push(g, OP_JUDGE_PHASE, p, -1, g.judge_n[p], 0, 0, 0)
        g.stk[i, FR_ST] = 2
    elif st == 2 or st == 3 or st == 4:  # draw, play, discard phases
        ph = PH_DRAW if st == 2 else (PH_PLAY if st == 3 else PH_DISCARD)
        if phase_skipped(g, i, p, st, ph):
            return
        if moment_once(g, tb, cfg, i, p, st):
            return
        g.stk[i, FR_ST] = st + 1
        if phase_lent(g, tb, cfg, i, p, ph):
            return
        if st == 2:
            draw_phase(g, tb, cfg, i, p)
        elif st == 3:
            push(g, OP_PLAY_PHASE, p, -1, 0, 0, 0, 0)
        else:
            discard_phase(g, tb, cfg, i, p)
    else:  # turn end
        if st == 5 and moment_once(g, tb, cfg, i, p, 5):
            return
        turn_ends(g, tb, cfg, i, p)
        pop(g)
