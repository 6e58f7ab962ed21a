"""無懈可擊 (impeccable), S-CARD-WUXIE: used when a trick is about to act on one seat, it cancels
the trick for that seat; another 無懈可擊 may cancel it in turn (the framework's cancel chain,
asked in turn order from the current seat: ruling S-OPEN-16). Never used in the play phase."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.patterns import hand_matching

from ..tables import WUXIE_PATTERN


@njit_inlined
def usable(g, tb, cfg, p):
    return False


@njit_inlined
def can_answer(g, tb, q):
    """Does seat ``q`` hold a 無懈可擊?"""
    return hand_matching(g, tb, q, WUXIE_PATTERN) > 0
