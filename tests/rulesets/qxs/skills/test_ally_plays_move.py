"""Hero skill ``ally_plays_move`` (灭绝师太 倚天剑): its scenario tests.

倚天剑: When you need a move you may ask a character of your alignment to put one out for you; it
may refuse.
"""

from __future__ import annotations

from ..helpers import ok, sc5


def test_miejueshitai_yitianjian_an_ally_answers_for_her():
    """灭绝师太 倚天剑 (hero): attacked, she may have characters of her alignment (evil: seat 3)
    answer with a move for her (heroes on, no specials module)."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "miejueshitai")
    sc.set_alignment(3, "evil")
    sc.hand(0, ["li_1x1", "zhangmenxinwu"])
    sc.hand(1, [])
    sc.hand(3, ["li_2x1"])
    hp = sc.hp(1)
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 1
    sc.ask_allies()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 3
    sc.respond("li_2x1")
    assert sc.clashes() == [(0, 1, 1, 2)]
    assert sc.hp(1) == hp
    ok(sc)
