"""Load and validate 三国杀's content files: the cards, the heroes and the identity tables.

The files live in ``configs/sanguosha/`` (their formats are described in each file's header):

- ``cards.yaml``: card faces (one per card name), the physical cards (face, suit, rank) and
  named variants of the deck; :func:`load_cards` returns a :class:`CardSet`.
- ``heroes.yaml``: the draft's lord offer and the heroes with their skills; :func:`load_heroes`
  returns a :class:`HeroSet`.
- ``identities.yaml``: how many of each identity a game of N players deals, per mode;
  :func:`load_identities` returns an :class:`IdentityTables`.

Every problem raises :class:`ContentError`, whose message names the file, the entry and the
problem, e.g. ``configs/sanguosha/cards.yaml: cards[12] (id 'sha_c7'): unknown suit 'spades'
(expected one of spade, heart, club, diamond)``. Rule ids cited by the content (``spec:``) are
checked against the ids defined in ``docs/sanguosha/rules.md`` (:func:`spec_ids`).

This module reads data only; it imports nothing of the engine or of another ruleset.
"""

from __future__ import annotations

import importlib.resources
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

import yaml

from qxs_env.rulesets.content_error import ContentError

SUITS = ("spade", "heart", "club", "diamond")
"""The four suits; hearts and diamonds are red, spades and clubs black."""
RED_SUITS = frozenset({"heart", "diamond"})
RANK_MIN, RANK_MAX = 1, 13
CARD_TYPES = ("basic", "trick", "equipment")
SUBTYPES: Mapping[str, tuple[str | None, ...]] = {
    "basic": (None,),
    "trick": ("instant", "delayed"),
    "equipment": ("weapon", "armour", "horse_plus", "horse_minus"),
}
"""The subtypes each card type allows (a basic card has none)."""
ELEMENTS = ("none", "fire", "thunder")
"""Damage elements: the standard deck has none; 军争 adds fire and thunder."""
KINGDOMS: Mapping[str, str] = {"wei": "魏", "shu": "蜀", "wu": "吳", "qun": "群"}
GENDERS = ("male", "female")
SKILL_KINDS = ("active", "triggered", "locked", "lord")
LORD_MODES = ("active", "triggered", "locked")
ROLES = ("lord", "loyalist", "rebel", "renegade")
IDENTITY_MODES = ("standard", "two_renegades")

_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_SPEC = re.compile(r"^S-[A-Z0-9]+(?:-[A-Z0-9]+)*$")
_SPEC_DEFINITION = re.compile(r"^\s*(?:[-*]|#+)\s+\**(S-[A-Z0-9]+(?:-[A-Z0-9]+)*)\**")

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_RULES = REPO_ROOT / "docs" / "sanguosha" / "rules.md"


# --- data -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardFace:
    """A card name with everything every copy of it shares (rules.md S-CARD)."""

    id: str
    name: str
    simplified: str
    en: str
    type: str
    subtype: str | None
    effect: str
    spec: str
    text: str
    range: int | None = None
    element: str = "none"
    aka: str | None = None


@dataclass(frozen=True)
class Card:
    """One physical card: a face with a suit and a rank."""

    id: str
    face: CardFace
    suit: str
    rank: int

    @property
    def colour(self) -> str:
        """``red`` for hearts and diamonds, ``black`` for spades and clubs."""
        return "red" if self.suit in RED_SUITS else "black"

    @property
    def name(self) -> str:
        return self.face.name

    @property
    def type(self) -> str:
        return self.face.type

    @property
    def subtype(self) -> str | None:
        return self.face.subtype

    @property
    def effect(self) -> str:
        return self.face.effect


