"""Card effect ``face_down`` (qxs_env/rulesets/qxs/cards/face_down.py): 西湖底牢 (``xihulaodi``).

Effect: Turn a character face down; it takes no damage while face down.

西湖底牢 (configs/cards.yaml): Turn any one character face down; while face down it cannot be
damaged.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def test_face_down_takes_no_damage_and_may_still_defend() -> None:
    """Face down (ruling): 西湖底牢 turns seat 1 face down; an attack on it deals no damage (it is
    prevented), and seat 1 is still asked for a defence."""
    sc = Scenario(5, identities=FIVE, attacks_per_turn=2)
    sc.hand(0, ["xihulaodi", "li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["ji_1x1", "qi_1x1"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    sc.target(1)
    assert bool(sc.state["face_down"][1])
    sc.use("li_2x1")
    sc.target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    sc.pass_()
    assert sc.hp(1) == 4
    assert sc.logged(L.EV_PREVENT)[0][:3] == (1, 1, -1)


def test_face_down_cannot_be_targeted_again() -> None:
    """Face down (ruling): 西湖底牢 only targets face-up characters."""
    sc = Scenario(5, identities=FIVE)
    sc.set_face_down(1)
    sc.hand(0, ["xihulaodi", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xihulaodi")
    assert 1 not in sc.targets()


def test_face_down_skips_next_turn_then_turns_up() -> None:
    """Face down (ruling): at its next turn the character turns face up and skips that turn
    entirely (no judgement, no draw); the turn passes to the next seat. Its turn after that is
    normal."""
    sc = Scenario(5, identities=FIVE)
    sc.set_face_down(1)
    sc.judgement(1, ["beisuqingfeng"])
    sc.draw_pile_top(["li_1x1", "li_1x1", "li_1x1"])
    sc.play_phase(0)  # empty hand: ends at once, seat 1's turn comes
    assert sc.logged(L.EV_SKIP_TURN) == [(1, 0, 0, 0, 0)]
    assert not bool(sc.state["face_down"][1])
    assert sc.judgement_faces(1) == ["beisuqingfeng"]
    assert sc.hand_size(1) == 0
    assert sc.current() == 2 and sc.hand_faces(2) == ["li_1x1"] * 3
    sc.draw_pile_top(["qi_1x1", "li_2x1", "li_2x1", "li_2x1"])
    sc.start_turn(1)
    assert sc.logged(L.EV_SKIP_TURN) == [(1, 0, 0, 0, 0)]
    assert sc.hand_faces(1) == ["li_2x1"] * 3
