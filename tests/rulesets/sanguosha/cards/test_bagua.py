"""八卦陣 (S-CARD-BAGUA, ruling S-OPEN-34): when its owner is asked for a 閃, it may judge first;
a red card stands in for the 閃, otherwise it is asked for a 閃 as usual."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def _red_and_black(t: Table) -> tuple[int, int]:
    """A red and a black card id for the top of the draw pile, of faces no test hand holds."""
    suits = t.eng.tba[0]["card_suit"]
    pile = [int(c) for c in t.g.draw[0, : int(t.g.n_draw[0])]]
    pile = [c for c in pile if L.FACE_IDS[int(t.faces[c])] not in ("sha", "shan", "wuzhong")]
    red = next(c for c in pile if suits[c] in (1, 3))
    black = next(c for c in pile if suits[c] in (0, 2))
    return red, black


def test_a_red_judgement_gives_the_shan() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(target, "bagua")
    red, _ = _red_and_black(t)
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]}, top=[red])
    t.play("sha")
    t.act(t.target(target))
    assert t.decision() == (target, L.DEC_ARMOUR) and t.legal() == [t.passes, t.yes]
    words = t.act(t.yes)
    assert any("八卦陣 gives a 閃" in w for w in words)
    assert t.hp(target) == 4 and t.hand_faces(target) == ["shan"]


def test_a_black_judgement_leaves_the_shan_to_the_hand() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(target, "bagua")
    _, black = _red_and_black(t)
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]}, top=[black])
    t.play("sha")
    t.act(t.target(target))
    t.act(t.yes)
    assert t.decision() == (target, DEC_REQUEST)
    t.act(t.passes)
    assert t.hp(target) == 3


def test_the_owner_may_decline_to_judge() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(target, "bagua")
    t.deal({t.lord: ["wanjian", "wuzhong"], target: ["shan"]})
    t.play("wanjian")
    assert t.decision() == (target, L.DEC_ARMOUR)
    t.act(t.passes)
    assert t.decision() == (target, DEC_REQUEST)
    t.play("shan")
    assert t.hp(target) == 4 and int(t.g.n_disc[0]) >= 1
