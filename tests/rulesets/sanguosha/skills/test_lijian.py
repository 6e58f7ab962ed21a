"""貂蟬 · 離間 (S-HERO-DIAOCHAN-2, ruling S-OPEN-60): a card, two men: the first duels the second
(the second plays 殺 first); no card for 奸雄."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


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
