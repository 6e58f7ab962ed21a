"""劉備 · 仁德 (S-HERO-LIUBEI-1, ruling S-OPEN-44): give hand cards to other seats; 2 given in a
turn heal 1, once per turn."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_GIVE_TO

from ..table import hero_table


def test_rende_gives_and_heals_at_two() -> None:
    t = hero_table({0: "liubei"})
    t.set_hp(t.lord, 2)
    t.deal({t.lord: ["shan", "shan", "tao"]})
    t.act(t.skill("rende"))
    t.act(t.card_of(t.lord, "shan"))
    assert t.decision() == (t.lord, DEC_GIVE_TO)
    assert t.legal_seats() == sorted(t.seat(k) for k in range(1, 5))
    t.act(t.target(t.seat(2)))
    t.act(t.done)
    assert t.hp(t.lord) == 2 and t.hand_faces(t.seat(2)) == ["shan"]
    t.act(t.skill("rende"))
    t.act(t.card_of(t.lord, "shan"))
    t.act(t.target(t.seat(3)))
    t.act(t.done)
    assert t.hp(t.lord) == 3  # the second card this turn
    t.act(t.skill("rende"))  # the 桃, the last card: chosen at once
    assert t.decision() == (t.lord, DEC_GIVE_TO)
    t.act(t.target(t.seat(3)))
    assert t.hp(t.lord) == 3 and t.hand_faces(t.seat(3)) == ["shan", "tao"]
    assert any(f"seat {t.lord} gives a card to seat {t.seat(3)}" in w for w in t.events())
