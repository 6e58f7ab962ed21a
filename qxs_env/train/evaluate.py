"""Evaluation behind ``qxs eval``: trained agent vs heuristic in the same seats and deals.

For a configuration and an identity, :func:`play_arm` plays games in which every seat of that
identity is played by one policy (the *arm*) and every other seat by the heuristic, through
the game's learner loop (:func:`qxs_env.train.generic.learner_games`; 群侠杀's
:class:`agents.learner_games.LearnerGames`: opponents inside the compiled loop, the arm called
once per step for all slots: one forward pass per step for a trained agent). The identities and
their table per configuration are the game's (``Ruleset.identity_names``,
``identity_counts``). Both arms use the same deals: slot ``b``'s ``k``-th game comes from
``episode_seed(seed, b, k)``, every slot plays ``ceil(games / num_envs)`` games, so short games
are not over-represented. Truncated games are left out of the win rates and counted apart.

:func:`evaluate` returns, per configuration, ``{"players", "mode", "truncated": {arm: n},
"identities": {name: {"trained": {"games", "wins", "win_rate", "ci_low", "ci_high"},
"heuristic": {...}, "paired": {"pairs", "trained_only", "heuristic_only", "diff", "ci_low",
"ci_high", "p_value"}}}}`` (95% Wilson intervals; ``games`` = decided games), the format of
``qxs eval --json``.

Two readings of a cell. The *interval rule* (the bar of the training issue): the trained arm's
interval lies wholly above the heuristic's. The *paired test*
(:func:`qxs_env.lab.stats.paired_difference`): since both arms play the same deals, deal ``i``'s two
outcomes are compared directly: ``trained_only`` counts the deals only the trained arm won,
``heuristic_only`` those only the heuristic won, ``diff`` is the trained minus the heuristic
win rate over the deals decided in both arms, with a 95% interval, and ``p_value`` the exact
McNemar p-value. A good or bad deal counts for both arms, so this detects a smaller difference
than two intervals that must not overlap; both are reported, neither replaces the other.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from qxs_env.lab.stats import paired_difference, wilson
from qxs_env.rulesets import registry
from qxs_env.train.generic import learner_games


def play_arm(
    config: Any,
    identity: str,
    policy: Any,
    games: int,
    seed: int = 0,
    num_envs: int = 256,
    opponents: str = "heuristic",
) -> dict[str, Any]:
    """Play about ``games`` games with ``policy`` in every seat of ``identity``; returns
    ``wins``, ``decided``, ``truncated``, ``seconds`` and ``outcomes`` (int8 ``(slots, games
    per slot)``: 1 won, 0 lost, -1 truncated; entry ``[b, k]`` is the deal
    ``episode_seed(seed, b, k)``, the same in every arm)."""
    n = max(1, min(num_envs, games))
    quota = math.ceil(games / n)
    lg = learner_games(n, identity, opponents, config, {})
    if hasattr(policy, "bind"):  # a policy that reads the game state (the oracle arm)
        policy.bind(lg)
    policy.reset(seed + 1)
    t0 = time.perf_counter()
    info = lg.reset(seed)
    done = np.zeros(n, np.int64)
    acts = np.zeros(n, np.int64)
    rows = np.arange(n, dtype=np.int64)
    outcome = np.full((n, quota), -2, np.int8)  # slot, game: 1 won, 0 lost, -1 truncated
    wins = decided = truncated = 0

    def count(records: np.ndarray) -> None:
        nonlocal wins, decided, truncated
        for rec in records:
            b = int(rec[0])
            if done[b] >= quota:
                continue
            if rec[2]:
                truncated += 1
                outcome[b, done[b]] = -1
            else:
                decided += 1
                won = int(rec[1])  # the learner's identity won
                wins += won
                outcome[b, done[b]] = won
            done[b] += 1

    count(info["records"])
    while (done < quota).any():
        policy.act(lg.obs, lg.mask, rows, acts)
        _, _, _, info = lg.step(acts)
        count(info["records"])
    return {
        "wins": wins,
        "decided": decided,
        "truncated": truncated,
        "outcomes": outcome,
        "seconds": time.perf_counter() - t0,
    }


def _row(r: dict[str, Any]) -> dict[str, Any]:
    lo, hi = wilson(r["wins"], r["decided"])
    return {
        "games": r["decided"],
        "wins": r["wins"],
        "win_rate": r["wins"] / r["decided"] if r["decided"] else None,
        "ci_low": lo,
        "ci_high": hi,
    }


def evaluate(
    configs: list[Any],
    identities: list[str] | None,
    games: int,
    trained: Callable[[Any], Any],
    heuristic: Callable[[Any], Any],
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[str], None] | None = None,
    oracle: Callable[[Any], Any] | None = None,
) -> dict[str, Any]:
    """Both arms for every configuration and identity present in it (``identities``: a subset
    of names, default all); ``trained`` / ``heuristic`` build each arm's policy for a config.
    With ``oracle`` (builds :class:`qxs_env.train.oracle.OracleHeuristic`), a third arm on the
    same deals: each cell gains ``"oracle"`` (as ``"trained"``) and ``"oracle_paired"`` (the
    oracle against the heuristic: ``pairs``, ``oracle_only``, ``heuristic_only``, ``diff``,
    ``ci_low``, ``ci_high``, ``p_value``).
    Returns ``{"games", "seed", "configurations": [...]}`` (module docstring)."""
    out: dict[str, Any] = {"games": games, "seed": seed, "configurations": []}
    t_all = time.perf_counter()
    for cfg in configs:
        ruleset = registry.ruleset_of(cfg)
        counts = ruleset.identity_counts(cfg.players, cfg.mode)
        entry: dict[str, Any] = {
            "players": cfg.players,
            "mode": cfg.mode,
            "truncated": {"trained": 0, "heuristic": 0, **({"oracle": 0} if oracle else {})},
            "identities": {},
        }
        for k, name in enumerate(ruleset.identity_names):
            if counts[k] == 0 or (identities and name not in identities):
                continue
            cell: dict[str, Any] = {}
            outcomes = {}
            arms = [("trained", trained), ("heuristic", heuristic)]
            if oracle is not None:
                arms.append(("oracle", oracle))
            for arm, make in arms:
                r = play_arm(cfg, name, make(cfg), games, seed, num_envs)
                entry["truncated"][arm] += r["truncated"]
                cell[arm] = _row(r)
                outcomes[arm] = r["outcomes"]
                if progress:
                    progress(
                        f"{cfg.players}p {cfg.mode} {name} {arm}: "
                        f"{r['wins']}/{r['decided']} in {r['seconds']:.0f} s"
                    )
            pr = paired_difference(outcomes["trained"], outcomes["heuristic"])
            pr["trained_only"] = pr.pop("a_only")
            pr["heuristic_only"] = pr.pop("b_only")
            cell["paired"] = pr
            if oracle is not None:
                po = paired_difference(outcomes["oracle"], outcomes["heuristic"])
                po["oracle_only"] = po.pop("a_only")
                po["heuristic_only"] = po.pop("b_only")
                cell["oracle_paired"] = po
            entry["identities"][name] = cell
        out["configurations"].append(entry)
    out["wall_seconds"] = round(time.perf_counter() - t_all, 1)
    return out


ALPHA = 0.05
"""Significance level of the paired test's verdict in :func:`table`."""

