"""Compiled fuzz driver: random games with every invariant checked after every decision.

:func:`fuzz_games` plays a list of game seeds over the slots of a batch with a uniformly random
legal policy and calls :func:`qxs_env.rulesets.qxs.invariants.check_game` after each reset and
after every
single decision. A violation is recorded (code, the game's seed, the number of decisions applied
in that game so far, 0: right after the reset) into an array of fixed capacity, all of them are
counted, the failing game is abandoned and its slot goes on with the next seed, so one run
finds every failing seed of its list. :func:`fuzz` and :func:`fuzz_seeds` are its Python front
ends for one configuration; the sweep over many configurations with worker processes, a
progress bar and reproduction lines is ``qxs fuzz`` (:mod:`qxs_env.devtools.fuzz_sweep`).

The policy's generator is separate from the game's own generator and is seeded from the game
seed alone, so a game's trajectory depends only on (config, seed), never on the batch size, on
the other games or on what the slot played before (reset_game clears the whole game record):
:func:`random_game` replays one seed in a one-game engine with the same policy, which is how a
reported violation is reproduced (``random_game(config, seed)`` then
``Engine.replay(config, seed, actions[:decision_index])``).

Run ``python -m qxs_env.devtools.fuzz --help`` for the one-configuration command line (also used by
the
tests to run the same code uncompiled, with ``NUMBA_DISABLE_JIT=1``). This file is part of the
digest that names the compiled engine's cache (qxs_env.engine.jit): editing it recompiles
everything once, which is why the sweep lives in its own module.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time
import warnings
from dataclasses import asdict, dataclass, field

import numpy as np

from qxs_env.engine.cards import (
    a_yes,
)
from qxs_env.engine.stack import (
    ERR_OK,
)
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.batch import rng_next
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.entry import (
    apply_action,
    reset_game,
)
from qxs_env.rulesets.qxs.invariants import (
    OK,
    cached_njit,
    check_game,
    check_game_masked,
    ignore_mask,
)
from qxs_env.rulesets.qxs.invariants import describe as describe_invariant

# --- driver codes (beyond the invariant codes of qxs_env.rulesets.qxs.invariants) ------------
D_REFUSED = 100
D_NO_END = 101
D_RAISED = 102
DRIVER_DESCRIPTIONS: dict[int, str] = {
    D_REFUSED: "apply_action refused an action that the mask marks legal",
    D_NO_END: "the game did not end within the fuzz driver's decision budget",
    D_RAISED: "the engine raised an exception (reset or step)",
}


def describe(code: int) -> str:
    """Plain-words description of a violation code: the driver's own (:data:`DRIVER_DESCRIPTIONS`)
    or an invariant's (:func:`qxs_env.rulesets.qxs.invariants.describe`)."""
    code = int(code)
    if code in DRIVER_DESCRIPTIONS:
        return DRIVER_DESCRIPTIONS[code]
    return describe_invariant(code)


# --- stats slots ---------------------------------------------------------------------------------
S_WON = 0  # games ended by a win
S_TRUNCATED = 1  # games ended by the turn / decision limit
S_DECISIONS = 2  # decisions applied, all games (abandoned ones included)
S_TURNS = 3  # turns started, games that ended
S_MAX_DECISIONS = 4  # most decisions in one game that ended
S_MAX_TURNS = 5  # most turns in one game that ended
S_IGNORED = 6  # checks that found only violations of ignored codes
S_VIOLATIONS = 7  # violations found: one per abandoned game (records beyond capacity: counted)
N_STATS = 8

# --- violation record slots (one row of the (capacity, N_VIOLATION) record array) ---------------
V_CODE = 0
V_GAME = 1  # index into the seed list
V_SEED = 2
V_DECISION = 3  # decisions applied in that game before the failing check
N_VIOLATION = 4

DEFAULT_DECISION_BUDGET = 200_000
DEFAULT_RECORDS = 1_000


@cached_njit
def policy_seed(seed):
    """Initial state of the random policy's generator for the game of ``seed`` (independent of
    the game's own splitmix64 stream, which starts from ``seed ^ 0x5DEECE66D2545F49``)."""
    return (np.uint64(seed) * np.uint64(0xD1B54A32D192ED03)) ^ np.uint64(0x8CB92BA72F3D8DD7)


