"""The fuzz loop, written once for every ruleset: random legal games with the ruleset's state
invariants checked after each reset and after every single decision, inside one compiled call
(:mod:`qxs_env.devtools.fuzz` and :mod:`qxs_env.devtools.fuzz_sweep` are its Python side).
Framework: names no card, skill or identity; a ruleset binds this module
(:func:`qxs_env.engine.hooks.bind`) to its entry points and invariants through the hooks below,
and its *fuzz slice* (the descriptor's ``fuzz_slice``, :mod:`qxs_env.rulesets.registry`) hands
the bound :func:`fuzz_games` and :func:`play_recorded` on with the constants here and its own
``describe``, ``ignore_mask`` and ``OK`` (群侠杀's: ``rulesets/qxs/fuzz_slice.py``, 三国杀's:
``rulesets/sanguosha/fuzz_slice.py``).

:func:`fuzz_games` plays a list of game seeds over the slots of a batch with a uniformly random
legal policy and calls the ruleset's ``check_game`` after each reset and after every decision. A
violation is recorded (code, the game's seed, the number of decisions applied in that game so
far, 0: right after the reset) into an array of fixed capacity, all of them are counted, the
failing game is abandoned and its slot goes on with the next seed, so one run finds every failing
seed of its list. :func:`play_recorded` plays one seed with the same policy and records its
actions (how a reported violation is reproduced).

The policy's generator is separate from the game's own generator and is seeded from the game
seed alone, so a game's trajectory depends only on (config, seed), never on the batch size, on
the other games or on what the slot played before (the ruleset's ``reset_game`` clears the whole
game record).
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from qxs_env.engine.cards import n_actions
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.random_streams import rng_next
from qxs_env.engine.stack import ERR_OK

reset_game = declare(
    "reset_game",
    "g, tb, cfg, seed",
    """Deal game record ``g`` from ``seed`` (clearing all of it) and run to its first
    decision.""",
)
apply_action = declare(
    "apply_action",
    "g, tb, cfg, a",
    """Apply action ``a`` to game record ``g`` and run to its next decision: an ``ERR_*``
    code (``ERR_OK``, or the refusal of an action the mask does not allow).""",
)
check_game = declare(
    "check_game",
    "g, tb, cfg",
    """The ruleset's state invariants on game record ``g``: 0 (``OK``) when all hold, else
    the code of the first violated one (1..63).""",
)
check_game_masked = declare(
    "check_game_masked",
    "g, tb, cfg, ignore",
    """:func:`check_game`, skipping the codes whose bit is set in ``ignore``.""",
)

OK = 0
"""No violation (the invariant codes of every ruleset are 1..63)."""

# --- driver codes (beyond the ruleset's invariant codes) ------------------------------------
D_REFUSED = 100
D_NO_END = 101
D_RAISED = 102
DRIVER_DESCRIPTIONS: dict[int, str] = {
    D_REFUSED: "apply_action refused an action that the mask marks legal",
    D_NO_END: "the game did not end within the fuzz driver's decision budget",
    D_RAISED: "the engine raised an exception (reset or step)",
}


def ignore_mask(codes: Iterable[int]) -> int:
    """The ``ignore`` bit mask of a ruleset's ``check_game_masked`` for a collection of
    invariant codes (each 1..63)."""
    m = 0
    for c in codes:
        if not 0 < int(c) < 64:
            raise ValueError(f"not an invariant code: {c}")
        m |= 1 << int(c)
    return m


def describe(code: int, describe_invariant: object) -> str:
    """Plain-words description of a violation code: the driver's own (:data:`DRIVER_DESCRIPTIONS`)
    or, through ``describe_invariant`` (the ruleset's), an invariant's."""
    code = int(code)
    if code in DRIVER_DESCRIPTIONS:
        return DRIVER_DESCRIPTIONS[code]
    return str(describe_invariant(code))  # type: ignore[operator]


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


@njit_cached
def policy_seed(seed):
    """Initial state of the random policy's generator for the game of ``seed`` (independent of
    the game's own splitmix64 stream, which starts from ``seed ^ 0x5DEECE66D2545F49``)."""
    return (np.uint64(seed) * np.uint64(0xD1B54A32D192ED03)) ^ np.uint64(0x8CB92BA72F3D8DD7)


@njit_cached
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


@njit_cached
def _record(viol, stats, code, game, seed, dec):
    """Count a violation and store it in the next free row of ``viol`` (if any is left)."""
    k = stats[S_VIOLATIONS]
    if k < viol.shape[0]:
        viol[k, V_CODE] = code
        viol[k, V_GAME] = game
        viol[k, V_SEED] = seed
        viol[k, V_DECISION] = dec
    stats[S_VIOLATIONS] = k + 1


@njit_cached
def _check(g, tb, cfg, ignore, stats):
    """check_game, tolerating the codes of ``ignore`` (counted in ``stats[S_IGNORED]``)."""
    code = check_game(g, tb, cfg)
    if code == OK or ignore == 0:
        return code
    code = check_game_masked(g, tb, cfg, ignore)
    if code == OK:
        stats[S_IGNORED] += 1
    return code


@njit_cached
def _start(g, tb, cfg, seed, rng, b, ignore, stats):
    """Reset a slot to ``seed`` and check it; returns the invariant code (or D_RAISED)."""
    rng[b] = policy_seed(seed)
    try:
        reset_game(g, tb, cfg, seed)
    except Exception:  # noqa: BLE001 - any engine error is a finding
        return D_RAISED
    return _check(g, tb, cfg, ignore, stats)


@njit_cached
def _fill(s, tb, cfg, seeds, nxt, b, rng, game, dec, ignore, stats, viol):
    """Start the next unplayed seed in slot ``b``: a seed whose reset already fails is recorded
    and skipped. Sets ``game[b]`` (-1 once the seeds run out); returns the next unused index.

    The ruleset's ``reset_game`` clears every field its engine reads before writing it, so a
    slot left anywhere, even half-way through a step that raised, starts its next game exactly as
    a fresh one would (tests/test_fuzz.py fills a slot with garbage bytes to check this)."""
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


@njit_cached
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


@njit_cached
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
    n_act = n_actions(tb)
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


@njit_cached
def play_recorded(s, tba, cfg, b, seed, budget, ignore, actions):
    """Play the game of ``seed`` in slot ``b`` with the fuzz policy, writing its actions to
    ``actions`` and checking invariants throughout (tolerating the codes of ``ignore``).
    Returns (decisions, code): code 0 when the game ended cleanly, else the first violation
    (found after ``decisions`` actions)."""
    tb = tba[0]
    n_act = n_actions(tb)
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
