"""三国杀's records and content tables, Python side: the state record (:data:`STATE_DTYPE`), the
tables record (:data:`TABLES_DTYPE`, :func:`make_tables`), the decks a game can be dealt
(:data:`DECKS`), the compiled card patterns of its requests and windows, and the action layout.

Cards. The tables always hold all 104 cards of ``configs/sanguosha/cards.yaml`` in file order,
so a card's id (and its action, below) is the same whatever the deck; a deck names the faces
whose cards are shuffled into the draw pile (``in_deck``), the others stay out of the game
(``Z_OUT``). A deck may hold only faces whose rules are implemented (:data:`DECKS`):

- ``"basic"``: 殺, 閃, 桃 (53 cards);
- ``"seed"`` (the default): the seed's full deck (S-C-2), 104 cards: those, the instant tricks
  (決鬥, 過河拆橋, 順手牽羊, 萬箭齊發, 南蠻入侵, 無中生有, 五穀豐登, 桃園結義, 借刀殺人, 無懈可擊),
  the delayed tricks (樂不思蜀, 閃電), the eight weapons (諸葛連弩, 青鋼劍, 雌雄雙股劍, 貫石斧,
  青龍偃月刀, 丈八蛇矛, 方天畫戟, 麒麟弓), the armour (八卦陣, 仁王盾) and the six horses;
- ``"standard"``: the published standard deck (2009), the cards file's ``variants.standard``:
  the card at ♣2 is a second 八卦陣 instead of 仁王盾 (its id, and so its action, stay those of
  the seed's card; its face is 八卦陣), the other 103 cards as in ``"seed"``.

Action ids (``layout.ACTION_BLOCKS`` order, sizes from :func:`block_sizes`):

==========  ==============  ==============================================================
block       ids             meaning
==========  ==============  ==============================================================
card        0 .. 103        the card of that id (``CARDS_BY_CARD``: a 殺 ♠7 and a 殺 ♥10
                            are different actions; a card in hand is chosen by its id; an
                            equipped card by its id where a weapon asks for it; the equipped
                            丈八蛇矛's id: its power)
seat        104 .. 104+P-1  the seat k places after the actor (k = 0: the actor)
pick        next 5          a card of another seat: 0 a hidden hand card (at random),
                            1 + slot an equipped card (weapon, armour, +1, -1 horse)
judge       next 4          a card in that seat's judgement area, by position
suit        next 4 (*)      name a suit (♠ ♥ ♣ ♦: 反間)
skill       next 39 (*)     the button of skill k (``layout.SKILL_IDS``): use that skill
pass        next 1          decline, or end the play phase
yes         next 1          use an optional power (八卦陣's judgement, a triggered skill)
shown       next 10         the k-th of the cards shown on the table (五穀豐登, 觀星), or
                            the k-th hero offered in the draft (``DEC_HERO``)
place       next 2 (*)      the chosen card on top of the draw pile (0) or at its bottom (1)
done        last 1 (*)      finish choosing or giving cards (制衡, 仁德)

(*) only with heroes (config ``heroes`` not ``"off"``); the game without heroes has these
blocks empty, so its ids are those it always had.
==========  ==============  ==============================================================
"""

from __future__ import annotations

import functools

import numpy as np

from qxs_env.engine.card_tables import FRAMEWORK_TABLES_FIELDS, pack_card_fields
from qxs_env.engine.layout import (
    ACTION_BLOCKS,
    CARDS_BY_CARD,
    MAX_CARDS,
    MAX_FACES,
    N_PICK_ACTIONS,
)
from qxs_env.engine.patterns import compile_pattern
from qxs_env.engine.records import record_array
from qxs_env.engine.state import (
    FRAMEWORK_FIELDS,
    SELECT_FIELDS,
    SHOWN_FIELDS,
    USE_FIELDS,
    framework_fields,
    record_dtype,
)

from . import layout as L
from .content import SUITS, CardSet, HeroSet, load_cards, load_heroes