TABLE_LEGEND = (
    "95% intervals: 'trained above' / 'trained below' when the trained arm's 95% interval lies "
    "wholly above / below the heuristic's, 'overlap' otherwise (the stricter test). Paired test: "
    "exact McNemar test on the same deals in both arms, more sensitive; 'better' / 'worse' at "
    f"p < {ALPHA}, 'no difference found' otherwise (not proof of equality)."
)
"""The line under :func:`table` that says what its verdicts mean."""


def interval_verdict(a: dict[str, Any], b: dict[str, Any], who: str = "trained") -> str:
    """``<who> above`` / ``<who> below`` when arm ``a``'s 95% interval lies wholly above / below
    arm ``b``'s, ``overlap`` otherwise, ``-`` when an arm has no decided game."""
    if not a["games"] or not b["games"]:
        return "-"
    if a["ci_low"] > b["ci_high"]:
        return f"{who} above"
    if a["ci_high"] < b["ci_low"]:
        return f"{who} below"
    return "overlap"


def paired_verdict(c: dict[str, Any] | None) -> str:
    """The paired test's verdict with its p-value: ``better, p=0.024`` / ``worse, p=0.003``
    when p < :data:`ALPHA` (the sign of the difference says which), ``no difference found,
    p=0.21`` otherwise, ``-`` when no deal was decided in both arms."""
    if not c or c.get("diff") is None or c.get("p_value") is None:
        return "-"
    p = c["p_value"]
    ptxt = f"p={p:.2g}" if p >= 0.001 else "p<0.001"
    if p < ALPHA and c["diff"] != 0:
        return f"{'better' if c['diff'] > 0 else 'worse'}, {ptxt}"
    return f"no difference found, {ptxt}"


def table(report: dict[str, Any]) -> list[str]:
    """Markdown lines of an :func:`evaluate` report, then a blank line and
    :data:`TABLE_LEGEND`: per configuration and identity, both win rates in % with 95%
    intervals, the interval comparison in words (:func:`interval_verdict`), the paired
    difference in points with its interval and the paired test's verdict with its p-value
    (:func:`paired_verdict`; module docstring); with an oracle arm, its win rate, its paired
    difference against the heuristic and that test's verdict too."""
    with_oracle = any(
        "oracle" in cell for c in report["configurations"] for cell in c["identities"].values()
    )
    head = (
        "| players | identity | trained win % [95% CI] | heuristic win % [95% CI] | games | "
        "95% intervals | paired diff, points [95% CI] | paired test (same deals) |"
    )
    if with_oracle:
        head += (
            " oracle win % [95% CI] | oracle - heuristic, points [95% CI] | oracle paired test |"
        )
    lines = [head, "|" + " --- |" * head.count(" | ") + " --- |"]

    def fmt_diff(c: dict[str, Any] | None) -> str:
        if not c or c["diff"] is None:
            return "-"
        return f"{100 * c['diff']:+.1f} [{100 * c['ci_low']:+.1f}, {100 * c['ci_high']:+.1f}]"

    def fmt(r: dict[str, Any]) -> str:
        if r["win_rate"] is None:
            return "-"
        return f"{100 * r['win_rate']:.1f} [{100 * r['ci_low']:.1f}, {100 * r['ci_high']:.1f}]"

    for c in report["configurations"]:
        label = f"{c['players']}{' melee' if c['mode'] == 'melee' else ''}"
        for name, cell in c["identities"].items():
            t, h = cell["trained"], cell["heuristic"]
            paired = cell.get("paired")
            row = (
                f"| {label} | {name} | {fmt(t)} | {fmt(h)} | {t['games']}/{h['games']} | "
                f"{interval_verdict(t, h)} | {fmt_diff(paired)} | {paired_verdict(paired)} |"
            )
            if with_oracle:
                orc, po = cell.get("oracle"), cell.get("oracle_paired")
                row += f" {fmt(orc) if orc else '-'} | {fmt_diff(po)} | {paired_verdict(po)} |"
            lines.append(row)
    lines += ["", TABLE_LEGEND]
    return lines
