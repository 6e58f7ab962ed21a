"""樂不思蜀 (S-CARD-LEBU, S-TURN-2; rulings S-OPEN-09, S-OPEN-16, S-OPEN-26): placed in another
seat's judgement area with no 無懈可擊 asked; in that seat's judgement phase a 無懈可擊 may cancel
it before its judgement card is turned; judged, a heart spares the seat, anything else skips its
play phase; the card is discarded either way."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, PH_PLAY, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import observation as O

from ..table import Table


def test_placed_in_another_seats_area_without_a_wuxie_window() -> None:
    """S-CARD-LEBU-1, S-OPEN-26 (not on oneself), S-OPEN-16 (no 無懈可擊 when placed)."""
    t = Table()
    t.deal({t.lord: ["lebu", "wuzhong"], t.seat(2): ["wuxie"]})
    t.play("lebu")
    assert t.decision() == (t.lord, L.DEC_TARGET)
    assert t.legal() == [t.target(t.seat(k)) for k in range(1, 5)]
    words = t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_PLAY)  # seat 2 was not asked for its 無懈可擊
    assert t.area(t.seat(1)) == ["lebu"] and any("places 樂不思蜀" in w for w in words)


def test_a_seat_holding_one_cannot_be_given_another() -> None:
    """S-OPEN-09: one 樂不思蜀 per judgement area."""
    t = Table()
    t.place(t.seat(1), "lebu")
    t.deal({t.lord: ["lebu", "wuzhong"]})
    t.play("lebu")
    assert t.legal() == [t.target(t.seat(k)) for k in range(2, 5)]


def test_anything_but_a_heart_skips_the_play_phase_and_no_wuxie_after_the_judgement() -> None:
    """S-CARD-LEBU-2: a spade judged; the seat draws, skips its play phase, and the card is
    discarded. S-CARD-LEBU-3: 無懈可擊 is asked before the judgement card is turned, not
    after."""
    t = Table()
    held = t.seat(1)
    lebu = t.place(held, "lebu")
    spade = t.judged_card("spade")
    # (seat 2 holds a 無中生有: its play phase asks whatever it draws)
    t.deal({t.lord: ["wuzhong"], t.seat(2): ["wuzhong"], t.seat(3): ["wuxie"]}, top=[spade])
    t.act(t.passes)  # the lord ends its play phase; seat 1's judgement phase
    assert t.decision() == (t.seat(3), DEC_CANCEL) and t.asked_card() == lebu
    assert int(t.g.draw[0, int(t.g.n_draw[0]) - 1]) == spade  # not turned over yet
    words = t.act(t.passes)
    assert any("樂不思蜀" in w and "takes effect" in w for w in words)
    assert f"seat {held} skips phase {PH_PLAY}" in words
    assert len(t.hand(held)) == 2  # it drew as usual
    assert t.decision() == (t.seat(2), L.DEC_PLAY)  # no play phase, nothing to discard
    assert t.area(held) == [] and t.g.zone[0, lebu] == Z_DISCARD and t.g.zone[0, spade] == Z_DISCARD


def test_a_heart_spares_the_seat() -> None:
    """S-CARD-LEBU-2: a heart judged: the seat plays as usual; the card is discarded."""
    t = Table()
    held = t.seat(1)
    lebu = t.place(held, "lebu")
    t.deal({t.lord: ["wuzhong"]}, top=[t.judged_card("heart")])
    words = t.act(t.passes)
    assert any("樂不思蜀" in w and "misses" in w for w in words)
    assert t.decision() == (held, L.DEC_PLAY) and t.g.zone[0, lebu] == Z_DISCARD


def test_a_diamond_is_red_but_not_a_heart() -> None:
    """S-CARD-LEBU-2: only hearts spare the seat."""
    t = Table()
    held = t.seat(1)
    t.place(held, "lebu")
    t.deal({t.lord: ["wuzhong"]}, top=[t.judged_card("diamond")])
    words = t.act(t.passes)
    assert f"seat {held} skips phase {PH_PLAY}" in words and t.decision()[0] != held


def test_a_wuxie_before_the_judgement_cancels_it() -> None:
    """S-CARD-LEBU-3, S-OPEN-16: cancelled, it is discarded unjudged."""
    t = Table()
    held = t.seat(1)
    lebu = t.place(held, "lebu")
    spade = t.judged_card("spade")
    t.deal({t.lord: ["wuzhong"], t.seat(3): ["wuxie"]}, top=[spade])
    t.act(t.passes)
    words = t.play("wuxie")
    assert any("樂不思蜀" in w and "is cancelled" in w for w in words)
    assert not any("judgement turns over" in w for w in words)
    assert t.decision() == (held, L.DEC_PLAY) and t.g.zone[0, lebu] == Z_DISCARD
    assert t.g.zone[0, spade] != Z_DISCARD


def test_every_seat_observes_the_judgement_areas() -> None:
    """S-OPEN-61 (cards of a judgement area are public): each seat's observation marks the
    樂不思蜀 and the 閃電 in the areas of the seats they lie before, relative to the observer."""
    t = Table()
    t.place(t.seat(1), "lebu")
    t.place(t.seat(3), "shandian")
    t.deal({t.lord: ["wuzhong"]})
    for me in range(t.n):
        obs = t.eng.observe(me)
        for p in range(t.n):
            e = O.O_SEATS + ((p - me) % t.n) * O.SEAT_W + 6 + L.N_IDENTITIES + len(O.WEAPON_FACES)
            assert obs[e + 6] == (1.0 if p == t.seat(1) else 0.0)
            assert obs[e + 7] == (1.0 if p == t.seat(3) else 0.0)
