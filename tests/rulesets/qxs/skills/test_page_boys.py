"""Hero skill ``page_boys`` (冯锡范 六合童子): its scenario tests.

六合童子: At setup you take 11 cards and keep 6 of them face down as your page boys; in your own
turn you may swap cards between them and your hand, and any judgement may use one of them as its
card.
"""

from __future__ import annotations

from qxs_env.content.skills import SKILL_PAGE_BOYS
from qxs_env.engine import layout as L

from ..helpers import _slot, ok, sc5_wide


def test_game_start_gives_fengxifan_his_page_boys():
    """冯锡范 pulled into a scenario by ``set_hero`` has no page boys; ``game_start`` runs the
    setup of the start of a game: he takes 6 more cards (11 with his 5) and sets 6 aside one
    at a time, then the leader's first turn begins."""
    sc = sc5_wide()
    sc.set_hero(2, "fengxifan")
    k = _slot(sc, 2, SKILL_PAGE_BOYS)
    sc.hand(2, ["li_1x1", "li_2x1", "ji_1x1", "qi_1x1", "su_1x2"])
    assert sc.stored_faces(2) == [] and int(sc.state["sk_tok"][2, k]) == 0
    sc.game_start(0)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 2
    assert sc.hand_size(2) == 11
    for _ in range(6):
        assert sc.decision().actor == 2
        sc.act(int(sc.legal()[0]))
    assert len(sc.stored_faces(2)) == 6 and sc.hand_size(2) == 5
    assert int(sc.state["sk_tok"][2, k]) == 6
    assert sc.current() == 0 and sc.decision().actor == 0  # the leader's first turn
    assert sc.logged(L.EV_TURN)[-1][0] == 0
    ok(sc)
