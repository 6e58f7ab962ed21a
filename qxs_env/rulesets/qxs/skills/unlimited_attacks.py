"""Hero skill ``unlimited_attacks`` (``SKILL_UNLIMITED_ATTACKS``).

Printed as:

- 无尽之力 (裘千仞, ``qiuqianren``; locked): In your play phase you may attack with red (力)
  moves as often as you like.
- 左右互搏 (周伯通, ``zhoubotong``; locked): In your play phase you may attack as often as you
  like.

Its own code here:

- :func:`skill_free_attack`: a rule query the ruleset's rules call: 无尽之力 /
  左右互搏: attacks with moves of colour ``col`` are not limited.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_UNLIMITED_ATTACKS,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_cached
def skill_free_attack(g, p, col):
    """无尽之力 / 左右互搏: attacks with moves of colour ``col`` are not limited."""
    k = skill_slot(g, p, SKILL_UNLIMITED_ATTACKS)
    return k >= 0 and col >= 0 and (g.sk_param[p, k, 0] & (1 << col)) != 0
