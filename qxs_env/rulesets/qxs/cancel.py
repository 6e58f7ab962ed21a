"""群侠杀's cancel chains (R-K1, R-K2): the rules behind the framework's cancel window
(:mod:`qxs_env.engine.cancel`, whose hooks these functions implement for 群侠杀's state).

Two kinds of window: ``CANCEL_STRATEGY`` (a strategy card, answered by 看破-like cards, effect
``cancel_strategy``) and ``CANCEL_POISON`` (a poison card, answered by 无常丹-like cards, effect
``cancel_poison``); a hero skill may make the answering card. Before a poison's window opens,
五仙教主's skill (``poison_immunity_draw``) lets its target draw and cancel it on its own. Each
answer is logged (``EV_CANCEL``) and counted in the public help history (``help_history``).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    DEC_CANCEL,
    FR_A0,
    FR_A1,
    FR_A6,
    FR_Q,
    FR_R,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_CANCEL_POISON,
    EFFECT_CANCEL_STRATEGY,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_POISON_IMMUNITY_DRAW,
)
from qxs_env.rulesets.qxs.layout import (
    CANCEL_POISON,
    CANCEL_STRATEGY,
    EV_CANCEL,
    OP_SKILL,
    TP_CARD_USED,
)


@njit_inlined
def cancel_before_asking(g, tb, cfg, i):
    """五仙教主 (hero): the target of a poison may first draw and cancel it (its skill's frame;
    the window's stage 4 reads the skill's result)."""
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    if g.stk[i, FR_A1] == CANCEL_POISON and poison_immunity_draw_skill.skill_poison_guard(
        g, tb, t, c
    ):
        g.stk[i, FR_ST] = 4
        g.stk[i, FR_R] = 0
        k = skill_slot(g, t, SKILL_POISON_IMMUNITY_DRAW)
        j = push(g, OP_SKILL, t, -1, 1 << k, i, TP_CARD_USED, -1)
        g.stk[j, FR_A6] = 1
        return True
    return False


@njit_inlined
def cancel_possible(g, tb, cfg, i, q):
    """Seat q holds a card of the answering effect, or a hero skill that makes one."""
    kind = g.stk[i, FR_A1]
    eff = EFFECT_CANCEL_STRATEGY if kind == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
    can = has_effect_in_hand(g, tb, q, eff)
    if not can and g.hero[q] >= 0:
        can = skill_can_answer(g, tb, q, DEC_CANCEL, kind)
    return can


@njit_inlined
def cancel_answered(g, tb, cfg, i, q, r):
    """Log the answer and count whom it helps or hurts (``state.helps``)."""
    log(g, EV_CANCEL, q, r, g.stk[i, FR_A0], g.stk[i, FR_Q], 0)
    note_cancel(g, tb, i, q)


@njit_inlined
def cancel_answer_done(g, tb, cfg, i, r):
    """The answer goes to the discard pile."""
    to_discard(g, r)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.help_history import note_cancel
from qxs_env.rulesets.qxs.legality import (
    has_effect_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_can_answer,
    skill_slot,
)
from qxs_env.rulesets.qxs.skills import poison_immunity_draw as poison_immunity_draw_skill
