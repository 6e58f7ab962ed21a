"""Hero skill ``any_poison_dark`` (``SKILL_ANY_POISON_DARK``).

Printed as:

- 使毒圣手 (无嗔, ``wuchen``; active): Once in your play phase you may put out a red or blue hand
  card as any poison card you name.

The rule: once per turn (``sk_used``), in his play phase, the holder turns one hand card of the
skill's colours (param 0) into any poison face (R-K2) he names, of the card's colour; only
colours of which some poison face could be used now are offered
(``hero_rules.named_face_colours``). Its step (ask for the card, then the name, then make the
virtual card) is the one 药王神篇 (``any_medicine_light``) uses with medicine faces, so it stays
in ``skill_ops.skill_shared_step`` (one copy compiled for both, the category chosen by the
skill's code); the skill is listed among the card-making skills in
``skill_ops.skill_makes_card``.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: may the holder use it for the pending decision?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_POISON,
)
from qxs_env.rulesets.qxs.hero_rules import (
    named_face_colours,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """In the play phase, once per turn, with a hand card of the skill's colours as which some
    poison face could be used now."""
    if op != DEC_PLAY or g.sk_used[p, k] > 0:
        return False
    return named_face_colours(g, tb, cfg, p, g.sk_param[p, k, 0], CAT_POISON, dist) != 0
