"""Build the heuristic's draft table ``agents/hero_prior_v2.json`` from measured hero win rates.

(``agents/hero_prior.json`` is the table measured with the heuristic before issue 20, read by the
frozen ``agents.heuristic_v1`` only; ``--out`` writes elsewhere.)

The heuristic agent picks, in the draft (R-S4), the offered hero with the best score for its
identity (:func:`agents.heuristic.hero_prior_table`). The scores are win rates measured with
``qxs simulate --hero-assign random`` (heroes dealt at random, so no draft choice biases them),
read from one or more ``--json`` results (their ``heroes_by_identity`` tables, summed).

Small cells are noisy (the leader is one seat per game, so a hero is the leader in only
``games / pool size`` games), so every cell is shrunk in two steps:

1. a hero's overall effect ``e_h``: its wins minus the wins expected from the identity means,
   over all its games, divided by ``games + K_HERO`` (shrunk towards 0);
2. the cell: ``(wins + K_CELL * (mean_i + e_h)) / (games + K_CELL)``, i.e. towards the
   identity mean moved by the hero's overall effect.

Command line (the figures in docs/agents.md)::

    qxs simulate --players 8 --mode both --deck standard --heroes implemented \\
        --hero-assign random --agents agents.heuristic:heuristic_random_draft \\
        --games 10000 --json /tmp/prior.json
    python -m agents.hero_prior /tmp/prior.json --command "<the command above>"
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES

K_HERO = 200.0  # pseudo-games shrinking a hero's overall effect towards 0
K_CELL = 150.0  # pseudo-games shrinking a (hero, identity) cell towards mean + effect
OUT_PATH = Path(__file__).with_name("hero_prior_v2.json")


def build_prior(results: Sequence[dict[str, Any]], command: str = "") -> dict[str, Any]:
    """The draft table from ``qxs simulate --json`` results (dicts): identity means, shrunk
    win rate per hero and identity, and the raw counts they came from."""
    games: dict[str, dict[str, int]] = {}
    wins: dict[str, dict[str, int]] = {}
    # a `qxs simulate --json` file holds one table per configuration; a bare table is accepted too
    tables = [c for res in results for c in res.get("configurations", [res])]
    for res in tables:
        for hero, per in res.get("heroes_by_identity", {}).items():
            for ident, cell in per.items():
                g = games.setdefault(hero, {})
                w = wins.setdefault(hero, {})
                g[ident] = g.get(ident, 0) + int(cell["games"])
                w[ident] = w.get(ident, 0) + int(cell["wins"])
    mean: dict[str, float] = {}
    for ident in IDENTITY_NAMES:
        n = sum(g.get(ident, 0) for g in games.values())
        k = sum(w.get(ident, 0) for w in wins.values())
        if n:
            mean[ident] = k / n
    rate: dict[str, dict[str, float]] = {}
    effect: dict[str, float] = {}
    for hero, g in games.items():
        excess = sum(wins[hero].get(i, 0) - g[i] * mean[i] for i in g if i in mean)
        e = excess / (sum(g.values()) + K_HERO)
        effect[hero] = round(e, 5)
        rate[hero] = {}
        for ident, m in mean.items():
            n = g.get(ident, 0)
            k = wins[hero].get(ident, 0)
            rate[hero][ident] = round((k + K_CELL * (m + e)) / (n + K_CELL), 5)
    return {
        "about": "draft scores of agents.heuristic: shrunk win rate per hero and identity "
        "(agents/hero_prior.py explains the shrinkage)",
        "command": command,
        "k_hero": K_HERO,
        "k_cell": K_CELL,
        "identity_mean": {i: round(m, 5) for i, m in mean.items()},
        "hero_effect": dict(sorted(effect.items(), key=lambda kv: -kv[1])),
        "win_rate": rate,
        "games": games,
        "wins": wins,
    }


def main(argv: Sequence[str] | None = None) -> None:
    """Read simulate JSON files and write the table (default ``agents/hero_prior_v2.json``)."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("json", nargs="+", help="qxs simulate --json outputs")
    ap.add_argument("--out", default=str(OUT_PATH))
    ap.add_argument("--command", default="", help="the command that made the inputs")
    args = ap.parse_args(argv)
    results = [json.loads(Path(p).read_text(encoding="utf-8")) for p in args.json]
    table = build_prior(results, args.command)
    Path(args.out).write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", "utf-8")
    top = list(table["hero_effect"].items())
    print(f"wrote {args.out}: {len(table['win_rate'])} heroes")
    print("best:", ", ".join(f"{h} {e:+.3f}" for h, e in top[:5]))
    print("worst:", ", ".join(f"{h} {e:+.3f}" for h, e in top[-5:]))


if __name__ == "__main__":
    main()
