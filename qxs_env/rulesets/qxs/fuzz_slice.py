"""群侠杀's fuzz slice: the framework's fuzz loop (:mod:`qxs_env.engine.fuzz_loop`) bound to this
game's entry points (``driver.reset_game``, ``driver.apply_action``) and invariants
(``invariants.check_game``, ``invariants.check_game_masked``), for :mod:`qxs_env.devtools.fuzz`.

:func:`fuzz_games` plays a list of game seeds over the slots of a batch with a uniformly random
legal policy and calls :func:`qxs_env.rulesets.qxs.invariants.check_game` after each reset and
after every single decision; :func:`play_recorded` plays one seed with the same policy and
records its actions (how a reported violation is reproduced); the loop's docstring says more.
The members the generic tools use, the contract of a fuzz slice: :func:`fuzz_games`,
:func:`play_recorded`, :func:`ignore_mask`, :func:`describe`, ``OK`` and the layouts of the
stats (``N_STATS``, ``S_*``) and violation records (``N_VIOLATION``, ``V_*``).

Its compiled functions are stamped like the rest of the ruleset (qxs_env.engine.jit): an edit
here or in the loop recompiles the loop and nothing else of the engine.
"""

from __future__ import annotations

from qxs_env.engine import fuzz_loop
from qxs_env.engine.fuzz_loop import (  # noqa: F401 - the fuzz slice's contract
    D_NO_END,
    D_RAISED,
    D_REFUSED,
    DRIVER_DESCRIPTIONS,
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
)
from qxs_env.engine.hooks import bind
from qxs_env.rulesets.qxs import driver, invariants
from qxs_env.rulesets.qxs.invariants import (
    ignore_mask,  # noqa: F401 - the fuzz slice's contract (the codes a run tolerates)
)

BOUND = bind((fuzz_loop,), (driver, invariants))
"""The framework's fuzz loop bound to 群侠杀's entry points and invariants."""
fuzz_games = BOUND.fuzz_games
play_recorded = BOUND.play_recorded
policy_seed = BOUND.policy_seed
pick_random = BOUND.pick_random


def describe(code: int) -> str:
    """Plain-words description of a violation code: the driver's own (:data:`DRIVER_DESCRIPTIONS`)
    or an invariant's (:func:`qxs_env.rulesets.qxs.invariants.describe`)."""
    return fuzz_loop.describe(code, invariants.describe)
