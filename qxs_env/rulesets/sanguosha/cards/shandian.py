"""閃電 (lightning), S-CARD-SHANDIAN: a delayed trick its user places in its own judgement area
(S-CARD-SHANDIAN-1; usable while that area holds no 閃電: ruling S-OPEN-09, and there is only
one); no 無懈可擊 is asked when it is placed (ruling S-OPEN-16). In its holder's judgement phase
(``judge_phase``; judged before a 樂不思蜀, ruling S-OPEN-08) a 無懈可擊 may cancel it before
its judgement card is turned: it passes on unjudged (S-CARD-SHANDIAN-3). Otherwise it is judged
(S-CARD-SHANDIAN-2): a spade of rank 2 to 9 discards it and deals its holder 3 damage with no
source (ruling S-OPEN-18: a death from it has no killer); anything else passes it on to the
next living seat in turn order that can take it (``delayed.pass_on``, ruling S-OPEN-27)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import OP_DAMAGE
from qxs_env.engine.patterns import card_matches
from qxs_env.engine.stack import log, push
from qxs_env.engine.use import add_target

from ..delayed import can_take, pass_on, place
from ..layout import EV_DELAYED_HIT, EV_DELAYED_MISSED, F_SHANDIAN, SHANDIAN_DAMAGE
from ..moves import table_to_discard
from ..tables import LIGHTNING_PATTERN


@njit_inlined
def usable(g, tb, cfg, p):
    return can_take(g, tb, p, F_SHANDIAN)


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    add_target(g, u, p, -1)  # placed before its user


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    place(g, u, k)


@njit_inlined
def judged(g, tb, cfg, i, p, c, r):
    """Judgement card ``r`` of seat ``p``'s 閃電 ``c``: a spade 2-9 strikes (the card is
    discarded, 3 damage without a source); anything else passes it on."""
    if card_matches(g, tb, r, LIGHTNING_PATTERN):
        log(g, EV_DELAYED_HIT, p, c, r, 0, 0)
        table_to_discard(g, c)
        push(g, OP_DAMAGE, -1, p, SHANDIAN_DAMAGE, -1, c, 0)
    else:
        log(g, EV_DELAYED_MISSED, p, c, r, 0, 0)
        pass_on(g, tb, cfg, p, c)


@njit_inlined
def judge_cancelled(g, tb, cfg, p, c):
    """無懈可擊 cancelled seat ``p``'s 閃電 ``c`` before its judgement: it passes on."""
    pass_on(g, tb, cfg, p, c)
