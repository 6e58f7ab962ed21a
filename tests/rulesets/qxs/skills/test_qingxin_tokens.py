"""Hero skill ``qingxin_tokens`` (林朝英 玉女倾心): its scenario tests.

玉女倾心: You start with 4 倾心 tokens; once in your play phase you may give one to a male hero and
then recover 1 HP or draw 2 cards.
"""

from __future__ import annotations

from ..helpers import sc5


def test_linchaoying_yunv_qingxin_token_to_a_male_hero_then_heal():
    """林朝英 玉女倾心: she starts with 4 tokens; in her play phase she gives one to a male hero
    (only 莫大 at seat 1 is one) and recovers 1 HP (yes) — or would draw 2 (pass)."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.set_hero(1, "moda")
    assert int(sc.state["sk_tok"][0, 0]) == 4
    sc.hp(0, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        assert sc.targets() == [1]
        sc.target(1)
    sc.yes()
    assert sc.hp(0) == 3
    assert int(sc.state["qingxin"][1]) == 1 and int(sc.state["sk_tok"][0, 0]) == 3
    assert not sc.can_hero_skill(0)  # once per turn


def test_linchaoying_yunv_qingxin_draw_two():
    """玉女倾心, passing the choice: she draws 2 cards instead of the HP."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.set_hero(1, "moda")
    sc.hp(0, 2)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.hero_skill(0)
    if sc.decision().kind == "target":
        sc.target(1)
    sc.pass_()
    assert sc.hp(0) == 2 and sc.hand_size(0) == 3
