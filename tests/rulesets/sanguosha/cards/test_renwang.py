"""仁王盾 (S-CARD-RENWANG, ruling S-OPEN-35): a black 殺 used on its owner has no effect; a red
one hits; 殺 given as answers (南蠻入侵) are not affected; the stopped 殺 still counts."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def _sha(t: Table, red: bool) -> int:
    suits = t.eng.tba[0]["card_suit"]
    faces = t.faces
    pile = [int(c) for c in t.g.draw[0, : int(t.g.n_draw[0])]]
    pile += [c for p in range(t.n) for c in t.hand(p)]
    return next(c for c in pile if faces[c] == L.F_SHA and (suits[c] in (1, 3)) == red)


def test_a_black_sha_is_stopped_and_still_counts() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(target, "renwang")
    black = _sha(t, red=False)
    t.deal({t.lord: [black, "wuzhong"], target: []})
    words = t.act(black)
    words = t.act(t.target(target)) if t.decision()[1] == L.DEC_TARGET else words
    assert t.hp(target) == 4 and any("仁王盾 stops" in w for w in words)
    assert int(t.g.sha_used[0]) == 1


def test_a_red_sha_hits() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(target, "renwang")
    red = _sha(t, red=True)
    t.deal({t.lord: [red, "wuzhong"], target: []})
    t.act(red)
    if t.decision()[1] == L.DEC_TARGET:
        t.act(t.target(target))
    assert t.hp(target) == 3


def test_a_shan_used_as_a_sha_by_longdan_is_red_and_hits() -> None:
    """仁王盾 reads the face a card is used as and its colour (龍膽: a 閃 used as a 殺,
    S-HERO-ZHAOYUN-1). Every 閃 of the deck is red, so such a 殺 is red and hits; no card of
    this edition makes a black 殺 of another face (丈八蛇矛's black pair: test_zhangba.py)."""
    from ..table import hero_table

    t = hero_table({0: "zhaoyun"})
    t.equip(t.seat(1), "renwang")
    t.deal({t.lord: ["shan", "wuzhong"]})
    hp = t.hp(t.seat(1))
    t.act(t.skill("longdan"))
    t.act(t.target(t.seat(1)))
    assert t.hp(t.seat(1)) == hp - 1
