"""How often a triggered hero skill resolves: once per trigger event, and only skills that can act
are offered (issue 18).

A triggered skill's frame (OP_SKILL) keeps the slots still to offer in its A0 field, which the
skills' own steps also use as scratch. 五轮大转 (金轮法王: instead of drawing, turn over the top
five cards and keep at most one of each colour) wrote the colours it kept there, so the frame
offered its slots again: the skill replaced the draw again and again in one draw phase, and the
"skill order" prompt offered slots the hero does not have. The frame now keeps the pending slots
apart while a skill runs, and starting a slot twice in one frame raises (so the fuzz reports any
skill that would resolve more often than once per trigger event).
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from agents.heuristic import HeuristicPolicy
from qxs_env.devtools.fuzz import random_game
from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.content.skills import SKILL_REVEAL_TAKE_COLOURS
from qxs_env.rulesets.qxs.invariants import describe
from qxs_env.rulesets.qxs.scenario import Scenario

FIVE_CARDS = [
    ("li_1x1", "red"),
    ("kanpo", "red"),
    ("su_1x2", "white"),
    ("ji_2x3", "blue"),
    ("qi_2x1", "yellow"),
]


def _wulun_turn() -> Scenario:
    sc = Scenario(
        players=5, deck="wide", seed=11, identities=["leader", "righteous", "cult", "cult", "court"]
    )
    sc.set_hero(1, "jinlunfawang")
    sc.draw_pile_top(FIVE_CARDS)
    sc.start_turn(1)
    return sc


def test_wulundazhuan_replaces_the_draw_once() -> None:
    """The reviewer's reproduction: after the reveal-and-keep confirmations the play phase
    follows (no second 五轮大转, no "skill order" prompt), the skill is logged once, and the
    hand holds one card of each colour kept (R-T3 replaced, nothing else drawn)."""
    sc = _wulun_turn()
    assert sc.decision().kind == "confirm" and sc.decision().actor == 1
    sc.yes()
    while sc.decision().kind == "confirm":
        sc.yes()
    d = sc.decision()
    assert d.kind == "play" and d.actor == 1, sc.describe()
    uses = [r for r in sc.logged(L.EV_SKILL) if r[0] == 1 and r[1] == SKILL_REVEAL_TAKE_COLOURS]
    # one row when the skill is chosen (op_skill stage 1); none for a second resolution
    assert len(uses) == 1, uses
    colours = [sc.card_colour(c) for c in sc.state.hand[1, : sc.hand_size(1)]]
    assert sorted(colours) == sorted(set(colours)), colours
    assert sc.hand_size(1) == 4  # red, white, blue, yellow: one each


def test_wulundazhuan_declined_draws_normally() -> None:
    """Declining the skill leaves the ordinary draw (R-T3, ``draw_per_turn`` cards) and asks
    nothing more."""
    sc = _wulun_turn()
    sc.pass_()
    d = sc.decision()
    assert d.kind == "play" and d.actor == 1, sc.describe()
    assert sc.hand_size(1) == sc.config.draw_per_turn


def _skill_uses_per_turn(config: GameConfig, seed: int, code: int) -> Counter[tuple[int, int]]:
    """Play one all-heuristic game; count the EV_SKILL rows of skill ``code`` per (turn, seat)."""
    eng = Engine(config, batch=1)
    pol = HeuristicPolicy(seed=seed, deck=config.deck)
    eng.reset_one(0, seed)
    obs = np.zeros((1, eng.obs_size), dtype=np.float32)
    mask = np.zeros((1, eng.n_actions), dtype=np.int8)
    out = np.zeros(1, dtype=np.int64)
    rows = np.zeros(1, dtype=np.int64)
    uses: Counter[tuple[int, int]] = Counter()
    while not eng.done[0]:
        actor = int(eng.actor[0])
        mask[0, :] = eng.state["mask"][0, : eng.n_actions]
        eng.observe(actor, 0, out=obs[0])
        pol.act(obs, mask, rows, out)
        eng.step([int(out[0])])
        g = eng.state[0]
        for i in range(min(int(g["ev_n"]), FL.EV_MAX)):
            row = g["ev"][i]
            if int(row[0]) == L.EV_SKILL and int(row[2]) == code:
                uses[(int(g["turn"]), int(row[1]))] += 1
    return uses


def test_wulundazhuan_once_per_turn_in_heuristic_play() -> None:
    """The reviewer's all-heuristic game (8 players, standard deck, heroes standard, seed 1)
    with 金轮法王 dealt: at most one 五轮大转 per turn of its owner (it used it 5+ times in
    turn 9 before the fix)."""
    heroes = (
        "jinlunfawang",
        "aobai",
        "duanyu",
        "guojing",
        "hufei",
        "linghuchong",
        "huangyaoshi",
        "zhoubotong",
    )
    config = GameConfig(players=8, deck="standard", heroes="standard", hero_assign=heroes)
    seen = 0
    for seed in (1, 2, 3):
        uses = _skill_uses_per_turn(config, seed, SKILL_REVEAL_TAKE_COLOURS)
        seen += sum(uses.values())
        assert max(uses.values(), default=0) <= 1, uses
    assert seen > 0, "the heuristic never used 五轮大转: the test proves nothing"


def test_huitoushian_cannot_take_a_skill_halfway_through() -> None:
    """空见神僧's 回头是岸 (the killer loses a skill he names) when he dies inside the duel that
    向问天's 投其所好 set up: 投其所好 is still being carried out, so it cannot be named (its last
    step frees the card-less 单挑 it put on the table; rulings.md). The fuzz's game (seed
    1005342, 6 players, basic deck, heroes all) used to end with that card left on the table
    (E32); now it plays clean, and the prompt offers only the killer's other skills."""
    config = GameConfig(players=6, deck="basic", heroes="all")
    game = random_game(config, 1005342)
    assert game.code == 0, f"E{game.code}: {describe(game.code)}"
    eng = Engine(config, batch=1)
    eng.reset_one(0, 1005342)
    prompts = 0
    for a in game.actions:
        g = eng.state[0]
        top = g["stk"][g["sp"] - 1]
        if top[FL.FR_OP] == L.DEC_SKILL and top[FL.FR_A1] == L.PUR_SKILL_ORDER and g["sp"] >= 2:
            parent = g["stk"][g["sp"] - 2]
            killer = int(top[FL.FR_Q])
            if parent[FL.FR_OP] == L.OP_SKILL and killer >= 0 and killer != int(top[FL.FR_P]):
                running = [
                    int(f[FL.FR_A3])
                    for f in g["stk"][: g["sp"] - 2]
                    if f[FL.FR_OP] == L.OP_SKILL and f[FL.FR_P] == killer and f[FL.FR_ST] >= 2
                ]
                offered = [k for k in range(L.HERO_SKILLS) if top[FL.FR_A0] >> k & 1]
                assert not set(running) & set(offered), (running, offered)
                prompts += running != []
        eng.step([a])
    assert prompts >= 1, "the game no longer reaches the case"
