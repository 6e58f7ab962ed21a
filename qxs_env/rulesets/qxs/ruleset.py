"""群侠杀's descriptor in the ruleset registry (:mod:`qxs_env.rulesets.registry`): the game
``qunxiasha`` (alias ``qxs``), what the environments take from it instead of importing this
package's modules."""

from __future__ import annotations

from typing import Any

import numpy as np

from qxs_env.engine.fastcall import fast_entry
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.batch import episode_seed, vec_step
from qxs_env.rulesets.qxs.config import MODES, GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, MAX_PLAYERS, MIN_PLAYERS
from qxs_env.rulesets.qxs.content import identity_counts
from qxs_env.rulesets.qxs.obs import encode_one
from qxs_env.rulesets.qxs.text import decision_to_string, events, render_table
from qxs_env.rulesets.registry import Ruleset


def one_game_entry(engine: Engine) -> Any:
    """``entry.one_game`` bound for ``engine``'s state and tables (see engine.fastcall)."""
    return fast_entry(rules.one_game, (engine.state, engine.tba, engine.cfg, 0, 0, 0))


def encode_one_entry(engine: Engine, out: np.ndarray | None = None) -> Any:
    """``obs.encode_one`` bound for ``engine``'s state, tables and a float32 row like ``out``."""
    row = np.zeros(engine.obs_size, np.float32) if out is None else out
    example = (engine.state, engine.tba, engine.cfg, engine.layout.maps, 0, 0, row)
    return fast_entry(encode_one, example)


def fuzz_slice() -> Any:
    """The compiled fuzz loop of 群侠杀 (:mod:`qxs_env.rulesets.qxs.fuzz_slice`), imported on
    first use."""
    from qxs_env.rulesets.qxs import fuzz_slice as module

    return module


def fuzz_axes() -> Any:
    """群侠杀's own axes of the fuzz sweep (:mod:`qxs_env.rulesets.qxs.devtools.fuzz_axes`)."""
    from qxs_env.rulesets.qxs.devtools import fuzz_axes as module

    return module


RULESET = Ruleset(
    name="qunxiasha",
    title="群侠杀 (Qunxiasha)",
    config_class=GameConfig,
    engine_class=Engine,
    identity_names=tuple(IDENTITY_NAMES),
    identity_counts=identity_counts,
    modes=tuple(MODES),
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    decision_to_string=decision_to_string,
    render_table=render_table,
    events=events,
    one_game_entry=one_game_entry,
    encode_one_entry=encode_one_entry,
    vec_step=vec_step,
    episode_seed=episode_seed,
    env_id="qxs_v0",
    aliases=("qxs",),
    small_config={"players": 5, "deck": "starter", "heroes": "off"},
    # developer tools (qxs_env.devtools)
    fuzz_slice=fuzz_slice,
    fuzz_axes=fuzz_axes,
)
