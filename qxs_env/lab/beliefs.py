"""Identity inference as a measured quantity (``qxs beliefs``, issue 33 scope 3).

An agent that *exposes beliefs* has a method ``beliefs(obs) -> probs`` (:class:`BeliefPolicy`):
for a batch of observations ``(N, obs_size)`` it returns ``(N, slots, K)`` probabilities, where
slot ``r`` is the seat ``r`` places after the observer in turn order (slot 0 the observer; the
convention of a relative observation) and ``K`` the game's identities. 群侠杀's heuristic
implements it (``agents.heuristic.HeuristicPolicy.beliefs``: its allegiance inference); the
trained agents have no identity head yet, so they do not offer it.

:func:`measure` plays games with an agents spec (default the heuristic at every seat) and, at
every **turn start**, asks the believer for the beliefs of every living seat from that seat's
own observation, and scores each belief about every other living seat whose identity is hidden
against the truth. What counts, precisely:

* **when**: a turn starts when the game's turn counter changes (the record's ``turn`` field; a
  game without one: when the current player ``cur`` changes); the beliefs are read at the next
  decision the engine asks of anyone, i.e. after the turn's opening steps. Turn 0 (群侠杀's hero
  draft) is not a turn.
* **round**: the number of times the turns have passed the leader's seat (the game's public
  identity, ``leader_identity``; seat 0 when it has none), so round 1 is every seat's first
  turn; rounds from :data:`DEFAULT_ROUNDS` on are pooled into the last row (``12+``).
* **observers**: the living seats. **Targets**: the other living seats whose identity is not
  public: the seat of the public identity (the leader, known to all) and the dead (revealed) are
  left out, and so is the observer itself (its belief about itself is the truth). What one seat
  knows privately (群侠杀's collaborator knows the foreign player) stays in: it is part of what
  the agent infers from.
* **log-loss**: ``-ln max(p[truth], EPS)`` with :data:`EPS` = 1e-6 (a certain wrong belief
  costs 13.8 nats, not infinity); **accuracy**: the most probable identity is the truth (ties
  go to the first identity in the game's order).
* **prior**: the same scores for the belief of an observer who knows only the identity counts
  of the table, its own identity and the public one: the counts less its own identity and less
  the public seat's, normalised (:func:`prior_row`). Its mean log-loss over a whole table is the
  entropy of that distribution.

Results (:class:`BeliefResults`) are per configuration and per (round, observer identity,
target identity): samples, mean log-loss, accuracy, the prior's log-loss and accuracy; printed
as tables, written as JSON, CSV and a chart (:mod:`qxs_env.lab.beliefs_plot`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import numpy as np

from qxs_env.lab.agents import AgentsSpec, LabError, make_policy, parse_agents
from qxs_env.lab.mixed import play_tables
from qxs_env.lab.versions import version_info
from qxs_env.rulesets import registry

EPS = 1e-6
"""Probabilities are clipped to at least this before the log (module docstring)."""

DEFAULT_ROUNDS = 12
"""Rounds from this one on are pooled into one row."""


@runtime_checkable
class BeliefPolicy(Protocol):
    """A policy that exposes its identity beliefs (module docstring)."""

    def beliefs(self, obs: np.ndarray) -> np.ndarray:
        """``(N, slots, K)`` probabilities per relative seat and identity."""


def has_beliefs(policy: Any) -> bool:
    """Whether ``policy`` offers :meth:`BeliefPolicy.beliefs`."""
    return callable(getattr(policy, "beliefs", None))


def log_loss(probs: np.ndarray, truth: np.ndarray, eps: float = EPS) -> np.ndarray:
    """``-ln max(probs[i, truth[i]], eps)`` for every row of ``probs`` ``(m, K)``."""
    p = probs[np.arange(len(truth)), truth]
    return -np.log(np.maximum(p, eps))


def hits(probs: np.ndarray, truth: np.ndarray) -> np.ndarray:
    """Whether each row's most probable identity (the first among equals) is the truth."""
    return np.argmax(probs, axis=1) == truth


def prior_row(counts: Sequence[int], own: int, public: int | None) -> np.ndarray:
    """The belief about a hidden seat of an observer of identity ``own`` who knows only the
    identity ``counts`` of the table and which seat holds the ``public`` identity (None: none
    is public): the counts less one ``own`` and one ``public`` (unless ``own`` is it),
    normalised. All zero when no hidden seat is left."""
    left = np.asarray(counts, dtype=np.float64).copy()
    left[own] -= 1
    if public is not None and public != own and left[public] > 0:
        left[public] -= 1
    left = np.maximum(left, 0.0)
    total = left.sum()
    return left / total if total > 0 else left


