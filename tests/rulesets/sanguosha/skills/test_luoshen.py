"""甄姬 · 洛神 (S-HERO-ZHENJI-1, ruling S-OPEN-43): in her judgement phase she judges again and
again: black cards to her hand, a red one ends it."""

from __future__ import annotations

from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table
from .test_qingguo import suited


def test_luoshen_keeps_black_cards_until_red() -> None:
    t = hero_table({1: "zhenji"})
    b1, b2 = suited(t, "juedou", (0,)), suited(t, "nanman", (0, 2))
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: ["wuzhong"]}, top=[b1, b2, red])
    t.act(t.passes)
    assert t.decision() == (t.seat(1), L.DEC_SKILL_YES)
    t.act(t.yes)
    assert t.hand(t.seat(1)) == [b1]
    t.act(t.yes)
    t.act(t.yes)  # red: discarded, it ends; then she draws 2
    assert t.hand(t.seat(1))[:2] == [b1, b2] and red not in t.hand(t.seat(1))
    assert len(t.hand(t.seat(1))) == 4


def test_luoshen_may_stop_after_a_black_card() -> None:
    t = hero_table({1: "zhenji"})
    b1 = suited(t, "juedou", (0,))
    t.deal({t.lord: ["wuzhong"]}, top=[b1])
    t.act(t.passes)
    t.act(t.yes)
    t.act(t.passes)
    assert t.hand(t.seat(1))[0] == b1 and len(t.hand(t.seat(1))) == 3
