"""Result statistics: Wilson score intervals and an aggregator of finished games.

The aggregator keeps one record per finished game (winning identities as a bitmask, turns,
truncated flag, seed), so later tables (per hero, per seat, per player count) can be computed from
the same records. Truncated games have no winner: they are counted apart and kept out of every
win rate.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from qxs_env.constants import IDENTITY_NAMES


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion of ``wins`` successes out of ``n`` trials.

    ``z`` is the normal quantile (1.96 for a 95% interval). With ``n == 0`` nothing is known and
    the interval is the whole range (0, 1).
    """
    if n < 0 or wins < 0 or wins > n:
        raise ValueError(f"need 0 <= wins <= n, got wins={wins}, n={n}")
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    z2 = z * z
    denom = 1.0 + z2 / n
    centre = (p + z2 / (2.0 * n)) / denom
    half = z * math.sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n)) / denom
    # clamp rounding noise so that low <= p <= high always holds
    return max(0.0, min(centre - half, p)), min(1.0, max(centre + half, p))


def rate_entry(wins: int, n: int, z: float = 1.96) -> dict[str, Any]:
    """``{"games", "wins", "win_rate", "ci_low", "ci_high"}`` for one row of a win table.

    ``win_rate`` is ``None`` when ``n == 0`` (the interval is then (0, 1)).
    """
    low, high = wilson(wins, n, z)
    return {
        "games": int(n),
        "wins": int(wins),
        "win_rate": (wins / n) if n else None,
        "ci_low": low,
        "ci_high": high,
    }


@dataclass
class GameResults:
    """Finished games of one configuration, one record per game.

    Args:
        identity_counts: how many of each identity (order of ``IDENTITY_NAMES``) every game deals;
            identities with count 0 are absent from the tables.
    """

    identity_counts: Sequence[int]
    winners: list[int] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    truncated: list[bool] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)

    def add(self, winners: int, turns: int, truncated: bool, seed: int = 0) -> None:
        """Record one finished game (``winners``: bit k set when identity k won)."""
        self.winners.append(int(winners))
        self.turns.append(int(turns))
        self.truncated.append(bool(truncated))
        self.seeds.append(int(seed))

    def add_batch(
        self,
        winners: np.ndarray,
        turns: np.ndarray,
        truncated: np.ndarray,
        seeds: np.ndarray | None = None,
    ) -> None:
        """Record several finished games given as equal-length arrays."""
        n = len(winners)
        seeds_ = np.zeros(n, dtype=np.int64) if seeds is None else seeds
        for i in range(n):
            self.add(int(winners[i]), int(turns[i]), bool(truncated[i]), int(seeds_[i]))

    # ------------------------------------------------------------------ summaries
    @property
    def games(self) -> int:
        """Number of finished games recorded (truncated ones included)."""
        return len(self.winners)

    @property
    def n_truncated(self) -> int:
        """Number of truncated games (no winner; kept out of win rates)."""
        return int(sum(self.truncated))

    def mean_turns(self, include_truncated: bool = True) -> float | None:
        """Mean number of turns per game (``None`` when there is no game to average)."""
        t = [
            turns
            for turns, trunc in zip(self.turns, self.truncated, strict=True)
            if include_truncated or not trunc
        ]
        return float(np.mean(t)) if t else None

    def present_identities(self) -> list[int]:
        """Identity indices dealt in this configuration."""
        return [k for k, c in enumerate(self.identity_counts) if c > 0]

    def identity_table(self, z: float = 1.96) -> dict[str, dict[str, Any]]:
        """Per present identity (English name): games decided, wins, win rate and Wilson CI."""
        decided = [w for w, trunc in zip(self.winners, self.truncated, strict=True) if not trunc]
        n = len(decided)
        table: dict[str, dict[str, Any]] = {}
        for k in self.present_identities():
            wins = sum(1 for w in decided if (w >> k) & 1)
            table[IDENTITY_NAMES[k]] = rate_entry(wins, n, z)
        return table

    def summary(self, z: float = 1.96) -> dict[str, Any]:
        """Plain-data summary: games, truncated, mean turns and the identity table."""
        return {
            "games": self.games,
            "truncated": self.n_truncated,
            "mean_turns": self.mean_turns(),
            "mean_turns_decided": self.mean_turns(include_truncated=False),
            "identities": self.identity_table(z),
        }
