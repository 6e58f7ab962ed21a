"""甘寧 · 奇襲 (S-HERO-GANNING-1, active; ruling S-OPEN-45): in his play phase he may use any
black card, from his hand or his equipment, as a 過河拆橋: the 奇襲 button uses such a card so
(``skill_frames.convert_step``: it counts as a 過河拆橋 on the table, so 無懈可擊 may cancel it;
an equipped card leaves its slot when chosen, and losing it is heard as equipment lost: 梟姬)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import push

from ..layout import EFFECT_GUOHE, F_GUOHE, OP_SKILL, PURPOSE_QIXI, SKILL_QIXI
from ..skill_frames import convert_step, holds_matching


@njit_inlined
def usable(g, tb, cfg, p):
    """The button: a black card (hand or equipped) as a 過河拆橋, when one could be used now."""
    return holds_matching(g, tb, p, PURPOSE_QIXI) and decisions.playable(
        g, tb, cfg, p, EFFECT_GUOHE
    )


@njit_inlined
def activate(g, tb, cfg, p):
    push(g, OP_SKILL, p, -1, SKILL_QIXI, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    convert_step(g, i, st, PURPOSE_QIXI, F_GUOHE)


from .. import decisions  # noqa: E402  (imports the skills: resolved when numba compiles)
from ..skill_roles import SR_CONVERT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's role (``skill_roles``): a card used as another face when worth it."""
