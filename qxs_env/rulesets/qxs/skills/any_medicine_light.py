"""Hero skill ``any_medicine_light`` (``SKILL_ANY_MEDICINE_LIGHT``).

Printed as:

- 药王神篇 (无嗔, ``wuchen``; active): Once per turn, when needed, you may put out a yellow or
  white hand card as any medicine card you name.

The rule: once per turn (``sk_used``) the holder turns one hand card of the skill's colours
(param 0) into any medicine face (R-K2) he names, of the card's colour: in his play phase (only
colours of which some medicine face could be used now, ``hero_rules.named_face_colours``) or
in a rescue window (R-D1; for another character's rescue the face is the first healing one, for
his own any medicine). Its step is the one 使毒圣手 (``any_poison_dark``) uses with poison
faces, so it stays in ``skill_ops.skill_shared_step`` (one copy compiled for both); the skill
is listed among the card-making skills in ``skill_ops.skill_makes_card``.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``) and by the
status query ``skills_can_answer`` (generated in ``skills/dispatch*.py``: may a seat answer a
window with a skill?):

- :func:`active_ok`: may the holder use it for the pending decision?
- :func:`can_answer`: may the holder answer a rescue window with it?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    DEC_RESCUE,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MEDICINE,
)
from qxs_env.rulesets.qxs.hero_rules import (
    named_face_colours,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)


@njit_inlined
def can_answer(g, tb, p, op, x, k):
    """In a rescue window (``op`` DEC_RESCUE), not used this turn, with a hand card of the
    skill's colours (param 0 of slot k)."""
    if op != DEC_RESCUE or g.sk_used[p, k] != 0:
        return False
    return hero_has_colour_in_hand(g, tb, p, g.sk_param[p, k, 0], False)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """In the play phase once per turn with a hand card of the skill's colours as which some
    medicine face could be used now; in a rescue window as :func:`can_answer` says."""
    if op == DEC_PLAY:
        if g.sk_used[p, k] > 0:
            return False
        return named_face_colours(g, tb, cfg, p, g.sk_param[p, k, 0], CAT_MEDICINE, dist) != 0
    return can_answer(g, tb, p, op, -1, k)
