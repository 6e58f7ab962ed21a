"""Card effect ``retry_until_damage`` (``EFFECT_RETRY_UNTIL_DAMAGE``).

Printed on:

- 九阴真经 (``jiuyinzhenjing``, internal art): Attack range 4. When your attack is blocked you may
  press on against the same target with further moves until one lands or you stop.

Its code, called by ``combat.blocked_art_options`` (the attacker's internal art after a blocked
attack); the answer is read at ``op_attack``'s stage 20 (``combat.py``):

- :func:`offer_retry`: ask the attacker whether to attack again.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    card_cat,
)
from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_RESPOND,
    PUR_RETRY,
)


@njit_inlined
def offer_retry(g, tb, i, p, t, ic):
    """九阴真经 (card ic) of attacker p, whose attack of frame i on t was blocked: when p holds a
    move, ask whether to attack t again with one (stage 20)."""
    for k in range(g.hand_n[p]):
        if card_cat(tb, g.hand[p, k]) == CAT_MOVE:
            g.stk[i, FR_ST] = 20
            push(g, DEC_RESPOND, p, t, ic, PUR_RETRY, 0, 0)
            return
