"""Card effect ``after_damage_follow_up`` (qxs_env/rulesets/qxs/cards/after_damage_follow_up.py):
万花剑法 (``wanhuajianfa``).

Effect: Attacking: after damage you may attack a different target with a move in `allowed`.

万花剑法 (configs/cards.yaml): After it deals damage you may at once attack a different
character with another move from your hand.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario, pass_defence, seat_zhangsanfeng


def test_wanhuajianfa_follow_up_on_another_target() -> None:
    """万花剑法 (white 2x2): after damage the attacker may attack a different target with another
    move (any colour); the damaged target is not offered."""
    sc = attacker_scenario(["wanhuajianfa", "su_1x2"])
    sc.play_phase(0)
    attack(sc, "wanhuajianfa", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.respond("su_1x2")
    assert sc.targets() == [2, 3, 4]
    sc.target(4)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.hp(4) == 3
    assert sc.state.pt[0, L.PT_ATTACKS] == 1


def test_wanhuajianfa_no_follow_up_without_damage() -> None:
    """万花剑法 blocked: no follow-up."""
    sc = attacker_scenario(["wanhuajianfa", "su_1x2"])
    sc.hand(1, ["su_2x2"])
    sc.play_phase(0)
    attack(sc, "wanhuajianfa", 1, "su_2x2")
    assert sc.decision().kind == "play"


def test_wanhuajianfa_no_follow_up_without_another_target_in_range() -> None:
    """万花剑法 in a two-player endgame position (others dead): no other target, no offer."""
    sc = attacker_scenario(["wanhuajianfa", "su_1x2"])
    for seat in (2, 3, 4):
        sc.kill(seat)
    sc.play_phase(0)
    sc.use("wanhuajianfa")  # the only target, seat 1, is chosen by the engine
    assert sc.hp(1) == 3
    assert sc.decision().kind == "play"


def test_follow_up_of_wanhuajianfa_is_a_use_for_jieli() -> None:
    """万花剑法 (white) hurts seat 1, then a red follow-up on 张三丰 (seat 4): his 借力 draws;
    the white first attack on another character drew him nothing."""
    sc = attacker_scenario(["wanhuajianfa", "li_1x1"])
    seat_zhangsanfeng(sc, 4)
    sc.play_phase(0)
    attack(sc, "wanhuajianfa", 1)
    assert sc.hp(1) == 3 and sc.hand_size(4) == 0
    sc.respond("li_1x1")
    if sc.decision().kind == "target":  # (seat 4 is the only other character within range 1)
        sc.target(4)
    pass_defence(sc, 4)
    assert sc.hp(4) == 3
    assert sc.hand_size(4) == 1
