"""樂不思蜀 (indulgence), S-CARD-LEBU: a delayed trick used in the play phase on another living
seat (ruling S-OPEN-26) whose judgement area holds no 樂不思蜀 yet (ruling S-OPEN-09); no
無懈可擊 is asked when it is placed (ruling S-OPEN-16): it goes into the target's judgement area
(S-CARD-LEBU-1, ``delayed.place``). In that seat's next judgement phase (``judge_phase``) a
無懈可擊 may cancel it before its judgement card is turned (S-CARD-LEBU-3: it is discarded);
otherwise it is judged (S-CARD-LEBU-2): a heart spares the seat, anything else makes it skip
this turn's play phase (the framework's skip bit of ``PH_PLAY``: the seat still draws and
discards). Either way the card is then discarded."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import PH_PLAY
from qxs_env.engine.patterns import card_matches
from qxs_env.engine.stack import log

from ..card_steps import some_valid_target
from ..delayed import can_take, place
from ..layout import EFFECT_LEBU, EV_DELAYED_HIT, EV_DELAYED_MISSED, F_LEBU
from ..moves import table_to_discard
from ..tables import HEART_PATTERN


@njit_inlined
def aimed(e):
    return True  # aimed at a seat its user chooses (DEC_TARGET)


@njit_inlined
def valid_target(g, tb, cfg, p, c, t):
    return t != p and can_take(g, tb, t, F_LEBU)


@njit_inlined
def usable(g, tb, cfg, p):
    return some_valid_target(g, tb, cfg, p, EFFECT_LEBU)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    place(g, u, k)


@njit_inlined
def judged(g, tb, cfg, i, p, c, r):
    """Judgement card ``r`` of seat ``p``'s 樂不思蜀 ``c``: anything but a heart skips the play
    phase of this turn; the card is discarded."""
    if card_matches(g, tb, r, HEART_PATTERN):
        log(g, EV_DELAYED_MISSED, p, c, r, 0, 0)
    else:
        g.skip[p] = g.skip[p] | (1 << PH_PLAY)
        log(g, EV_DELAYED_HIT, p, c, r, 0, 0)
    table_to_discard(g, c)


@njit_inlined
def judge_cancelled(g, tb, cfg, p, c):
    """無懈可擊 cancelled seat ``p``'s 樂不思蜀 ``c`` before its judgement: discarded."""
    table_to_discard(g, c)
