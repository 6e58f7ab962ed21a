"""華佗 · 急救 (S-HERO-HUATUO-1, active; ruling S-OPEN-57): outside his own turn, in the rescue
window of a dying seat (himself included), he may discard a red card, from his hand or his
equipment (``equipment_answers``), to heal it 1, as a 桃 would (it is no 桃: no 救援 bonus).
``procedures.rescue_applied`` heals for a red card that is not a 桃 (:func:`rescue`); an
equipped card leaving counts as equipment lost (梟姬)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import ANSWER_RESCUE, EV_SKILL, SKILL_JIJIU
from ..moves import discard_own
from ..tables import RED_PATTERN


@njit_inlined
def answer_pattern(g, tb, cfg, p, ask, pat, k):
    return RED_PATTERN if ask == ANSWER_RESCUE and p != g.cur else pat


@njit_inlined
def equipment_answers(g, tb, cfg, p, ask, k):
    return ask == ANSWER_RESCUE and p != g.cur


@njit_inlined
def rescue(g, q, t, c):
    """Seat ``q`` discards its red card ``c`` (hand or equipment) for the dying seat ``t``:
    ``t`` heals 1."""
    discard_own(g, q, c)
    log(g, EV_SKILL, q, SKILL_JIJIU, t, c, 0)
    g.hp[t] += 1


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""
