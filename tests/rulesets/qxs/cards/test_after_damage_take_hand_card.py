"""Card effect ``after_damage_take_hand_card``
(qxs_env/rulesets/qxs/cards/after_damage_take_hand_card.py): 金蛇缠丝手 (``jinshechansishou``).

Effect: Attacking: after damage, take `n` card(s) from the target's hand.

金蛇缠丝手 (configs/cards.yaml): After it deals damage, take one card from the target's hand.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario


def test_jinshechansishou_takes_a_hand_card() -> None:
    """金蛇缠丝手: after dealing damage the user takes one of the target's hand cards."""
    sc = attacker_scenario(["jinshechansishou"])
    sc.hand(1, ["heiyuduanxugao", "zhangmenxinwu"])
    sc.play_phase(0)
    before = sc.hand_size(0)
    attack(sc, "jinshechansishou", 1)
    assert sc.hp(1) == 3
    assert sc.hand_size(1) == 1
    assert sc.hand_size(0) == before - 1 + 1
    assert sc.logged(L.EV_TAKE)
