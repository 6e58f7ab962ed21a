"""Hero skill ``token_prevent`` (裘千丈 脚底抹油): its scenario tests.

脚底抹油: When about to take damage, you may spend a 脸皮 token to prevent 1 point.
"""

from __future__ import annotations

from ..helpers import _tokens, sc5


def test_qiuqianzhang_jiaodimoyou_token_prevents_one_point():
    """脚底抹油: about to take 2 damage he spends a token: he takes 1 (and gains 1 token for
    it). Without the skill he would take both points."""
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    sc.state["sk_tok"][0, 0] = 1
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    assert sc.hp(0) == 4 and _tokens(sc, 0) == 1
