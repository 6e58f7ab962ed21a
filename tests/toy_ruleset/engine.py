"""The toy game's configuration and batch engine: the Python side the adapters drive
(``qxs_env.envs``), with the members they use of an engine (``registry.Ruleset.engine_class``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

import numpy as np

from qxs_env.engine.checks import check_index, is_int
from qxs_env.engine.fastcall import fast_entry
from qxs_env.engine.layout import ACTION_BLOCKS, C_AUTO_FORCED, C_PLAYERS
from qxs_env.engine.state import (
    alloc_state,
    check_state,
    copy_state,
    read_state_bytes,
    state_to_bytes,
)

from . import content as K
from . import rules as R

MODES = ("standard",)


def identity_counts(players: int, mode: str = "standard") -> tuple[int, int, int]:
    """(leaders, loyal, rebels) of a game of ``players`` seats (4: 1, 1, 2; 5: 1, 1, 3;
    6: 1, 2, 3)."""
    if mode not in MODES or not K.MIN_PLAYERS <= players <= K.MAX_SEATS:
        raise ValueError(f"no identity table for {players} players in mode {mode!r}")
    loyal = 1 if players < 6 else 2
    return 1, loyal, players - 1 - loyal


@dataclasses.dataclass(frozen=True)
class ToyConfig:
    """A toy game's configuration (validated at construction).

    Attributes:
        players: 4-6 seats. mode: ``"standard"`` (the one identity table).
        max_turns: the game is truncated when this many turns have been played (0: never).
        auto_forced: a decision with one legal action (a pass when the seat holds no card that
            answers) is taken without asking; off, every seat is asked in every window, so
            that being asked reveals nothing.
        reward_win, reward_loss, reward_truncated: each seat's result at the end.
    """

    players: int = 5
    mode: str = "standard"
    max_turns: int = 100
    auto_forced: bool = True
    reward_win: float = 1.0
    reward_loss: float = -1.0
    reward_truncated: float = 0.0

    def __post_init__(self) -> None:
        if not is_int(self.players) or not K.MIN_PLAYERS <= self.players <= K.MAX_SEATS:
            raise ValueError(
                f"players must be an int in {K.MIN_PLAYERS}..{K.MAX_SEATS}, got {self.players!r}"
            )
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {self.mode!r}")
        if not is_int(self.max_turns) or not 0 <= self.max_turns < 2**31:
            raise ValueError(f"max_turns must be an int >= 0, got {self.max_turns!r}")
        if not isinstance(self.auto_forced, bool):
            raise TypeError(f"auto_forced must be a bool, got {self.auto_forced!r}")

    def replace(self, **changes: Any) -> ToyConfig:
        """A copy with ``changes`` applied (validated)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The fields as plain data."""
        return dataclasses.asdict(self)

    def to_array(self) -> np.ndarray:
        """The compiled code's config (``cfg``, int64)."""
        _, loyal, rebels = identity_counts(self.players, self.mode)
        cfg = np.zeros(K.N_TOY_CFG, dtype=np.int64)
        cfg[C_PLAYERS] = self.players
        cfg[K.C_MAX_TURNS] = self.max_turns
        cfg[C_AUTO_FORCED] = int(self.auto_forced)
        cfg[K.C_N_LOYAL] = loyal
        cfg[K.C_N_REBEL] = rebels
        return cfg


class ToyEngineError(RuntimeError):
    """A game of a :class:`ToyEngine` is broken (the compiled rules raised inside it); ``game``
    is its index in the batch."""

    def __init__(self, message: str, game: int) -> None:
        super().__init__(message)
        self.game = game


@dataclasses.dataclass(frozen=True)
class ToyLayout:
    """The observation layout: ``size``, and ``maps``, the array the adapters hand the compiled
    observation (``encode_one``, ``vec_step``); the toy needs none, so it is a dummy."""

    size: int = R.OBS_SIZE
    maps: np.ndarray = dataclasses.field(default_factory=lambda: np.zeros(1, np.int64))


