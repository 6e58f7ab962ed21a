"""借刀殺人 (S-CARD-JIEDAO, ruling S-OPEN-25; S-OPEN-14, S-OPEN-20): aimed at another seat with a
weapon, the user names a victim in that seat's attack range (the user may be it, the target may
not); the target uses a 殺 on the victim, or refuses (even holding one) and its weapon goes to
the user's hand; the 殺 used does not count toward anyone's limit."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, Z_HAND
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.ruleset import decision_to_string

from ..table import Table


def _armed_table(hands: dict[str, list[str]]) -> tuple[Table, int]:
    """A 5-seat table where seat 1 after the lord wears 諸葛連弩 (range 1: the lord and seat 2
    are in its range); ``hands`` by "lord", "armed", "seat2", "seat3"; the weapon."""
    t = Table()
    weapon = t.equip(t.seat(1), "zhuge")
    seats = {"lord": t.lord, "armed": t.seat(1), "seat2": t.seat(2), "seat3": t.seat(3)}
    t.deal({seats[k]: v for k, v in hands.items()})
    return t, weapon


def test_usable_only_on_a_seat_with_a_weapon() -> None:
    t = Table()
    t.deal({t.lord: ["jiedao", "wuzhong"], t.seat(1): ["sha"]})
    assert t.card_of(t.lord, "jiedao") not in t.legal()


def test_the_victim_is_in_the_targets_range_the_user_included() -> None:
    """S-OPEN-25: the only armed seat is the target (taken without asking); the victims are
    the seats in its range: the user and seat 2, not the target itself."""
    t, _ = _armed_table({"lord": ["jiedao", "wuzhong"]})
    words = t.play("jiedao")
    assert any("aims 借刀殺人" in w and f"at seat {t.seat(1)}" in w for w in words)
    assert t.decision() == (t.lord, L.DEC_VICTIM)
    assert t.legal() == [t.target(t.lord), t.target(t.seat(2))]
    assert decision_to_string(t.eng).endswith(f"seat {t.seat(1)} must attack for 借刀殺人")


def test_the_target_uses_its_sha_on_the_victim_and_no_limit_counts_it() -> None:
    """S-CARD-JIEDAO, S-OPEN-14 (the 殺 is used: 閃 is asked of the victim), S-OPEN-20 (the
    user may still use its own 殺 this turn)."""
    t, weapon = _armed_table({"lord": ["jiedao", "sha"], "armed": ["sha"]})
    t.play("jiedao")
    words = t.act(t.target(t.seat(2)))
    assert any(f"names seat {t.seat(2)}" in w for w in words)
    assert t.decision() == (t.seat(1), L.DEC_BORROWED_SHA)
    assert decision_to_string(t.eng).startswith(f"seat {t.seat(1)}: use a 殺 on seat {t.seat(2)}")
    assert t.legal() == sorted([t.card_of(t.seat(1), "sha"), t.passes])
    words = t.play("sha")
    assert f"seat {t.seat(2)} takes 1 damage from seat {t.seat(1)} (3 HP left)" in words
    assert t.decision() == (t.lord, L.DEC_PLAY) and int(t.g.sha_used[0]) == 0
    assert t.card_of(t.lord, "sha") in t.legal()
    assert t.g.equip[0, t.seat(1), L.SLOT_WEAPON] == weapon


def test_a_refusal_gives_the_weapon_to_the_user_even_holding_a_sha() -> None:
    """S-OPEN-25: the target may refuse while holding a 殺."""
    t, weapon = _armed_table({"lord": ["jiedao", "wuzhong"], "armed": ["sha"]})
    t.play("jiedao")
    t.act(t.target(t.lord))
    words = t.act(t.passes)
    assert any("gives its weapon" in w for w in words)
    assert t.g.equip[0, t.seat(1), L.SLOT_WEAPON] == -1
    assert t.g.zone[0, weapon] == Z_HAND and weapon in t.hand(t.lord)
    assert t.hand_faces(t.seat(1)) == ["sha"]


def test_a_target_without_sha_gives_the_weapon_without_being_asked() -> None:
    t, weapon = _armed_table({"lord": ["jiedao", "wuzhong"]})
    t.play("jiedao")
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.lord, L.DEC_PLAY) and weapon in t.hand(t.lord)


def test_a_wuxie_cancels_it_for_the_target() -> None:
    """S-USE-4: the target keeps its weapon and is not asked for a 殺."""
    t, weapon = _armed_table({"lord": ["jiedao", "wuzhong"], "armed": ["sha"], "seat3": ["wuxie"]})
    t.play("jiedao")
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(3), DEC_CANCEL)
    t.play("wuxie")
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert t.g.equip[0, t.seat(1), L.SLOT_WEAPON] == weapon and t.hand_faces(t.seat(1)) == ["sha"]


def test_guanyu_may_answer_with_a_red_card_as_the_sha() -> None:
    """武聖 (S-HERO-GUANYU-1): the borrowed 殺 may be a red hand card used as a 殺; it hits as
    one and goes to the discard pile as itself (its face is its printed one again)."""
    from ..table import hero_table

    t = hero_table({1: "guanyu"})
    t.equip(t.seat(1), "zhuge")
    t.deal({t.lord: ["jiedao", "wuzhong"], t.seat(1): ["tao"]})
    t.play("jiedao")
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(1), L.DEC_BORROWED_SHA)
    peach = t.card_of(t.seat(1), "tao")
    assert t.legal() == sorted([peach, t.passes])
    hp = t.hp(t.seat(2))
    t.act(peach)
    assert t.hp(t.seat(2)) == hp - 1 and int(t.g.jface[0, peach]) == 0
    assert t.g.equip[0, t.seat(1), L.SLOT_WEAPON] >= 0  # the weapon is kept
