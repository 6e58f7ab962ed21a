"""Evaluation behind ``qxs eval``: trained agent vs heuristic in the same seats and deals.

For a configuration and an identity, :func:`play_arm` plays games in which every seat of that
identity is played by one policy (the *arm*) and every other seat by the heuristic, through
:class:`~qxs_env.train.core.LearnerGames` (opponents inside the compiled loop, the arm called
once per step for all slots: one forward pass per step for a trained agent). Both arms use the
same deals: slot ``b``'s ``k``-th game comes from ``episode_seed(seed, b, k)``, every slot plays
``ceil(games / num_envs)`` games, so short games are not over-represented. Truncated games are
left out of the win rates and counted apart.

:func:`evaluate` returns, per configuration, ``{"players", "mode", "truncated": {arm: n},
"identities": {name: {"trained": {"games", "wins", "win_rate", "ci_low", "ci_high"},
"heuristic": {...}, "paired": {"pairs", "trained_only", "heuristic_only", "diff", "ci_low",
"ci_high", "p_value"}}}}`` (95% Wilson intervals; ``games`` = decided games), the format of
``qxs eval --json``.

Two readings of a cell. The *interval rule* (the bar of the training issue): the trained arm's
interval lies wholly above the heuristic's. The *paired test*
(:func:`qxs_env.stats.paired_difference`): since both arms play the same deals, deal ``i``'s two
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

from qxs_env.config import GameConfig
from qxs_env.constants import IDENTITY_NAMES
from qxs_env.stats import paired_difference, wilson
from qxs_env.train.core import LearnerGames


def play_arm(
    config: GameConfig,
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
    lg = LearnerGames(n, config, identity, opponents)
    k = lg.identity
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
                won = (int(rec[1]) >> k) & 1
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
    configs: list[GameConfig],
    identities: list[str] | None,
    games: int,
    trained: Callable[[GameConfig], Any],
    heuristic: Callable[[GameConfig], Any],
    seed: int = 0,
    num_envs: int = 256,
    progress: Callable[[str], None] | None = None,
    oracle: Callable[[GameConfig], Any] | None = None,
) -> dict[str, Any]:
    """Both arms for every configuration and identity present in it (``identities``: a subset
    of names, default all); ``trained`` / ``heuristic`` build each arm's policy for a config.
    With ``oracle`` (builds :class:`qxs_env.train.oracle.OracleHeuristic`), a third arm on the
    same deals: each cell gains ``"oracle"`` (as ``"trained"``) and ``"oracle_paired"`` (the
    oracle against the heuristic: ``pairs``, ``oracle_only``, ``heuristic_only``, ``diff``,
    ``ci_low``, ``ci_high``, ``p_value``).
    Returns ``{"games", "seed", "configurations": [...]}`` (module docstring)."""
    from qxs_env.content import identity_counts

    out: dict[str, Any] = {"games": games, "seed": seed, "configurations": []}
    t_all = time.perf_counter()
    for cfg in configs:
        counts = identity_counts(cfg.players, cfg.mode)
        entry: dict[str, Any] = {
            "players": cfg.players,
            "mode": cfg.mode,
            "truncated": {"trained": 0, "heuristic": 0, **({"oracle": 0} if oracle else {})},
            "identities": {},
        }
        for k, name in enumerate(IDENTITY_NAMES):
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


def table(report: dict[str, Any]) -> list[str]:
    """Markdown lines of an :func:`evaluate` report: per configuration and identity, both win
    rates in % with 95% intervals, whether the trained interval lies wholly above, and the
    paired difference in points with its interval and p-value (module docstring); with an
    oracle arm, its win rate and its paired difference against the heuristic too."""
    with_oracle = any(
        "oracle" in cell for c in report["configurations"] for cell in c["identities"].values()
    )
    head = (
        "| players | identity | trained win % [95% CI] | heuristic win % [95% CI] | games | "
        "trained > heuristic | paired diff, points [95% CI] | p |"
    )
    if with_oracle:
        head += " oracle win % [95% CI] | oracle - heuristic, points [95% CI] | p |"
    lines = [head, "|" + " --- |" * head.count(" | ") + " --- |"]

    def fmt_paired(c: dict[str, Any] | None) -> str:
        if not c or c["diff"] is None:
            return "- | -"
        p = c["p_value"]
        ptxt = f"{p:.2g}" if p >= 0.001 else "<0.001"
        return (
            f"{100 * c['diff']:+.1f} [{100 * c['ci_low']:+.1f}, {100 * c['ci_high']:+.1f}] "
            f"| {ptxt}"
        )

    def fmt(r: dict[str, Any]) -> str:
        if r["win_rate"] is None:
            return "-"
        return f"{100 * r['win_rate']:.1f} [{100 * r['ci_low']:.1f}, {100 * r['ci_high']:.1f}]"

    for c in report["configurations"]:
        label = f"{c['players']}{' melee' if c['mode'] == 'melee' else ''}"
        for name, cell in c["identities"].items():
            t, h = cell["trained"], cell["heuristic"]
            better = t["games"] and h["games"] and t["ci_low"] > h["ci_high"]
            worse = t["games"] and h["games"] and t["ci_high"] < h["ci_low"]
            verdict = "yes" if better else ("no (worse)" if worse else "no (overlap)")
            row = (
                f"| {label} | {name} | {fmt(t)} | {fmt(h)} | {t['games']}/{h['games']} | "
                f"{verdict} | {fmt_paired(cell.get('paired'))} |"
            )
            if with_oracle:
                orc = cell.get("oracle")
                row += f" {fmt(orc) if orc else '-'} | {fmt_paired(cell.get('oracle_paired'))} |"
            lines.append(row)
    return lines
