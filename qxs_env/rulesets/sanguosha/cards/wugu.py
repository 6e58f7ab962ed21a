"""五穀豐登 (harvest), S-CARD-WUGU, ruling S-OPEN-23: when it is declared, as many cards as there
are living seats are turned over from the draw pile onto the table for every seat to see (the
framework's shown cards, ``engine/shown.py``: ``g.shown[:g.shown_n]``, ``g.shown_to`` -1;
reshuffled first when the pile is short, S-TURN-6; with both piles empty the game is drawn,
S-OPEN-10). Its targets are every living seat, the user first, then in turn order; each, unless
無懈可擊 cancels the card for it, takes one of the cards still shown (an ``OP_EFFECT`` frame:
stage 0 asks the framework's ``DEC_SHOWN``, the shown block of actions; stage 1 takes the card
at the position chosen). Cards nobody takes are discarded when the card is finished."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import DEC_SHOWN, FR_A0, FR_P, FR_Q, FR_R, FR_ST
from qxs_env.engine.shown import show_from_draw, take_shown
from qxs_env.engine.stack import log, pop, push

from ..card_steps import every_seat
from ..layout import EV_DRAWN_GAME, EV_SHOWN, EV_TAKES_SHOWN, F_WUGU, OP_EFFECT
from ..moves import put_in_discard, put_in_hand


@njit_inlined
def usable(g, tb, cfg, p):
    return True


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    every_seat(g, cfg, u, p)


@njit_inlined
def reveal(g, u):
    """The card is declared: one card per target turned over onto the table, for all to see;
    fewer (both piles empty) ends the game as a draw (S-OPEN-10)."""
    n = show_from_draw(g, g.use_n[u], -1)
    for k in range(n):
        log(g, EV_SHOWN, g.use_user[u], g.shown[k], 0, 0, 0)
    if n < g.use_n[u]:
        log(g, EV_DRAWN_GAME, g.use_user[u], n, 0, 0, 0)
        g.truncated = True
        g.done = True


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    if g.shown_n > 0:
        push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], g.use_card[u], F_WUGU, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    """Stage 0: the target chooses a shown card (``DEC_SHOWN``); stage 1: it takes that card
    into its hand."""
    q = g.stk[i, FR_Q]
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_SHOWN, q, g.stk[i, FR_P], g.stk[i, FR_A0], 0, 0, 0)
    else:
        c = take_shown(g, g.stk[i, FR_R])
        put_in_hand(g, q, c)
        log(g, EV_TAKES_SHOWN, q, c, 0, 0, 0)
        pop(g)


@njit_inlined
def leftovers(g):
    """The card is finished: the cards nobody took are discarded."""
    while g.shown_n > 0:
        put_in_discard(g, take_shown(g, 0))
