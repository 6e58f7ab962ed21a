"""A rating ladder of agents (``qxs ladder``, issue 33 scope 4): openskill's Weng–Lin ratings
from mixed tables, the game's sides as teams.

**Entrants.** A pool of agents by name (:func:`parse_pool`): any policy the lab knows
(``random``, ``heuristic_v1``, ``heuristic``, ``package.module:attribute``) and trained agents
as ``trained`` (the shipped directory) or ``trained:DIR`` (the ``<identity>.pt`` of a
directory: one entrant per generation).

**Tables.** Every game draws an entrant for every seat once the identities are dealt
(:func:`balanced_assign`): the seats are put in identity order (a *role*: the first cult seat,
the second cult seat, ...), and over every block of ``E`` consecutive games (``E`` entrants)
each role is played by each entrant exactly once, each role's order in the block shifted by a
seeded random offset, so entrants meet in random mixtures while each plays each identity
equally often. Games are played by :func:`qxs_env.lab.mixed.play_tables`, seeded as
``qxs simulate``'s (game ``k`` dealt from ``episode_seed(seed, k, 0)``).

**Teams and ranks.** A game's teams are its sides (the descriptor's ``sides``: the identities
that win together; 群侠杀: leader and righteous; cult; court; foreign and collaborator), each
holding the seats of its identities; the side whose seats won ranks 1, every other side 2.
Truncated games (no winner) are left out of the ratings and counted. A seat is one player of
its side's team, rated with its entrant's rating: **one entrant in several seats** (of one team
or of several) plays as that many instances of itself; after openskill's update each instance
has moved, and the entrant's new ``mu`` and ``sigma`` are the means over its instances (so an
entrant that fills two seats of the winning team moves as far as one seat would, and an
entrant on both sides of a game moves by the balance of its instances).

**Ratings.** openskill's Plackett–Luce model (its default Weng–Lin model: ``mu`` 25, ``sigma``
25/3, ``beta`` 25/6) with ``tau`` = 0 by default: the entrants are frozen agents whose skill does
not drift, so no dynamics term is added to ``sigma`` before a game (openskill's default, 25/300,
suits players who change; with it ``sigma`` stops shrinking near 1.5 however many games are
played). Games are rated in the order of their index, the configurations interleaved (game ``k``
of every configuration before game ``k + 1``). The updates do not add up to zero when several
sides lose together (a one-seat side tied last with a two-seat side gains: it was expected to do
worse), so every rating drifts down a little with every game; the ``mu`` reported are shifted
together so that the pool's mean is openskill's starting 25 (the shift is in the JSON): only
differences between entrants carry meaning. Reported per entrant: ``ordinal`` = ``mu - 3
sigma`` (openskill's conservative estimate; the table is sorted by it), ``mu``, ``sigma``, the
interval ``mu ± 1.96 sigma``, games and seat-games, and the win rate per identity with its
Wilson interval.
openskill is an optional dependency (the ``lab`` extra): :func:`require_openskill`.
"""

from __future__ import annotations

import importlib
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.lab.agents import LabError, make_policy
from qxs_env.lab.mixed import Assign, TableGame, play_tables
from qxs_env.lab.stats import rate_entry
from qxs_env.lab.versions import version_info
from qxs_env.rulesets import registry

OPENSKILL_HINT = "pip install 'qxs_env[lab]' (or pip install openskill)"
"""How to install what ``qxs ladder`` needs."""

Z = 1.96
"""The normal quantile of the reported interval ``mu ± Z sigma``."""


def require_openskill() -> Any:
    """openskill's Plackett–Luce model class; :class:`LabError` with the install hint when
    openskill is missing."""
    try:
        from openskill.models import PlackettLuce
    except ImportError as exc:
        raise LabError(f"qxs ladder needs openskill ({exc}): {OPENSKILL_HINT}") from exc
    return PlackettLuce


