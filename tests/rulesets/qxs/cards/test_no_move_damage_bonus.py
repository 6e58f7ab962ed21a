"""Card effect ``no_move_damage_bonus`` (qxs_env/rulesets/qxs/cards/no_move_damage_bonus.py):
百变千幻剑 (``baibianqianhuanjian``).

Effect: Attacking: if the defender played no move and did not block otherwise, +`amount` damage.

百变千幻剑 (configs/cards.yaml): If the defender answers with no move card and has no other way
to block, the hit deals 1 extra damage.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_baibianqianhuanjian_bonus_only_without_a_defence() -> None:
    """百变千幻剑 (white 2): +1 damage when the target plays no move: 2 damage undefended; when a
    red move defends (white counters red: 3 against 1) there is no bonus: 1 damage."""
    bare = attacker_scenario(["baibianqianhuanjian"])
    bare.play_phase(0)
    attack(bare, "baibianqianhuanjian", 1)
    assert bare.hp(1) == 2
    met = attacker_scenario(["baibianqianhuanjian"])
    met.hand(1, ["li_1x1"])
    met.play_phase(0)
    attack(met, "baibianqianhuanjian", 1, "li_1x1")
    assert met.clashes() == [(0, 1, 3, 1)]
    assert met.hp(1) == 3
