"""Read and validate the content files: the card catalogue, deck lists, identity tables, heroes.

Every problem raises :class:`~qxs_env.rulesets.qxs.content.schema.ContentError` whose message names
the file,
the entry and the problem, e.g.
``configs/decks/standard.yaml: cards[12] (face 'foo'): unknown card face 'foo'``.
"""

from __future__ import annotations

import functools
import importlib.resources
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES
from qxs_env.rulesets.qxs.content.schema import (
    INT8_MAX,
    CardFace,
    CatalogueFile,
    Colour,
    ContentError,
    DeckFile,
    DeckLine,
    IdentityFile,
    IdentityTable,
)

DECK_NAMES = ("standard", "basic", "starter", "wide")
"""Decks shipped in ``configs/decks``; any other YAML deck can be loaded by path."""


# --- locating files ----------------------------------------------------------------------------
def configs_dir() -> Path:
    """The ``configs`` directory: ``qxs_env/configs`` if installed, else the repo's ``configs``."""
    try:
        packaged = Path(str(importlib.resources.files("qxs_env") / "configs"))
        if packaged.is_dir():
            return packaged
    except (ModuleNotFoundError, TypeError, ValueError):  # pragma: no cover - odd import setups
        pass
    return Path(__file__).resolve().parents[4] / "configs"


def _shown(path: Path) -> str:
    """How a file is named in error messages: relative to the configs' parent when inside it."""
    root = configs_dir().parent
    try:
        return Path(path).resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(path)


