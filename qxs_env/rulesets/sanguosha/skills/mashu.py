"""馬超 · 馬術 (S-HERO-MACHAO-1, locked; ruling S-OPEN-48): he always counts as riding a -1
horse (one nearer to every other seat); an equipped -1 horse does not add to it; he may have
at most one horse card equipped, of either kind: equipping a second discards the first
(:func:`one_horse`, called when he equips a horse)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import log

from ..layout import EV_DISCARD, SKILL_MASHU, SLOT_MINUS, SLOT_PLUS
from ..moves import put_in_discard, take_anywhere


@njit_inlined
def attack_distance(g, tb, p, k):
    return -1


@njit_inlined
def one_horse(g, tb, p, slot):
    """Seat ``p`` is equipping a horse into ``slot``: with 馬術, a horse in the other horse slot
    is discarded first."""
    if (g.skills[p] >> SKILL_MASHU) & 1 == 0 or (slot != SLOT_PLUS and slot != SLOT_MINUS):
        return
    other = SLOT_MINUS if slot == SLOT_PLUS else SLOT_PLUS
    c = g.equip[p, other]
    if c >= 0:
        take_anywhere(g, c)
        put_in_discard(g, c)
        log(g, EV_DISCARD, p, c, 0, 0, 0)


from ..skill_roles import SR_NONE  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_NONE
"""The heuristic's role (``skill_roles``): locked or passive: nothing to decide."""
