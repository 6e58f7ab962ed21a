"""Hero skill ``move_as_colour`` (``SKILL_MOVE_AS_COLOUR``).

Printed as:

- 天生神力 (鳌拜, ``aobai``; active): Any move you put out, attacking or defending, may count as
  red (力); its printed power, range and skill stay.
- 神乎其技 (鸠摩智, ``jiumozhi``; active): Any move you put out may count as blue (技); it keeps
  its printed power, range and skill.
- 独孤九剑 (令狐冲, ``linghuchong``; active): Any move you put out may count as white (速); it
  keeps its printed power, range and skill.
- 豪气干云 (乔峰, ``qiaofeng``; active): Any move you put out may count as yellow (气); it keeps
  its printed skill.
- 西狂 (杨过, ``yangguo``; active): Any move you put out may take the colour of your choice; it
  keeps its printed skill.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    DEC_RESPOND,
    PUR_ATTACK,
    PUR_MASS,
)
from qxs_env.rulesets.qxs.legality import (
    can_use,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        for j in range(g.hand_n[p]):
            c = g.hand[p, j]
            is_move = tb.face_category[tb.card_face[c]] == CAT_MOVE
            if is_move and can_use(g, tb, cfg, p, c, dist):
                return True
        return False
    if op == DEC_RESPOND and (pur == PUR_ATTACK or pur == PUR_MASS):
        return hero_has_colour_in_hand(g, tb, p, 15, True)
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_AS_COLOUR  # noqa: E402

HEURISTIC_ROLE = SR_AS_COLOUR
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
