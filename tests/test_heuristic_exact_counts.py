"""The heuristic reads HP and every count as exact integers (issue 34, item 9 / scope 3).

The observation writes counts scaled (``hp / 10`` and the like) in float32; read back as floats,
1 HP was 1.0000000149, so ``hp <= 1`` failed and 天山童姥's 返老还童 (usable at 1 HP) never
fired. ``agents.heuristic.table_view`` now decodes every such column once, with
``agents.framework.observation.count_of``, into integers: these tests check the decoded values
against the game state and show the skill used at 1 HP.
"""

from __future__ import annotations

import numpy as np
from test_heuristic_allegiance import _choice, _hostile, _table

from agents import heuristic as H
from agents.framework.observation import count_of
from agents.heuristic.decide import _scratch
from agents.heuristic.table_view import HP_ROW, _identity_probabilities, _read_seats
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario


def _new() -> H.HeuristicPolicy:
    return H.HeuristicPolicy(deck="standard")


def _skill_slot(sc: Scenario, seat: int, skill_id: str) -> int:
    from qxs_env.rulesets.qxs.api import hero_catalogue

    hero = hero_catalogue().heroes[int(sc.state["hero"][seat])]
    return next(k for k, s in enumerate(hero.skills) if s.id == skill_id)


def _read(sc: Scenario, pol: H.HeuristicPolicy, me: int) -> tuple:
    """Seat ``me``'s observation read by the heuristic's first two steps (the seats, then the
    belief's hostile and helpful matrices): returns (n, the int rows, the float matrices)."""
    obs = sc.eng.observe(me).astype(np.float64)
    fb, ib, bb, sfull, hh, _ = _scratch(obs.shape[0])
    n, _, _, _ = _read_seats(obs, pol.face_table, pol._offs, fb, ib, bb, sfull, hh)
    _identity_probabilities(obs, pol._offs, n, fb, ib, bb, hh, pol._hof[16])
    return n, ib, hh


def test_count_of_is_exact_for_float32_tenths() -> None:
    """Every count from -5 to 400 written as float32 ``count / 10`` decodes to itself, an int
    (read as a float it is not: 1 HP reads as 1.0000000149)."""
    for v in range(-5, 401):
        x = float(np.float32(v / 10.0))
        got = count_of(x, 10.0)
        assert isinstance(got, int) and got == v
    assert float(np.float32(0.1)) * 10.0 != 1.0  # the bug: the float read of 1 HP


def test_decoded_hp_hand_and_history_are_the_states_integers() -> None:
    """For every observer, the HP, max HP and hand size the heuristic reads for every seat are
    int64 and equal to the state's; the hostile and helpful history counts it scores are the
    exact integer combinations of the state's counters (before: off by about 1e-8)."""
    sc = _table()
    for seat, hp in enumerate([1, 2, 3, 1, 4]):
        sc.hp(seat, hp)
    sc.hand(1, ["anqi", "anqi", "anqi"])
    sc.hand(2, [])
    _hostile(sc, 1, 0, attacks=3, damage=1)
    _hostile(sc, 3, 2, attacks=1, damage=2)
    sc.state["hist"][4, 1, L.H_RESCUE] += 1
    sc.play_phase(0)
    pol = _new()
    st = sc.state
    for me in range(sc.n):
        n, ib, hh = _read(sc, pol, me)
        assert n == sc.n
        for row, field in ((HP_ROW, "hp"), (HP_ROW + 1, "maxhp"), (HP_ROW + 2, "hand_n")):
            assert ib.dtype == np.int64
            got = [int(ib[row, r]) for r in range(n)]
            want = [int(st[field][(me + r) % n]) for r in range(n)]
            assert got == want, (me, field)
        hostile, helped = hh[0], hh[1]
        rel = {p: (p - me) % n for p in range(n)}
        # attacks + 0.5 * damage (no other counter set; no seat aimed harm at every seat)
        assert hostile[rel[1], rel[0]] == 3 + 0.5 * 1
        assert hostile[rel[3], rel[2]] == 1 + 0.5 * 2
        assert helped[rel[4], rel[1]] == 1.0


def test_flip_heal_is_used_at_1_hp() -> None:
    """天山童姥 in her play phase at 1 HP (max 4), face up, nothing in hand: 返老还童 (turn face
    down, recover 1 HP) is the heuristic's choice. With HP read as 1.0000000149 the rule
    ``hp <= 1`` never held and the phase ended (0 uses in 132 play phases ended at 1 HP)."""
    sc = _table(ids=["court", "leader", "righteous", "cult", "cult"])
    sc.set_hero(0, "tianshantonglao", partial=True)
    sc.hp(0, 1)
    sc.hand(0, [])
    sc.play_phase(0)
    slot = _skill_slot(sc, 0, "flip_heal")
    assert sc.can_hero_skill(slot)
    assert _choice(sc, _new()) == sc.eng.offsets["skill"] + 4 + slot


def test_flip_heal_is_kept_at_2_hp() -> None:
    """At 2 HP the rule keeps the skill (it turns the hero face down for one HP)."""
    sc = _table(ids=["court", "leader", "righteous", "cult", "cult"])
    sc.set_hero(0, "tianshantonglao", partial=True)
    sc.hp(0, 2)
    sc.hand(0, [])
    sc.play_phase(0)
    slot = _skill_slot(sc, 0, "flip_heal")
    assert sc.can_hero_skill(slot)
    assert _choice(sc, _new()) != sc.eng.offsets["skill"] + 4 + slot
