"""``LearnerGames``: 群侠杀's compiled learner loop, a batch of games in which one identity is "the
learner" and every other seat is played inside the compiled loop, so each step returns only the
learner's decisions. The ruleset's descriptor names it (``Ruleset.learner_games``), and training
(:mod:`qxs_env.train`) reaches it only through the registry; its contract is that of
:class:`qxs_env.train.generic.GenericLearnerGames`, the Python loop of any other game.

Layout. ``N`` game slots of one :class:`~qxs_env.rulesets.qxs.config.GameConfig` live in one engine
state array. Every seat of every game has a *route code*, set when the game is dealt:

- ``0`` learner: every seat of the learner identity (shared parameters: one policy plays all of
  them, their decisions interleave in the slot's trajectory, and they share the side's result);
- ``1`` random: uniformly random legal actions (a per-slot generator reseeded per game);
- ``2`` heuristic: :class:`agents.heuristic.HeuristicPolicy`, called row by row *inside* the
  compiled loop (no Python per decision);
- ``3 + k`` external: the k-th Python :class:`agents.base.BatchPolicy` (e.g. a frozen trained
  policy); the compiled loop stops at such a decision and :meth:`LearnerGames.step` calls that
  policy once for all slots waiting on it (one forward pass), then resumes.

Optional self-play (``self_play(prob, first, n)``): with probability ``prob`` per game, when the
learner identity has two or more seats, one of them (chosen at random) stays with the learner
and the others are played by an external policy drawn from ``first .. first + n - 1`` (a pool of
the learner's own past snapshots).

``step(actions)`` applies one learner action per slot, then runs every slot until the learner
decides again; a game that ends is dealt again at once with the slot's next seed (slot ``b``'s
``k``-th game is dealt from ``episode_seed(seed, b, k)``, as in :class:`qxs_env.BatchEnv`).
The learner's reward is the result of its side in the game that ended (``reward_win`` /
``reward_loss`` / ``reward_truncated`` of the config, +1 / -1 / 0 by default), returned on the
step whose action was the learner's last one in that game. A game in which the learner never
decided (rare: its seats died before being asked anything) yields no transition; it is still
listed in the records.

Records: every finished game of the step, as rows of ``info["records"]`` (int64, one row per
game): slot, learner won (1 when one of the learner identity's seats won: the game's per-seat
``won``), truncated, learner acted, turns, game seed, episode index in its slot.

Potential (for optional reward shaping, :meth:`LearnerGames.potential`): from the true state,
which the learner's observation does not fully show, the HP share of the learner's side
(alive seats' HP over their maximum HP, summed over every seat of the side) minus the same share
of every other seat, in [-1, 1]. Sides (R-W1..R-W4): leader + righteous, cult, court,
foreign + collaborator.

The policy's input (:meth:`LearnerGames.input_args`, :meth:`LearnerGames.input_entry`): one
compiled pass writes the learners' observations, with the heuristic's choice appended as a
one-hot when the policy takes the hint (``qxs_env.train.inputs.add_hint``), and keeps only the
input columns the network reads (``qxs_env.train.vec_env.QxsVecEnv`` calls it every step).

Nothing here corrects an illegal action: an illegal learner action raises ``ValueError`` before
anything is applied (``illegal="raise"``, the default).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from agents.heuristic import HeuristicPolicy, _act_one, _scratch
from agents.learner_games.jit import njit_train
from qxs_env.engine.cards import a_yes
from qxs_env.engine.fastcall import fast_entry
from qxs_env.engine.layout import C_PLAYERS
from qxs_env.engine.nrt import borrow
from qxs_env.engine.random_streams import episode_seed, rng_next
from qxs_env.envs.clone import Clonable
from qxs_env.envs.validation import check_identity
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, MAX_PLAYERS, N_IDENTITIES
from qxs_env.rulesets.qxs.driver import apply_action, reset_game
from qxs_env.rulesets.qxs.framework import write_outputs

R_LEARNER = 0
R_RANDOM = 1
R_HEURISTIC = 2
R_EXTERNAL = 3

SIDE_OF = np.array([0, 0, 1, 2, 3, 3], np.int64)  # identity -> side (who wins together)

REC_COLS = 7  # slot, learner won, truncated, acted, turns, seed, episode
_ERR_ILLEGAL = -1  # -1 - b: action of slot b illegal (nothing applied)
_ERR_HEURISTIC = -1_000_000  # the heuristic chose an illegal action (a bug of the heuristic)
_ERR_RECORDS = -2_000_000  # the record buffer is full


@njit_train
def _begin(g, tb, cfg, b, base_seed, episodes, id_code, sp, rng, route, acted):
    """Deal slot ``b``'s next game and set its seats' route codes."""
    k = episodes[b]
    reset_game(g, tb, cfg, episode_seed(base_seed, b, k))
    rng[b] = np.uint64(episode_seed(base_seed ^ 0x5EED, b, k))
    n = cfg[C_PLAYERS]
    n_learn = 0
    for p in range(MAX_PLAYERS):
        route[b, p] = 0
    for p in range(n):
        route[b, p] = id_code[g.ident[p]]
        if route[b, p] == 0:
            n_learn += 1
    acted[b] = 0
    # self-play: sp = (probability per million, first pool index, pool size)
    if sp[2] > 0 and n_learn >= 2:
        if np.int64(rng_next(rng, b) % np.uint64(1_000_000)) < sp[0]:
            keep = np.int64(rng_next(rng, b) % np.uint64(n_learn))
            who = R_EXTERNAL + sp[1] + np.int64(rng_next(rng, b) % np.uint64(sp[2]))
            j = 0
            for p in range(n):
                if route[b, p] == 0:
                    if j != keep:
                        route[b, p] = who
                    j += 1


@njit_train
def _borrow_hargs(hargs):
    """Reference-count-free views (``qxs_env.engine.nrt.borrow``) of the heuristic's arguments
    ``hargs``: its scratch arrays (``agents.heuristic._scratch``) first, then
    :func:`heuristic_args`."""
    scr, h = hargs[0], hargs[1:]
    bscr = (
        borrow(scr[0]), borrow(scr[1]), borrow(scr[2]), borrow(scr[3]), borrow(scr[4]),
        borrow(scr[5]),
    )  # fmt: skip
    return (
        bscr, borrow(h[0]), borrow(h[1]), h[2], h[3], borrow(h[4]), borrow(h[5]),
        borrow(h[6]), borrow(h[7]), borrow(h[8]),
    )  # fmt: skip


@njit_train
def _borrowed(cfg, mp, hargs, sobs, smask, obs, mask, actor):
    """Reference-count-free views of the loop's argument arrays and of ``hargs``
    (:func:`_borrow_hargs`): the callers' arguments stay alive for the whole compiled call, and
    every engine or heuristic call they are passed to would otherwise cost a pair of atomic
    counter updates per array (as in the framework's ``qxs_env.engine.entry``)."""
    return (
        borrow(cfg), borrow(mp), _borrow_hargs(hargs), borrow(sobs), borrow(smask),
        borrow(obs), borrow(mask), borrow(actor),
    )  # fmt: skip


@njit_train
def _reset_all(
    s, tba, cfg, mp, base_seed, episodes, id_code, sp, rng, route, acted, hargs,
    sobs, smask, srow, sout, obs, mask, actor, status, done, rec, n_rec,
):  # fmt: skip
    """Deal the first game of every slot and run each to its learner's first decision."""
    tb = tba[0]
    cfg, mp, hargs, sobs, smask, obs, mask, actor = _borrowed(
        cfg, mp, hargs, sobs, smask, obs, mask, actor
    )
    rows = np.arange(s.shape[0])
    for b in range(s.shape[0]):
        episodes[b] = 0
        _begin(s[b], tb, cfg, b, base_seed, episodes, id_code, sp, rng, route, acted)
    return _run_rows(
        s, tb, cfg, mp, rows, base_seed, episodes, id_code, sp, rng, route, acted, hargs,
        sobs, smask, srow, sout, obs, mask, actor, status, done, rec, n_rec,
    )  # fmt: skip


@njit_train
def _run_rows(
    s, tb, cfg, mp, rows, base_seed, episodes, id_code, sp, rng, route, acted, hargs,
    sobs, smask, srow, sout, obs, mask, actor, status, done, rec, n_rec,
):  # fmt: skip
    """Run each listed slot until a learner (status 0) or an external policy (status 3 + k)
    must decide; compiled opponents act on the way, finished games are recorded and dealt
    again."""
    n_act = a_yes(tb) + 1
    for r in range(rows.shape[0]):
        b = rows[r]
        g = s[b]
        while True:
            if g.done:
                i = n_rec[0]
                if i >= rec.shape[0]:
                    return _ERR_RECORDS
                rec[i, 0] = b
                learner_won = 0
                for p in range(g.won.shape[0]):
                    if g.won[p] and route[b, p] == 0:  # a seat the learner played won
                        learner_won = 1
                rec[i, 1] = learner_won
                rec[i, 2] = g.truncated
                rec[i, 3] = acted[b]
                rec[i, 4] = g.turn
                rec[i, 5] = g.seed
                rec[i, 6] = episodes[b]
                n_rec[0] = i + 1
                if acted[b]:
                    done[b] = i + 1  # the learner's trajectory ends here (record index + 1)
                episodes[b] += 1
                _begin(g, tb, cfg, b, base_seed, episodes, id_code, sp, rng, route, acted)
                continue
            p = g.actor
            code = route[b, p]
            if code == R_LEARNER or code >= R_EXTERNAL:
                write_outputs(g, tb, cfg, mp, b, True, obs, mask, actor)
                status[b] = code
                break
            if code == R_RANDOM:
                j = np.int64(rng_next(rng, b) % np.uint64(g.n_legal))
                a = np.int64(g.legal[j])
            else:
                write_outputs(g, tb, cfg, mp, 0, True, sobs, smask, sout)
                a = _act_one(sobs[0], smask[0], hargs[0], *hargs[1:])
                if a < 0 or a >= n_act or g.mask[a] == 0:
                    return _ERR_HEURISTIC
            apply_action(g, tb, cfg, a)
    return 0


@njit_train
def _apply_rows(
    s, tba, cfg, mp, rows, acts, learner, base_seed, episodes, id_code, sp, rng, route, acted,
    hargs, sobs, smask, srow, sout, obs, mask, actor, status, done, rec, n_rec,
):  # fmt: skip
    """Apply ``acts[b]`` in every listed slot (all checked first: -1 - b for the first illegal
    one, and then nothing is applied), mark learner slots as having acted, and run on."""
    tb = tba[0]
    cfg, mp, hargs, sobs, smask, obs, mask, actor = _borrowed(
        cfg, mp, hargs, sobs, smask, obs, mask, actor
    )
    n_act = a_yes(tb) + 1
    for r in range(rows.shape[0]):
        b = rows[r]
        a = acts[b]
        if a < 0 or a >= n_act or s[b].mask[a] == 0 or s[b].done:
            return _ERR_ILLEGAL - b
    for r in range(rows.shape[0]):
        b = rows[r]
        apply_action(s[b], tb, cfg, acts[b])
        if learner:
            acted[b] = 1
    return _run_rows(
        s, tb, cfg, mp, rows, base_seed, episodes, id_code, sp, rng, route, acted, hargs,
        sobs, smask, srow, sout, obs, mask, actor, status, done, rec, n_rec,
    )  # fmt: skip


def heuristic_args(heur: HeuristicPolicy) -> tuple:
    """The arguments after ``(obs, mask, rows, out)`` with which :meth:`HeuristicPolicy.act`
    calls the compiled ``_act_rows`` (catalogue tables, its forced identity, -1 for none, its
    generator state, ...), as one tuple: the compiled loops pass them on to
    ``agents.heuristic._act_one`` after its scratch arrays. It mirrors
    ``HeuristicPolicy.act``: keep the two in step when the heuristic's arguments change."""
    return (
        heur.face_table, heur._offs, np.int64(heur.n_types), np.int64(heur._force), heur._state,
        heur.skill_table, heur.hero_prior, heur._hof, heur._flags,
    )  # fmt: skip


@njit_train
def _gather_rows(obs, mask, hint, hargs, inputs, all_cols, out, lo):
    """The policy's input for every row of one group, in one compiled pass: ``out[lo + b]`` is
    row ``b``'s *full* input (the observation, then with ``hint`` the one-hot of the heuristic's
    choice, exactly as ``qxs_env.train.inputs.add_hint`` builds it), all its columns when
    ``all_cols``, else the columns ``inputs`` in that order (``np.take``). Returns how many
    rows had a nonzero left-out column, counted as ``QxsVecEnv`` always did: the row's nonzero
    count in the full input differs from that of the kept columns. The heuristic (``hargs``:
    its scratch arrays, then :func:`heuristic_args`) decides the rows in order, as ``add_hint``
    has it do."""
    hargs = _borrow_hargs(hargs)
    size = obs.shape[1]
    full = size + mask.shape[1] if hint else size
    dropped = 0
    for b in range(obs.shape[0]):
        o = obs[b]
        row = out[lo + b]
        j = -1  # the hint's column in the full input (none without hint)
        if hint:
            j = size + _act_one(o, mask[b], hargs[0], *hargs[1:])
            if j < 0:  # numpy's negative index (the heuristic never returns below -1)
                j += full
        if all_cols:
            for k in range(size):
                row[k] = o[k]
            for k in range(size, full):
                row[k] = 0.0
            if hint:
                row[j] = 1.0
            continue
        nz_full = 0
        for k in range(size):
            if o[k] != 0.0:
                nz_full += 1
        if hint and (j >= size or o[j] == 0.0):
            nz_full += 1
        nz = 0
        for k in range(inputs.shape[0]):
            c = inputs[k]
            v = np.float32(0.0)
            if c == j:
                v = np.float32(1.0)
            elif c < size:
                v = o[c]
            row[k] = v
            if v != 0.0:
                nz += 1
        if nz != nz_full:
            dropped += 1
    return dropped


@njit_train
def _potential_rows(s, n, side_of, side, out):
    """:meth:`LearnerGames.potential` of every slot into ``out`` (float32). The HP sums are of
    small integers (exact in any order) and one float64 division or subtraction of float32
    values rounded to float32 is the correctly rounded float32 result, so this equals the numpy
    computation bit for bit."""
    n_id = side_of.shape[0]
    for b in range(s.shape[0]):
        g = s[b]
        h_own = 0.0
        t_own = 0.0
        h_other = 0.0
        t_other = 0.0
        for p in range(n):
            hp = 0.0
            if g.alive[p] != 0:
                hp = float(max(np.int64(g.hp[p]), 0))
            top = float(max(np.int64(g.maxhp[p]), 1))
            k = np.int64(g.ident[p])
            if k < 0:
                k += n_id
            if side_of[k] == side:
                h_own += hp
                t_own += top
            else:
                h_other += hp
                t_other += top
        own = np.float32(h_own / max(t_own, 1.0))
        other = np.float32(h_other / max(t_other, 1.0))
        out[b] = np.float32(np.float64(own) - np.float64(other))


def parse_opponents(text: str | dict[str, Any]) -> dict[int, Any]:
    """Opponents per identity from ``"heuristic"``, ``"righteous=random,*=heuristic"`` or a dict
    ``{identity or "*": name or policy}``; returns ``{identity index: name or policy}``
    for all six identities. Names: ``random``, ``heuristic`` (compiled in the loop) or any lab
    policy name (``qxs_env.lab.simulate.POLICIES``, called from Python)."""
    if isinstance(text, str):
        if "=" not in text:
            return {k: text.strip() for k in range(N_IDENTITIES)}
        pairs = {}
        for part in text.split(","):
            key, eq, val = (x.strip() for x in part.partition("="))
            if not eq or not key or not val:
                raise ValueError(f"bad opponents assignment {part!r}: expected identity=policy")
            pairs[key] = val
        text = pairs
    default = text.get("*")
    out: dict[int, Any] = {}
    for key in text:
        if key != "*" and key not in IDENTITY_NAMES:
            raise ValueError(f"bad opponents key {key!r}: use an identity name or '*'")
    for k, name in enumerate(IDENTITY_NAMES):
        val = text.get(name, default)
        if val is None:
            raise ValueError(f"opponents give no policy for {name}: add '*=policy'")
        out[k] = val
    return out


class LearnerGames(Clonable):
    """``num_envs`` games of ``config`` with the seats of ``identity`` left to the caller.

    Args:
        num_envs: game slots.
        config: the game configuration (must have at least one seat of ``identity``).
        identity: the learner's identity (name or index).
        opponents: who plays the other identities (:func:`parse_opponents`); a policy object
            (a ``BatchPolicy``) is called from Python with the rows waiting on it.

    Attributes after :meth:`reset` / :meth:`step`: ``obs`` float32 (N, obs_size) and ``mask``
    int8 (N, n_actions) of the learner's pending decision in every slot, ``seat`` (N,) the
    learner seat deciding. The arrays are reused (copy what you keep).

    ``copy.deepcopy`` and ``pickle`` give an independent batch that continues exactly like this
    one (``qxs_env.envs.clone``: the compiled entry points are looked up again, the engine state is
    copied).
    """

    _DERIVED = ("_apply", "_potential")
    _ENGINES = ("engine",)

    def __init__(
        self,
        num_envs: int,
        config: GameConfig,
        identity: str | int,
        opponents: str | dict[str, Any] = "heuristic",
    ) -> None:
        if num_envs < 1:
            raise ValueError("num_envs must be at least 1")
        self.identity = check_identity(identity)
        self.config = config
        self.engine = Engine(config, batch=num_envs)
        e = self.engine
        if e.id_counts[self.identity] == 0:
            raise ValueError(
                f"no {IDENTITY_NAMES[self.identity]} seat in {config.players}-player "
                f"{config.mode} games"
            )
        self.num_envs = num_envs
        self.obs_size = e.obs_size
        self.n_actions = e.n_actions
        self.learner_seats = int(e.id_counts[self.identity])
        self.opponents = parse_opponents(opponents)
        self.externals: list[Any] = []
        self.id_code = np.zeros(N_IDENTITIES, np.int64)
        for k, pol in self.opponents.items():
            if k == self.identity:
                self.id_code[k] = R_LEARNER
            elif pol == "random":
                self.id_code[k] = R_RANDOM
            elif pol == "heuristic":
                self.id_code[k] = R_HEURISTIC
            else:
                if isinstance(pol, str):
                    from qxs_env.lab.simulate import make_policy

                    pol = make_policy(pol, config)
                self.id_code[k] = R_EXTERNAL + self._external_index(pol)
        self.sp = np.zeros(3, np.int64)
        heur = HeuristicPolicy(deck=config.deck)
        if heur.obs_size != self.obs_size or heur.n_actions != self.n_actions:
            raise ValueError("the heuristic's layout does not match the engine's")
        self._hstate = heur._state
        self._h = ((_scratch(self.obs_size), *heuristic_args(heur)),)
        n = num_envs
        self.obs = np.zeros((n, self.obs_size), np.float32)
        self.mask = np.zeros((n, self.n_actions), np.int8)
        self.seat = np.zeros(n, np.int64)
        self.status = np.zeros(n, np.int64)
        self.done = np.zeros(n, np.int64)
        self.episodes = np.zeros(n, np.int64)
        self.rng = np.zeros(n, np.uint64)
        self.route = np.zeros((n, MAX_PLAYERS), np.int64)
        self.acted = np.zeros(n, np.int64)
        self.rec = np.zeros((4 * n + 64, REC_COLS), np.int64)
        self.n_rec = np.zeros(1, np.int64)
        self._scratch = (
            np.zeros((1, self.obs_size), np.float32),
            np.zeros((1, self.n_actions), np.int8),
            np.zeros(1, np.int64),
            np.zeros(1, np.int64),
        )
        self.seed = 0
        self._rows_all = np.arange(n, dtype=np.int64)
        self._started = False
        self._rw = (config.reward_win, config.reward_loss, config.reward_truncated)
        self._ext_acts = np.zeros(n, np.int64)
        self._pot_args = (np.int64(config.players), SIDE_OF[self.identity])
        self._rebind()

    def _rebind(self) -> None:
        """Look up the compiled entry points (at construction, and after a copy or unpickling:
        see :mod:`qxs_env.envs.clone`)."""
        self._apply = fast_entry(_apply_rows, self._apply_args(self._rows_all, self._ext_acts, 1))
        self._potential = fast_entry(
            _potential_rows,
            (
                self.engine.state, self._pot_args[0], SIDE_OF, self._pot_args[1],
                np.zeros(self.num_envs, np.float32),
            ),
        )  # fmt: skip

    # -- the policy's input ------------------------------------------------------------------
    def input_args(self, hint: Any, inputs: np.ndarray | None, out: np.ndarray, lo: int) -> tuple:
        """The arguments of the compiled input pass (:meth:`input_entry`) that writes the policy's
        input for this batch's slots into rows ``lo .. lo + num_envs - 1`` of ``out`` from the
        pending decisions (module docstring). ``hint``: the heuristic policy whose choice is
        appended as a one-hot (``qxs_env.train.inputs.add_hint``; one policy may serve several
        batches: its generator then runs on over them in turn), None for none; ``inputs``: the
        columns of the full input kept, in order (None: all). The arrays are this batch's own:
        the arguments stay valid across steps (and follow a deep copy made with them)."""
        if hint is not None:
            hargs = (_scratch(self.obs_size), *heuristic_args(hint))
        else:  # the loop's own heuristic's arguments stand in, never used without the hint
            hargs = self._h[0]
        cols = np.zeros(0, np.int64) if inputs is None else inputs
        return (
            self.obs, self.mask, np.int64(hint is not None), hargs, cols,
            np.int64(inputs is None), out, np.int64(lo),
        )  # fmt: skip

    def input_entry(self, args: tuple) -> Any:
        """The compiled input pass bound for the types of ``args`` (:meth:`input_args`): called
        with them, it writes the rows and returns how many rows had a nonzero input column that
        is not kept (``QxsVecEnv.dropped_rows``)."""
        return fast_entry(_gather_rows, args)

    # -- plumbing ---------------------------------------------------------------------------
    def _external_index(self, pol: Any) -> int:
        for i, p in enumerate(self.externals):
            if p is pol:
                return i
        self.externals.append(pol)
        return len(self.externals) - 1

    def _tail(self) -> tuple:
        e = self.engine
        sobs, smask, srow, sout = self._scratch
        return (
            self.seed,
            self.episodes,
            self.id_code,
            self.sp,
            self.rng,
            self.route,
            self.acted,
            *self._h,
            sobs,
            smask,
            srow,
            sout,
            self.obs,
            self.mask,
            self.seat,
            self.status,
            self.done,
            self.rec,
            self.n_rec,
        ), e

    def _apply_args(self, rows: np.ndarray, acts: np.ndarray, learner: int) -> tuple:
        tail, e = self._tail()
        return (e.state, e.tba, e.cfg, e.layout.maps, rows, acts, learner, *tail)

    def _check(self, code: int, acts: np.ndarray | None = None) -> None:
        if code == 0:
            return
        if code == _ERR_RECORDS:
            raise RuntimeError("too many games ended in one step (record buffer full)")
        if code == _ERR_HEURISTIC:
            raise RuntimeError("the heuristic opponent chose an illegal action")
        b = _ERR_ILLEGAL - code
        a = None if acts is None else int(acts[b])
        legal = np.flatnonzero(self.engine.state["mask"][b, : self.n_actions]).tolist()
        raise ValueError(
            f"illegal action {a} in slot {b} (seat {int(self.seat[b])}); legal: {legal[:20]}"
            + (" ..." if len(legal) > 20 else "")
        )

    def add_external(self, policy: Any) -> int:
        """Register a Python policy (e.g. a self-play snapshot); returns its index k (route
        code 3 + k)."""
        self.externals.append(policy)
        return len(self.externals) - 1

    def self_play(self, prob: float, first: int, n: int) -> None:
        """From the next deal on, with probability ``prob`` per game, the learner keeps one seat
        of its identity and the others are played by external policy ``first + rand % n``."""
        self.sp[0] = int(round(prob * 1_000_000))
        self.sp[1] = first
        self.sp[2] = n

    def _externals_loop(self) -> None:
        """Let external policies act until every slot waits on the learner."""
        while True:
            waiting = self.status >= R_EXTERNAL
            if not waiting.any():
                return
            rows_all = np.flatnonzero(waiting).astype(np.int64)
            codes = self.status[rows_all]
            for code in np.unique(codes):
                rows = rows_all[codes == code]
                self.externals[int(code) - R_EXTERNAL].act(
                    self.obs, self.mask, rows, self._ext_acts
                )
            tail, e = self._tail()
            self._check(
                int(
                    _apply_rows(
                        e.state, e.tba, e.cfg, e.layout.maps, rows_all, self._ext_acts, 0, *tail
                    )
                ),  # fmt: skip
                self._ext_acts,
            )

    def _collect(self) -> dict[str, Any]:
        n = int(self.n_rec[0])
        return {"records": self.rec[:n].copy()}

    # -- API --------------------------------------------------------------------------------
    def reset(self, seed: int = 0) -> dict[str, Any]:
        """Deal every slot's first game (slot b's k-th game from ``episode_seed(seed, b, k)``)
        and run to the learner's first decision; returns the info of :meth:`step` (records of
        games that ended before the learner was asked anything)."""
        self.seed = int(seed)
        self._hstate[0] = np.uint64(self.seed & 0xFFFFFFFF) ^ np.uint64(0x5BD1E9955BD1E995)
        self.n_rec[0] = 0
        self.done[:] = 0
        for j, pol in enumerate(self.externals):
            pol.reset(int(episode_seed(self.seed, 1 << 30, j)))
        tail, e = self._tail()
        self._check(int(_reset_all(e.state, e.tba, e.cfg, e.layout.maps, *tail)))
        self._started = True
        self._externals_loop()
        return self._collect()

    def step(
        self, actions: np.ndarray, rows: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, dict]:
        """Apply one learner action per slot and run every slot to the learner's next decision.

        Returns ``(reward, terminated, truncated, info)``: float32 / bool arrays (N,) for the
        learner's trajectories (a game whose last learner action was this one ended) and
        ``info["records"]`` (see the module docstring). Raises ValueError (nothing applied) if
        any action is illegal, and ``EngineError`` when the compiled rules raise in a game (it
        is then marked broken and every later step refuses until reset). ``rows`` (int64 slot
        indices, default all): only those slots
        act (the others' actions are not read and their games do not move)."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        acts = np.asarray(actions)
        if acts.dtype != np.int64:
            if acts.dtype.kind not in "iu":
                raise ValueError(f"actions must be an integer array, got dtype {acts.dtype}")
            acts = acts.astype(np.int64)
        if acts.shape != (self.num_envs,):
            raise ValueError(f"need {self.num_envs} actions, got shape {acts.shape}")
        if rows is None:
            rows = self._rows_all
        else:
            rows = np.ascontiguousarray(rows, dtype=np.int64)
            if rows.ndim != 1 or (rows.size and (rows.min() < 0 or rows.max() >= self.num_envs)):
                raise ValueError(f"rows must be slot indices below {self.num_envs}")
            if np.unique(rows).size != rows.size:
                raise ValueError("rows must not repeat a slot")
        self.n_rec[0] = 0
        self.done[:] = 0
        eng = self.engine
        if eng.broken.any():  # the compiled rules raised in a game earlier: refuse, move nothing
            eng._refuse_broken()
        try:
            self._check(int(self._apply(*self._apply_args(rows, acts, 1))), acts)
            self._externals_loop()
        except Exception as exc:
            if eng.broken.any():  # an exception of the rules: the game that raised is marked
                raise eng._raised(exc) from exc
            raise
        ended = self.done > 0
        reward = np.zeros(self.num_envs, np.float32)
        term = np.zeros(self.num_envs, np.bool_)
        trunc = np.zeros(self.num_envs, np.bool_)
        if ended.any():
            idx = self.done[ended] - 1
            rec = self.rec[idx]
            is_trunc = rec[:, 2] != 0
            won = rec[:, 1] != 0
            w, lo, tr = self._rw
            reward[ended] = np.where(is_trunc, tr, np.where(won, w, lo))
            term[ended] = ~is_trunc
            trunc[ended] = is_trunc
        return reward, term, trunc, self._collect()

    def action_masks(self) -> np.ndarray:
        """The learner's legal-action masks as bool (N, n_actions)."""
        return self.mask.astype(np.bool_)

    def potential(self) -> np.ndarray:
        """Per slot, the potential of the current state (module docstring): HP share of the
        learner's side minus HP share of all other seats, float32 (N,). Privileged (true
        state, hidden identities included): for reward shaping only, never an input of the
        policy."""
        out = np.empty(self.num_envs, np.float32)
        self._potential(self.engine.state, self._pot_args[0], SIDE_OF, self._pot_args[1], out)
        return out
