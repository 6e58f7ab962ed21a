"""Card effect ``duel`` (qxs_env/rulesets/qxs/cards/duel.py): 单挑 (``dantiao``).

Effect: You and the target alternately play moves that can block the previous one; the first who
cannot takes `damage` damage.

单挑 (configs/cards.yaml): You and another character take turns playing moves, the target first,
each strong enough to block the previous one (skills ignored); whoever fails first takes 1
damage.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.obs import D_PURPOSE

from .helpers import card_action_faces, wide_scenario


def test_dantiao_target_without_a_move_takes_the_damage() -> None:
    """单挑: the target plays first; with no move card it takes 1 damage (no attribute) from the
    user, and 单挑 goes to the discard pile."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("dantiao")
    assert sc.targets() == [1, 2, 3, 4]  # any other character, no distance limit
    sc.target(2)
    assert sc.hp(2) == 3
    assert sc.logged(L.EV_DAMAGE) == [(0, 2, 1, -1, 0)]
    assert "dantiao" in sc.discard_faces()


def test_dantiao_escalation_and_the_user_failing() -> None:
    """单挑: moves alternate, target first, each of printed power at least the previous one;
    the first duellist who cannot play takes 1 damage from the other (here the user)."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "qi_1x1", "zhangmenxinwu"])
    sc.hand(2, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    d = sc.decision()
    assert (d.kind, d.actor, d.other, d.face) == ("respond", 2, 0, "dantiao")
    sc.respond("li_1x1")
    assert sc.decision().actor == 0
    sc.respond("qi_1x1")
    assert sc.decision().actor == 2
    sc.respond("ji_1x1")  # seat 0 has no move left: it fails
    assert sc.hp(0) == 4 and sc.hp(2) == 4
    assert sc.logged(L.EV_DAMAGE) == [(2, 0, 1, -1, 0)]
    assert sc.hand_faces(2) == []


def test_dantiao_mask_lists_only_strong_enough_moves() -> None:
    """单挑 ruling: printed power only, the colour counter does not count. After a red power-2
    move, a white power-1 move (which would counter red in a clash) is not offered; the white
    power-2 move is. Passing takes the damage."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "su_1x2", "su_2x2", "zhangmenxinwu"])
    sc.hand(3, ["li_2x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(3)
    sc.respond("li_2x1")
    assert sc.decision().actor == 0
    assert card_action_faces(sc) == ["su_2x2"]
    assert sc.eng.offsets["pass"] in sc.legal()
    obs = sc.eng.observe(0)
    dec = sc.eng.layout.slices["decision"].start
    assert obs[dec + D_PURPOSE + L.PUR_DUEL] == 1.0
    sc.pass_()
    assert sc.hp(0) == 4
    assert sc.logged(L.EV_DAMAGE) == [(3, 0, 1, -1, 0)]


def test_dantiao_equal_power_is_enough() -> None:
    """单挑: a move of the same printed power as the previous one may be played."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "ji_2x2", "zhangmenxinwu"])
    sc.hand(1, ["qi_2x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(1)
    sc.respond("qi_2x1")
    assert card_action_faces(sc) == ["ji_2x2"]
    sc.respond("ji_2x2")  # seat 1 has nothing left
    assert sc.hp(1) == 3 and sc.hp(0) == 5


def test_dantiao_cancelled_by_kanpo() -> None:
    """单挑 is a strategy card: the target's 看破 cancels it; nobody plays or is hurt."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "zhangmenxinwu"])
    sc.hand(2, ["kanpo", "li_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    assert sc.decision().kind == "cancel" and sc.decision().actor == 2
    sc.cancel()
    assert sc.decision().kind == "play"
    assert [sc.hp(p) for p in range(5)] == [5, 4, 4, 4, 4]
    assert sc.hand_faces(2) == ["li_1x1"]
    assert sorted(sc.discard_faces()) == ["dantiao", "kanpo"]


def test_dantiao_virtual_move_counts_with_its_own_power() -> None:
    """单挑 with 杂阿含功 (a hand card as a power-1 move): the skill is offered only while power 1
    is enough."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "zhangmenxinwu"])
    sc.equip(2, "zaahangong")
    sc.hand(2, ["heiyuduanxugao", "li_2x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    assert sc.can_skill("internal")  # the first move may have any power
    assert "power 0 or more" in sc.describe()
    sc.skill("internal")
    sc.hand_card("heiyuduanxugao")  # a power-1 move in the hand card's colour
    assert sc.hp(0) == 4  # seat 0 holds no move: it takes the damage
    assert sc.logged(L.EV_DAMAGE) == [(2, 0, 1, -1, 0)]


def test_dantiao_virtual_move_too_weak() -> None:
    """单挑: after a power-2 move, 杂阿含功's power-1 move is not offered."""
    sc = wide_scenario()
    sc.hand(0, ["dantiao", "li_2x1", "zhangmenxinwu"])
    sc.equip(2, "zaahangong")
    sc.hand(2, ["heiyuduanxugao", "li_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    sc.respond("li_1x1")
    sc.respond("li_2x1")  # seat 2 now needs power 2: it has only the skill (power 1)
    assert sc.hp(2) == 3
    assert sc.hand_faces(2) == ["heiyuduanxugao"]
