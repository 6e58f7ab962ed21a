"""What a seat of 三国杀 cannot know, written from the rules (not from the observation encoder):
the leak test over every game (tests/test_leak_all_games.py) changes exactly these facts and
checks that the seat's observation does not move (``Ruleset.hidden_from`` and
``Ruleset.hidden_swaps``).

- The other living seats' hands and the identities not revealed (the lord's and the dead's
  are): :func:`hidden_from`.
- The draft (S-SETUP-2): while ``g.drafting`` is 1, the heroes the other seats picked face
  down (the lord's is shown at once) and the heroes offered to the other seats: any two of
  those seats could have each other's (:func:`hidden_swaps`).
- 觀星 (S-HERO-ZHUGELIANG-1, ruling S-OPEN-61): the cards turned over for 諸葛亮 alone
  (``g.shown`` while ``g.shown_to`` is his seat) and the one he holds while choosing its place
  (the ``OP_ARRANGE`` frame's ``FR_A0``, also the ``DEC_PLACE`` frame's): for any other seat
  each could be any card of the draw pile.
"""

from __future__ import annotations

from typing import Any

from qxs_env.engine.layout import DEC_PLACE, FR_A0, FR_OP, OP_ARRANGE
from qxs_env.rulesets.registry import HiddenSwap, Place

HERO_FIELDS = ("hero", "kingdom", "gender", "skills", "skill_slot")
"""The per-seat fields a picked hero sets (``draft.take_hero``)."""
OFFER_FIELDS = ("offer", "offer_n")
"""The per-seat fields of the heroes a seat is offered in the draft."""


def hidden_from(engine: Any, b: int, s: int) -> tuple[list[int], list[int]]:
    """What seat ``s`` cannot know: the other living seats' hands (no card of another's hand
    is ever shown to it in the implemented game) and the identities not revealed (the lord's
    and the dead's are)."""
    g = engine.state[b]
    n = engine.players
    holders = [p for p in range(n) if p != s and g.alive[p] and g.hand_n[p] > 0]
    return holders, [p for p in range(n) if p != s and not g.revealed[p]]


def hidden_swaps(engine: Any, b: int, s: int) -> list[HiddenSwap]:
    """The draft's face-down picks and offers and 觀星's cards that seat ``s`` of game ``b``
    cannot know at this point (the module docstring), as :class:`HiddenSwap` s."""
    g = engine.state[b]
    n = engine.players
    out: list[HiddenSwap] = []
    if g.drafting:
        picked = tuple(p for p in range(n) if p != s and not g.revealed[p] and g.hero[p] >= 0)
        if len(picked) >= 2:
            out.append(HiddenSwap("draft picks", fields=HERO_FIELDS, seats=picked))
        offered = tuple(p for p in range(n) if p != s and g.offer_n[p] > 0)
        if len(offered) >= 2:
            out.append(HiddenSwap("draft offers", fields=OFFER_FIELDS, seats=offered))
    if g.shown_to >= 0 and g.shown_to != s:
        cards: list[tuple[Place, ...]] = [(("shown", k),) for k in range(int(g.shown_n))]
        top = int(g.sp) - 1
        if top >= 1 and g.stk[top, FR_OP] == DEC_PLACE and g.stk[top - 1, FR_OP] == OP_ARRANGE:
            cards.append((("stk", top - 1, FR_A0), ("stk", top, FR_A0)))
        pool = tuple((("draw", j),) for j in range(int(g.n_draw)))
        if cards and pool:
            out.append(HiddenSwap("觀星's cards", cards=tuple(cards), pool=pool))
    return out
