"""閃電 (S-CARD-SHANDIAN, S-TURN-2; rulings S-OPEN-08, S-OPEN-16, S-OPEN-18, S-OPEN-27): placed
in its user's own judgement area with no 無懈可擊 asked; in its holder's judgement phase, before
a 樂不思蜀, a 無懈可擊 before the judgement card is turned passes it on unjudged; a spade 2-9
deals its holder 3 damage without a source and discards it; anything else passes it on to the
next living seat."""

from __future__ import annotations

import pytest

from qxs_env.engine.layout import DEC_CANCEL, Z_DISCARD, Z_JUDGE
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_placed_in_its_users_own_area_without_a_wuxie_window() -> None:
    """S-CARD-SHANDIAN-1, S-OPEN-16."""
    t = Table()
    t.deal({t.lord: ["shandian", "wuzhong"], t.seat(2): ["wuxie"]})
    words = t.play("shandian")  # no target to choose
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert t.area(t.lord) == ["shandian"] and any("places 閃電" in w for w in words)


def test_a_spade_two_to_nine_strikes_for_three_without_a_source() -> None:
    """S-CARD-SHANDIAN-2, S-OPEN-18: 3 damage, no source; the 閃電 is discarded."""
    t = Table()
    held = t.seat(1)
    bolt = t.place(held, "shandian")
    strike = t.judged_card("spade", range(2, 10))
    t.deal({t.lord: ["wuzhong"]}, top=[strike])
    words = t.act(t.passes)
    assert f"seat {held} takes 3 damage from seat -1 (1 HP left)" in words
    assert t.g.zone[0, bolt] == Z_DISCARD and t.area(held) == []
    assert t.decision() == (held, L.DEC_PLAY)


def test_a_death_by_lightning_has_no_killer_and_it_is_judged_before_lebu() -> None:
    """S-OPEN-08 (閃電 judged before 樂不思蜀, though placed first), S-OPEN-18 (no killer:
    no reward), S-DEATH-4 (the 樂不思蜀 left is discarded with the rest)."""
    t = Table()
    held = t.seat(1)
    t.place(held, "shandian")
    lebu = t.place(held, "lebu")
    strike = t.judged_card("spade", range(2, 10))
    t.deal({t.lord: ["wuzhong"]}, top=[strike])
    t.set_hp(held, 3)
    words = t.act(t.passes)
    assert not t.g.alive[0, held] and int(t.g.killer[0, held]) == -1
    assert not any("for killing" in w for w in words)
    assert t.g.zone[0, lebu] == Z_DISCARD
    assert sum("judgement turns over" in w for w in words) == 1  # the 樂不思蜀 was not judged


@pytest.mark.parametrize(
    ("suit", "rank", "strikes"),
    [("spade", 2, True), ("spade", 9, True), ("spade", 1, False), ("spade", 10, False)]
    + [("club", 5, False), ("heart", 5, False)],
)
def test_only_a_spade_of_rank_two_to_nine_strikes(suit: str, rank: int, strikes: bool) -> None:
    """S-CARD-SHANDIAN-2: the judgement reads suit and rank (the framework's judgement, the
    pattern ``.|2~9|spade``)."""
    t = Table()
    held = t.seat(1)
    t.place(held, "shandian")
    t.deal({t.lord: ["wuzhong"]}, top=[t.judged_card(suit, range(rank, rank + 1))])
    t.act(t.passes)
    assert t.hp(held) == (1 if strikes else 4)
    assert t.area(t.seat(2)) == ([] if strikes else ["shandian"])


def test_anything_else_passes_it_to_the_next_living_seat() -> None:
    """S-CARD-SHANDIAN-2, S-OPEN-27: it moves on, over a dead seat, to be judged there."""
    t = Table()
    held, dead, nxt = t.seat(1), t.seat(2), t.seat(3)
    bolt = t.place(held, "shandian")
    miss = t.judged_card("heart")
    t.deal({t.lord: ["wuzhong"]}, top=[miss])
    t.g.alive[0, dead] = 0
    t.g.revealed[0, dead] = 1
    words = t.act(t.passes)
    assert any("閃電" in w and f"from seat {held} to seat {nxt}" in w for w in words)
    assert t.area(held) == [] and t.area(nxt) == ["shandian"] and t.g.zone[0, bolt] == Z_JUDGE
    assert t.hp(held) == 4 and t.decision() == (held, L.DEC_PLAY)


def test_a_wuxie_before_the_judgement_passes_it_on_unjudged() -> None:
    """S-CARD-SHANDIAN-3, S-OPEN-16."""
    t = Table()
    held = t.seat(1)
    bolt = t.place(held, "shandian")
    strike = t.judged_card("spade", range(2, 10))
    t.deal({t.lord: ["wuzhong"], t.seat(3): ["wuxie"]}, top=[strike])
    t.act(t.passes)
    assert t.decision() == (t.seat(3), DEC_CANCEL) and t.asked_card() == bolt
    words = t.play("wuxie")
    assert not any("judgement turns over" in w for w in words)
    assert t.area(t.seat(2)) == ["shandian"] and t.hp(held) == 4
    assert t.g.zone[0, strike] != Z_DISCARD
