"""Card effect ``after_damage_other_draws``
(qxs_env/rulesets/qxs/cards/after_damage_other_draws.py): 打狗棒法 (``dagoubangfa``).

Effect: Attacking: after damage, a character other than you (your choice) draws `n` cards.

打狗棒法 (configs/cards.yaml): After it damages the target, pick any character other than
yourself to draw 2 cards.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_dagoubangfa_another_character_draws_two() -> None:
    """打狗棒法 (white 2x2): after damage the attacker names another character (not itself; the
    damaged target may be named) who draws 2."""
    sc = attacker_scenario(["dagoubangfa"])
    sc.play_phase(0)
    attack(sc, "dagoubangfa", 1)
    assert sc.decision().kind == "target"
    assert sc.targets() == [1, 2, 3, 4]
    sc.target(3)
    assert sc.hand_size(3) == 2
