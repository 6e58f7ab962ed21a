"""Hero skill ``damage_tokens`` (裘千丈 坑蒙拐骗, 四大恶人 无恶不作): its scenario tests.

坑蒙拐骗 / 无恶不作
"""

from __future__ import annotations

from ..helpers import _tokens, sc5


def test_qiuqianzhang_kengmengguaipian_token_per_damage_point():
    """裘千丈 坑蒙拐骗: 2 damage taken gives him 2 脸皮 tokens (shown in his slot's tokens)."""
    sc = sc5()
    sc.set_hero(0, "qiuqianzhang")
    assert _tokens(sc, 0) == 0
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 2, source=1)
    assert _tokens(sc, 0) == 2 and sc.hp(0) == 3  # (leader: 5 HP)


def test_sidaeren_wuebuzuo_starts_with_four_tokens_and_gains():
    """四大恶人 无恶不作: 4 恶 tokens from the start, one more per point of damage taken."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    assert _tokens(sc, 0) == 4
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    sc.inject_damage(0, 1, source=1)
    assert _tokens(sc, 0) == 5
