"""Card patterns: which cards a judgement result, a card request or a view-as skill accepts, as
one compiled primitive (framework; names no card).

A pattern is written as text by a ruleset (in its YAML or its code) and compiled once, in
Python, into rows of int64; compiled code asks :func:`card_matches` whether a card (physical or
virtual) matches.

Text
----
``names|ranks|suits``, alternatives separated by ``;`` (a card matches the pattern when it
matches one alternative); a missing or ``.`` field matches anything:

- ``names``: comma-separated face names or category names (the ruleset's dictionaries; a face
  name wins over a category name); ``殺,閃`` or ``basic``;
- ``ranks``: comma-separated ranks or ranges, ``2~9``, ``1,11~13`` (1..13);
- ``suits``: comma-separated suit names or suit groups (``spade``, ``red`` when the ruleset
  names ``red`` = heart and diamond).

Examples (三国杀): 閃電's judgement ``.|2~9|spade``; a request for a 閃 ``閃``; 紅顏-style
"any red card" ``.|.|red``.

Compiled row (``PAT_*`` below, int64 each): the faces (up to ``PAT_MAX_FACES``, count first;
0 faces: any face), a category bitmask, a suit bitmask and a rank bitmask (0: any). A card
with no suit (-1) or no rank (``RANK_NONE``) matches only a pattern that does not ask for one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from qxs_env.engine.cards import c_cat, c_face, c_rank, c_suit
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import N_SUITS

PAT_N_FACES = 0  # how many faces follow (0: any face)
PAT_MAX_FACES = 8
PAT_FACE0 = 1  # PAT_FACE0 .. PAT_FACE0 + PAT_MAX_FACES - 1: the faces
PAT_CATS = PAT_FACE0 + PAT_MAX_FACES  # bit k: category k (0: any category)
PAT_SUITS = PAT_CATS + 1  # bit s: suit s (0: any suit)
PAT_RANKS = PAT_SUITS + 1  # bit r: rank r, 1..13 (0: any rank)
PAT_LEN = PAT_RANKS + 1
MAX_RANK = 13


@njit_cached
def card_matches_row(g, tb, c, row):
    """Does card c (physical or virtual) match one compiled alternative ``row``?"""
    n = row[PAT_N_FACES]
    if n > 0:
        f = c_face(g, tb, c)
        hit = False
        for k in range(n):
            if row[PAT_FACE0 + k] == f:
                hit = True
        if not hit:
            return False
    if row[PAT_CATS] != 0 and (row[PAT_CATS] >> c_cat(g, tb, c)) & 1 == 0:
        return False
    if row[PAT_SUITS] != 0:
        s = c_suit(g, tb, c)
        if s < 0 or (row[PAT_SUITS] >> s) & 1 == 0:
            return False
    if row[PAT_RANKS] != 0:
        r = c_rank(g, tb, c)
        if r < 1 or (row[PAT_RANKS] >> r) & 1 == 0:
            return False
    return True


@njit_cached
def card_matches(g, tb, c, pattern):
    """Does card c match compiled ``pattern`` (rows of :data:`PAT_LEN`: any one of them)?"""
    for k in range(pattern.shape[0]):
        if card_matches_row(g, tb, c, pattern[k]):
            return True
    return False


@njit_cached
def hand_matching(g, tb, p, pattern):
    """How many cards in seat ``p``'s hand match ``pattern`` (a card request's question)."""
    n = 0
    for k in range(g.hand_n[p]):
        if card_matches(g, tb, g.hand[p, k], pattern):
            n += 1
    return n


class PatternError(ValueError):
    """A pattern text that names an unknown face, category or suit, or a bad rank."""


def _names_field(
    text: str, faces: Mapping[str, int], categories: Mapping[str, int], row: np.ndarray
) -> None:
    picked: list[int] = []
    for name in (x.strip() for x in text.split(",")):
        if name in faces:
            picked.append(int(faces[name]))
        elif name in categories:
            row[PAT_CATS] |= 1 << int(categories[name])
        else:
            raise PatternError(f"unknown face or category {name!r}")
    if len(picked) > PAT_MAX_FACES:
        raise PatternError(f"{len(picked)} faces; a pattern names at most {PAT_MAX_FACES}")
    row[PAT_N_FACES] = len(picked)
    row[PAT_FACE0 : PAT_FACE0 + len(picked)] = picked


def _rank(text: str) -> int:
    try:
        r = int(text)
    except ValueError:
        raise PatternError(f"rank {text!r} is not a number") from None
    if not 1 <= r <= MAX_RANK:
        raise PatternError(f"rank {r} outside 1..{MAX_RANK}")
    return r


def _ranks_field(text: str) -> int:
    mask = 0
    for part in (x.strip() for x in text.split(",")):
        lo, _, hi = part.partition("~")
        a, b = _rank(lo), _rank(hi) if hi else _rank(lo)
        if b < a:
            raise PatternError(f"rank range {part!r} runs backwards")
        for r in range(a, b + 1):
            mask |= 1 << r
    return mask


def _suits_field(text: str, suits: Sequence[str], suit_groups: Mapping[str, Sequence[str]]) -> int:
    mask = 0
    for name in (x.strip() for x in text.split(",")):
        members = suit_groups.get(name, (name,))
        for m in members:
            if m not in suits:
                raise PatternError(f"unknown suit {m!r}; known: {', '.join(suits)}")
            mask |= 1 << list(suits).index(m)
    return mask


def compile_pattern(
    text: str,
    faces: Mapping[str, int],
    categories: Mapping[str, int],
    suits: Sequence[str],
    suit_groups: Mapping[str, Sequence[str]] | None = None,
) -> np.ndarray:
    """The compiled rows (int64, ``(alternatives, PAT_LEN)``) of pattern ``text`` (module
    docstring), with the ruleset's face and category names (name -> index), its
    ``N_SUITS`` suit names in suit order and its suit groups (``{"red": ("heart",
    "diamond")}``). Raises :class:`PatternError` naming what is wrong."""
    if len(suits) != N_SUITS:
        raise PatternError(f"a ruleset names {N_SUITS} suits, got {len(suits)}")
    groups = suit_groups or {}
    rows = []
    for alt in text.split(";"):
        fields = [f.strip() for f in alt.split("|")]
        if len(fields) > 3:
            raise PatternError(f"{alt!r} has {len(fields)} fields; at most names|ranks|suits")
        fields += ["."] * (3 - len(fields))
        row = np.zeros(PAT_LEN, np.int64)
        if fields[0] not in (".", ""):
            _names_field(fields[0], faces, categories, row)
        if fields[1] not in (".", ""):
            row[PAT_RANKS] = _ranks_field(fields[1])
        if fields[2] not in (".", ""):
            row[PAT_SUITS] = _suits_field(fields[2], suits, groups)
        rows.append(row)
    return np.stack(rows)
