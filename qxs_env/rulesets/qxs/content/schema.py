"""Pydantic models of the content files: card catalogue entries, deck files and identity tables.

The models check everything that can be checked inside one entry (types, required fields per
category, effect ids and params). Checks that need more than one entry or another file (unknown
deck faces, duplicate ids, totals) live in :mod:`qxs_env.rulesets.qxs.content.loader`. File formats
are
described in the package docstring (:mod:`qxs_env.rulesets.qxs.content`).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

from qxs_env.rulesets.content_error import ContentError  # noqa: F401  (re-exported)
from qxs_env.rulesets.qxs.constants import (
    CATEGORY_NAMES,
    COLOUR_NAMES,
    IDENTITY_NAMES,
    MAX_PLAYERS,
    MIN_PLAYERS,
)
from qxs_env.rulesets.qxs.content.effects import encode_params

INT8_MAX = 127


def _check_colour(value: Any) -> str:
    if isinstance(value, str) and value in COLOUR_NAMES:
        return value
    raise ValueError(f"unknown colour {value!r} (expected one of {', '.join(COLOUR_NAMES)})")


Colour = Annotated[str, BeforeValidator(_check_colour)]
"""A colour name: ``red``, ``blue``, ``yellow`` or ``white`` (R-C2)."""

Category = Literal[
    "move", "internal", "mental", "lightness", "strategy", "poison", "medicine", "special"
]
assert set(Category.__args__) == set(CATEGORY_NAMES)  # type: ignore[attr-defined]

_EQUIPMENT = ("internal", "mental", "lightness")
_DELAYABLE = ("strategy", "poison", "medicine", "special")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class EffectRef(_Strict):
    """The effect of a face: a registered effect id and its parameters (see ``effects.py``)."""

    id: str
    params: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _params_match_registry(self) -> EffectRef:
        encode_params(self.id, self.params)  # raises ValueError naming the problem
        return self

    def encoded(self) -> list[int]:
        """The params encoded as the ``face_param`` row (``MAX_PARAMS`` ints)."""
        return encode_params(self.id, self.params)


class CardFace(_Strict):
    """One card face of ``configs/cards.yaml``."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    en: str = Field(min_length=1)
    category: Category
    colour: Colour
    # "test": a face of a deck's ``extra_faces`` file that exists for tests only (no shipped deck)
    set: Literal["standard", "basic_edition_generic", "test"]
    power: int | None = Field(default=None, ge=0, le=INT8_MAX)
    range: int | None = Field(default=None, ge=1, le=INT8_MAX)
    attack_range: int | None = Field(default=None, ge=1, le=INT8_MAX)
    slot: Literal["minus", "plus", "either"] | None = None
    distance_attack: int | None = Field(default=None, ge=-INT8_MAX, le=0)
    distance_defend: int | None = Field(default=None, ge=0, le=INT8_MAX)
    delayed: bool = False
    # school (门派) of the card: 少林 cards (少林方丈) are those named 少林..., unless a face says
    # otherwise with an explicit `school`
    school: Literal["shaolin", "none"] | None = None
    effect: EffectRef
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _fields_fit_category(self) -> CardFace:
        cat = self.category
        is_move = cat == "move"
        if is_move and (self.power is None or self.range is None):
            raise ValueError("a move needs both power and range")
        if not is_move and (self.power is not None or self.range is not None):
            raise ValueError(f"power/range are for moves only, not {cat}")
        if cat == "internal" and self.attack_range is None:
            raise ValueError("an internal art needs attack_range")
        if cat != "internal" and self.attack_range is not None:
            raise ValueError(f"attack_range is for internal arts only, not {cat}")
        lightness = (self.slot, self.distance_attack, self.distance_defend)
        if cat == "lightness":
            if None in lightness:
                raise ValueError("a lightness art needs slot, distance_attack and distance_defend")
            needs_attack = self.slot in ("minus", "either")
            needs_defend = self.slot in ("plus", "either")
            if needs_attack != (self.distance_attack != 0):
                raise ValueError(
                    f"slot {self.slot!r} does not match distance_attack {self.distance_attack}"
                )
            if needs_defend != (self.distance_defend != 0):
                raise ValueError(
                    f"slot {self.slot!r} does not match distance_defend {self.distance_defend}"
                )
        elif lightness != (None, None, None):
            raise ValueError(f"slot/distance_attack/distance_defend are for lightness, not {cat}")
        if self.delayed and cat not in _DELAYABLE:
            raise ValueError(f"a {cat} card cannot be delayed")
        if self.set == "basic_edition_generic" and not is_move:
            raise ValueError("only moves can be basic_edition_generic")
        return self

    @property
    def is_shaolin(self) -> bool:
        """A card of the Shaolin school: an explicit ``school``, else 少林 in its name."""
        if self.school is not None:
            return self.school == "shaolin"
        return "少林" in self.name

    @property
    def is_equipment(self) -> bool:
        """True for internal, mental and lightness arts (R-E1)."""
        return self.category in _EQUIPMENT


class CatalogueFile(_Strict):
    """``configs/cards.yaml``: the list of all card faces."""

    faces: list[dict[str, Any]] = Field(min_length=1)


class DeckLine(_Strict):
    """One line of a deck list: ``count`` copies of ``face`` in ``colour``."""

    face: str
    colour: Colour
    count: int = Field(ge=1)


class DeckFile(_Strict):
    """A deck list, ``configs/decks/<name>.yaml``."""

    name: str = Field(min_length=1)
    description: str
    expect_total: int = Field(ge=1)
    cards: list[DeckLine] = Field(min_length=1)
    # a YAML file of further faces (the format of configs/cards.yaml), relative to the deck file:
    # appended after the catalogue's faces for this deck's games only (docs/engine.md, "Adding a
    # card effect": a card that no shipped deck has, e.g. for tests)
    extra_faces: str | None = Field(default=None, min_length=1)


class IdentityCounts(_Strict):
    """How many of each identity (R-S1) one table deals; all six are required."""

    leader: int = Field(ge=0)
    righteous: int = Field(ge=0)
    cult: int = Field(ge=0)
    court: int = Field(ge=0)
    foreign: int = Field(ge=0)
    collaborator: int = Field(ge=0)

    def as_tuple(self) -> tuple[int, ...]:
        """Counts in the order of ``qxs_env.rulesets.qxs.constants.IDENTITY_NAMES``."""
        return tuple(getattr(self, n) for n in IDENTITY_NAMES)


assert tuple(IdentityCounts.model_fields) == IDENTITY_NAMES


class IdentityTable(_Strict):
    """The identity cards dealt for one player count and mode."""

    players: int = Field(ge=MIN_PLAYERS, le=MAX_PLAYERS)
    mode: Literal["standard", "melee"]
    source: Literal["rulebook", "ruling"]
    counts: IdentityCounts

    @model_validator(mode="after")
    def _counts_fit(self) -> IdentityTable:
        total = sum(self.counts.as_tuple())
        if total != self.players:
            raise ValueError(f"identity counts sum to {total}, not to players={self.players}")
        if self.counts.leader != 1:
            raise ValueError(f"a table needs exactly one leader, got {self.counts.leader}")
        return self


class IdentityFile(_Strict):
    """``configs/identities.yaml``."""

    tables: list[IdentityTable] = Field(min_length=1)
