"""Card effect ``after_damage_discard_or_damage``
(qxs_env/rulesets/qxs/cards/after_damage_discard_or_damage.py): 化骨绵掌 (``huagumianzhang``).

Effect: Attacking: after damage the target discards `discard_n` card(s) of `discard_colour` or
takes `damage` more damage of `damage_colour`.

化骨绵掌 (configs/cards.yaml): After it deals damage the target must discard a red card or take
1 more red (力) damage from you.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario, card_action_types


def test_huagumianzhang_target_discards_red_or_takes_one_more() -> None:
    """化骨绵掌 (red 2x2): after its damage the target discards a red card, or (declining, or
    holding none) takes 1 more red damage from the attacker."""
    paid = attacker_scenario(["huagumianzhang"])
    paid.hand(1, [("jianmoxiafan", "red"), ("kanpo", "blue")])
    paid.play_phase(0)
    attack(paid, "huagumianzhang", 1)
    assert paid.hp(1) == 3
    assert paid.decision().kind == "hand card" and paid.decision().actor == 1
    assert card_action_types(paid) == [("jianmoxiafan", 0)]  # only the red card
    paid.hand_card("jianmoxiafan")
    assert paid.hp(1) == 3 and paid.hand_faces(1) == ["kanpo"]

    declined = attacker_scenario(["huagumianzhang"])
    declined.hand(1, [("jianmoxiafan", "red")])
    declined.play_phase(0)
    attack(declined, "huagumianzhang", 1)
    declined.pass_()
    assert declined.hp(1) == 2
    assert [r[3] for r in declined.logged(L.EV_DAMAGE)] == [0, 0]  # both red (力)

    none = attacker_scenario(["huagumianzhang"])
    none.hand(1, [("kanpo", "blue")])
    none.play_phase(0)
    attack(none, "huagumianzhang", 1)
    assert none.hp(1) == 2
