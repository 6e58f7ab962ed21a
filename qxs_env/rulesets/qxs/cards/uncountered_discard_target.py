"""Card effect ``uncountered_discard_target`` (``EFFECT_UNCOUNTERED_DISCARD_TARGET``).

Printed on:

- 化功大法 (``huagongdafa``, move): If the defender's move did not counter it, discard one
  of the target's cards.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`uncountered`: The defence did not counter: the attacker discards one of the target's cards
  (op_attack stage 12)
- :func:`attack_step`: op_attack stage 12: the picked card discarded
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_card,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PICK,
    H_DESTROY,
    PUR_DISCARD,
)


@njit_inlined
def uncountered(g, tb, cfg, i, p, t, c, f):
    """The defence did not counter: the attacker discards one of the target's cards (op_attack
    stage 12)."""
    if g.alive[t] and count_cards(g, t) > 0:
        g.stk[i, FR_ST] = 12
        push(g, DEC_PICK, p, t, c, PUR_DISCARD, 0, 0)


@njit_inlined
def attack_step(g, tb, cfg, i, p, t, c, f, st):
    """op_attack stage 12: the picked card discarded."""
    k = g.stk[i, FR_R]
    discard_card(g, tb, k, t)
    g.hist[p, t, H_DESTROY] += 1
    g.stk[i, FR_ST] = 14
