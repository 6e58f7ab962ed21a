"""群侠杀's answer to an attack (R-M2, R-M3) is the framework's card request
(``qxs_env/engine/request.py``) bound to 群侠杀's hooks (``qxs_env/rulesets/qxs/answers.py``):
the attack frame asks through an ``OP_REQUEST`` frame, which asks with 群侠杀's own decision
(``DEC_RESPOND``, purpose ``PUR_ATTACK``), and the card given reaches the clash; each answer in
a duel (单挑) is such a request too."""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario
from rulesets.qxs.cards.helpers import FIVE, wide_scenario


def _attacked(defence: list[str]) -> Scenario:
    """Seat 0 attacks seat 1 with li_2x1; seat 1 holds ``defence``; the answer is pending."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.hand(1, defence)
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    return sc


def _frames(sc: Scenario) -> list:
    g = sc.state
    return [g["stk"][k] for k in range(int(g["sp"]))]


def test_the_defence_is_asked_through_a_card_request() -> None:
    """Under the target's answer decision lies a request of one card for the attack's purpose,
    asked by the attacker about the attacking move; under it, the attack frame."""
    sc = _attacked(["ji_1x6"])
    *_, attack, request, decision = _frames(sc)
    assert decision[FL.FR_OP] == L.DEC_RESPOND
    assert (decision[FL.FR_P], decision[FL.FR_Q]) == (1, 0)
    assert decision[FL.FR_A1] == L.PUR_ATTACK
    assert request[FL.FR_OP] == FL.OP_REQUEST
    assert (request[FL.FR_P], request[FL.FR_Q]) == (1, 0)
    assert request[FL.FR_A0] == L.PUR_ATTACK and request[FL.FR_A1] == 1
    assert request[FL.FR_A3] == decision[FL.FR_A0] == attack[FL.FR_A0]
    assert attack[FL.FR_OP] == L.OP_ATTACK and attack[FL.FR_A1] == -1


def test_the_card_given_is_the_defence_of_the_clash() -> None:
    """The move given to the request is the attack's defence: logged as the answer and compared
    in the clash (white counters red: 2 + 1 against 2 blocks)."""
    sc = _attacked(["su_2x2"])
    sc.respond("su_2x2")
    assert sc.clashes() == [(0, 1, 2, 3)]
    assert sc.hp(1) == 4
    (respond,) = sc.logged(L.EV_RESPOND)
    assert respond[0] == 1 and respond[2] == 0
    assert not any(f[FL.FR_OP] == FL.OP_REQUEST for f in _frames(sc))


def test_refusing_the_request_leaves_no_defence() -> None:
    """A seat that passes gives nothing: the clash is power 2 against 0, one HP lost."""
    sc = _attacked(["su_2x2"])
    sc.pass_()
    assert sc.clashes() == [(0, 1, 2, 0)]
    assert sc.hp(1) == 3
    assert sc.logged(L.EV_RESPOND) == []


def test_each_duel_answer_is_a_request_for_a_strong_enough_move() -> None:
    """单挑: each duellist in turn is asked through a request of one move, asked by the other
    duellist about the 单挑, with the power the move needs as its decision's FR_A2; the move
    given sets the power the next one needs."""
    sc = wide_scenario(auto_forced=False)
    sc.hand(0, ["dantiao", "qi_2x1", "zhangmenxinwu"])
    sc.hand(2, ["li_1x1", "ji_1x1"])
    sc.play_phase(0)
    sc.use("dantiao")
    sc.target(2)
    while sc.decision().kind == "cancel":  # nobody cancels the 单挑
        sc.pass_()
    *_, duel, request, decision = _frames(sc)
    assert duel[FL.FR_OP] == L.OP_DUEL
    assert request[FL.FR_OP] == FL.OP_REQUEST
    assert (request[FL.FR_P], request[FL.FR_Q], request[FL.FR_A0]) == (2, 0, L.PUR_DUEL)
    assert request[FL.FR_A3] == duel[FL.FR_A0] == decision[FL.FR_A0]
    assert (decision[FL.FR_OP], decision[FL.FR_A1], decision[FL.FR_A2]) == (
        L.DEC_RESPOND,
        L.PUR_DUEL,
        0,
    )
    sc.respond("li_1x1")
    *_, duel, request, decision = _frames(sc)
    assert (request[FL.FR_P], request[FL.FR_Q]) == (0, 2)
    assert decision[FL.FR_A2] == 1  # li_1x1's printed power
    sc.respond("qi_2x1")
    assert sc.decision().actor == 2
    assert sc.decision().kind == "respond"
    sc.pass_()  # seat 2 has no move of power 2: it takes the damage
    assert sc.logged(L.EV_DAMAGE) == [(0, 2, 1, -1, 0)]
