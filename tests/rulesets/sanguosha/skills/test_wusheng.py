"""關羽 · 武聖 (S-HERO-GUANYU-1, rulings S-OPEN-45, S-OPEN-15): a red hand card plays or is used as
a 殺."""

from __future__ import annotations

from qxs_env.engine.layout import Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited


def test_wusheng_red_card_answers_a_duel() -> None:
    t = hero_table({1: "guanyu"})
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: ["juedou", "wuzhong"], t.seat(1): [red]})
    hp = t.hp(t.lord)
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.act(red)  # as a 殺; the lord has none and takes the damage
    assert t.hp(t.lord) == hp - 1 and t.hand(t.seat(1)) == []
    assert t.g.sha_touched[0] == 0  # not 關羽's own turn (克己 counts only the current seat)


def test_wusheng_uses_a_red_card_as_a_sha() -> None:
    t = hero_table({0: "guanyu"})
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: [red, "wuzhong"]})
    t.act(t.skill("wusheng"))
    assert sorted(t.legal()) == sorted([red, t.card_of(t.lord, "wuzhong")])  # the red cards
    assert any("uses 武聖" in w for w in t.act(red))
    assert t.decision() == (t.lord, L.DEC_TARGET)
    hp = t.hp(t.seat(1))
    words = t.act(t.target(t.seat(1)))
    assert t.hp(t.seat(1)) == hp - 1 and t.g.zone[0, red] == Z_DISCARD
    assert any(f"seat {t.lord} uses 桃" in w for w in words)  # its own face and suit, as a 殺
    assert t.skill("wusheng") not in t.legal()  # the 殺 limit is spent
    assert t.g.jface[0, red] == 0  # a 桃 again in the discard pile


def test_wusheng_button_needs_a_red_card() -> None:
    t = hero_table({0: "guanyu"})
    black = suited(t, "juedou", (0, 2))
    t.deal({t.lord: [black]})
    assert t.skill("wusheng") not in t.legal() and black in t.legal()
