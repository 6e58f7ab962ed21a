"""Hero skill ``convert_card`` (``SKILL_CONVERT_CARD``).

Printed as:

- 不离不弃 (郭靖, ``guojing``; active): Whenever you need one, you may put out a white hand card as
  看破.
- 指点 (海大富, ``haidafu``; active): In your play phase you may use a yellow hand card as 指点.
- 九转熊蛇丸 (洪安通, ``hongantong``; active): Whenever you need one, you may use a red hand card as
  九转熊蛇丸.
- 制药 (黄药师, ``huangyaoshi``; active): Whenever you need one, you may play a white hand card as
  黑玉断续膏.
- 东邪 (黄药师, ``huangyaoshi``; active): Whenever you need one, you may put out a blue hand card as
  无常丹.
- 生死符 (天山童姥, ``tianshantonglao``; active): You may use a blue hand card as 暗器.
- 菩提心法 (一灯禅师, ``yidengchanshi``; active): Once in your play phase you may use a yellow hand
  card as 疗伤.
- 情仇纠结 (胡一刀苗人凤, ``huyidaomaorenfeng``; active): In your play phase you may use a red hand
  card as 单挑.
- 冰魄银针 (李莫愁, ``limochou``; active): In your play phase you may use a white hand card as 暗器.

The rule: A hand card of the skill's colours (``colours``) serves, for one use or play, as a virtual
card of the printed card ``face``: that card's effect and numbers, the hand card's colour.
``play_phase_only`` keeps it out of answer windows, ``responses_only`` keeps it in them,
``per_turn`` (0: no limit) counts its uses per turn. A holder is asked in cancel and rescue windows
like a holder of the card (docs/rulings.md, Heroes: "Cards made by a skill").

The card-converting skills share the rest: ``hero_rules.converts_card`` (the family),
``skill_firing.convert_play_ok`` (may it be used in the play phase) and
``skill_ops.convert_step`` (asks for the hand card and makes the virtual card), through the
dispatchers' defaults ``skill_firing.skill_shared_active_ok`` / ``skill_ops.skill_shared_step``.
In answer windows (``damage.op_cancel``, ``damage.op_dying``) the status query
``skills_can_answer`` (generated in ``skills/dispatch*.py``) asks :func:`can_answer`, and
``skill_shared_active_ok`` asks ``skill_queries.skill_answer_ok``, which is :func:`answer_ok`.

Its own code here:

- :func:`answer_ok`: may the skill make the card an answer window asks for.
- :func:`can_answer`: the same, as the status query ``skills_can_answer`` asks it.
- :func:`answer_window_ok`: the same for the answer window now pending.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    DEC_CANCEL,
    DEC_RESCUE,
    FR_Q,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_CANCEL_POISON,
    EFFECT_CANCEL_STRATEGY,
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    EFFECT_HEAL,
)
from qxs_env.rulesets.qxs.layout import (
    CANCEL_STRATEGY,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_answer_ok,
)


@njit_inlined
def answer_ok(g, tb, p, k, op, x):
    """May p's skill in slot k make the card asked for in an answer window: a cancel card of
    kind x (DEC_CANCEL: 看破 for a strategy, 无常丹 for a poison; R-K1, R-K2) or a rescue card for
    the dying seat x (DEC_RESCUE: 黑玉断续膏, or a card that rescues only its user; R-D1)? Not
    for a play-phase-only skill, nor past its uses this turn; p needs a hand card of the
    skill's colours."""
    if g.sk_param[p, k, 2] != 0:  # play phase only
        return False
    per = g.sk_param[p, k, 3]
    if per > 0 and g.sk_used[p, k] >= per:
        return False
    f = g.sk_param[p, k, 0]
    e = tb.face_effect[f]
    if op == DEC_CANCEL:
        want = EFFECT_CANCEL_STRATEGY if x == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
        if e != want:
            return False
    elif op == DEC_RESCUE:
        if not (e == EFFECT_HEAL or (e == EFFECT_DAMAGE_BOOST_SELF_RESCUE and x == p)):
            return False
    else:
        return False
    return hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 1], False)


@njit_inlined
def answer_window_ok(g, tb, p, k, op, pur):
    """:func:`answer_ok` for the pending answer window ``op`` (DEC_CANCEL: the kind of cancel
    is ``pur``; DEC_RESCUE: the dying seat is the frame's FR_Q)."""
    x = pur if op == DEC_CANCEL else g.stk[g.sp - 1, FR_Q]
    return skill_answer_ok(g, tb, p, k, op, x)


@njit_inlined
def can_answer(g, tb, p, op, x, k):
    """The status query ``skills_can_answer``: :func:`answer_ok` for p's slot k."""
    return answer_ok(g, tb, p, k, op, x)


from qxs_env.rulesets.qxs.skill_roles import SR_CONVERT  # noqa: E402

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