@cached_njit
def pick_random(g, n_act, rng, i):
    """A uniformly random legal action of game record ``g`` from generator ``rng[i]``."""
    cnt = 0
    for k in range(n_act):
        if g.mask[k]:
            cnt += 1
    if cnt == 0:  # only when E_MASK_EMPTY is ignored; apply_action then refuses -1
        return -1
    j = np.int64(rng_next(rng, i) % np.uint64(cnt))
    for k in range(n_act):
        if g.mask[k]:
            if j == 0:
                return k
            j -= 1
    return -1


@cached_njit
def _record(viol, stats, code, game, seed, dec):
    """Count a violation and store it in the next free row of ``viol`` (if any is left)."""
    k = stats[S_VIOLATIONS]
    if k < viol.shape[0]:
        viol[k, V_CODE] = code
        viol[k, V_GAME] = game
        viol[k, V_SEED] = seed
        viol[k, V_DECISION] = dec
    stats[S_VIOLATIONS] = k + 1


@cached_njit
def _check(g, tb, cfg, ignore, stats):
    """check_game, tolerating the codes of ``ignore`` (counted in ``stats[S_IGNORED]``)."""
    code = check_game(g, tb, cfg)
    if code == OK or ignore == 0:
        return code
    code = check_game_masked(g, tb, cfg, ignore)
    if code == OK:
        stats[S_IGNORED] += 1
    return code


@cached_njit
def _start(g, tb, cfg, seed, rng, b, ignore, stats):
    """Reset a slot to ``seed`` and check it; returns the invariant code (or D_RAISED)."""
    rng[b] = policy_seed(seed)
    try:
        reset_game(g, tb, cfg, seed)
    except Exception:  # noqa: BLE001 - any engine error is a finding
        return D_RAISED
    return _check(g, tb, cfg, ignore, stats)


@cached_njit
def _fill(s, tb, cfg, seeds, nxt, b, rng, game, dec, ignore, stats, viol):
    """Start the next unplayed seed in slot ``b``: a seed whose reset already fails is recorded
    and skipped. Sets ``game[b]`` (-1 once the seeds run out); returns the next unused index.

    reset_game clears every field the engine reads before writing it (clear_game), so a slot
    left anywhere, even half-way through a step that raised, starts its next game exactly as a
    fresh one would (tests/test_fuzz.py fills a slot with garbage bytes to check this)."""
    while nxt < seeds.shape[0]:
        gi = nxt
        nxt += 1
        code = _start(s[b], tb, cfg, seeds[gi], rng, b, ignore, stats)
        if code == OK:
            game[b] = gi
            dec[b] = 0
            return nxt
        _record(viol, stats, code, gi, seeds[gi], 0)
    game[b] = -1
    dec[b] = 0
    return nxt


@cached_njit
def _ended(g, n_dec, stats):
    """Count the finished game of record ``g`` (``n_dec`` decisions) in ``stats``."""
    if g.truncated:
        stats[S_TRUNCATED] += 1
    else:
        stats[S_WON] += 1
    stats[S_DECISIONS] += n_dec
    stats[S_TURNS] += g.turn
    if n_dec > stats[S_MAX_DECISIONS]:
        stats[S_MAX_DECISIONS] = n_dec
    if g.turn > stats[S_MAX_TURNS]:
        stats[S_MAX_TURNS] = g.turn


