"""Hero skill ``qingxin_power`` (林朝英 素心剑法): its scenario tests.

素心剑法: When a character holding a 倾心 token puts out a white move, you may remove one of its
tokens to give that move +1 power.
"""

from __future__ import annotations

from ..helpers import sc5


def test_linchaoying_suxin_jianfa_token_for_power():
    """林朝英 素心剑法: seat 2 holds a 倾心 token and attacks with a white move; she removes the
    token and the move gets +1 (2 against 0; 1 against 0 without the skill)."""
    sc = sc5()
    sc.set_hero(0, "linchaoying")
    sc.state["qingxin"][2] = 1
    sc.hand(2, ["su_1x2", "zhangmenxinwu"])
    sc.play_phase(2)
    sc.use("su_1x2").target(3)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.clashes() == [(2, 3, 2, 0)]
    assert int(sc.state["qingxin"][2]) == 0
