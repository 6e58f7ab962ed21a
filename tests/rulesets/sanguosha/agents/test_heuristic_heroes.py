"""三国杀's heuristic with heroes (issue 36, scope 6): whole games with the standard heroes are
played without a legal default (the draft, every skill decision and button has a rule), every
skill declares its heuristic role next to itself, the draft picks by the documented value
table, and a seat asked for the lord's 護駕 gives its 閃 only when the lord is its friend."""

from __future__ import annotations

import importlib
import importlib.util

import numpy as np
import pytest

from agents.sanguosha_heuristic import HeuristicPolicy, decide
from agents.sanguosha_heuristic.beliefs import beliefs
from agents.sanguosha_heuristic.evidence import public_evidence
from agents.sanguosha_heuristic.skills import choose_hero, hero_value, skill_roles
from agents.sanguosha_heuristic.view import read_view
from qxs_env.engine.layout import DEC_REQUEST, DEC_RESCUE
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import skill_roles as R
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig

from ..table import Table
from ..test_acts import hujia_asked
from .test_heuristic_legal import play


@pytest.mark.parametrize(("players", "auto"), [(5, True), (8, False), (10, True)])
def test_hero_games_need_no_legal_default(players: int, auto: bool) -> None:
    config = SanguoshaConfig(players=players, heroes="standard", auto_forced=auto, max_turns=60)
    heur = play(config, 10, 1.0, seed=players)
    assert not heur.fallbacks
    assert not heur.errors


def test_every_skill_declares_its_role_next_to_itself() -> None:
    codes = {getattr(R, k) for k in dir(R) if k.startswith("SR_")}
    for sid, role in zip(L.SKILL_IDS, skill_roles(), strict=True):
        if importlib.util.find_spec(f"qxs_env.rulesets.sanguosha.skills.{sid}") is None:
            continue  # a skill whose module another helper adds (國色): it must declare one
        mod = importlib.import_module(f"qxs_env.rulesets.sanguosha.skills.{sid}")
        assert mod.HEURISTIC_ROLE == role and role in codes, sid
    assert skill_roles()[L.SKILL_FANKUI] == R.SR_VS_SOURCE
    assert skill_roles()[L.SKILL_WUSHENG] == R.SR_CONVERT


def test_the_draft_takes_the_offered_hero_of_the_highest_value() -> None:
    t = Table(players=5, seed=3, heroes="standard", auto_forced=False)
    v = read_view(t.eng.observe(t.lord, 0))
    assert v.heroes and len(v.offer) == L.LORD_OFFER
    legal = t.eng.state["mask"][0, : t.eng.n_actions].astype(bool)
    a = choose_hero(v, legal)
    k = a - v.offs["shown"]
    assert max(hero_value(v, h) for h in v.offer) == hero_value(v, v.offer[k])
    heur = HeuristicPolicy()
    assert heur.act_one(0, t.eng.observe(t.lord, 0), legal) == a


@pytest.mark.parametrize(("ident", "gives"), [(L.LOYALIST, True), (L.REBEL, False)])
def test_a_wei_seat_gives_its_shan_for_hujia_only_as_a_friend(ident: int, gives: bool) -> None:
    t = hujia_asked()
    wei = t.seat(3)
    assert t.decision() == (wei, DEC_REQUEST)
    t.g.ident[0, wei] = ident
    v = read_view(t.eng.observe(wei, 0))
    hostile, helped = public_evidence(v)
    _, en = beliefs(v, hostile, helped)
    legal = np.zeros(v.offs["size"], bool)
    legal[t.legal()] = True
    a = decide(v, en, legal)
    assert (a == t.card_of(wei, "shan")) == gives
    assert (a == v.offs["pass"]) == (not gives)


def test_huatuo_dying_saves_himself_with_an_equipped_red_card() -> None:
    """急救 offers equipped red cards to the rescue (S-OPEN-57); with no hand card the heuristic
    gives the equipped one rather than dying (its self-rescue fell to 0.90 in the audit with
    heroes when it looked at hand cards only)."""
    from ..table import hero_table

    t = hero_table({1: "huatuo"})
    huatuo = t.seat(1)
    horse = t.equip(huatuo, "chitu")  # ♥5, red
    t.set_hp(huatuo, 1)
    t.deal({t.lord: ["sha", "wuzhong"]})
    t.play("sha")
    t.act(t.target(huatuo))
    assert t.decision() == (huatuo, DEC_RESCUE)
    legal = t.eng.state["mask"][0, : t.eng.n_actions].astype(bool)
    assert legal[int(t.eng.tba[0]["card_action"][horse])]
    action = HeuristicPolicy().act_one(0, t.eng.observe(huatuo, 0), legal)
    assert action == int(t.eng.tba[0]["card_action"][horse])
