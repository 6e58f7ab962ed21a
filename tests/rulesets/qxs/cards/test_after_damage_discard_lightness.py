"""Card effect ``after_damage_discard_lightness``
(qxs_env/rulesets/qxs/cards/after_damage_discard_lightness.py): 天罗地网势
(``tianluodiwangshi``).

Effect: When your move deals damage you may discard `n` lightness card(s) of the target.

天罗地网势 (configs/cards.yaml): Attack range 6. When your move damages a target you may discard
one of its lightness arts.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, attack, attacker_scenario, set_face_param


def _tianluo(n: int) -> Scenario:
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.equip(0, "tianluodiwangshi")
    set_face_param(sc, "tianluodiwangshi", 0, n)  # after_damage_discard_lightness(n)
    sc.equip(1, "shuishangpiao")
    sc.equip(1, "sixiangbufa")
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    if sc.decision().kind == "respond":
        sc.pass_()
    return sc


def test_tianluodiwangshi_discards_a_lightness_card() -> None:
    """天罗地网势: after its holder's move deals damage it may discard a lightness card of the
    target (or pass)."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(0, "tianluodiwangshi")
    sc.equip(1, "shuishangpiao")
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "pick"
    sc.pick_equip("lightness-1")
    assert sc.equipment(1) == {}
    kept = attacker_scenario(["li_2x1"])
    kept.equip(0, "tianluodiwangshi")
    kept.equip(1, "shuishangpiao")
    kept.play_phase(0)
    attack(kept, "li_2x1", 1)
    kept.pass_()
    assert list(kept.equipment(1).values()) == ["shuishangpiao"]


def test_tianluodiwangshi_n_from_tables() -> None:
    """天罗地网势 with n = 2 discards both lightness cards of the target; with n = 1 one."""
    two = _tianluo(2)
    assert len(two.equipment(1)) == 2
    two.pick_equip("lightness-1")
    assert two.decision().kind == "pick"
    two.pick_equip("lightness+1")
    assert two.equipment(1) == {}
    one = _tianluo(1)
    one.pick_equip("lightness-1")
    assert len(one.equipment(1)) == 1
    assert one.decision().kind == "play"
