"""Hero skill ``ally_plays_move`` (``SKILL_ALLY_PLAYS_MOVE``).

Printed as:

- 倚天剑 (灭绝师太, ``miejueshitai``; active): When you need a move you may ask a character of
  your alignment to put one out for you; it may refuse.

The rule: it works as the special card 倚天剑 does. When the holder is asked for a move (a
``DEC_RESPOND`` window, e.g. to defend, R-M3), the mask offers "yes" (``mask.py`` asks the
predicate ``skill_numbers.ally_may_answer``: holding the skill is the whole condition), and
choosing it turns the window into the ``OP_HELP`` procedure that asks the living characters of
the holder's alignment in turn order, each of whom may put out a move for the holder or refuse
(``decisions.py``, shared with the card). :func:`announce` logs the skill's use there.

Its own code here:

- :func:`announce`: log the holder's use of the skill (False when the card was used).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_ALLY_PLAYS_MOVE,
)
from qxs_env.rulesets.qxs.layout import (
    EV_SKILL,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)


@njit_inlined
def announce(g, p):
    """倚天剑 (hero): p asks its allies for a move; the skill's use is logged when p holds it
    (True), else nothing is logged here (False: p used the card 倚天剑)."""
    k = skill_slot(g, p, SKILL_ALLY_PLAYS_MOVE)
    if k >= 0:
        log(g, EV_SKILL, p, SKILL_ALLY_PLAYS_MOVE, k, -1, 0)
        return True
    return False
