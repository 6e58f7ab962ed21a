"""The heuristic reads HP, hand sizes and identity counts back as exact integers (issue 34,
item 9): the observation holds them divided by 10 in float32, and 0.1 times 10 is 1.0000000149,
so ``hp <= 1`` was false at 1 HP and 天山童姥's 返老还童 (turn face down, recover 1 HP) was
never used (0 uses in 132 play phases ended at 1 HP in the issue's games)."""

from __future__ import annotations

import numpy as np
from test_heuristic_allegiance import _choice, _table

from agents import heuristic as H
from agents.heuristic.table_view import decode_count


def test_counts_are_read_back_exactly() -> None:
    assert float(np.float32(0.1)) * 10.0 != 1.0  # the bug: a plain product is not 1
    for k in range(-2, 12):
        assert decode_count(float(np.float32(k / 10))) == float(k)


def test_tianshantonglao_at_1_hp_turns_face_down_to_heal() -> None:
    """At 1 HP of 4 in her play phase, with nothing in hand, 天山童姥 uses 返老还童 (her first
    skill, flip_heal); before the fix the heuristic passed."""
    sc = _table()
    sc.set_hero(2, "tianshantonglao")
    sc.hp(2, 1)
    sc.hand(2, [])
    sc.play_phase(2)
    assert sc.can_hero_skill(0), sc.describe()
    assert _choice(sc, H.HeuristicPolicy(deck="standard")) == sc.eng.offsets["skill"] + 4
