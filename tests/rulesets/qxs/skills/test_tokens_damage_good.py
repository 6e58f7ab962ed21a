"""Hero skill ``tokens_damage_good`` (四大恶人 恶贯满盈): its scenario tests.

恶贯满盈: In your play phase you may spend four 恶 tokens: every good (善) hero takes 1 damage from
you.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L

from ..helpers import _tokens, sc5


def test_sidaeren_eguanmanying_four_tokens_hurt_every_good_character():
    """恶贯满盈: four tokens spent, every good character (seats 1 and 3 here) takes 1 damage
    from him; the evil ones (him, seats 2 and 4) do not."""
    sc = sc5()
    sc.set_hero(0, "sidaeren")
    for seat, al in ((1, "good"), (2, "evil"), (3, "good"), (4, "evil")):
        sc.set_alignment(seat, al)
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(2)
    sc.hero_skill(2)
    assert [r[:3] for r in sc.logged(L.EV_DAMAGE)] == [(0, 1, 1), (0, 3, 1)]
    assert _tokens(sc, 0) == 0 and not sc.can_hero_skill(2)
