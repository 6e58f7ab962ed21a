"""Hero skill ``reveal_take_colours`` (金轮法王 五轮大转): its scenario tests.

五轮大转: Instead of drawing in your draw phase you may turn over the top 5 cards, keep at most one
of each colour and throw away the rest.
"""

from __future__ import annotations

from ..helpers import sc5


def test_jinlunfawang_wulundazhuan_reveals_five_keeps_one_per_colour():
    """金轮法王 五轮大转: instead of drawing he turns over 5 cards and keeps at most one of each
    colour; the rest are discarded."""
    sc = sc5(auto_forced=False)
    sc.set_hero(1, "jinlunfawang")
    top = ["li_1x1", "li_2x1", "ji_1x1", "qi_1x1", "su_1x2"]  # drawn in this order
    sc.draw_pile_top(top)
    sc.start_turn(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    kept = []
    while sc.decision().kind == "confirm" and sc.decision().actor == 1:
        face = sc.decision().face
        if face != "ji_1x1":
            kept.append(face)
            sc.yes()
        else:
            sc.pass_()
    assert sorted(sc.hand_faces(1)) == sorted(kept)
    assert len(kept) == 3 and len({f.split("_")[0] for f in kept}) == 3  # one red, yellow, white