DECKS: dict[str, tuple[str, ...]] = {
    "basic": ("sha", "shan", "tao"),
    "seed": (
        "sha",
        "shan",
        "tao",
        "juedou",
        "guohe",
        "shunshou",
        "wanjian",
        "nanman",
        "wuzhong",
        "wugu",
        "taoyuan",
        "jiedao",
        "wuxie",
        "lebu",
        "shandian",
        "zhuge",
        "qinggang",
        "cixiong",
        "guanshi",
        "qinglong",
        "zhangba",
        "fangtian",
        "qilin",
        "bagua",
        "renwang",
        "jueying",
        "dilu",
        "zhuahuang",
        "chitu",
        "dawan",
        "zixing",
    ),
}
"""The decks a game may be dealt: name -> the faces whose cards it holds (every card of them)."""
DECKS["standard"] = tuple(face for face in DECKS["seed"] if face != "renwang")
DEFAULT_DECK = "seed"
DECK_VARIANTS = {"standard": "standard"}
"""Decks dealt from a variant of the cards file (deck name -> ``variants`` entry): cards
replaced in place, each keeping its position (its id) in the tables."""

N_CARDS = 104
CATEGORY_OF_TYPE = {"basic": L.CAT_BASIC, "trick": L.CAT_TRICK, "equipment": L.CAT_EQUIPMENT}

# --- compiled patterns (qxs_env.engine.patterns): what requests and windows accept --------------
_FACES = {name: k for k, name in enumerate(L.FACE_IDS)}
_CATEGORIES = {name: k for k, name in enumerate(L.CATEGORY_NAMES)}
SHA_PATTERN = compile_pattern("sha", _FACES, _CATEGORIES, SUITS)
SHAN_PATTERN = compile_pattern("shan", _FACES, _CATEGORIES, SUITS)
TAO_PATTERN = compile_pattern("tao", _FACES, _CATEGORIES, SUITS)
WUXIE_PATTERN = compile_pattern("wuxie", _FACES, _CATEGORIES, SUITS)
_COLOURS = {"red": ("heart", "diamond"), "black": ("spade", "club")}
RED_PATTERN = compile_pattern(".|.|red", _FACES, _CATEGORIES, SUITS, _COLOURS)
SHAN_OR_BLACK_PATTERN = compile_pattern("shan;.|.|black", _FACES, _CATEGORIES, SUITS, _COLOURS)
SHA_OR_SHAN_PATTERN = compile_pattern("sha,shan", _FACES, _CATEGORIES, SUITS, _COLOURS)
SHA_OR_RED_PATTERN = compile_pattern("sha;.|.|red", _FACES, _CATEGORIES, SUITS, _COLOURS)
HEART_PATTERN = compile_pattern(".|.|heart", _FACES, _CATEGORIES, SUITS)  # 樂不思蜀 spares
LIGHTNING_PATTERN = compile_pattern(".|2~9|spade", _FACES, _CATEGORIES, SUITS)  # 閃電 strikes


