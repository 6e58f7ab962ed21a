"""``qxs audit`` for every identity (issue 34, scope 1): each counter of
:mod:`agents.audit.roles` on a hand-built situation, done on purpose and not done."""

from __future__ import annotations

import pytest

from agents.audit import METRICS
from agents.audit.counters import BARS, ROLE_METRICS
from qxs_env.rulesets.qxs.constants import CULT, LEADER
from qxs_env.rulesets.qxs.scenario import Scenario
from tests.test_audit import audited, counts

FIVE = ["leader", "cult", "righteous", "cult", "court"]


def pairs(aud) -> dict:
    """The keyed counts of the game under way (slot 0)."""
    return dict(aud._games[0].pairs)


@pytest.mark.parametrize(("target", "friendly"), [(2, 1), (0, 0)])
def test_friendly_damage_and_kills(target: int, friendly: int) -> None:
    """A cult seat kills another cult seat: friendly damage and a friendly kill; hitting the
    leader is neither."""
    sc = Scenario(players=5, seed=3, identities=["leader", "cult", "cult", "righteous", "court"])
    sc.hand(1, ["li_2x1"])
    sc.hp(target, 1)
    sc.play_phase(1)
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(target)
    while sc.decision().kind == "rescue":
        sc.pass_()
    c = counts(aud)
    assert c["damage_to_others"] >= 1
    assert c.get("friendly_damage", 0) == (c["damage_to_others"] if friendly else 0)
    assert c.get("friendly_kills", 0) == friendly
    assert pairs(aud).get(("damage", CULT, CULT if friendly else LEADER), 0) >= 1


@pytest.mark.parametrize("history", [False, True])
def test_hostile_at_silent_seat(history: bool) -> None:
    """The righteous attacks a seat that has done nothing in public: counted; once that seat
    has attacked someone (the public history), not."""
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(2, ["li_2x1"])
    if history:
        sc.state["hist"][3, 0, 0] = 1  # seat 3 attacked the leader before
    sc.play_phase(2)
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(3)
    c = counts(aud)
    assert c["leader_side_hostile"] == 1
    assert c.get("leader_side_hostile_at_silent", 0) == int(not history)


@pytest.mark.parametrize(("canceller", "own", "friend"), [(2, 0, 1), (1, 0, 0)])
def test_cards_cancelled_by_own_side(canceller: int, own: int, friend: int) -> None:
    """The leader's 掌门信物 cancelled by the righteous (a friend's card cancelled) or by the
    cult (not the own side)."""
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(canceller, ["kanpo"])
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("zhangmenxinwu")
    while sc.decision().kind == "cancel" and sc.decision().actor != canceller:
        sc.pass_()
    sc.cancel("kanpo")
    while sc.decision().kind == "cancel":
        sc.pass_()
    c = counts(aud)
    assert c["first_cancels"] == 1
    assert c.get("own_card_cancelled", 0) == own
    assert c.get("friend_card_cancelled", 0) == friend


@pytest.mark.parametrize(("hand", "last"), [(["li_2x1"], 1), (["li_2x1", "qi_2x1"], 0)])
def test_last_move_spent_at_low_hp(hand: list[str], last: int) -> None:
    """The leader at 2 HP attacks with its only move (counted) or with one of two (not)."""
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, hand)
    sc.hp(0, 2)
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(1)
    c = counts(aud)
    assert c["leader_attacks_low_hp"] == 1
    assert c.get("leader_last_move_spent_low_hp", 0) == last


@pytest.mark.parametrize(("face", "counted"), [("heiyuduanxugao", 1), ("li_2x1", 0)])
def test_medicine_discarded_at_low_hp(face: str, counted: int) -> None:
    """The leader at 1 HP discards 黑玉断续膏 while holding moves (counted) or a move (not)."""
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, ["heiyuduanxugao", "li_2x1", "li_1x1", "qi_1x1"])
    sc.hp(0, 1)
    sc.discard_phase(0)
    aud = audited(sc)
    sc.discard(face)
    c = counts(aud)
    assert c["leader_discards_low_hp"] == 1
    assert c.get("leader_medicines_discarded_low_hp", 0) == counted


