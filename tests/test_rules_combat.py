"""Scenario tests of combat (R-M1..R-M6) and equipment (R-E1, R-E2), heroes off.

Distances are checked both through the targets the engine offers and through
``rules.distance`` itself; clashes through the powers the engine logs (``EV_CLASH``) and the HP
lost. The move faces of the starter deck are generic: ``li`` red, ``ji`` blue, ``qi`` yellow,
``su`` white, named ``<colour>_<power>x<range>``. The counter cycle is
red -> blue -> yellow -> white -> red (R-M4). What a card's own effect adds (colour arts,
闭穴功, 杂阿含功 ...) is tested with that effect in tests/rulesets/qxs/cards/.
"""

from __future__ import annotations

import pytest

# shared with the card-effect tests (tests/rulesets/qxs/cards/: pytest puts tests/ on sys.path)
from rulesets.qxs.cards.helpers import EIGHT, FIVE, clash

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.constants import SLOT_MINUS, SLOT_PLUS
from qxs_env.rulesets.qxs.scenario import Scenario


def _dist(sc: Scenario, a: int, t: int) -> int:
    return int(rules.distance(sc.state, sc.eng.tba[0], sc.eng.cfg, a, t))


def _attack_targets(sc: Scenario, seat: int, move: str, hand_extra: tuple[str, ...] = ()) -> list:
    """Seats ``seat`` may attack with ``move`` in a fresh play phase."""
    sc.hand(seat, [move, *hand_extra])
    sc.play_phase(seat)
    sc.use(move)
    return sc.targets()


# ============================================================================ range (R-M1)
def test_rm1_move_range_alone() -> None:
    """R-M1: with no internal art the move's own range decides: at 8 players seat 0 reaches seats
    1 and 7 with a range-1 move, and everyone but seat 4 (distance 4) with a range-3 move."""
    sc = Scenario(8, identities=EIGHT, auto_forced=False)
    assert _attack_targets(sc, 0, "li_1x1") == [1, 7]
    assert _attack_targets(sc, 0, "ji_2x3") == [1, 2, 3, 5, 6, 7]
    assert _attack_targets(sc, 0, "ji_1x6") == [1, 2, 3, 4, 5, 6, 7]


def test_rm1_internal_art_range_when_larger() -> None:
    """R-M1: attack range is the larger of the move's range and the internal art's: with
    龙象般若功 (range 3) a range-1 move reaches distance 3, and a range-6 move keeps range 6."""
    sc = Scenario(8, identities=EIGHT, auto_forced=False)
    sc.equip(0, "longxiangbanruogong")
    assert _attack_targets(sc, 0, "li_1x1") == [1, 2, 3, 5, 6, 7]
    assert _attack_targets(sc, 0, "ji_1x6") == [1, 2, 3, 4, 5, 6, 7]


def test_rm1_no_self_and_no_dead_targets() -> None:
    """R-M1: an attack targets another living character: never yourself, never the dead."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.kill(2)
    assert _attack_targets(sc, 0, "ji_1x6") == [1, 3, 4]


# ============================================================================ distance (R-M2)
def test_rm2_plain_distance_is_the_shorter_way_round() -> None:
    """R-M2: distance is the fewer seats either way: at 8 players 1, 2, 3, 4, 3, 2, 1 from
    seat 0, and symmetric."""
    sc = Scenario(8, identities=EIGHT)
    assert [_dist(sc, 0, t) for t in range(1, 8)] == [1, 2, 3, 4, 3, 2, 1]
    assert _dist(sc, 5, 2) == _dist(sc, 2, 5) == 3


def test_rm2_minus_lightness_of_the_attacker() -> None:
    """R-M2: a −1 lightness card (水上漂) of the attacker brings every target 1 closer: seat 4 at
    distance 3, so a range-3 move now reaches it. The target's own −1 card does not help it."""
    sc = Scenario(8, identities=EIGHT, auto_forced=False)
    sc.equip(0, "shuishangpiao")
    assert [_dist(sc, 0, t) for t in range(1, 8)] == [1, 1, 2, 3, 2, 1, 1]
    assert _dist(sc, 4, 0) == 4
    assert _attack_targets(sc, 0, "ji_2x3") == [1, 2, 3, 4, 5, 6, 7]


def test_rm2_plus_lightness_of_the_target() -> None:
    """R-M2: a +1 lightness card (踏雪无痕) on the target makes it 1 farther from every attacker,
    so a neighbour is out of reach of a range-1 move; its own attacks are not affected."""
    sc = Scenario(8, identities=EIGHT, auto_forced=False)
    sc.equip(1, "taxuewuhen")
    assert _dist(sc, 0, 1) == 2 and _dist(sc, 2, 1) == 2
    assert _dist(sc, 1, 0) == 1
    assert _attack_targets(sc, 0, "li_1x1") == [7]


