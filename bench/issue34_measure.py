"""Issue 34's paired measurements (docs/agents.md, "Issue 34"): a heuristic variant (issue 34's
fix bits per identity) in one identity's seats, ``heuristic_v2`` elsewhere, against
``heuristic_v2`` everywhere, on the same deals (:func:`agents.evaluate.version_comparison`).

    PYTHONPATH=. python bench/issue34_measure.py --players 5 --identity court \
        --fixes court=7 --games 2000

The all-``heuristic_v2`` baseline (matched: the identity's seats played by a second instance,
as ``version_comparison`` plays it) does not depend on the variant: it is kept in ``--cache`` (a
pickle per player count, mode, deals, seed, identity and a digest of the code it depends on,
:func:`baseline_code_key`) and played once.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import time
from pathlib import Path

from agents.evaluate import matched_baseline_spec, version_comparison
from agents.heuristic import HeuristicPolicy
from qxs_env.lab.agents import register_policy
from qxs_env.lab.simulate import simulate
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES


def baseline_code_key() -> str:
    """A digest of the source the baseline's games depend on (the engine, both rulesets' code
    and content, the frozen ``heuristic_v2``), part of the cache's file names: a baseline cached
    by an older engine is played again instead of being compared with today's variant (issue
    34's third session found the 8-player baselines 12 wins apart from the previous session's
    without a traced cause; a stale cache is one)."""
    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for pattern in (
        "qxs_env/**/*.py",
        "qxs_env/**/*.yaml",
        "configs/**/*.yaml",
        "agents/heuristic_v2/*.py",
        "agents/framework/*.py",
    ):
        for path in sorted(root.glob(pattern)):
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def parse_fixes(text: str | None) -> dict[str, int] | None:
    """``"court=7,righteous=11"`` as a dict of fix bits per identity; ``None`` or ``""``: the
    kept ones (missing identities of a given dict keep :data:`agents.heuristic.KEPT_FIXES`)."""
    from agents.heuristic import KEPT_FIXES

    if not text:
        return None
    fixes = dict(KEPT_FIXES)
    for part in text.split(","):
        name, _, bits = part.partition("=")
        fixes[name.strip()] = int(bits, 0)
    return fixes


def main() -> None:
    """Run one paired comparison and print its figures as one JSON line."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--identity", default="leader", choices=IDENTITY_NAMES)
    ap.add_argument("--fixes", default="", help="identity=bits,... (default: the kept ones)")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--mode", default="standard")
    ap.add_argument("--cache", default="/tmp/h34")
    args = ap.parse_args()
    fixes = parse_fixes(args.fixes)
    register_policy(
        "variant",
        lambda config: HeuristicPolicy(
            deck=config.deck if config is not None else "starter", fixes=fixes
        ),
    )
    name = (
        f"v2_{args.players}_{args.mode}_{args.games}_{args.seed}_{args.identity}"
        f"_{baseline_code_key()}.pkl"
    )
    cache = Path(args.cache) / name  # the matched baseline: per identity
    t0 = time.perf_counter()
    if cache.exists():
        baseline = pickle.loads(cache.read_bytes())
    else:
        cfg = GameConfig(players=args.players, mode=args.mode, deck="standard", heroes="standard")
        spec = matched_baseline_spec(args.identity, "heuristic_v2")
        baseline = simulate(cfg, args.games, spec, seed=args.seed).results[0]
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_bytes(pickle.dumps(baseline))
    res = version_comparison(
        args.players,
        IDENTITY_NAMES.index(args.identity),
        args.games,
        seed=args.seed,
        mode=args.mode,
        new="variant",
        old="heuristic_v2",
        baseline=baseline,
    )
    p = res["paired"]
    row = {
        "players": args.players,
        "mode": args.mode,
        "identity": args.identity,
        "fixes": args.fixes or "kept",
        "new": res["new_arm"],
        "old": res["old_arm"],
        "paired": {k: p[k] for k in p if not hasattr(p[k], "shape")},
        "seconds": round(time.perf_counter() - t0, 1),
    }
    print(json.dumps(row, default=float))


if __name__ == "__main__":
    main()
