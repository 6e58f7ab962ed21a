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


def test_wulundazhuan_asks_keep_this_card_even_for_yinyanghehesan():
    """The question 五轮大转 asks of each card turned over is the skill's "keep this card",
    whatever the card: a 阴阳和合散 shown by it is not asked its own "use it on two characters
    or recast it" (the text of ``qxs play`` showed that before, issue 34)."""
    from qxs_env.rulesets.qxs.text import decision_to_string

    sc = sc5(auto_forced=False, deck="standard")
    sc.set_hero(1, "jinlunfawang")
    sc.draw_pile_top(["yinyanghehesan"])  # then four cards of the shuffled standard deck
    sc.start_turn(1)
    assert decision_to_string(sc.eng) == "seat 1: use your skill 五轮大转?"
    sc.yes()
    seen = []
    while sc.decision().kind == "confirm" and sc.decision().actor == 1:
        face = sc.decision().face  # the cards turned over are asked in card-id order
        text = decision_to_string(sc.eng)
        seen.append(face)
        assert text.startswith("seat 1: keep ") and "(五轮大转" in text, text
        assert text.endswith("(yes) or throw it away (pass)?") and "recast" not in text, text
        if face == "yinyanghehesan":
            assert text.startswith("seat 1: keep 阴阳和合散"), text
            sc.yes()
        else:
            sc.pass_()
    assert "yinyanghehesan" in seen and len(seen) >= 2
    assert "yinyanghehesan" in sc.hand_faces(1)