@dataclass(frozen=True)
class CardSet:
    """The validated ``cards.yaml``: faces and cards in file order, and the deck's variants."""

    faces: tuple[CardFace, ...]
    cards: tuple[Card, ...]
    variants: Mapping[str, Mapping[str, Card]] = field(default_factory=dict)
    path: Path | None = None

    def face(self, face_id: str) -> CardFace:
        """The face with id ``face_id`` (KeyError if unknown)."""
        for face in self.faces:
            if face.id == face_id:
                return face
        raise KeyError(face_id)

    def count(self, face_id: str) -> int:
        """How many cards of the default deck have face ``face_id``."""
        return sum(1 for card in self.cards if card.face.id == face_id)

    def deck(self, variant: str | None = None) -> tuple[Card, ...]:
        """The deck's cards, or those of a named variant (cards replaced in place)."""
        if variant is None:
            return self.cards
        replace = self.variants[variant]
        return tuple(replace.get(card.id, card) for card in self.cards)

    @property
    def effects(self) -> tuple[str, ...]:
        """The distinct effect ids, in order of first appearance."""
        return tuple(dict.fromkeys(face.effect for face in self.faces))


@dataclass(frozen=True)
class Skill:
    """A hero's skill (rules.md S-HERO); ``mode`` says how a lord skill acts."""

    id: str
    name: str
    kind: str
    spec: str
    text: str
    mode: str | None = None


@dataclass(frozen=True)
class Hero:
    """A hero card: kingdom, gender, printed max HP and skills."""

    id: str
    name: str
    simplified: str
    kingdom: str
    gender: str
    hp: int
    skills: tuple[Skill, ...]

    @property
    def lord_skills(self) -> tuple[Skill, ...]:
        return tuple(s for s in self.skills if s.kind == "lord")


@dataclass(frozen=True)
class Draft:
    """The draft's numbers (S-SETUP-2): the lord's fixed offer plus ``lord_random`` heroes;
    ``others`` heroes to every other seat (``others_at_10`` at 10 players)."""

    lord_offer: tuple[str, ...]
    lord_random: int
    others: int
    others_at_10: int


@dataclass(frozen=True)
class HeroSet:
    """The validated ``heroes.yaml``."""

    heroes: tuple[Hero, ...]
    draft: Draft
    path: Path | None = None

    def hero(self, hero_id: str) -> Hero:
        """The hero with id ``hero_id`` (KeyError if unknown)."""
        for hero in self.heroes:
            if hero.id == hero_id:
                return hero
        raise KeyError(hero_id)

    @property
    def skills(self) -> tuple[Skill, ...]:
        return tuple(skill for hero in self.heroes for skill in hero.skills)


@dataclass(frozen=True)
class IdentityTable:
    """How many seats of each identity a game of ``players`` seats deals in ``mode``."""

    players: int
    mode: str
    counts: Mapping[str, int]
    source: str


@dataclass(frozen=True)
class IdentityTables:
    """The validated ``identities.yaml``."""

    tables: tuple[IdentityTable, ...]
    min_players: int
    max_players: int
    path: Path | None = None

    def table(self, players: int, mode: str = "standard") -> IdentityTable:
        """The table for ``players`` in ``mode``; a mode without a row for that count falls back
        to the standard row (rulings S-OPEN-04). KeyError for an unknown count or mode."""
        if mode not in IDENTITY_MODES:
            raise KeyError(mode)
        rows = {(t.players, t.mode): t for t in self.tables}
        found = rows.get((players, mode)) or rows.get((players, "standard"))
        if found is None:
            raise KeyError(players)
        return found


# --- files and fields ------------------------------------------------------------------------
def content_dir() -> Path:
    """``configs/sanguosha``: the installed package's copy if there is one, else the repo's."""
    try:
        packaged = Path(str(importlib.resources.files("qxs_env") / "configs" / "sanguosha"))
        if packaged.is_dir():
            return packaged
    except (ModuleNotFoundError, TypeError, ValueError):  # pragma: no cover - odd import setups
        pass
    return REPO_ROOT / "configs" / "sanguosha"


def _shown(path: Path) -> str:
    """How a file is named in messages: relative to the repository when inside it."""
    try:
        return Path(path).resolve().relative_to(REPO_ROOT).as_posix()
    except ValueError:
        return str(path)


