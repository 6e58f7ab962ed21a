"""青鋼劍 (S-CARD-QINGGANG, ruling S-OPEN-28): its owner's 殺 ignores the target's armour: 八卦陣 is
not offered against it and 仁王盾 does not stop a black one; its range is 2 (S-DIST-3)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def _black_sha(t: Table) -> int:
    suits = t.eng.tba[0]["card_suit"]
    pile = [int(c) for c in t.g.draw[0, : int(t.g.n_draw[0])]]
    return next(c for c in pile if t.faces[c] == L.F_SHA and suits[c] in (0, 2))


def test_bagua_is_not_offered_against_its_sha() -> None:
    t = Table()
    target = t.seat(2)  # at distance 2: within the sword's range
    t.equip(t.lord, "qinggang")
    t.equip(target, "bagua")
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]})
    t.play("sha")
    assert t.target(target) in t.legal()
    t.act(t.target(target))
    assert t.decision() == (target, DEC_REQUEST)  # no DEC_ARMOUR first
    t.act(t.passes)
    assert t.hp(target) == 3


def test_bagua_is_still_offered_against_another_card_of_the_owner() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "qinggang")
    t.equip(target, "bagua")
    t.deal({t.lord: ["wanjian", "wuzhong"], target: ["shan"]})
    t.play("wanjian")
    assert t.decision() == (target, L.DEC_ARMOUR)


def test_renwang_does_not_stop_its_black_sha() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "qinggang")
    t.equip(target, "renwang")
    black = _black_sha(t)
    t.deal({t.lord: [black, "wuzhong"], target: []})
    t.act(black)
    words = t.act(t.target(target))
    assert t.hp(target) == 3 and not any("仁王盾" in w for w in words)


def test_without_the_sword_renwang_stops_the_same_sha() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(target, "renwang")
    black = _black_sha(t)
    t.deal({t.lord: [black, "wuzhong"], target: []})
    t.act(black)
    t.act(t.target(target))
    assert t.hp(target) == 4
