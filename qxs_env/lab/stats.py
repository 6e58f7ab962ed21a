"""Result statistics: Wilson score intervals, a paired test for two policies on the same deals,
and an aggregator of finished games.

The aggregator keeps one record per finished game (winning identities as a bitmask, turns,
truncated flag, seed), so later tables (per hero, per seat, per player count) can be computed from
the same records. Truncated games have no winner: they are counted apart and kept out of every
win rate.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from qxs_env.rulesets import registry


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


def paired_difference(a: np.ndarray, b: np.ndarray, z: float = 1.96) -> dict[str, Any]:
    """Compare two policies that played the same deals: ``a[i]`` and ``b[i]`` are the outcomes
    of deal ``i`` (1 win, 0 loss, anything else = not decided, e.g. truncated; such a deal is
    left out of both).

    Sharing the deals makes the two outcomes of a deal correlated (a strong hand wins for either
    policy), so the difference of the paired outcomes has a much smaller spread than the two
    independent win rates, and this test detects a smaller improvement than comparing two
    separate intervals. Returns ``{"pairs", "a_only", "b_only", "diff", "ci_low", "ci_high",
    "p_value"}``: ``a_only`` deals won by ``a`` and lost by ``b`` (``b_only`` the reverse),
    ``diff`` = (a_only - b_only) / pairs = win rate of ``a`` minus that of ``b`` over the paired
    deals, with a normal-approximation interval at quantile ``z``, and ``p_value`` the exact
    two-sided McNemar (sign) test on the discordant deals (``None`` fields when nothing was
    paired).
    """
    a = np.asarray(a).ravel()
    b = np.asarray(b).ravel()
    if a.shape != b.shape:
        raise ValueError(f"paired outcomes need the same shape, got {a.shape} and {b.shape}")
    ok = ((a == 0) | (a == 1)) & ((b == 0) | (b == 1))
    n = int(ok.sum())
    a_only = int(((a == 1) & (b == 0) & ok).sum())
    b_only = int(((a == 0) & (b == 1) & ok).sum())
    out: dict[str, Any] = {"pairs": n, "a_only": a_only, "b_only": b_only}
    if n == 0:
        return {**out, "diff": None, "ci_low": None, "ci_high": None, "p_value": None}
    d = (a_only - b_only) / n
    var = max((a_only + b_only) / n - d * d, 0.0)
    half = z * math.sqrt(var / n)
    out.update(diff=d, ci_low=d - half, ci_high=d + half, p_value=sign_test(a_only, b_only))
    return out


def paired_games_needed(
    discordant: float | None, detect: float, z_alpha: float = 1.959964, z_power: float = 0.841621
) -> int | None:
    """Paired games needed to find a difference of win rates ``detect`` with the two-sided
    paired (McNemar) test at the level of ``z_alpha`` (default p < 0.05) with the power of
    ``z_power`` (default 0.8), when a share ``discordant`` of the pairs differ (the normal
    approximation, Connor 1987: ``n = (z_a sqrt(q) + z_b sqrt(q - d^2))^2 / d^2``; ``q`` is at
    least ``d``). None when nothing was paired or no pair differed."""
    if discordant is None or discordant <= 0 or detect <= 0:
        return None
    q = max(discordant, detect)
    n = (z_alpha * math.sqrt(q) + z_power * math.sqrt(max(q - detect * detect, 0.0))) ** 2
    return int(math.ceil(n / (detect * detect)))


def sign_test(k1: int, k2: int) -> float:
    """Exact two-sided p-value that ``k1`` and ``k2`` successes come from a fair coin
    (``k1 + k2`` tosses): ``min(1, 2 * P(X <= min(k1, k2)))``, ``X ~ Binomial(k1 + k2, 1/2)``;
    1.0 when there are no tosses."""
    m = k1 + k2
    if m == 0:
        return 1.0
    lo = min(k1, k2)
    log_half = m * math.log(0.5)
    logs = [math.lgamma(m + 1) - math.lgamma(i + 1) - math.lgamma(m - i + 1) for i in range(lo + 1)]
    top = max(logs)
    tail = math.exp(top + log_half) * sum(math.exp(x - top) for x in logs)
    return min(1.0, 2.0 * tail)


def distribution(values: Sequence[int]) -> dict[str, float | None]:
    """``mean``, ``median``, ``p95`` (95th percentile, linear interpolation) and ``max`` of
    ``values`` (all None when there are none)."""
    if not values:
        return {"mean": None, "median": None, "p95": None, "max": None}
    arr = np.asarray(values, dtype=np.float64)
    return {
        "mean": float(arr.mean()),
        "median": float(np.median(arr)),
        "p95": float(np.percentile(arr, 95)),
        "max": float(arr.max()),
    }


@dataclass
class GameResults:
    """Finished games of one configuration, one record per game.

    Args:
        identity_counts: how many of each identity (order of the game's ``identity_names``)
            every game deals; identities with count 0 are absent from the tables.
        game: the registry name of the game (its identity names and leader; empty: the
            registry's default game).
    """

    identity_counts: Sequence[int]
    won: list[tuple[int, ...]] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    truncated: list[bool] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)

    idents: list[tuple[int, ...]] = field(default_factory=list)
    heroes: list[tuple[int, ...]] = field(default_factory=list)
    index: list[int] = field(default_factory=list)
    game: str = ""
    decisions: list[int] = field(default_factory=list)
    deaths: list[tuple[tuple[int, int, int], ...]] = field(default_factory=list)

    @property
    def identity_names(self) -> tuple[str, ...]:
        """The game's identity names, in index order."""
        return registry.get(self.game or None).identity_names

    def add(
        self,
        won: Sequence[int],
        turns: int,
        truncated: bool,
        seed: int = 0,
        idents: Sequence[int] | None = None,
        heroes: Sequence[int] | None = None,
        index: int | None = None,
        decisions: int | None = None,
        deaths: Sequence[Sequence[int]] | None = None,
    ) -> None:
        """Record one finished game: ``won`` per seat (1 won, 0 not; all 0 when truncated),
        ``idents`` the identity of each seat (an identity wins a game when one of its seats
        won: the identity and per-seat tables read both).

        ``heroes`` (hero id of each seat, for games with heroes) feeds the per-hero table,
        ``index`` the game's index in its run (used to put records in game order),
        ``decisions`` how many decisions the game took (its length beside its turns),
        ``deaths`` per seat ``(killer, death turn, death order)`` (the engine's record of each
        death, order 0 for a seat alive at the end; :mod:`qxs_env.lab.ends`). Each is optional
        but must be given for every game or for none.
        """
        self.won.append(tuple(int(x) for x in won))
        self.turns.append(int(turns))
        self.truncated.append(bool(truncated))
        self.seeds.append(int(seed))
        if idents is not None:
            self.idents.append(tuple(int(x) for x in idents))
        if heroes is not None:
            self.heroes.append(tuple(int(x) for x in heroes))
        if index is not None:
            self.index.append(int(index))
        if decisions is not None:
            self.decisions.append(int(decisions))
        if deaths is not None:
            self.deaths.append(tuple((int(k), int(t), int(o)) for k, t, o in deaths))

    def extend(self, other: GameResults) -> None:
        """Append all records of ``other`` (same configuration)."""
        self.won += other.won
        self.turns += other.turns
        self.truncated += other.truncated
        self.seeds += other.seeds
        self.idents += other.idents
        self.heroes += other.heroes
        self.index += other.index
        self.decisions += other.decisions
        self.deaths += other.deaths

    def sort(self) -> None:
        """Put the records in game-index order (no-op when indices were not recorded)."""
        if len(self.index) != self.games:
            return
        order = sorted(range(self.games), key=self.index.__getitem__)
        for name in (
            "won",
            "turns",
            "truncated",
            "seeds",
            "index",
            "idents",
            "heroes",
            "decisions",
            "deaths",
        ):
            col = getattr(self, name)
            if len(col) == self.games:
                setattr(self, name, [col[i] for i in order])

    def add_batch(
        self,
        won: np.ndarray,
        turns: np.ndarray,
        truncated: np.ndarray,
        idents: np.ndarray,
        seeds: np.ndarray | None = None,
    ) -> None:
        """Record several finished games given as arrays: ``won`` and ``idents`` (N, seats),
        ``turns``, ``truncated`` and ``seeds`` (N,)."""
        n = len(won)
        seeds_ = np.zeros(n, dtype=np.int64) if seeds is None else seeds
        for i in range(n):
            self.add(won[i], int(turns[i]), bool(truncated[i]), int(seeds_[i]), idents[i])

    # ------------------------------------------------------------------ summaries
    @property
    def games(self) -> int:
        """Number of finished games recorded (truncated ones included)."""
        return len(self.won)

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
        decided = [g for g in range(self.games) if not self.truncated[g]]
        if decided and len(self.idents) != self.games:
            raise ValueError("the identity table needs every game's seat identities (idents)")
        table: dict[str, dict[str, Any]] = {}
        for k in self.present_identities():
            wins = sum(1 for g in decided if self.identity_won(g, k))
            table[self.identity_names[k]] = rate_entry(wins, len(decided), z)
        return table

    def identity_won(self, game: int, identity: int) -> bool:
        """Whether a seat of ``identity`` won game ``game`` (its per-seat results)."""
        won, idents = self.won[game], self.idents[game]
        return any(w and i == identity for w, i in zip(won, idents, strict=False))

    def _seat_group_table(
        self, group_of: Callable[[int, int], int], prefix: str, z: float
    ) -> dict[str, dict[str, Any]]:
        """Win table of groups of seats: ``group_of(g, seat)`` is the group of ``seat`` in game
        ``g``; a seat counts its own result (``won``). Rows are keyed
        ``prefix + str(group)`` in group order."""
        if len(self.idents) != self.games:
            return {}
        wins: dict[int, int] = {}
        games: dict[int, int] = {}
        truncated: dict[int, int] = {}
        turns: dict[int, list[int]] = {}
        for g, idents in enumerate(self.idents):
            for seat in range(len(idents)):
                k = group_of(g, seat)
                turns.setdefault(k, []).append(self.turns[g])
                games.setdefault(k, 0)
                wins.setdefault(k, 0)
                if self.truncated[g]:
                    truncated[k] = truncated.get(k, 0) + 1
                    continue
                games[k] += 1
                wins[k] += self.won[g][seat]
        table: dict[str, dict[str, Any]] = {}
        for k in sorted(games):
            row = rate_entry(wins[k], games[k], z)
            row["truncated"] = truncated.get(k, 0)
            row["mean_turns"] = float(np.mean(turns[k]))
            table[f"{prefix}{k}"] = row
        return table

    def seat_table(self, z: float = 1.96) -> dict[str, dict[str, Any]]:
        """Per absolute seat (``"seat0"``, ...; identities are dealt at random): decided games,
        wins of the seat's side, Wilson CI, truncated games and mean turns. Empty when seat
        identities were not recorded."""
        return self._seat_group_table(lambda g, seat: seat, "seat", z)

    def position_table(self, z: float = 1.96) -> dict[str, dict[str, Any]]:
        """Per position relative to the leader in turn order (``"pos0"`` is the leader, who
        plays first, ``"pos1"`` the next seat, ...): the columns of :meth:`seat_table`."""
        if len(self.idents) != self.games:
            return {}
        leader = registry.get(self.game or None).leader_identity
        n = len(self.idents[0]) if self.idents else 0
        first = [ids.index(leader) if leader in ids else 0 for ids in self.idents]
        return self._seat_group_table(lambda g, seat: (seat - first[g]) % n, "pos", z)

    def hero_table(self, z: float = 1.96) -> dict[str, dict[str, Any]]:
        """Per hero id (``"hero<id>"``): the columns of :meth:`seat_table`, counted over the
        seats that played the hero. Empty when no hero was recorded (heroes off)."""
        if len(self.heroes) != self.games or not self.heroes:
            return {}
        return self._seat_group_table(lambda g, seat: self.heroes[g][seat], "hero", z)

    def hero_identity_table(self, z: float = 1.96) -> dict[str, dict[str, dict[str, Any]]]:
        """Per hero id (``"hero<id>"``), per identity the hero was played as (English name): the
        columns of :meth:`seat_table`, counted over the seats that played that hero in that
        identity. Empty when no hero was recorded."""
        if len(self.heroes) != self.games or not self.heroes or len(self.idents) != self.games:
            return {}
        names = self.identity_names
        n_id = len(names)
        flat = self._seat_group_table(
            lambda g, seat: self.heroes[g][seat] * n_id + self.idents[g][seat], "", z
        )
        out: dict[str, dict[str, dict[str, Any]]] = {}
        for key, row in flat.items():
            hero, ident = divmod(int(key), n_id)
            out.setdefault(f"hero{hero}", {})[names[ident]] = row
        return out

    def hero_group_tables(
        self, labels: Sequence[str], z: float = 1.96
    ) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, dict[str, Any]]]]:
        """Win tables of the seats grouped by an attribute of their hero (``labels[h]``: hero
        ``h``'s value, e.g. its kingdom): per value, the columns of :meth:`seat_table`; and per
        value, per identity played (English name), the same. Values in the order they first
        appear in ``labels``; a hero outside ``labels`` counts as ``"none"``. Both empty when
        no hero (or no identity) was recorded."""
        if len(self.heroes) != self.games or not self.heroes or len(self.idents) != self.games:
            return {}, {}
        values = list(dict.fromkeys([*labels, "none"]))
        index = {v: k for k, v in enumerate(values)}

        def value_of(g: int, seat: int) -> int:
            h = self.heroes[g][seat]
            return index[labels[h] if 0 <= h < len(labels) else "none"]

        by_value = self._seat_group_table(value_of, "", z)
        names = self.identity_names
        n_id = len(names)
        flat = self._seat_group_table(
            lambda g, seat: value_of(g, seat) * n_id + self.idents[g][seat], "", z
        )
        by_identity: dict[str, dict[str, dict[str, Any]]] = {}
        for key, row in flat.items():
            value, ident = divmod(int(key), n_id)
            by_identity.setdefault(values[value], {})[names[ident]] = row
        return {values[int(k)]: row for k, row in by_value.items()}, by_identity

    def summary(self, z: float = 1.96) -> dict[str, Any]:
        """Plain-data summary: games, truncated, mean turns, the identity table and, when seat
        identities were recorded, the seat table (and, when heroes were recorded, the hero table
        and the hero-by-identity table)."""
        out: dict[str, Any] = {
            "games": self.games,
            "truncated": self.n_truncated,
            "mean_turns": self.mean_turns(),
            "mean_turns_decided": self.mean_turns(include_truncated=False),
            "identities": self.identity_table(z),
        }
        mean = out["mean_turns"]
        for row in out["identities"].values():
            row["truncated"] = self.n_truncated
            row["mean_turns"] = mean
        seats = self.seat_table(z)
        if seats:
            out["seats"] = seats
            out["positions"] = self.position_table(z)
        heroes = self.hero_table(z)
        if heroes:
            out["heroes"] = heroes
            out["heroes_by_identity"] = self.hero_identity_table(z)
        out["length"] = self.length_table()
        if len(self.deaths) == self.games and self.games:
            from qxs_env.lab.ends import end_table

            out["ends"] = end_table(self)
        return out

    def length_table(self) -> dict[str, Any]:
        """How long the games were: over the decided games (truncated ones are cut at a limit),
        the distribution of turns and, when recorded, of decisions (``mean``, ``median``,
        ``p95``, ``max``)."""
        decided = [g for g in range(self.games) if not self.truncated[g]]
        out: dict[str, Any] = {"decided": len(decided), "turns": distribution(
            [self.turns[g] for g in decided])}  # fmt: skip
        if len(self.decisions) == self.games:
            out["decisions"] = distribution([self.decisions[g] for g in decided])
        return out
