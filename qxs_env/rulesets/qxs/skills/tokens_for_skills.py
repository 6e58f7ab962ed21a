"""Hero skill ``tokens_for_skills`` (``SKILL_TOKENS_FOR_SKILLS``).

Printed as:

- 铁掌水上漂 (裘千丈, ``qiuqianzhang``; active): In your play phase you may spend two 脸皮
  tokens to have 水上飘 and 无尽之力 until the turn ends.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`distance_mods`: its 水上飘 part, asked by the status query ``skills_distance_mods``
  (generated in ``skills/dispatch*.py``): after paying tokens, the holder's distance to others
  is changed by param 1 for the rest of the turn
- :func:`skill_token_free_attack`: a rule query the ruleset's rules call:
  铁掌水上漂 (its 无尽之力 part): after paying tokens this turn, p's attacks with moves of the
  skill's colours are not limited.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_TOKENS_FOR_SKILLS,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
    skill_tokens,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    kt = skill_tokens(g, p)  # 水上飘 (distance_mods) and 无尽之力 (can_use)
    g.sk_tok[p, kt] -= g.sk_param[p, k, 0]
    return True


@njit_inlined
def distance_mods(g, tb, p, k):
    """铁掌水上漂 (its 水上飘 part): the (attack, defence) changes to distances from and to p
    (R-M2): after paying tokens this turn, param 1 of slot k to p's distance to others."""
    if g.sk_used[p, k] > 0:
        return g.sk_param[p, k, 1], 0
    return 0, 0


@njit_cached
def skill_token_free_attack(g, p, col):
    """铁掌水上漂 (its 无尽之力 part): after paying tokens this turn, p's attacks with moves of
    the skill's colours are not limited."""
    k = skill_slot(g, p, SKILL_TOKENS_FOR_SKILLS)
    return k >= 0 and g.sk_used[p, k] > 0 and col >= 0 and (g.sk_param[p, k, 2] >> col) & 1 != 0
