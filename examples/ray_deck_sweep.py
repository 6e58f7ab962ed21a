"""A card-change sweep as one Ray job: several decks (or deck YAML files), each played on the
same seeds, every chunk of every variant in one task queue over the cluster, then each variant
compared with the first on the paired games.

Run (``pip install -e ".[ray]"``)::

    python examples/ray_deck_sweep.py --decks standard,my_deck.yaml --players 8 \\
        --games 100000 --agents heuristic --ray auto --chunk 512 --json out/sweep.json
    python examples/ray_deck_sweep.py --decks starter,basic --players 5 --games 2000 --ray local

Game k of every variant is dealt from the same seed (``qxs simulate``'s seeding), so the
identities are dealt alike and the variants differ by the cards only: the comparison per
identity is :func:`qxs_env.lab.stats.paired_difference` over the games that both variants finished
untruncated (a much tighter interval than two separate win rates). The run is
:func:`qxs_env.lab.simulate.simulate` with one configuration per (deck, player count): the same
retries,
``--chunk`` and numbers as ``qxs simulate --ray`` (docs/ray.md). ``--ray none`` plays here.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.cli.main import CliError, make_config
from qxs_env.lab import simulate as lab
from qxs_env.lab.stats import GameResults, paired_difference
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options (``--help`` lists them); wrong values exit with code 2."""
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--decks", required=True, help="comma-separated decks; the first is the base")
    p.add_argument("--players", default="8", help="player counts, as qxs simulate (default 8)")
    p.add_argument("--mode", default="standard", help="standard or melee")
    p.add_argument("--games", type=int, default=2000, help="games per deck and player count")
    p.add_argument("--agents", default="random", help="agents spec, as qxs simulate")
    p.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    p.add_argument("--chunk", type=int, default=lab.DEFAULT_CHUNK, help="games per Ray task")
    p.add_argument("--num-envs", type=int, default=256, help="game slots per task (256)")
    p.add_argument("--ray", default="local", help="local, auto, HOST:PORT or none (default local)")
    p.add_argument("--json", metavar="FILE", help="also write the comparison to FILE")
    args = p.parse_args(argv)
    args.deck_list = [d.strip() for d in args.decks.split(",") if d.strip()]
    if len(args.deck_list) < 2:
        p.error("--decks needs at least two decks (the base and a variant)")
    if args.games < 1 or args.chunk < 1 or args.num_envs < 1 or args.seed < 0:
        p.error("--games, --chunk and --num-envs must be at least 1, --seed >= 0")
    return args


def outcomes(res: GameResults, identity: int) -> np.ndarray:
    """Per game (in game order): 1 when ``identity``'s side won, 0 lost, -1 truncated."""
    won = np.array([int(res.identity_won(g, identity)) for g in range(res.games)], np.int64)
    return np.where(np.asarray(res.truncated, dtype=bool), -1, won)


def compare(results: lab.LabResults, decks: list[str], counts: list[int]) -> list[dict[str, Any]]:
    """One row per (player count, variant, identity): the paired difference to the base deck."""
    rows: list[dict[str, Any]] = []
    per = len(counts)
    for pi, players in enumerate(counts):
        base = results.results[pi]
        for di in range(1, len(decks)):
            var = results.results[di * per + pi]
            if base.index != var.index:  # an incomplete run: pair the games both finished
                common = sorted(set(base.index) & set(var.index))
                b_at = {k: i for i, k in enumerate(base.index)}
                v_at = {k: i for i, k in enumerate(var.index)}
                pick_b, pick_v = [b_at[k] for k in common], [v_at[k] for k in common]
            else:
                pick_b = pick_v = list(range(base.games))
            for ident in base.present_identities():
                a = outcomes(var, ident)[pick_v]
                b = outcomes(base, ident)[pick_b]
                diff = paired_difference(a, b)
                rows.append(
                    {"players": players, "deck": decks[di], "base": decks[0],
                     "identity": IDENTITY_NAMES[ident], **diff}
                )  # fmt: skip
    return rows


def main(argv: list[str] | None = None) -> int:
    """Run the sweep from the command line; returns the exit code."""
    args = parse_args(argv)
    try:
        counts = lab.parse_players(args.players)
        configs = [make_config(p, args.mode, d) for d in args.deck_list for p in counts]
    except (CliError, lab.LabError, ValueError) as exc:
        print(f"ray_deck_sweep: error: {exc}", file=sys.stderr)
        return 2
    ray = None if args.ray == "none" else args.ray
    results = lab.simulate(
        configs, args.games, args.agents, args.seed, num_envs=args.num_envs, chunk=args.chunk,
        ray=ray,
    )  # fmt: skip
    rows = compare(results, args.deck_list, counts)
    print(f"{'players':>7} {'deck':>14} {'identity':>12} {'diff':>8} {'95% CI':>18} {'p':>7}")
    for r in rows:
        ci = f"[{r['ci_low']:+.3f}, {r['ci_high']:+.3f}]" if r["diff"] is not None else "-"
        diff = f"{r['diff']:+.3f}" if r["diff"] is not None else "-"
        p = f"{r['p_value']:.3g}" if r["p_value"] is not None else "-"
        print(f"{r['players']:>7} {r['deck']:>14} {r['identity']:>12} {diff:>8} {ci:>18} {p:>7}")
    if results.missing:
        print(f"incomplete: {len(results.missing)} chunk(s) missing", file=sys.stderr)
    if args.json:
        out = {"comparison": rows, "report": results.report()}
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 1 if results.missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
