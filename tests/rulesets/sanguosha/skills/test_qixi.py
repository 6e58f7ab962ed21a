"""甘寧 · 奇襲 (S-HERO-GANNING-1, ruling S-OPEN-45): a black hand card used as a 過河拆橋."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, Z_DISCARD

from ..table import hero_table
from .test_qingguo import suited


def test_qixi_dismantles_with_a_black_card() -> None:
    t = hero_table({0: "ganning"})
    black = suited(t, "sha", (0, 2))
    t.deal({t.lord: [black, "wuzhong"], t.seat(2): ["tao"]})
    words = t.act(t.skill("qixi"))  # the only target, its only card: chosen at once
    assert any("uses 奇襲" in w for w in words)
    assert t.hand(t.seat(2)) == [] and t.g.zone[0, black] == Z_DISCARD


def test_qixi_can_be_cancelled_by_wuxie() -> None:
    t = hero_table({0: "ganning"})
    black = suited(t, "sha", (0, 2))
    t.deal({t.lord: [black, "wuzhong"], t.seat(2): ["tao", "wuxie"]})
    t.act(t.skill("qixi"))  # the only target: chosen at once
    assert t.decision() == (t.seat(2), DEC_CANCEL)
    t.play("wuxie")
    assert t.hand_faces(t.seat(2)) == ["tao"]


def test_qixi_needs_a_black_card() -> None:
    t = hero_table({0: "ganning"})
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: [red, "wuzhong"], t.seat(2): ["tao"]})
    assert t.skill("qixi") not in t.legal()
