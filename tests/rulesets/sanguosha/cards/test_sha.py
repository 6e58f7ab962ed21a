"""殺 (S-CARD-SHA, S-CARD-SHAN, S-DIST-1, S-DIST-3): one per turn, at a seat within attack range
1 without a weapon, dodged by a 閃 given to the framework's card request, else 1 damage."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_sha_asks_its_target_for_a_shan_which_dodges_it() -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]})  # 無中生有 keeps the play going
    t.play("sha")
    assert t.decision() == (t.lord, L.DEC_TARGET)
    t.act(t.target(target))
    assert t.decision() == (target, DEC_REQUEST)
    assert t.legal() == [t.card_of(target, "shan"), t.passes]
    t.play("shan")
    assert t.hp(target) == 4  # untouched
    assert t.hand(target) == [] and t.decision() == (t.lord, L.DEC_PLAY)


def test_without_a_shan_the_target_takes_one_damage_from_the_user() -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.lord: ["sha"], target: ["tao"]})
    t.play("sha")
    words = t.act(t.target(target))  # no 閃: refused without asking (auto_forced)
    assert t.hp(target) == 3
    assert f"seat {target} takes 1 damage from seat {t.lord} (3 HP left)" in words


def test_a_pass_to_the_request_takes_the_damage() -> None:
    t = Table()
    target = t.seat(4)
    t.deal({t.lord: ["sha"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.act(t.passes)
    assert t.hp(target) == 3 and t.hand_faces(target) == ["shan"]


def test_one_sha_per_turn() -> None:
    t = Table()
    t.deal({t.lord: ["sha", "sha", "wuzhong"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_PLAY)
    # the second 殺 is not offered (S-CARD-SHA-3)
    assert t.legal() == [t.card_of(t.lord, "wuzhong"), t.passes]


def test_only_seats_at_distance_one_are_in_range_without_a_weapon() -> None:
    t = Table(players=5)
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    assert t.legal() == [t.target(t.seat(1)), t.target(t.seat(4))]


def test_dead_seats_do_not_count_in_the_distance() -> None:
    t = Table(players=5)
    t.g.alive[0, t.seat(1)] = 0
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    assert t.legal() == [t.target(t.seat(2)), t.target(t.seat(4))]
