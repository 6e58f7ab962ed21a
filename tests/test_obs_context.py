"""Observation of what a skill decision is about (issue 4): the judgement in progress, the card
a hero skill's own prompt concerns, and the observer's own stored cards.

Layout: ``qxs_env/rulesets/qxs/obs.py`` (slices ``decision``, ``stored``, ``judgement``) and
docs/observation_and_actions.md. Every feature checked here is public (a judgement card is turned
over for all to see, R-K3; a move is put out face up) except the stored cards, which only their
owner sees.
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.qxs.obs import D_FACE, HERO_SKILLS, JD_ACTIVE, JD_FOR, JD_SEAT
from qxs_env.rulesets.qxs.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]
COLOURS = {"red": 0, "blue": 1, "yellow": 2, "white": 3}


def sc5(**config: object) -> Scenario:
    return Scenario(players=5, seed=0, identities=IDS5, **config)


def decision_card(sc: Scenario, viewer: int) -> tuple[int, int]:
    """(face, colour) shown as the decision's card in question to ``viewer`` ((-1, -1): none)."""
    eng = sc.eng
    dec = eng.observe(viewer)[eng.layout.slices["decision"]]
    nf = eng.layout.n_faces
    faces = np.flatnonzero(dec[D_FACE : D_FACE + nf])
    cols = np.flatnonzero(dec[D_FACE + nf : D_FACE + nf + 4])
    if len(faces) == 0:
        return -1, -1
    assert len(faces) == 1 and len(cols) == 1
    return int(faces[0]), int(cols[0])


def judgement_block(sc: Scenario, viewer: int) -> np.ndarray:
    return sc.eng.observe(viewer)[sc.eng.layout.slices["judgement"]]


def test_judgement_replacement_prompt_shows_the_judgement_card() -> None:
    """段誉 凌波微步 (R-K3 judgement, skill: replace a judgement card): when seat 2 is asked whether
    to replace seat 0's 悲酥清风 judgement, seat 2 sees the turned-over card (a red 力 2x1) as the
    decision's card, and every seat's judgement slice names the judged seat, what the judgement is
    for (悲酥清风) and the card. Without the context lookup the confirm carries no card at all."""
    sc = sc5()
    sc.set_hero(2, "duanyu", partial=True)
    sc.hand(2, ["ji_1x1"])
    sc.judgement(0, [("beisuqingfeng", "yellow")])
    sc.draw_pile_top(["li_2x1"])
    sc.start_turn(0)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    li = sc._face("li_2x1")
    beisu = sc._face("beisuqingfeng")
    nf = sc.eng.layout.n_faces
    for viewer in range(5):
        # the decision slice is the deciding seat's own (auto_forced: docs/rulings.md "Forced
        # decisions"); the judgement slice is public
        want = (li, COLOURS["red"]) if viewer == 2 else (-1, -1)
        assert decision_card(sc, viewer) == want
        jd = judgement_block(sc, viewer)
        assert jd[JD_ACTIVE] == 1.0
        assert np.flatnonzero(jd[JD_SEAT : JD_SEAT + 10]).tolist() == [(0 - viewer) % 5]
        assert np.flatnonzero(jd[JD_FOR : JD_FOR + nf]).tolist() == [beisu]
        card = jd[JD_FOR + nf : JD_FOR + 2 * nf + 4]
        assert np.flatnonzero(card).tolist() == [li, nf + COLOURS["red"]]
        assert jd[JD_FOR + 2 * nf + 4] == 0.0  # not a hero skill's judgement
    sc.yes()
    if sc.decision().kind == "hand card":  # the prompt for the card keeps showing the judgement
        assert decision_card(sc, 2) == (li, COLOURS["red"])
        sc.hand_card("ji_1x1")
    # settled: no judgement in progress any more
    assert judgement_block(sc, 0)[JD_ACTIVE] == 0.0