@cached_njit
def fuzz_games(s, tba, cfg, seeds, budget, ignore, stats, viol):
    """Play every seed of ``seeds`` to its end over the slots of state array ``s``.

    Invariants are checked after each reset and after every decision (the codes whose bit is
    set in ``ignore`` are tolerated and counted); ``budget`` caps the decisions of one game
    (exceeding it is the violation D_NO_END). A violation abandons its game: the rows of
    ``viol`` (shape (capacity, N_VIOLATION)) receive the first ``capacity`` violations in the
    order found, ``stats[S_VIOLATIONS]`` counts them all, and the slot goes on with the next
    seed. ``stats[S_*]`` receives the counts. Returns the number of violations (0: none).
    """
    tb = tba[0]
    n_act = a_yes(tb) + 1
    B = s.shape[0]
    stats[:] = 0
    viol[:, :] = -1
    rng = np.zeros(B, np.uint64)
    game = np.full(B, -1, np.int64)
    dec = np.zeros(B, np.int64)
    nxt = 0
    active = 0
    for b in range(B):
        nxt = _fill(s, tb, cfg, seeds, nxt, b, rng, game, dec, ignore, stats, viol)
        if game[b] >= 0:
            active += 1
    while active > 0:
        for b in range(B):
            gi = game[b]
            if gi < 0:
                continue
            g = s[b]
            a = pick_random(g, n_act, rng, b)
            code = OK
            err = ERR_OK
            try:
                err = apply_action(g, tb, cfg, a)
            except Exception:  # noqa: BLE001 - any engine error is a finding
                code = D_RAISED
            if code == OK and err != ERR_OK:
                code = D_REFUSED
            if code == OK:
                dec[b] += 1
                code = _check(g, tb, cfg, ignore, stats)
                if code == OK and not g.done and dec[b] >= budget:
                    code = D_NO_END
            if code != OK:  # abandon the game
                _record(viol, stats, code, gi, seeds[gi], dec[b])
                stats[S_DECISIONS] += dec[b]
            elif g.done:
                _ended(g, dec[b], stats)
            else:
                continue
            nxt = _fill(s, tb, cfg, seeds, nxt, b, rng, game, dec, ignore, stats, viol)
            if game[b] < 0:
                active -= 1
    return stats[S_VIOLATIONS]


@cached_njit
def play_recorded(s, tba, cfg, b, seed, budget, ignore, actions):
    """Play the game of ``seed`` in slot ``b`` with the fuzz policy, writing its actions to
    ``actions`` and checking invariants throughout (tolerating the codes of ``ignore``).
    Returns (decisions, code): code 0 when the game ended cleanly, else the first violation
    (found after ``decisions`` actions)."""
    tb = tba[0]
    n_act = a_yes(tb) + 1
    g = s[b]
    rng = np.zeros(1, np.uint64)
    stats = np.zeros(N_STATS, np.int64)
    code = _start(g, tb, cfg, seed, rng, 0, ignore, stats)
    if code != OK:
        return 0, code
    n = 0
    while not g.done:
        if n >= budget or n >= actions.shape[0]:
            return n, D_NO_END
        a = pick_random(g, n_act, rng, 0)
        actions[n] = a
        try:
            err = apply_action(g, tb, cfg, a)
        except Exception:  # noqa: BLE001 - any engine error is a finding
            return n, D_RAISED
        if err != ERR_OK:
            return n, D_REFUSED
        n += 1
        code = _check(g, tb, cfg, ignore, stats)
        if code != OK:
            return n, code
    return n, OK


# =============================================================================================
# Python front end
# =============================================================================================


@dataclass
class Violation:
    """One violation found by the fuzz: its code, the seed of the game it broke and the
    number of decisions applied in that game before the failing check (0: at the reset)."""

    code: int
    seed: int
    decision_index: int

    @property
    def description(self) -> str:
        """The code in words."""
        return describe(self.code)


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
        return (
            f"{head}; {self.n_violations} VIOLATION(S), the first: E{self.code}"
            f" ({describe(self.code)}) in the game of seed {self.game_seed} after"
            f" {self.decision_index} decisions"
            " (reproduce: qxs_env.devtools.fuzz.random_game(config, seed))"
        )


def fuzz_seeds(
    engine: Engine,
    seeds: np.ndarray,
    budget: int = DEFAULT_DECISION_BUDGET,
    ignore: tuple[int, ...] = (),
    records: int = DEFAULT_RECORDS,
) -> FuzzResult:
    """Fuzz the games of ``seeds`` over the slots of ``engine`` (reused between calls: the
    sweep keeps one engine per configuration); every violation abandons its game and the fuzz
    goes on. At most ``records`` violations are listed (the first found), all are counted."""
    seeds = np.ascontiguousarray(seeds, dtype=np.int64)
    stats = np.zeros(N_STATS, dtype=np.int64)
    viol = np.zeros((max(int(records), 1), N_VIOLATION), dtype=np.int64)
    mask = np.int64(ignore_mask(ignore))
    t0 = time.perf_counter()
    count = int(fuzz_games(engine.state, engine.tba, engine.cfg, seeds, budget, mask, stats, viol))
    seconds = time.perf_counter() - t0
    found = sorted(
        (
            Violation(int(r[V_CODE]), int(r[V_SEED]), int(r[V_DECISION]))
            for r in viol[: min(count, records)]
        ),
        key=lambda v: v.seed,
    )
    first = found[0] if found else Violation(OK, -1, -1)
    return FuzzResult(
        players=engine.config.players,
        mode=engine.config.mode,
        games=int(seeds.shape[0]),
        won=int(stats[S_WON]),
        truncated=int(stats[S_TRUNCATED]),
        decisions=int(stats[S_DECISIONS]),
        turns=int(stats[S_TURNS]),
        max_decisions=int(stats[S_MAX_DECISIONS]),
        max_turns=int(stats[S_MAX_TURNS]),
        ignored=int(stats[S_IGNORED]),
        seconds=seconds,
        code=first.code,
        game_seed=first.seed,
        decision_index=first.decision_index,
        n_violations=count,
        violations=found,
    )


