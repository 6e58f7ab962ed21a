"""劉備 · 激將 (S-HERO-LIUBEI-L, ruling S-OPEN-37): the lord may ask the Shu seats for a 殺."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_jijiang_a_shu_seat_answers_nanman() -> None:
    t = hero_table({0: "liubei", 2: "guanyu"})
    t.plain(t.seat(2))
    t.deal({t.seat(1): ["nanman", "wuzhong"], t.seat(2): ["sha"], t.lord: ["wuzhong"]})
    t.act(t.passes)  # the lord's turn ends
    t.play("nanman")  # seat 1's
    hp = t.hp(t.lord)
    while t.decision() != (t.lord, L.DEC_SKILL_YES):  # seats before the lord answer
        t.act(t.passes)
    t.act(t.yes)
    assert t.decision() == (t.seat(2), DEC_REQUEST)
    t.play("sha")
    assert t.hp(t.lord) == hp and t.hand(t.seat(2)) == []
