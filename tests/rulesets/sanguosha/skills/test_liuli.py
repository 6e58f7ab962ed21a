"""大喬 · 流離 (S-HERO-DAQIAO-2, ruling S-OPEN-53): targeted by a 殺, she may discard a card to
move it to a seat in her attack range (read before the discard), not its user; the card may be
an equipped one."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_liuli_moves_the_sha() -> None:
    t = hero_table({1: "daqiao"})
    t.equip(t.seat(1), "chitu")  # every other seat at distance 1 from her
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["shan"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), L.DEC_SKILL_TARGET)
    assert t.legal_seats() == sorted(t.seat(k) for k in (2, 3, 4))  # not the user
    hp1, hp2 = t.hp(t.seat(1)), t.hp(t.seat(2))
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(1), DEC_SELECT)  # the 閃 or her horse
    t.act(t.card_of(t.seat(1), "shan"))
    assert t.hand(t.seat(1)) == []
    assert t.hp(t.seat(2)) == hp2 - 1 and t.hp(t.seat(1)) == hp1


def test_liuli_declined_she_is_hit() -> None:
    t = hero_table({1: "daqiao"})
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["tao", "tao"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), L.DEC_SKILL_TARGET)
    hp = t.hp(t.seat(1))
    t.act(t.passes)
    assert t.hp(t.seat(1)) == hp - 1 and t.decision()[1] != DEC_SELECT


def test_liuli_discards_the_weapon_that_lends_the_range() -> None:
    """S-OPEN-53: the range is read before she discards: her 青釭劍 (range 2) puts seat 3 in
    range; she moves the 殺 there and discards the sword itself (her only card: chosen at once;
    a card of her equipment may be discarded)."""
    t = hero_table({1: "daqiao"})
    sword = t.equip(t.seat(1), "qinggang")
    t.deal({t.lord: ["sha", "wuzhong"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), L.DEC_SKILL_TARGET)  # asked with no hand card
    assert t.legal_seats() == sorted(t.seat(k) for k in (2, 3, 4))
    hp1, hp3 = t.hp(t.seat(1)), t.hp(t.seat(3))
    t.act(t.target(t.seat(3)))
    assert t.g.zone[0, sword] == Z_DISCARD and t.g.equip[0, t.seat(1), L.SLOT_WEAPON] == -1
    assert t.hp(t.seat(3)) == hp3 - 1 and t.hp(t.seat(1)) == hp1


def test_liuli_card_choice_exact() -> None:
    """S-OPEN-53: any card of hers, hand or equipped, may be discarded."""
    t = hero_table({1: "daqiao"})
    horse = t.equip(t.seat(1), "chitu")
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["shan", "tao"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(1), DEC_SELECT)
    assert sorted(t.legal()) == sorted(t.hand(t.seat(1)) + [horse])
