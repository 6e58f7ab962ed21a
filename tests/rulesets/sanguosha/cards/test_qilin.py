"""麒麟弓 (S-CARD-QILIN, rulings S-OPEN-28, S-OPEN-33): range 5; after its owner's 殺 hits, the
owner may discard one horse of the seat hit (its choice of the two), or pass."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def _setup(horses: list[str], target_hand: list[str] = ()) -> tuple[Table, int, list[int]]:
    t = Table()
    target = t.seat(2)
    t.equip(t.lord, "qilin")
    cards = [t.equip(target, h) for h in horses]
    t.deal({t.lord: ["sha", "wuzhong"], target: list(target_hand)})
    t.play("sha")
    t.act(t.target(target))
    return t, target, cards


def test_the_owner_discards_the_horse_it_chooses() -> None:
    t, target, (plus, minus) = _setup(["jueying", "chitu"])
    assert t.hp(target) == 3
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    assert t.legal() == [t.pick(1 + L.SLOT_PLUS), t.pick(1 + L.SLOT_MINUS), t.passes]
    words = t.act(t.pick(1 + L.SLOT_MINUS))
    assert int(t.g.equip[0, target, L.SLOT_MINUS]) == -1
    assert int(t.g.equip[0, target, L.SLOT_PLUS]) == plus
    assert int(t.g.zone[0, minus]) == 4 and any("麒麟弓" in w for w in words)


def test_the_owner_may_pass() -> None:
    t, target, (plus,) = _setup(["dilu"])
    t.act(t.passes)
    assert int(t.g.equip[0, target, L.SLOT_PLUS]) == plus


def test_not_offered_without_a_horse_or_when_dodged() -> None:
    t, target, _ = _setup([])
    assert t.hp(target) == 3 and t.decision() == (t.lord, L.DEC_PLAY)
    t, target, _ = _setup(["dilu"], ["shan"])
    t.play("shan")
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_its_range_is_five() -> None:
    t = Table(players=10)
    t.equip(t.lord, "qilin")
    t.equip(t.seat(5), "dilu")  # at distance 5 + 1
    t.deal({t.lord: ["sha", "wuzhong"]})
    t.play("sha")
    assert set(t.legal()) == {t.target(t.seat(k)) for k in range(1, 10) if k != 5}
