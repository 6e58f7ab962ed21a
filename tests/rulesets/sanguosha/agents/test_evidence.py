"""The heuristic's evidence from the observation's public history of acts
(``agents.sanguosha_heuristic.evidence``): every seat reads the same acts, a third seat
included, and the beliefs follow them (an attack on the lord makes a rebel, a rescue of the
lord or a 護駕 card a loyalist)."""

from __future__ import annotations

from agents.sanguosha_heuristic.beliefs import beliefs
from agents.sanguosha_heuristic.evidence import W_AIMED, W_DAMAGE, W_STAND_IN, public_evidence
from agents.sanguosha_heuristic.view import read_view
from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table
from ..test_acts import hujia_asked


def test_a_sha_on_the_lord_is_seen_by_a_third_seat_and_makes_a_rebel() -> None:
    t = Table(players=5, seed=4)
    attacker, third = t.seat(1), t.seat(3)
    t.deal({t.lord: ["wuzhong"], attacker: ["sha", "wuzhong"]})
    t.act(t.passes)  # the lord's turn ends
    t.play("sha")
    if t.decision()[0] == attacker:
        t.act(t.target(t.lord))
    while t.decision()[0] == t.lord and t.decision()[1] == DEC_REQUEST:
        t.act(t.passes)
    v = read_view(t.eng.observe(third, 0))
    hostile, helped = public_evidence(v)
    a, lord = (attacker - third) % 5, (t.lord - third) % 5
    assert hostile[a, lord] == W_AIMED + W_DAMAGE
    assert hostile.sum() == W_AIMED + W_DAMAGE and helped.sum() == 0.0
    v = v.__class__(**{**v.__dict__, "own": L.LOYALIST})
    P, en = beliefs(v, hostile, helped)
    others = [r for r in range(1, 5) if r not in (a, lord)]
    assert all(P[a, L.REBEL] > P[r, L.REBEL] for r in others)
    assert all(en[a] > en[r] for r in others)


def test_a_hujia_card_makes_a_loyalist() -> None:
    t = hujia_asked()
    t.play("shan")
    v = read_view(t.eng.observe(t.lord, 0))
    hostile, helped = public_evidence(v)
    assert helped[3, 0] == W_STAND_IN and hostile[1, 0] == W_AIMED
    P, _ = beliefs(v, hostile, helped)
    assert P[3, L.LOYALIST] > P[2, L.LOYALIST] > P[1, L.LOYALIST]
