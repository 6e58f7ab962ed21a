"""Card effect ``link_pair`` (qxs_env/rulesets/qxs/cards/link_pair.py): 阴阳和合散
(``yinyanghehesan``).

Effect: Link `targets` characters differing in gender or alignment (和合), or recast: discard it
and draw `recast_draw`.

阴阳和合散 (configs/cards.yaml): Link two characters who differ in gender or alignment (the 和合
status); or discard it to draw 1 card.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import wide_scenario


def test_yinyang_without_a_pair_can_only_be_recast() -> None:
    """阴阳和合散 ruling: with heroes off nobody has a gender and everybody is 善, so no two
    characters differ: the card can only be recast (discarded to draw 1)."""
    sc = wide_scenario()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.draw_pile_top(["li_1x1"])
    sc.play_phase(0)
    assert sc.can_use("yinyanghehesan")
    sc.use("yinyanghehesan")  # the confirm offers only "recast": taken by itself
    assert sc.hand_faces(0) == ["li_1x1", "zhangmenxinwu"]
    assert sc.discard_faces() == ["yinyanghehesan"]
    assert len(sc.logged(L.EV_RECAST)) == 1


def test_yinyang_recast_by_choice() -> None:
    """阴阳和合散: even when a pair exists its user may recast it (pass on the confirm)."""
    sc = wide_scenario()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.set_alignment(3, "evil")
    sc.draw_pile_top(["qi_1x1"])
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    assert sc.decision().kind == "confirm"
    sc.pass_()
    assert sc.hand_faces(0) == ["qi_1x1", "zhangmenxinwu"]
    assert int(sc.state.linked[:5].sum()) == 0


def test_yinyang_links_and_damage_passes_on() -> None:
    """阴阳和合散 on two characters of different alignment: both are linked (和合). Damage to one
    is dealt to the other too (same amount, attribute and source), then both are unlinked."""
    sc = wide_scenario()
    sc.hand(0, ["yinyanghehesan", "li_2x1", "zhangmenxinwu"])
    sc.set_alignment(3, "evil")
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    sc.yes()
    assert sc.targets() == [0, 1, 2, 3, 4]
    sc.target(1)  # seat 3 is the only character differing from seat 1: chosen by itself
    assert [int(x) for x in sc.state.linked[:5]] == [0, 1, 0, 1, 0]
    sc.use("li_2x1")
    sc.target(1)  # no defence: 1 red damage, passed on to seat 3
    assert sc.hp(1) == 3 and sc.hp(3) == 3
    assert sc.logged(L.EV_DAMAGE) == [(0, 1, 1, 0, 0), (0, 3, 1, 0, 1)]
    assert int(sc.state.linked[:5].sum()) == 0


def test_yinyang_wuchangdan_spares_one_target() -> None:
    """阴阳和合散 is a poison: 无常丹 cancels it for one character; the other is still linked."""
    sc = wide_scenario()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.hand(3, ["wuchangdan"])
    sc.set_alignment(3, "evil")
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    sc.yes()
    sc.target(1)  # the second target, seat 3, is the only one possible
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 3, 1)  # seat 1's window first
    sc.pass_()
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 3, 3)
    sc.cancel()
    assert [int(x) for x in sc.state.linked[:5]] == [0, 1, 0, 0, 0]


def test_linked_damage_reaches_every_other_linked_character_once() -> None:
    """和合 with three linked characters: damage to one reaches the two others once each (no
    loop), and all three end unlinked; an unlinked character is not hurt."""
    sc = wide_scenario()
    sc.hand(0, ["zhangmenxinwu"])
    for p in (1, 2, 4):
        sc.set_linked(p)
    sc.play_phase(0)
    sc.inject_damage(2, 1, source=0, colour="blue")
    assert [sc.hp(p) for p in range(5)] == [5, 3, 3, 4, 3]
    assert len(sc.logged(L.EV_DAMAGE)) == 3
    assert all(row[3] == 1 for row in sc.logged(L.EV_DAMAGE))  # blue, passed on as it was
    assert int(sc.state.linked[:5].sum()) == 0


def test_linked_damage_prevented_is_not_passed_on() -> None:
    """和合: damage that a face-down character does not take is not passed on; it stays linked."""
    sc = wide_scenario()
    sc.hand(0, ["zhangmenxinwu"])
    sc.set_linked(1)
    sc.set_linked(2)
    sc.set_face_down(1)
    sc.play_phase(0)
    sc.inject_damage(1, 1, source=0)
    assert sc.hp(1) == 4 and sc.hp(2) == 4
    assert [int(x) for x in sc.state.linked[:3]] == [0, 1, 1]


def test_yinyang_gender_counts_when_both_have_one() -> None:
    """阴阳和合散: characters of the same alignment may be linked when both have a gender and the
    genders differ (heroes will set them)."""
    sc = wide_scenario()
    sc.hand(0, ["yinyanghehesan", "zhangmenxinwu"])
    sc.set_gender(1, "male")
    sc.set_gender(2, "female")
    sc.set_gender(4, "male")
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    sc.yes()
    assert sc.targets() == [1, 2, 4]
    sc.target(2)
    assert sc.targets() == [1, 4]
