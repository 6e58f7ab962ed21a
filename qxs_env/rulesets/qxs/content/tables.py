"""Compile a catalogue and a deck into the flat numpy tables the engine reads.

``F`` is the number of faces (catalogue order), ``C`` the number of physical cards (deck lines
expanded by ``count`` in file order). Integer codes come from :mod:`qxs_env.rulesets.qxs.constants`
and
:mod:`qxs_env.rulesets.qxs.content.effects`.
"""

from __future__ import annotations

from collections import namedtuple

import numpy as np

from qxs_env.rulesets.qxs.constants import (
    CATEGORY_NAMES,
    COLOUR_NAMES,
    SLOT_EITHER_LIGHTNESS,
    SLOT_INTERNAL,
    SLOT_MENTAL,
    SLOT_MINUS,
    SLOT_NONE,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.content.effects import EFFECTS, MAX_PARAMS
from qxs_env.rulesets.qxs.content.loader import Catalogue, Deck

Tables = namedtuple(
    "Tables",
    [
        "face_category",  # int8[F]  CAT_*
        "face_colour",  # int8[F]  printed colour (a move's attribute)
        "face_power",  # int8[F]  moves, else 0
        "face_range",  # int8[F]  moves, else 0
        "face_attack_range",  # int8[F]  internal arts, else 0
        "face_slot",  # int8[F]  SLOT_* (SLOT_EITHER_LIGHTNESS for 凌波微步), SLOT_NONE=-1
        "face_dist_attack",  # int8[F]  lightness: -1 or 0
        "face_dist_defend",  # int8[F]  lightness: 0 or +1
        "face_delayed",  # bool[F]  goes to the judgement area
        "face_effect",  # int16[F]  EFFECT_* code
        "face_shaolin",  # int8[F]  1: a card of the Shaolin school (少林方丈)
        "face_name",  # int16[F]  first face with the same printed name (力 1x1 and 力 2x1: one)
        "face_param",  # int32[F, MAX_PARAMS]  encoded effect params
        "card_face",  # int16[C]  face index of each physical card
        "card_colour",  # int8[C]  colour of each physical card
    ],
)

_SLOT_CODES = {
    "internal": SLOT_INTERNAL,
    "mental": SLOT_MENTAL,
    "minus": SLOT_MINUS,
    "plus": SLOT_PLUS,
    "either": SLOT_EITHER_LIGHTNESS,
}


def compile_tables(catalogue: Catalogue, deck: Deck) -> Tables:
    """Build the engine's :data:`Tables` from a validated catalogue and deck."""
    n = len(catalogue)
    face_category = np.zeros(n, np.int8)
    face_colour = np.zeros(n, np.int8)
    face_power = np.zeros(n, np.int8)
    face_range = np.zeros(n, np.int8)
    face_attack_range = np.zeros(n, np.int8)
    face_slot = np.full(n, SLOT_NONE, np.int8)
    face_dist_attack = np.zeros(n, np.int8)
    face_dist_defend = np.zeros(n, np.int8)
    face_delayed = np.zeros(n, np.bool_)
    face_effect = np.zeros(n, np.int16)
    face_shaolin = np.zeros(n, np.int8)
    face_name = np.zeros(n, np.int16)
    first_of_name: dict[str, int] = {}
    face_param = np.zeros((n, MAX_PARAMS), np.int32)
    for i, f in enumerate(catalogue.faces):
        face_category[i] = CATEGORY_NAMES.index(f.category)
        face_colour[i] = COLOUR_NAMES.index(f.colour)
        face_power[i] = f.power or 0
        face_range[i] = f.range or 0
        face_attack_range[i] = f.attack_range or 0
        slot = f.slot if f.category == "lightness" else f.category
        face_slot[i] = _SLOT_CODES.get(slot, SLOT_NONE)
        face_dist_attack[i] = f.distance_attack or 0
        face_dist_defend[i] = f.distance_defend or 0
        face_delayed[i] = f.delayed
        face_effect[i] = EFFECTS[f.effect.id].code
        face_shaolin[i] = int(f.is_shaolin)
        face_name[i] = first_of_name.setdefault(f.name, i)
        face_param[i] = f.effect.encoded()

    card_face: list[int] = []
    card_colour: list[int] = []
    for line in deck.lines:
        if line.face not in catalogue.index:
            raise ValueError(
                f"deck {deck.name!r} uses face {line.face!r}, which is not in this catalogue"
            )
        card_face += [catalogue.index[line.face]] * line.count
        card_colour += [COLOUR_NAMES.index(line.colour)] * line.count

    return Tables(
        face_category=face_category,
        face_colour=face_colour,
        face_power=face_power,
        face_range=face_range,
        face_attack_range=face_attack_range,
        face_slot=face_slot,
        face_dist_attack=face_dist_attack,
        face_dist_defend=face_dist_defend,
        face_delayed=face_delayed,
        face_effect=face_effect,
        face_shaolin=face_shaolin,
        face_name=face_name,
        face_param=face_param,
        card_face=np.asarray(card_face, np.int16),
        card_colour=np.asarray(card_colour, np.int8),
    )


SPECIAL_FACES = ("tulongdao", "yitianjian", "xuantiejian")
"""The special cards of the optional module (GameConfig.specials), one copy each."""


def with_specials(catalogue: Catalogue, tables: Tables) -> Tables:
    """``tables`` with one copy of each special card (in its printed colour) appended after the
    deck's cards. The engine sets them aside at the start instead of shuffling them in."""
    faces = [catalogue.index[f] for f in SPECIAL_FACES]
    colours = [int(tables.face_colour[f]) for f in faces]
    return tables._replace(
        card_face=np.concatenate([tables.card_face, np.asarray(faces, np.int16)]),
        card_colour=np.concatenate([tables.card_colour, np.asarray(colours, np.int8)]),
    )
