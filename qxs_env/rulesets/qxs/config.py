"""Game configuration: player count, mode, deck and the rule switches of docs/rulings.md.

``GameConfig`` is the one object that, together with a seed and the list of actions, determines
a game exactly. It is converted to the engine's int32 ``cfg`` array by :meth:`GameConfig.to_array`.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, MAX_PLAYERS, MIN_PLAYERS

MODES = ("standard", "melee")
HERO_SETS = ("off", "standard", "all", "implemented")
"""``GameConfig.heroes`` values: off (skill-less characters), standard (the 40 base heroes), all
(80), implemented (every hero whose skills the engine implements: for fuzzing and the lab)."""
HERO_ASSIGN_MODES = ("draft", "random")

INT32_MAX = 2**31 - 1
INT_FIELDS: dict[str, tuple[int, int]] = {
    "players": (MIN_PLAYERS, MAX_PLAYERS),
    "max_turns": (0, INT32_MAX),  # state.turn is an int32
    "max_decisions": (0, INT32_MAX),  # state.ndec is an int32
    "hand_start": (0, 50),
    "draw_per_turn": (0, 50),
    "kill_draw": (0, 50),
    "attacks_per_turn": (0, 50),  # counted in state.pt, an int8
    "base_hp": (1, 50),  # state.hp / maxhp are int8
}
"""Allowed range (inclusive) of every int field: what the state's dtypes hold with room to spare
and what makes a playable game. ints only: a bool or a float (even 3.0) is refused."""
LEADER_BONUS_RANGE = (0, 10)  # base_hp + bonus <= 60: int8 HP, room for skills raising it
BOOL_FIELDS = (
    "auto_forced",
    "lingbo_both",
    "mutual_knowledge",
    "heal_at_full",
    "specials",
    "keyed_deal",
)
FLOAT_FIELDS = ("reward_win", "reward_loss", "reward_truncated")
_F32_MAX = float(np.finfo(np.float32).max)  # returns are float32 arrays


def _set(config: Any, name: str, value: Any) -> None:
    object.__setattr__(config, name, value)


def _int_field(name: str, value: Any, lo: int, hi: int) -> int:
    """``value`` as a plain int in [lo, hi]; bools, floats and other types are refused."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{name} must be an int from {lo} to {hi}, got {value!r}")
    if not lo <= int(value) <= hi:
        raise ValueError(f"{name} must be an int from {lo} to {hi}, got {value!r}")
    return int(value)


def _bool_field(name: str, value: Any) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise ValueError(f"{name} must be a bool (True or False), got {value!r}")
    return bool(value)