@functools.lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The validated ``configs/sanguosha/cards.yaml``; ValueError when its faces or effects are
    not in the order of :data:`layout.FACE_IDS` and :data:`layout.EFFECT_IDS` (the compiled
    rules' codes)."""
    cards = load_cards()
    ids = tuple(face.id for face in cards.faces)
    if ids != L.FACE_IDS:
        raise ValueError(f"cards.yaml's faces {ids} differ from layout.FACE_IDS {L.FACE_IDS}")
    if cards.effects != L.EFFECT_IDS:
        raise ValueError(f"cards.yaml's effects {cards.effects} differ from layout.EFFECT_IDS")
    if len(cards.cards) != N_CARDS:
        raise ValueError(f"cards.yaml holds {len(cards.cards)} cards, not {N_CARDS}")
    return cards


# --- the state record: every framework field, the use records, then 三国杀's own ---------------
STATE_DTYPE = record_dtype(
    framework_fields(
        [
            *(f[0] for f in FRAMEWORK_FIELDS),
            *(f[0] for f in USE_FIELDS),
            *(f[0] for f in SHOWN_FIELDS),
            *(f[0] for f in SELECT_FIELDS),
            ("max_hp", ("P",), np.int8),
            ("turn", (), np.int32),
            ("deaths", (), np.int8),
            ("sha_used", (), np.int8),
            ("hero", ("P",), np.int8),
            ("kingdom", ("P",), np.int8),
            ("gender", ("P",), np.int8),
            ("skills", ("P",), np.int64),
            ("skill_slot", ("P", "K"), np.int8),
            ("hand_seen", ("P",), np.int8),
            ("equip_lost", ("P",), np.int16),
            ("draw_minus", (), np.int8),
            ("offer", ("P", "O"), np.int8),
            ("offer_n", ("P",), np.int8),
            ("drafting", (), np.int8),
            ("skill_turn", ("P",), np.int64),
            ("rende_n", (), np.int8),
            ("luoyi", (), np.int8),
            ("sha_touched", (), np.int8),
            ("followup", (), np.int16),
            ("followup_user", (), np.int8),
            ("followup_target", (), np.int8),
            ("followup_use", (), np.int8),
            ("acts", ("P", "P", "ACT"), np.int16),
        ]
    ),
    {"O": L.LORD_OFFER, "K": L.SKILL_SLOTS, "ACT": L.N_ACTS},
)
"""The game record: the framework's fields (``engine/state.py``), the card-use records, the
framework's shown cards (``engine/shown.py``: ``shown[:shown_n]``, in the order shown,
``shown_to`` the seat that alone sees them, -1 every seat: 五穀豐登's for all, 觀星's for its
owner), the cards a seat chose (``sel``: 丈八蛇矛's two cards, 制衡's), each seat's max HP, the
turns started, the deaths so far, the 殺 the current seat has used this turn (S-CARD-SHA-3),
and 青龍偃月刀's follow-up 殺: ``followup`` the card waiting on the table (-1 none) for
``followup_user`` to use on ``followup_target`` once the dodged 殺 is over, ``followup_use``
the use record of that 殺 while it is declared (-1 none; it does not count toward the limit,
ruling S-OPEN-20).

The heroes (all -1 or 0 in the game without heroes): each seat's ``hero`` (an index of
``layout.HERO_IDS``, -1 none), ``kingdom`` (``layout.KINGDOM_IDS``, -1), ``gender`` (-1 none,
0 male, 1 female; read through ``moves.of_other_gender``: 雌雄雙股劍), ``skills`` (bit k:
``layout.SKILL_IDS[k]``; lord skills only for the lord), the heroes offered in the draft
(``offer[p, :offer_n[p]]``), ``drafting`` (1 while the other seats' picks are still face down,
S-SETUP-2), ``skill_turn`` (per seat, the skills used this turn: once per turn), ``rende_n``
(cards given by 仁德 this turn), ``luoyi`` (1: the current seat bared itself, 裸衣) and
``sha_touched`` (1: the current seat used or played a 殺 in its play phase, 克己)."""

TABLES_DTYPE = np.dtype(
    [
        *FRAMEWORK_TABLES_FIELDS,
        ("in_deck", np.int8, (MAX_CARDS,)),
        ("face_slot", np.int8, (MAX_FACES,)),
        ("face_range", np.int8, (MAX_FACES,)),
        ("hero_hp", np.int8, (L.N_HEROES,)),
        ("hero_kingdom", np.int8, (L.N_HEROES,)),
        ("hero_gender", np.int8, (L.N_HEROES,)),
        ("hero_skills", np.int64, (L.N_HEROES,)),
        ("skill_lord", np.int64, ()),
        ("lord_offer", np.int8, (3,)),
    ],
    align=True,
)
"""The content tables: the framework's fields, ``in_deck`` (1 for a card the deck holds), each
face's equipment slot (``layout.SLOT_*``, -1: not equipment) and a weapon's range (0: none);
the heroes' printed HP, kingdom, gender and skills (bits of ``layout.SKILL_IDS``), the lord
skills' bits (``skill_lord``) and the lord's fixed offer (S-SETUP-2)."""


def block_sizes(players: int, heroes: str = "off") -> dict[str, int]:
    """The sizes of the action blocks besides the card block; the heroes' blocks (skill
    buttons, places, done) are empty in the game without heroes, so its ids never move."""
    on = heroes != "off"
    return {
        "seat": players,
        "pick": N_PICK_ACTIONS,
        "judge": L.N_JUDGE_PICKS,
        "suit": 4 if on else 0,
        "skill": L.N_SKILLS if on else 0,
        "pass": 1,
        "yes": 1,
        "shown": L.N_SHOWN,
        "place": 2 if on else 0,
        "done": 1 if on else 0,
    }


def block_offsets(tba0: np.void | np.recarray) -> dict[str, int]:
    """The first id of each action block of a tables record (``tb.act_off``), by block name,
    and ``"size"``."""
    off = [int(x) for x in tba0["act_off"]]
    return {**dict(zip(ACTION_BLOCKS, off[:-1], strict=True)), "size": off[-1]}


def n_actions(players: int, heroes: str = "off") -> int:
    """The number of action ids of a game of ``players`` seats (heroes ``heroes``)."""
    return N_CARDS + sum(block_sizes(players, heroes).values())


@functools.lru_cache(maxsize=1)
def hero_set() -> HeroSet:
    """The validated ``configs/sanguosha/heroes.yaml``; ValueError when its heroes or skills
    are not in the order of :data:`layout.HERO_IDS` and :data:`layout.SKILL_IDS`."""
    heroes = load_heroes()
    ids = tuple(h.id for h in heroes.heroes)
    if ids != L.HERO_IDS:
        raise ValueError(f"heroes.yaml's heroes {ids} differ from layout.HERO_IDS")
    skills = tuple(s.id for s in heroes.skills)
    if skills != L.SKILL_IDS:
        raise ValueError(f"heroes.yaml's skills {skills} differ from layout.SKILL_IDS")
    offer = heroes.draft
    if (len(offer.lord_offer) + offer.lord_random, offer.others, offer.others_at_10) != (
        L.LORD_OFFER,
        L.OTHERS_OFFER,
        L.OTHERS_OFFER_AT_10,
    ):
        raise ValueError("heroes.yaml's draft differs from layout.LORD_OFFER / OTHERS_OFFER")
    return heroes


def fill_hero_tables(tba0: np.void) -> None:
    """The heroes' printed HP, kingdom, gender and skill bits, the lord skills' bits and the
    lord's fixed offer into tables record ``tba0``."""
    heroes = hero_set()
    for k, hero in enumerate(heroes.heroes):
        tba0["hero_hp"][k] = hero.hp
        tba0["hero_kingdom"][k] = L.KINGDOM_IDS.index(hero.kingdom)
        tba0["hero_gender"][k] = L.GENDER_FEMALE if hero.gender == "female" else L.GENDER_MALE
        bits = 0
        for skill in hero.skills:
            bits |= 1 << L.SKILL_IDS.index(skill.id)
            if skill.kind == "lord":
                tba0["skill_lord"] |= 1 << L.SKILL_IDS.index(skill.id)
        tba0["hero_skills"][k] = bits
    for k, hero_id in enumerate(heroes.draft.lord_offer):
        tba0["lord_offer"][k] = L.HERO_IDS.index(hero_id)


def deck_faces(deck: str) -> tuple[str, ...]:
    """The faces of deck ``deck``; ValueError naming the decks for another name."""
    if deck not in DECKS:
        raise ValueError(f"unknown deck {deck!r}; decks: {', '.join(DECKS)}")
    return DECKS[deck]


def make_tables(players: int, deck: str = DEFAULT_DECK, heroes: str = "off") -> np.recarray:
    """The content tables (one record, ``tba[0]`` in compiled code) of a game of ``players``
    seats with deck ``deck``: all 104 cards (face, suit 0-3 in ``content.SUITS`` order, rank
    1-13; a deck of :data:`DECK_VARIANTS` with its cards replaced in place), the faces'
    categories, the cards of the deck, and the action layout."""
    wanted = {L.FACE_IDS.index(f) for f in deck_faces(deck)}
    dealt = card_set().deck(DECK_VARIANTS.get(deck))
    faces = np.array([L.FACE_IDS.index(c.face.id) for c in dealt], np.int64)
    suits = np.array([SUITS.index(c.suit) for c in dealt], np.int64)
    ranks = np.array([c.rank for c in dealt], np.int64)
    tba = np.zeros(1, dtype=TABLES_DTYPE)
    tba[0]["n_cards"] = N_CARDS
    tba[0]["n_faces"] = L.N_FACES
    tba[0]["face_slot"][:] = -1
    for k, face in enumerate(card_set().faces):
        tba[0]["face_category"][k] = CATEGORY_OF_TYPE[face.type]
        tba[0]["face_effect"][k] = L.EFFECT_IDS.index(face.effect)
        tba[0]["face_slot"][k] = L.SLOT_OF_SUBTYPE.get(face.subtype or "", -1)
        tba[0]["face_range"][k] = face.range or 0
    sizes = block_sizes(players, heroes)
    offsets = pack_card_fields(tba, faces, suits, ranks, CARDS_BY_CARD, sizes)
    assert offsets["size"] == n_actions(players, heroes)
    fill_hero_tables(tba[0])
    tba[0]["in_deck"][:N_CARDS] = [1 if int(f) in wanted else 0 for f in faces]
    return record_array(tba)  # attribute access also uncompiled (NUMBA_DISABLE_JIT=1)
