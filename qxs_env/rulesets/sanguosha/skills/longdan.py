"""趙雲 · 龍膽 (S-HERO-ZHAOYUN-1, active): he may use or play a 殺 as a 閃 and a 閃 as a 殺: when
a card is asked of him (a 閃 against 殺 or 萬箭齊發, a 殺 in a 決鬥 or against 南蠻入侵) either
face answers (the ``answer_pattern``), and in his play phase the 龍膽 button uses a 閃 as a 殺
(``skill_frames.convert_step``; it counts toward the 殺 limit). A black 閃 used as a 殺 is not
stopped by 仁王盾 yet (the shield's pattern reads the printed face)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import push

from ..layout import ASK_SHA, ASK_SHAN, EFFECT_SHA, F_SHA, OP_SKILL, PURPOSE_LONGDAN, SKILL_LONGDAN
from ..skill_frames import convert_step, holds_matching
from ..tables import SHA_OR_SHAN_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return SHA_OR_SHAN_PATTERN if ask == ASK_SHAN or ask == ASK_SHA else pat


@njit_inlined
def usable(g, tb, cfg, p):
    """The button: a 閃 as a 殺, when such a card could be used now."""
    return holds_matching(g, tb, p, PURPOSE_LONGDAN) and decisions.playable(
        g, tb, cfg, p, EFFECT_SHA
    )


@njit_inlined
def activate(g, tb, cfg, p):
    push(g, OP_SKILL, p, -1, SKILL_LONGDAN, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    convert_step(g, i, st, PURPOSE_LONGDAN, F_SHA)


from .. import decisions  # noqa: E402  (imports the skills: resolved when numba compiles)
from ..skill_roles import SR_CONVERT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's role (``skill_roles``): a card used as another face when worth it."""
