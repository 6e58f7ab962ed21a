"""Training recipes: their defaults, loading one, and the games it names.

The keys of a recipe are described in :mod:`qxs_env.train.trainer` (which trains one);
:data:`DEFAULTS` gives every key's value when the recipe leaves it out. The recipes train agents
of :data:`RECIPE_GAME` (群侠杀, the shipped agents' game: ``deck`` and ``heroes`` are its config
fields); the identities and the config class are read from its descriptor in the ruleset
registry. No torch here.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from qxs_env.rulesets import registry

RECIPE_GAME = registry.DEFAULT_GAME
"""The game the recipes train (群侠杀): the games :func:`parse_config` makes and the identities
:func:`load_recipe` accepts are its."""

DEFAULTS: dict[str, Any] = {
    "configs": ["8"],
    "deck": "standard",
    "heroes": "standard",
    "opponents": "heuristic",
    "seed": 0,
    "timesteps": 100_000,
    "num_envs": 64,
    "threads": 1,
    "checkpoint_every": 100_000,
    "max_turns": 500,
    "hint": False,
    "shaping": 0.0,
    "max_minutes": None,
    "prune_inputs": 0,
    "warmstart": None,
    "self_play": None,
    "ppo": {
        "learning_rate": 3e-4,
        "n_steps": 128,
        "batch_size": 1024,
        "n_epochs": 4,
        "gamma": 0.995,
        "gae_lambda": 0.95,
        "ent_coef": 0.01,
        "clip_range": 0.2,
        "net_arch": [128, 128],
        "activation": "tanh",
    },
}


def recipes_dir() -> Path:
    """``agents/recipes`` (installed with the package)."""
    import agents

    return Path(agents.__file__).resolve().parent / "recipes"


def load_recipe(path: str | Path | None = None, identity: str | None = None) -> dict[str, Any]:
    """A recipe from ``path`` (default ``agents/recipes/<identity>.yaml``) over
    :data:`DEFAULTS` (``ppo`` merged key by key)."""
    if path is None:
        if identity is None:
            raise ValueError("give a recipe file or an identity")
        path = recipes_dir() / f"{identity}.yaml"
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"recipe {path} is not a mapping")
    recipe = copy.deepcopy(DEFAULTS)
    for k, v in data.items():
        if k not in DEFAULTS and k != "identity":
            raise ValueError(f"recipe {path}: unknown key {k!r}")
        if k == "ppo":
            recipe["ppo"].update(v or {})
        else:
            recipe[k] = v
    if identity is not None:
        recipe["identity"] = identity
    names = registry.get(RECIPE_GAME).identity_names
    if recipe.get("identity") not in names:
        raise ValueError(f"recipe {path}: identity must be one of {names}")
    recipe["configs"] = [str(c) for c in recipe["configs"]]
    return recipe


def parse_config(
    spec: str, deck: str = "standard", max_turns: int = 500, heroes: str = "standard"
) -> Any:
    """``"8"`` -> 8-player standard, ``"8m"`` -> 8-player melee (of ``deck`` and ``heroes``): a
    config of :data:`RECIPE_GAME`."""
    s = str(spec).strip()
    mode = "melee" if s.endswith("m") else "standard"
    return registry.get(RECIPE_GAME).make_config(
        players=int(s.rstrip("m")), mode=mode, deck=deck, max_turns=max_turns, heroes=heroes
    )


def recipe_config(recipe: dict[str, Any], spec: str) -> Any:
    """The game of configuration ``spec`` (``"8"``, ``"8m"``) under ``recipe``: its deck,
    heroes and turn limit."""
    return parse_config(spec, recipe["deck"], recipe["max_turns"], recipe["heroes"])


def config_spec(config: Any) -> str:
    """Inverse of :func:`parse_config`."""
    return f"{config.players}{'m' if config.mode == 'melee' else ''}"
