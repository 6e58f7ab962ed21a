"""Hero skill ``move_as_colour`` (鳌拜 天生神力, 鸠摩智 神乎其技, 令狐冲 独孤九剑, 乔峰 豪气干云,
杨过 西狂): its scenario tests.

A move you put out may count as a colour of `colours` (your choice); it keeps its skill.
"""

from __future__ import annotations

import pytest

from ..helpers import hand_card, sc5


def test_aobai_tianshengshenli_move_counts_as_red():
    """鳌拜 天生神力: his blue move counts as red (keeping power and range), so it counters the
    blue defence: 2 against 1 instead of a 1-1 block."""
    sc = sc5()
    sc.set_hero(0, "aobai")
    sc.hand(0, ["ji_1x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    hand_card(sc, "ji_1x1")
    sc.target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]


@pytest.mark.parametrize(
    "hero, slot, face, defence, clash",
    [
        ("jiumozhi", 1, "li_1x1", "qi_1x1", (0, 1, 2, 1)),  # 神乎其技: red counts as blue
        ("linghuchong", 1, "ji_1x1", "li_1x1", (0, 1, 2, 1)),  # 独孤九剑: blue counts as white
        ("qiaofeng", 1, "li_1x1", "su_1x2", (0, 1, 2, 1)),  # 豪气干云: red counts as yellow
    ],
)
def test_move_counts_as_a_colour(hero, slot, face, defence, clash):
    """鸠摩智 神乎其技, 令狐冲 独孤九剑, 乔峰 豪气干云: the move put out counts as the skill's
    colour, so it counters a defence it would not counter otherwise."""
    sc = sc5()
    sc.set_hero(0, hero, partial=True)
    sc.hand(0, [face])
    sc.hand(1, [defence])
    sc.play_phase(0)
    sc.hero_skill(slot)
    hand_card(sc, face)
    sc.target(1).respond(defence)
    assert sc.clashes() == [clash]


def test_yangguo_xikuang_names_the_colour():
    """杨过 西狂: his move takes the colour he names (white here, countering a red defence)."""
    sc = sc5()
    sc.set_hero(0, "yangguo")
    sc.hand(0, ["ji_1x1"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    sc.hero_skill(0)
    hand_card(sc, "ji_1x1")
    sc.name_colour("white")
    sc.target(1).respond("li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
