"""郭嘉 · 遺計 (S-HERO-GUOJIA-2, ruling S-OPEN-42): per point of damage he may draw 2 and give
both away at once (to one or two seats, himself allowed)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_GIVE_TO, DEC_SELECT
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


def test_yiji_draws_two_and_gives_them() -> None:
    t = hero_table({1: "guojia"})
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): ["shan"]}, top=["tao", "juedou"])
    t.play("sha")
    t.act(t.target(t.seat(1)))
    t.act(t.passes)  # no 閃 played
    assert t.decision() == (t.seat(1), L.DEC_SKILL_YES)
    t.act(t.yes)
    assert t.decision() == (t.seat(1), DEC_SELECT)
    shan = t.card_of(t.seat(1), "shan")
    assert shan not in t.legal() and len(t.legal()) == 2  # only the two drawn
    t.act(t.card_of(t.seat(1), "tao"))
    assert t.decision() == (t.seat(1), DEC_GIVE_TO)
    assert t.seat(1) in t.legal_seats()  # himself allowed
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(1), DEC_GIVE_TO)  # the 決鬥, the only card left to give
    t.act(t.target(t.seat(1)))  # he keeps this one
    assert t.hand_faces(t.seat(2)) == ["tao"]
    assert t.hand_faces(t.seat(1)) == ["juedou", "shan"]
    assert t.decision() == (t.lord, L.DEC_PLAY)
