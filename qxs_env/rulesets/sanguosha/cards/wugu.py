"""五穀豐登 (harvest), S-CARD-WUGU, ruling S-OPEN-23: when it is declared, as many cards as there
are living seats are turned over from the draw pile onto the table (``g.shown``; reshuffled
first when the pile is short, S-TURN-6; with both piles empty the game is drawn, S-OPEN-10).
Its targets are every living seat, the user first, then in turn order; each, unless 無懈可擊
cancels the card for it, takes one of the cards still shown (``DEC_TAKE``, the shown block of
actions). Cards nobody takes are discarded when the card is finished."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log, push
from qxs_env.engine.zones import top_card

from ..card_steps import every_seat
from ..layout import DEC_TAKE, EV_DRAWN_GAME, EV_SHOWN, EV_TAKES_SHOWN
from ..moves import put_in_discard, put_in_hand


@njit_inlined
def usable(g, tb, cfg, p):
    return True


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    every_seat(g, cfg, u, p)


@njit_inlined
def reveal(g, u):
    """The card is declared: one card per target turned over onto the table."""
    g.shown_n = 0
    for _ in range(g.use_n[u]):
        c = top_card(g)
        if c < 0:
            log(g, EV_DRAWN_GAME, g.use_user[u], g.shown_n, 0, 0, 0)
            g.truncated = True
            g.done = True
            return
        g.shown[g.shown_n] = c
        g.shown_n += 1
        log(g, EV_SHOWN, g.use_user[u], c, 0, 0, 0)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    if g.shown_n > 0:
        push(g, DEC_TAKE, g.use_target[u, k], g.use_user[u], g.use_card[u], 0, 0, 0)


@njit_inlined
def take(g, p, k):
    """Seat ``p`` takes the ``k``-th of the cards still shown into its hand."""
    c = g.shown[k]
    for j in range(k, g.shown_n - 1):
        g.shown[j] = g.shown[j + 1]
    g.shown_n -= 1
    g.shown[g.shown_n] = 0
    put_in_hand(g, p, c)
    log(g, EV_TAKES_SHOWN, p, c, 0, 0, 0)


@njit_inlined
def leftovers(g):
    """The card is finished: the cards nobody took are discarded."""
    for j in range(g.shown_n):
        put_in_discard(g, g.shown[j])
        g.shown[j] = 0
    g.shown_n = 0
