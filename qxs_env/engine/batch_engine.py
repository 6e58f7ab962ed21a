"""A batch engine over one record type, for any ruleset: the Python members the adapters use of an
engine (``registry.Ruleset.engine_class``: the state, the masks and results, reset and step
through the ruleset's compiled ``one_game``, observations through its ``encode_one``, copies,
saved states and the broken-game contract). Framework: names no card, skill or identity.

A ruleset subclasses :class:`RecordBatchEngine`, sets its class attributes (``GAME``,
``STATE_DTYPE``, ``ERROR``, ``IDENTITY_NAMES``, ``STATE_RANGES``) and the entry points
(:meth:`RecordBatchEngine.entry_points`), and in its ``__init__`` sets ``config``, ``tba``,
``cfg``, ``layout``, ``obs_size`` and ``n_actions`` before calling :meth:`_start_state`. It
writes its own :meth:`action_to_string`.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, ClassVar

import numpy as np

from qxs_env.engine.checks import check_index, is_int
from qxs_env.engine.compile_notice import note_game
from qxs_env.engine.fastcall import fast_entry
from qxs_env.engine.state import (
    alloc_state,
    check_state,
    copy_state,
    read_state_bytes,
    state_to_bytes,
)


class RecordBatchEngine:
    """A batch of games of one config on one record array (the module docstring says what a
    subclass provides)."""

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

    def _start_state(self, batch: int) -> None:
        """Allocate the zeroed state of ``batch`` games (a positive int)."""
        if not is_int(batch) or batch < 1:
            raise ValueError(f"batch must be an int >= 1, got {batch!r}")
        note_game(self.GAME)  # a compile notice names this game's engine
        self.state = alloc_state(int(batch), self.STATE_DTYPE)
        self._why: dict[int, str] = {}

    @property
    def state(self) -> np.ndarray:
        """The batch state (a record array of the ruleset's ``STATE_DTYPE``)."""
        return self._state

    @state.setter
    def state(self, st: np.ndarray) -> None:
        if not (isinstance(st, np.ndarray) and st.dtype == self.STATE_DTYPE and st.ndim == 1):
            raise ValueError(f"{type(self).__name__}.state must be a 1-d array of STATE_DTYPE")
        self._state = st.view(np.recarray)
        self.batch = st.shape[0]
        one_game, encode_one = self.entry_points()
        self._one_game = fast_entry(one_game, (self._state, self.tba, self.cfg, 0, 0, 0))
        self._encode = fast_entry(
            encode_one,
            (self._state, self.tba, self.cfg, self.layout.maps, 0, 0, np.zeros(1, np.float32)),
        )

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def actor(self) -> np.ndarray:
        """The seat each game waits for (-1 when over)."""
        return self._state["actor"]

    @property
    def mask(self) -> np.ndarray:
        """The legal actions of each game's pending decision, bool (B, n_actions)."""
        return self._state["mask"][:, : self.n_actions].view(np.bool_)

    @property
    def done(self) -> np.ndarray:
        return self._state["done"]

    @property
    def broken(self) -> np.ndarray:
        return self._state["broken"]

    # ------------------------------------------------------------------ broken games
    def _broken_error(self, b: int, cause: str | None = None) -> RuntimeError:
        if cause is not None:
            self._why[b] = cause
        why = self._why.get(b, "the compiled rules raised inside it earlier")
        seed = int(self._state["seed"][b])
        return self.ERROR(f"{self.GAME} game {b} (seed {seed}) is broken: {why}; reset it", b)

    def _raised(self, exc: Exception, b: int | None = None) -> RuntimeError:
        if b is None:
            marked = np.flatnonzero(self.broken)
            b = int(marked[0]) if marked.size else -1
        if b < 0:
            return self.ERROR(f"the compiled {self.GAME} engine raised: {exc}", -1)
        return self._broken_error(b, f"{type(exc).__name__}: {exc}")

    def _refuse_broken(self) -> None:
        if self.broken.any():
            raise self._broken_error(int(np.flatnonzero(self.broken)[0]))

    # ------------------------------------------------------------------ play
    def reset(self, seed: int) -> None:
        """Deal every game: game ``b`` gets seed ``seed + b``."""
        for b in range(self.batch):
            self.reset_one(b, seed + b)

    def reset_one(self, b: int, seed: int) -> None:
        """Deal game ``b`` from ``seed``."""
        b = check_index("b", b, self.batch)
        self._why.pop(b, None)
        try:
            self._one_game(self._state, self.tba, self.cfg, b, int(seed), 1)
        except Exception as exc:
            raise self._raised(exc, b) from exc

    def step(self, actions: np.ndarray | list[int]) -> None:
        """Apply ``actions[b]`` to every game not over; ValueError for an illegal one (nothing
        is corrected)."""
        self._refuse_broken()
        for b, a in enumerate(np.asarray(actions).reshape(self.batch).tolist()):
            if self.done[b]:
                continue
            if not (0 <= a < self.n_actions and self.mask[b, a]):
                raise ValueError(f"illegal action {a} in game {b}: legal {self.legal_actions(b)}")
            try:
                self._one_game(self._state, self.tba, self.cfg, b, a, 0)
            except Exception as exc:
                raise self._raised(exc, b) from exc

    def legal_actions(self, b: int = 0) -> list[int]:
        """The legal action ids of game ``b``'s pending decision."""
        b = check_index("b", b, self.batch)
        if self.broken[b]:
            raise self._broken_error(b)
        return [int(x) for x in np.flatnonzero(self.mask[b])]

    def observe(self, seat: int, b: int = 0, out: np.ndarray | None = None) -> np.ndarray:
        """Seat ``seat``'s observation of game ``b`` (float32, ``obs_size``)."""
        b = check_index("b", b, self.batch)
        seat = check_index("seat", seat, self.players)
        out = np.zeros(self.obs_size, np.float32) if out is None else out
        self._encode(self._state, self.tba, self.cfg, self.layout.maps, b, seat, out)
        return out

    def returns(self, b: int = 0) -> np.ndarray:
        """Per-seat result of game ``b`` (zeros while it runs)."""
        b = check_index("b", b, self.batch)
        g = self._state[b]
        out = np.zeros(self.players, dtype=np.float32)
        if not g["done"]:
            return out
        if g["truncated"]:
            out[:] = self.config.reward_truncated
            return out
        for p in range(self.players):
            out[p] = self.config.reward_win if g["won"][p] else self.config.reward_loss
        return out

    def winner_names(self, b: int = 0) -> list[str]:
        """The identities of the seats that won game ``b``, each once (empty while it runs or
        when truncated)."""
        b = check_index("b", b, self.batch)
        g = self._state[b]
        idents = {int(g["ident"][p]) for p in range(self.players) if g["won"][p]}
        return [self.IDENTITY_NAMES[k] for k in sorted(idents)]

    def action_to_string(self, action: int, b: int = 0) -> str:
        """Action ``action`` in words (the ruleset's)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ state
    def copy(self) -> RecordBatchEngine:
        """An independent engine holding a copy of the state."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.state = copy_state(self._state)
        other._why = dict(self._why)
        return other

    def _info(self) -> dict[str, Any]:
        conf = self.config.to_dict()
        digest = hashlib.sha256(json.dumps(conf, sort_keys=True).encode()).hexdigest()
        return {"game": self.GAME, "config": conf, "config_digest": digest}

    def to_bytes(self) -> bytes:
        """The batch state with this engine's config (``engine.state.state_to_bytes``)."""
        return state_to_bytes(self._state, self._info())

    def load_bytes(self, data: bytes) -> None:
        """Replace the state by one :meth:`to_bytes` saved under the same config."""
        ranges = self.STATE_RANGES

        def check(st: np.ndarray, players: int, n_cards: int) -> None:
            check_state(st, players, n_cards, ranges=ranges)

        info, st = read_state_bytes(
            data, self.STATE_DTYPE, self.players, int(self.tba[0]["n_cards"]), check
        )
        if info.get("config") != self._info()["config"]:
            raise ValueError(f"the saved state is of another config: {info.get('config')}")
        self.state = st


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
