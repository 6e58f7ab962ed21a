"""What a seat of 群侠杀 cannot know, written from the rules (not from the observation encoder):
the generic leak test (tests/test_leak_all_games.py) changes exactly these facts and checks that
the seat's observation does not move (``Ruleset.hidden_from``)."""

from __future__ import annotations

from typing import Any

from qxs_env.rulesets.qxs.constants import COLLABORATOR, FOREIGN
from qxs_env.rulesets.qxs.layout import CF_REVEALED


def knows_identity(engine: Any, g: Any, s: int, p: int) -> bool:
    """Does seat s know seat p's identity? Its own; public ones (the leader, the dead: R-S2);
    the collaborator knows the foreign player, and the other way round in the mutual-knowledge
    variant (R-S3)."""
    if p == s or g.revealed[p]:
        return True
    me, other = int(g.ident[s]), int(g.ident[p])
    if me == COLLABORATOR and other == FOREIGN:
        return True
    return bool(engine.config.mutual_knowledge) and me == FOREIGN and other == COLLABORATOR


def hidden_from(engine: Any, b: int, s: int) -> tuple[list[int], list[int]]:
    """(the other living seats whose hand cards seat s of game b cannot tell from the draw
    pile's: none of their cards shown to all, e.g. a revealed 蛤蟆功; the seats whose identity
    s does not know)."""
    g = engine.state[b]
    n = engine.players
    holders = [
        p
        for p in range(n)
        if p != s
        and g.alive[p]
        and g.hand_n[p] > 0
        and not any(g.cflag[int(c)] & CF_REVEALED for c in g.hand[p, : g.hand_n[p]])
    ]
    return holders, [p for p in range(n) if not knows_identity(engine, g, s, p)]