@pytest.mark.parametrize(("friend_hp", "counted"), [(1, 1), (3, 0)])
def test_mass_card_with_friend_at_1hp(friend_hp: int, counted: int) -> None:
    """A cult seat casts 剑魔下凡 while the other cult seat is at 1 HP: counted."""
    sc = Scenario(players=5, deck="standard", seed=3, identities=FIVE)
    sc.hand(1, ["jianmoxiafan"])
    sc.hp(3, friend_hp)
    sc.play_phase(1)
    aud = audited(sc)
    sc.use("jianmoxiafan")
    c = counts(aud)
    assert c["mass_casts"] == 1
    assert c.get("mass_casts_friend_at_1hp", 0) == counted


@pytest.mark.parametrize("attack", [False, True])
def test_maoming_without_attack(attack: bool) -> None:
    """冒名顶替 on oneself, then the turn ends with (not counted) or without an attack."""
    sc = Scenario(players=5, deck="standard", seed=3, identities=FIVE)
    sc.set_hero(0, "yangguo")
    sc.hand(0, ["maomingdingti", ("tiezhang", "red")])
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("maomingdingti")
    if sc.decision().kind == "target":
        sc.target(0)
    while sc.decision().kind == "cancel":
        sc.pass_()
    if attack:
        sc.use("tiezhang")
        sc.target(1)
    aud.finish_game(0, truncated=False)
    assert aud.tally.counts["maoming_uses"] == 1
    assert aud.tally.counts["maoming_no_attack"] == int(not attack)


def test_role_metrics_are_reported_with_bounds() -> None:
    """Every issue-34 metric is a reported metric, and every bound names one."""
    assert set(ROLE_METRICS) <= set(METRICS)
    assert {"own_card_cancelled", "leader_side_hostile_at_silent_rate"} <= set(BARS)


@pytest.mark.parametrize("judged_later", [False, True])
def test_own_delayed_card_cancelled_at_its_judgement(judged_later: bool) -> None:
    """The court places 悲酥清风 on seat 1 and cancels it with 无常丹 when it is judged in seat 1's
    turn: the table may have changed since (the court's side to spare, a seat revealed), so
    the cancel is counted apart (``own_delayed_card_cancelled``), not as an own card cancelled.
    The court's own 掌门信物 cancelled in its own play phase still counts as one."""
    sc = Scenario(players=5, seed=3, identities=FIVE)
    face, cancel = ("beisuqingfeng", "wuchangdan") if judged_later else ("zhangmenxinwu", "kanpo")
    sc.hand(4, [face, cancel])
    sc.play_phase(4)
    aud = audited(sc)
    sc.use(face)
    if judged_later:
        sc.target(1)
        sc.start_turn(1)
    while sc.decision().kind == "cancel" and sc.decision().actor != 4:
        sc.pass_()
    sc.cancel(cancel)
    c = counts(aud)
    assert c["first_cancels"] == 1
    assert c.get("own_delayed_card_cancelled", 0) == int(judged_later)
    assert c.get("own_card_cancelled", 0) == int(not judged_later)


@pytest.mark.parametrize("swap", [False, True])
def test_page_boy_turns_with_and_without_a_swap(swap: bool) -> None:
    """冯锡范 (六合童子) in his play phase with a page boy: the turn counts as one with the swap
    offered, and as one with a swap when he takes it (once however often he swaps)."""
    from qxs_env.rulesets.qxs.content.skills import SKILL_PAGE_BOYS

    sc = Scenario(players=5, deck="standard", seed=3, identities=FIVE)
    sc.set_hero(0, "fengxifan", partial=True)
    k = [int(x) for x in sc.state["skills"][0]].index(SKILL_PAGE_BOYS)
    sc.hand(0, [("pikongzhang", "red"), ("tiezhang", "red")])
    sc.stored(0, ["jiuzhuanxiongshedan", ("pikongzhang", "red")])
    sc.play_phase(0)
    aud = audited(sc)
    if swap:
        for _ in range(2):
            sc.hero_skill(k)
            sc.act(int(sc.legal()[0]))  # the hand card set aside
            sc.act(int(sc.legal()[0]))  # the page boy taken
    assert sc.decision().kind == "play" and sc.decision().actor == 0
    sc.pass_()
    aud.finish_game(0, truncated=False)
    assert aud.tally.counts["page_boy_turns"] == 1
    assert aud.tally.counts["page_boy_swap_turns"] == int(swap)