def _trained_module() -> Any:
    """``qxs_env.train.policy`` (the trained agents, needs torch), imported by name as the lab's
    ``trained`` policy is (:mod:`qxs_env.lab.agents`); :class:`LabError` without torch."""
    try:
        return importlib.import_module("qxs_env.train.policy")
    except ImportError as exc:
        raise LabError(f"trained agents need torch ({exc}): pip install 'qxs_env[train]'") from exc


@dataclass(frozen=True)
class Entrant:
    """One agent of the pool: its label in the tables, the lab policy name, and for trained
    agents the directory of their checkpoints (None: the lab's policy of that name)."""

    label: str
    policy: str
    directory: str | None = None

    def make(self, config: Any) -> Any:
        """A new batch policy of this entrant for games of ``config``."""
        if self.directory is None:
            return make_policy(self.policy, config)
        deck = getattr(config, "deck", "starter")
        pol = _trained_module().TrainedPolicy(
            self.directory, deck=deck if isinstance(deck, str) else "starter", config=config
        )
        names = registry.ruleset_of(config).identity_names
        present = [k for k, n in enumerate(names) if (Path(self.directory) / f"{n}.pt").exists()]
        if not present:
            raise LabError(f"{self.label}: no trained agents (<identity>.pt) in {self.directory}")
        for k in present:
            pol.net(k)  # a bad checkpoint fails before the first game
        return pol


def parse_pool(text: str, game: str | None = None) -> list[Entrant]:
    """The entrants of a comma-separated pool, e.g. ``random,heuristic_v1,heuristic,
    trained:agents/trained`` (module docstring); :class:`LabError` for an unknown policy, a
    missing directory, a name given twice or fewer than two entrants."""
    out: list[Entrant] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        name, colon, where = part.partition(":")
        if name == "trained":
            where = where.strip() if colon else ""
            if colon and not where:
                raise LabError("trained: needs a directory, e.g. trained:agents/trained")
            if where and not Path(where).is_dir():
                raise LabError(f"{part}: no such directory")
            if not where:
                where = str(_trained_module().shipped_dir())
            out.append(Entrant(part, "trained", where))
        else:
            make_policy(part, game=game)  # unknown names fail here
            out.append(Entrant(part, part))
    labels = [e.label for e in out]
    twice = sorted({x for x in labels if labels.count(x) > 1})
    if twice:
        raise LabError(f"the pool names {', '.join(twice)} twice")
    if len(out) < 2:
        raise LabError("a ladder needs at least two entrants")
    return out


def sides_of(ruleset: registry.Ruleset) -> np.ndarray:
    """The side index of every identity (the descriptor's ``sides``; every identity alone
    when it has none)."""
    side = np.arange(len(ruleset.identity_names), dtype=np.int64)
    for s, members in enumerate(ruleset.sides):
        side[list(members)] = len(ruleset.identity_names) + s
    return side