def _float_field(name: str, value: Any) -> float:
    """A finite real number that a float32 holds (ints accepted, bools and strings not)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(
        value, (int, float, np.integer, np.floating)
    ):
        raise ValueError(f"{name} must be a finite real number, got {value!r}")
    x = float(value)
    if not math.isfinite(x) or abs(x) > _F32_MAX:
        raise ValueError(f"{name} must be a finite real number (float32 range), got {value!r}")
    return x


def _str_field(name: str, value: Any, allowed: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in allowed:
        raise ValueError(f"{name} must be one of {allowed}, got {value!r}")


def _names_field(name: str, value: Any) -> tuple[str, ...]:
    """A tuple of non-empty strs (a list is accepted and converted)."""
    if not isinstance(value, (list, tuple)) or not all(isinstance(x, str) and x for x in value):
        raise ValueError(f"{name} must be a tuple of non-empty strs, got {value!r}")
    return tuple(value)


HERO_HP_RANGE = (1, 50)
"""A hero's printed HP as ``hero_hp`` may set it (state.hp / maxhp are int8, with the leader's
bonus and skills on top)."""


def hero_hp_overrides(entries: tuple[str, ...] | None) -> dict[str, int]:
    """``("guojing:5", ...)`` -> ``{"guojing": 5}``: the ``hero_hp`` field as a mapping.
    Raises ValueError naming the entry for a malformed one, an HP out of
    :data:`HERO_HP_RANGE` or a hero given twice (the hero ids are checked against the
    catalogue when the game's hero tables are made)."""
    out: dict[str, int] = {}
    lo, hi = HERO_HP_RANGE
    for entry in entries or ():
        hero, colon, value = entry.partition(":")
        hero, value = hero.strip(), value.strip()
        if not colon or not hero or not value.lstrip("-").isdigit():
            raise ValueError(f"hero_hp entry {entry!r}: expected hero_id:hp, e.g. guojing:5")
        if not lo <= int(value) <= hi:
            raise ValueError(f"hero_hp entry {entry!r}: the HP must be from {lo} to {hi}")
        if hero in out:
            raise ValueError(f"hero_hp gives {hero!r} twice")
        out[hero] = int(value)
    return out


@dataclass(frozen=True)
class GameConfig:
    """Everything that fixes the rules of a game (the seed and actions fix the rest).

    Every field is checked when the config is made (and by :meth:`replace`): a wrong type or a
    value out of range raises ``ValueError`` naming the field. Switches take bools only; counts
    take ints only (not bools, not floats), in the ranges of ``INT_FIELDS`` /
    ``LEADER_BONUS_RANGE``; rewards take finite real numbers (stored as float).

    players, mode: 4-10 players; ``"melee"`` (混战) exists only at 8 players (R-S1).
    deck: ``"standard"`` (default: the rulebook's 200 cards), ``"basic"`` (140), ``"starter"``
        (the small deck that proves the framework), ``"wide"`` or a path to a deck YAML file.
    heroes: ``"standard"`` (default: the 40 base heroes, drafted as in R-S4), ``"off"`` (the
        rulebook's first game: skill-less characters with 4 HP; ``"none"`` is accepted as an
        alias), ``"all"`` (the 80) or ``"implemented"`` (only heroes whose every skill the engine
        implements). The defaults are the rulebook's complete game (docs/rulings.md, "The
        default game"); the special cards stay off (``specials``), an optional module.
    hero_pool: optional tuple of hero ids restricting the pool (draft and random deal).
    hero_hp: optional tuple of ``"hero_id:hp"`` entries: those heroes' printed HP changed (a
        designer's variant, ``qxs compare --variant 'hero_hp=guojing:5'`` and ``qxs balance
        --kinds heroes``); the others keep the catalogue's.
    hero_assign: ``"draft"`` (R-S4), ``"random"`` (dealt without choice) or a tuple of hero ids,
        one per seat (controlled experiments; the pool is then ignored).
    max_turns: the game is truncated (no winner) when this many turns have started (0 = never).
    max_decisions: truncation after this many player decisions in one game (0 = never). A
        safety net for loops inside one turn, which ``max_turns`` cannot see; the default is
        about 20 times the most decisions measured in one game (docs/rulings.md, "Turn and
        decision limits").
    auto_forced: decisions with exactly one legal action are taken by the engine itself.
    lingbo_both: 凌波微步 applies both modifiers in either slot (ruling on R-M2).
    mutual_knowledge: the foreign player also learns the collaborator (R-S3 variant).
    heal_at_full: 黑玉断续膏 may be used in the play phase at full HP (ruling: no).
    specials: the optional module of the 3 special cards (屠龙刀, 倚天剑, 玄铁剑): added to the
        deck's cards but set aside at the start (docs/rulings.md, "Special cards").
    keyed_deal: the deck and the draft's hero pool are shuffled by keys drawn per physical card
        and per hero from the game's seed (``engine.random_streams.keyed_sort``) instead of
        by the game's generator: the same game (a uniform shuffle either way) on other deals,
        in which a deck with a card more or fewer deals the others in the same order and a pool
        less one hero offers the others in the same order. The lab turns it on for every arm
        when it compares decks or hero pools (pairs of deals that differ only by the change).
    reward_win / reward_loss / reward_truncated: per-seat returns at the end of a game.
    blue_identities: the identities whose identity cards are blue (names of
        ``constants.IDENTITY_NAMES``). Only 黛绮丝's 金花婆婆 reads it; the colours are printed on
        no card we have, so this is a ruling (docs/rulings.md "Expansion heroes, 黛绮丝"):
        ``("cult",)``, since she is the 明教 dragon king and 明教 is the novels' 魔教.
    """

    players: int = 8
    mode: str = "standard"
    deck: str = "standard"
    heroes: str = "standard"
    hero_pool: tuple[str, ...] | None = None
    hero_hp: tuple[str, ...] | None = None
    hero_assign: str | tuple[str, ...] = "draft"
    max_turns: int = 500
    max_decisions: int = 70_000
    auto_forced: bool = True
    lingbo_both: bool = True
    mutual_knowledge: bool = False
    heal_at_full: bool = False
    specials: bool = False
    keyed_deal: bool = False
    hand_start: int = 5
    draw_per_turn: int = 3
    base_hp: int = 4
    leader_bonus: int | None = None  # None: +1, except 0 at 4 players (R-S5)
    kill_draw: int = 3
    attacks_per_turn: int = 1
    reward_win: float = 1.0
    reward_loss: float = -1.0
    reward_truncated: float = 0.0
    blue_identities: tuple[str, ...] = ("cult",)
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """Check every field (type and range) and normalise lists to tuples, numpy scalars to
        plain Python numbers; a bad field raises ``ValueError`` naming it (see FIELD_LIMITS)."""
        for name, (lo, hi) in INT_FIELDS.items():
            _set(self, name, _int_field(name, getattr(self, name), lo, hi))
        if self.leader_bonus is not None:
            lo, hi = LEADER_BONUS_RANGE
            _set(self, "leader_bonus", _int_field("leader_bonus", self.leader_bonus, lo, hi))
        for name in BOOL_FIELDS:
            _set(self, name, _bool_field(name, getattr(self, name)))
        for name in FLOAT_FIELDS:
            _set(self, name, _float_field(name, getattr(self, name)))
        _str_field("mode", self.mode, MODES)
        if self.mode == "melee" and self.players != 8:
            raise ValueError("mode 'melee' (混战) exists only for 8 players (R-S1)")
        if not isinstance(self.deck, str) or not self.deck.strip():
            raise ValueError(
                f"deck must be a deck name or the path of a deck YAML file (a non-empty str),"
                f" got {self.deck!r}"
            )
        if self.heroes == "none":
            _set(self, "heroes", "off")
        _str_field("heroes", self.heroes, HERO_SETS)
        if self.hero_pool is not None:
            _set(self, "hero_pool", _names_field("hero_pool", self.hero_pool))
        if self.hero_hp is not None:
            _set(self, "hero_hp", _names_field("hero_hp", self.hero_hp))
            hero_hp_overrides(self.hero_hp)
        if isinstance(self.hero_assign, (list, tuple)):
            _set(self, "hero_assign", _names_field("hero_assign", self.hero_assign))
            if len(self.hero_assign) != self.players:
                raise ValueError(
                    f"hero_assign lists {len(self.hero_assign)} heroes for {self.players} players"
                )
        elif not isinstance(self.hero_assign, str) or self.hero_assign not in HERO_ASSIGN_MODES:
            raise ValueError(
                f"hero_assign must be one of {HERO_ASSIGN_MODES} or a tuple of hero ids per seat,"
                f" got {self.hero_assign!r}"
            )
        blue = self.blue_identities
        _set(
            self,
            "blue_identities",
            _names_field("blue_identities", (blue,) if isinstance(blue, str) else blue),
        )
        unknown = [x for x in self.blue_identities if x not in IDENTITY_NAMES]
        if unknown:
            raise ValueError(
                f"blue_identities names unknown identities {unknown}; known: {IDENTITY_NAMES}"
            )
        if not isinstance(self.extra, dict) or not all(isinstance(k, str) for k in self.extra):
            raise ValueError(f"extra must be a dict with str keys, got {self.extra!r}")

    @property
    def leader_hp_bonus(self) -> int:
        """The leader's extra max HP: +1, but none in 4-player games (R-S5)."""
        if self.leader_bonus is not None:
            return self.leader_bonus
        return 0 if self.players == 4 else 1

    def replace(self, **changes: Any) -> GameConfig:
        """A copy with some fields changed (validated again)."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain-data form (for JSON reports and saved states)."""
        return asdict(self)

    def to_array(self, identity_counts: tuple[int, ...]) -> np.ndarray:
        """The engine's int32 rule array (indices ``C_*``: the framework's slots in
        ``qxs_env.engine.layout``, 群侠杀's in ``qxs_env.rulesets.qxs.layout``)."""
        # imported here: importing qxs_env (which imports this module) does not load the rules
        from qxs_env.rulesets.qxs import layout as L

        a = np.zeros(FL.N_CFG, dtype=np.int32)
        a[FL.C_PLAYERS] = self.players
        a[L.C_HAND_START] = self.hand_start
        a[L.C_DRAW] = self.draw_per_turn
        a[L.C_BASE_HP] = self.base_hp
        a[L.C_LEADER_BONUS] = self.leader_hp_bonus
        a[L.C_MAX_TURNS] = self.max_turns
        a[FL.C_AUTO_FORCED] = int(self.auto_forced)
        a[L.C_LINGBO_BOTH] = int(self.lingbo_both)
        a[L.C_MUTUAL_KNOWLEDGE] = int(self.mutual_knowledge)
        a[L.C_KILL_DRAW] = self.kill_draw
        a[L.C_ATTACKS_PER_TURN] = self.attacks_per_turn
        a[L.C_HEAL_AT_FULL] = int(self.heal_at_full)
        a[L.C_MAX_DECISIONS] = self.max_decisions
        a[L.C_HEROES] = 0 if self.heroes == "off" else 1
        a[L.C_SPECIALS] = int(self.specials)
        a[FL.C_KEYED_DEAL] = int(self.keyed_deal)
        if isinstance(self.hero_assign, tuple):
            a[L.C_HERO_ASSIGN] = L.HA_FIXED
        else:
            a[L.C_HERO_ASSIGN] = L.HA_RANDOM if self.hero_assign == "random" else L.HA_DRAFT
        if len(identity_counts) != 6 or sum(identity_counts) != self.players:
            raise ValueError(f"identity counts {identity_counts} do not fit {self.players} players")
        a[L.C_ID_COUNTS : L.C_ID_COUNTS + 6] = identity_counts
        a[L.C_BLUE_IDS] = sum(1 << IDENTITY_NAMES.index(x) for x in set(self.blue_identities))
        return a
