"""Hero skill ``arrange_top_cards`` (陈近南 通天): its scenario tests.

通天: At the start of your turn you may look at as many top cards of the draw pile as there are
living players (at least 2, at most 5) and put each back on top or at the bottom, in the order you
like.
"""

from __future__ import annotations

import numpy as np

from ..helpers import ok, sc5


def test_chenjinnan_tongtian_rearranges_the_top_cards():
    """陈近南 通天: at his turn start he looks at 5 cards (5 living players) and puts 气 then 力 on
    top (力 drawn first) and the rest at the bottom; his draw phase then draws 力 and 气 first
    (without the skill he would draw 技 1x1 and 技 2x2, the original top cards)."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "chenjinnan", partial=True)
    sc.hand(0, [])
    sc.draw_pile_top(["ji_1x1", "ji_2x2", "qi_2x2", "li_2x1", "su_1x2"])
    sc.start_turn(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 0
    assert sc.draw_pile_size() > 0
    for face, top in [("qi_2x2", True), ("li_2x1", True), ("ji_1x1", False), ("ji_2x2", False)]:
        sc.hand_card(face)
        d = sc.decision()
        assert d.kind == "confirm" and d.face == face
        sc.yes() if top else sc.pass_()
    assert sc.decision().face == "su_1x2"  # the last card (chosen at once: the only one)
    sc.pass_()
    hand = sc.hand_faces(0)  # (the draw phase draws 3: the third lay under the five)
    assert "li_2x1" in hand and "qi_2x2" in hand and len(hand) == 3
    assert not {"ji_1x1", "ji_2x2", "su_1x2"} & set(hand)
    s = sc.state
    bottom = [sc.card_name(int(c)) for c in s["draw"][:3]]
    assert bottom == ["su_1x2", "ji_2x2", "ji_1x1"]  # the last put at the bottom lies lowest
    ok(sc)


def test_chenjinnan_tongtian_cards_seen_only_by_him():
    """陈近南 通天: the card he is placing shows in his own observation's decision block, never
    in another seat's."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "chenjinnan", partial=True)
    sc.draw_pile_top(["ji_1x1", "ji_2x2", "qi_2x2", "li_2x1", "su_1x2"])
    sc.start_turn(0)
    sc.yes()
    sc.hand_card("qi_2x2")
    eng = sc.eng
    dec = eng.layout.slices["decision"]
    nf = eng.layout.n_faces
    from qxs_env.rulesets.qxs.obs import D_FACE

    f = eng.catalogue.index["qi_2x2"]
    mine = eng.observe(0)[dec]
    assert mine[D_FACE + f] == 1.0
    for p in range(1, 5):
        other = eng.observe(p)[dec]
        assert not np.any(other[D_FACE : D_FACE + nf + 4])
