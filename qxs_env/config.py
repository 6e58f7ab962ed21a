"""Game configuration: player count, mode, deck and the rule switches of docs/rulings.md.

``GameConfig`` is the one object that, together with a seed and the list of actions, determines
a game exactly. It is converted to the engine's int32 ``cfg`` array by :meth:`GameConfig.to_array`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from qxs_env.constants import IDENTITY_NAMES, MAX_PLAYERS, MIN_PLAYERS
from qxs_env.engine import layout as L

MODES = ("standard", "melee")
HERO_SETS = ("off", "standard", "all", "implemented")
"""``GameConfig.heroes`` values: off (skill-less characters), standard (the 40 base heroes), all
(80), implemented (every hero whose skills the engine implements: for fuzzing and the lab)."""
HERO_ASSIGN_MODES = ("draft", "random")


@dataclass(frozen=True)
class GameConfig:
    """Everything that fixes the rules of a game (the seed and actions fix the rest).

    players, mode: 4-10 players; ``"melee"`` (混战) exists only at 8 players (R-S1).
    deck: ``"starter"``, ``"standard"``, ``"basic"`` or a path to a deck YAML file.
    heroes: ``"off"`` (the rulebook's first game: skill-less characters with 4 HP, R-S4; ``"none"``
        is accepted as an alias), ``"standard"`` (the 40 base heroes), ``"all"`` (the 80) or
        ``"implemented"`` (only heroes whose every skill the engine implements).
    hero_pool: optional tuple of hero ids restricting the pool (draft and random deal).
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
    reward_win / reward_loss / reward_truncated: per-seat returns at the end of a game.
    blue_identities: the identities whose identity cards are blue (names of
        ``constants.IDENTITY_NAMES``). Only 黛绮丝's 金花婆婆 reads it; the colours are printed on
        no card we have, so this is a ruling (docs/rulings.md "Expansion heroes, 黛绮丝"):
        ``("cult",)``, since she is the 明教 dragon king and 明教 is the novels' 魔教.
    """

    players: int = 8
    mode: str = "standard"
    deck: str = "starter"
    heroes: str = "off"
    hero_pool: tuple[str, ...] | None = None
    hero_assign: str | tuple[str, ...] = "draft"
    max_turns: int = 500
    max_decisions: int = 70_000
    auto_forced: bool = True
    lingbo_both: bool = True
    mutual_knowledge: bool = False
    heal_at_full: bool = False
    specials: bool = False
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
        if not isinstance(self.players, int) or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(
                f"players must be an int from {MIN_PLAYERS} to {MAX_PLAYERS}, got {self.players!r}"
            )
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {self.mode!r}")
        if self.mode == "melee" and self.players != 8:
            raise ValueError("mode 'melee' (混战) exists only for 8 players (R-S1)")
        if self.heroes == "none":
            object.__setattr__(self, "heroes", "off")
        if self.heroes not in HERO_SETS:
            raise ValueError(f"heroes must be one of {HERO_SETS}, got {self.heroes!r}")
        if isinstance(self.hero_pool, list):
            object.__setattr__(self, "hero_pool", tuple(self.hero_pool))
        if isinstance(self.hero_assign, list):
            object.__setattr__(self, "hero_assign", tuple(self.hero_assign))
        if isinstance(self.hero_assign, tuple):
            if len(self.hero_assign) != self.players:
                raise ValueError(
                    f"hero_assign lists {len(self.hero_assign)} heroes for {self.players} players"
                )
        elif self.hero_assign not in HERO_ASSIGN_MODES:
            raise ValueError(
                f"hero_assign must be one of {HERO_ASSIGN_MODES} or a tuple of hero ids per seat,"
                f" got {self.hero_assign!r}"
            )
        for name in ("max_turns", "max_decisions", "hand_start", "draw_per_turn", "kill_draw"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must be >= 0, got {getattr(self, name)}")
        if isinstance(self.blue_identities, (list, str)):
            blue = (self.blue_identities,) if isinstance(self.blue_identities, str) else (
                self.blue_identities
            )
            object.__setattr__(self, "blue_identities", tuple(blue))
        unknown = [x for x in self.blue_identities if x not in IDENTITY_NAMES]
        if unknown:
            raise ValueError(
                f"blue_identities names unknown identities {unknown}; known: {IDENTITY_NAMES}"
            )
        if self.base_hp < 1:
            raise ValueError(f"base_hp must be >= 1, got {self.base_hp}")
        if self.attacks_per_turn < 0:
            raise ValueError(f"attacks_per_turn must be >= 0, got {self.attacks_per_turn}")

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
        """The engine's int32 rule array (indices ``layout.C_*``)."""
        a = np.zeros(L.N_CFG, dtype=np.int32)
        a[L.C_PLAYERS] = self.players
        a[L.C_HAND_START] = self.hand_start
        a[L.C_DRAW] = self.draw_per_turn
        a[L.C_BASE_HP] = self.base_hp
        a[L.C_LEADER_BONUS] = self.leader_hp_bonus
        a[L.C_MAX_TURNS] = self.max_turns
        a[L.C_AUTO_FORCED] = int(self.auto_forced)
        a[L.C_LINGBO_BOTH] = int(self.lingbo_both)
        a[L.C_MUTUAL_KNOWLEDGE] = int(self.mutual_knowledge)
        a[L.C_KILL_DRAW] = self.kill_draw
        a[L.C_ATTACKS_PER_TURN] = self.attacks_per_turn
        a[L.C_HEAL_AT_FULL] = int(self.heal_at_full)
        a[L.C_MAX_DECISIONS] = self.max_decisions
        a[L.C_HEROES] = 0 if self.heroes == "off" else 1
        a[L.C_SPECIALS] = int(self.specials)
        if isinstance(self.hero_assign, tuple):
            a[L.C_HERO_ASSIGN] = L.HA_FIXED
        else:
            a[L.C_HERO_ASSIGN] = L.HA_RANDOM if self.hero_assign == "random" else L.HA_DRAFT
        if len(identity_counts) != 6 or sum(identity_counts) != self.players:
            raise ValueError(f"identity counts {identity_counts} do not fit {self.players} players")
        a[L.C_ID_COUNTS : L.C_ID_COUNTS + 6] = identity_counts
        a[L.C_BLUE_IDS] = sum(1 << IDENTITY_NAMES.index(x) for x in set(self.blue_identities))
        return a
