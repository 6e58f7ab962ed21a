"""Card effect ``damaged_take_from_source``
(qxs_env/rulesets/qxs/cards/damaged_take_from_source.py): 北冥神功 (``beiminshengong``).

Effect: Each time you are damaged you may take `n` card(s) from the damage source.

北冥神功 (configs/cards.yaml): Each time you are damaged you may take one card from whoever
caused it.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario


def test_beiminshengong_takes_a_card_from_the_source() -> None:
    """北冥神功: damaged, its holder may take one card of the damage source."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(0, "wudugong")
    sc.equip(1, "beiminshengong")
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    sc.pick_hand()
    assert "zhangmenxinwu" in sc.hand_faces(1)  # (seat 1's turn has begun since)
    assert sc.logged(L.EV_TAKE)
