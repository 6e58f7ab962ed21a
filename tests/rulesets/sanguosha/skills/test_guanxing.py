"""諸葛亮 · 觀星 (S-HERO-ZHUGELIANG-1, ruling S-OPEN-46, S-OPEN-61): before his draw he looks at
the top X cards (X the living seats), puts each on top or at the bottom, then draws; only he
sees them."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_PLACE, DEC_SHOWN
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import observation as O

from ..table import hero_table


def test_guanxing_arranges_the_top_cards() -> None:
    t = hero_table({1: "zhugeliang"})
    t.deal({t.seat(1): ["shan"], t.lord: ["wuzhong"]}, top=["tao", "sha", "sha", "sha", "juedou"])
    t.act(t.passes)
    assert t.decision() == (t.seat(1), L.DEC_SKILL_YES)
    t.act(t.yes)
    assert t.decision() == (t.seat(1), DEC_SHOWN) and len(t.legal()) == 5
    faces = [L.FACE_IDS[int(t.faces[c])] for c in t.g.shown[0, :5]]
    assert faces == ["tao", "sha", "sha", "sha", "juedou"]
    own = t.eng.observe(t.seat(1))
    other = t.eng.observe(t.seat(2))
    assert own[O.O_SHOWN : O.O_HEROES].sum() == 5 and other[O.O_SHOWN : O.O_HEROES].sum() == 0
    for _ in range(4):  # 殺, 殺, 殺, 決鬥 to the bottom (the 桃 is left first each time)
        t.act(t.shown(1))
        assert t.decision() == (t.seat(1), DEC_PLACE)
        t.act(t.place_action(1))
    assert t.decision() == (t.seat(1), DEC_PLACE)  # the 桃, the last card: chosen at once
    t.act(t.place_action(0))  # on top
    assert t.decision() == (t.seat(1), L.DEC_PLAY)
    assert "tao" in t.hand_faces(t.seat(1)) and len(t.hand(t.seat(1))) == 3
    bottom = [L.FACE_IDS[int(t.faces[int(c)])] for c in t.g.draw[0, :4]]
    assert bottom == ["juedou", "sha", "sha", "sha"]


def test_guanxing_declined_draws_the_top() -> None:
    t = hero_table({1: "zhugeliang"})
    t.deal({t.lord: ["wuzhong"]}, top=["tao", "juedou"])
    t.act(t.passes)
    t.act(t.passes)
    assert t.hand_faces(t.seat(1)) == ["juedou", "tao"]
