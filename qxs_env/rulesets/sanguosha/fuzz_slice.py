"""三国杀's fuzz slice: the framework's fuzz loop (:mod:`qxs_env.engine.fuzz_loop`) bound to this
game's entry points (``rules.reset_game``, ``rules.apply_action``: the bound copies of
``engine/entry.py``) and invariants (:mod:`.invariants`), for :mod:`qxs_env.devtools.fuzz`
(``qxs fuzz --game sanguosha``). The members of a fuzz slice's contract: :func:`fuzz_games`,
:func:`play_recorded`, :func:`ignore_mask`, :func:`describe`, ``OK`` and the layouts of the stats
(``N_STATS``, ``S_*``) and violation records (``N_VIOLATION``, ``V_*``)."""

from __future__ import annotations

from qxs_env.engine import fuzz_loop
from qxs_env.engine.fuzz_loop import (  # noqa: F401 - the fuzz slice's contract
    D_NO_END,
    D_RAISED,
    D_REFUSED,
    N_STATS,
    N_VIOLATION,
    OK,
    S_DECISIONS,
    S_IGNORED,
    S_MAX_DECISIONS,
    S_MAX_TURNS,
    S_TRUNCATED,
    S_TURNS,
    S_VIOLATIONS,
    S_WON,
    V_CODE,
    V_DECISION,
    V_GAME,
    V_SEED,
    ignore_mask,
)
from qxs_env.engine.hooks import bind

from . import invariants, rules

BOUND = bind((fuzz_loop,), (rules, invariants))
"""The framework's fuzz loop bound to 三国杀's entry points and invariants."""
fuzz_games = BOUND.fuzz_games
play_recorded = BOUND.play_recorded


def describe(code: int) -> str:
    """Plain-words description of a violation code: the fuzz loop's own or an invariant's."""
    return fuzz_loop.describe(code, invariants.describe)
