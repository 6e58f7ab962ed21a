"""Choosing several hand cards, and giving hand cards to seats, written once for every ruleset
(三国杀: 制衡 discards any number of cards and draws as many, 丈八蛇矛 uses two hand cards as a
殺, 仁德 and 遺計 give cards to other seats). Framework: names no card, skill or identity; the
ruleset's masks say which cards and seats are allowed, and it is told each card given through
the hook below (:mod:`qxs_env.engine.hooks`).

The selection (state fields :data:`~qxs_env.engine.state.SELECT_FIELDS`): ``sel_n`` cards in
``sel[0 .. sel_n - 1]``, in the order chosen; a chosen card leaves the hand for the table (zone
``Z_PROC``, its owner still the chooser) until the ruleset says where it goes.

Both frames: ``FR_P`` the seat; ``FR_A0`` the fewest cards it must choose (or give); ``FR_A1``
the most; ``FR_A2`` what the cards are for (the ruleset's code, which its masks read);
``FR_A3`` the card being given; ``FR_A4`` how many were chosen (or given) so far.

- ``OP_SELECT`` asks ``DEC_SELECT`` until the most are chosen: a card action (the hand cards
  the ruleset allows) or ``done`` (the ``done`` block; offered once the fewest are chosen:
  :func:`select_done_allowed`). The parent's result is the number chosen; the cards are in the
  selection.
- ``OP_GIVE`` asks ``DEC_SELECT`` for a card (or ``done``), then ``DEC_GIVE_TO`` for the seat
  that receives it (the seat block, by place after the giver; the seats the ruleset allows),
  and the card goes to that seat's hand (:func:`card_given` is told), until the most were given
  or ``done``. The parent's result is the number given.

The decisions' results (their parents' ``FR_R``): a card, or -1 for ``done``
(:func:`resolve_select`); the receiving seat, absolute (:func:`resolve_give_to`).
"""

from __future__ import annotations

from qxs_env.engine.cards import a_done, a_seat
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_GIVE_TO,
    DEC_SELECT,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_P,
    FR_R,
    FR_ST,
    Z_HAND,
    Z_PROC,
)
from qxs_env.engine.stack import push, ret
from qxs_env.engine.zones import remove_from_hand

card_given = declare(
    "card_given",
    "g, tb, cfg, i, c, q",
    """Card ``c`` of give frame ``i`` went to seat ``q``'s hand: log and count it.""",
)


@njit_cached
def clear_selection(g):
    """No card chosen any more (the ruleset has put the chosen cards where they go)."""
    g.sel_n = 0


@njit_cached
def select_done_allowed(g, i):
    """May the seat of decision ``i`` (``DEC_SELECT``) say ``done``: has its parent (the
    select or give frame) the fewest cards it asks for?"""
    return g.stk[i - 1, FR_A4] >= g.stk[i - 1, FR_A0]


@njit_cached
def resolve_select(g, tb, a, c):
    """Answer the ``DEC_SELECT`` on top: ``done`` (action ``a``), else card ``c`` (the hand
    card the ruleset found for ``a``)."""
    ret(g, -1 if a == a_done(tb) else c)


@njit_cached
def resolve_give_to(g, tb, cfg, a):
    """Answer the ``DEC_GIVE_TO`` on top: the seat action ``a`` names (by place after the
    giver), as an absolute seat."""
    p = g.stk[g.sp - 1, FR_P]
    ret(g, (p + a - a_seat(tb)) % cfg[C_PLAYERS])


@njit_cached
def take_from_hand(g, p, c):
    """Card ``c`` leaves seat ``p``'s hand for the table (zone ``Z_PROC``, owner kept)."""
    remove_from_hand(g, p, c)
    g.zone[c] = Z_PROC


@njit_cached
def ask_next_card(g, i):
    """The next ``DEC_SELECT`` of frame ``i``, or its end (result: the count) once it has the
    most cards."""
    if g.stk[i, FR_A4] >= g.stk[i, FR_A1]:
        ret(g, g.stk[i, FR_A4])
        return
    g.stk[i, FR_ST] = 1
    push(g, DEC_SELECT, g.stk[i, FR_P], -1, g.stk[i, FR_A2], 0, 0, 0)


@njit_cached
def op_select(g, tb, cfg, i):
    """One stage of the select frame ``i`` (the module docstring says what it asks)."""
    if g.stk[i, FR_ST] == 1:  # a card (>= 0) or done (-1)
        c = g.stk[i, FR_R]
        if c < 0:
            ret(g, g.stk[i, FR_A4])
            return
        take_from_hand(g, g.stk[i, FR_P], c)
        g.sel[g.sel_n] = c
        g.sel_n += 1
        g.stk[i, FR_A4] += 1
    else:
        g.sel_n = 0
    ask_next_card(g, i)


@njit_cached
def op_give(g, tb, cfg, i):
    """One stage of the give frame ``i`` (the module docstring says what it asks)."""
    st = g.stk[i, FR_ST]
    if st == 1:  # a card (>= 0) or done (-1)
        c = g.stk[i, FR_R]
        if c < 0:
            ret(g, g.stk[i, FR_A4])
            return
        take_from_hand(g, g.stk[i, FR_P], c)
        g.stk[i, FR_A3] = c
        g.stk[i, FR_ST] = 2
        push(g, DEC_GIVE_TO, g.stk[i, FR_P], -1, c, g.stk[i, FR_A2], 0, 0)
        return
    if st == 2:  # the seat that receives it
        c = g.stk[i, FR_A3]
        q = g.stk[i, FR_R]
        g.hand[q, g.hand_n[q]] = c
        g.hand_n[q] += 1
        g.zone[c] = Z_HAND
        g.owner[c] = q
        g.stk[i, FR_A4] += 1
        card_given(g, tb, cfg, i, c, q)
    ask_next_card(g, i)
