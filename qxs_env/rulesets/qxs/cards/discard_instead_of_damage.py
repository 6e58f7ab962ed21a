"""Card effect ``discard_instead_of_damage`` (``EFFECT_DISCARD_INSTEAD_OF_DAMAGE``).

Printed on:

- 寒冰掌 (``hanbingzhang``, move): When it would damage the target you may discard 2 of the
  target's cards instead, so the target loses no HP.

Its code, called by the ruleset's card dispatchers (``cards/dispatch.py``):

- :func:`replace_damage`: Before the damage: the attacker may discard the target's cards instead
  (op_attack stage 15); True when it is asked
- :func:`attack_step`: op_attack stages 15 (instead of the damage? yes: the face's number of picks,
  A5), 16 (the next pick) and 17 (the picked card discarded)
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A4,
    FR_A5,
    FR_R,
    FR_ST,
    OP_DAMAGE,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    count_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    discard_card,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_CONFIRM,
    DEC_PICK,
    EV_PREVENT,
    H_DESTROY,
    PUR_DISCARD,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    attack_damage_source,
)


@njit_inlined
def replace_damage(g, tb, cfg, i, p, t, c, f):
    """Before the damage: the attacker may discard the target's cards instead (op_attack
    stage 15); True when it is asked."""
    if count_cards(g, t) > 0:
        g.stk[i, FR_ST] = 15
        push(g, DEC_CONFIRM, p, t, c, -1, 0, 0)
        return True
    return False


@njit_inlined
def attack_step(g, tb, cfg, i, p, t, c, f, st):
    """op_attack stages 15 (instead of the damage? yes: the face's number of picks, A5),
    16 (the next pick) and 17 (the picked card discarded)."""
    if st == 15:
        if g.stk[i, FR_R] == 1:
            g.stk[i, FR_A5] = tb.face_param[f, 0]
            g.stk[i, FR_ST] = 16
            log(g, EV_PREVENT, t, g.stk[i, FR_A4], f, 0, 0)
        else:
            g.stk[i, FR_ST] = 7
            src = attack_damage_source(g, p, c)  # (借刀杀人)
            push(g, OP_DAMAGE, src, t, g.stk[i, FR_A4], colour_of(g, tb, c, p), c, 0)
    elif st == 16:
        if g.stk[i, FR_A5] > 0 and g.alive[t] and count_cards(g, t) > 0:
            g.stk[i, FR_A5] -= 1
            g.stk[i, FR_ST] = 17
            push(g, DEC_PICK, p, t, c, PUR_DISCARD, 0, 0)
        else:
            g.stk[i, FR_ST] = 11
    else:
        discard_card(g, tb, g.stk[i, FR_R], t)
        g.hist[p, t, H_DESTROY] += 1
        g.stk[i, FR_ST] = 16
