"""Card effect ``virtual_move`` (``EFFECT_VIRTUAL_MOVE``).

Printed on:

- 无极功 (``wujigong``, internal): Attack range 6. Whenever you need a move you may play two hand
  cards as one skill-less move of any attribute, power 2, range 2.
- 杂阿含功 (``zaahangong``, internal): Attack range 4. Whenever you need a move you may play any
  one hand card as a skill-less move of that card's colour, power 1, range 1.

Its move is made by the conversion frame (``use.op_convert``), shared with the hero skills that
make virtual moves; its code, called by the legality of equipment skills
(``legality.slot_skill_usable``):

- :func:`skill_usable`: whether its skill may make a move now.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
)
from qxs_env.rulesets.qxs.legality import (
    may_attack,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_untargetable,
)


@njit_inlined
def skill_usable(g, tb, cfg, p, f, attacking, dist):
    """May p make a move with the skill of its equipped face f (params: cards, power, range,
    choose_colour)? It needs the face's number of hand cards; to answer with a move
    (``attacking`` False) that is all. To attack in the play phase p must also be allowed
    another attack and reach a character who may be attacked (``dist``: distances_from(p)) with
    the move's range or its internal art's attack range, whichever is longer."""
    if g.hand_n[p] < tb.face_param[f, 0]:
        return False
    if not attacking:
        return True
    if not may_attack(g, tb, cfg, p):
        return False
    reach = tb.face_param[f, 2]
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0 and tb.face_attack_range[tb.card_face[ic]] > reach:
        reach = tb.face_attack_range[tb.card_face[ic]]
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        t = (p + k) % n
        if g.alive[t] and dist[t] <= reach and not skill_untargetable(g, t, True):  # 万里独行
            return True
    return False
