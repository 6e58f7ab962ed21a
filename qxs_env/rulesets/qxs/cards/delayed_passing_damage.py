"""Card effect ``delayed_passing_damage`` (``EFFECT_DELAYED_PASSING_DAMAGE``).

Printed on:

- 玄铁剑 (``xuantiejian``, special): Place it in your own judgement area; when judged, red
  deals 4 red (力) damage to the holder, anything else passes it to the next player.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used from the hand: placed in the user's own judgement area
- :func:`usable`: On oneself: room in the judgement area and no card of the same name there
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    EV_PLACE,
    EV_USE,
    FR_ST,
    JUDGE_AREA,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_moves import (
    to_judge,
)
from qxs_env.rulesets.qxs.legality import (
    has_same_name_in_judge,
)


@njit_inlined
def use(g, tb, cfg, i, p, c, f):
    """Used from the hand: placed in the user's own judgement area."""
    log(g, EV_USE, p, c, p, -1, 0)
    to_judge(g, c, p)
    log(g, EV_PLACE, p, c, p, 0, 0)
    g.stk[i, FR_ST] = 9


@njit_inlined
def usable(g, tb, cfg, p, c, f):
    """On oneself: room in the judgement area and no card of the same name there."""
    return g.judge_n[p] < JUDGE_AREA and not has_same_name_in_judge(g, tb, p, c)
