"""三国杀's configuration and batch engine: the Python side the adapters drive (``qxs_env.envs``),
with the members they use of an engine (``registry.Ruleset.engine_class``)."""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

import numpy as np

from qxs_env.engine.batch_engine import RecordBatchEngine
from qxs_env.engine.checks import check_index, is_int
from qxs_env.engine.layout import C_AUTO_FORCED, C_KEYED_DEAL, C_PLAYERS, MAX_CARDS, N_CFG

from . import framework as F
from . import layout as L
from . import observation as O
from . import tables as T
from .content import load_identities

MODES = ("standard", "two_renegades")
"""The identity tables (S-ID-1, ruling S-OPEN-04): ``two_renegades`` is played at 6, 8 and 10
players only."""
MIN_PLAYERS, MAX_PLAYERS = 4, 10


@functools.lru_cache(maxsize=1)
def _tables() -> Any:
    return load_identities()


def identity_counts(players: int, mode: str = "standard") -> tuple[int, int, int, int]:
    """(lords, loyalists, rebels, renegades) of a game of ``players`` seats in ``mode``
    (``configs/sanguosha/identities.yaml``); ValueError for a count or mode without a table
    (``two_renegades`` has rows at 6, 8 and 10 only)."""
    if mode not in MODES or not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"no identity table for {players} players in mode {mode!r}")
    row = _tables().table(players, mode)
    if row.mode != mode:
        raise ValueError(f"mode {mode!r} has no table for {players} players (6, 8 and 10 only)")
    return tuple(int(row.counts[r]) for r in L.IDENTITY_NAMES)  # type: ignore[return-value]


@dataclasses.dataclass(frozen=True)
class SanguoshaConfig:
    """A 三国杀 game's configuration (validated at construction).

    Attributes:
        players: 4-10 seats. mode: ``"standard"`` or ``"two_renegades"`` (6, 8, 10 players).
        deck: ``"seed"`` (default: the seed's 104 cards, every card of the game),
            ``"standard"`` (the published deck: a second 八卦陣 at ♣2 instead of 仁王盾) or
            ``"basic"`` (殺, 閃, 桃) (``tables.DECKS``).
        max_turns: the game is truncated when this many turns have been played (0: never;
            ruling S-OPEN-11).
        auto_forced: a decision with one legal action (a pass when the seat holds no card that
            answers) is taken without asking; off, every seat is asked in every window, so that
            being asked reveals nothing.
        lord_bonus_min_players: the lord's +1 max HP from this many players (ruling S-OPEN-06:
            5; 4 gives it always).
        heroes: ``"standard"`` (the default, the rulebook's complete game: the 25 heroes of
            ``configs/sanguosha/heroes.yaml`` with every skill, drafted before the deal,
            S-SETUP-2) or ``"off"`` (every seat a skill-less character with 4 max HP: the
            rulebook's first game, S-SETUP-5).
        keyed_deal: the deck and the draft's heroes are shuffled by keys drawn per physical
            card and per hero from the game's seed (the framework's ``engine.zones.shuffle_deck``
            and ``engine.draft.shuffle_pool``) instead of the Fisher-Yates shuffle: as uniform,
            but a deck one card apart deals the other cards in the same order, which the lab's
            paired comparisons use (default off: the default deal, the golden digests').
        reward_win, reward_loss, reward_truncated: each seat's result at the end.
    """

    players: int = 5
    mode: str = "standard"
    deck: str = T.DEFAULT_DECK
    max_turns: int = 100
    auto_forced: bool = True
    lord_bonus_min_players: int = 5
    heroes: str = "standard"
    keyed_deal: bool = False
    reward_win: float = 1.0
    reward_loss: float = -1.0
    reward_truncated: float = 0.0

    def __post_init__(self) -> None:
        if not is_int(self.players) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(
                f"players must be an int in {MIN_PLAYERS}..{MAX_PLAYERS}, got {self.players!r}"
            )
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {self.mode!r}")
        identity_counts(self.players, self.mode)
        T.deck_faces(self.deck)
        if not is_int(self.max_turns) or not 0 <= self.max_turns < 2**31:
            raise ValueError(f"max_turns must be an int >= 0, got {self.max_turns!r}")
        for name in ("auto_forced", "keyed_deal"):
            if not isinstance(getattr(self, name), bool):
                raise TypeError(f"{name} must be a bool, got {getattr(self, name)!r}")
        if self.lord_bonus_min_players not in (4, 5):
            raise ValueError(
                f"lord_bonus_min_players must be 4 or 5, got {self.lord_bonus_min_players!r}"
            )
        if self.heroes not in L.HERO_MODES:
            raise ValueError(f"heroes must be one of {L.HERO_MODES}, got {self.heroes!r}")
        for name in ("reward_win", "reward_loss", "reward_truncated"):
            if not isinstance(getattr(self, name), (int, float)):
                raise TypeError(f"{name} must be a number, got {getattr(self, name)!r}")

    def replace(self, **changes: Any) -> SanguoshaConfig:
        """A copy with ``changes`` applied (validated)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The fields as plain data."""
        return dataclasses.asdict(self)

    def to_array(self) -> np.ndarray:
        """The compiled code's config (``cfg``, int64)."""
        _, loyalists, rebels, renegades = identity_counts(self.players, self.mode)
        cfg = np.zeros(N_CFG, dtype=np.int64)
        cfg[C_PLAYERS] = self.players
        cfg[C_AUTO_FORCED] = int(self.auto_forced)
        cfg[L.C_MAX_TURNS] = self.max_turns
        cfg[L.C_LORD_BONUS_MIN] = self.lord_bonus_min_players
        cfg[L.C_N_LOYALIST] = loyalists
        cfg[L.C_N_REBEL] = rebels
        cfg[L.C_N_RENEGADE] = renegades
        cfg[L.C_BASE_HP] = L.BASE_HP
        cfg[L.C_HEROES] = L.HERO_MODES.index(self.heroes)
        cfg[C_KEYED_DEAL] = int(self.keyed_deal)
        return cfg


