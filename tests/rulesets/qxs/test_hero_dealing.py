"""Dealing heroes: fixed and random assignment, the hero pools ("implemented", "all"), hero HP
(R-S5) and heroes="off".
"""

from __future__ import annotations

import pytest

from qxs_env.rulesets.qxs.api import Engine, hero_tables_for, implemented_heroes
from qxs_env.rulesets.qxs.config import GameConfig

from .helpers import hero_index


def test_hero_assign_fixed_and_random():
    ids = ["aobai", "yangguo", "hufei", "qiuqianren", "jiumozhi"]
    eng = Engine(GameConfig(players=5, heroes="implemented", hero_assign=ids))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert [int(h) for h in st["hero"][:5]] == [hero_index(h) for h in ids]
    assert int(st["hand_n"][:5].sum()) == 25 + 3  # dealt, and the leader's first draw
    eng = Engine(GameConfig(players=6, heroes="implemented", hero_assign="random"))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert all(int(h) >= 0 for h in st["hero"][:6]) and st["hero_up"][:6].all()


def test_unimplemented_pool_is_refused_naming_the_skills(monkeypatch):
    # (names a hero, its skill and the skill id). Every skill is implemented now (heroes="all"
    # is accepted), so one is taken out of the engine's list to show the refusal.
    from qxs_env.rulesets.qxs import rules

    kept = tuple(c for c in rules.IMPLEMENTED_SKILLS if c != rules.SKILL_GIVE_PHASE)
    with monkeypatch.context() as m:
        m.setattr(rules, "IMPLEMENTED_SKILLS", kept)
        with pytest.raises(NotImplementedError, match=r"does not implement yet: daiqisi 紫衫龙王"):
            Engine(GameConfig(players=5, heroes="all"))
    Engine(GameConfig(players=5, heroes="all"))
    with pytest.raises(ValueError, match="unknown heroes"):
        Engine(GameConfig(players=5, heroes="implemented", hero_pool=("nobody",)))
    with pytest.raises(ValueError, match="at least 5"):
        Engine(GameConfig(players=5, heroes="implemented", hero_pool=("aobai", "hufei")))
    assert set(implemented_heroes()) >= {"aobai", "hufei", "yangguo"}


def test_heroes_off_has_no_heroes():
    eng = Engine(GameConfig(players=5))
    eng.reset_one(0, 0)
    st = eng.state[0]
    assert (st["hero"][:5] == -1).all() and (st["maxhp"][:5] >= 4).all()
    assert GameConfig(heroes="none").heroes == "off"


@pytest.mark.parametrize(
    "hero",
    [
        "limochou",
        "moda",
        "duguqiubai",
        "gongsunzhi",
        "fengqingyang",
        "chenjialuo",
        "huyidaomaorenfeng",
        "pingyizhi",
        "miejueshitai",
        "chongxudaozhang",
        "liqiushui",
        "huangrong",
        "jiunan",
        "huqingniu",
        "linchaoying",
        "linpingzhi",
        "murongboxiaoyuanshan",
        "kongjianshenseng",
        "huangshang",
    ],
)
def test_complete_heroes_are_dealt(hero):
    """Heroes whose every skill works are in heroes="implemented"."""
    assert hero in implemented_heroes()


def test_heroes_all_is_accepted_and_deals_all_80():
    """With 黛绮丝 complete every hero is implemented: heroes="all" is accepted (it was refused
    naming her skills) and its pool is the 80 heroes."""
    config = GameConfig(players=8, heroes="all", hero_assign="random")
    tables = hero_tables_for(config)
    assert tables is not None and tables.pool.shape[0] == 80
    eng = Engine(config, batch=1)
    eng.reset_one(0, 3)
    seen = set()
    for seed in range(40):
        eng.reset_one(0, seed)
        seen.update(int(h) for h in eng.state["hero"][0, :8])
    assert max(seen) >= 40  # expansion heroes are dealt
    from qxs_env.rulesets.qxs.api import hero_catalogue, implemented_heroes  # noqa: F811

    assert len(hero_catalogue().ids("all")) == 80 == len(implemented_heroes())
