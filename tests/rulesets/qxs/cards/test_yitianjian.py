"""Card effect ``yitianjian`` (qxs_env/rulesets/qxs/cards/yitianjian.py): 倚天剑 (``yitianjian``).

Effect: Held by the leader: allies of the same faction may play moves on the leader's behalf.

倚天剑 (configs/cards.yaml): Held by the leader: characters of the leader's faction may play
move cards on the leader's behalf.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, specials_scenario, zone_name_of


def test_yitianjian_an_ally_plays_a_move_for_the_leader() -> None:
    """倚天剑: attacked, the leader may ask its allies (same alignment; the attacker is not asked):
    seat 2 plays a 2-power move for it, which blocks a 1-power attack."""
    sc = specials_scenario()
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    sc.hand(2, ["li_2x1"])
    sc.play_phase(1)
    sc.use("li_1x1")
    sc.target(0)
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    sc.ask_allies()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 2
    sc.respond("li_2x1")
    assert sc.clashes() == [(1, 0, 1, 2)]
    assert sc.hp(0) == 5


def test_yitianjian_nobody_helps_then_the_leader_answers() -> None:
    """倚天剑: if no ally plays, the leader is asked again (without the option) and may pass."""
    sc = specials_scenario(auto_forced=False)
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    sc.play_phase(1)
    sc.use("li_1x1")
    sc.target(0)
    sc.ask_allies()
    for _ in range(3):  # seats 2, 3, 4 (auto_forced off: every ally is asked)
        assert sc.decision().kind == "respond" and sc.decision().actor != 0
        sc.pass_()
    d = sc.decision()
    assert d.kind == "respond" and d.actor == 0
    assert sc.eng.offsets["yes"] not in sc.legal()
    sc.pass_()
    assert sc.hp(0) == 4


def test_yitianjian_needs_the_specials_module() -> None:
    """Without specials the leader has no such option."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    sc.hand(1, ["li_1x1", "zhangmenxinwu"])
    sc.hand(0, ["su_1x2"])
    sc.play_phase(1)
    sc.use("li_1x1")
    sc.target(0)
    assert sc.eng.offsets["yes"] not in sc.legal()


def test_yitianjian_asking_the_allies_uses_the_card_and_keeps_it() -> None:
    """倚天剑 (RULES.md "Other OPEN points": held by the leader, an optional module; its face: the
    leader's faction may play moves on the leader's behalf): each time the leader asks its allies
    the engine logs the leader's use of the 倚天剑 card, which is not spent: it stays set aside
    and serves again against a second attack in the same turn."""
    sc = specials_scenario(attacks_per_turn=2)
    sc.hand(1, ["li_1x1", "li_1x1", "zhangmenxinwu"])
    sc.hand(2, ["li_2x1", "li_2x1"])
    sc.play_phase(1)
    (sword,) = sc.cards_of("yitianjian")
    for _ in range(2):
        sc.use("li_1x1").target(0)
        sc.ask_allies()
        assert sc.decision().kind == "respond" and sc.decision().actor == 2
        sc.respond("li_2x1")
    assert sc.clashes() == [(1, 0, 1, 2), (1, 0, 1, 2)]
    assert sc.hp(0) == 5
    assert [row for row in sc.logged(L.EV_USE) if row[1] == sword] == [(0, sword, -1, -1, 0)] * 2
    assert zone_name_of(sc, "yitianjian") == "out"
