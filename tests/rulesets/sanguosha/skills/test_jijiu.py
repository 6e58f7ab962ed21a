"""華佗 · 急救 (S-HERO-HUATUO-1, ruling S-OPEN-57): outside his turn a red card heals a dying
seat 1 (no 桃: no 救援 bonus)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_RESCUE

from ..table import hero_table
from .test_qingguo import suited


def test_jijiu_red_card_saves_a_dying_seat() -> None:
    t = hero_table({0: "sunquan", 1: "huatuo"})
    red = suited(t, "juedou", (1, 3))
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou"], t.seat(1): ["sha", red]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")
    assert t.decision() == (t.seat(1), DEC_RESCUE) and red in t.legal()
    t.act(red)
    assert t.hp(t.lord) == 1  # 1 only, though 華佗 is of 群 and 孫權 has 救援 (not a 桃)


def test_jijiu_not_in_his_own_turn() -> None:
    t = hero_table({0: "huatuo"})
    red = suited(t, "juedou", (1, 3))
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou", red], t.seat(1): ["sha"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")
    assert not t.g.alive[0, t.lord] or t.eng.done[0]
