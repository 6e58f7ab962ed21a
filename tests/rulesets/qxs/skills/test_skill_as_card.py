"""Hero skill ``skill_as_card`` (任我行 吸星大法, 虚竹 单挑): its scenario tests.

Play phase, `per_turn` times: act as if using the card `face`, spending no card.
"""

from __future__ import annotations

from qxs_env.engine import layout as L
from qxs_env.rulesets.qxs.invariants import violations
from qxs_env.rulesets.qxs.scenario import Scenario

from ..helpers import IDS5, sc5


def test_xuzhu_dantiao_duel_without_a_card():
    """虚竹 单挑: once a turn he acts as if he used 单挑, spending no card."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "xuzhu")
    sc.hand(0, ["zhangmenxinwu"])
    sc.play_phase(0)
    assert sc.can_hero_skill(1)
    sc.hero_skill(1)
    assert sc.decision().kind == "target"
    sc.target(1)
    sc.pass_while("cancel")
    sc.pass_while("respond")  # seat 1 has no move: it takes the duel's damage
    assert sc.hp(1) == 3 and sc.hand_faces(0) == ["zhangmenxinwu"]
    assert not sc.can_hero_skill(1)
    # the card-less 单挑 leaves the table with its duel: no virtual-card row stays reserved
    # (they used to pile up until the engine ran out of rows, 16 uses later)
    assert not (sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).any()


# also 傲行天下 (aoxing_tianxia), 任我行's other skill
def test_renwoxing_xixingdafa_and_aoxingtianxia():
    """任我行 吸星大法: once a turn, 吸星 without a card; 傲行天下: his yellow attacks reach 2
    further, and a seat he attacked is at distance 1 for the rest of the turn."""
    sc = sc5(deck="wide", auto_forced=False)
    sc.set_hero(0, "renwoxing")
    sc.hand(0, ["qi_1x1", "li_1x1", "zhangmenxinwu"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)
    assert sc.decision().kind == "target"
    sc.target(1)
    sc.pass_while("cancel")
    sc.pick_hand()
    assert "ji_1x1" in sc.hand_faces(0)
    sc.use("qi_1x1")
    assert sc.targets() == [1, 2, 3, 4]  # range 1 + 2
    sc.target(2)
    sc.pass_while("respond")
    sc.pass_while("cancel")
    assert sc.state["sk_mark"][0] == 1 << 2
    from qxs_env.rulesets.qxs import rules

    assert rules.distance(sc.state, sc.eng.tba[0], sc.eng.cfg, 0, 2) == 1


# with 慕容复 复国大任 (take_resolved_strategy): the card-less 吸星 takes nothing
def test_cardless_xixing_on_murongfu_takes_nothing_and_frees_its_row():
    """任我行's card-less 吸星 (吸星大法) aimed at 慕容复: 复国大任 has no card to take, so he
    gets nothing, and the virtual card's row is freed when it leaves the table (``in_proc`` counts
    a card-less virtual card as on the table; ``proc_has_cards`` says it has no cards)."""
    sc = Scenario(players=5, seed=0, identities=IDS5, deck="wide", auto_forced=False)
    sc.set_hero(0, "renwoxing")
    sc.set_hero(1, "murongfu")
    sc.hand(0, ["qi_1x1", "zhangmenxinwu"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.hero_skill(1)  # 吸星大法: 吸星 without a card
    sc.target(1)
    sc.pass_while("cancel")
    sc.pick_hand()
    assert "ji_1x1" in sc.hand_faces(0)
    assert sc.hand_faces(1) == []  # 复国大任: no card to take
    assert not (sc.state["vcard"][:, L.V_PHYS0] == L.V_RESERVED).any()
    assert sc.decision().kind == "play"
    assert violations(sc.eng, 0) == []
