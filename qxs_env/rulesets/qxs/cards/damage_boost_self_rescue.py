"""Card effect ``damage_boost_self_rescue`` (``EFFECT_DAMAGE_BOOST_SELF_RESCUE``).

Printed on:

- 九转熊蛇丸 (``jiuzhuanxiongshedan``, medicine): Once per turn in your play phase: your next
  damaging move this turn deals 1 extra; or use it on yourself when dying to recover 1
  HP.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used in the play phase: the next move of this turn that deals damage deals more
- :func:`usable`: Usable up to the face's number of times a turn

and by the rescue rules (``damage.rescue_possible``, ``damage.rescue_applied``,
``mask.mask_hand_answer``):

- :func:`allows_self_rescue`: whether it may answer a rescue question (only its owner's own)
- :func:`rescue_amount`: the HP it heals as a rescue card
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.layout import (
    EV_STATUS,
    EV_USE,
    PT_BOOST,
    PT_BOOST_USED,
    ST_BOOST,
    TP_CARD_USED,
)


@njit_inlined
def use(g, tb, cfg, i, p, c, f):
    """Used in the play phase: the next move of this turn that deals damage deals more."""
    log(g, EV_USE, p, c, p, -1, 0)
    g.pt[p, PT_BOOST_USED] += 1
    g.pt[p, PT_BOOST] += tb.face_param[f, 0]
    log(g, EV_STATUS, p, ST_BOOST, 1, p, 0)
    to_discard(g, c)
    g.stk[i, FR_ST] = 9
    framework.fire(g, tb, cfg, TP_CARD_USED, p, p, i)


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """Usable up to the face's number of times a turn."""
    return g.pt[p, PT_BOOST_USED] < tb.face_param[f, 1]


@njit_inlined
def allows_self_rescue(p, q):
    """May 九转熊蛇丸 in q's hand rescue dying p? Only its owner: q is p."""
    return q == p


@njit_inlined
def rescue_amount(tb, f):
    """The HP 九转熊蛇丸 (face f) heals when its owner uses it to rescue himself: param 2."""
    return tb.face_param[f, 2]