def balanced_assign(n_entrants: int, players: int, seed: int) -> Assign:
    """The seat assignment of the module docstring: ``assign(k, identities)`` gives the entrant
    index of every seat of game ``k``."""
    if n_entrants < 1:
        raise ValueError("no entrants")

    def assign(k: int, identities: np.ndarray) -> np.ndarray:
        roles = np.lexsort((np.arange(players), np.asarray(identities)[:players]))
        rng = np.random.default_rng([seed, players, k // n_entrants])
        shift = rng.integers(n_entrants, size=players)
        out = np.empty(players, dtype=np.int64)
        out[roles] = (shift + k) % n_entrants
        return out

    return assign


def teams_of(game: TableGame, side: np.ndarray) -> tuple[list[list[int]], list[int]] | None:
    """The teams (lists of seats, one per side present, in side order) and ranks (1 for the
    side that won, 2 for the others) of ``game``; None when it has no winner (truncated) or
    a side both won and lost."""
    if game.truncated or not any(game.won):
        return None
    groups: dict[int, list[int]] = {}
    for seat, k in enumerate(game.identities):
        groups.setdefault(int(side[k]), []).append(seat)
    teams = [groups[s] for s in sorted(groups)]
    ranks = []
    for team in teams:
        won = {game.won[seat] for seat in team}
        if len(won) != 1:
            return None
        ranks.append(1 if won.pop() else 2)
    return teams, ranks


def rate_game(
    model: Any, mu: np.ndarray, sigma: np.ndarray, teams: list[list[int]], ranks: list[int]
) -> None:
    """One game's update of the entrants' ``mu`` and ``sigma`` in place: ``teams`` hold the
    entrant index of every seat; each seat is an instance of its entrant, and an entrant's new
    values are the means over its instances (module docstring)."""
    players = [[model.rating(mu=float(mu[e]), sigma=float(sigma[e])) for e in t] for t in teams]
    rated = model.rate(players, ranks=ranks)
    new: dict[int, list[tuple[float, float]]] = {}
    for team, after in zip(teams, rated, strict=True):
        for e, r in zip(team, after, strict=True):
            new.setdefault(e, []).append((r.mu, r.sigma))
    for e, values in new.items():
        mu[e] = float(np.mean([m for m, _ in values]))
        sigma[e] = float(np.mean([s for _, s in values]))


@dataclass
class LadderResults:
    """Results of :func:`ladder`: the entrants, every configuration's games, and the
    ratings (pooled, and per configuration)."""

    entrants: list[Entrant]
    configs: list[Any]
    games: list[list[TableGame]]
    seed: int
    games_requested: int
    wall_times: list[float]
    interrupted: bool = False
    notes: list[str] = field(default_factory=list)
    version: dict[str, Any] = field(default_factory=dict)
    tau: float = 0.0
    _rated: dict[tuple[int, ...], dict[str, Any]] = field(default_factory=dict, repr=False)

    def ratings(self, which: Sequence[int] | None = None) -> dict[str, Any]:
        """Rate the games of the configurations ``which`` (default all, interleaved by game
        index): ``mu``, ``sigma`` per entrant and the number of games rated and left out."""
        which = tuple(range(len(self.configs)) if which is None else which)
        if which not in self._rated:
            self._rated[which] = self._rate(which)
        return self._rated[which]

    def _rate(self, which: tuple[int, ...]) -> dict[str, Any]:
        """:meth:`ratings` computed."""
        model = require_openskill()(tau=self.tau)
        mu = np.full(len(self.entrants), model.mu)
        sigma = np.full(len(self.entrants), model.sigma)
        order = sorted((g.index, i, g) for i in which for g in self.games[i])
        rated = skipped = 0
        for _, i, g in order:
            found = teams_of(g, sides_of(registry.ruleset_of(self.configs[i])))
            if found is None:
                skipped += 1
                continue
            teams, ranks = found
            rate_game(model, mu, sigma, [[g.policies[s] for s in t] for t in teams], ranks)
            rated += 1
        shift = float(model.mu - mu.mean())
        return {
            "mu": mu + shift,
            "sigma": sigma,
            "rated": rated,
            "left_out": skipped,
            "shift": shift,
        }

    def table(self, which: Sequence[int] | None = None) -> list[dict[str, Any]]:
        """One row per entrant, best ordinal first: ``entrant``, ``ordinal``, ``mu``,
        ``sigma``, ``ci_low``/``ci_high`` (``mu ± 1.96 sigma``), ``games`` (with a seat),
        ``truncated`` (of those), ``seat_games`` and ``win_rates`` per identity (decided games
        only)."""
        which = list(range(len(self.configs))) if which is None else list(which)
        r = self.ratings(which)
        rows = []
        for e, entrant in enumerate(self.entrants):
            mu, sigma = float(r["mu"][e]), float(r["sigma"][e])
            rows.append(
                {
                    "entrant": entrant.label,
                    "ordinal": mu - 3.0 * sigma,
                    "mu": mu,
                    "sigma": sigma,
                    "ci_low": mu - Z * sigma,
                    "ci_high": mu + Z * sigma,
                    **self._counts(e, which),
                }
            )
        return sorted(rows, key=lambda row: -row["ordinal"])

    def _counts(self, e: int, which: Sequence[int]) -> dict[str, Any]:
        """Games (and of those, truncated ones), seat-games and the win rate per identity of
        entrant ``e``."""
        wins: dict[str, list[int]] = {}
        games = seats = truncated = 0
        for i in which:
            names = registry.ruleset_of(self.configs[i]).identity_names
            for g in self.games[i]:
                mine = [s for s, p in enumerate(g.policies) if p == e]
                games += bool(mine)
                truncated += bool(mine) and g.truncated
                seats += len(mine)
                for s in mine if not g.truncated else ():
                    tally = wins.setdefault(names[g.identities[s]], [0, 0])
                    tally[0] += int(g.won[s])
                    tally[1] += 1
        rates = {k: rate_entry(w, n) for k, (w, n) in wins.items()}
        return {"games": games, "truncated": truncated, "seat_games": seats, "win_rates": rates}

    def report(self) -> dict[str, Any]:
        """The JSON document: the pooled table, and per configuration its games, truncated
        games and its own table."""
        pooled = self.ratings()
        per = []
        for i, config in enumerate(self.configs):
            played = self.games[i]
            per.append(
                {
                    "config": config.to_dict(),
                    "games": len(played),
                    "truncated": sum(g.truncated for g in played),
                    "wall_time_s": round(self.wall_times[i], 2),
                    "table": self.table([i]),
                }
            )
        return {
            "entrants": [e.label for e in self.entrants],
            "model": "openskill PlackettLuce (Weng-Lin), sides as teams",
            "tau": self.tau,
            "mu_shift": pooled["shift"],
            "seed": self.seed,
            "games_requested": self.games_requested,
            "rated": pooled["rated"],
            "left_out": pooled["left_out"],
            "interrupted": self.interrupted,
            "notes": self.notes,
            "version": self.version,
            "table": self.table(),
            "configurations": per,
        }

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` to ``path``."""
        from qxs_env.lab.outputs import write_json_file

        return write_json_file(path, self.report())

    def text(self) -> str:
        """The terminal tables (:func:`qxs_env.lab.ladder_plot.ladder_text`)."""
        from qxs_env.lab.ladder_plot import ladder_text

        return ladder_text(self)

    def plot(self, path: str | Path) -> Path:
        """Write the chart (:func:`qxs_env.lab.ladder_plot.plot_ladder`) to ``path``."""
        from qxs_env.lab.ladder_plot import plot_ladder

        return plot_ladder(self, path)


def ladder(
    configs: Any | Sequence[Any],
    games: int,
    entrants: Sequence[Entrant],
    seed: int = 0,
    num_envs: int = 64,
    progress: Callable[[int], None] | None = None,
    tau: float = 0.0,
) -> LadderResults:
    """Play ``games`` mixed games of every configuration with the pool ``entrants`` (module
    docstring) and return the results (rated when asked, with openskill's dynamics ``tau``:
    :meth:`LadderResults.table`).
    Warnings the entrants raise while they play (a trained agent on a game it was not trained
    for) are kept once each in ``notes``. Ctrl-C keeps the games finished so far."""
    require_openskill()
    configs = [configs] if hasattr(configs, "players") else list(configs)
    if games < 1 or len(entrants) < 2:
        raise LabError("a ladder needs games >= 1 and at least two entrants")
    played: list[list[TableGame]] = []
    times: list[float] = []
    notes: list[str] = []
    interrupted = False
    for config in configs:
        t0 = time.perf_counter()
        out: list[TableGame] = []
        played.append(out)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                policies = [e.make(config) for e in entrants]
                assign = balanced_assign(len(entrants), config.players, seed)
                play_tables(config, policies, games, assign, seed, num_envs, progress, out=out)
            except KeyboardInterrupt:
                interrupted = True
        for w in caught:
            text = " ".join(str(w.message).split())
            if text not in notes:
                notes.append(text)
        times.append(time.perf_counter() - t0)
        if interrupted:
            break
    return LadderResults(
        entrants=list(entrants),
        configs=configs[: len(played)],
        games=played,
        seed=seed,
        games_requested=games,
        wall_times=times,
        interrupted=interrupted,
        notes=notes,
        version=version_info(),
        tau=tau,
    )
