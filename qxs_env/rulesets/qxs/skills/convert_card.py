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

Its rule queries still live in the ruleset's rule modules (``qxs_env/rulesets/qxs/``), shared with
other skills: ``skill_firing.skill_shared_active_ok`` (may it be used for the pending decision),
``skill_ops.skill_shared_step`` (asks for the hand card and makes the virtual card),
``hero_rules.converts_card`` (the family of card-converting skills),
``skill_queries.skill_can_answer`` / ``skill_queries.skill_answer_ok`` (answers in
``damage.op_cancel`` and ``damage.op_dying``); they move here later (issue 21). Until then this
module holds the skill's description and its heuristic role (:data:`HEURISTIC_ROLE`); it defines no
hook, so the generated dispatchers do not import it.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.skill_roles import SR_CONVERT

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
