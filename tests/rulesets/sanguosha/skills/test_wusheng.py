"""關羽 · 武聖 (S-HERO-GUANYU-1, ruling S-OPEN-45): a red card plays as a 殺 (partial: answers)."""

from __future__ import annotations

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
