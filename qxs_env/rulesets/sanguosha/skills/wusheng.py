"""關羽 · 武聖 (S-HERO-GUANYU-1, active; ruling S-OPEN-45): he may use or play any red card as a
殺: red hand cards answer a request for a 殺 (a 決鬥, 南蠻入侵: the ``answer_pattern``), and in
his play phase the 武聖 button uses a red hand card as a 殺 (``skill_frames.convert_step``: the
card counts as a 殺 on the table, its suit and rank its own, ruling S-OPEN-15; it counts toward
the 殺 limit). Partial: red equipped cards are not offered yet."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import push

from ..layout import ASK_SHA, EFFECT_SHA, F_SHA, OP_SKILL, PURPOSE_WUSHENG, SKILL_WUSHENG
from ..skill_frames import convert_step, holds_matching
from ..tables import SHA_OR_RED_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return SHA_OR_RED_PATTERN if ask == ASK_SHA else pat


@njit_inlined
def usable(g, tb, cfg, p):
    """The button: a red hand card as a 殺, when such a card could be used now."""
    return holds_matching(g, tb, p, PURPOSE_WUSHENG) and decisions.playable(
        g, tb, cfg, p, EFFECT_SHA
    )


@njit_inlined
def activate(g, tb, cfg, p):
    push(g, OP_SKILL, p, -1, SKILL_WUSHENG, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    convert_step(g, i, st, PURPOSE_WUSHENG, F_SHA)


from .. import decisions  # noqa: E402  (imports the skills: resolved when numba compiles)
from ..skill_roles import SR_CONVERT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's role (``skill_roles``): a card used as another face when worth it."""