def test_hero_skill_judgement_names_its_owner_and_slot() -> None:
    """左冷禅 寒冰真气 judges with no card of its own: the judgement slice flags a hero skill's
    judgement with the skill owner's seat and slot; 段誉 (seat 2) asked to replace it sees the
    turned-over yellow 气 2x1."""
    from qxs_env.rulesets.qxs.content.skills import SKILL_HANBING_ZHENQI

    sc = sc5()
    sc.set_hero(1, "zuolengchan")
    sc.set_hero(2, "duanyu", partial=True)
    sc.hand(0, ["li_2x1"])
    sc.hand(2, ["ji_1x1"])
    sc.draw_pile_top(["qi_2x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1)
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    # 寒冰真气's confirm is about the card that dealt the damage (shown to the deciding seat;
    # with auto_forced on, not to the others: docs/rulings.md "Forced decisions")
    assert decision_card(sc, 1) == (sc._face("li_2x1"), COLOURS["red"])
    assert decision_card(sc, 3) == (-1, -1)
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    qi = sc._face("qi_2x1")
    assert decision_card(sc, 2) == (qi, COLOURS["yellow"])
    nf = sc.eng.layout.n_faces
    jd = judgement_block(sc, 4)
    assert np.flatnonzero(jd[JD_SEAT : JD_SEAT + 10]).tolist() == [(1 - 4) % 5]
    assert jd[JD_FOR : JD_FOR + nf].sum() == 0.0  # no card: a skill's judgement
    o = JD_FOR + 2 * nf + 4
    slot = [int(x) for x in sc.state["skills"][1]].index(SKILL_HANBING_ZHENQI)
    assert jd[o] == 1.0
    assert np.flatnonzero(jd[o + 1 : o + 11]).tolist() == [(1 - 4) % 5]
    assert np.flatnonzero(jd[o + 11 : o + 11 + HERO_SKILLS]).tolist() == [slot]


def test_skill_prompt_about_an_attack_shows_the_move() -> None:
    """鳌拜 金钟罩: asked whether to discard a red card against an attack, he sees the attacking
    move (a blue 技 1x1) as the decision's card; with auto_forced off everyone sees it too
    (with it on only the deciding seat sees its decision: docs/rulings.md "Forced
    decisions")."""
    for auto_forced in (True, False):
        sc = sc5(auto_forced=auto_forced)
        sc.set_hero(1, "aobai")
        sc.hand(0, ["ji_1x1"])
        sc.hand(1, ["li_1x1"])
        sc.play_phase(0)
        sc.use("ji_1x1").target(1)
        if not auto_forced and sc.decision().kind == "respond":
            break  # (asked to answer first: covered with auto_forced on)
        assert sc.decision().kind == "confirm" and sc.decision().actor == 1
        for viewer in range(5):
            seen = decision_card(sc, viewer)
            if viewer == 1 or not auto_forced:
                assert seen == (sc._face("ji_1x1"), COLOURS["blue"])
            else:
                assert seen == (-1, -1)


def test_own_stored_cards_are_seen_by_their_owner_only() -> None:
    """冯锡范 六合童子: his page boys are counted by type in his own ``stored`` slice; no other seat
    sees them (their number is public through his skill slot's tokens)."""
    sc = sc5()
    sc.set_hero(2, "fengxifan")
    sc.stored(2, ["qi_1x1", "li_1x1", "qi_1x1"])
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    eng = sc.eng
    sl = eng.layout.slices["stored"]
    own = eng.observe(2)[sl]
    t_qi = sc._face("qi_1x1") * 4 + COLOURS["yellow"]
    t_li = sc._face("li_1x1") * 4 + COLOURS["red"]
    assert own[t_qi] == 2.0 and own[t_li] == 1.0 and own.sum() == 3.0
    for viewer in (0, 1, 3, 4):
        assert eng.observe(viewer)[sl].sum() == 0.0


def test_card_making_skill_answering_an_attack_shows_the_move() -> None:
    """杨过 西狂 (a move he puts out may take any colour): attacked by a red 力 2x1, he answers
    with the skill; its hand-card and colour prompts show the attacking move as their card."""
    sc = Scenario(players=5, seed=0, identities=IDS5, auto_forced=False)
    sc.set_hero(0, "yangguo")
    sc.hand(0, ["qi_1x1"])
    sc.hand(1, ["li_2x1"])
    sc.play_phase(1)
    sc.use("li_2x1").target(0)
    sc.act(sc.eng.offsets["skill"] + 4 + 0)
    li = (sc._face("li_2x1"), COLOURS["red"])
    assert sc.decision().kind == "hand card" and decision_card(sc, 0) == li
    sc.hand_card("qi_1x1")
    assert sc.decision().kind == "colour"
    for viewer in range(5):
        assert decision_card(sc, viewer) == li
