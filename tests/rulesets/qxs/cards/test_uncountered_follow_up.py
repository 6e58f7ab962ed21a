"""Card effect ``uncountered_follow_up`` (qxs_env/rulesets/qxs/cards/uncountered_follow_up.py):
少林罗汉拳 (``luohanquan``).

Effect: Attacking: if not countered, you may attack the same target again with a move in
`allowed`.

少林罗汉拳 (configs/cards.yaml): If it was not countered, afterwards you may attack the same
target once more with a red (力) move; that extra attack is free.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario, card_action_types, pass_defence, seat_zhangsanfeng


def test_luohanquan_uncountered_follow_up_with_a_red_move() -> None:
    """少林罗汉拳 (red 1x1) not countered: the attacker may attack the same target again with a
    red move (only red ones are offered); that attack uses no attack opportunity."""
    sc = attacker_scenario(["luohanquan", "li_2x1", ("ji_1x1", "blue")])
    sc.play_phase(0)
    attack(sc, "luohanquan", 1)
    assert sc.hp(1) == 3
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    assert card_action_types(sc) == [("li_2x1", 0)]
    sc.respond("li_2x1")
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.hp(1) == 2
    assert sc.clashes() == [(0, 1, 1, 0), (0, 1, 2, 0)]
    assert sc.state.pt[0, L.PT_ATTACKS] == 1  # the follow-up was free


def test_luohanquan_countered_gives_no_follow_up() -> None:
    """少林罗汉拳 countered (a white defence counters red): no further attack is offered."""
    sc = attacker_scenario(["luohanquan", "li_2x1"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    attack(sc, "luohanquan", 1, "su_1x2")
    assert sc.decision().kind == "play" and sc.decision().actor == 0


def test_follow_up_of_luohanquan_is_a_use_for_jieli() -> None:
    """少林罗汉拳's follow-up with a red move on 张三丰: 借力 draws for the first attack and
    again for the follow-up (2 cards; 1 if the follow-up did not fire TP_CARD_USED)."""
    sc = attacker_scenario(["luohanquan", "li_2x1"])
    seat_zhangsanfeng(sc, 1)
    sc.play_phase(0)
    attack(sc, "luohanquan", 1)
    assert sc.hand_size(1) == 1  # 借力, first attack
    assert sc.decision().kind == "respond" and sc.decision().actor == 0
    sc.respond("li_2x1")
    pass_defence(sc, 1)
    assert sc.hand_size(1) == 2  # 借力 again: the follow-up's red move
    assert sc.clashes() == [(0, 1, 1, 0), (0, 1, 2, 0)]
    assert sc.state.pt[0, L.PT_ATTACKS] == 1  # still free (the use counts no opportunity)