def fuzz(
    config: GameConfig,
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
    eng = Engine(config, batch=batch)
    seeds = np.arange(n_games, dtype=np.int64) + np.int64(seed)
    return fuzz_seeds(eng, seeds, budget, ignore, records)


@dataclass
class RandomGame:
    """One game played by the fuzz policy: its actions, the final state and the check result."""

    seed: int
    actions: list[int]
    code: int
    engine: Engine

    def state_hash(self) -> str:
        """sha256 of the final game record's bytes."""
        return hashlib.sha256(self.engine.state[0].tobytes()).hexdigest()


def random_game(
    config: GameConfig,
    seed: int,
    budget: int = DEFAULT_DECISION_BUDGET,
    ignore: tuple[int, ...] = (),
) -> RandomGame:
    """Play the game of ``seed`` with the fuzz policy in a one-game engine (the same trajectory
    as inside :func:`fuzz`), checking invariants after every decision; it stops at the first
    violation not listed in ``ignore``."""
    eng = Engine(config, batch=1)
    actions = np.zeros(budget + 1, dtype=np.int64)
    mask = np.int64(ignore_mask(ignore))
    n, code = play_recorded(eng.state, eng.tba, eng.cfg, 0, seed, budget, mask, actions)
    return RandomGame(int(seed), [int(a) for a in actions[: int(n)]], int(code), eng)


def main(argv: list[str] | None = None) -> int:
    """Command line: fuzz one configuration, or print the trajectories of some seeds (JSON);
    ``qxs fuzz`` sweeps many configurations."""
    ap = argparse.ArgumentParser(prog="python -m qxs_env.devtools.fuzz", description=__doc__)
    ap.add_argument("--players", type=int, default=8)
    ap.add_argument("--mode", default="standard")
    ap.add_argument("--deck", default=GameConfig().deck, help="deck name or YAML path")
    ap.add_argument("--max-turns", type=int, default=GameConfig().max_turns)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ignore", type=int, nargs="*", default=[], help="invariant codes to tolerate")
    ap.add_argument("--heroes", default="off", help="off, implemented, standard or all")
    ap.add_argument("--hero-assign", default="draft", help="draft or random (with --heroes)")
    ap.add_argument("--specials", action="store_true", help="the special cards' module")
    ap.add_argument(
        "--trajectories",
        type=int,
        default=0,
        help="instead of fuzzing, play this many seeds one by one and print their actions and "
        "final state hashes",
    )
    args = ap.parse_args(argv)
    # uncompiled (NUMBA_DISABLE_JIT=1), numpy warns on the generators' intended uint64 wrap-around
    warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning)
    hero_fields = {"heroes": args.heroes}  # always: GameConfig's default game has heroes
    if args.heroes != "off":
        hero_fields["hero_assign"] = args.hero_assign
    config = GameConfig(
        players=args.players,
        mode=args.mode,
        deck=args.deck,
        max_turns=args.max_turns,
        specials=args.specials,
        **hero_fields,
    )
    if args.trajectories:
        ignore = tuple(args.ignore)
        games = [
            random_game(config, args.seed + i, ignore=ignore) for i in range(args.trajectories)
        ]
        out = [
            {"seed": r.seed, "code": r.code, "actions": r.actions, "hash": r.state_hash()}
            for r in games
        ]
        print(json.dumps(out))
        return 0 if all(r.code == OK for r in games) else 1
    res = fuzz(config, args.games, batch=args.batch, seed=args.seed, ignore=tuple(args.ignore))
    report = asdict(res)
    report["ok"] = res.ok
    report["message"] = res.message()
    report["games_per_second"] = res.games_per_second
    report["decisions_per_second"] = res.decisions_per_second
    print(json.dumps(report))
    return 0 if res.ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
