"""The toy game's configuration and batch engine: the Python side the adapters drive
(``qxs_env.envs``), with the members they use of an engine (``registry.Ruleset.engine_class``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from qxs_env.engine.batch_engine import RecordBatchEngine
from qxs_env.engine.checks import check_index, is_int
from qxs_env.engine.layout import ACTION_BLOCKS, C_AUTO_FORCED, C_PLAYERS

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


class ToyEngine(RecordBatchEngine):
    """A batch of ``batch`` toy games of one :class:`ToyConfig` (the members the adapters use
    of an engine, ``registry.Ruleset.engine_class``: the framework's
    :class:`~qxs_env.engine.batch_engine.RecordBatchEngine` with the toy's words)."""

    GAME = "toy"
    STATE_DTYPE = K.STATE_DTYPE
    ERROR = ToyEngineError
    IDENTITY_NAMES = K.IDENTITY_NAMES
    STATE_RANGES = (("ident", 0, 2), ("won", 0, 1))

    def __init__(self, config: ToyConfig | None = None, batch: int = 1) -> None:
        if config is not None and not isinstance(config, ToyConfig):
            raise TypeError(f"config must be a ToyConfig, got {type(config).__name__}")
        self.config = config if config is not None else ToyConfig()
        self.tba = K.make_tables(self.config.players)
        self.cfg = self.config.to_array()
        self.layout = ToyLayout()
        self.obs_size = R.OBS_SIZE
        self.n_actions = K.n_actions(self.config.players)
        self._start_state(batch)

    def entry_points(self) -> tuple[Any, Any]:
        """The toy's compiled ``one_game`` and ``encode_one``."""
        return R.one_game, R.encode_one

    def batch_entry_points(self) -> tuple[Any, Any]:
        """The toy's compiled ``step_batch`` and ``encode_batch``."""
        return R.step_batch, R.encode_batch

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
        offsets = [int(v) for v in self.tba[0]["act_off"]]
        for name, lo, hi in zip(ACTION_BLOCKS, offsets, offsets[1:], strict=False):
            if lo <= a < hi:
                return _block_words(name, a - lo)
        return f"action {a} (out of range)"


def _block_words(block: str, k: int) -> str:
    """The ``k``-th action of the framework's block ``block`` in words."""
    if block == "shown":
        return f"take shown card {k}"
    if block == "place":
        return ("put it on top of the draw pile", "put it at the bottom")[k]
    return block if k == 0 else f"{block} {k}"
