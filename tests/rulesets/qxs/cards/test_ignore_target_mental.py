"""Card effect ``ignore_target_mental`` (qxs_env/rulesets/qxs/cards/ignore_target_mental.py):
八荒六合神功 (``bahuangliuheshengong``).

Effect: Your attacks ignore the target's mental art.

八荒六合神功 (configs/cards.yaml): Attack range 2. Your attacks ignore the target's mental art.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_bahuangliuheshengong_ignores_the_target_mental_art() -> None:
    """八荒六合神功: the target's 少林洗髓经 (damage capped at 1) does not apply to its holder's
    attack: 铁掌 (3 against 0) deals 2; without it, 1."""
    with_art = attacker_scenario(["tiezhang"])
    with_art.equip(0, "bahuangliuheshengong")
    with_art.equip(1, "shaolinxisuijing")
    with_art.play_phase(0)
    attack(with_art, "tiezhang", 1)
    assert with_art.hp(1) == 2
    without = attacker_scenario(["tiezhang"])
    without.equip(1, "shaolinxisuijing")
    without.play_phase(0)
    attack(without, "tiezhang", 1)
    assert without.hp(1) == 3


def test_bahuangliuheshengong_silences_after_damage_mental_triggers() -> None:
    """八荒六合神功: the target's 北冥神功 is not offered after damage from its holder's move."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(0, "bahuangliuheshengong")
    sc.equip(1, "beiminshengong")
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    assert sc.hp(1) == 3
    assert sc.decision().kind == "play"


def test_bahuangliuheshengong_blocks_douzhuanxingyi_and_nixingjingmai() -> None:
    """八荒六合神功 also ignores defence-side mental arts: 斗转星移 is not offered, and 逆行经脉
    does not strip 奔雷掌's skill (2 against 1)."""
    sc = attacker_scenario(["tiezhang"])
    sc.equip(0, "bahuangliuheshengong")
    sc.equip(1, "douzhuanxingyi")
    sc.hand(1, [("kanpo", "blue"), "li_1x1"])
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(1)
    assert not sc.can_skill("mental")
    neg = attacker_scenario(["benleizhang"])
    neg.equip(0, "bahuangliuheshengong")
    neg.equip(1, "nixingjingmai")
    neg.hand(1, ["li_1x1"])
    neg.play_phase(0)
    attack(neg, "benleizhang", 1, "li_1x1")
    assert neg.clashes() == [(0, 1, 2, 1)]
