"""Card effect ``hamagong`` (qxs_env/rulesets/qxs/cards/hamagong.py): 蛤蟆功 (``hamagong``).

Effect: Play phase: spend `attack_cost` attack opportunities to reveal it; later use gets
+`amount` power.

蛤蟆功 (configs/cards.yaml): In your play phase you may give up one attack opportunity to show
this card; it stays in hand, unusable this turn, and has +1 power whenever you use it later.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, attack, attacker_scenario


def test_hamagong_reveal_spends_the_attack_then_charges_power() -> None:
    """蛤蟆功 (blue 2x2): revealing it spends the attack opportunity and keeps it in hand,
    unusable this turn; used in a later turn it has power 3 (here 3 against 0: 2 damage)."""
    sc = attacker_scenario(["hamagong", "li_1x1"])
    sc.play_phase(0)
    sc.use("hamagong")
    assert sc.decision().kind == "confirm"
    sc.yes()
    assert "hamagong" in sc.hand_faces(0)
    assert not sc.can_use("hamagong") and not sc.can_use("li_1x1")
    # the reveal is public: every observer sees one charged 蛤蟆功 in seat 0's hand
    from qxs_env.rulesets.qxs.obs import S_TOAD

    for me in range(5):
        obs = sc.eng.observe(me)
        assert obs[sc.eng.layout.seat_slice((0 - me) % 5).start + S_TOAD] == 0.25
        assert obs[sc.eng.layout.seat_slice((1 - me) % 5).start + S_TOAD] == 0.0
    sc.end_phase()
    sc.start_turn(0)
    while sc.decision().kind != "play":
        sc.pass_()
    attack(sc, "hamagong", 1)
    assert sc.clashes()[-1] == (0, 1, 3, 0)
    assert sc.hp(1) == 2


def test_hamagong_used_directly_has_printed_power() -> None:
    """蛤蟆功 not revealed (declining at use) is a plain 2-power attack."""
    sc = attacker_scenario(["hamagong"])
    sc.play_phase(0)
    sc.use("hamagong")
    sc.pass_()
    sc.target(1)
    if sc.decision().kind == "respond":
        sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 0)]


def test_hamagong_charged_defends_with_plus_one() -> None:
    """A revealed 蛤蟆功 also gets +1 when it defends (ruling): its 3 blocks a red 2 that
    counters blue (2 + 1 = 3)."""
    sc = attacker_scenario(["li_2x1"])
    (ham,) = sc.hand(1, ["hamagong"])
    sc.state.cflag[ham] = L.CF_REVEALED
    sc.play_phase(0)
    attack(sc, "li_2x1", 1, "hamagong")
    assert sc.clashes() == [(0, 1, 3, 3)]
    assert sc.hp(1) == 4


def test_hamagong_taken_by_another_player_loses_its_charge() -> None:
    """A revealed 蛤蟆功 stops being shown when it changes hands (吸星): no bonus for the taker."""
    sc = Scenario(5, deck="wide", identities=FIVE)
    (ham,) = sc.hand(1, ["hamagong"])
    sc.state.cflag[ham] = L.CF_REVEALED
    sc.hand(0, ["xixing", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("xixing")
    if sc.decision().kind == "target":
        sc.target(1)
    sc.pass_while("cancel")
    assert "hamagong" in sc.hand_faces(0)
    assert sc.state.cflag[ham] == 0
