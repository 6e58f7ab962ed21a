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


def test_wulundazhuan_asks_to_keep_a_revealed_link_card_in_its_own_words():
    """Issue 34, item 4: a revealed 阴阳和合散 (a card whose own question is "use it on two
    characters or recast it") is asked about in 五轮大转's words: keep it or throw it away."""
    from qxs_env.rulesets.qxs.text import decision_to_string

    sc = sc5(auto_forced=False, deck="standard")
    sc.set_hero(1, "jinlunfawang")
    sc.draw_pile_top(["yinyanghehesan"])  # the other four revealed cards: the deck's next
    sc.start_turn(1)
    assert decision_to_string(sc.eng) == "seat 1: use your skill 五轮大转?"
    sc.yes()  # use 五轮大转
    for _ in range(5):
        d = sc.decision()
        assert d.kind == "confirm" and d.actor == 1
        text = decision_to_string(sc.eng)
        assert "keep" in text and "throw it away" in text and "五轮大转" in text, text
        if d.face == "yinyanghehesan":
            assert "阴阳和合散" in text and "recast" not in text, text
            break
        sc.pass_()  # (keeping another card of its colour would throw it away unasked)
    else:
        raise AssertionError("阴阳和合散 was never asked about")