class SanguoshaEngineError(RuntimeError):
    """A game of a :class:`SanguoshaEngine` is broken (the compiled rules raised inside it);
    ``game`` is its index in the batch."""

    def __init__(self, message: str, game: int) -> None:
        super().__init__(message)
        self.game = game


@dataclasses.dataclass(frozen=True)
class SanguoshaLayout:
    """The observation layout (:mod:`.observation`): ``size``, and ``maps``, the array the
    adapters hand the compiled observation; 三国杀 needs none, so it is a dummy."""

    size: int = O.OBS_SIZE
    maps: np.ndarray = dataclasses.field(default_factory=lambda: np.zeros(1, np.int64))


class SanguoshaEngine(RecordBatchEngine):
    """A batch of ``batch`` 三国杀 games of one :class:`SanguoshaConfig`: the framework's
    :class:`~qxs_env.engine.batch_engine.RecordBatchEngine` over :data:`tables.STATE_DTYPE`
    with 三国杀's entry points and words."""

    GAME = "sanguosha"
    STATE_DTYPE = T.STATE_DTYPE
    ERROR = SanguoshaEngineError
    IDENTITY_NAMES = L.IDENTITY_NAMES
    STATE_RANGES = (
        ("ident", -1, 3),
        ("won", 0, 1),
        ("max_hp", 0, 9),
        ("hero", -1, L.N_HEROES - 1),
        ("kingdom", -1, L.N_KINGDOMS - 1),
        ("gender", -1, 1),
        ("use_sp", 0, 4),
    )

    def __init__(self, config: SanguoshaConfig | None = None, batch: int = 1) -> None:
        if config is not None and not isinstance(config, SanguoshaConfig):
            raise TypeError(f"config must be a SanguoshaConfig, got {type(config).__name__}")
        self.config = config if config is not None else SanguoshaConfig()
        self.tba = T.make_tables(self.config.players, self.config.deck, self.config.heroes)
        self.cfg = self.config.to_array()
        self.layout = SanguoshaLayout()
        self.obs_size = O.OBS_SIZE
        self.n_actions = T.n_actions(self.config.players, self.config.heroes)
        self._start_state(batch)

    def entry_points(self) -> tuple[Any, Any]:
        """三国杀's compiled ``one_game`` and ``encode_one``."""
        return F.one_game, F.encode_one

    def batch_entry_points(self) -> tuple[Any, Any]:
        """三国杀's compiled ``step_batch`` and ``encode_batch``."""
        return F.step_batch, F.encode_batch

    def action_to_string(self, action: int, b: int = 0) -> str:
        """Action ``action`` in words (seats absolute, in the context of game ``b``)."""
        if not is_int(action):
            raise TypeError(f"action must be an int, got {action!r}")
        b = check_index("b", b, self.batch)
        from .terminal import action_text

        return action_text(self, int(action), b)


def card_words(tba0: Any, c: int) -> str:
    """Card ``c`` in words: face, suit and rank (``殺 ♠7``); a converted card (a virtual card
    id: 丈八蛇矛's 殺) as such."""
    if c >= MAX_CARDS:
        return f"a converted card (row {c - MAX_CARDS})"
    if not 0 <= c < T.N_CARDS:
        return f"card {c}"
    face = T.card_set().faces[int(tba0["card_face"][c])].name
    suit = "♠♥♣♦"[int(tba0["card_suit"][c])]
    rank = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(int(tba0["card_rank"][c]))
    return f"{face} {suit}{rank or int(tba0['card_rank'][c])}"


def action_words(tba0: Any, players: int, actor: int, a: int) -> str:
    """Action ``a`` in words for seat ``actor`` (the action blocks of :mod:`.tables`)."""
    off = T.block_offsets(tba0)
    if 0 <= a < off["seat"]:
        return card_words(tba0, a)
    if off["seat"] <= a < off["pick"]:
        return f"seat {(max(actor, 0) + a - off['seat']) % players}"
    if a == off["pick"]:
        return "a hand card at random"
    if off["pick"] < a < off["judge"]:
        return f"equipment slot {a - off['pick'] - 1}"
    if off["judge"] <= a < off["suit"]:
        return f"judgement-area card {a - off['judge']}"
    if off["suit"] <= a < off["skill"]:
        return f"the suit {('spade ♠', 'heart ♥', 'club ♣', 'diamond ♦')[a - off['suit']]}"
    if off["skill"] <= a < off["pass"]:
        return f"the skill {T.hero_set().skills[a - off['skill']].name}"
    if a == off["pass"]:
        return "pass"
    if a == off["yes"] and off["shown"] > off["yes"]:
        return "yes"
    if off["shown"] <= a < off["place"]:
        return f"shown card (or offered hero) {a - off['shown']}"
    if off["place"] <= a < off["done"]:
        return "on top of the draw pile" if a == off["place"] else "at the bottom of the draw pile"
    if off["done"] <= a < off["size"]:
        return "done"
    return f"action {a} (out of range)"
