"""黃蓋 · 苦肉 (S-HERO-HUANGGAI-1, ruling S-OPEN-18): lose 1 HP (not damage), draw 2, any number
of times; at 0 HP dying first, the draw after a rescue."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_RESCUE

from ..table import hero_table


def test_kurou_trades_hp_for_cards() -> None:
    t = hero_table({0: "huanggai"})
    t.deal({})
    hp = t.hp(t.lord)
    assert t.skill("kurou") in t.legal()
    words = t.act(t.skill("kurou"))
    assert t.hp(t.lord) == hp - 1 and len(t.hand(t.lord)) == 2
    assert f"seat {t.lord} loses 1 HP ({hp - 1} HP left)" in words
    assert not any("damage" in w for w in words)
    t.act(t.skill("kurou"))
    assert t.hp(t.lord) == hp - 2 and len(t.hand(t.lord)) == 4


def test_kurou_at_one_hp_is_dying_then_draws() -> None:
    t = hero_table({0: "huanggai"})
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["tao"]})
    t.act(t.skill("kurou"))
    assert t.decision() == (t.lord, DEC_RESCUE)
    t.play("tao")
    assert t.hp(t.lord) == 1 and len(t.hand(t.lord)) == 2
