"""Card effect ``after_damage_draw`` (qxs_env/rulesets/qxs/cards/after_damage_draw.py): 九阴白骨爪
(``jiuyinbaiguzhua``).

Effect: Attacking: after this move deals damage, you draw `n` cards.

九阴白骨爪 (configs/cards.yaml): After it deals damage, draw 2 cards.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_jiuyinbaiguzhua_draws_two_after_damage_only() -> None:
    """九阴白骨爪: after it deals damage its user draws 2; blocked, nothing."""
    hit = attacker_scenario(["jiuyinbaiguzhua"])
    hit.play_phase(0)
    before = hit.hand_size(0)
    attack(hit, "jiuyinbaiguzhua", 1)
    assert hit.hp(1) == 3
    assert hit.hand_size(0) == before - 1 + 2
    blocked = attacker_scenario(["jiuyinbaiguzhua"])
    blocked.hand(1, ["qi_2x1"])
    blocked.play_phase(0)
    before = blocked.hand_size(0)
    attack(blocked, "jiuyinbaiguzhua", 1, "qi_2x1")
    assert blocked.hp(1) == 4
    assert blocked.hand_size(0) == before - 1
