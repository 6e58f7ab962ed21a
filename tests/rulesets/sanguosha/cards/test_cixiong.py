"""雌雄雙股劍 (S-CARD-CIXIONG, rulings S-OPEN-28, S-OPEN-29): after its owner's 殺 hits a seat of
the other gender, the owner may use it (yes or pass); the seat hit then discards a hand card or
lets the owner draw 1 (with no hand card, the owner draws). Genders are the state's ``gender``
(set by the scenario: no heroes yet, so every seat has none, -1, and the sword never acts)."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def _hit(genders: tuple[int, int], target_hand: list[str]) -> tuple[Table, int]:
    """The lord (sword equipped) hits seat 1 with a 殺; the genders of both are set first."""
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "cixiong")
    t.deal({t.lord: ["sha", "wuzhong"], target: target_hand})
    t.g.gender[0, t.lord], t.g.gender[0, target] = genders
    t.rerun()
    t.play("sha")
    t.act(t.target(target))
    return t, target


def test_without_heroes_no_seat_has_a_gender() -> None:
    t = Table()
    assert list(t.g.gender[0, : t.n]) == [-1] * t.n


def test_the_seat_hit_discards_a_hand_card() -> None:
    t, target = _hit((0, 1), ["tao", "wuxie"])
    assert t.hp(target) == 3
    assert t.decision() == (t.lord, L.DEC_WEAPON) and t.legal() == [t.passes, t.yes]
    t.act(t.yes)
    tao, wuxie = t.card_of(target, "tao"), t.card_of(target, "wuxie")
    assert t.decision() == (target, L.DEC_WEAPON)
    assert sorted(t.legal()) == sorted([tao, wuxie, t.passes])
    hand = len(t.hand(t.lord))
    t.act(tao)
    assert t.hand_faces(target) == ["wuxie"] and int(t.g.zone[0, tao]) == 4  # Z_DISCARD
    assert len(t.hand(t.lord)) == hand


def test_the_seat_hit_may_let_the_owner_draw() -> None:
    t, target = _hit((1, 0), ["tao"])
    t.act(t.yes)
    hand = len(t.hand(t.lord))
    t.act(t.passes)
    assert len(t.hand(t.lord)) == hand + 1 and t.hand_faces(target) == ["tao"]


def test_with_no_hand_card_the_owner_draws() -> None:
    t, target = _hit((0, 1), [])
    hand = len(t.hand(t.lord))
    t.act(t.yes)
    assert len(t.hand(t.lord)) == hand + 1
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_the_owner_may_pass() -> None:
    t, target = _hit((0, 1), ["tao"])
    hand = len(t.hand(t.lord))
    t.act(t.passes)
    assert len(t.hand(t.lord)) == hand and t.hand_faces(target) == ["tao"]
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_not_offered_against_the_same_gender_or_without_genders() -> None:
    for genders in ((0, 0), (1, 1), (-1, 1), (-1, -1)):
        t, target = _hit(genders, ["tao"])
        assert t.hp(target) == 3 and t.decision() == (t.lord, L.DEC_PLAY), genders


def test_not_offered_when_the_sha_is_dodged() -> None:
    t, target = _hit((0, 1), ["shan"])
    t.play("shan")
    assert t.hp(target) == 4 and t.decision() == (t.lord, L.DEC_PLAY)
