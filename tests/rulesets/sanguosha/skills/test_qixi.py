"""甘寧 · 奇襲 (S-HERO-GANNING-1, ruling S-OPEN-45): a black card, from his hand or his equipment,
used as a 過河拆橋."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, DEC_SELECT, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited
from .test_wusheng import add_skill


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


def test_qixi_with_an_equipped_black_card() -> None:
    """S-OPEN-45: the selection offers exactly his black cards, hand and equipped (his 八卦陣
    ♠2, not his red horse); the armour used as a 過河拆橋 leaves his equipment, which 梟姬
    hears (S-HERO-SUNSHANGXIANG-2)."""
    t = hero_table({0: "ganning"})
    armour = t.equip(t.lord, "bagua")
    t.equip(t.lord, "zhuahuang")  # ♥K: red, not offered
    black = suited(t, "sha", (0, 2))
    t.deal({t.lord: [black, suited(t, "tao", (1, 3))], t.seat(2): ["tao"]})
    add_skill(t, t.lord, "xiaoji")
    t.act(t.skill("qixi"))
    assert t.decision() == (t.lord, DEC_SELECT)
    assert sorted(t.legal()) == sorted([black, armour])
    t.act(armour)  # the only target, its only card: chosen at once
    assert t.hand(t.seat(2)) == [] and t.g.zone[0, armour] == Z_DISCARD
    assert t.g.equip[0, t.lord, L.SLOT_ARMOUR] == -1
    assert len(t.hand(t.lord)) == 4  # his two hand cards and the 2 梟姬 drew


def test_qixi_button_with_an_equipped_black_card_only() -> None:
    """S-OPEN-45: no black hand card, a black weapon (青釭劍 ♠6): the button is offered."""
    t = hero_table({0: "ganning"})
    sword = t.equip(t.lord, "qinggang")
    t.deal({t.lord: [suited(t, "tao", (1, 3))], t.seat(2): ["tao"]})
    assert t.skill("qixi") in t.legal()
    t.act(t.skill("qixi"))
    assert t.hand(t.seat(2)) == [] and t.g.zone[0, sword] == Z_DISCARD
