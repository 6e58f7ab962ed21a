"""貂蟬 · 離間 (S-HERO-DIAOCHAN-2, ruling S-OPEN-60): a card (hand or equipped), two men: the first
uses a 決鬥 on the second (the second plays 殺 first); 無懈可擊 may cancel it; no card for
奸雄."""

from __future__ import annotations

from qxs_env.engine.layout import (
    DEC_CANCEL,
    DEC_REQUEST,
    DEC_SELECT,
    V_PHYS0,
    V_RESERVED,
    Z_DISCARD,
)
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table, hero_table


def test_lijian_two_men_duel() -> None:
    t = hero_table({0: "diaochan", 1: "caocao", 2: "zhenji", 3: "guanyu", 4: "lvmeng"})
    for k in range(2, 5):
        t.plain(t.seat(k))  # 曹操 keeps 奸雄: the duel is no card, he takes nothing
    t.deal({t.lord: ["shan", "wuzhong"], t.seat(3): ["sha"]})
    assert t.skill("lijian") in t.legal()
    t.act(t.skill("lijian"))
    assert t.legal_seats() == sorted(t.seat(k) for k in (1, 3, 4))  # 甄姬 is no man
    t.act(t.target(t.seat(1)))
    assert t.legal_seats() == sorted(t.seat(k) for k in (3, 4))
    t.act(t.target(t.seat(3)))
    t.act(t.card_of(t.lord, "shan"))
    assert t.decision() == (t.seat(3), DEC_REQUEST)  # the second plays first
    hp = t.hp(t.seat(1))
    t.play("sha")
    assert t.hp(t.seat(1)) == hp - 1  # 曹操 had none
    assert t.decision() == (t.lord, L.DEC_PLAY)  # no 奸雄 question
    assert t.hand_faces(t.lord) == ["wuzhong"] and t.skill("lijian") not in t.legal()


def test_lijian_needs_two_men() -> None:
    t = hero_table({0: "diaochan", 1: "zhenji", 2: "daqiao", 3: "huangyueying", 4: "caocao"})
    t.deal({t.lord: ["shan", "wuzhong"]})
    assert t.skill("lijian") not in t.legal()


def duel_with_a_wuxie_around() -> Table:
    """貂蟬 (the lord) discards her 閃 and sets 曹操 (seat 1) on 關羽 (seat 3, holding a 殺);
    seat 2 holds a 無懈可擊."""
    t = hero_table({0: "diaochan", 1: "caocao", 3: "guanyu"})
    t.deal({t.lord: ["shan", "wuzhong"], t.seat(2): ["wuxie"], t.seat(3): ["sha"]})
    t.act(t.skill("lijian"))
    t.act(t.target(t.seat(1)))
    t.act(t.target(t.seat(3)))
    t.act(t.card_of(t.lord, "shan"))
    return t


def test_lijian_duel_can_be_cancelled_by_wuxie() -> None:
    """S-OPEN-60, S-USE-4: the 決鬥 opens a cancel window for its target; a 無懈可擊 cancels it
    (no 殺 asked, nobody hurt), and nothing of it is left on the table."""
    t = duel_with_a_wuxie_around()
    assert t.decision() == (t.seat(2), DEC_CANCEL)
    hp1, hp3 = t.hp(t.seat(1)), t.hp(t.seat(3))
    words = t.play("wuxie")
    assert any("is cancelled" in w for w in words)
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert t.hp(t.seat(1)) == hp1 and t.hp(t.seat(3)) == hp3 and t.hand_faces(t.seat(3)) == ["sha"]
    assert int(t.g.use_sp[0]) == 0
    assert not (t.g.vcard[0, :, V_PHYS0] == V_RESERVED).any()  # its row is free again


def test_lijian_duel_not_cancelled_goes_on() -> None:
    """S-OPEN-60: the window passed, the second plays 殺 first."""
    t = duel_with_a_wuxie_around()
    t.act(t.passes)
    assert t.decision() == (t.seat(3), DEC_REQUEST)


def test_lijian_with_an_equipped_card() -> None:
    """Her card may be an equipped one (the seed says "a card"): with no hand card the button
    is offered, and the selection offers exactly her hand and equipped cards."""
    t = hero_table({0: "diaochan", 1: "caocao", 3: "guanyu"})
    horse = t.equip(t.lord, "chitu")
    t.deal({t.lord: ["wuzhong"]})
    hand = t.hand(t.lord)
    t.act(t.skill("lijian"))
    t.act(t.target(t.seat(1)))
    t.act(t.target(t.seat(3)))
    assert t.decision() == (t.lord, DEC_SELECT)
    assert sorted(t.legal()) == sorted(hand + [horse])
    t.act(horse)
    assert t.g.zone[0, horse] == Z_DISCARD and t.g.equip[0, t.lord, L.SLOT_MINUS] == -1
    t2 = hero_table({0: "diaochan", 1: "caocao", 3: "guanyu"})
    t2.equip(t2.lord, "chitu")
    t2.deal({t2.lord: []})
    assert t2.decision() == (t2.lord, L.DEC_PLAY) and t2.skill("lijian") in t2.legal()
