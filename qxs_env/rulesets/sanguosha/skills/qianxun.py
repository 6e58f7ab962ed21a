"""陸遜 · 謙遜 (S-HERO-LUXUN-1, locked): he cannot be the target of 順手牽羊 or 樂不思蜀."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

from ..layout import EFFECT_IDS, EFFECT_SHUNSHOU

EFFECT_LEBU_CODE = EFFECT_IDS.index("lebu")  # 樂不思蜀's effect (its module comes later)


@njit_inlined
def untargetable(g, tb, cfg, p, e, k):
    return e == EFFECT_SHUNSHOU or e == EFFECT_LEBU_CODE


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""
