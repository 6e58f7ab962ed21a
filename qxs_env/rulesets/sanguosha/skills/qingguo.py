"""甄姬 · 傾國 (S-HERO-ZHENJI-2, active; ruling S-OPEN-45): she may play any black hand card as a
閃. A 閃 is only ever played in answer to a request, so the conversion widens what she may give
when a 閃 is asked (the ``answer_pattern`` of her skills); the card given is discarded as the
閃 would be (its suit and rank its own, ruling S-OPEN-15)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import ASK_SHAN
from ..tables import SHAN_OR_BLACK_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return SHAN_OR_BLACK_PATTERN if ask == ASK_SHAN else pat


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""
