"""The framework's part of a ruleset's content tables record (``tb``), Python side: the fields
every ruleset's tables record holds, and packing the card actions and the action layout into it.

Every ruleset's ``TABLES_DTYPE`` holds :data:`FRAMEWORK_TABLES_FIELDS` (it adds its own columns:
群侠杀's power, range, colours of faces, heroes, ...). The compiled framework reads them:

==============  ================  ===========================================================
field           shape, type       meaning
==============  ================  ===========================================================
n_faces         int32             faces in the catalogue
n_cards         int32             physical cards in the game
card_face       (C,) int16        each card's face (-1 past ``n_cards``)
card_suit       (C,) int8         its suit, ``0 .. N_SUITS - 1`` (names are the ruleset's), -1 none
card_rank       (C,) int8         its rank, 1..13, or ``RANK_NONE``
card_action     (C,) int16        the card-block action id naming it (:func:`card_action_table`)
act_off         (N_BLOCKS+1,)     each action block's first id, then the number of actions
                int16             (``layout.ACTION_BLOCKS``; :func:`pack_action_layout`)
face_category   (MAX_FACES,) int8 each face's category (the ruleset's)
face_effect     (MAX_FACES,) i16  each face's effect code
face_param      (MAX_FACES, K)    each face's numbers (the ruleset's meaning)
==============  ================  ===========================================================
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.layout import (
    ACT_OFF_LEN,
    ACTION_BLOCKS,
    CARDS_BY_CARD,
    CARDS_BY_FACE,
    CARDS_BY_FACE_SUIT,
    MAX_CARDS,
    MAX_FACES,
    MAX_PARAMS,
    N_SUITS,
    RANK_NONE,
    action_offsets,
)

FRAMEWORK_TABLES_FIELDS: tuple[tuple, ...] = (
    ("n_faces", np.int32),
    ("n_cards", np.int32),
    ("card_face", np.int16, (MAX_CARDS,)),
    ("card_suit", np.int8, (MAX_CARDS,)),
    ("card_rank", np.int8, (MAX_CARDS,)),
    ("card_action", np.int16, (MAX_CARDS,)),
    ("act_off", np.int16, (ACT_OFF_LEN,)),
    ("face_category", np.int8, (MAX_FACES,)),
    ("face_effect", np.int16, (MAX_FACES,)),
    ("face_param", np.int32, (MAX_FACES, MAX_PARAMS)),
)
"""The fields the framework reads in every ruleset's tables record (see the module docstring)."""

CARD_ACTION_MODES = {
    "face_suit": CARDS_BY_FACE_SUIT,
    "face": CARDS_BY_FACE,
    "card": CARDS_BY_CARD,
}
"""How a card block names cards, by name (``layout.CARDS_BY_*``)."""


def card_action_table(
    card_face: np.ndarray, card_suit: np.ndarray, n_faces: int, mode: int
) -> tuple[np.ndarray, int]:
    """Each physical card's card-block action id and the size of the block, for the ruleset's
    choice ``mode``: ``CARDS_BY_FACE_SUIT`` (``face * N_SUITS + suit``; the block has
    ``N_SUITS * n_faces`` ids), ``CARDS_BY_FACE`` (the face; ``n_faces`` ids) or
    ``CARDS_BY_CARD`` (the card's index in the deck; one id per card, so cards that differ
    only in rank are told apart). ValueError for a suit out of range in the first mode."""
    faces = np.asarray(card_face, np.int64)
    if mode == CARDS_BY_FACE_SUIT:
        suits = np.asarray(card_suit, np.int64)
        if faces.size and (suits.min() < 0 or suits.max() >= N_SUITS):
            raise ValueError(f"card actions by face and suit need suits 0..{N_SUITS - 1}")
        return (faces * N_SUITS + suits).astype(np.int16), N_SUITS * int(n_faces)
    if mode == CARDS_BY_FACE:
        return faces.astype(np.int16), int(n_faces)
    if mode == CARDS_BY_CARD:
        return np.arange(faces.size, dtype=np.int16), int(faces.size)
    raise ValueError(f"unknown card action mode {mode!r}; known: {sorted(CARD_ACTION_MODES)}")


def pack_card_fields(
    rec: np.ndarray,
    card_face: np.ndarray,
    card_suit: np.ndarray | None,
    card_rank: np.ndarray | None,
    mode: int,
    block_sizes: dict[str, int],
) -> dict[str, int]:
    """Fill a one-element tables record's card fields (face, suit, rank, card action; -1 past
    the deck, ``RANK_NONE`` where no rank is given) and its action layout, with the card block
    sized by ``mode`` and every other block by ``block_sizes`` (``layout.ACTION_BLOCKS``; the
    card block must not be in it). Returns the offsets (``layout.action_offsets``)."""
    if "card" in block_sizes:
        raise ValueError("the card block's size comes from the card action mode")
    n = int(np.asarray(card_face).size)
    if n > MAX_CARDS:
        raise ValueError(f"the deck has {n} cards; the engine holds at most {MAX_CARDS}")
    suits = np.full(n, -1, np.int8) if card_suit is None else np.asarray(card_suit, np.int8)
    ranks = np.full(n, RANK_NONE, np.int8) if card_rank is None else np.asarray(card_rank, np.int8)
    actions, n_card_actions = card_action_table(card_face, suits, int(rec["n_faces"][0]), mode)
    offsets = action_offsets({"card": n_card_actions, **block_sizes})
    rec["card_face"][0, :] = -1
    rec["card_face"][0, :n] = card_face
    rec["card_suit"][0, :] = -1
    rec["card_suit"][0, :n] = suits
    rec["card_rank"][0, :] = RANK_NONE
    rec["card_rank"][0, :n] = ranks
    rec["card_action"][0, :] = -1
    rec["card_action"][0, :n] = actions
    rec["act_off"][0, :] = [offsets[name] for name in ACTION_BLOCKS] + [offsets["size"]]
    return offsets
