"""Card effect ``damaged_discard_to_retaliate``
(qxs_env/rulesets/qxs/cards/damaged_discard_to_retaliate.py): 地火功 (``dihuogong``).

Effect: Each time you are damaged you may discard `n` hand card(s) of `colour`; the source then
takes `damage` damage.

地火功 (configs/cards.yaml): Each time you are damaged you may discard a yellow hand card to
deal 1 damage back to the source.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_dihuogong_discards_yellow_to_hurt_the_source() -> None:
    """地火功: damaged, its holder may discard a yellow hand card; the source takes 1 damage."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(1, "dihuogong")
    sc.hand(1, [("liaoshang", "yellow"), ("kanpo", "blue")])
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "hand card" and sc.decision().actor == 1
    sc.hand_card("liaoshang")
    assert sc.hp(0) == 4 and sc.hp(1) == 3
