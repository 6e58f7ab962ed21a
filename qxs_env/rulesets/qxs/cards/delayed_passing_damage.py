"""Card effect ``delayed_passing_damage`` (``EFFECT_DELAYED_PASSING_DAMAGE``).

Printed on:

- 玄铁剑 (``xuantiejian``, special): Place it in your own judgement area; when judged, red
  deals 4 red (力) damage to the holder, anything else passes it to the next player.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`use`: Used from the hand: placed in the user's own judgement area
- :func:`usable`: On oneself: room in the judgement area and no card of the same name there

and by ``turn.op_delayed`` once judged:

- :func:`judged`: hit, the holder takes the damage; missed, the card passes on
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_ST,
    JUDGE_AREA,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.rulesets.qxs.card_moves import (
    place_delayed,
    to_discard,
    to_judge,
)
from qxs_env.rulesets.qxs.layout import (
    EV_PLACE,
    EV_USE,
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


@njit_inlined
def judged(g, tb, cfg, i, p, c, f, col):
    """玄铁剑 (card c, face f) in p's judgement area was judged ``col`` in delayed frame i: a
    colour of the face's mask (param 0) hits, the card leaves and p takes its damage (amount
    param 1, attribute param 2; stage 3); otherwise it passes to the next living player whose
    judgement area has room (p again when none)."""
    if col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
        to_discard(g, c)  # hit: it leaves the game, its holder takes the damage
        g.stk[i, FR_ST] = 3
        push(g, OP_DAMAGE, -1, p, tb.face_param[f, 1], tb.face_param[f, 2], c, 0)
        return
    # missed: on to the next living player whose judgement area can take it
    n = cfg[C_PLAYERS]
    y = p
    for k in range(1, n):
        x = (p + k) % n
        if g.alive[x] and g.judge_n[x] < JUDGE_AREA:
            y = x
            break
    place_delayed(g, tb, c, y)
    log(g, EV_PLACE, y, c, p, 0, 0)
    pop(g)
