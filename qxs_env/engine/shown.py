"""Cards shown from the draw pile, written once for every ruleset: turned over for everyone to
take from in turn (三国杀's 五穀豐登: each target takes one), or looked at by one seat that
puts them back on top of the draw pile or at its bottom in the order it likes (觀星). Framework:
names no card, skill or identity; a ruleset supplies the rules through the hook below
(:mod:`qxs_env.engine.hooks`).

The shown cards (state fields :data:`~qxs_env.engine.state.SHOWN_FIELDS`): ``shown_n`` cards in
``shown[0 .. shown_n - 1]``, on the table (zone ``Z_PROC``), in the order they were turned
over; ``shown_to`` the seat that alone sees them (-1: every seat). A seat chooses one by its
position with the ``shown`` action block (``a_shown(tb) + j``: :func:`allow_shown` offers
them, ``DEC_SHOWN``), and where one goes with the ``place`` block (``a_place(tb)`` + 0: on
top of the draw pile, + 1: at its bottom; :func:`allow_place`, ``DEC_PLACE``). A decision's
result (its parent's ``FR_R``) is the position or the place chosen.

The ``OP_ARRANGE`` frame (觀星): ``FR_P`` the seat arranging the shown cards; ``FR_A0`` the card
it chose. Until no shown card is left, the seat chooses one (``DEC_SHOWN``, stage 1) and then
its place (``DEC_PLACE``, stage 2); the card goes on top of the draw pile or to its bottom at
once, so the last card put on top is the next one drawn, and the last put at the bottom the
last one drawn: any order of both parts can be built. :func:`arrange_placed` is told each
card's place (to log it without showing it to the others).
"""

from __future__ import annotations

from qxs_env.engine.cards import a_place, a_shown
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    DEC_PLACE,
    DEC_SHOWN,
    FR_A0,
    FR_P,
    FR_R,
    FR_ST,
    MAX_PLAYERS,
    Z_DRAW,
)
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import pop, push
from qxs_env.engine.zones import top_card

PLACE_TOP, PLACE_BOTTOM = 0, 1

arrange_placed = declare(
    "arrange_placed",
    "g, tb, cfg, i, c, bottom",
    """The seat of arrange frame ``i`` put card ``c`` on top of the draw pile (``bottom`` 0) or
    at its bottom (1): log it.""",
)


@njit_cached
def show_from_draw(g, n, to):
    """Turn over the top ``n`` cards of the draw pile (fewer when both piles run out) as the
    shown cards, seen by seat ``to`` alone (-1: by every seat); how many were shown."""
    g.shown_n = 0
    g.shown_to = to
    for _ in range(min(n, MAX_PLAYERS)):
        c = top_card(g)
        if c < 0:
            break
        g.shown[g.shown_n] = c
        g.shown_n += 1
    return g.shown_n


@njit_cached
def take_shown(g, j):
    """Take the shown card at position ``j`` out of the shown cards (the later ones move up);
    the card (still on the table: the caller says where it goes)."""
    c = g.shown[j]
    for k in range(j, g.shown_n - 1):
        g.shown[k] = g.shown[k + 1]
    g.shown_n -= 1
    g.shown[g.shown_n] = -1
    return c


@njit_cached
def allow_shown(g, tb):
    """Offer every shown card (the ``shown`` block, by position); how many."""
    for j in range(g.shown_n):
        allow(g, a_shown(tb) + j)
    return g.shown_n


@njit_cached
def allow_place(g, tb):
    """Offer both places: on top of the draw pile and at its bottom."""
    allow(g, a_place(tb) + PLACE_TOP)
    allow(g, a_place(tb) + PLACE_BOTTOM)


@njit_cached
def put_on_draw_pile(g, c, bottom):
    """Card ``c`` (on the table) goes on top of the draw pile, or to its bottom."""
    if bottom:
        for k in range(g.n_draw, 0, -1):
            g.draw[k] = g.draw[k - 1]
        g.draw[0] = c
    else:
        g.draw[g.n_draw] = c
    g.n_draw += 1
    g.zone[c] = Z_DRAW
    g.owner[c] = -1


@njit_cached
def op_arrange(g, tb, cfg, i):
    """One stage of the arrange frame ``i`` (the module docstring lists the stages)."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st == 1:  # a shown card was chosen: now its place
        g.stk[i, FR_A0] = take_shown(g, g.stk[i, FR_R])
        g.stk[i, FR_ST] = 2
        push(g, DEC_PLACE, p, -1, g.stk[i, FR_A0], 0, 0, 0)
        return
    if st == 2:
        c = g.stk[i, FR_A0]
        bottom = g.stk[i, FR_R] == PLACE_BOTTOM
        put_on_draw_pile(g, c, bottom)
        arrange_placed(g, tb, cfg, i, c, 1 if bottom else 0)
    if g.shown_n == 0:
        g.shown_to = -1
        pop(g)
        return
    g.stk[i, FR_ST] = 1
    push(g, DEC_SHOWN, p, -1, 0, 0, 0, 0)
