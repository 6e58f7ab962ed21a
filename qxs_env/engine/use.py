"""Using a card, written once for every ruleset: the card is declared, its targets are chosen and
confirmed (each with its moment), and its effect resolves on each target in order, after that
target's cancel window when the card can be cancelled; then the card is put away (三国杀's use
timeline, seed 001: a 殺's targets, 鐵騎's judgement once a target is confirmed, 無懈可擊 per
target of a trick, 南蠻入侵 and 桃園結義 over several targets in seat order). Framework: names no
card, skill or identity; a ruleset supplies the rules through the hooks below
(:mod:`qxs_env.engine.hooks`).

The use record (state fields :data:`~qxs_env.engine.state.USE_FIELDS`, ``U`` = ``USE_DEPTH``
records, a stack: a use inside a use opens the next one): ``use_sp`` records open;
``use_card[u]`` the card, ``use_user[u]`` the seat using it, ``use_n[u]`` its number of targets,
``use_target[u, k]`` the k-th target in the order the effect resolves, ``use_sub[u, k]`` a
sub-target of that target (借刀殺人's victim; -1 none), ``use_nullified[u, k]`` 1 when the effect
skips that target (cancelled, or nullified by a rule), ``use_unanswerable[u, k]`` 1 when that
target may not answer (the ruleset's meaning: 無雙, 鐵騎), ``use_extra[u, k]`` extra damage the
effect deals to it. The ruleset opens a record with :func:`open_use` and :func:`add_target`
when the card's targets are chosen, then pushes ``OP_USE_CARD``; rules reading or changing a
target (流離 moves a 殺) do so in the record during the moments.

The ``OP_USE_CARD`` frame: ``FR_P`` the user; ``FR_A0`` the card; ``FR_A1`` the record ``u``;
``FR_A2`` the target being handled (its index ``k``); ``FR_A3`` 1 + the moment that has fired
(so that a stage re-entered after the frames its moment pushed does not fire it again). The
stages (:func:`use_moment` is told the stage and ``k``; it returns True when it pushed frames):

0. declared: :func:`use_declared` (the card to the table, logged, counted), then the moment;
1. each target chosen: the moment per target (rules that move or add targets);
2. each target confirmed: the moment per target (rules that act on a target: a judgement);
3. each target in turn: skipped when nullified, or when :func:`use_target_skipped` passes over
   it before its cancel window (三国杀: a target that died; a ruleset may instead open the window
   and let its effect decide); when :func:`use_cancel_kind` gives a
   kind (>= 0), a cancel window (``OP_CANCEL``) opens against the card for that target (stage 4:
   a cancelled card is nullified for it); otherwise, or when the card stands,
   :func:`use_effect` resolves it on the target (it may push frames; stage 5 moves on);
6. finished: the moment, then :func:`use_finished` (the card to the discard pile unless a rule
   took it), and the record is closed.
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_R,
    FR_ST,
    MAX_PLAYERS,
    OP_CANCEL,
    OP_USE_CARD,
    USE_DEPTH,
)
from qxs_env.engine.stack import pop, push

USE_DECLARED, USE_TARGET_CHOSEN, USE_TARGET_CONFIRMED = 0, 1, 2
USE_FINISHED = 6
"""The stages whose moments :func:`use_moment` is told (the frame's ``FR_ST``)."""

use_declared = declare(
    "use_declared",
    "g, tb, cfg, i, u",
    """The card of use ``u`` (frame ``i``) is declared: move it to the table, log and count the
    use.""",
)
use_moment = declare(
    "use_moment",
    "g, tb, cfg, i, u, st, k",
    """The moment of stage ``st`` of use ``u`` (for the target at index ``k``, stages 1 and 2):
    True when frames were pushed (the stage is re-entered after them).""",
)
use_cancel_kind = declare(
    "use_cancel_kind",
    "g, tb, cfg, i, u, k",
    """The kind of cancel window the card of use ``u`` opens for its target ``k`` (the
    ruleset's code, ``OP_CANCEL``'s ``FR_A1``); -1 when it cannot be cancelled.""",
)
use_target_skipped = declare(
    "use_target_skipped",
    "g, tb, cfg, i, u, k",
    """Does the card of use ``u`` pass over its target ``k`` (not nullified) before that
    target's cancel window and effect (三国杀: the target died during an earlier target's
    effect)? False: the window opens and the effect resolves on it.""",
)
use_effect = declare(
    "use_effect",
    "g, tb, cfg, i, u, k",
    """Resolve the card of use ``u`` on its target ``k`` (push the effect's frames).""",
)
use_finished = declare(
    "use_finished",
    "g, tb, cfg, i, u",
    """Use ``u`` is over: put its card away (unless a rule took it).""",
)


@njit_cached
def clear_use_records(g):
    """Empty the use records of a game record (every field of
    :data:`~qxs_env.engine.state.USE_FIELDS`), for a ruleset whose record holds them: a record
    reused for a new game then holds no use of the old one (the fuzz's slot-left-with-garbage
    test reads them)."""
    g.use_sp = 0
    g.use_card[:] = 0
    g.use_user[:] = 0
    g.use_n[:] = 0
    g.use_target[:] = 0
    g.use_sub[:] = 0
    g.use_nullified[:] = 0
    g.use_unanswerable[:] = 0
    g.use_extra[:] = 0


@njit_cached
def open_use(g, p, c):
    """Open a use record for seat ``p``'s card ``c`` with no target yet; its index."""
    u = g.use_sp
    if u >= USE_DEPTH:
        raise RuntimeError("engine: too many card uses open at once")
    g.use_sp = u + 1
    g.use_card[u] = c
    g.use_user[u] = p
    g.use_n[u] = 0
    g.use_target[u, :] = -1
    g.use_sub[u, :] = -1
    g.use_nullified[u, :] = 0
    g.use_unanswerable[u, :] = 0
    g.use_extra[u, :] = 0
    return u


@njit_cached
def add_target(g, u, t, sub):
    """Add seat ``t`` (with sub-target ``sub``, -1 none) as the next target of use ``u``."""
    k = g.use_n[u]
    if k >= MAX_PLAYERS:
        raise RuntimeError("engine: a card use with more targets than seats")
    g.use_target[u, k] = t
    g.use_sub[u, k] = sub
    g.use_n[u] = k + 1


@njit_cached
def push_use(g, u):
    """Push the frame that resolves use ``u`` (opened with its targets)."""
    push(g, OP_USE_CARD, g.use_user[u], -1, g.use_card[u], u, 0, 0)


@njit_cached
def use_moment_once(g, tb, cfg, i, u, st, k):
    """The moment of stage ``st`` for target ``k``, unless it has fired already."""
    mark = st * (MAX_PLAYERS + 1) + k + 2
    if g.stk[i, FR_A3] == mark:
        return False
    g.stk[i, FR_A3] = mark
    return use_moment(g, tb, cfg, i, u, st, k)


@njit_cached
def op_use_card(g, tb, cfg, i):
    """One stage of the use frame ``i`` (the module docstring lists the stages)."""
    u = g.stk[i, FR_A1]
    st = g.stk[i, FR_ST]
    if st == 0:
        if g.stk[i, FR_A3] == 0:
            use_declared(g, tb, cfg, i, u)
        if use_moment_once(g, tb, cfg, i, u, USE_DECLARED, 0):
            return
        g.stk[i, FR_ST] = USE_TARGET_CHOSEN
        g.stk[i, FR_A2] = 0
    elif st == USE_TARGET_CHOSEN or st == USE_TARGET_CONFIRMED:
        k = g.stk[i, FR_A2]
        if k < g.use_n[u]:
            if use_moment_once(g, tb, cfg, i, u, st, k):
                return
            g.stk[i, FR_A2] = k + 1
        else:
            g.stk[i, FR_ST] = st + 1
            g.stk[i, FR_A2] = 0
    elif st == 3:
        use_next_target(g, tb, cfg, i, u)
    elif st == 4:  # the target's cancel window closed
        k = g.stk[i, FR_A2]
        if g.stk[i, FR_R] == 1:
            g.use_nullified[u, k] = 1
            g.stk[i, FR_A2] = k + 1
            g.stk[i, FR_ST] = 3
        else:
            g.stk[i, FR_ST] = 5
            use_effect(g, tb, cfg, i, u, k)
    elif st == 5:  # the effect on target k is over
        g.stk[i, FR_A2] += 1
        g.stk[i, FR_ST] = 3
    else:
        if use_moment_once(g, tb, cfg, i, u, USE_FINISHED, 0):
            return
        use_finished(g, tb, cfg, i, u)
        g.use_sp = u
        pop(g)


@njit_cached
def use_next_target(g, tb, cfg, i, u):
    """Stage 3: the next target the effect resolves on (its cancel window first), or the end."""
    k = g.stk[i, FR_A2]
    while k < g.use_n[u]:
        if g.use_nullified[u, k] == 0 and not use_target_skipped(g, tb, cfg, i, u, k):
            break
        k += 1
    g.stk[i, FR_A2] = k
    if k >= g.use_n[u]:
        g.stk[i, FR_ST] = USE_FINISHED
        return
    kind = use_cancel_kind(g, tb, cfg, i, u, k)
    if kind >= 0:
        g.stk[i, FR_ST] = 4
        push(g, OP_CANCEL, -1, g.use_target[u, k], g.stk[i, FR_A0], kind, 0, 0)
    else:
        g.stk[i, FR_ST] = 5
        use_effect(g, tb, cfg, i, u, k)
