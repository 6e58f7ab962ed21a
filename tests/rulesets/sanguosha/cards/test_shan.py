"""閃 (S-CARD-SHAN): never used in the play phase; given only to a request (殺, 萬箭齊發)."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_shan_is_not_offered_in_the_play_phase() -> None:
    t = Table()
    t.deal({t.lord: ["shan", "shan", "wuzhong"]})
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert t.legal() == [t.card_of(t.lord, "wuzhong"), t.passes]
