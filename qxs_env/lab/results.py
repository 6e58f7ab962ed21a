"""The lab's results: :class:`LabResults` (tables, JSON, CSV, charts) and the game records.

A record is one finished game as the chunk runners return it: ``(index, won, turns,
truncated, seed, identities, heroes[, decisions[, deaths]])`` (``won``: 1 or 0 per seat;
``heroes`` empty when none were dealt; ``decisions`` how many the game took; ``deaths`` per
seat ``(killer, death turn, death order)``, the engine's record of each death);
:func:`_add_records` files records into a :class:`~qxs_env.lab.stats.GameResults`.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from qxs_env.lab.outputs import write_csv_rows
from qxs_env.lab.stats import GameResults
from qxs_env.rulesets import registry

GameConfig = Any
"""A configuration of any registered game (its ruleset's config class)."""

DEFAULT_CHUNK = 2048
"""Games per chunk of the lab (see :mod:`qxs_env.lab.simulate`)."""

Record = tuple  # index, won per seat, turns, trunc, seed, ids, heroes (hero per seat), decisions


def _identity_counts(config: GameConfig) -> tuple[int, ...]:
    """How many seats of each identity a game of ``config`` deals (its game's table)."""
    return tuple(registry.ruleset_of(config).identity_counts(config.players, config.mode))


def new_results(config: GameConfig) -> GameResults:
    """Empty results of games of ``config``: its identity table and its game."""
    return GameResults(_identity_counts(config), game=registry.ruleset_of(config).name)


def config_columns(config: GameConfig) -> dict[str, Any]:
    """The configuration's columns in the lab's rows: the game, ``players``, ``mode`` and the
    game's own (its descriptor's ``lab_columns``: 群侠杀's ``deck`` and ``heroes``)."""
    ruleset = registry.ruleset_of(config)
    out = {"game": ruleset.name, "players": config.players, "mode": config.mode}
    out.update({k: getattr(config, k) for k in ruleset.lab_columns})
    return out


@dataclass
class LabResults:
    """Results of :func:`simulate`: one :class:`GameResults` per configuration, in order."""

    configs: list[GameConfig]
    results: list[GameResults]
    agents: str
    seed: int
    games_requested: int
    interrupted: bool = False
    wall_time_s: float = 0.0
    meta: dict[str, Any] = field(default_factory=dict)
    missing: list[tuple[int, int, int, int]] = field(default_factory=list)
    """Chunks not (fully) played: (configuration index, chunk index, first game, end)."""
    failures: list[str] = field(default_factory=list)
    """One line per chunk that failed for good (``--ray``), e.g. its worker died too often."""
    _reports: dict[int, tuple[tuple[int, int], dict[str, Any]]] = field(
        default_factory=dict, repr=False, compare=False
    )
    """Each configuration's report, kept with the (games, truncated) it was computed from:
    :meth:`report` reads it twice (the configuration and ``player_counts``) and the CLI prints
    and writes it, and the hero regression over 10,000 games took about 10 CPU-seconds each time."""

    @property
    def complete(self) -> bool:
        """Whether every requested game was played (nothing missing, not interrupted)."""
        return not self.missing and not self.interrupted

    def _resume_part(self) -> dict[str, Any]:
        """The keys that mark an incomplete report and let :func:`simulate` complete it
        (``finished=``, ``qxs simulate --resume``): the missing chunks, the failures and the
        records of every chunk that was fully played."""
        gone = {(ci, s) for ci, _, s, _ in self.missing}
        records: list[str] = []  # one compact JSON text per configuration (~80 bytes a game)
        for ci, res in enumerate(self.results):
            chunk = int(self.meta.get("chunk", DEFAULT_CHUNK))
            rows: list[list[Any]] = []
            for i, k in enumerate(res.index):
                if (ci, k - k % chunk) in gone:
                    continue  # a partly played chunk is played again in full
                rows.append(
                    [
                        k,
                        list(res.won[i]),
                        res.turns[i],
                        res.truncated[i],
                        res.seeds[i],
                        list(res.idents[i]) if i < len(res.idents) else [],
                        list(res.heroes[i]) if i < len(res.heroes) else [],
                        res.decisions[i] if i < len(res.decisions) else None,
                        [list(d) for d in res.deaths[i]] if i < len(res.deaths) else [],
                    ]
                )
            records.append(json.dumps(rows, separators=(",", ":")))
        return {
            "incomplete": True,
            "missing_chunks": [
                {"configuration": ci, "chunk": c, "games": [s, e]} for ci, c, s, e in self.missing
            ],
            "failures": list(self.failures),
            "records": records,
        }

    @property
    def games(self) -> int:
        """Games finished over all configurations."""
        return sum(r.games for r in self.results)

    def config_report(self, i: int) -> dict[str, Any]:
        """Plain-data report of configuration ``i`` (the single-configuration JSON layout): a
        copy of the one computed for the games recorded so far (computed again once more games
        are added), so that a caller may change it."""
        res = self.results[i]
        key = (res.games, res.n_truncated)
        kept = self._reports.get(i)
        if kept is None or kept[0] != key:
            kept = (key, self._compute_config_report(i))
            self._reports[i] = kept
        return copy.deepcopy(kept[1])

    def _compute_config_report(self, i: int) -> dict[str, Any]:
        """:meth:`config_report`'s computation (win rates, hero tables and regression, ends)."""
        config = self.configs[i]
        ruleset = registry.ruleset_of(config)
        counts = _identity_counts(config)
        summary = self.results[i].summary()
        if "heroes" in summary and ruleset.hero_names is not None:  # "hero<index>" -> its id
            ids = [hero for hero, _ in ruleset.hero_names()]

            def hero_id(k: str) -> str:
                return ids[int(k[4:])] if k[4:].isdigit() and int(k[4:]) < len(ids) else k

            summary["heroes"] = {hero_id(k): v for k, v in summary["heroes"].items()}
            summary["heroes_by_identity"] = {
                hero_id(k): v for k, v in summary.get("heroes_by_identity", {}).items()
            }
        if summary.get("heroes_by_identity"):
            from qxs_env.lab.hero_strength import hero_strength

            summary["hero_strength"] = hero_strength(summary["heroes_by_identity"])
            if ruleset.hero_names is not None:
                from qxs_env.lab.hero_regression import hero_regression

                ids = [hero for hero, _ in ruleset.hero_names()]
                summary["hero_regression"] = hero_regression(
                    self.results[i], ids, ruleset.sides, ruleset.leader_identity
                )
        if ruleset.hero_groups is not None:
            for attribute, labels in ruleset.hero_groups().items():
                table, by_identity = self.results[i].hero_group_tables(labels)
                if table:
                    summary.setdefault("hero_groups", {})[attribute] = table
                    summary.setdefault("hero_groups_by_identity", {})[attribute] = by_identity
        names = ruleset.identity_names
        summary["length"]["truncated_by"] = _truncation_causes(config, self.results[i])
        return {
            "game": ruleset.name,
            "config": config.to_dict(),
            "identity_counts": {names[k]: int(c) for k, c in enumerate(counts) if c},
            **summary,
        }

    def player_counts(self) -> dict[str, dict[str, Any]]:
        """Per mode, per player count (as a string): games, truncated, mean turns, identities."""
        out: dict[str, dict[str, Any]] = {}
        for i, config in enumerate(self.configs):
            rep = self.config_report(i)
            out.setdefault(config.mode, {})[str(config.players)] = {
                k: rep[k] for k in ("games", "truncated", "mean_turns", "identities")
            }
        return out

    def report(self) -> dict[str, Any]:
        """The JSON document: a single configuration's report at the top level (keys
        ``config``, ``games``, ``truncated``, ``identities``, ``seats`` ...) or, for a sweep,
        ``configurations`` (a list of those) and ``player_counts``; plus the run's metadata."""
        head: dict[str, Any] = {
            "agents": self.agents,
            "seed": self.seed,
            "games_requested": self.games_requested,
            "interrupted": self.interrupted,
            "wall_time_s": self.wall_time_s,
            **self.meta,
        }
        if self.missing:
            head.update(self._resume_part())
        if len(self.configs) == 1:
            return {**self.config_report(0), "player_counts": self.player_counts(), **head}
        return {
            "game": registry.ruleset_of(self.configs[0]).name,
            "configurations": [self.config_report(i) for i in range(len(self.configs))],
            "player_counts": self.player_counts(),
            "games": self.games,
            "truncated": sum(r.n_truncated for r in self.results),
            **head,
        }

    def rows(self) -> list[dict[str, Any]]:
        """Flat rows, one per (configuration, group kind, group): kinds ``total``,
        ``identity``, ``seat``, ``position`` (seat relative to the leader), ``hero`` and
        ``hero_identity`` (group ``hero/identity``: the hero in that identity; when heroes were
        recorded), per attribute of the game's ``hero_groups`` (三国杀: ``kingdom``) that
        attribute (group its value) and ``<attribute>_identity`` (group ``value/identity``),
        ``end_side`` (the winning side) and ``end_cause`` (why games end,
        :mod:`qxs_env.lab.ends`: ``games`` the decided games, ``wins`` those that ended so,
        ``win_rate`` their share with its interval, ``mean_turns`` the mean turn of the
        deciding death)."""
        out: list[dict[str, Any]] = []
        for i, config in enumerate(self.configs):
            rep = self.config_report(i)
            base = config_columns(config)
            total = {
                "games": rep["games"],
                "truncated": rep["truncated"],
                "mean_turns": rep["mean_turns"],
            }
            out.append({**base, "kind": "total", "group": "all", **total})
            for kind, table in (
                ("identity", rep["identities"]),
                ("seat", rep.get("seats", {})),
                ("position", rep.get("positions", {})),
                ("hero", rep.get("heroes", {})),
            ):
                for name, row in table.items():
                    out.append({**base, "kind": kind, "group": name, **row})
            for hero, by_identity in rep.get("heroes_by_identity", {}).items():
                for identity, row in by_identity.items():
                    group = f"{hero}/{identity}"
                    out.append({**base, "kind": "hero_identity", "group": group, **row})
            for attribute, table in rep.get("hero_groups", {}).items():
                for value, row in table.items():
                    out.append({**base, "kind": attribute, "group": value, **row})
                for value, by_identity in rep["hero_groups_by_identity"][attribute].items():
                    for identity, row in by_identity.items():
                        group = f"{value}/{identity}"
                        out.append({**base, "kind": f"{attribute}_identity", "group": group, **row})
            out += _end_rows(base, rep.get("ends"))
        return out

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` as JSON to ``path``."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(self.report(), indent=2) + "\n", encoding="utf-8")
        return p

    def write_csv(self, path: str | Path) -> Path:
        """Write :meth:`rows` as CSV to ``path``."""
        extra = {k: None for c in self.configs for k in config_columns(c)}
        cols = [*extra, "kind", "group", "games", "wins", "win_rate", "ci_low", "ci_high",
                "truncated", "mean_turns"]  # fmt: skip
        return write_csv_rows(path, cols, self.rows())

    def plot(self, directory: str | Path) -> list[Path]:
        """Write the PNG charts of these results into ``directory`` (see
        :func:`qxs_env.lab.plots.plot_results`); needs matplotlib, the ``plot`` extra."""
        from qxs_env.lab.plots import plot_results

        return plot_results(self, directory)


def _end_rows(base: dict[str, Any], ends: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The CSV rows of a configuration's end table (see :meth:`LabResults.rows`)."""
    if not ends:
        return []
    out = []
    for kind, key in (("end_side", "sides"), ("end_cause", "causes")):
        for group, row in ends[key].items():
            turn = (row.get("deciding_turn") or {}).get("mean")
            out.append({**base, "kind": kind, "group": group, "games": ends["decided"],
                        "wins": row["games"], "win_rate": row["share"], "ci_low": row["ci_low"],
                        "ci_high": row["ci_high"], "mean_turns": turn})  # fmt: skip
    return out


def _truncation_causes(config: GameConfig, res: GameResults) -> dict[str, int]:
    """How many games were cut at the turn limit (``turn_limit``: the game reached the config's
    ``max_turns``) and how many at another limit (``decision_limit``: the decisions cap)."""
    limit = int(getattr(config, "max_turns", 0) or 0)
    cut = [g for g in range(res.games) if res.truncated[g]]
    by_turns = sum(1 for g in cut if limit and res.turns[g] >= limit)
    return {"turn_limit": by_turns, "decision_limit": len(cut) - by_turns}


def _add_records(res: GameResults, records: Iterable[Record]) -> None:
    for k, won, turns, trunc, seed, ids, *rest in records:
        heroes = rest[0] if rest and rest[0] else None  # per-seat hero indices (heroes on)
        decisions = rest[1] if len(rest) > 1 else None  # (records saved before: none)
        deaths = rest[2] if len(rest) > 2 and rest[2] else None
        res.add(won, turns, trunc, seed, idents=ids, heroes=heroes, index=k, decisions=decisions,
                deaths=deaths)  # fmt: skip
