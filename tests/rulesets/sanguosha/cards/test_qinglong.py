"""青龍偃月刀 (S-CARD-QINGLONG, rulings S-OPEN-20, S-OPEN-28, S-OPEN-31, S-OPEN-34): range 3; when
its owner's 殺 is dodged (by a 閃 or by 八卦陣), the owner may use one more 殺 of its hand on the
same seat (or pass); the follow-up does not count toward the limit and may be followed up in
turn."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def _dodged(lord_hand: list[str], target_hand: list[str]) -> tuple[Table, int]:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "qinglong")
    t.deal({t.lord: lord_hand, target: target_hand})
    t.play("sha")
    t.act(t.target(target))
    t.play("shan")
    return t, target


def test_a_follow_up_sha_on_the_same_seat() -> None:
    t, target = _dodged(["sha", "sha", "wuzhong"], ["shan", "shan"])
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    second = t.card_of(t.lord, "sha")
    assert t.legal() == sorted([second, t.passes])
    words = t.act(second)
    assert f"seat {t.lord} aims" in " ".join(words) and any("青龍偃月刀" in w for w in words)
    assert t.decision() == (target, DEC_REQUEST)
    t.act(t.passes)
    assert t.hp(target) == 3 and int(t.g.sha_used[0]) == 1  # the follow-up is not counted
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert t.card_of(t.lord, "wuzhong") in t.legal() and all(
        t.faces[a] != L.F_SHA for a in t.legal() if a < 104
    )


def test_a_follow_up_may_be_followed_up() -> None:
    t, target = _dodged(["sha", "sha", "sha"], ["shan", "shan"])
    t.act(t.card_of(t.lord, "sha"))
    t.play("shan")  # the follow-up is dodged too
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    t.act(t.card_of(t.lord, "sha"))
    assert t.hp(target) == 3 and t.hand(t.lord) == []


def test_the_owner_may_pass() -> None:
    t, target = _dodged(["sha", "sha", "wuzhong"], ["shan"])
    t.act(t.passes)
    assert t.hp(target) == 4 and t.hand_faces(t.lord) == ["sha", "wuzhong"]
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_not_offered_without_another_sha() -> None:
    t, target = _dodged(["sha", "wuzhong"], ["shan"])
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_a_dodge_by_bagua_counts() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "qinglong")
    t.equip(target, "bagua")
    t.deal({t.lord: ["sha", "sha"], target: []}, top=[t.red_in_pile(("sha",))])
    t.play("sha")
    t.act(t.target(target))
    t.act(t.yes)
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    t.act(t.card_of(t.lord, "sha"))
    assert t.decision() == (target, L.DEC_ARMOUR)  # the follow-up is a 殺 like any
    t.act(t.passes)
    assert t.hp(target) == 3


def test_the_follow_up_ignores_range() -> None:
    t = Table(players=8)
    target = t.seat(4)  # at distance 4: in the blade's range 3 only with the -1 horse
    horse = t.equip(t.lord, "chitu")
    t.equip(t.lord, "qinglong")
    t.deal({t.lord: ["sha", "sha"], target: ["shan", "shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.play("shan")
    g = t.g  # the horse is lost before the follow-up: the target is out of range now
    g.equip[0, t.lord, L.SLOT_MINUS] = -1
    g.zone[0, horse] = Z_DISCARD
    g.owner[0, horse] = -1
    g.disc[0, int(g.n_disc[0])] = horse
    g.n_disc[0] += 1
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    t.act(t.card_of(t.lord, "sha"))
    assert t.decision() == (target, DEC_REQUEST)
