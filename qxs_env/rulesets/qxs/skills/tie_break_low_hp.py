"""Hero skill ``tie_break_low_hp`` (``SKILL_TIE_BREAK_LOW_HP``).

Printed as:

- 金面佛 (胡一刀苗人凤, ``huyidaomaorenfeng``; locked): While your HP is 2 or less, a clash tied
  on power gives you +1.

The rule: in a clash whose two powers are equal after every bonus (R-M4; a tie is a block,
R-M5), a holder whose HP is at most the skill's number (param 0) gets +1 power, the attacker's
side first (so a tie between two holders goes to the attacker). The shared query
``skill_tie_break`` (``skill_numbers.py``, called from the clash) asks :func:`wins_tie` of each
side holding the skill.

Its own code here:

- :func:`wins_tie`: is the holder's HP low enough for the skill?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def wins_tie(g, x, k):
    """金面佛: does x (holding the skill in slot k) have HP at most param 0?"""
    return g.hp[x] <= g.sk_param[x, k, 0]
