"""A batch engine over one record type, for any ruleset: the Python members the adapters, the
command line and the tests use of an engine (``registry.Ruleset.engine_class``): the state, the
masks and results, reset and step through the ruleset's compiled ``one_game`` (one game) or
``step_batch`` (the whole batch), observations through its ``encode_one`` or ``encode_batch``,
copies, pickling, saved states and the broken-game contract. Framework: names no card, skill or
identity.

A ruleset subclasses :class:`RecordBatchEngine`, sets its class attributes (``GAME``,
``STATE_DTYPE``, ``ERROR``, ``IDENTITY_NAMES``, ``STATE_RANGES``) and the entry points
(:meth:`RecordBatchEngine.entry_points`, :meth:`RecordBatchEngine.batch_entry_points`: the
framework's ``engine/entry.py`` bound for the ruleset), and in its ``__init__`` sets ``config``,
``tba``, ``cfg``, ``layout``, ``obs_size`` and ``n_actions`` before calling
:meth:`_start_state`. It writes its own :meth:`action_to_string`.

Arguments are checked before any compiled call (the compiled code does not check bounds, so a bad
index would read or write outside the state): a game index ``b`` must be an int in
``range(batch)``, a ``seat`` an int in ``range(players)`` (``IndexError`` when out of range,
``TypeError`` for a bool, a float or another type); seeds are ints in ``[0, 2**63)`` (bools
refused; ``ValueError``); action and output arrays must have the documented dtype and shape.

Broken games. The compiled rules raise a ``RuntimeError`` when they meet a state they cannot
continue from (an engine bug). The entry points mark the game's record (``state["broken"] = 1``)
while the rules run and clear the mark only on a normal return, and refuse every action of a
marked game (``ERR_BROKEN``). Here: :meth:`~RecordBatchEngine.step`,
:meth:`~RecordBatchEngine.step_unchecked`, :meth:`~RecordBatchEngine.reset` and
:meth:`~RecordBatchEngine.reset_one` turn the exception into the ruleset's ``ERROR`` (a
``RuntimeError`` whose ``game`` is the game's index); afterwards a whole-batch call on a batch
holding a broken game refuses to run (no game moves), one-game reads of the broken game raise
``ERROR`` again, and a reset of the game clears the mark.

The compiled entry points are looked up on first use (a first compile of ``one_game`` takes
several CPU-seconds: it holds the whole engine) and then reused by copies of the engine and
after :meth:`~RecordBatchEngine.load_bytes` (the same types).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, ClassVar

import numpy as np

from qxs_env.engine.checks import MAX_SEED, check_array, check_index, check_seed, is_int
from qxs_env.engine.compile_notice import note_game
from qxs_env.engine.fastcall import fast_entry
from qxs_env.engine.records import record_array
from qxs_env.engine.state import (
    alloc_state,
    check_state,
    copy_state,
    read_state_bytes,
    rebuild_engine,
    state_to_bytes,
)


class RecordBatchEngine:
    """A batch of games of one config on one record array (the module docstring says what a
    subclass provides). After :meth:`reset`, ``actor[b]`` is the seat whose decision game ``b``
    waits for (-1 when the game is over), ``mask[b]`` its legal actions."""

    GAME: ClassVar[str] = ""
    """The game's name in messages and in saved states."""
    STATE_DTYPE: ClassVar[np.dtype]
    ERROR: ClassVar[type[RuntimeError]] = RuntimeError
    """The game's error class, ``ERROR(message, game_index)``."""
    IDENTITY_NAMES: ClassVar[tuple[str, ...]] = ()
    STATE_RANGES: ClassVar[tuple[tuple[str, int, int], ...]] = ()
    """The ruleset's own fields' ranges checked when a saved state is loaded."""

    config: Any
    tba: np.ndarray
    cfg: np.ndarray
    layout: Any
    obs_size: int
    n_actions: int

    def entry_points(self) -> tuple[Any, Any]:
        """The compiled ``one_game`` and ``encode_one`` of the ruleset."""
        raise NotImplementedError

    def batch_entry_points(self) -> tuple[Any, Any]:
        """The compiled ``step_batch`` and ``encode_batch`` of the ruleset (looked up at each
        whole-batch call)."""
        raise NotImplementedError

    @staticmethod
    def check_batch(batch: Any) -> int:
        """``batch`` as a positive int (ValueError otherwise)."""
        if not is_int(batch) or batch < 1:
            raise ValueError(f"batch must be an int >= 1, got {batch!r}")
        return int(batch)

    def _start_state(self, batch: int) -> None:
        """Allocate the zeroed state of ``batch`` games (a positive int) and set the compiled
        entry points to be looked up on first use."""
        self._players = int(self.config.players)  # (read at every observe)
        note_game(self.GAME)  # a compile notice names this game's engine
        self.state = alloc_state(self.check_batch(batch), self.STATE_DTYPE)
        self._bind()

    def _bind(self) -> None:
        """The compiled entry points, bound on first use (see engine.fastcall): ``one_game`` is
        a library holding the whole engine, not needed by every user of an engine."""
        self._one_game = self._first_one_game
        self._encode_one = self._first_encode_one

    def _first_one_game(self, *args: Any) -> Any:
        """``one_game`` the first time: bind its compiled entry point, then call it."""
        one_game, _ = self.entry_points()
        self._one_game = fast_entry(one_game, (self.state, self.tba, self.cfg, 0, 0, 0))
        return self._one_game(*args)

    def _first_encode_one(self, *args: Any) -> Any:
        """``encode_one`` the first time: bind its compiled entry point, then call it."""
        _, encode_one = self.entry_points()
        example = (self.state, self.tba, self.cfg, self.layout.maps, 0, 0, np.zeros(1, np.float32))
        self._encode_one = fast_entry(encode_one, example)
        return self._encode_one(*args)

    # ------------------------------------------------------------------ views
    @property
    def state(self) -> np.ndarray:
        """The batch state (a record array of the ruleset's ``STATE_DTYPE``). Assigning a new
        array of that dtype replaces the whole batch (``batch`` follows its length)."""
        return self._state

    @state.setter
    def state(self, st: np.ndarray) -> None:
        if not (
            isinstance(st, np.ndarray)
            and st.dtype == self.STATE_DTYPE
            and st.ndim == 1
            and st.shape[0] >= 1
            and st.flags.c_contiguous
            and st.flags.writeable
        ):
            raise ValueError(
                f"{type(self).__name__}.state must be a writable, C-contiguous, non-empty 1-d"
                " array of the state dtype (engine.state.alloc_state)"
            )
        if not st.dtype.isalignedstruct:  # same layout, but numba would see another type
            st = st.view(self.STATE_DTYPE)
        self._state = record_array(st)
        self.batch = st.shape[0]
        self._err = np.zeros(self.batch, dtype=np.int64)
        self._done = self._state["done"]
        self._broken = self._state["broken"]
        self._mask_arr = self._state["mask"]
        self._why: dict[int, str] = {}  # why each broken game broke (as far as seen here)

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def actor(self) -> np.ndarray:
        """Seat whose decision each game waits for (-1 when over); a view, shape (B,)."""
        return self._state["actor"]

    @property
    def mask(self) -> np.ndarray:
        """Legal actions of each game's pending decision; a bool view, shape (B, n_actions)."""
        return self._state["mask"][:, : self.n_actions].view(np.bool_)

    @property
    def done(self) -> np.ndarray:
        """Game over flags; a view, shape (B,)."""
        return self._state["done"]

    @property
    def broken(self) -> np.ndarray:
        """Broken-game flags (the rules raised inside the game); a uint8 view, shape (B,)."""
        return self._broken

    # ------------------------------------------------------------------ broken games
    def _broken_error(self, b: int, cause: str | None = None) -> RuntimeError:
        """The ``ERROR`` for broken game ``b`` (``cause``: the compiled code's message)."""
        if cause is not None:
            self._why[b] = cause
        why = self._why.get(b, "the compiled rules raised inside it earlier")
        seed = int(self._state["seed"][b])
        return self.ERROR(f"{self.GAME} game {b} (seed {seed}) is broken: {why}; reset it", b)

    def _raised(self, exc: Exception, b: int | None = None) -> RuntimeError:
        """Turn an exception out of the compiled code into the ``ERROR`` of the game it broke
        (``b``, or the first marked game without a recorded cause)."""
        cause = f"{type(exc).__name__}: {exc}"
        if b is None:
            marked = [int(x) for x in np.flatnonzero(self._broken) if int(x) not in self._why]
            b = marked[0] if marked else -1
        if b < 0:
            return self.ERROR(f"the compiled {self.GAME} engine raised: {cause}", -1)
        return self._broken_error(b, cause)

    def _refuse_broken(self) -> None:
        """``ERROR`` if any game of the batch is broken (before a whole-batch call)."""
        if self._broken.any():
            raise self._broken_error(int(np.flatnonzero(self._broken)[0]))

    # ------------------------------------------------------------------ play
    def reset(self, seeds: int | np.ndarray | list[int]) -> None:
        """Start every game: game ``b`` gets ``seeds[b]`` (an int seeds game b with seed + b).
        Seeds are ints in [0, 2**63)."""
        if is_int(seeds):
            first = check_seed("seed", seeds, self.batch)
            arr = np.arange(self.batch, dtype=np.int64) + first
        else:
            arr = np.asarray(seeds)
            if arr.shape != (self.batch,):
                raise ValueError(f"need {self.batch} seeds, got shape {arr.shape}")
            if arr.dtype.kind not in "iu":
                raise ValueError(f"seeds must be ints in [0, 2**63), got dtype {arr.dtype}")
            if arr.size and (int(arr.min()) < 0 or int(arr.max()) >= MAX_SEED):
                bad = int(np.flatnonzero((arr < 0) | (arr.astype(np.uint64) >= MAX_SEED))[0])
                raise ValueError(f"seeds[{bad}] must be an int in [0, 2**63), got {arr[bad]}")
            arr = np.ascontiguousarray(arr, dtype=np.int64)
        self._why.clear()
        st, tba, cfg = self._state, self.tba, self.cfg
        for b in range(self.batch):
            try:
                self._one_game(st, tba, cfg, b, int(arr[b]), 1)
            except Exception as exc:
                raise self._raised(exc, b) from exc

    def reset_one(self, b: int, seed: int) -> None:
        """Start game ``b`` anew from ``seed`` (an int in [0, 2**63))."""
        b = check_index("b", b, self.batch)
        seed = check_seed("seed", seed)
        self._why.pop(b, None)
        try:
            self._one_game(self._state, self.tba, self.cfg, b, seed, 1)
        except Exception as exc:
            raise self._raised(exc, b) from exc

    def step(self, actions: np.ndarray | list[int] | int) -> None:
        """Apply ``actions[b]`` in every game that is not over (finished games ignore theirs).

        Raises ``ValueError`` if any action is illegal (or not an int); games before the
        offending one in the batch have then already advanced, the offending game and those
        after it have not (nothing is corrected). Raises ``ERROR``, moving no game, when a game
        of the batch is broken, and when a game breaks in this step (the games before it have
        moved).
        """
        acts = np.asarray(actions)
        if acts.ndim == 0:
            acts = acts.reshape(1)
        if acts.shape != (self.batch,):
            raise ValueError(f"need {self.batch} actions, got shape {acts.shape}")
        if acts.dtype.kind not in "iu":
            raise ValueError(f"actions must be ints, got dtype {acts.dtype}: {actions!r}")
        if self._broken.any():
            self._refuse_broken()
        done, mask, n_act = self._done, self._mask_arr, self.n_actions
        st, tba, cfg = self._state, self.tba, self.cfg
        for b in range(self.batch):
            if done[b]:
                continue
            a = int(acts[b])
            if not (0 <= a < n_act) or not mask[b, a]:
                self._illegal(b, a)
            try:
                self._one_game(st, tba, cfg, b, a, 0)
            except Exception as exc:
                raise self._raised(exc, b) from exc

    def step_unchecked(self, actions: np.ndarray, err: np.ndarray | None = None) -> np.ndarray:
        """The whole batch in one compiled call (the ruleset's ``step_batch``); ``err[b]`` is
        the ``ERR_*`` code (illegal actions are not applied and are reported there, never
        corrected). ``actions`` (and ``err``) are C-contiguous int64 arrays of shape (batch,).
        Raises ``ERROR``, moving no game, when a game of the batch is broken, and when a game
        breaks in this call (the games before it have moved and have their ``err``; the later
        ones have not moved)."""
        check_array("actions", actions, np.int64, (self.batch,))
        if err is None:
            err = self._err
        else:
            check_array("err", err, np.int64, (self.batch,))
        if self._broken.any():
            self._refuse_broken()
        step_batch, _ = self.batch_entry_points()
        try:
            n_broken = step_batch(self._state, self.tba, self.cfg, actions, err)
        except Exception as exc:
            raise self._raised(exc) from exc
        if n_broken:
            self._refuse_broken()
        return err

    def _illegal(self, b: int, a: int) -> None:
        """The ValueError for illegal action ``a`` of game ``b``, naming the legal ones."""
        legal = self.legal_actions(b)
        shown = ", ".join(f"{x} ({self.action_to_string(x, b)})" for x in legal[:20])
        more = "" if len(legal) <= 20 else f", ... ({len(legal)} in all)"
        raise ValueError(
            f"illegal action {a} ({self.action_to_string(a, b)}) for seat {int(self.actor[b])}"
            f" in game {b}; legal actions: {shown}{more}"
        )

    def legal_actions(self, b: int = 0) -> list[int]:
        """Legal action ids of game ``b``'s pending decision (``ERROR`` if it is broken)."""
        b = check_index("b", b, self.batch)
        if self._broken[b]:
            raise self._broken_error(b)
        return [int(x) for x in np.flatnonzero(self._mask_arr[b, : self.n_actions])]

    # ------------------------------------------------------------------ observation
    def observe(self, seat: int, b: int = 0, out: np.ndarray | None = None) -> np.ndarray:
        """Observation vector of ``seat`` in game ``b`` (float32, ``obs_size``); ``out``: a
        C-contiguous float32 array of shape (obs_size,) to write it into."""
        if type(b) is not int or not 0 <= b < self.batch:
            b = check_index("b", b, self.batch)
        if type(seat) is not int or not 0 <= seat < self._players:
            seat = check_index("seat", seat, self._players)
        if self._broken[b]:
            raise self._broken_error(b)
        if out is None:
            out = np.zeros(self.obs_size, dtype=np.float32)
        else:
            check_array("out", out, np.float32, (self.obs_size,))
        self._encode_one(self._state, self.tba, self.cfg, self.layout.maps, b, seat, out)
        return out

    def observe_batch(self, seats: np.ndarray, out: np.ndarray) -> np.ndarray:
        """Observation of ``seats[b]`` for every game into ``out[b]`` in one compiled call (the
        ruleset's ``encode_batch``; ``seats``: ints in range(players), shape (batch,); ``out``:
        float32 (batch, obs_size))."""
        seats = np.asarray(seats)
        if seats.shape != (self.batch,) or seats.dtype.kind not in "iu":
            raise ValueError(
                f"seats must be ints of shape ({self.batch},), got {seats.dtype} {seats.shape}"
            )
        bad = np.flatnonzero((seats < 0) | (seats >= self.players))
        if bad.size:
            check_index(f"seats[{int(bad[0])}]", int(seats[bad[0]]), self.players)
        check_array("out", out, np.float32, (self.batch, self.obs_size))
        self._refuse_broken()
        seats = np.ascontiguousarray(seats, dtype=np.int64)
        _, encode_batch = self.batch_entry_points()
        encode_batch(self._state, self.tba, self.cfg, self.layout.maps, seats, out)
        return out

    def returns(self, b: int = 0) -> np.ndarray:
        """Per-seat result of game ``b`` (zeros while it runs): reward_win / reward_loss, or
        reward_truncated for everyone when truncated."""
        b = check_index("b", b, self.batch)
        out = np.zeros(self.players, dtype=np.float32)
        g = self._state[b]
        if not g["done"]:
            return out
        if g["truncated"]:
            out[:] = self.config.reward_truncated
            return out
        won = g["won"][: self.players]
        out[:] = np.where(won != 0, self.config.reward_win, self.config.reward_loss)
        return out

    def winner_names(self, b: int = 0) -> list[str]:
        """The identities of the seats that won game ``b``, each once, in identity order (empty
        while it runs or when truncated)."""
        b = check_index("b", b, self.batch)
        g = self._state[b]
        idents = {int(g["ident"][p]) for p in range(self.players) if g["won"][p]}
        return [self.IDENTITY_NAMES[k] for k in sorted(idents)]

    def action_to_string(self, action: int, b: int = 0) -> str:
        """Action ``action`` in words (the ruleset's)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ state
    def copy(self) -> RecordBatchEngine:
        """An independent engine holding a copy of the whole batch state (the content tables
        shared: they are never written; the compiled entry points reused: same types)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.state = copy_state(self._state)
        other._why = dict(self._why)
        for name in ("_one_game", "_encode_one"):  # not bound yet: the copy binds its own
            if getattr(getattr(self, name, None), "__self__", None) is self:
                setattr(other, name, getattr(other, "_first" + name))
        return other

    def __copy__(self) -> RecordBatchEngine:
        """``copy.copy``: an independent copy, as :meth:`copy` (a copy sharing the state would
        share its views and entry points with the original)."""
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> RecordBatchEngine:
        """``copy.deepcopy``: :meth:`copy`."""
        other = self.copy()
        memo[id(self)] = other
        return other

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """``pickle``: the engine travels as its class, config and :meth:`to_bytes` and is
        rebuilt by :func:`~qxs_env.engine.state.rebuild_engine` (in another process too; the
        compiled entry points cannot be pickled)."""
        return (rebuild_engine, (type(self), self.config, int(self.batch), self.to_bytes()))

    @classmethod
    def replay(cls, config: Any, seed: int, actions: list[int]) -> RecordBatchEngine:
        """Rebuild a game from (config, seed, actions): a one-game engine in the same state."""
        eng = cls(config, batch=1)
        eng.reset_one(0, seed)
        for a in actions:
            eng.step([a])
        return eng

    def _info(self) -> dict[str, Any]:
        conf = self.config.to_dict()
        digest = hashlib.sha256(json.dumps(conf, sort_keys=True).encode()).hexdigest()
        return {"game": self.GAME, "config": conf, "config_digest": digest}

    def to_bytes(self) -> bytes:
        """The batch state with this engine's config (``engine.state.state_to_bytes``)."""
        return state_to_bytes(self._state, self._info())

    def load_bytes(self, data: bytes) -> None:
        """Replace the state by one :meth:`to_bytes` saved under the same config (the batch
        size follows the saved one)."""
        ranges = self.STATE_RANGES

        def check(st: np.ndarray, players: int, n_cards: int) -> None:
            check_state(st, players, n_cards, ranges=ranges)

        info, st = read_state_bytes(
            data, self.STATE_DTYPE, self.players, int(self.tba[0]["n_cards"]), check
        )
        if info.get("config") != self._info()["config"]:
            raise ValueError(f"the saved state is of another config: {info.get('config')}")
        self.state = st
        for b in np.flatnonzero(self._broken):
            self._why[int(b)] = "it was saved broken"


def one_game_entry(engine: RecordBatchEngine) -> Any:
    """The ruleset's ``one_game`` bound for the engine's state, tables and config (a
    descriptor's ``one_game_entry``)."""
    one_game, _ = engine.entry_points()
    return fast_entry(one_game, (engine.state, engine.tba, engine.cfg, 0, 0, 0))


def encode_one_entry(engine: RecordBatchEngine, out: np.ndarray | None = None) -> Any:
    """The ruleset's ``encode_one`` bound for the engine's types and a float32 row like ``out``
    (a descriptor's ``encode_one_entry``)."""
    _, encode_one = engine.entry_points()
    row = np.zeros(engine.obs_size, np.float32) if out is None else out
    example = (engine.state, engine.tba, engine.cfg, engine.layout.maps, 0, 0, row)
    return fast_entry(encode_one, example)
