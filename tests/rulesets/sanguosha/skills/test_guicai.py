"""司馬懿 · 鬼才 (S-HERO-SIMAYI-2, ruling S-OPEN-39): he may replace any judgement card with a hand
card; the result is read from the new card."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited


def test_guicai_turns_a_bagua_judgement_black() -> None:
    t = hero_table({2: "simayi"})
    t.equip(t.seat(1), "bagua")
    red = suited(t, "tao", (1, 3))
    black = suited(t, "juedou", (0, 2))
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(2): [black]}, top=[red])
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), L.DEC_ARMOUR)
    t.act(t.yes)  # judges: red would stand in for a 閃
    assert t.decision() == (t.seat(2), DEC_SELECT)
    t.act(black)
    assert t.g.zone[0, red] == Z_DISCARD
    assert t.hp(t.seat(1)) == hp - 1  # black: no 閃


def test_guicai_declined_keeps_the_card() -> None:
    t = hero_table({2: "simayi"})
    t.equip(t.seat(1), "bagua")
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(2): ["shan"]}, top=[red])
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    t.act(t.yes)
    t.act(t.done)
    assert t.hp(t.seat(1)) == hp
