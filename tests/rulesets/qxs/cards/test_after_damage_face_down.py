"""Card effect ``after_damage_face_down`` (qxs_env/rulesets/qxs/cards/after_damage_face_down.py):
沾衣十八跌 (``zhanyishibadie``).

Effect: Attacking: after damage you may turn the target face down.

沾衣十八跌 (configs/cards.yaml): After it deals damage you may turn the target's hero face down.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_zhanyishibadie_may_turn_the_target_face_down() -> None:
    """沾衣十八跌: after dealing damage its user may turn the target face down (optional)."""
    yes = attacker_scenario(["zhanyishibadie"])
    yes.play_phase(0)
    attack(yes, "zhanyishibadie", 1)
    assert yes.decision().kind == "confirm"
    yes.yes()
    assert bool(yes.state["face_down"][1])
    no = attacker_scenario(["zhanyishibadie"])
    no.play_phase(0)
    attack(no, "zhanyishibadie", 1)
    no.pass_()
    assert not bool(no.state["face_down"][1])
