"""The hero draft is one framework procedure (``qxs_env.engine.draft``, issue 32 scope 5) that both
built-in games bind: the framework keeps the order (the leader picks first and in public, the
others in turn order in secret, then the reveal) and the shared offer rules (the offer's size, the
shuffle of a pool, dealing distinct heroes from it); each game supplies its offers, what a pick
sets and the reveal through the hooks. The games' drafts themselves are played in
tests/rulesets/{qxs,sanguosha}/test_draft.py and digested by the golden tests."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.engine import draft as framework_draft
from qxs_env.engine.hooks import hooks_of

DRAFT_HOOKS = {"draft_offered", "draft_asked", "leader_picked", "seat_picked", "draft_revealed"}


def _bound(game: str):
    if game == "qunxiasha":
        from qxs_env.rulesets.qxs import draft as own_draft
        from qxs_env.rulesets.qxs import framework as F
    else:
        from qxs_env.rulesets.sanguosha import draft as own_draft
        from qxs_env.rulesets.sanguosha import framework as F
    return F, own_draft


def test_the_framework_declares_the_draft_hooks() -> None:
    assert {h.__name__ for h in hooks_of(framework_draft)} == DRAFT_HOOKS


@pytest.mark.parametrize("game", ["qunxiasha", "sanguosha"])
def test_each_game_binds_the_draft_hooks_to_its_own_draft_module(game: str) -> None:
    F, own_draft = _bound(game)
    for name in DRAFT_HOOKS:
        impl = F.BOUND.implementations[name]
        assert getattr(impl, "py_func", impl).__module__ == own_draft.__name__, name


def test_offer_sizes_the_leaders_own_then_three_or_two_at_ten_players() -> None:
    size = framework_draft.offer_size.py_func
    assert [size(k, 8, 5) for k in range(3)] == [5, 3, 3]
    assert [size(k, 9, 5) for k in range(3)] == [5, 3, 3]
    assert [size(k, 10, 4) for k in range(3)] == [4, 2, 2]


def test_sanguoshas_table_of_offers_is_the_frameworks_rule() -> None:
    from qxs_env.rulesets.sanguosha import layout as L

    assert L.OTHERS_OFFER == framework_draft.OTHERS_OFFER
    assert L.OTHERS_OFFER_AT_10 == framework_draft.OTHERS_OFFER_LARGE_TABLE


def test_an_offer_is_distinct_and_a_pool_that_runs_out_is_shuffled_again() -> None:
    from qxs_env.rulesets.qxs import framework as F
    from qxs_env.rulesets.qxs.api import Engine
    from qxs_env.rulesets.qxs.config import GameConfig

    eng = Engine(GameConfig(players=5, heroes="off"))
    eng.reset_one(0, 11)
    g = eng.state[0]
    pool = np.array([4, 7, 9], np.int16)
    first = np.full(2, -1, np.int16)
    second = np.full(2, -1, np.int16)
    at = F.deal_offer(g, first, pool, 0, 2)
    assert at == 2 and list(first) == [4, 7]  # the pool's order while it lasts
    at = F.deal_offer(g, second, pool, at, 2)
    assert second[0] == 9 and second[1] in (4, 7)  # then shuffled again: no repeat in a row
    assert sorted(pool.tolist()) == [4, 7, 9] and 1 <= at <= 3
