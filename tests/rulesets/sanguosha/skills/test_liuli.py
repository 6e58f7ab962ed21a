"""大喬 · 流離 (S-HERO-DAQIAO-2, ruling S-OPEN-53): targeted by a 殺, she may discard a card to
move it to a seat in her attack range, not its user."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_SELECT
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
    assert t.hand(t.seat(1)) == []  # the 閃 discarded (her only card: chosen at once)
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
