"""桃 (S-CARD-TAO, S-DEATH-1, S-DEATH-2, rulings S-OPEN-19 and S-OPEN-21): heal 1 on one's own
turn when hurt; rescue a dying seat, any seat asked in turn order from the current one."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_RESCUE
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_tao_is_offered_only_below_max_hp_and_heals_one() -> None:
    t = Table()
    t.deal({t.lord: ["tao", "tao", "wuzhong"]})
    assert t.card_of(t.lord, "tao") not in t.legal()  # full HP (ruling S-OPEN-21)
    t.set_hp(t.lord, 3)
    t.rerun()
    t.play("tao")
    assert t.hp(t.lord) == 4 and t.decision() == (t.lord, L.DEC_PLAY)
    t.play("tao")
    assert t.hp(t.lord) == 5  # the lord's max HP at 5 players (S-SETUP-3)
    assert t.card_of(t.lord, "wuzhong") in t.legal() and len(t.hand(t.lord)) == 1


def test_a_dying_seat_is_asked_in_turn_order_from_the_current_seat() -> None:
    t = Table()
    target = t.seat(1)
    helper = t.seat(3)
    t.set_hp(target, 1)
    t.deal({t.lord: ["sha", "tao", "wuzhong"], target: ["tao"], helper: ["tao"]})
    t.play("sha")
    t.act(t.target(target))
    assert t.hp(target) == 0
    assert t.decision() == (t.lord, DEC_RESCUE)  # the current seat first
    t.act(t.passes)
    assert t.decision() == (target, DEC_RESCUE)  # then in turn order, the dying seat included
    t.act(t.passes)
    assert t.decision() == (helper, DEC_RESCUE)
    words = t.play("tao")
    assert t.hp(target) == 1 and not t.g.dying[0, target]
    assert f"seat {helper} saves seat {target} with 桃" in " ".join(words)
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_a_dying_seat_may_save_itself_and_keeps_its_other_tao() -> None:
    t = Table()
    target = t.seat(1)
    t.set_hp(target, 1)
    t.deal({t.lord: ["juedou", "wuzhong"], target: ["tao", "tao"]})
    t.play("juedou")
    t.act(t.target(target))  # no 殺: 1 damage, to 0 HP; the lord holds no 桃 and is not asked
    assert t.decision() == (target, DEC_RESCUE)
    t.play("tao")
    assert t.hp(target) == 1 and t.hand_faces(target) == ["tao"]
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_nobody_rescues_and_the_seat_dies() -> None:
    t = Table()
    target = t.seat(1)
    t.set_hp(target, 1)
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.act(t.passes)
    assert not t.g.alive[0, target] and t.g.revealed[0, target]
    assert int(t.g.killer[0, target]) == t.lord and int(t.g.death_order[0, target]) == 1
