"""郭嘉 · 天妒 (S-HERO-GUOJIA-1): after his own judgement he may take the judgement card."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited


def test_tiandu_takes_his_judgement_card() -> None:
    t = hero_table({1: "guojia"})
    t.equip(t.seat(1), "bagua")
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: ["sha", "wuzhong"]}, top=[red])
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    t.act(t.yes)  # 八卦陣
    assert t.decision() == (t.seat(1), L.DEC_SKILL_YES)
    t.act(t.yes)  # 天妒
    assert t.hand(t.seat(1)) == [red] and t.hp(t.seat(1)) == hp  # red still stood in
