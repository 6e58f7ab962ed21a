"""Compile the hero catalogue and a game's hero options into the engine's hero tables.

The engine reads the hero fields of the tables record (``rulesets.qxs.state.TABLES_DTYPE``):
per hero (``configs/heroes.yaml`` order) its printed HP, colour, alignment, gender, skill codes
and skill params; and per configuration the pool the draft (or the random deal) draws from and, for
``hero_assign`` as a list, the hero of each seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from qxs_env.rulesets.qxs.constants import COLOUR_NAMES, MAX_PLAYERS
from qxs_env.rulesets.qxs.content.effects import MAX_PARAMS
from qxs_env.rulesets.qxs.content.loader import Catalogue, HeroCatalogue
from qxs_env.rulesets.qxs.content.skills import SKILLS, encode_skill_params
from qxs_env.rulesets.qxs.layout import (
    ALIGN_EVIL,
    ALIGN_GOOD,
    GENDER_FEMALE,
    GENDER_MALE,
    HERO_SKILLS,
    MAX_HEROES,
)


@dataclass
class HeroTables:
    """Hero arrays for the engine (H heroes, K = HERO_SKILLS slots, P = MAX_PLAYERS seats)."""

    hp: np.ndarray  # int8[H]
    colour: np.ndarray  # int8[H]
    align: np.ndarray  # int8[H] ALIGN_*
    gender: np.ndarray  # int8[H] GENDER_*
    skill: np.ndarray  # int16[H, K] skill codes (0 = empty slot)
    param: np.ndarray  # int32[H, K, MAX_PARAMS]
    pool: np.ndarray  # int16[n] hero indices the game draws from
    fixed: np.ndarray  # int16[P] hero per seat (-1: none / not fixed)

    def pack_into(self, rec: np.ndarray) -> None:
        """Write these tables into a one-element ``TABLES_DTYPE`` record array."""
        n = self.hp.shape[0]
        rec["n_heroes"] = n
        rec["hero_hp"][0, :n] = self.hp
        rec["hero_colour"][0, :n] = self.colour
        rec["hero_align"][0, :n] = self.align
        rec["hero_gender"][0, :n] = self.gender
        rec["hero_skill"][0, :n] = self.skill
        rec["hero_param"][0, :n] = self.param
        rec["n_pool"] = self.pool.shape[0]
        rec["hero_pool"][0, :] = -1
        rec["hero_pool"][0, : self.pool.shape[0]] = self.pool
        rec["hero_fixed"][0, :] = self.fixed


def compile_heroes(
    heroes: HeroCatalogue,
    catalogue: Catalogue,
    pool: Sequence[str] = (),
    fixed: Sequence[str] = (),
    hp: Mapping[str, int] | None = None,
) -> HeroTables:
    """Hero tables for a catalogue, the ids of the game's pool, an optional fixed hero per seat
    and optional printed HP changed per hero (``GameConfig.hero_hp``).

    Raises ValueError for unknown ids or more heroes than the engine holds."""
    n = len(heroes)
    if n > MAX_HEROES:
        raise ValueError(f"{n} heroes; the engine holds at most {MAX_HEROES}")
    hp_arr = np.zeros(n, np.int8)
    colour = np.zeros(n, np.int8)
    align = np.zeros(n, np.int8)
    gender = np.zeros(n, np.int8)
    skill = np.zeros((n, HERO_SKILLS), np.int16)
    param = np.zeros((n, HERO_SKILLS, MAX_PARAMS), np.int32)
    for i, h in enumerate(heroes.heroes):
        hp_arr[i] = h.hp
        colour[i] = COLOUR_NAMES.index(h.colour)
        align[i] = ALIGN_EVIL if h.alignment == "evil" else ALIGN_GOOD
        gender[i] = GENDER_FEMALE if h.gender == "female" else GENDER_MALE
        for k, sk in enumerate(h.skills):
            skill[i, k] = SKILLS[sk.id].code
            param[i, k] = encode_skill_params(sk.id, sk.params, catalogue.index)
    for hid in list(pool) + [f for f in fixed if f]:
        if hid not in heroes.index:
            raise ValueError(f"unknown hero id {hid!r}")
    for hid, value in (hp or {}).items():
        if hid not in heroes.index:
            raise ValueError(f"hero_hp names an unknown hero {hid!r}")
        hp_arr[heroes.index[hid]] = value
    if len(fixed) > MAX_PLAYERS:
        raise ValueError(f"{len(fixed)} fixed heroes for at most {MAX_PLAYERS} seats")
    fixed_arr = np.full(MAX_PLAYERS, -1, np.int16)
    for s, hid in enumerate(fixed):
        fixed_arr[s] = heroes.index[hid]
    pool_arr = np.asarray([heroes.index[h] for h in pool], np.int16)
    return HeroTables(hp_arr, colour, align, gender, skill, param, pool_arr, fixed_arr)