class ToyEngine:
    """A batch of ``batch`` toy games of one :class:`ToyConfig` (the members the adapters use
    of an engine; ``registry.Ruleset.engine_class``)."""

    def __init__(self, config: ToyConfig | None = None, batch: int = 1) -> None:
        if config is not None and not isinstance(config, ToyConfig):
            raise TypeError(f"config must be a ToyConfig, got {type(config).__name__}")
        if not is_int(batch) or batch < 1:
            raise ValueError(f"batch must be an int >= 1, got {batch!r}")
        self.config = config if config is not None else ToyConfig()
        self.tba = K.make_tables(self.config.players)
        self.cfg = self.config.to_array()
        self.layout = ToyLayout()
        self.obs_size = R.OBS_SIZE
        self.n_actions = K.n_actions(self.config.players)
        self.state = alloc_state(int(batch), K.STATE_DTYPE)
        self._why: dict[int, str] = {}

    @property
    def state(self) -> np.ndarray:
        """The batch state (a record array of ``rules.STATE_DTYPE``)."""
        return self._state

    @state.setter
    def state(self, st: np.ndarray) -> None:
        if not (isinstance(st, np.ndarray) and st.dtype == K.STATE_DTYPE and st.ndim == 1):
            raise ValueError("ToyEngine.state must be a 1-d array of rules.STATE_DTYPE")
        self._state = st.view(np.recarray)
        self.batch = st.shape[0]
        self._one_game = fast_entry(R.one_game, (self._state, self.tba, self.cfg, 0, 0, 0))
        self._encode = fast_entry(
            R.encode_one,
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
    def _broken_error(self, b: int, cause: str | None = None) -> ToyEngineError:
        if cause is not None:
            self._why[b] = cause
        why = self._why.get(b, "the compiled rules raised inside it earlier")
        seed = int(self._state["seed"][b])
        return ToyEngineError(f"toy game {b} (seed {seed}) is broken: {why}; reset it", b)

    def _raised(self, exc: Exception, b: int | None = None) -> ToyEngineError:
        if b is None:
            marked = np.flatnonzero(self.broken)
            b = int(marked[0]) if marked.size else -1
        if b < 0:
            return ToyEngineError(f"the compiled toy engine raised: {exc}", -1)
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
        """Apply ``actions[b]`` to every game not over; ValueError for an illegal one."""
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
        return [K.IDENTITY_NAMES[k] for k in sorted(idents)]

    def action_to_string(self, action: int, b: int = 0) -> str:
        """Action ``action`` in words (seats absolute, in the context of game ``b``)."""
        if not is_int(action):
            raise TypeError(f"action must be an int, got {action!r}")
        b = check_index("b", b, self.batch)
        a = int(action)
        if 0 <= a < K.N_FACES:
            return f"play {K.FACE_NAMES[a]}"
        if K.A_SEAT <= a < K.A_SEAT + self.players:
            actor = max(int(self.actor[b]), 0)
            return f"target seat {(actor + a - K.A_SEAT) % self.players}"
        off = {name: int(v) for name, v in zip(ACTION_BLOCKS, self.tba[0]["act_off"], strict=False)}
        if a == off["pass"]:
            return "pass"
        if off["shown"] <= a < off["place"]:
            return f"take shown card {a - off['shown']}"
        if off["place"] <= a < self.n_actions:
            return ("put it on top of the draw pile", "put it at the bottom")[a - off["place"]]
        return f"action {a} (out of range)"

    # ------------------------------------------------------------------ state
    def copy(self) -> ToyEngine:
        """An independent engine holding a copy of the state."""
        other = object.__new__(ToyEngine)
        other.__dict__.update(self.__dict__)
        other.state = copy_state(self._state)
        other._why = dict(self._why)
        return other

    def _info(self) -> dict[str, Any]:
        conf = self.config.to_dict()
        digest = hashlib.sha256(json.dumps(conf, sort_keys=True).encode()).hexdigest()
        return {"game": "toy", "config": conf, "config_digest": digest}

    def to_bytes(self) -> bytes:
        """The batch state with this engine's config (``engine.state.state_to_bytes``)."""
        return state_to_bytes(self._state, self._info())

    def load_bytes(self, data: bytes) -> None:
        """Replace the state by one :meth:`to_bytes` saved under the same config."""
        info, st = read_state_bytes(
            data, K.STATE_DTYPE, self.players, int(self.tba[0]["n_cards"]), _check
        )
        if info.get("config") != self._info()["config"]:
            raise ValueError(f"the saved state is of another config: {info.get('config')}")
        self.state = st


def _check(st: np.ndarray, players: int, n_cards: int) -> None:
    """The framework's range checks and the toy's own fields'."""
    check_state(st, players, n_cards, ranges=(("ident", 0, 2), ("won", 0, 1)))