@dataclass
class BeliefTally:
    """Sums per (round index, observer identity, target identity) of one configuration."""

    n_identities: int
    rounds: int = DEFAULT_ROUNDS
    games: int = 0
    truncated: int = 0
    turn_starts: int = 0
    n: np.ndarray = field(init=False)
    loss: np.ndarray = field(init=False)
    hit: np.ndarray = field(init=False)
    prior_loss: np.ndarray = field(init=False)
    prior_hit: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        shape = (self.rounds, self.n_identities, self.n_identities)
        self.n = np.zeros(shape, np.int64)
        self.loss = np.zeros(shape, np.float64)
        self.hit = np.zeros(shape, np.int64)
        self.prior_loss = np.zeros(shape, np.float64)
        self.prior_hit = np.zeros(shape, np.int64)

    def add(
        self,
        rounds: np.ndarray,
        observers: np.ndarray,
        truth: np.ndarray,
        probs: np.ndarray,
        prior: np.ndarray,
        eps: float = EPS,
    ) -> None:
        """Score ``m`` beliefs: round (1-based), observer identity, the target's true identity,
        the believed ``probs`` ``(m, K)`` and the ``prior`` ``(m, K)`` beside them."""
        r = np.clip(np.asarray(rounds, np.int64), 1, self.rounds) - 1
        at = (r, np.asarray(observers, np.int64), np.asarray(truth, np.int64))
        np.add.at(self.n, at, 1)
        np.add.at(self.loss, at, log_loss(probs, at[2], eps))
        np.add.at(self.hit, at, hits(probs, at[2]))
        np.add.at(self.prior_loss, at, log_loss(prior, at[2], eps))
        np.add.at(self.prior_hit, at, hits(prior, at[2]))

    def summary(self, axes: tuple[int, ...]) -> dict[tuple[int, ...], dict[str, Any]]:
        """Means over the axes not in ``axes`` (0 round, 1 observer, 2 target): key (the
        kept indices) -> ``samples``, ``log_loss``, ``accuracy``, ``prior_log_loss``,
        ``prior_accuracy``, for every key with samples."""
        drop = tuple(a for a in range(3) if a not in axes)
        sums = [x.sum(axis=drop) for x in (self.n, self.loss, self.hit)]
        sums += [x.sum(axis=drop) for x in (self.prior_loss, self.prior_hit)]
        out: dict[tuple[int, ...], dict[str, Any]] = {}
        for key in zip(*np.nonzero(sums[0]), strict=True):
            c = int(sums[0][key])
            out[tuple(int(k) for k in key)] = {
                "samples": c,
                "log_loss": float(sums[1][key]) / c,
                "accuracy": float(sums[2][key]) / c,
                "prior_log_loss": float(sums[3][key]) / c,
                "prior_accuracy": float(sums[4][key]) / c,
            }
        return out


