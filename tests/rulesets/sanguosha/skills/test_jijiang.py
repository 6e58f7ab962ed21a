"""劉備 · 激將 (S-HERO-LIUBEI-L, ruling S-OPEN-37): the lord may ask the Shu seats for a 殺, to
answer a request or to attack."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST, Z_DISCARD
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


def test_jijiang_attack_with_a_shu_seats_sha() -> None:
    t = hero_table({0: "liubei", 1: "caocao", 2: "guanyu"})
    t.plain(t.seat(1))
    t.plain(t.seat(2))
    t.deal({t.lord: ["wuzhong"], t.seat(2): ["sha"]})
    assert t.skill("jijiang") in t.legal()
    t.act(t.skill("jijiang"))
    assert t.decision() == (t.seat(2), DEC_REQUEST)  # seat 1 is Wei: not asked
    c = t.card_of(t.seat(2), "sha")
    t.act(c)
    assert t.decision() == (t.lord, L.DEC_TARGET)
    hp = t.hp(t.seat(1))
    words = t.act(t.target(t.seat(1)))
    assert f"seat {t.lord} uses {t.eng.action_to_string(c)}" in words
    assert t.hp(t.seat(1)) == hp - 1 and int(t.g.sha_used[0]) == 1
    assert t.skill("jijiang") not in t.legal()  # the 殺 limit is spent


def test_jijiang_refused_is_gone_for_the_turn() -> None:
    t = hero_table({0: "liubei", 2: "guanyu"})
    t.plain(t.seat(2))
    t.deal({t.lord: ["wuzhong"], t.seat(2): ["sha"]})
    t.act(t.skill("jijiang"))
    t.act(t.passes)
    assert t.decision() == (t.lord, L.DEC_PLAY) and t.skill("jijiang") not in t.legal()


def test_jijiang_attack_with_a_card_wusheng_played() -> None:
    """關羽 plays his equipped red horse as the 殺 (武聖, ruling S-OPEN-45): the lord uses it as
    a 殺 (it hurts the target; it is not equipped), and it is discarded as the horse it is
    (found by the fuzz: it was used as its printed face)."""
    t = hero_table({0: "liubei", 1: "caocao", 2: "guanyu"})
    t.plain(t.seat(1))
    horse = t.equip(t.seat(2), "zhuahuang")
    t.deal({t.lord: ["wuzhong"]})
    t.act(t.skill("jijiang"))
    assert t.decision() == (t.seat(2), DEC_REQUEST) and horse in t.legal()
    t.act(horse)
    assert t.decision() == (t.lord, L.DEC_TARGET)
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    assert t.hp(t.seat(1)) == hp - 1 and t.g.equip[0, t.seat(1), L.SLOT_PLUS] == -1
    assert t.g.zone[0, horse] == Z_DISCARD and t.g.jface[0, horse] == 0
