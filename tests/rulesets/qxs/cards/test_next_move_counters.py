"""Card effect ``next_move_counters`` (qxs_env/rulesets/qxs/cards/next_move_counters.py): 指点
(``zhidian``).

Effect: This turn, a character's next move counters its opponent's move whatever the colours.

指点 (configs/cards.yaml): Pick a character: this turn its next move counts as countering the
opposing move, whatever the colours.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import wide_scenario


def test_zhidian_gives_the_next_move_the_counter_bonus() -> None:
    """指点 on oneself: the next move put out counts as countering. Red 1 against red 1 would be
    a block; with 指点 it is 2 against 1 and deals 1 damage. The status is then spent."""
    sc = wide_scenario()
    sc.hand(0, ["zhidian", "li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("zhidian")
    assert sc.targets() == [0, 1, 2, 3, 4]
    sc.target(0)
    assert int(sc.state.pt[0, L.PT_COUNTER_NEXT]) == 1
    sc.use("li_1x1")
    sc.target(1)
    sc.respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == 3
    assert int(sc.state.pt[0, L.PT_COUNTER_NEXT]) == 0


def test_zhidian_helps_a_defender() -> None:
    """指点 on another character: its next move (here a defence) counters: red 1 + 1 blocks
    red 2."""
    sc = wide_scenario()
    sc.hand(0, ["zhidian", "li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.use("zhidian")
    sc.target(1)
    sc.use("li_2x1")
    sc.target(1)
    sc.respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 2)]
    assert sc.hp(1) == 4


def test_zhidian_ends_with_the_turn() -> None:
    """指点 lasts this turn only: unused, it is gone when the turn ends."""
    sc = wide_scenario()
    sc.hand(0, ["zhidian"])
    sc.play_phase(0)
    sc.use("zhidian")
    sc.target(2)  # the play phase then ends by itself: seat 0 has nothing left
    assert sc.current() != 0
    assert int(sc.state.pt[2, L.PT_COUNTER_NEXT]) == 0
