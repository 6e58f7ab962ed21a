"""The fuzz of any registered game: random games with every invariant checked after every
decision, through the game's fuzz slice.

A game's *fuzz slice* (its descriptor's ``fuzz_slice``, :mod:`qxs_env.rulesets.registry`) is the
compiled loop that plays a list of seeds over the slots of a batch with a uniformly random legal
policy and checks the game's invariants after each reset and after every decision (群侠杀's:
:mod:`qxs_env.rulesets.qxs.fuzz_slice`, whose docstring gives the contract). A violation
abandons its game and the slot goes on with the next seed, so one run finds every failing seed
of its list. This module is the generic front end: :func:`fuzz` and :func:`fuzz_seeds` fuzz one
configuration, :func:`random_game` replays one seed in a one-game engine with the same policy
(how a reported violation is reproduced: ``random_game(config, seed)`` then the engine's
``replay(config, seed, actions[:decision_index])``). The game is the one whose config class
``config`` is (:func:`qxs_env.rulesets.registry.ruleset_of`). The sweep over many
configurations with worker processes, a progress bar and reproduction lines is ``qxs fuzz``
(:mod:`qxs_env.devtools.fuzz_sweep`).

A game's trajectory depends only on (config, seed), never on the batch size, on the other games
or on what the slot played before: the policy's generator is seeded from the game seed alone.

Run ``python -m qxs_env.devtools.fuzz --help`` for the one-configuration command line (also used
by the tests to run the same code uncompiled, with ``NUMBA_DISABLE_JIT=1``).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import time
import warnings
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from qxs_env.rulesets import registry

DEFAULT_DECISION_BUDGET = 200_000
DEFAULT_RECORDS = 1_000


class NoFuzzSliceError(ValueError):
    """The game has no fuzz slice (its descriptor's ``fuzz_slice`` is None)."""


def fuzz_slice(game: str | registry.Ruleset | None = None) -> Any:
    """The fuzz slice of ``game`` (a name, a descriptor, or None: the default game);
    :class:`NoFuzzSliceError` when the game has none, UnknownGameError for no game."""
    ruleset = registry.get(game)
    if ruleset.fuzz_slice is None:
        raise NoFuzzSliceError(f"game {ruleset.name} has no fuzz slice")
    return ruleset.fuzz_slice()


def slice_of_config(config: Any) -> Any:
    """The fuzz slice of the game whose configuration ``config`` is."""
    return fuzz_slice(registry.ruleset_of(config))


def describe(code: int, game: str | registry.Ruleset | None = None) -> str:
    """Plain-words description of a violation code of ``game`` (default: the default game): the
    driver's own codes and the game's invariants, in the fuzz slice's words."""
    return str(fuzz_slice(game).describe(int(code)))


def ignore_mask(codes: Sequence[int], game: str | registry.Ruleset | None = None) -> int:
    """The bit mask of the invariant codes a run tolerates; ValueError for a code the game's
    invariants do not have."""
    return int(fuzz_slice(game).ignore_mask(codes))


@dataclass
class Violation:
    """One violation found by the fuzz: its code, the seed of the game it broke, the number
    of decisions applied in that game before the failing check (0: at the reset) and the code
    in words."""

    code: int
    seed: int
    decision_index: int
    description: str = ""


@dataclass
class FuzzResult:
    """Outcome of :func:`fuzz`: counts, throughput and the violations found (``code``,
    ``game_seed``, ``decision_index``: the one of the lowest seed, code 0 when none).

    A violation abandons its game, so ``won + truncated + n_violations == games``.
    ``violations`` lists at most ``records`` of them (by seed); ``n_violations`` counts all."""

    players: int
    mode: str
    games: int
    won: int
    truncated: int
    decisions: int
    turns: int
    max_decisions: int
    max_turns: int
    ignored: int
    seconds: float
    code: int
    game_seed: int
    decision_index: int
    n_violations: int = 0
    violations: list[Violation] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when every game ended and no invariant broke."""
        return self.n_violations == 0 and self.won + self.truncated == self.games

    @property
    def games_per_second(self) -> float:
        """Games played (ended or abandoned) per second of wall time."""
        return (self.won + self.truncated + self.n_violations) / max(self.seconds, 1e-9)

    @property
    def decisions_per_second(self) -> float:
        """Decisions (each followed by a full invariant check) per second of wall time."""
        return self.decisions / max(self.seconds, 1e-9)

    def message(self) -> str:
        """One line in words, naming how to reproduce the first violation."""
        head = (
            f"{self.players}p {self.mode}: {self.won + self.truncated}/{self.games} games ended"
            f" ({self.truncated} truncated), {self.decisions} decisions"
        )
        if self.n_violations == 0:
            return head
        first = self.violations[0].description if self.violations else ""
        return (
            f"{head}; {self.n_violations} VIOLATION(S), the first: E{self.code}"
            f" ({first}) in the game of seed {self.game_seed} after"
            f" {self.decision_index} decisions"
            " (reproduce: qxs_env.devtools.fuzz.random_game(config, seed))"
        )


def fuzz_seeds(
    engine: Any,
    seeds: np.ndarray,
    budget: int = DEFAULT_DECISION_BUDGET,
    ignore: tuple[int, ...] = (),
    records: int = DEFAULT_RECORDS,
    game: str | registry.Ruleset | None = None,
) -> FuzzResult:
    """Fuzz the games of ``seeds`` over the slots of ``engine`` (reused between calls: the
    sweep keeps one engine per configuration) of ``game`` (default: the game of the engine's
    config class); every violation abandons its game and the fuzz goes on. At most ``records``
    violations are listed (the first found), all are counted."""
    fs = slice_of_config(engine.config) if game is None else fuzz_slice(game)
    seeds = np.ascontiguousarray(seeds, dtype=np.int64)
    stats = np.zeros(fs.N_STATS, dtype=np.int64)
    viol = np.zeros((max(int(records), 1), fs.N_VIOLATION), dtype=np.int64)
    mask = np.int64(fs.ignore_mask(ignore))
    t0 = time.perf_counter()
    count = int(
        fs.fuzz_games(engine.state, engine.tba, engine.cfg, seeds, budget, mask, stats, viol)
    )
    seconds = time.perf_counter() - t0
    found = sorted(
        (
            Violation(
                int(r[fs.V_CODE]),
                int(r[fs.V_SEED]),
                int(r[fs.V_DECISION]),
                str(fs.describe(int(r[fs.V_CODE]))),
            )
            for r in viol[: min(count, records)]
        ),
        key=lambda v: v.seed,
    )
    first = found[0] if found else Violation(fs.OK, -1, -1)
    return FuzzResult(
        players=engine.config.players,
        mode=engine.config.mode,
        games=int(seeds.shape[0]),
        won=int(stats[fs.S_WON]),
        truncated=int(stats[fs.S_TRUNCATED]),
        decisions=int(stats[fs.S_DECISIONS]),
        turns=int(stats[fs.S_TURNS]),
        max_decisions=int(stats[fs.S_MAX_DECISIONS]),
        max_turns=int(stats[fs.S_MAX_TURNS]),
        ignored=int(stats[fs.S_IGNORED]),
        seconds=seconds,
        code=first.code,
        game_seed=first.seed,
        decision_index=first.decision_index,
        n_violations=count,
        violations=found,
    )


def fuzz(
    config: Any,
    n_games: int,
    batch: int = 64,
    seed: int = 0,
    budget: int = DEFAULT_DECISION_BUDGET,
    ignore: tuple[int, ...] = (),
    records: int = DEFAULT_RECORDS,
) -> FuzzResult:
    """Fuzz ``n_games`` random games of ``config`` (game ``i`` has seed ``seed + i``) over a batch
    of ``batch`` slots; a violation of an invariant not listed in ``ignore`` abandons its game
    (listed in ``FuzzResult.violations``, at most ``records``) and the fuzz goes on (the number
    of checks that found only ignored violations is ``FuzzResult.ignored``)."""
    engine = registry.ruleset_of(config).engine_class(config, batch=batch)
    seeds = np.arange(n_games, dtype=np.int64) + np.int64(seed)
    return fuzz_seeds(engine, seeds, budget, ignore, records)


@dataclass
class RandomGame:
    """One game played by the fuzz policy: its actions, the final state and the check result."""

    seed: int
    actions: list[int]
    code: int
    engine: Any

    def state_hash(self) -> str:
        """sha256 of the final game record's bytes."""
        return hashlib.sha256(self.engine.state[0].tobytes()).hexdigest()


def random_game(
    config: Any,
    seed: int,
    budget: int = DEFAULT_DECISION_BUDGET,
    ignore: tuple[int, ...] = (),
) -> RandomGame:
    """Play the game of ``seed`` with the fuzz policy in a one-game engine (the same trajectory
    as inside :func:`fuzz`), checking invariants after every decision; it stops at the first
    violation not listed in ``ignore``."""
    fs = slice_of_config(config)
    engine = registry.ruleset_of(config).engine_class(config, batch=1)
    actions = np.zeros(budget + 1, dtype=np.int64)
    mask = np.int64(fs.ignore_mask(ignore))
    n, code = fs.play_recorded(engine.state, engine.tba, engine.cfg, 0, seed, budget, mask, actions)
    return RandomGame(int(seed), [int(a) for a in actions[: int(n)]], int(code), engine)


def _config_value(text: str) -> Any:
    """A ``--set`` value: a Python literal (``12``, ``True``, ``'x'``) or else the text."""
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def _one_config(args: argparse.Namespace) -> Any:
    """The configuration of the command line: the game's own sweep axes given (one value
    each; the game's fuzz axes build it, as in ``qxs fuzz``) with ``--set`` fields applied."""
    ruleset = registry.get(args.game)
    axes = dict(args.axis or [])
    if ruleset.fuzz_axes is not None:
        configs = ruleset.fuzz_axes().configurations([(args.players, args.mode)], axes)
        if len(configs) != 1:
            raise ValueError(f"one configuration here, not {len(configs)}: one value per axis")
        config = configs[0]
    elif axes:
        raise NoFuzzSliceError(f"game {ruleset.name} has no fuzz axes ({', '.join(axes)})")
    else:
        config = ruleset.make_config(players=args.players, mode=args.mode)
    fields = dict(kv.split("=", 1) for kv in args.set or [])
    return config.replace(**{k: _config_value(v) for k, v in fields.items()}) if fields else config


def _parser() -> argparse.ArgumentParser:
    """The one-configuration command line; the default game's fuzz axes are its options."""
    ap = argparse.ArgumentParser(prog="python -m qxs_env.devtools.fuzz", description=__doc__)
    ap.add_argument("--game", default=registry.DEFAULT_GAME, choices=registry.names())
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--mode", default="standard")
    default = registry.get(None)
    if default.fuzz_axes is not None:
        for name, (_, help_text) in default.fuzz_axes().AXES.items():
            ap.add_argument(
                f"--{name.replace('_', '-')}",
                dest="axis",
                action="append",
                type=lambda v, n=name: (n, v),
                help=f"{help_text} (one value here)",
            )
    ap.add_argument(
        "--set", action="append", metavar="FIELD=VALUE", help="another config field to set"
    )
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ignore", type=int, nargs="*", default=[], help="invariant codes to tolerate")
    ap.add_argument(
        "--trajectories",
        type=int,
        default=0,
        help="instead of fuzzing, play this many seeds one by one and print their actions and "
        "final state hashes",
    )
    return ap


def main(argv: list[str] | None = None) -> int:
    """Command line: fuzz one configuration, or print the trajectories of some seeds (JSON);
    ``qxs fuzz`` sweeps many configurations."""
    parser = _parser()
    args = parser.parse_args(argv)
    # uncompiled (NUMBA_DISABLE_JIT=1), numpy warns on the generators' intended uint64 wrap-around
    warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning)
    try:
        config = _one_config(args)
    except ValueError as exc:  # a bad axis value, a game without a fuzz slice
        parser.error(" ".join(str(exc).split()))
    ignore = tuple(args.ignore)
    if args.trajectories:
        games = [
            random_game(config, args.seed + i, ignore=ignore) for i in range(args.trajectories)
        ]
        out = [
            {"seed": r.seed, "code": r.code, "actions": r.actions, "hash": r.state_hash()}
            for r in games
        ]
        print(json.dumps(out))
        ok = fuzz_slice(args.game).OK
        return 0 if all(r.code == ok for r in games) else 1
    res = fuzz(config, args.games, batch=args.batch, seed=args.seed, ignore=ignore)
    report = asdict(res)
    report["ok"] = res.ok
    report["message"] = res.message()
    report["games_per_second"] = res.games_per_second
    report["decisions_per_second"] = res.decisions_per_second
    print(json.dumps(report))
    return 0 if res.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
