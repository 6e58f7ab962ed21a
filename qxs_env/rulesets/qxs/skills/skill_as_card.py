"""Hero skill ``skill_as_card`` (``SKILL_SKILL_AS_CARD``).

Printed as:

- 吸星大法 (任我行, ``renwoxing``; active): Once in your play phase you may act as if
  you used 吸星, without spending a card.
- 单挑 (虚竹, ``xuzhu``; active): Once in your play phase you may act as if you used
  单挑, without spending a card.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import (
    log,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    make_cardless_virtual,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    EV_CONVERT,
)
from qxs_env.rulesets.qxs.skill_queries import (
    face_usable,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    v = make_cardless_virtual(g, tb, g.sk_param[p, k, 0])
    log(g, EV_CONVERT, p, v, -1, 0, 0)
    ret(g, v)
    return False


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        if g.sk_used[p, k] >= g.sk_param[p, k, 1]:
            return False
        f = g.sk_param[p, k, 0]
        return face_usable(g, tb, cfg, p, f, tb.face_colour[f], dist)
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_ASCARD  # noqa: E402

HEURISTIC_ROLE = SR_ASCARD
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
