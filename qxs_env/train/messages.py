"""The lines ``qxs train`` prints about a run: its games in words, the first line, the rollout
plan, and the results of the last games. No torch here, so that they can be tested (and the
first line printed) before anything slow is imported.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from qxs_env.train.recipes import recipe_config


def _deck_words(deck: str) -> str:
    """``starter deck`` for a deck name, ``deck PATH`` for a deck file."""
    path = "/" in deck or "\\" in deck or deck.endswith(".yaml")
    return f"deck {deck}" if path else f"{deck} deck"


def describe_configs(recipe: dict[str, Any]) -> str:
    """The recipe's games in words: ``"8 players, starter deck, heroes off"``,
    ``"8 players (melee), ..."``, or for several configurations ``"5, 6, 8 (×2), 8 melee
    and 10 players, ..."`` (×2: that configuration is listed twice, so it gets twice the game
    slots). Deck and heroes are those the games are played with (the recipe's deck, the
    recipe's ``heroes``)."""
    specs = [str(c) for c in recipe["configs"]]
    configs = [recipe_config(recipe, c) for c in specs]
    counts: dict[str, int] = {}
    for spec in specs:
        counts[spec] = counts.get(spec, 0) + 1
    if len(counts) == 1 and len(specs) == 1:
        spec = specs[0]
        games = f"{spec[:-1]} players (melee)" if spec.endswith("m") else f"{spec} players"
    else:
        labels = [
            (f"{s[:-1]} melee" if s.endswith("m") else s) + (f" (×{n})" if n > 1 else "")
            for s, n in counts.items()
        ]
        games = f"{', '.join(labels[:-1])} and {labels[-1]} players"
    heroes = sorted({c.heroes for c in configs})
    decks = sorted({c.deck for c in configs})
    return f"{games}, {', '.join(_deck_words(d) for d in decks)}, heroes {'/'.join(heroes)}"


def start_message(recipe: dict[str, Any], timesteps: int | None = None) -> str:
    """The first line ``qxs train`` prints (before anything slow): identity, games, opponents,
    steps, time limit, game slots and seed."""
    steps = int(timesteps if timesteps is not None else recipe["timesteps"])
    limit = recipe.get("max_minutes")
    until = f" or {limit:g} minutes of PPO, whichever comes first" if limit else ""
    return (
        f"training {recipe['identity']} at {describe_configs(recipe)}, against "
        f"{recipe['opponents']} opponents: {steps:,} steps{until}; "
        f"{int(recipe['num_envs'])} game slots, seed {recipe['seed']}"
    )


def rollout_plan(requested: int, n_envs: int, n_steps: int) -> tuple[int, str]:
    """The timesteps PPO will run when asked for ``requested`` (it collects whole rollouts of
    ``n_envs`` slots × ``n_steps`` steps, so it rounds up to a multiple of their product),
    and a sentence saying so."""
    rollout = int(n_envs) * int(n_steps)
    rollouts = max(1, math.ceil(int(requested) / rollout))
    total = rollouts * rollout
    what = f"{rollouts:,} rollout{'s' if rollouts > 1 else ''}"
    if total == requested:
        return total, (
            f"{requested:,} steps: {what} of {n_envs:,} envs × {n_steps:,} steps = {rollout:,}"
        )
    return total, (
        f"{requested:,} steps requested; PPO collects whole rollouts of {n_envs:,} envs × "
        f"{n_steps:,} steps = {rollout:,}, so it will run {total:,}"
        + (f" ({what})" if rollouts > 1 else "")
    )


def result_counts(results: list[float]) -> dict[str, Any]:
    """``{"games", "won", "lost", "cut", "mean"}`` of the learner results ``results`` (+1 win,
    -1 loss, 0 cut at the turn limit; ``mean`` None without games)."""
    res = np.asarray(results, dtype=np.float64)
    won, lost = int((res > 0).sum()), int((res < 0).sum())
    return {
        "games": len(res),
        "won": won,
        "lost": lost,
        "cut": len(res) - won - lost,
        "mean": float(res.mean()) if len(res) else None,
    }


def result_summary(counts: dict[str, Any]) -> str:
    """``"mean result of the last N games: +0.631 (+1 win, -1 loss, 0 cut at the turn limit:
    W won, L lost)"`` from :func:`result_counts`; N = the games counted (the last 500 at most
    in :func:`~qxs_env.train.trainer.train`, fewer if fewer were played)."""
    n = int(counts["games"])
    if n == 0 or counts["mean"] is None:
        return "no game finished yet (no mean result)"
    tally = f"{counts['won']:,} won, {counts['lost']:,} lost"
    if counts["cut"]:
        tally += f", {counts['cut']:,} cut"
    return (
        f"mean result of the last {n:,} game{'s' if n != 1 else ''}: {counts['mean']:+.3f} "
        f"(+1 win, -1 loss, 0 cut at the turn limit: {tally})"
    )
