"""甄姬 · 傾國 (S-HERO-ZHENJI-2, ruling S-OPEN-45): any black hand card plays as a 閃."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST

from ..table import Table, hero_table


def suited(t: Table, face: str, suits: tuple[int, ...]) -> int:
    """A card of ``face`` whose suit is one of ``suits`` (0 spade, 1 heart, 2 club, 3 diamond)."""
    suit = t.eng.tba[0]["card_suit"]
    return next(c for c in range(104) if t._face(face) == t.faces[c] and int(suit[c]) in suits)


def test_qingguo_black_card_dodges() -> None:
    t = hero_table({1: "zhenji"})
    black, red = suited(t, "juedou", (0, 2)), suited(t, "tao", (1, 3))
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): [black, red]})
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), DEC_REQUEST)
    assert black in t.legal() and red not in t.legal()
    t.act(black)
    assert t.hp(t.seat(1)) == hp and t.hand(t.seat(1)) == [red]


def test_without_qingguo_a_black_card_does_not_dodge() -> None:
    t = hero_table({})
    black = suited(t, "juedou", (0, 2))
    t.deal({t.lord: ["sha", "wuzhong"], t.seat(1): [black]})
    t.play("sha")
    hp = t.hp(t.seat(1))
    t.act(t.target(t.seat(1)))  # nothing to give: the request passes at once
    assert t.hp(t.seat(1)) == hp - 1
