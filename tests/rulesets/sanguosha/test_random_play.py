"""Random legal play of 三国杀 over every player count and identity table, with the game's state
checked after every decision: every card in exactly one place (equipment and judgement areas
included; an area holds only delayed tricks, one of each face: S-OPEN-09), HP within bounds, the
dead holding nothing, the acting seat alive with a non-empty mask, nothing left on the table
between play decisions, and each finished game's result the one the end rules give (S-END)."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.engine.layout import (
    FR_OP,
    Z_DISCARD,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_OUT,
    Z_PROC,
)
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine

CASES = [(p, "standard") for p in range(4, 11)] + [(p, "two_renegades") for p in (6, 8, 10)]


def expected_winners(g: np.record, n: int) -> list[int] | None:
    """The seats S-END makes winners of the game's final state (None: no end met)."""
    ident = [int(g.ident[p]) for p in range(n)]
    alive = [p for p in range(n) if g.alive[p]]
    if not any(ident[p] == L.LORD for p in alive):
        if len(alive) == 1 and ident[alive[0]] == L.RENEGADE:
            return alive
        return [p for p in range(n) if ident[p] == L.REBEL]
    if not any(ident[p] in (L.REBEL, L.RENEGADE) for p in alive):
        return [p for p in range(n) if ident[p] in (L.LORD, L.LOYALIST)]
    return None


def check(eng: SanguoshaEngine) -> None:
    """The state invariants of game 0 (the module docstring)."""
    g = eng.state[0]
    n = eng.players
    in_deck = eng.tba[0]["in_deck"]
    zone = g.zone[:104]
    assert all((zone[c] == Z_OUT) == (not in_deck[c]) for c in range(104))
    seen = [int(c) for c in g.draw[: int(g.n_draw)]] + [int(c) for c in g.disc[: int(g.n_disc)]]
    for p in range(n):
        hand = [int(c) for c in g.hand[p, : int(g.hand_n[p])]]
        assert all(zone[c] == Z_HAND and g.owner[c] == p for c in hand)
        seen += hand
        gear = [int(c) for c in g.equip[p] if c >= 0]
        assert all(zone[c] == Z_EQUIP and g.owner[c] == p for c in gear)
        seen += gear
        area = [int(c) for c in g.judge[p, : int(g.judge_n[p])]]
        assert all(zone[c] == Z_JUDGE and g.owner[c] == p for c in area)
        # a card counts as the delayed trick a skill made it (國色: jface, 1 + the face)
        faces = [
            int(g.jface[c]) - 1 if g.jface[c] else int(eng.tba[0]["card_face"][c]) for c in area
        ]
        assert set(faces) <= {L.F_LEBU, L.F_SHANDIAN} and len(set(faces)) == len(faces)
        seen += area
        assert 0 <= g.max_hp[p] <= 5 and g.hp[p] <= g.max_hp[p]
        if not g.alive[p]:
            assert not hand and not gear and not area and g.revealed[p] and g.death_order[p] > 0
        elif g.hp[p] <= 0:
            assert g.dying[p]
    assert sorted(seen) == sorted(set(seen))
    assert sum(zone == Z_DRAW) == g.n_draw and sum(zone == Z_DISCARD) == g.n_disc
    assert sum(zone == Z_JUDGE) == sum(int(g.judge_n[p]) for p in range(n))
    on_table = int((zone == Z_PROC).sum())
    if g.done:
        winners = expected_winners(g, n)
        if g.truncated:
            assert not g.won.any()
        else:
            assert winners is not None and [p for p in range(n) if g.won[p]] == sorted(winners)
        return
    assert expected_winners(g, n) is None
    actor = int(g.actor)
    assert g.alive[actor] and eng.mask[0].sum() == g.n_legal > 0
    if int(g.stk[int(g.sp) - 1, FR_OP]) == L.DEC_PLAY:
        assert on_table == 0 and g.use_sp == 0


@pytest.mark.parametrize(("players", "mode"), CASES)
@pytest.mark.parametrize("auto_forced", [True, False])
def test_random_games_keep_the_invariants(players: int, mode: str, auto_forced: bool) -> None:
    config = SanguoshaConfig(players=players, mode=mode, auto_forced=auto_forced, max_turns=100)
    eng = SanguoshaEngine(config)
    rng = np.random.default_rng(players * 10 + auto_forced)
    ended = {"won": 0, "truncated": 0}
    for k in range(6):
        eng.reset(1000 * players + k)
        check(eng)
        while not eng.done[0]:
            legal = eng.legal_actions(0)
            eng.step([legal[int(rng.integers(len(legal)))]])
            check(eng)
        ended["truncated" if eng.state[0].truncated else "won"] += 1
    assert ended["won"] > 0
