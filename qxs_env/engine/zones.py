"""Zone queries and the draw pile: counting cards, stored cards, the judgement face, reshuffling
the discard pile into the draw pile and drawing. Framework: names no card, skill or identity.
The functions that move a card between zones live with the ruleset (``card_moves``), since
群侠杀's watchers (a hero who counts lost hand cards) hook into them.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.cards import (
    card_action,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_KEYED_DEAL,
    EV_DRAW,
    EV_RESHUFFLE,
    Z_DRAW,
    Z_HAND,
    Z_PROC,
    Z_STORE,
)
from qxs_env.engine.random_streams import (
    KEYED_DECK,
    keyed_sort,
)
from qxs_env.engine.stack import (
    log,
    rnd,
)


@njit_cached
def stored_count(g, p):
    """Number of cards p has set aside (Z_STORE)."""
    n = 0
    for c in range(g.zone.shape[0]):
        if g.zone[c] == Z_STORE and g.owner[c] == p:
            n += 1
    return n


@njit_cached
def stored_card_of_type(g, tb, p, t):
    """One of p's stored cards named by card action t (the lowest id), -1 when none."""
    for c in range(tb.n_cards):
        if g.zone[c] == Z_STORE and g.owner[c] == p and card_action(tb, c) == t:
            return c
    return -1


@njit_cached
def judge_face(g, tb, c):
    """The face physical card c counts as where it lies: in a judgement area, the delayed card
    a hero skill made of it (``jface``), else its printed face."""
    if g.jface[c] > 0:
        return g.jface[c] - 1
    return tb.card_face[c]


@njit_cached
def card_keys(tb, cards, n):
    """Each of ``cards[:n]``'s key for the keyed shuffle: its face, suit and rank, and how many
    cards of the same face, suit and rank come before it in the deck (the physical card, whatever
    its id: a deck with a card more or fewer numbers the others differently)."""
    keys = np.empty(n, np.int64)
    for j in range(n):
        c = cards[j]
        copy = 0
        for d in range(c):
            if (
                tb.card_face[d] == tb.card_face[c]
                and tb.card_suit[d] == tb.card_suit[c]
                and tb.card_rank[d] == tb.card_rank[c]
            ):
                copy += 1
        look = (np.int64(tb.card_face[c]) * 64 + tb.card_suit[c] + 1) * 256 + tb.card_rank[c] + 1
        keys[j] = look * 4096 + copy
    return keys


@njit_cached
def shuffle_first(g, a, m):
    """Shuffle the first ``m`` entries of ``a`` with the game's generator (Fisher-Yates: from
    the last position down to the second, swap with a position drawn among those up to it), the
    one shuffle every pile and pool of a game uses."""
    for j in range(m - 1, 0, -1):
        r = rnd(g, j + 1)
        t = a[j]
        a[j] = a[r]
        a[r] = t


@njit_cached
def keyed_deal(cfg):
    """Whether the game deals with the keyed shuffle (``cfg[C_KEYED_DEAL]``, default off): the
    one place the switch is read, for the deck (:func:`shuffle_deck`), the draft's pools
    (:func:`qxs_env.engine.draft.shuffle_pool`) and any ruleset draw that follows them."""
    return cfg[C_KEYED_DEAL] != 0


@njit_cached
def shuffle_deck(g, tb, cfg, m):
    """Shuffle the draw pile's first ``m`` cards at the start of a game (R-S6 and its kind): a
    Fisher-Yates shuffle with the game's generator, or, with ``cfg[C_KEYED_DEAL]``, the keyed
    shuffle (:func:`qxs_env.engine.random_streams.keyed_sort`: the cards in the order of values
    drawn per physical card from the seed, the top card, ``draw[m - 1]``, the highest)."""
    if keyed_deal(cfg):
        keyed_sort(g.draw, m, card_keys(tb, g.draw, m), g.seed, KEYED_DECK)
        return
    shuffle_first(g, g.draw, m)


@njit_cached
def reshuffle(g):
    """Shuffle the discard pile into a new draw pile (R-T6)."""
    n = g.n_disc
    base = g.n_draw
    for i in range(n):
        c = g.disc[i]
        g.draw[base + i] = c
        g.zone[c] = Z_DRAW
    g.n_disc = 0
    m = base + n
    shuffle_first(g, g.draw, m)
    g.n_draw = m
    log(g, EV_RESHUFFLE, m, 0, 0, 0, 0)


@njit_cached
def top_card(g):
    """Remove and return the top card of the draw pile, reshuffling when empty; -1 when both
    piles are empty (ruling on R-T6: the draw or judgement simply gets fewer cards)."""
    if g.n_draw == 0:
        if g.n_disc == 0:
            return -1
        reshuffle(g)
    n = g.n_draw - 1
    c = g.draw[n]
    g.n_draw = n
    g.zone[c] = Z_PROC
    return c


@njit_cached
def draw_cards(g, p, n):
    got = 0
    for _ in range(n):
        c = top_card(g)
        if c < 0:
            break
        g.hand[p, g.hand_n[p]] = c
        g.hand_n[p] += 1
        g.zone[c] = Z_HAND
        g.owner[c] = p
        got += 1
    if got > 0:
        log(g, EV_DRAW, p, got, 0, 0, 0)
    return got


@njit_cached
def remove_from_hand(g, p, c):
    """Take card ``c`` out of seat ``p``'s hand (the last card fills its place); its zone and
    owner are the caller's to set."""
    for k in range(g.hand_n[p]):
        if g.hand[p, k] == c:
            last = g.hand_n[p] - 1
            g.hand[p, k] = g.hand[p, last]
            g.hand[p, last] = 0
            g.hand_n[p] = last
            return


@njit_cached
def count_cards(g, p):
    """Cards a seat holds in hand, equipment and judgement area."""
    n = g.hand_n[p] + g.judge_n[p]
    for k in range(4):
        if g.equip[p, k] >= 0:
            n += 1
    return n
