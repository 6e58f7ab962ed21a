"""Shared helpers of the hero-skill scenario tests (tests/rulesets/qxs/).

Five players, seat 0 the leader (5 HP), the others 4 HP; turn order 0 -> 1 -> ... -> 4; seat 1 is
at distance 1 from seats 0 and 2. Stacked decks (``draw_pile_top``) and scripted replies make
every outcome certain. Clash rows are (attacker, defender, attacking power, defending power);
colours: red 力 (li) counters blue 技 (ji), blue yellow 气 (qi), yellow white 速 (su), white red
(R-M4).

``sc5`` is the plain five-player scenario; ``sc5_wide`` the same with the wide deck and seed 0;
``sc5_daiqisi`` puts 黛绮丝 at seat ``HER``. ``skill_events_by_code`` lists a seat's EV_SKILL
rows of one skill code.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.api import hero_catalogue
from qxs_env.rulesets.qxs.invariants import violations
from qxs_env.rulesets.qxs.scenario import Scenario

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def sc5(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader (it plays first; turn order 0 -> 1 -> ... -> 4)."""
    return Scenario(players=5, seed=seed, identities=IDS5, **kw)


def hand_card(sc: Scenario, face: str) -> None:
    """Give the hand card a skill asks for (the engine takes it itself when it is the only one
    that fits: auto_forced)."""
    if sc.decision().kind == "hand card":
        sc.hand_card(face)


def hero_index(hero_id: str) -> int:
    return hero_catalogue().index[hero_id]


def ok(sc: Scenario) -> None:
    """The engine's invariants hold (card conservation included)."""
    assert violations(sc.eng, 0) == []


def damage_rows(sc: Scenario) -> list[tuple[int, int, int]]:
    """(source, target, amount) of every damage dealt since the scenario began."""
    return [(r[0], r[1], r[2]) for r in sc.logged(L.EV_DAMAGE)]


def _tokens(sc: Scenario, seat: int, slot: int = 0) -> int:
    return int(sc.state["sk_tok"][seat, slot])


def name_face(sc: Scenario, face: str, colour: str) -> None:
    """Answer a "name a card" decision (purpose PUR_NAME_FACE): the card-type action of the
    face in the colour of the card being converted."""
    assert sc.decision().kind == "hand card"
    sc.act(
        sc.eng.offsets["card"]
        + sc._face(face) * 4
        + ["red", "blue", "yellow", "white"].index(colour)
    )


def sc5_wide(**kw) -> Scenario:
    return Scenario(players=5, seed=0, identities=IDS5, deck="wide", **kw)


def _slot(sc: Scenario, seat: int, code: int) -> int:
    return [int(x) for x in sc.state["skills"][seat]].index(code)


def _kuangfeng_stores() -> Scenario:
    """Seat 0 attacks seat 1 with 力 1x1; 田伯光 (seat 2) sets aside his 力 2x1 (same name 力) and
    throws away seat 3's only card."""
    sc = sc5()
    sc.set_hero(2, "tianboguang")
    sc.hand(0, ["li_1x1", "ji_1x1"])
    sc.hand(1, [])
    sc.hand(2, ["li_2x1", "qi_1x1", "qi_1x2", "su_1x2"])
    sc.hand(3, ["ji_2x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2
    sc.yes()  # (his only 力 is set aside at once)
    assert "li_2x1" not in sc.hand_faces(2)
    assert any(sc.zone_of(c) == ("stored", 2) for c in sc.cards_of("li_2x1"))
    assert sc.decision().kind == "target" and sc.decision().actor == 2
    sc.target(3)  # (his hand card is taken at once: the only one)
    assert sc.hand_size(3) == 0 and "ji_2x2" in sc.discard_faces()
    ok(sc)
    return sc


HER = 1  # 黛绮丝's seat in these scenarios (a cult member)


def sc5_daiqisi(seed: int = 0, **kw) -> Scenario:
    """Five players, seat 0 the leader; 黛绮丝 at seat 1."""
    sc = Scenario(players=5, seed=seed, identities=IDS5, **kw)
    sc.set_hero(HER, "daiqisi")
    return sc


def skill_events_by_code(sc: Scenario, seat: int, code: int) -> list[tuple[int, ...]]:
    return [r for r in sc.logged(L.EV_SKILL) if r[0] == seat and r[1] == code]
