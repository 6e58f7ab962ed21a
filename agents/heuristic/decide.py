"""The heuristic's compiled entry points: one decision (:func:`_decide`, a dispatcher on the
decision's kind), its scratch arrays (:func:`_scratch`), one observation row
(:func:`_act_one`, also called by the training loops of ``agents.learner_games``) and a batch of
rows (:func:`_act_rows`, called by :class:`agents.heuristic.HeuristicPolicy`; with a generator
per row, :func:`_act_rows_per_game`).
"""

from __future__ import annotations

import numpy as np

from agents.framework.jit import njit_cached
from agents.framework.observation import to_f64
from agents.framework.rng import random_legal
from agents.heuristic.answers import _answer, _cancel, _rescue
from agents.heuristic.choices import (
    _choose_colour,
    _choose_discard,
    _choose_target,
    _confirm,
    _draft,
    _pick_card,
    _pick_move_card,
    _pick_own_equipment,
    _skill_order,
)
from agents.heuristic.play import _choose_play
from agents.heuristic.table_view import read_table
from agents.heuristic.tables import (
    DK_CANCEL,
    DK_COLOUR,
    DK_CONFIRM,
    DK_DISCARD,
    DK_HAND,
    DK_HERO,
    DK_PICK,
    DK_PLAY,
    DK_RESCUE,
    DK_RESPOND,
    DK_SKILL,
    DK_TARGET,
    HP_ROW,
    PUR_SKILL_EQUIP,
)
from qxs_env.engine.layout import PH_PLAY
from qxs_env.engine.nrt import borrow
from qxs_env.rulesets.qxs.layout import PUR_MOVE


@njit_cached
def _decide(
    o, row, ft, offs, n_types, force_ident, state, fb, ib, bb, sfull, hh, st, hprior, hof, flags
):
    """One decision: the preferred action id for observation ``o`` and mask ``row``.

    ``st``/``hprior``: the hero skill table and draft scores (public catalogue and measured
    data), ``hof`` the hero offsets of the observation, ``flags`` = (use hero skills, use the
    draft table, the second round of hero rules); with the first two off the policy plays
    exactly as before hero skills were added. The table is read once (:func:`read_table`), then
    the decision's kind picks the function that chooses; an action that is not legal (or none)
    falls back to a seeded random legal one.

    Every array is first replaced by a reference-count-free view (``qxs_env.engine.nrt.borrow``;
    none outlives this call): the per-seat rows of the ``TableView`` are then passed between
    the compiled functions without atomic reference counting."""
    o, row, ft, offs, state = borrow(o), borrow(row), borrow(ft), borrow(offs), borrow(state)
    fb, ib, bb, sfull, hh = borrow(fb), borrow(ib), borrow(bb), borrow(sfull), borrow(hh)
    st, hprior, hof, flags = borrow(st), borrow(hprior), borrow(hof), borrow(flags)
    tv = read_table(o, row, ft, offs, n_types, force_ident, fb, ib, bb, sfull, hh, st, hof, flags)
    kind = tv.kind
    pur = tv.pur
    best = -1
    if kind == DK_PLAY:
        best = _choose_play(o, row, tv, ft, st)
    elif kind == DK_TARGET:
        best = _choose_target(o, row, tv, ft, st, state)
    elif kind == DK_RESPOND:
        best = _answer(row, tv, ft, st)
    elif kind == DK_CANCEL:
        # the observer's own play phase: a card in a first cancel window is its own (issue 34,
        # item 8: FIX_OWN_CANCEL); the phase one-hot follows the game slice's 10 numbers
        own_play = o[offs[0] + 10 + PH_PLAY] > 0.5 and o[tv.o_seats + 2] > 0.5
        best = _cancel(row, tv, ft, o, own_play)
    elif kind == DK_RESCUE:
        best = _rescue(row, tv)
    elif kind == DK_DISCARD or kind == DK_HAND:
        best = _choose_discard(o, row, tv, ft, st)
    elif kind == DK_PICK and pur == PUR_MOVE and (tv.dslot < 0 or tv.use_new):
        best = _pick_move_card(row, tv)
    elif kind == DK_PICK and tv.use_sk and pur == PUR_SKILL_EQUIP:
        best = _pick_own_equipment(row, tv)
    elif kind == DK_PICK:
        best = _pick_card(row, tv)
    elif kind == DK_CONFIRM:
        best = _confirm(row, tv, ft)
    elif kind == DK_SKILL and tv.use_sk:
        best = _skill_order(row, tv)
    elif kind == DK_HERO and tv.use_draft:
        best = _draft(o, row, tv, hprior)
    elif kind == DK_COLOUR:
        best = _choose_colour(row, tv, ft)
    if best < 0 or best >= row.shape[0] or row[best] == 0:
        best = random_legal(row, state)
    return best


