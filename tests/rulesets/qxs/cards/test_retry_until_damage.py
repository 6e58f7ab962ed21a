"""Card effect ``retry_until_damage`` (qxs_env/rulesets/qxs/cards/retry_until_damage.py): 九阴真经
(``jiuyinzhenjing``).

Effect: When your attack is blocked you may keep attacking the same target with further moves.

九阴真经 (configs/cards.yaml): Attack range 4. When your attack is blocked you may press on
against the same target with further moves until one lands or you stop.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario, pass_defence, seat_zhangsanfeng


def test_jiuyinzhenjing_attacks_again_after_a_block() -> None:
    """九阴真经: blocked, the attacker plays another move against the same target, who must
    block again; the new attack uses no attack opportunity."""
    sc = attacker_scenario(["li_1x1", "li_2x1"])
    sc.equip(0, "jiuyinzhenjing")
    sc.hand(1, ["li_2x1"])
    sc.play_phase(0)
    attack(sc, "li_1x1", 1, "li_2x1")
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    sc.respond("li_2x1")
    assert sc.clashes() == [(0, 1, 1, 2), (0, 1, 2, 0)]
    assert sc.hp(1) == 3
    assert sc.state.pt[0, L.PT_ATTACKS] == 1


def test_jiuyinzhenjing_stops_when_the_attacker_passes() -> None:
    """九阴真经: blocked twice, then the attacker stops: no damage, both moves discarded."""
    sc = attacker_scenario(["li_1x1", "li_2x1", "li_1x1"])
    sc.equip(0, "jiuyinzhenjing")
    sc.hand(1, ["su_2x2", "su_2x2"])
    sc.play_phase(0)
    attack(sc, "li_1x1", 1, "su_2x2")
    sc.respond("li_2x1")
    sc.respond("su_2x2")
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.pass_()
    assert sc.hp(1) == 4
    assert len(sc.clashes()) == 2
    assert sc.hand_faces(0) == ["li_1x1", "zhangmenxinwu"]


def test_follow_up_of_jiuyinzhenjing_is_a_use_for_jieli() -> None:
    """九阴真经: 张三丰 blocks a red move (white 1x2 counters red), the attacker goes on with
    another red move: 借力 draws for both moves."""
    sc = attacker_scenario(["li_1x1", "li_2x1"])
    sc.equip(0, "jiuyinzhenjing")
    seat_zhangsanfeng(sc, 1)
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1")
    sc.target(1)
    assert sc.hand_size(1) == 2  # su_1x2 and 借力's card
    sc.respond("su_1x2")  # blocks: 1 + 1 (counter) >= 1
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.respond("li_2x1")
    pass_defence(sc, 1)
    assert sc.clashes() == [(0, 1, 1, 2), (0, 1, 2, 0)]
    assert sc.hand_size(1) == 2  # the two cards 借力 drew
