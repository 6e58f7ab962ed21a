"""Card effect ``suppress_after_damage_skills``
(qxs_env/rulesets/qxs/cards/suppress_after_damage_skills.py): 如来千手式 (``rulaiqianshoushi``).

Effect: In a clash with this move, no card or character skill fires after the damage step.

如来千手式 (configs/cards.yaml): In any clash where it is used, to attack or to defend, no card
or hero skill may fire once the damage is settled.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from .helpers import attack, attacker_scenario


def test_rulaiqianshoushi_silences_after_damage_skills() -> None:
    """如来千手式: no after-damage skill acts in a clash where it is used: the attacker's
    透骨打穴 makes no judgement after 如来千手式 deals damage."""
    sc = attacker_scenario(["rulaiqianshoushi"])
    sc.equip(0, "tougudaxue")
    sc.draw_pile_top([("li_2x1", "red")])
    sc.play_phase(0)
    attack(sc, "rulaiqianshoushi", 1)
    assert sc.hp(1) == 3
    assert sc.logged(L.EV_JUDGE) == []
    assert int(sc.state["skip"][1]) == 0
