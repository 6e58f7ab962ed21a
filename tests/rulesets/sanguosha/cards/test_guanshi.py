"""貫石斧 (S-CARD-GUANSHI, rulings S-OPEN-28, S-OPEN-30, S-OPEN-34): range 3; when its owner's 殺
is dodged (by a 閃 or by 八卦陣), the owner may discard two cards of its hand or equipment, never
the axe, to make the 殺 hit anyway; the first may be declined, the second not."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_two_discards_make_a_dodged_sha_hit() -> None:
    t = Table()
    target = t.seat(1)
    axe = t.equip(t.lord, "guanshi")
    horse = t.equip(t.lord, "chitu")
    t.deal({t.lord: ["sha", "tao", "wuzhong"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.play("shan")
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    tao, wuzhong = t.card_of(t.lord, "tao"), t.card_of(t.lord, "wuzhong")
    assert sorted(t.legal()) == sorted([tao, wuzhong, horse, t.passes])
    assert axe not in t.legal()
    words = t.act(horse)
    assert int(t.g.equip[0, t.lord, L.SLOT_MINUS]) == -1
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    assert sorted(t.legal()) == sorted([tao, wuzhong])  # no pass once under way
    words += t.act(tao)
    assert t.hp(target) == 3 and t.hand_faces(t.lord) == ["wuzhong"]
    assert any("貫石斧" in w for w in words)


def test_the_owner_may_pass() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "guanshi")
    t.deal({t.lord: ["sha", "tao", "wuzhong"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.play("shan")
    t.act(t.passes)
    assert t.hp(target) == 4 and t.hand_faces(t.lord) == ["tao", "wuzhong"]


def test_not_offered_with_fewer_than_two_cards_besides_the_axe() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "guanshi")
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.play("shan")
    assert t.hp(target) == 4 and t.decision() == (t.lord, L.DEC_PLAY)


def test_a_dodge_by_bagua_counts() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "guanshi")
    t.equip(target, "bagua")
    t.deal({t.lord: ["sha", "tao", "tao"], target: []}, top=[t.red_in_pile(("sha", "tao"))])
    t.play("sha")
    t.act(t.target(target))
    assert t.decision() == (target, L.DEC_ARMOUR)
    t.act(t.yes)
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    t.act(t.card_of(t.lord, "tao"))  # the second is the only card left: taken at once
    assert t.hp(target) == 3 and t.hand(t.lord) == []


def test_its_range_is_three() -> None:
    t = Table(players=8)
    t.equip(t.lord, "guanshi")
    t.deal({t.lord: ["sha", "wuzhong"]})
    t.play("sha")
    assert set(t.legal()) == {t.target(t.seat(k)) for k in (1, 2, 3, 5, 6, 7)}
    assert t.decision()[1] != DEC_REQUEST
