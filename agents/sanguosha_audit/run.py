"""Playing the audited 三国杀 games (:func:`audit_config`, :func:`audit`) and their
:class:`AuditResults`. Games are dealt and the policies seeded as ``qxs simulate`` does (game
``k`` from ``episode_seed(seed, k, 0)``, per-game policy seeds ``episode_seed(seed, k, 1)``),
so an audit of N games plays the same deals as a simulate run of the same seed."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.rulesets.sanguosha.layout import IDENTITY_NAMES

from .counters import SanguoshaAuditor

RATES = (
    "lord_kills_loyalist",
    "lord_hostile_to_loyalist",
    *(f"rescue_{name}" for name in ("lord", "loyalist", "rebel")),
    "self_rescue",
    *(f"first_round_unfounded_{name}" for name in IDENTITY_NAMES),
    "renegade_kills_lord_early",
    "wasted_discards",
    *(f"wasted_discards_{name}" for name in IDENTITY_NAMES),
    *(f"stand_in_{name}" for name in IDENTITY_NAMES[1:]),
)
"""The metrics, in report order (each ``count / denominator``)."""


def audit_config(
    config: Any,
    games: int,
    agents: Any = "heuristic",
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[int], None] | None = None,
) -> tuple[Counter, Counter, bool]:
    """Play ``games`` games of ``config`` with ``agents`` (a spec or its text) and audit them;
    returns the metric counts, the policies' legal defaults (by decision index) and whether
    Ctrl-C stopped the run. A game whose compiled rules raise (an engine bug) is dropped and
    counted (``dropped``): the step is undone for every game, the next deal takes the dropped
    game's slot, and the others take their step again."""
    from qxs_env.engine.random_streams import episode_seed
    from qxs_env.lab.simulate import make_policy, parse_agents
    from qxs_env.rulesets.sanguosha.engine import SanguoshaEngine, SanguoshaEngineError

    spec = parse_agents(agents, game="sanguosha") if isinstance(agents, str) else agents
    players = config.players
    route = spec.route_table(players)
    policies = [make_policy(name, config) for name in spec.names()]
    n = max(1, min(num_envs, games))
    eng = SanguoshaEngine(config, batch=n)
    aud = SanguoshaAuditor(eng)
    obs = np.zeros((n, eng.obs_size), np.float32)
    acts = np.zeros(n, np.int64)
    active = np.zeros(n, np.bool_)
    for j, pol in enumerate(policies):
        pol.reset(int(episode_seed(seed, 0, 2 + j)))
    hooks = [getattr(p, "begin_game", None) for p in policies]

    def begin(b: int, k: int) -> None:
        eng.reset_one(b, int(episode_seed(seed, k, 0)))
        active[b] = True
        aud.start_game(b)
        for hook in hooks:
            if hook is not None:
                hook(b, int(episode_seed(seed, k, 1)))

    for b in range(n):
        begin(b, b)
    started, finished, interrupted = n, 0, False
    try:
        while finished < games:
            rows = np.flatnonzero(active & ~eng.done.astype(bool))
            seats = np.clip(eng.actor.astype(np.int64), 0, players - 1)
            for b in rows.tolist():
                eng.observe(int(seats[b]), b, obs[b])
            mask = eng.state["mask"][:, : eng.n_actions]
            pidx = route[seats, eng.state["ident"][np.arange(n), seats]]
            for j, pol in enumerate(policies):
                mine = rows[pidx[rows] == j]
                if mine.size:
                    pol.act(obs, mask, mine, acts)
            for b in rows.tolist():
                aud.before_step(b, int(acts[b]))
            step = np.where(active & ~eng.done.astype(bool), acts, 0)
            before = eng.state.copy()
            try:
                eng.step(step)
            except SanguoshaEngineError as exc:  # the rules raised in game exc.game: drop it
                eng.state = before  # (every game's step undone; the others retake it)
                aud.n["dropped"] += 1
                begin(exc.game, started)  # a further deal takes its place
                started += 1
                continue
            for b in rows.tolist():
                aud.after_step(b)
                if eng.done[b]:
                    aud.finish_game(b)
                    finished += 1
                    if progress is not None:
                        progress(1)
                    if started < games + aud.n["dropped"]:  # a dropped deal is replaced
                        begin(b, started)
                        started += 1
                    else:
                        active[b] = False
    except KeyboardInterrupt:
        interrupted = True
    defaults: Counter = Counter()
    for pol in policies:
        defaults.update(getattr(pol, "fallbacks", {}))
    return aud.n, defaults, interrupted


@dataclass
class AuditResults:
    """Results of :func:`audit`: per configuration, the metric counts and legal defaults."""

    configs: list[Any]
    counts: list[Counter]
    defaults: list[Counter]
    agents: str
    seed: int
    interrupted: bool = False

    def config_report(self, i: int) -> dict[str, Any]:
        """One configuration's metrics: rate, count and denominator of each."""
        c = self.counts[i]
        metrics = {}
        for name in RATES:
            of = int(c[f"{name}/of"])
            metrics[name] = {
                "rate": (c[name] / of) if of else None,
                "count": int(c[name]),
                "of": of,
            }
        return {
            "players": self.configs[i].players,
            "mode": self.configs[i].mode,
            "games": int(c["games"]),
            "decided": int(c["decided"]),
            "dropped": int(c["dropped"]),
            "metrics": metrics,
            "legal_defaults": {str(k): int(v) for k, v in sorted(self.defaults[i].items())},
        }

    def report(self) -> dict[str, Any]:
        """The whole audit as plain data."""
        return {
            "game": "sanguosha",
            "agents": self.agents,
            "seed": self.seed,
            "configs": [self.config_report(i) for i in range(len(self.configs))],
            "interrupted": self.interrupted,
        }

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` as JSON to ``path``."""
        p = Path(path)
        p.write_text(json.dumps(self.report(), indent=2, ensure_ascii=False) + "\n", "utf-8")
        return p

    def text(self) -> str:
        """The report as terminal tables, one block per configuration."""
        lines = [f"qxs audit: 三国杀, agents {self.agents}, seed {self.seed}"]
        for i in range(len(self.configs)):
            rep = self.config_report(i)
            lines.append(
                f"\n== players {rep['players']}, mode {rep['mode']}: {rep['games']} games, "
                f"{rep['decided']} decided"
                + (f", {rep['dropped']} dropped (the rules raised)" if rep["dropped"] else "")
            )
            lines.append(f"{'metric':<36} {'rate':>7} {'count':>8} {'of':>8}")
            for name, m in rep["metrics"].items():
                rate = "-" if m["rate"] is None else f"{m['rate']:.3f}"
                lines.append(f"{name:<36} {rate:>7} {m['count']:>8} {m['of']:>8}")
            lines.append(f"legal defaults taken (by decision index): {rep['legal_defaults']}")
        return "\n".join(lines)


def audit(
    configs: Sequence[Any],
    games: int,
    spec: Any = "heuristic",
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[int], None] | None = None,
) -> AuditResults:
    """Audit ``games`` games of each configuration (the command line's contract)."""
    counts, defaults = [], []
    interrupted = False
    for config in configs:
        c, d, stop = audit_config(config, games, spec, seed, num_envs, progress)
        counts.append(c)
        defaults.append(d)
        if stop:
            interrupted = True
            break
    text = spec if isinstance(spec, str) else getattr(spec, "text", str(spec))
    return AuditResults(
        list(configs[: len(counts)]), counts, defaults, str(text), seed, interrupted
    )
