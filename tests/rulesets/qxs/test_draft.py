"""The hero draft (R-S4): the leader chooses from 5 heroes, the others from 3 in secret;
what each seat's observation shows of the offers.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.api import Engine, hero_catalogue, implemented_heroes
from qxs_env.rulesets.qxs.config import GameConfig


def _draft_engine(players: int = 5, **kw) -> Engine:
    cfg = GameConfig(players=players, heroes="implemented", hero_assign="draft", **kw)
    eng = Engine(cfg)
    eng.reset_one(0, 3)
    return eng


def _page_boys(hero) -> bool:
    return "page_boys" in {x.id for x in hero.skills}


def test_draft_leader_chooses_from_five_then_others_from_three_in_secret():
    """R-S4: the leader sees 5 heroes and its choice is public at once; every other seat then
    chooses among 3 in secret; all are revealed together, with HP per R-S5."""
    eng = _draft_engine(5)
    st = eng.state[0]
    leader = int(np.flatnonzero(st["ident"] == 0)[0])
    assert int(st["actor"]) == leader
    assert int(st["stk"][st["sp"] - 1, FL.FR_OP]) == L.DEC_HERO
    pick = eng.offsets["pick"]
    assert eng.legal_actions(0) == [pick + k for k in range(5)]
    assert int(st["hand_n"].sum()) == 0  # no cards are dealt before the heroes are known
    offered = [int(h) for h in st["offer"][leader]]
    npool = len(implemented_heroes())
    eng.step([pick + 2])
    assert int(st["hero"][leader]) == offered[2] and st["hero_up"][leader] == 1
    seen = set(offered)
    for k in range(1, 5):
        p = (leader + k) % 5
        assert int(st["actor"]) == p
        assert eng.legal_actions(0) == [pick, pick + 1, pick + 2]
        mine = [int(h) for h in st["offer"][p] if h >= 0]
        assert len(set(mine)) == 3
        if len(seen) + 3 <= npool:  # from the rest of the pool while it lasts
            assert not seen & set(mine)
        seen |= set(mine)
        # (an offer without a setup skill: 六合童子 would stop the game start at its own decision)
        hs = hero_catalogue().heroes
        eng.step([pick + next(j for j, h in enumerate(mine) if not _page_boys(hs[h]))])
        if k < 4:  # chosen in secret: not public yet
            assert st["hero_up"][p] == 0
    hcat = hero_catalogue()
    for p in range(5):
        assert st["hero_up"][p] == 1
        h = int(st["hero"][p])
        bonus = 1 if p == leader else 0
        assert int(st["maxhp"][p]) == hcat.heroes[h].hp + bonus == int(st["hp"][p])
        # dealt 5 each; the leader's first turn has begun (its draw phase: 3 more)
        assert int(st["hand_n"][p]) == (8 if p == leader else 5)
    assert int(st["cur"]) == leader


def test_draft_offers_two_each_at_ten_players():
    eng = _draft_engine(10, hero_pool=None)
    st = eng.state[0]
    eng.step([eng.offsets["pick"]])
    assert len([h for h in st["offer"][int(st["actor"])] if h >= 0]) == 2


def test_draft_observation_shows_offers_only_to_the_chooser():
    from qxs_env.rulesets.qxs.obs import DR_ACTIVE, DR_OFFER, DR_TO_CHOOSE

    eng = _draft_engine(5)
    st = eng.state[0]
    leader = int(st["actor"])
    o_draft = eng.layout.slices["draft"].start
    mine = eng.observe(leader)
    other = eng.observe((leader + 1) % 5)
    assert mine[o_draft + DR_ACTIVE] == 1 and mine[o_draft + DR_TO_CHOOSE] == 1
    for k in range(5):
        h = int(st["offer"][leader, k])
        assert mine[o_draft + DR_OFFER + k * L.MAX_HEROES + h] == 1
    # another seat sees a draft in progress and its own offers (dealt at once), never the
    # leader's
    p = (leader + 1) % 5
    assert other[o_draft + DR_ACTIVE] == 1 and other[o_draft + DR_TO_CHOOSE] == 1
    want = np.zeros(L.DRAFT_OFFER * L.MAX_HEROES, np.float32)
    for k in range(L.DRAFT_OFFER):
        h = int(st["offer"][p, k])
        if h >= 0:
            want[k * L.MAX_HEROES + h] = 1
    assert (other[o_draft + DR_OFFER : o_draft + DR_ACTIVE] == want).all()
