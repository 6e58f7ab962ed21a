"""Playing the audited games: :func:`audit_config` (one configuration), :func:`audit` (several)
and their :class:`AuditResults` (JSON report and terminal tables)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from agents.audit.counters import BARS, METRIC_COUNTS, METRICS, RATES, Auditor, Tally
from agents.audit.roles import roles_report
from qxs_env.lab.versions import version_info
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, N_IDENTITIES

if TYPE_CHECKING:  # pragma: no cover
    from qxs_env.lab.simulate import AgentsSpec


def audit_config(
    config: GameConfig,
    games: int,
    agents: str | AgentsSpec = "heuristic",
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[int], None] | None = None,
) -> tuple[Tally, bool]:
    """Play ``games`` games of ``config`` with ``agents`` and audit them; returns the tally and
    whether Ctrl-C stopped the run (the games finished until then are counted)."""
    from qxs_env.engine.random_streams import episode_seed
    from qxs_env.engine.stack import (
        ERR_ILLEGAL,
    )
    from qxs_env.lab.simulate import LabError, make_policy, parse_agents
    from qxs_env.rulesets.qxs.api import Engine

    spec = agents if not isinstance(agents, str) else parse_agents(agents)
    players = config.players
    route = spec.route_table(players)
    names = spec.names()
    policies = [make_policy(name, config) for name in names]
    want_obs = any(bool(getattr(p, "needs_observations", True)) for p in policies)
    n = max(1, min(num_envs, games))
    eng = Engine(config, batch=n)
    tally = Tally(players)
    aud = Auditor(eng, tally)
    obs = np.zeros((n, eng.obs_size), dtype=np.float32)
    mask = np.zeros((n, eng.n_actions), dtype=np.int8)
    acts = np.zeros(n, dtype=np.int64)
    slot_game = np.zeros(n, dtype=np.int64)
    active = np.zeros(n, dtype=bool)
    for j, pol in enumerate(policies):
        pol.reset(int(episode_seed(seed, 0, 2 + j)))
    hooks = [getattr(p, "begin_game", None) for p in policies]

    def begin(b: int, k: int) -> None:
        eng.reset_one(b, int(episode_seed(seed, k, 0)))
        slot_game[b] = k
        active[b] = True
        aud.start_game(b)
        for hook in hooks:
            if hook is not None:
                hook(b, int(episode_seed(seed, k, 1)))

    for b in range(n):
        begin(b, b)
    started, finished = n, 0
    interrupted = False
    try:
        while finished < games:
            rows = np.flatnonzero(active)
            np.copyto(mask, eng.state["mask"][:, : eng.n_actions])
            seats = np.clip(eng.actor.astype(np.int64), 0, players - 1)
            if want_obs:
                eng.observe_batch(seats, obs)
            if len(policies) == 1:
                policies[0].act(obs, mask, rows, acts)
            else:
                pidx = route[seats, eng.state["ident"][np.arange(n), seats]]
                for j, pol in enumerate(policies):
                    mine = rows[pidx[rows] == j]
                    if mine.size:
                        pol.act(obs, mask, mine, acts)
            aud.before_step(acts)
            err = eng.step_unchecked(acts)
            bad = np.flatnonzero(active & (err == ERR_ILLEGAL))
            if bad.size:
                b = int(bad[0])
                seat = int(seats[b])
                name = names[int(route[seat, int(eng.state["ident"][b, seat])])]
                raise LabError(f"policy {name!r} chose the illegal action {int(acts[b])}")
            aud.after_step()
            for b in np.flatnonzero(active & eng.done.astype(bool)).tolist():
                aud.finish_game(b)
                finished += 1
                if progress is not None:
                    progress(1)
                if started < games:
                    begin(b, started)
                    started += 1
                else:
                    active[b] = False
                    aud.idle(b)
    except KeyboardInterrupt:
        interrupted = True
    return tally, interrupted


@dataclass
class AuditResults:
    """Results of :func:`audit`: one :class:`Tally` per configuration, in order."""

    configs: list[GameConfig]
    tallies: list[Tally]
    agents: str
    seed: int
    games_requested: int
    num_envs: int
    wall_times: list[float]
    interrupted: bool = False
    version: dict[str, Any] = field(default_factory=dict)

    def config_report(self, i: int) -> dict[str, Any]:
        """The JSON block of configuration ``i``."""
        t, config, secs = self.tallies[i], self.configs[i], self.wall_times[i]
        counts: dict[str, Any] = {}
        for name in METRICS:
            num, den, unit = METRIC_COUNTS[name]
            counts[name] = {
                "count": int(t.counts[num]),
                "of": int(t.counts[den]),
                "unit": unit,
            }
        counts["attacks_into_guard"]["guarded_attacks"] = int(t.counts["guarded_attacks"])
        counts["attacks_into_guard"]["no_alternative"] = int(
            t.counts["guarded_attacks_no_alternative"]
        )
        counts["attacks_into_guard"]["unchecked"] = int(t.counts["guarded_attacks_unchecked"])
        metrics = {name: t.metric(name) for name in METRICS}
        bars = {}
        for name, (op, limit) in BARS.items():
            v = metrics[name]
            met = None if v is None else (v <= limit if op == "<=" else v >= limit)
            bars[name] = {"bar": f"{op} {limit:g}", "met": met}
        ids = [IDENTITY_NAMES[k] for k in range(N_IDENTITIES)]
        heroes = None
        if config.heroes != "off":
            from qxs_env.rulesets.qxs.ruleset import hero_names

            heroes = [name for _id, name in hero_names()]
        return {
            "config": config.to_dict(),
            "games": t.games,
            "decided": int(t.counts["decided"]),
            "truncated": t.truncated,
            "decisions": t.decisions,
            "wall_time_s": round(secs, 2),
            "games_per_s": round(t.games / secs, 3) if secs > 0 else None,
            "metrics": metrics,
            "counts": counts,
            "bars": bars,
            "first_target": t.first_target(),
            "rescues": {
                ids[r]: {
                    ids[d]: {"chances": int(t.rescue[r, d, 0]), "rescued": int(t.rescue[r, d, 1])}
                    for d in range(N_IDENTITIES)
                    if t.rescue[r, d, 0]
                }
                for r in range(N_IDENTITIES)
                if t.rescue[r, :, 0].any()
            },
            "hostility": {
                ids[u]: {
                    ids[v]: int(t.hostile[u, v]) for v in range(N_IDENTITIES) if t.hostile[u, v]
                }
                for u in range(N_IDENTITIES)
                if t.hostile[u].any()
            },
            "roles": roles_report(t.pairs, ids, heroes),
        }

    def report(self) -> dict[str, Any]:
        """The JSON document: ``player_counts[mode][players]`` holds each configuration's
        block (``metrics``, ``counts``, ``bars``, ``first_target``, ``rescues``,
        ``hostility``, games and timing), plus the run's agents, seed, versions."""
        per: dict[str, dict[str, Any]] = {}
        for i, config in enumerate(self.configs):
            per.setdefault(config.mode, {})[str(config.players)] = self.config_report(i)
        return {
            "agents": self.agents,
            "seed": self.seed,
            "games_requested": self.games_requested,
            "num_envs": self.num_envs,
            "interrupted": self.interrupted,
            "wall_time_s": round(sum(self.wall_times), 2),
            "version": self.version,
            "player_counts": per,
        }

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` as JSON to ``path``."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(self.report(), indent=2, ensure_ascii=False) + "\n", "utf-8")
        return p

    def text(self) -> str:
        """The report as terminal tables (one block per configuration)."""
        out: list[str] = []
        v = self.version
        out.append(
            f"qxs audit: agents {self.agents}, seed {self.seed}, qxs_env {v.get('qxs_env')}"
            f" (commit {(v.get('git_commit') or 'unknown')[:12]})"
        )
        from qxs_env.rulesets.qxs.content import identity_counts

        for i, config in enumerate(self.configs):
            rep = self.config_report(i)
            out.append("")
            out.append(
                f"{config.players}p {config.mode}, deck {config.deck}, heroes {config.heroes}: "
                f"{rep['games']} games ({rep['decided']} decided, {rep['truncated']} truncated), "
                f"{rep['wall_time_s']:.1f} s ({rep['games_per_s']} games/s)"
            )
            out.append(f"  {'metric':<46}{'value':>8}  {'count / of':<42}{'bar':<8} ")
            for name in METRICS:
                val = rep["metrics"][name]
                c = rep["counts"][name]
                shown = "-" if val is None else (f"{val:.3f}" if name in RATES else str(val))
                frac = f"{c['count']} / {c['of']} {c['unit']}"
                bar = rep["bars"].get(name)
                mark = ""
                if bar is not None:
                    ok = bar["met"]
                    mark = f"{bar['bar']:<8} {'-' if ok is None else ('ok' if ok else 'FAIL')}"
                out.append(f"  {name:<46}{shown:>8}  {frac:<42}{mark}")
            g = rep["counts"]["attacks_into_guard"]
            out.append(
                f"  (guarded attacks {g['guarded_attacks']}: {g['no_alternative']} with no other"
                f" colour that reaches, {g['unchecked']} not checked)"
            )
            out.append("  first hostile target (share of seat-games)")
            n = config.players
            head = "".join(f"{'+' + str(k):>6}" for k in range(1, n))
            present = [k for k, c in enumerate(identity_counts(n, config.mode)) if c]
            idh = "".join(f"{IDENTITY_NAMES[k][:9]:>10}" for k in present)
            out.append(f"  {'identity':<13}{'n':>6}{head}  |{idh}")
            for ident, row in rep["first_target"].items():
                rel = "".join(
                    f"{row['relative_seat'].get(f'+{k}', 0.0):>6.2f}" for k in range(1, n)
                )
                ids = "".join(
                    f"{row['identity'].get(IDENTITY_NAMES[k], 0.0):>10.2f}" for k in present
                )
                out.append(f"  {ident:<13}{row['seat_games']:>6}{rel}  |{ids}")
        if self.interrupted:
            out.append("")
            out.append("(interrupted: the games finished so far)")
        return "\n".join(line.rstrip() for line in out)


def audit(
    configs: GameConfig | Sequence[GameConfig],
    games: int,
    agents: str | AgentsSpec = "heuristic",
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[int], None] | None = None,
) -> AuditResults:
    """Audit ``games`` games of every configuration (see the module docstring)."""
    from qxs_env.lab.simulate import parse_agents

    if isinstance(configs, GameConfig):
        configs = [configs]
    configs = list(configs)
    spec = agents if not isinstance(agents, str) else parse_agents(agents)
    tallies: list[Tally] = []
    times: list[float] = []
    interrupted = False
    for config in configs:
        t0 = time.perf_counter()
        tally, interrupted = audit_config(config, games, spec, seed, num_envs, progress)
        tallies.append(tally)
        times.append(time.perf_counter() - t0)
        if interrupted:
            break
    return AuditResults(
        configs=configs[: len(tallies)],
        tallies=tallies,
        agents=str(spec),
        seed=seed,
        games_requested=games,
        num_envs=num_envs,
        wall_times=times,
        interrupted=interrupted,
        version=version_info(),
    )
