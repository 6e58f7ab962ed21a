"""Key choices of 三国杀's heuristic, in games set up with the scenario table: the lord does not
殺 a seat it believes loyal (and does 殺 one that attacked it), a loyalist saves the dying lord
(a rebel does not), a rebel 殺s the lord in range (not the other seat in range), and a weapon
is equipped into an empty slot or over a worse one (the complete deck's cards:
``test_heuristic_complete_deck.py``)."""

from __future__ import annotations

import numpy as np

from agents.sanguosha_heuristic import HeuristicPolicy
from agents.sanguosha_heuristic.beliefs import beliefs
from agents.sanguosha_heuristic.play import card_value, distances
from agents.sanguosha_heuristic.view import read_view
from qxs_env.engine.layout import DEC_RESCUE
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def decide(t: Table, heur: HeuristicPolicy | None = None) -> int:
    """The heuristic's action for the pending decision of the table's game."""
    heur = heur if heur is not None else HeuristicPolicy(max_turns=t.eng.config.max_turns)
    seat = int(t.g.actor[0])
    row = t.eng.observe(seat, 0)
    return heur.act_one(0, row, t.eng.state["mask"][0, : t.eng.n_actions])


def seat_of(t: Table, identity: int, after_lord: tuple[int, ...] = (1, 2, 3, 4)) -> int:
    """The first seat of ``identity`` among the seats ``after_lord`` places after the lord."""
    for k in after_lord:
        if int(t.g.ident[0, t.seat(k)]) == identity:
            return t.seat(k)
    return -1


def table_with(identity: int, k: int) -> Table:
    """A 5-seat table whose seat ``k`` places after the lord is of ``identity``."""
    for seed in range(200):
        t = Table(players=5, seed=seed)
        if int(t.g.ident[0, t.seat(k)]) == identity:
            return t
    raise AssertionError("no deal found")


def lord_with_evidence(attacked: str) -> tuple[Table, HeuristicPolicy, int]:
    """The lord's first play decision holding one 殺, with seat(1), the only seat in range
    (seat(4) rides a +1 horse), shown by the public history of acts to have aimed two harmful
    cards at ``attacked``: "lord", or "rebel" (a rebel that has died, its identity shown)."""
    t = table_with(L.LOYALIST, 1)
    rebel = seat_of(t, L.REBEL, (2, 3))
    t.equip(t.seat(4), "dilu")
    t.deal({t.lord: ["sha"]})
    t.g.alive[0, rebel] = 0  # the rebel has died: its identity is shown
    t.g.revealed[0, rebel] = 1
    heur = HeuristicPolicy(max_turns=t.eng.config.max_turns)
    to = t.lord if attacked == "lord" else rebel
    t.g.acts[0, t.seat(1), to, L.ACT_AIMED] = 2
    return t, heur, t.seat(1)


def test_the_lord_does_not_sha_a_seat_it_believes_loyal() -> None:
    """S-ID goals: the lord kills rebels; a seat seen attacking a rebel is likely loyal."""
    t, heur, loyal = lord_with_evidence("rebel")
    assert decide(t, heur) == t.passes


def test_the_lord_shas_a_seat_that_attacked_it() -> None:
    t, heur, enemy = lord_with_evidence("lord")
    sha = t.card_of(t.lord, "sha")
    assert decide(t, heur) == sha
    words = " ".join(t.act(sha))  # the only seat in range: aimed without asking
    assert f"seat {t.lord} aims 殺" in words and f"at seat {enemy}" in words


def rescue_table(rescuer_identity: int) -> tuple[Table, int]:
    """The lord at 1 HP duels a seat holding a 殺 without one of its own: the lord is dying
    and the only seat holding a 桃 (``rescuer_identity``) is asked to save it."""
    for seed in range(200):
        t = Table(players=5, seed=seed)
        rescuer = seat_of(t, rescuer_identity)
        other = next(t.seat(k) for k in (1, 2, 3, 4) if t.seat(k) != rescuer)
        if rescuer >= 0:
            break
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou", "shan"], other: ["sha"], rescuer: ["tao"]})
    t.play("juedou")
    t.act(t.target(other))
    t.play("sha")  # the lord has no 殺: it takes 1 damage and is dying (S-DEATH-1)
    assert t.decision() == (rescuer, DEC_RESCUE)
    return t, rescuer


def test_a_loyalist_saves_the_dying_lord() -> None:
    t, rescuer = rescue_table(L.LOYALIST)
    assert decide(t) == t.card_of(rescuer, "tao")


def test_a_rebel_lets_the_lord_die() -> None:
    t, _ = rescue_table(L.REBEL)
    assert decide(t) == t.passes


def test_a_rebel_shas_the_lord_in_range() -> None:
    """The rebel's turn, right after the lord's: the lord and another seat are in range."""
    t = table_with(L.REBEL, 1)
    rebel = t.seat(1)
    t.deal({rebel: ["sha"]}, top=["shan", "shan"])
    if t.decision()[0] == t.lord:  # the lord, holding nothing, may have passed at once
        t.act(t.passes)
    assert t.decision() == (rebel, L.DEC_PLAY)
    sha = t.card_of(rebel, "sha")
    assert decide(t) == sha
    t.act(sha)
    assert decide(t) == t.target(t.lord)


def test_a_weapon_goes_into_an_empty_slot_and_over_a_worse_one_only() -> None:
    """A weapon is equipped into an empty slot; over a weapon only when it ranks clearly
    higher (range and power: ``play.weapon_rank``)."""
    t = Table(players=5, seed=1)
    t.deal({t.lord: ["sha"]})
    view = read_view(t.eng.observe(t.lord, 0))
    _, en = beliefs(view, np.zeros((5, 5)), np.zeros((5, 5)))
    dist = distances(view)
    qinggang = L.FACE_IDS.index("qinggang")
    assert card_value(view, en, qinggang, dist) > 0
    view.weapon_range[0], view.weapon_face[0] = 2, L.F_CIXIONG
    assert card_value(view, en, qinggang, dist) < 0
    view.weapon_range[0], view.weapon_face[0] = 1, L.F_ZHUGE
    assert card_value(view, en, L.F_FANGTIAN, dist) > 0