def test_rm2_never_below_one() -> None:
    """R-M2: distance is never below 1: a neighbour stays at 1 with the attacker's −1 card."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(0, "shuishangpiao")
    assert _dist(sc, 0, 1) == 1
    sc.equip(0, "lingboweibu")  # +1 slot; with both modifiers -2 in all when attacking
    assert _dist(sc, 0, 1) == 1 and _dist(sc, 0, 2) == 1


def test_rm2_dead_seats_are_skipped() -> None:
    """R-M2: only living characters count: with seats 1 and 2 dead, seat 3 is seat 0's
    neighbour (distance 1) and within reach of a range-1 move."""
    sc = Scenario(8, identities=EIGHT, auto_forced=False)
    sc.kill(1)
    sc.kill(2)
    assert _dist(sc, 0, 3) == 1
    assert _dist(sc, 0, 4) == 2
    assert _attack_targets(sc, 0, "li_1x1") == [3, 7]


def test_rm2_lingboweibu_goes_to_the_plus_slot_first() -> None:
    """R-M2 ruling: 凌波微步 used from hand goes to the free +1 slot; with the +1 slot taken by
    踏雪无痕 it goes to the free −1 slot; with both taken it replaces the +1 card."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["lingboweibu", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("lingboweibu")
    assert sc.equipment(0) == {"lightness+1": "lingboweibu"}

    sc = Scenario(5, identities=FIVE)
    sc.equip(0, "taxuewuhen")
    sc.hand(0, ["lingboweibu", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("lingboweibu")
    assert sc.equipment(0) == {"lightness-1": "lingboweibu", "lightness+1": "taxuewuhen"}

    sc = Scenario(5, identities=FIVE)
    sc.equip(0, "taxuewuhen")
    sc.equip(0, "shuishangpiao")
    sc.hand(0, ["lingboweibu", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("lingboweibu")
    assert sc.equipment(0) == {"lightness-1": "shuishangpiao", "lightness+1": "lingboweibu"}
    assert sc.discard_faces() == ["taxuewuhen"]


@pytest.mark.parametrize("slot", [SLOT_PLUS, SLOT_MINUS])
def test_rm2_lingboweibu_both_modifiers(slot: int) -> None:
    """R-M2 ruling (lingbo_both, default): 凌波微步 applies −1 when its owner attacks and +1 when it
    is attacked, whichever slot it is in. At 8 players seat 0 then has distance 3 to seat 4 and
    seat 4 has distance 5 to seat 0."""
    sc = Scenario(8, identities=EIGHT)
    sc.equip(0, "lingboweibu", slot=slot)
    assert _dist(sc, 0, 4) == 3
    assert _dist(sc, 4, 0) == 5
    assert _dist(sc, 1, 0) == 2


def test_rm2_lingboweibu_slot_only_variant() -> None:
    """R-M2 switch lingbo_both=False: only the modifier of the slot it sits in applies."""
    sc = Scenario(8, identities=EIGHT, lingbo_both=False)
    sc.equip(0, "lingboweibu", slot="plus")
    assert (_dist(sc, 0, 4), _dist(sc, 4, 0)) == (4, 5)
    sc.equip(0, "lingboweibu", slot="minus")
    assert (_dist(sc, 0, 4), _dist(sc, 4, 0)) == (3, 4)


def test_card_distances_use_lightness() -> None:
    """R-M2 applies to card distances too: with 水上漂 (−1) seat 0 reaches seat 2 (distance 2)
    with 吸星 (distance 1); 踏雪无痕 (+1) on seat 1 puts it out of reach of 三尸脑神丹."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.equip(0, "shuishangpiao")
    sc.hand(2, ["li_1x1"])
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    assert sc.targets() == [2]

    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.equip(1, "taxuewuhen")
    sc.hand(0, ["sanshinaoshendan", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("sanshinaoshendan")
    assert sc.targets() == [4]


# ============================================================================ clash (R-M3..M5)
@pytest.mark.parametrize(
    ("attack", "defence", "powers", "lost"),
    [
        # no defence: B = 0, damage ceil(A / 2) (R-M4 ruling)
        ("li_1x1", None, (1, 0), 1),
        ("li_2x1", None, (2, 0), 1),
        # attacker's colour counters the defence's: +1 to A
        ("li_1x1", "ji_1x1", (2, 1), 1),  # red counters blue
        ("ji_2x2", "qi_1x1", (3, 1), 1),  # blue counters yellow
        ("qi_2x1", "su_1x2", (3, 1), 1),  # yellow counters white
        ("su_2x2", "li_1x1", (3, 1), 1),  # white counters red
        # defence's colour counters the attack's: +1 to B, and B >= A blocks (R-M5)
        ("li_2x1", "su_1x2", (2, 2), 0),  # white counters red
        ("ji_2x2", "li_1x1", (2, 2), 0),  # red counters blue
        ("ji_2x3", "li_2x1", (2, 3), 0),
        # no counter between opposite colours; equal power blocks
        ("li_1x1", "qi_1x1", (1, 1), 0),  # red vs yellow
        ("ji_2x2", "su_1x2", (2, 1), 1),  # blue vs white: ceil(1/2) = 1
        ("su_2x2", "ji_2x2", (2, 2), 0),  # white vs blue
        ("su_2x2", "qi_2x2", (2, 3), 0),  # yellow counters white
        # any colour may defend (R-M3), same colour: no counter
        ("qi_2x2", "qi_1x1", (2, 1), 1),
    ],
)
def test_rm345_clash_arithmetic(attack, defence, powers, lost) -> None:
    """R-M3/R-M4/R-M5: power A and B as printed, +1 for the side whose colour counters the
    other's (red→blue→yellow→white→red), B = 0 without a defence; B ≥ A blocks, otherwise the
    damage is ceil((A − B) / 2)."""
    assert clash(attack, defence) == (powers, lost)


def test_rm3_defender_offered_every_move_in_hand() -> None:
    """R-M3: the defender may answer with any move card in hand, whatever its colour, or pass;
    non-move cards are not offered."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["li_2x1", "ji_1x6", "qi_1x2", "su_2x2", "kanpo", "heiyuduanxugao"])
    sc.play_phase(0)
    sc.use("li_1x1")
    sc.target(1)
    face = sc.eng.catalogue.index
    moves = (("li_2x1", 0), ("ji_1x6", 1), ("qi_1x2", 2), ("su_2x2", 3))
    want = {face[f] * 4 + c for f, c in moves}
    assert set(sc.legal()) == want | {sc.eng.offsets["pass"]}


def test_rm_forced_pass_without_a_move() -> None:
    """Forced decisions: a defender with no move card is not asked (its only action is to pass)
    when auto_forced is on; with auto_forced=False it is asked and may only pass."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["kanpo"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    assert sc.decision().actor == 0 and sc.hp(1) == 3

    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.hand(1, ["kanpo"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    assert sc.legal() == [sc.eng.offsets["pass"]]
    sc.pass_()
    assert sc.hp(1) == 3


# ============================================================================ attribute (R-M6)
def test_rm6_damage_has_the_move_colour() -> None:
    """R-M6: the damage event carries the attacking move's colour (here yellow)."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["qi_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("qi_2x1")
    sc.target(1)
    assert sc.logged(L.EV_DAMAGE) == [(0, 1, 1, 2, 0)]


# ============================================================================ equipment (R-E1)
def test_re1_equip_replaces_and_discards_the_old_card() -> None:
    """R-E1: equipping 葵花宝典 into an internal slot holding 龙象般若功 discards 龙象般若功."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(0, "longxiangbanruogong")
    sc.hand(0, ["kuihuabaodian", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("kuihuabaodian")
    assert sc.equipment(0) == {"internal": "kuihuabaodian"}
    assert sc.discard_faces() == ["longxiangbanruogong"]
    assert sc.hand_faces(0) == ["zhangmenxinwu"]


def test_re1_slots_are_independent() -> None:
    """R-E1: one card per slot: an internal art, a mental art, a −1 and a +1 lightness card can
    all be equipped at once, each from hand in the play phase."""
    sc = Scenario(5, identities=FIVE)
    sc.hand(0, ["longxiangbanruogong", "hunyuanqi", "shuishangpiao", "taxuewuhen", "zhangmenxinwu"])
    sc.play_phase(0)
    for face in ("longxiangbanruogong", "hunyuanqi", "shuishangpiao", "taxuewuhen"):
        sc.use(face)
    assert sc.equipment(0) == {
        "internal": "longxiangbanruogong",
        "mental": "hunyuanqi",
        "lightness-1": "shuishangpiao",
        "lightness+1": "taxuewuhen",
    }
    assert sc.discard_faces() == []


def test_re1_same_name_replaces() -> None:
    """R-E1/R-T4b: a second 闭穴功 replaces the first (never two of one name)."""
    sc = Scenario(5, identities=FIVE)
    first = sc.equip(0, "bixuegong")
    sc.hand(0, ["bixuegong", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("bixuegong")
    assert sc.equipment(0) == {"mental": "bixuegong"}
    assert sc.zone_of(first) == ("discard", -1)
