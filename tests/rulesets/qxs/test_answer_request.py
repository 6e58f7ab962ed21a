"""群侠杀's answer to an attack (R-M2, R-M3) is the framework's card request
(``qxs_env/engine/request.py``) bound to 群侠杀's hooks (``qxs_env/rulesets/qxs/answers.py``):
the attack frame asks through an ``OP_REQUEST`` frame, which asks with 群侠杀's own decision
(``DEC_RESPOND``, purpose ``PUR_ATTACK``), and the card given reaches the clash."""

from __future__ import annotations

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario
from rulesets.qxs.cards.helpers import FIVE


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
