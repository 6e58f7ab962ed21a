"""曹操 · 護駕 (S-HERO-CAOCAO-L, ruling S-OPEN-37): the lord may ask the Wei seats for a 閃."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_hujia_a_wei_seat_gives_the_shan() -> None:
    t = hero_table({0: "caocao", 1: "guanyu", 2: "simayi", 3: "xiahoudun"})
    for k in (1, 2, 3):
        t.plain(t.seat(k))
    t.deal({t.seat(1): ["sha", "wuzhong"], t.seat(3): ["shan"], t.lord: ["wuzhong"]})
    t.act(t.passes)  # the lord's turn ends; seat 1 (Shu) plays
    t.play("sha")
    hp = t.hp(t.lord)
    t.act(t.target(t.lord))
    assert t.decision() == (t.lord, L.DEC_SKILL_YES)
    t.act(t.yes)
    assert t.decision() == (t.seat(3), DEC_REQUEST)  # seat 2 (Wei) holds no 閃: passed over
    t.play("shan")
    assert t.hp(t.lord) == hp and t.hand(t.seat(3)) == []


def test_hujia_only_for_the_lord() -> None:
    t = hero_table({2: "caocao"})
    assert not int(t.g.skills[0, t.seat(2)]) >> L.SKILL_HUJIA & 1
