"""Death and the end check are one framework procedure (``qxs_env.engine.death``, issue 32 scope 5)
that both built-in games bind: the framework writes the death's record (``killer``,
``death_turn``, ``death_order``) and the per-seat results (``won``), each game supplies only its
own rules through the hooks (what a death shows, the end rules, what follows a death, a dead
current player's turn, its own record of the end).

The procedure is called here directly on a dealt game of each ruleset (the bound copies take the
state record by reference), killing seats with no killer until a side has won."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.engine import death as framework_death
from qxs_env.engine.hooks import hooks_of

DEATH_HOOKS = {
    "death_shown",
    "end_results",
    "game_ended",
    "death_consequences",
    "current_player_died",
}


def _qxs():
    from qxs_env.rulesets.qxs import constants as K
    from qxs_env.rulesets.qxs import death as qxs_death
    from qxs_env.rulesets.qxs import framework as F
    from qxs_env.rulesets.qxs.api import Engine
    from qxs_env.rulesets.qxs.config import GameConfig

    eng = Engine(GameConfig(players=5, heroes="off"))
    eng.reset_one(0, 7)
    return eng, F, qxs_death, (K.LEADER, K.RIGHTEOUS)


def _sanguosha():
    from qxs_env.rulesets.sanguosha import death as sanguosha_death
    from qxs_env.rulesets.sanguosha import framework as F
    from qxs_env.rulesets.sanguosha import layout as L
    from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine

    eng = SanguoshaEngine(SanguoshaConfig(players=5, heroes="off"))
    eng.reset(3)
    return eng, F, sanguosha_death, (L.LORD, L.LOYALIST)


GAMES = {"qunxiasha": _qxs, "sanguosha": _sanguosha}


def test_the_framework_declares_the_death_hooks() -> None:
    assert {h.__name__ for h in hooks_of(framework_death)} == DEATH_HOOKS


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_binds_the_death_hooks_to_its_own_death_module(game: str) -> None:
    _eng, F, own_death, _winners = GAMES[game]()
    impls = F.BOUND.implementations
    for name in DEATH_HOOKS:
        fn = getattr(impls[name], "py_func", impls[name])
        assert fn.__module__ == own_death.__name__, (name, fn.__module__)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_deaths_are_recorded_in_order_and_the_end_writes_each_seats_result(game: str) -> None:
    eng, F, _own_death, winning = GAMES[game]()
    s = eng.state
    n = eng.players
    ident = [int(x) for x in s["ident"][0, :n]]
    enemies = [p for p in range(n) if ident[p] not in winning]
    assert len(enemies) >= 2
    turn = int(s["turn"][0])
    for k, p in enumerate(enemies):
        ended = F.death(s[0], eng.tba[0], eng.cfg, p, -1)
        assert not s["alive"][0, p]
        assert int(s["killer"][0, p]) == -1 and int(s["death_turn"][0, p]) == turn
        assert int(s["death_order"][0, p]) == k + 1
        last = k == len(enemies) - 1
        assert bool(ended) == last and bool(s["done"][0]) == last
        if not last:
            assert not s["won"][0, :n].any()
    assert not s["truncated"][0]
    assert [int(x) for x in s["won"][0, :n]] == [int(ident[p] in winning) for p in range(n)]
    alive = [p for p in range(n) if s["alive"][0, p]]
    assert all(int(s["death_order"][0, p]) == 0 for p in alive)


def test_qunxiasha_keeps_its_winners_record_and_logs_the_end() -> None:
    from qxs_env.rulesets.qxs import constants as K
    from qxs_env.rulesets.qxs.layout import EV_GAME_OVER

    eng, F, _own_death, _winning = _qxs()
    s = eng.state
    n = eng.players
    for p in range(n):
        if int(s["ident"][0, p]) not in (K.LEADER, K.RIGHTEOUS):
            F.death(s[0], eng.tba[0], eng.cfg, p, -1)
    assert int(s["winners"][0]) == (1 << K.LEADER) | (1 << K.RIGHTEOUS)
    assert int(s["actor"][0]) == -1 and not s["mask"][0].any()
    ev = s["ev"][0, : int(s["ev_n"][0])]
    assert int(ev[-1, 0]) == EV_GAME_OVER and int(ev[-1, 1]) == int(s["winners"][0])


def test_a_truncated_game_ends_through_the_framework_with_no_winner() -> None:
    eng, F, _own_death, _winning = _qxs()
    s = eng.state
    s["won"][0, :] = 1  # (whatever was there: a truncated game has no winner)
    F.end_game(s[0], eng.tba[0], eng.cfg, True)
    assert s["done"][0] and s["truncated"][0]
    assert not s["won"][0].any() and int(s["winners"][0]) == 0
    assert np.all(s["mask"][0] == 0) and int(s["actor"][0]) == -1