def _read(path: Path, top_keys: tuple[str, ...]) -> tuple[dict[str, Any], str]:
    """The YAML mapping in ``path``, with only ``top_keys`` at its top."""
    shown = _shown(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(shown, "", "file not found") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ContentError(shown, "", f"invalid YAML: {exc}") from None
    if data is None:
        raise ContentError(shown, "", "file is empty")
    _Fields(data, shown, "", top_keys)
    return data, shown


class _Fields:
    """Typed access to one mapping entry; every problem names the file and the entry."""

    def __init__(self, raw: Any, shown: str, entry: str, allowed: Iterable[str]) -> None:
        self.shown, self.entry = shown, entry
        if not isinstance(raw, dict):
            self.fail(f"expected a mapping, got {type(raw).__name__}")
        unknown = sorted(str(k) for k in raw if k not in set(allowed))
        if unknown:
            self.fail(f"unknown field {unknown[0]!r}")
        self.raw: dict[str, Any] = raw

    def fail(self, problem: str) -> NoReturn:
        raise ContentError(self.shown, self.entry, problem)

    def get(self, key: str, required: bool = True) -> Any:
        if key not in self.raw or self.raw[key] is None:
            if required:
                self.fail(f"missing field {key!r}")
            return None
        return self.raw[key]

    def text(self, key: str, required: bool = True) -> str | None:
        value = self.get(key, required)
        if value is not None and (not isinstance(value, str) or not value.strip()):
            self.fail(f"{key}: expected a non-empty string, got {value!r}")
        return value

    def ident(self, key: str) -> str:
        value = self.text(key)
        if not _ID.match(value):
            self.fail(f"{key}: {value!r} is not an id (lower-case letters, digits, '_')")
        return value

    def choice(self, key: str, choices: Iterable[Any], what: str, required: bool = True) -> Any:
        value = self.get(key, required)
        options = tuple(choices)
        if value is not None and value not in options:
            listed = ", ".join(str(o) for o in options if o is not None)
            self.fail(f"unknown {what} {value!r} (expected one of {listed})")
        return value

    def integer(self, key: str, low: int, high: int, required: bool = True) -> int | None:
        value = self.get(key, required)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(f"{key}: expected an integer, got {value!r}")
        if not low <= value <= high:
            self.fail(f"{key} {value} outside {low}-{high}")
        return value

    def spec(self, key: str, prefix: str, known: frozenset[str] | None) -> str:
        value = self.text(key)
        if not _SPEC.match(value) or not value.startswith(prefix):
            self.fail(f"{key}: {value!r} is not a rule id of the form {prefix}...")
        if known is not None and value not in known:
            self.fail(f"{key}: unknown spec id {value!r} (not defined in rules.md)")
        return value


def _label(i: int, raw: Any, key: str) -> str:
    """``key[i] (id 'x')`` for an entry of the list ``key``."""
    name = raw.get("id") if isinstance(raw, dict) else None
    return f"{key}[{i}]" + (f" (id {name!r})" if name is not None else "")


def _list(data: dict[str, Any], key: str, shown: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list) or not value:
        raise ContentError(shown, "", f"{key!r} must be a non-empty list")
    return value


def _unique(seen: dict[str, str], value: str, what: str, shown: str, entry: str) -> None:
    """Record ``value``; a second occurrence names the first."""
    if value in seen:
        raise ContentError(shown, entry, f"duplicate {what} {value!r} (first at {seen[value]})")
    seen[value] = entry


def spec_ids(path: str | Path | None = None) -> frozenset[str] | None:
    """The rule ids defined in rules.md: ids that open a list item or a heading.

    ``path`` None reads ``docs/sanguosha/rules.md`` and returns None when it is absent (an
    installed package has no docs; the spec check is then skipped). A given path must exist.
    """
    rules = Path(path) if path is not None else DEFAULT_RULES
    if path is None and not rules.is_file():
        return None
    try:
        text = rules.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ContentError(_shown(rules), "", "file not found") from None
    return frozenset(
        m.group(1) for line in text.splitlines() if (m := _SPEC_DEFINITION.match(line))
    )


# --- cards ------------------------------------------------------------------------------------
_FACE_FIELDS = ("id", "name", "simplified", "en", "type", "subtype", "range", "element", "effect")
_FACE_FIELDS += ("spec", "text", "aka")


def _face(raw: Any, shown: str, entry: str, known: frozenset[str] | None) -> CardFace:
    f = _Fields(raw, shown, entry, _FACE_FIELDS)
    face_id = f.ident("id")
    ctype = f.choice("type", CARD_TYPES, "card type")
    if ctype == "basic" and f.get("subtype", required=False) is not None:
        f.fail("subtype: a basic card has no subtype")
    subtype = f.choice("subtype", SUBTYPES[ctype], f"subtype for a {ctype} card", required=False)
    if subtype is None and ctype != "basic":
        f.fail(f"missing field 'subtype' (every {ctype} card has one)")
    weapon = subtype == "weapon"
    rng = f.integer("range", 1, 9, required=weapon)
    if rng is not None and not weapon:
        f.fail("range: only weapons have a range")
    return CardFace(
        id=face_id,
        name=f.text("name"),
        simplified=f.text("simplified"),
        en=f.text("en"),
        type=ctype,
        subtype=subtype,
        effect=f.ident("effect"),
        spec=f.spec("spec", "S-CARD-", known),
        text=f.text("text"),
        range=rng,
        element=f.choice("element", ELEMENTS, "element", required=False) or "none",
        aka=f.text("aka", required=False),
    )


def _card(raw: Any, shown: str, entry: str, faces: Mapping[str, CardFace]) -> Card:
    f = _Fields(raw, shown, entry, ("id", "face", "suit", "rank"))
    card_id = f.ident("id")
    face_id = f.text("face")
    if face_id not in faces:
        f.fail(f"unknown card face {face_id!r}")
    return Card(card_id, faces[face_id], f.choice("suit", SUITS, "suit"), f.integer("rank", 1, 13))


def _faces(data: dict[str, Any], shown: str, known: frozenset[str] | None) -> dict[str, CardFace]:
    faces: dict[str, CardFace] = {}
    seen: dict[str, str] = {}
    effect_kind: dict[str, tuple[str, str | None, str]] = {}
    for i, raw in enumerate(_list(data, "faces", shown)):
        entry = _label(i, raw, "faces")
        face = _face(raw, shown, entry, known)
        _unique(seen, face.id, "face id", shown, entry)
        kind = (face.type, face.subtype, entry)
        first = effect_kind.setdefault(face.effect, kind)
        if first[:2] != kind[:2]:
            problem = f"effect {face.effect!r} is shared with {first[2]}, a card of another kind"
            raise ContentError(shown, entry, problem)
        faces[face.id] = face
    return faces


def _variants(
    data: dict[str, Any], shown: str, faces: Mapping[str, CardFace], ids: Mapping[str, str]
) -> dict[str, dict[str, Card]]:
    variants: dict[str, dict[str, Card]] = {}
    raw_all = data.get("variants") or {}
    if not isinstance(raw_all, dict):
        raise ContentError(shown, "variants", "expected a mapping of variant names")
    for name, raw in raw_all.items():
        entry = f"variants.{name}"
        f = _Fields(raw, shown, entry, ("description", "replace"))
        f.text("description")
        replace = f.get("replace")
        if not isinstance(replace, dict) or not replace:
            f.fail("replace: expected a non-empty mapping of card id -> card")
        cards: dict[str, Card] = {}
        for old, new_raw in replace.items():
            sub = f"{entry}.replace.{old}"
            if old not in ids:
                raise ContentError(shown, sub, f"unknown card id {old!r}")
            new = _card(new_raw, shown, sub, faces)
            if new.id in ids and new.id != old:
                raise ContentError(shown, sub, f"duplicate card id {new.id!r}")
            cards[old] = new
        variants[str(name)] = cards
    return variants


def load_cards(path: str | Path | None = None, rules: str | Path | None = None) -> CardSet:
    """Load and validate ``cards.yaml`` (default ``configs/sanguosha/cards.yaml``).

    Checks each face (type, subtype, weapon range, effect shared only by faces of one kind, rule
    id defined in ``rules``: see :func:`spec_ids`), each card (known face, suit, rank 1-13,
    unique id), the total against ``expect_total`` and the variants.
    """
    path = Path(path) if path is not None else content_dir() / "cards.yaml"
    data, shown = _read(path, ("expect_total", "faces", "cards", "variants"))
    known = spec_ids(rules)
    faces = _faces(data, shown, known)
    cards: list[Card] = []
    ids: dict[str, str] = {}
    for i, raw in enumerate(_list(data, "cards", shown)):
        entry = _label(i, raw, "cards")
        card = _card(raw, shown, entry, faces)
        _unique(ids, card.id, "card id", shown, entry)
        cards.append(card)
    expect = data.get("expect_total")
    if isinstance(expect, bool) or not isinstance(expect, int):
        raise ContentError(shown, "expect_total", f"expected an integer, got {expect!r}")
    if len(cards) != expect:
        problem = f"the deck has {len(cards)} cards, expected {expect}"
        raise ContentError(shown, "cards", problem)
    unused = [face_id for face_id in faces if not any(c.face.id == face_id for c in cards)]
    if unused:
        raise ContentError(shown, f"faces (id {unused[0]!r})", "face has no card in the deck")
    variants = _variants(data, shown, faces, ids)
    return CardSet(tuple(faces.values()), tuple(cards), variants, path)


# --- heroes -----------------------------------------------------------------------------------
def _skill(raw: Any, shown: str, entry: str, known: frozenset[str] | None) -> Skill:
    f = _Fields(raw, shown, entry, ("id", "name", "kind", "mode", "spec", "text"))
    kind = f.choice("kind", SKILL_KINDS, "skill kind")
    mode = f.choice("mode", LORD_MODES, "lord skill mode", required=kind == "lord")
    if mode is not None and kind != "lord":
        f.fail("mode: only lord skills have a mode")
    return Skill(
        id=f.ident("id"),
        name=f.text("name"),
        kind=kind,
        spec=f.spec("spec", "S-HERO-", known),
        text=f.text("text"),
        mode=mode,
    )


def _hero(raw: Any, shown: str, entry: str, known: frozenset[str] | None) -> Hero:
    allowed = ("id", "name", "simplified", "kingdom", "gender", "hp", "skills")
    f = _Fields(raw, shown, entry, allowed)
    raw_skills = f.get("skills")
    if not isinstance(raw_skills, list) or not raw_skills:
        f.fail("skills: expected a non-empty list")
    skills = tuple(
        _skill(s, shown, f"{entry}.{_label(j, s, 'skills')}", known)
        for j, s in enumerate(raw_skills)
    )
    if sum(1 for s in skills if s.kind == "lord") > 1:
        f.fail("more than one lord skill")
    return Hero(
        id=f.ident("id"),
        name=f.text("name"),
        simplified=f.text("simplified"),
        kingdom=f.choice("kingdom", tuple(KINGDOMS), "kingdom"),
        gender=f.choice("gender", GENDERS, "gender"),
        hp=f.integer("hp", 1, 8),
        skills=skills,
    )


def _draft(data: dict[str, Any], shown: str, heroes: Mapping[str, Hero]) -> Draft:
    f = _Fields(
        data.get("draft"), shown, "draft", ("lord_offer", "lord_random", "others", "others_at_10")
    )
    offer = f.get("lord_offer")
    if not isinstance(offer, list) or not offer:
        f.fail("lord_offer: expected a non-empty list of hero ids")
    for hero_id in offer:
        if hero_id not in heroes:
            f.fail(f"lord_offer: unknown hero {hero_id!r}")
        if not heroes[hero_id].lord_skills:
            f.fail(f"lord_offer: hero {hero_id!r} has no lord skill")
    return Draft(
        lord_offer=tuple(offer),
        lord_random=f.integer("lord_random", 0, 10),
        others=f.integer("others", 1, 10),
        others_at_10=f.integer("others_at_10", 1, 10),
    )


def load_heroes(path: str | Path | None = None, rules: str | Path | None = None) -> HeroSet:
    """Load and validate ``heroes.yaml`` (default ``configs/sanguosha/heroes.yaml``).

    Checks each hero (kingdom, gender, HP, at most one lord skill), each skill (kind, a mode for
    lord skills only, a rule id defined in ``rules``: see :func:`spec_ids`), unique hero, skill
    and spec ids, and the draft's offer.
    """
    path = Path(path) if path is not None else content_dir() / "heroes.yaml"
    data, shown = _read(path, ("draft", "heroes"))
    known = spec_ids(rules)
    heroes: dict[str, Hero] = {}
    seen: dict[str, dict[str, str]] = {"hero id": {}, "skill id": {}, "spec id": {}}
    for i, raw in enumerate(_list(data, "heroes", shown)):
        entry = _label(i, raw, "heroes")
        hero = _hero(raw, shown, entry, known)
        _unique(seen["hero id"], hero.id, "hero id", shown, entry)
        for j, skill in enumerate(hero.skills):
            sub = f"{entry}.skills[{j}] (id {skill.id!r})"
            _unique(seen["skill id"], skill.id, "skill id", shown, sub)
            _unique(seen["spec id"], skill.spec, "spec id", shown, sub)
        heroes[hero.id] = hero
    draft = _draft(data, shown, heroes)
    return HeroSet(tuple(heroes.values()), draft, path)


# --- identities -------------------------------------------------------------------------------
def _identity_row(raw: Any, shown: str, entry: str, low: int, high: int) -> IdentityTable:
    f = _Fields(raw, shown, entry, ("players", "mode", "source", "counts"))
    players = f.integer("players", low, high)
    mode = f.choice("mode", IDENTITY_MODES, "mode")
    counts_raw = f.get("counts")
    c = _Fields(counts_raw, shown, f"{entry}.counts", ROLES)
    counts = {role: c.integer(role, 0, high) for role in ROLES}
    if counts["lord"] != 1:
        f.fail(f"counts: a table has exactly one lord, not {counts['lord']}")
    if sum(counts.values()) != players:
        f.fail(f"counts add up to {sum(counts.values())}, not to the {players} players")
    return IdentityTable(players, mode, counts, f.text("source"))


def load_identities(path: str | Path | None = None) -> IdentityTables:
    """Load and validate ``identities.yaml`` (default ``configs/sanguosha/identities.yaml``).

    Checks the role list, each row (player count within the file's range, known mode, the four
    counts with one lord, adding up to the player count), duplicates, and a standard row for
    every player count.
    """
    path = Path(path) if path is not None else content_dir() / "identities.yaml"
    data, shown = _read(path, ("roles", "min_players", "max_players", "tables"))
    top = _Fields(data, shown, "", ("roles", "min_players", "max_players", "tables"))
    if top.get("roles") != list(ROLES):
        top.fail(f"roles must be {list(ROLES)}, got {data.get('roles')!r}")
    low = top.integer("min_players", 2, 12)
    high = top.integer("max_players", low, 12)
    tables: list[IdentityTable] = []
    seen: dict[str, str] = {}
    for i, raw in enumerate(_list(data, "tables", shown)):
        entry = f"tables[{i}]"
        row = _identity_row(raw, shown, entry, low, high)
        _unique(seen, f"{row.players}/{row.mode}", "table (players/mode)", shown, entry)
        tables.append(row)
    missing = [n for n in range(low, high + 1) if f"{n}/standard" not in seen]
    if missing:
        raise ContentError(shown, "tables", f"no standard table for {missing[0]} players")
    return IdentityTables(tuple(tables), low, high, path)
