"""The steps the delayed tricks share (樂不思蜀 S-CARD-LEBU, 閃電 S-CARD-SHANDIAN): which faces are
delayed, placing one in a judgement area, passing 閃電 on, the order they are judged in (their
judgement phase is :mod:`.judge_phase`).

A delayed trick is used like any card (``OP_USE_CARD``), but no 無懈可擊 is asked when it is
placed (ruling S-OPEN-16): its effect on its target puts it into that seat's judgement area
(``g.judge[p, :g.judge_n[p]]``, in placement order, zone ``Z_JUDGE``, public).

A card in a judgement area counts as the face ``judge_face`` reads: its printed face, or the
delayed trick a skill made of it (國色: a diamond card standing as 樂不思蜀, ``g.jface``, kept
while it lies there and cleared when it leaves for a hand or the discard pile: ruling
S-OPEN-45). Every rule here and in :mod:`.judge_phase` reads that face.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, JUDGE_AREA
from qxs_env.engine.stack import log
from qxs_env.engine.zones import judge_face

from .layout import EV_PASSED_ON, EV_PLACED, F_LEBU, F_SHANDIAN
from .moves import put_in_area, put_in_discard


@njit_inlined
def is_delayed(f):
    """Is face ``f`` a delayed trick (placed in a judgement area, judged later)?"""
    return f == F_LEBU or f == F_SHANDIAN


@njit_inlined
def holds_delayed(g, tb, p, f):
    """Does seat ``p``'s judgement area hold a card of face ``f``?"""
    for j in range(g.judge_n[p]):
        if judge_face(g, tb, g.judge[p, j]) == f:
            return True
    return False


@njit_inlined
def can_take(g, tb, p, f):
    """May a card of face ``f`` be placed in living seat ``p``'s area: none of that face there
    yet (ruling S-OPEN-09) and room left?"""
    return g.alive[p] != 0 and g.judge_n[p] < JUDGE_AREA and not holds_delayed(g, tb, p, f)


@njit_inlined
def place(g, u, k):
    """The effect of a delayed trick of use ``u`` on its target ``k``: the card, on the table,
    goes into the target's judgement area."""
    t = g.use_target[u, k]
    c = g.use_card[u]
    put_in_area(g, t, c)
    log(g, EV_PLACED, g.use_user[u], t, c, 0, 0)


@njit_inlined
def pass_on(g, tb, cfg, p, c):
    """閃電 ``c`` (on the table) moves from seat ``p`` to the next living seat in turn order
    that can take it (ruling S-OPEN-27); back to ``p`` when no other seat can, discarded when
    not even ``p`` can (dead)."""
    n = cfg[C_PLAYERS]
    f = judge_face(g, tb, c)
    for k in range(1, n + 1):
        q = (p + k) % n
        if can_take(g, tb, q, f):
            put_in_area(g, q, c)
            log(g, EV_PASSED_ON, p, q, c, 0, 0)
            return
    put_in_discard(g, c)


@njit_inlined
def next_to_judge(g, tb, p):
    """The card of seat ``p``'s judgement area judged next: its 閃電, else the card placed
    last (ruling S-OPEN-08); -1 for an empty area."""
    n = g.judge_n[p]
    if n == 0:
        return -1
    for j in range(n):
        if judge_face(g, tb, g.judge[p, j]) == F_SHANDIAN:
            return g.judge[p, j]
    return g.judge[p, n - 1]