class _Watcher:
    """Reads the beliefs of every living seat at every turn start (module docstring) and adds
    their scores to a :class:`BeliefTally`; called by :func:`qxs_env.lab.mixed.play_tables`
    after every step."""

    def __init__(self, config: Any, believer: Any, tally: BeliefTally, games: int) -> None:
        ruleset = registry.ruleset_of(config)
        self.players = config.players
        self.public = ruleset.leader_identity
        counts = ruleset.identity_counts(config.players, config.mode)
        k = len(ruleset.identity_names)
        self.priors = np.stack([prior_row(counts, own, self.public) for own in range(k)])
        self.believer, self.tally, self.games = believer, tally, games
        self.slot_game = np.full(0, -1, np.int64)

    def _fresh(self, eng: Any, slot_game: np.ndarray) -> None:
        """Start the counters of slots whose game changed (or of every slot on first call)."""
        n = len(slot_game)
        if len(self.slot_game) != n:
            self.slot_game = np.full(n, -1, np.int64)
            self.marker = np.full(n, -1, np.int64)
            self.last_cur = np.zeros(n, np.int64)
            self.round = np.zeros(n, np.int64)
            self.anchor = np.zeros(n, np.int64)
            self.obs = np.zeros((n * self.players, eng.obs_size), np.float32)
        for b in np.flatnonzero(slot_game != self.slot_game).tolist():
            ids = eng.state["ident"][b, : self.players]
            known = self.public is not None and bool((ids == self.public).any())
            anchor = int(np.argmax(ids == self.public)) if known else 0
            self.marker[b], self.round[b] = -1, 0
            self.last_cur[b] = (anchor - 1) % self.players
            self.anchor[b] = anchor
        self.slot_game[:] = slot_game

    def __call__(self, eng: Any, slot_game: np.ndarray) -> None:
        self._fresh(eng, slot_game)
        state, n, p = eng.state, len(slot_game), self.players
        counter = "turn" in state.dtype.names
        marker = np.asarray(state["turn" if counter else "cur"][:n], np.int64)
        started = (marker != self.marker) & (slot_game < self.games) & ~state["done"][:n]
        if counter:
            started &= marker > 0
        self.marker[:] = marker
        rows: list[tuple[int, int, int]] = []  # (slot, observer seat, round)
        for b in np.flatnonzero(started).tolist():
            cur = int(state["cur"][b])
            moved = (cur - self.last_cur[b]) % p
            if 0 < (self.anchor[b] - self.last_cur[b]) % p <= moved:  # passed the anchor
                self.round[b] += 1
            self.last_cur[b] = cur
            for seat in np.flatnonzero(state["alive"][b, :p]).tolist():
                eng.observe(seat, b, out=self.obs[len(rows)])
                rows.append((b, seat, max(1, int(self.round[b]))))
        self.tally.turn_starts += int(started.sum())
        if rows:
            self._score(state, rows, self.believer.beliefs(self.obs[: len(rows)]))

    def _score(self, state: Any, rows: list[tuple[int, int, int]], probs: np.ndarray) -> None:
        """Add the scores of the beliefs ``probs`` read for ``rows``."""
        p = self.players
        at_row, at_slot, rounds, observers, truth = [], [], [], [], []
        for i, (b, seat, rnd) in enumerate(rows):
            ids = state["ident"][b, :p]
            alive = state["alive"][b, :p]
            for t in range(p):
                if t != seat and alive[t] and ids[t] != self.public:
                    at_row.append(i)
                    at_slot.append((t - seat) % p)
                    rounds.append(rnd)
                    observers.append(int(ids[seat]))
                    truth.append(int(ids[t]))
        if not at_row:
            return
        believed = probs[np.asarray(at_row), np.asarray(at_slot)][:, : self.priors.shape[1]]
        obs_ids = np.asarray(observers)
        self.tally.add(
            np.asarray(rounds), obs_ids, np.asarray(truth), believed, self.priors[obs_ids]
        )


def measure_config(
    config: Any,
    games: int,
    agents: str | AgentsSpec = "heuristic",
    believer: str = "heuristic",
    seed: int = 0,
    num_envs: int = 64,
    progress: Callable[[int], None] | None = None,
    rounds: int = DEFAULT_ROUNDS,
) -> tuple[BeliefTally, bool]:
    """Play ``games`` games of ``config`` with ``agents`` and score the beliefs of the policy
    named ``believer`` (module docstring); returns the tally and whether Ctrl-C stopped the run
    (the games until then are counted). :class:`LabError` when ``believer`` offers no
    beliefs."""
    ruleset = registry.ruleset_of(config)
    spec = agents if isinstance(agents, AgentsSpec) else parse_agents(agents, game=ruleset.name)
    names = spec.names()
    policies = [make_policy(name, config) for name in names]
    judge = policies[names.index(believer)] if believer in names else make_policy(believer, config)
    if not has_beliefs(judge):
        raise LabError(
            f"agents {believer!r} expose no identity beliefs (no beliefs(obs) method; trained "
            "agents have no identity head yet)"
        )
    route = spec.route_table(config.players)
    tally = BeliefTally(len(ruleset.identity_names), rounds)
    watcher = _Watcher(config, judge, tally, games)
    seats = np.arange(config.players)
    played: list[Any] = []
    interrupted = False
    try:
        play_tables(
            config,
            policies,
            games,
            lambda k, ids: route[seats, ids],
            seed,
            num_envs,
            progress,
            watcher,
            played,
        )
    except KeyboardInterrupt:
        interrupted = True
    tally.games = len(played)
    tally.truncated = sum(g.truncated for g in played)
    return tally, interrupted


