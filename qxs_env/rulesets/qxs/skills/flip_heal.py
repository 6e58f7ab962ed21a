"""Hero skill ``flip_heal`` (``SKILL_FLIP_HEAL``).

Printed as:

- 返老还童 (天山童姥, ``tianshantonglao``; active): In your play phase you may turn your
  hero face down and recover 1 HP.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
- :func:`active_ok`: whether the owner may use it for the pending decision
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
    EV_FACE_DOWN,
)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    g.face_down[p] = True
    log(g, EV_FACE_DOWN, p, 1, 0, 0, 0)
    heal(g, p, g.sk_param[p, k, 0], p)
    return True


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """May the owner use this active skill for the pending decision?"""
    if op == DEC_PLAY:
        return not g.face_down[p]
    return False


from qxs_env.rulesets.qxs.skill_roles import SR_FLIP_HEAL  # noqa: E402

HEURISTIC_ROLE = SR_FLIP_HEAL
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
