"""Card effect ``fix_distance`` (qxs_env/rulesets/qxs/cards/fix_distance.py): 神行百变
(``shenxingbaibian``).

Effect: Play phase, `per_turn` time(s) per turn: your distance to one character is `distance`
this turn.

神行百变 (configs/cards.yaml): You are 1 closer to the characters you attack; once per turn in
your play phase you may treat one character as at distance 1 for the rest of the turn.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import set_face_param

EIGHT = ["leader", "righteous", "righteous", "cult", "cult", "cult", "court", "foreign"]


def test_shenxingbaibian_distance_one_to_a_chosen_seat() -> None:
    """神行百变 (8 players): once per turn in the play phase, distance 1 to a chosen seat for the
    rest of the turn: seat 4 (distance 4 - 1 = 3) comes in range of a range-1 move."""
    ids = ["leader", "righteous", "righteous", "cult", "cult", "cult", "court", "foreign"]
    sc = Scenario(8, deck="wide", identities=ids)
    sc.equip(0, "shenxingbaibian")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_skill("lightness-1")
    sc.skill("lightness-1")
    sc.target(4)
    assert not sc.can_skill("lightness-1")  # once per turn
    sc.use("li_1x1")
    assert 4 in sc.targets()
    sc.target(4)
    assert sc.hp(4) == 3


def test_shenxingbaibian_per_turn_from_tables() -> None:
    """神行百变 with per_turn = 2 can be used twice in a turn (the second pick replaces the
    first, ruling); with per_turn = 1 once."""
    sc = Scenario(8, deck="wide", identities=EIGHT)
    sc.equip(0, "shenxingbaibian")
    set_face_param(sc, "shenxingbaibian", 1, 2)  # fix_distance(distance, per_turn)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.skill("lightness-1")
    sc.target(3)
    assert sc.can_skill("lightness-1")
    sc.skill("lightness-1")
    sc.target(4)
    assert not sc.can_skill("lightness-1")
    sc.use("li_1x1")
    assert 4 in sc.targets() and 3 not in sc.targets()