@dataclass
class BeliefResults:
    """Results of :func:`measure`: one :class:`BeliefTally` per configuration."""

    configs: list[Any]
    tallies: list[BeliefTally]
    agents: str
    believer: str
    seed: int
    games_requested: int
    wall_times: list[float]
    interrupted: bool = False
    version: dict[str, Any] = field(default_factory=dict)

    def _names(self, i: int) -> tuple[str, ...]:
        return registry.ruleset_of(self.configs[i]).identity_names

    def round_label(self, r: int, i: int = 0) -> str:
        """``"3"``, or ``"12+"`` for the pooled last row."""
        return f"{r + 1}+" if r + 1 == self.tallies[i].rounds else str(r + 1)

    def rows(self, i: int) -> list[dict[str, Any]]:
        """Configuration ``i``'s rows per (round, observer, target) with samples."""
        names = self._names(i)
        return [
            {"round": self.round_label(r, i), "observer": names[o], "target": names[t], **v}
            for (r, o, t), v in sorted(self.tallies[i].summary((0, 1, 2)).items())
        ]

    def config_report(self, i: int) -> dict[str, Any]:
        """The JSON block of configuration ``i``."""
        t, names = self.tallies[i], self._names(i)
        by_round = [
            {"round": self.round_label(r, i), "observer": names[o], **v}
            for (r, o), v in sorted(t.summary((0, 1)).items())
        ]
        by_pair = [
            {"observer": names[o], "target": names[g], **v}
            for (o, g), v in sorted(t.summary((1, 2)).items())
        ]
        overall = {names[o]: v for (o,), v in sorted(t.summary((1,)).items())}
        return {
            "config": self.configs[i].to_dict(),
            "games": t.games,
            "truncated": t.truncated,
            "turn_starts": t.turn_starts,
            "wall_time_s": round(self.wall_times[i], 2),
            "overall": overall,
            "by_round": by_round,
            "by_observer_target": by_pair,
            "rows": self.rows(i),
        }

    def report(self) -> dict[str, Any]:
        """The JSON document: the run's settings and one block per configuration."""
        return {
            "agents": self.agents,
            "believer": self.believer,
            "seed": self.seed,
            "games_requested": self.games_requested,
            "eps": EPS,
            "rounds_pooled_from": self.tallies[0].rounds if self.tallies else DEFAULT_ROUNDS,
            "interrupted": self.interrupted,
            "version": self.version,
            "configurations": [self.config_report(i) for i in range(len(self.configs))],
        }

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` to ``path``."""
        from qxs_env.lab.outputs import write_json_file

        return write_json_file(path, self.report())

    def write_csv(self, path: str | Path) -> Path:
        """Write every configuration's rows (:meth:`rows`) as CSV to ``path``."""
        from qxs_env.lab.outputs import write_csv_rows

        cols = ["players", "mode", "round", "observer", "target", "samples", "log_loss"]
        cols += ["accuracy", "prior_log_loss", "prior_accuracy"]
        every = [
            {"players": c.players, "mode": c.mode, **row}
            for i, c in enumerate(self.configs)
            for row in self.rows(i)
        ]
        return write_csv_rows(path, cols, every)

    def plot(self, path: str | Path) -> Path:
        """Write the chart (:func:`qxs_env.lab.beliefs_plot.plot_beliefs`) to ``path``."""
        from qxs_env.lab.beliefs_plot import plot_beliefs

        return plot_beliefs(self, path)

    def text(self) -> str:
        """The report as terminal tables (:func:`qxs_env.lab.beliefs_plot.beliefs_text`)."""
        from qxs_env.lab.beliefs_plot import beliefs_text

        return beliefs_text(self)


def measure(
    configs: Any | Sequence[Any],
    games: int,
    agents: str | AgentsSpec = "heuristic",
    believer: str = "heuristic",
    seed: int = 0,
    num_envs: int = 64,
    progress: Callable[[int], None] | None = None,
    rounds: int = DEFAULT_ROUNDS,
) -> BeliefResults:
    """Measure the beliefs on ``games`` games of every configuration (module docstring)."""
    configs = [configs] if hasattr(configs, "players") else list(configs)
    if games < 1 or rounds < 1:
        raise LabError("games and rounds must be at least 1")
    tallies, times, interrupted = [], [], False
    for config in configs:
        t0 = time.perf_counter()
        tally, interrupted = measure_config(
            config, games, agents, believer, seed, num_envs, progress, rounds
        )
        tallies.append(tally)
        times.append(time.perf_counter() - t0)
        if interrupted:
            break
    return BeliefResults(
        configs=configs[: len(tallies)],
        tallies=tallies,
        agents=str(agents),
        believer=believer,
        seed=seed,
        games_requested=games,
        wall_times=times,
        interrupted=interrupted,
        version=version_info(),
    )