@njit_cached
def _scratch(n_obs):
    """The scratch arrays of :func:`_act_one`: the rows of ``_decide``'s ``TableView``
    (``agents.heuristic.table_view.read_table`` clears them at every decision, so they can be
    reused from one decision to the next) and the float64 copy of an observation. Callers that
    decide many times (``_act_rows``, the training loop of ``agents.learner_games``) allocate
    them once."""
    return (
        np.zeros((12, 10), np.float64),
        np.zeros((HP_ROW + 3, 10), np.int64),  # the last three: HP, max HP, hand size
        np.zeros((10, 10), np.bool_),
        np.zeros((10, 4), np.bool_),
        np.zeros((3, 10, 10), np.float64),
        np.zeros(n_obs, np.float64),
    )


@njit_cached
def _act_one(o, row, scr, ft, offs, n_types, force_ident, state, st, prior, hof, flags):
    """One decision (``_decide``) for float32 observation ``o`` and mask ``row``, with the
    scratch arrays ``scr`` of :func:`_scratch`."""
    fb, ib, bb, sfull, hh, o64 = scr
    # The observation is float32; _decide reads it into float64 so that compiled code (where
    # float32 * float64 gives float64) and pure Python under NUMBA_DISABLE_JIT (where numpy
    # keeps float32) compute the same scores and break ties the same way. Only the columns it
    # may read (hof[15]: every slice before ``public``; hof[16] on: the help history and the
    # chain after it) are converted.
    m = min(o.shape[0], o64.shape[0])
    to_f64(o, o64, 0, min(hof[15], m))
    if hof[16] >= 0:
        to_f64(o, o64, hof[16], m)
    return _decide(
        o64,
        row,
        ft,
        offs,
        n_types,
        force_ident,
        state,
        fb,
        ib,
        bb,
        sfull,
        hh,
        st,
        prior,
        hof,
        flags,
    )


@njit_cached
def _act_rows(obs, mask, rows, out, ft, offs, n_types, force_ident, state, st, prior, hof, flags):
    """Decide every listed row (``_act_one``), scratch arrays allocated once per call."""
    scr = _scratch(obs.shape[1])
    for r in range(rows.shape[0]):
        i = rows[r]
        out[i] = _act_one(
            obs[i], mask[i], scr, ft, offs, n_types, force_ident, state, st, prior, hof, flags
        )


@njit_cached
def _act_rows_per_game(
    obs, mask, rows, out, ft, offs, n_types, force_ident, states, st, prior, hof, flags
):
    """:func:`_act_rows` with a generator per row: row ``i`` draws its random numbers from
    ``states[i]`` alone (``HeuristicPolicy.begin_game``: each game its own stream, so a game's
    play does not depend on the games played beside it)."""
    scr = _scratch(obs.shape[1])
    for r in range(rows.shape[0]):
        i = rows[r]
        out[i] = _act_one(
            obs[i],
            mask[i],
            scr,
            ft,
            offs,
            n_types,
            force_ident,
            states[i : i + 1],
            st,
            prior,
            hof,
            flags,
        )
