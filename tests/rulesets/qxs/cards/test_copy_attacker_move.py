"""Card effect ``copy_attacker_move`` (qxs_env/rulesets/qxs/cards/copy_attacker_move.py): 斗转星移
(``douzhuanxingyi``).

Effect: Defending: a card of `colour` from your hand may be played as a copy of the attacking
move.

斗转星移 (configs/cards.yaml): When defending you may play any blue card from your hand as a
copy of the attacking move.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attacker_scenario


def test_douzhuanxingyi_copies_the_attacking_move() -> None:
    """斗转星移: defending, a blue hand card (here a 看破) is played as a copy of the attacking
    铁掌 (red 3): 3 against 3 blocks."""
    sc = attacker_scenario(["tiezhang"])
    sc.equip(1, "douzhuanxingyi")
    sc.hand(1, [("kanpo", "blue"), ("wuchangdan", "blue"), ("liaoshang", "yellow")])
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(1)
    assert sc.can_skill("mental")
    sc.skill("mental")
    sc.hand_card("kanpo")
    assert sc.clashes() == [(0, 1, 3, 3)]
    assert sc.hp(1) == 4
    assert "kanpo" in sc.discard_faces()
    assert sorted(sc.hand_faces(1)) == ["liaoshang", "wuchangdan"]


def test_douzhuanxingyi_needs_a_blue_card() -> None:
    """斗转星移 is not offered without a blue hand card."""
    sc = attacker_scenario(["tiezhang"])
    sc.equip(1, "douzhuanxingyi")
    sc.hand(1, [("liaoshang", "yellow"), "li_1x1"])
    sc.play_phase(0)
    sc.use("tiezhang")
    sc.target(1)
    assert not sc.can_skill("mental")