def _read_yaml(path: Path) -> tuple[Any, str]:
    shown = _shown(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(shown, "", "file not found") from None
    try:
        return yaml.safe_load(text), shown
    except yaml.YAMLError as exc:
        raise ContentError(shown, "", f"invalid YAML: {exc}") from None


# --- pydantic errors -> ContentError -------------------------------------------------------------
def _describe(err: dict[str, Any], field_loc: Sequence[Any]) -> str:
    field = ".".join(str(p) for p in field_loc)
    msg = str(err["msg"]).removeprefix("Value error, ")
    if err["type"] == "missing":
        return f"missing field {field!r}"
    if err["type"] == "extra_forbidden":
        return f"unknown field {field!r}"
    return f"{field}: {msg}" if field else msg


def _content_error(
    exc: ValidationError,
    shown: str,
    label: Callable[[tuple[Any, ...]], tuple[str, int]],
) -> ContentError:
    """Turn the first error of ``exc`` into a ContentError.

    ``label(loc)`` returns the entry name for an error location and how many leading items of the
    location it consumed (the rest names the field inside the entry).
    """
    errors = exc.errors()
    first = errors[0]
    entry, used = label(tuple(first["loc"]))
    problem = _describe(first, first["loc"][used:])
    if len(errors) > 1:
        problem += f" (and {len(errors) - 1} more problem(s))"
    return ContentError(shown, entry, problem)


def _validate(
    model: type[BaseModel],
    data: Any,
    shown: str,
    label: Callable[[tuple[Any, ...]], tuple[str, int]] = lambda loc: ("", 0),
) -> Any:
    if data is None:
        raise ContentError(shown, "", "file is empty")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise _content_error(exc, shown, label) from None


def _list_label(data: Any, key: str, describe: Callable[[Any], str]) -> Callable:
    """Entry labels ``key[i] (...)`` for errors inside the list ``data[key]``."""

    def label(loc: tuple[Any, ...]) -> tuple[str, int]:
        if len(loc) >= 2 and loc[0] == key and isinstance(loc[1], int):
            item = data[key][loc[1]]
            return f"{key}[{loc[1]}]{describe(item)}", 2
        return "", 0

    return label


def _face_of(item: Any) -> str:
    return f" (face {item.get('face', item.get('id'))!r})" if isinstance(item, dict) else ""


# --- catalogue ---------------------------------------------------------------------------------
class Catalogue:
    """The validated card faces, in file order (a face's index is its integer face id).

    Attributes: ``faces`` (list of :class:`CardFace`), ``index`` (face id -> int),
    ``face_names_zh`` / ``face_names_en`` / ``face_texts`` (tuples indexed by face), ``path``.
    """

    def __init__(self, faces: Sequence[CardFace], path: Path | None = None) -> None:
        self.faces: list[CardFace] = list(faces)
        self.index: dict[str, int] = {f.id: i for i, f in enumerate(self.faces)}
        self.face_names_zh: tuple[str, ...] = tuple(f.name for f in self.faces)
        self.face_names_en: tuple[str, ...] = tuple(f.en for f in self.faces)
        self.face_texts: tuple[str, ...] = tuple(f.text for f in self.faces)
        self.path = path

    def __len__(self) -> int:
        return len(self.faces)

    def face(self, face_id: str) -> CardFace:
        """The face with id ``face_id`` (KeyError if unknown)."""
        return self.faces[self.index[face_id]]

    def __repr__(self) -> str:
        return f"Catalogue({len(self.faces)} faces from {self.path})"

    def extended(self, faces: Sequence[CardFace]) -> Catalogue:
        """This catalogue with ``faces`` appended (a deck's ``extra_faces``): the faces already
        here keep their indices, so tables that name them (hero skills) stay valid."""
        return Catalogue([*self.faces, *faces], self.path) if faces else self


def load_catalogue(path: str | Path | None = None) -> Catalogue:
    """Load and validate the card catalogue (default ``configs/cards.yaml``)."""
    path = Path(path) if path is not None else configs_dir() / "cards.yaml"
    data, shown = _read_yaml(path)
    top = _validate(CatalogueFile, data, shown, _list_label(data, "faces", _face_of))
    faces: list[CardFace] = []
    first_seen: dict[str, int] = {}
    for i, raw in enumerate(top.faces):
        entry = f"faces[{i}]{_face_of(raw)}"
        try:
            face = CardFace.model_validate(raw)
        except ValidationError as exc:
            raise _content_error(exc, shown, lambda loc, e=entry: (e, 0)) from None
        if face.id in first_seen:
            first = first_seen[face.id]
            problem = f"duplicate face id {face.id!r} (first at faces[{first}])"
            raise ContentError(shown, entry, problem)
        first_seen[face.id] = i
        faces.append(face)
    return Catalogue(faces, path)


# --- decks -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Deck:
    """A validated deck list: lines of ``count`` copies of a face in a colour, in file order."""

    name: str
    description: str
    expect_total: int
    lines: tuple[DeckLine, ...]
    path: Path
    extra_faces: tuple[CardFace, ...] = ()
    """Faces of the deck's ``extra_faces`` file, appended after the catalogue's for its games
    (:meth:`Catalogue.extended`); empty for the shipped decks."""

    @property
    def total(self) -> int:
        """Number of physical cards."""
        return sum(line.count for line in self.lines)


def deck_path(name_or_path: str | Path) -> Path:
    """Resolve a deck name (``"standard"``) or a path to a YAML deck file."""
    text = str(name_or_path)
    if isinstance(name_or_path, Path) or "/" in text or text.endswith((".yaml", ".yml")):
        return Path(name_or_path)
    return configs_dir() / "decks" / f"{text}.yaml"


def load_deck(name_or_path: str | Path, catalogue: Catalogue | None = None) -> Deck:
    """Load and validate a deck by name (see ``DECK_NAMES``) or path, against ``catalogue``.

    The catalogue defaults to :func:`load_catalogue` ().
    """
    path = deck_path(name_or_path)
    if not path.is_file() and path.parent == configs_dir() / "decks":
        available = ", ".join(sorted(p.stem for p in path.parent.glob("*.yaml")))
        raise ContentError(
            _shown(path), "", f"unknown deck {str(name_or_path)!r} (available: {available})"
        )
    if catalogue is None:
        catalogue = load_catalogue()
    data, shown = _read_yaml(path)
    deck = _validate(DeckFile, data, shown, _list_label(data, "cards", _face_of))
    extra = _extra_faces(deck, path, catalogue, shown)
    catalogue = catalogue.extended(extra)
    first_seen: dict[tuple[str, str], int] = {}
    for i, line in enumerate(deck.cards):
        entry = f"cards[{i}] (face {line.face!r})"
        if line.face not in catalogue.index:
            raise ContentError(shown, entry, f"unknown card face {line.face!r}")
        face = catalogue.face(line.face)
        if face.category == "move" and line.colour != face.colour:
            raise ContentError(
                shown,
                entry,
                f"move colour {line.colour} differs from the face colour {face.colour} "
                "(a move's colour is its attribute)",
            )
        key = (line.face, line.colour)
        if key in first_seen:
            raise ContentError(
                shown,
                entry,
                f"face {line.face!r} in {line.colour} is already "
                f"listed at cards[{first_seen[key]}]",
            )
        first_seen[key] = i
    total = sum(line.count for line in deck.cards)
    if total != deck.expect_total:
        raise ContentError(
            shown,
            "expect_total",
            f"the deck has {total} cards but expect_total is {deck.expect_total}",
        )
    return Deck(deck.name, deck.description, deck.expect_total, tuple(deck.cards), path, extra)


def _extra_faces(
    deck: DeckFile, path: Path, catalogue: Catalogue, shown: str
) -> tuple[CardFace, ...]:
    """The faces of the deck's ``extra_faces`` file (validated as the catalogue is; a path
    relative to the deck file), none of them a face id of ``catalogue``."""
    if deck.extra_faces is None:
        return ()
    extra_path = path.parent / deck.extra_faces
    if not extra_path.is_file():
        raise ContentError(shown, "extra_faces", f"no such file: {deck.extra_faces!r}")
    extra = load_catalogue(extra_path)
    for i, face in enumerate(extra.faces):
        if face.id in catalogue.index:
            raise ContentError(
                _shown(extra_path),
                f"faces[{i}]{_face_of({'id': face.id})}",
                f"face id {face.id!r} is already in the catalogue",
            )
    return tuple(extra.faces)


# --- identities --------------------------------------------------------------------------------
class IdentityTables:
    """Identity tables keyed by ``(players, mode)`` (R-S1)."""

    def __init__(self, tables: Sequence[IdentityTable], path: Path | None = None) -> None:
        self.tables: dict[tuple[int, str], IdentityTable] = {(t.players, t.mode): t for t in tables}
        self.path = path

    def counts(self, players: int, mode: str = "standard") -> tuple[int, ...]:
        """Counts of (leader, righteous, cult, court, foreign, collaborator); ValueError if none."""
        table = self.tables.get((players, mode))
        if table is None:
            available = ", ".join(f"{p} {m}" for p, m in sorted(self.tables))
            raise ValueError(
                f"no identity table for {players} players in mode {mode!r} (available: {available})"
            )
        return table.counts.as_tuple()

    def is_ruling(self, players: int, mode: str = "standard") -> bool:
        """True when the table is a project ruling rather than the rulebook's."""
        self.counts(players, mode)
        return self.tables[(players, mode)].source == "ruling"


def load_identities(path: str | Path | None = None) -> IdentityTables:
    """Load and validate identity tables (default ``configs/identities.yaml``)."""
    path = Path(path) if path is not None else configs_dir() / "identities.yaml"
    data, shown = _read_yaml(path)

    def describe(item: Any) -> str:
        if isinstance(item, dict):
            return f" (players {item.get('players')!r}, mode {item.get('mode')!r})"
        return ""

    top = _validate(IdentityFile, data, shown, _list_label(data, "tables", describe))
    first_seen: dict[tuple[int, str], int] = {}
    for i, table in enumerate(top.tables):
        key = (table.players, table.mode)
        if key in first_seen:
            raise ContentError(
                shown,
                f"tables[{i}]{describe(data['tables'][i])}",
                f"duplicate table (first at tables[{first_seen[key]}])",
            )
        first_seen[key] = i
    return IdentityTables(top.tables, path)


@functools.cache
def _default_identities() -> IdentityTables:
    return load_identities()


def identity_counts(players: int, mode: str = "standard") -> tuple[int, ...]:
    """Identity counts for ``players`` and ``mode`` from ``configs/identities.yaml``.

    Returns 6 ints in the order of ``qxs_env.rulesets.qxs.constants.IDENTITY_NAMES``; raises
    ValueError for a
    combination the table does not have.
    """
    counts = _default_identities().counts(players, mode)
    assert len(counts) == len(IDENTITY_NAMES)
    return counts


# --- heroes ------------------------------------------------------------------------------------
class _HeroStrict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class HeroSkill(_HeroStrict):
    """One skill of a hero in ``configs/heroes.yaml``: engine skill id, printed name, kind,
    params (checked against :mod:`qxs_env.rulesets.qxs.content.skills`) and a summary in our own
    words."""

    id: str
    name: str = Field(min_length=1)
    kind: Literal["locked", "triggered", "active"]
    params: dict[str, Any] = Field(default_factory=dict)
    text: str = Field(min_length=1)

    @model_validator(mode="after")
    def _known_skill(self) -> HeroSkill:
        from qxs_env.rulesets.qxs.content.skills import SKILLS, encode_skill_params

        if self.id not in SKILLS:
            raise ValueError(f"unknown skill id {self.id!r} (declare it in content/skills.py)")
        # face parameters are checked against the catalogue when compiled; here any name passes
        faces = {
            str(v): 0
            for p in SKILLS[self.id].params
            if p.type == "face"
            for v in [self.params.get(p.name, "")]
        }
        encode_skill_params(self.id, self.params, faces)
        return self


class Hero(_HeroStrict):
    """One hero (大侠) of ``configs/heroes.yaml``."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str = Field(min_length=1)
    colour: Colour
    hp: int = Field(ge=1, le=INT8_MAX)
    alignment: Literal["good", "evil"]
    gender: Literal["male", "female"]
    set: Literal["base", "expansion"]
    skills: list[HeroSkill] = Field(min_length=1)

    @model_validator(mode="after")
    def _skill_slots(self) -> Hero:
        from qxs_env.rulesets.qxs.layout import HERO_SKILLS

        if len(self.skills) > HERO_SKILLS:
            raise ValueError(f"{len(self.skills)} skills; a hero holds at most {HERO_SKILLS}")
        return self


class HeroFile(_HeroStrict):
    """``configs/heroes.yaml``: the list of all heroes."""

    heroes: list[dict[str, Any]] = Field(min_length=1)


class HeroCatalogue:
    """The validated heroes in file order (a hero's index is its integer hero id).

    Attributes: ``heroes`` (list of :class:`Hero`), ``index`` (hero id -> int), ``path``."""

    def __init__(self, heroes: Sequence[Hero], path: Path | None = None) -> None:
        self.heroes: list[Hero] = list(heroes)
        self.index: dict[str, int] = {h.id: i for i, h in enumerate(self.heroes)}
        self.path = path

    def __len__(self) -> int:
        return len(self.heroes)

    def hero(self, hero_id: str) -> Hero:
        """The hero with id ``hero_id`` (KeyError if unknown)."""
        return self.heroes[self.index[hero_id]]

    def ids(self, which: str = "all") -> list[str]:
        """Hero ids of a set: ``"standard"`` (the base heroes), ``"expansion"`` or ``"all"``."""
        if which == "all":
            return [h.id for h in self.heroes]
        want = "base" if which == "standard" else which
        return [h.id for h in self.heroes if h.set == want]

    def __repr__(self) -> str:
        return f"HeroCatalogue({len(self.heroes)} heroes from {self.path})"


def _hero_of(item: Any) -> str:
    return f" (hero {item.get('id')!r})" if isinstance(item, dict) else ""


def load_heroes(
    path: str | Path | None = None, catalogue: Catalogue | None = None
) -> HeroCatalogue:
    """Load and validate the heroes (default ``configs/heroes.yaml``).

    Card faces named by skill params are checked against ``catalogue`` (default: the shipped
    card catalogue). Errors are :class:`ContentError` ``<file>: heroes[i] (hero 'x'): problem``.
    """
    from qxs_env.rulesets.qxs.content.skills import SKILLS, encode_skill_params
    from qxs_env.rulesets.qxs.layout import MAX_HEROES

    path = Path(path) if path is not None else configs_dir() / "heroes.yaml"
    data, shown = _read_yaml(path)
    top = _validate(HeroFile, data, shown, _list_label(data, "heroes", _hero_of))
    if catalogue is None:
        catalogue = load_catalogue()
    heroes: list[Hero] = []
    first_seen: dict[str, int] = {}
    for i, raw in enumerate(top.heroes):
        entry = f"heroes[{i}]{_hero_of(raw)}"
        try:
            hero = Hero.model_validate(raw)
        except ValidationError as exc:

            def label(loc: tuple[Any, ...], e: str = entry) -> tuple[str, int]:
                if len(loc) >= 2 and loc[0] == "skills" and isinstance(loc[1], int):
                    return f"{e}: skills[{loc[1]}]", 2
                return e, 0

            raise _content_error(exc, shown, label) from None
        if hero.id in first_seen:
            problem = f"duplicate hero id {hero.id!r} (first at heroes[{first_seen[hero.id]}])"
            raise ContentError(shown, entry, problem)
        first_seen[hero.id] = i
        for k, sk in enumerate(hero.skills):
            try:
                encode_skill_params(sk.id, sk.params, catalogue.index)
            except ValueError as exc:
                raise ContentError(shown, f"{entry}: skills[{k}] ({sk.name})", str(exc)) from None
            assert sk.id in SKILLS
        heroes.append(hero)
    if len(heroes) > MAX_HEROES:
        problem = f"{len(heroes)} heroes; the engine holds at most {MAX_HEROES}"
        raise ContentError(shown, "", problem)
    return HeroCatalogue(heroes, path)
