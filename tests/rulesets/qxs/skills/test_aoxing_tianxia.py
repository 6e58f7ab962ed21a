"""Hero skill ``aoxing_tianxia`` (任我行 傲行天下): its scenario tests.

傲行天下 (locked): in his play phase his yellow attacks reach 2 further, and every character he
has attacked counts as at distance 1 from him until the end of the turn.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import rules

from ..helpers import ok, sc5


def _renwoxing(hero: str | None = "renwoxing"):
    sc = sc5(deck="wide", auto_forced=False)
    if hero:
        sc.set_hero(0, hero)
    sc.hand(0, ["qi_1x1", "li_1x1", "zhangmenxinwu"])
    sc.play_phase(0)
    return sc


def test_yellow_attacks_reach_two_further_red_ones_do_not():
    sc = _renwoxing()
    sc.use("li_1x1")
    assert sc.targets() == [1, 4]  # a red move: range 1
    plain = _renwoxing(hero=None)
    plain.use("qi_1x1")
    assert plain.targets() == [1, 4]  # without the skill a yellow move reaches 1 too
    sc2 = _renwoxing()
    sc2.use("qi_1x1")
    assert sc2.targets() == [1, 2, 3, 4]  # range 1 + 2


def test_an_attacked_character_is_at_distance_one_for_the_rest_of_the_turn():
    sc = _renwoxing()
    assert rules.distance(sc.state, sc.eng.tba[0], sc.eng.cfg, 0, 2) == 2
    sc.use("qi_1x1").target(2)
    sc.pass_while("respond")
    sc.pass_while("cancel")
    assert sc.state["sk_mark"][0] == 1 << 2
    assert rules.distance(sc.state, sc.eng.tba[0], sc.eng.cfg, 0, 2) == 1
    assert rules.distance(sc.state, sc.eng.tba[0], sc.eng.cfg, 0, 3) == 2  # not attacked
    ok(sc)
