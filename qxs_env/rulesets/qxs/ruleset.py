"""群侠杀's descriptor in the ruleset registry (:mod:`qxs_env.rulesets.registry`): the game
``qunxiasha`` (alias ``qxs``), what the environments, the lab, training and the command line
take from it instead of importing this package's modules. What lives outside the package is
named by import path (its compiled learner loop, ``agents.learner_games``, and its audit, in
``agents``; its heuristic agents), so that the ruleset imports nothing of the agents."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from qxs_env.engine.batch_engine import encode_one_entry, one_game_entry
from qxs_env.engine.random_streams import episode_seed
from qxs_env.rulesets.qxs.api import Engine, content_for
from qxs_env.rulesets.qxs.card_model import action_offsets_for
from qxs_env.rulesets.qxs.config import MODES, GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, IDENTITY_ZH, MAX_PLAYERS, MIN_PLAYERS
from qxs_env.rulesets.qxs.content import identity_counts
from qxs_env.rulesets.qxs.framework import play_random_games, vec_step
from qxs_env.rulesets.qxs.hidden_info import hidden_from
from qxs_env.rulesets.qxs.obs import ObsLayout, build_layout
from qxs_env.rulesets.qxs.options import config_from_options
from qxs_env.rulesets.qxs.oracle import reveal_identities
from qxs_env.rulesets.qxs.text import decision_to_string, events, render_table
from qxs_env.rulesets.registry import Ruleset


def heroes_dealt(config: GameConfig) -> bool:
    """Whether games of ``config`` draft heroes (the record's ``hero`` field is then filled)."""
    return config.heroes != "off"


def hero_names() -> list[tuple[str, str]]:
    """(id, name) of every hero of the catalogue, by index (configs/heroes.yaml)."""
    from qxs_env.rulesets.qxs.api import hero_catalogue

    return [(h.id, h.name) for h in hero_catalogue().heroes]


def _agents_class(module: str) -> Any:
    """``HeuristicPolicy`` of the agents module ``module`` (imported only when asked for, so the
    ruleset loads without the agents package)."""
    return importlib.import_module(module).HeuristicPolicy


def tuning(config: GameConfig) -> dict[str, tuple[int, int, int]]:
    """The integer rules ``qxs balance`` may change by one, each as ``(value as config plays
    it, least, most)`` (R-S5, R-S6, R-T3, R-D3 and the attack limit): the bounds keep the game
    one a designer would print (a turn without an attack, or a character of 1 HP, is another
    game, not a small change)."""
    return {
        "hand_start": (config.hand_start, 2, 8),
        "draw_per_turn": (config.draw_per_turn, 1, 5),
        "base_hp": (config.base_hp, 2, 8),
        "leader_bonus": (config.leader_hp_bonus, 0, 3),
        "kill_draw": (config.kill_draw, 0, 5),
        "attacks_per_turn": (config.attacks_per_turn, 1, 3),
    }


def identity_tables(config: GameConfig) -> dict[str, dict[str, Any]]:
    """The identity tables (R-S1) the rulebook gives for ``config``'s player count, by mode
    (``{mode: {"mode": mode}}``): the rows of configs/identities.yaml with ``source: rulebook``
    (8 players: the standard table and the melee, 混战). A count the rulebook leaves out (4, 7,
    9: the project's ruling, R-S1 is OPEN) has the ruling's one table, which is no choice."""
    from qxs_env.rulesets.qxs.content.loader import _default_identities

    tables = _default_identities()
    modes = [m for (players, m) in tables.tables if players == config.players]
    allowed = [m for m in modes if not tables.is_ruling(config.players, m)] or modes
    return {m: {"mode": m} for m in sorted(allowed, key=MODES.index)}


HERO_HP_TUNING = (3, 6)
"""The printed HP ``qxs balance`` may give a hero (the catalogue prints 4 or 5)."""


def hero_hp_tuning(config: GameConfig) -> dict[str, tuple[int, int, int]]:
    """Every hero a game of ``config`` can deal, with its printed HP as the game plays it (the
    catalogue's, or ``hero_hp``'s) and the bounds of :data:`HERO_HP_TUNING`; empty with
    heroes off."""
    from qxs_env.rulesets.qxs.api import hero_catalogue, hero_tables_for

    tables = hero_tables_for(config)
    if tables is None:
        return {}
    ids = [h.id for h in hero_catalogue().heroes]
    least, most = HERO_HP_TUNING
    return {ids[k]: (int(tables.hp[k]), least, most) for k in tables.pool.tolist()}


def heuristic_policy(config: GameConfig | None = None) -> Any:
    """The lab's ``heuristic``: ``agents.heuristic.HeuristicPolicy`` for the config's deck."""
    return _agents_class("agents.heuristic")(deck=config.deck if config is not None else "starter")


def heuristic_v1_policy(config: GameConfig | None = None) -> Any:
    """The lab's ``heuristic_v1``: the heuristic as it was before issue 20
    (``agents.heuristic_v1``, a frozen copy kept for paired comparisons)."""
    cls = _agents_class("agents.heuristic_v1")
    return cls(deck=config.deck if config is not None else "starter")


def heuristic_v2_policy(config: GameConfig | None = None) -> Any:
    """The lab's ``heuristic_v2``: the heuristic as it was when issue 34 began
    (``agents.heuristic_v2``, a frozen copy kept for paired comparisons)."""
    cls = _agents_class("agents.heuristic_v2")
    return cls(deck=config.deck if config is not None else "starter")


def observation_layout(config: GameConfig) -> tuple[ObsLayout, dict[str, int]]:
    """The observation layout and the action offsets (``card_model.action_offsets_for``) of the
    config's deck, as a trained agent's checkpoint records them: the deck's catalogue without
    the special cards (those the shipped agents were trained and checked on)."""
    _, tables = content_for(config.deck)
    layout = build_layout(tables)
    return layout, action_offsets_for(layout.n_types // 4)


def deck_file(config: GameConfig) -> Path:
    """The YAML file of the config's deck (``configs/decks/<name>.yaml``, or the path given)."""
    from qxs_env.rulesets.qxs.content.loader import deck_path

    return deck_path(config.deck)


def terminal() -> Any:
    """群侠杀's texts for ``qxs play`` (:mod:`qxs_env.rulesets.qxs.terminal`), imported on first
    use."""
    from qxs_env.rulesets.qxs import terminal as module

    return module


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
    identity_labels=tuple(IDENTITY_ZH),
    leader_identity=IDENTITY_NAMES.index("leader"),
    lab_columns=("deck", "heroes"),
    heroes_dealt=heroes_dealt,
    hero_names=hero_names,
    policies={
        "heuristic": heuristic_policy,
        "heuristic_v1": heuristic_v1_policy,
        "heuristic_v2": heuristic_v2_policy,
    },
    sides=tuple(
        tuple(IDENTITY_NAMES.index(name) for name in side)
        for side in (("leader", "righteous"), ("cult",), ("court",), ("foreign", "collaborator"))
    ),
    tuning=tuning,
    hero_hp=hero_hp_tuning,
    identity_tables=identity_tables,
    config_from_options=config_from_options,
    play_random_games=play_random_games,
    terminal=terminal,
    audit="agents.audit.run:audit",
    learner_games="agents.learner_games:LearnerGames",
    agent_modules=(
        "agents.heuristic",
        "agents.heuristic_v1",
        "agents.heuristic_v2",
        "agents.hero_prior",
        "agents.audit",
        "agents.learner_games",
        "agents.evaluate",
    ),
    default_learner="cult",
    observation_layout=observation_layout,
    reveal_identities=reveal_identities,
    hidden_from=hidden_from,
    deck_file=deck_file,
    # developer tools (qxs_env.devtools)
    fuzz_slice=fuzz_slice,
    fuzz_axes=fuzz_axes,
)
