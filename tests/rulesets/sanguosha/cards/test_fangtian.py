"""方天畫戟 (S-CARD-FANGTIAN, rulings S-OPEN-20, S-OPEN-28, S-OPEN-32): range 4; a 殺 that is its
owner's last hand card may be aimed at up to three seats within attack range (two more after the
first, each optional), resolved in turn order from the user, one use of 殺."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import observation as O

from ..table import Table


def test_the_last_hand_card_may_take_three_targets() -> None:
    t = Table(players=6, auto_forced=False)
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    t.act(t.target(t.seat(4)))
    assert t.decision() == (t.lord, L.DEC_MORE_TARGETS)
    others = {t.target(t.seat(k)) for k in (1, 2, 3, 5)}
    assert set(t.legal()) == others | {t.passes}
    t.act(t.target(t.seat(2)))
    assert set(t.legal()) == others - {t.target(t.seat(2))} | {t.passes}
    words = t.act(t.target(t.seat(1)))
    asked = []
    while t.decision()[1] == DEC_REQUEST:  # each is asked for a 閃, in turn order
        asked.append(t.decision()[0])
        words += t.act(t.passes)
    assert asked == [t.seat(k) for k in (1, 2, 4)]
    damaged = [w for w in words if "takes 1 damage" in w]
    assert damaged == [
        f"seat {t.seat(k)} takes 1 damage from seat {t.lord} (3 HP left)" for k in (1, 2, 4)
    ]
    assert int(t.g.sha_used[0]) == 1 and t.decision() == (t.lord, L.DEC_PLAY)


def test_the_owner_may_stop_at_one_or_two() -> None:
    t = Table(players=6)
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    t.act(t.target(t.seat(3)))
    t.act(t.passes)
    assert [t.hp(t.seat(k)) for k in range(1, 6)] == [4, 4, 3, 4, 4]


def test_not_offered_when_other_cards_remain() -> None:
    t = Table(players=6)
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha", "wuzhong"]})
    t.play("sha")
    t.act(t.target(t.seat(3)))
    assert t.decision() == (t.lord, L.DEC_PLAY) and t.hp(t.seat(3)) == 3


def test_each_target_answers_on_its_own() -> None:
    t = Table(players=6)
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha"], t.seat(1): ["shan"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    t.act(t.target(t.seat(5)))
    t.act(t.passes)  # a third target was allowed
    t.play("shan")  # seat 1 dodges
    assert t.hp(t.seat(1)) == 4 and t.hp(t.seat(5)) == 3


def test_the_observation_shows_the_seats_aimed_at_already() -> None:
    t = Table(players=6)
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    t.act(t.target(t.seat(2)))
    t.act(t.target(t.seat(4)))
    row = t.eng.observe(t.lord)
    seats = row[O.O_CTX_SEAT : O.O_CTX_SEAT + t.n]
    assert list(seats) == [0, 0, 1, 0, 1, 0]  # relative to the lord
    assert row[O.O_DEC + O.DECISION_KINDS.index(L.DEC_MORE_TARGETS)] == 1
    assert row[O.O_CTX_FACE + L.F_SHA] == 1


def test_a_seat_a_skill_shields_is_no_extra_target() -> None:
    """空城 (S-HERO-ZHUGELIANG-2) shields an empty-handed 諸葛亮 from the extra targets too."""
    from ..table import hero_table

    t = hero_table({2: "zhugeliang"})
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    t.act(t.target(t.seat(4)))
    assert t.decision() == (t.lord, L.DEC_MORE_TARGETS)
    assert set(t.legal()) == {t.target(t.seat(1)), t.target(t.seat(3)), t.passes}
