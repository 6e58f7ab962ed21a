"""Game content: the card catalogue, deck lists and identity tables, with loader and validator.

Files (all under ``configs/``, which an installed wheel ships as ``qxs_env/configs``):

``cards.yaml`` -- the catalogue, ``faces:`` a list with one entry per card face::

    - id: kuihuabaodian            # stable face id (card_faces.yaml id); list order = face index
      name: 葵花宝典                # Chinese name
      en: Sunflower Manual         # short English name
      category: internal           # move|internal|mental|lightness|strategy|poison|medicine|special
      colour: white                # red|blue|yellow|white; a move's colour is its attribute
      set: standard                # standard | basic_edition_generic (the 12 generic moves)
      attack_range: 3              # internal arts only
      effect: {id: colour_power_bonus, params: {colour: white, amount: 1}}
      text: One or two sentences for humans.

  Moves need ``power`` and ``range``; lightness arts need ``slot`` (minus|plus|either),
  ``distance_attack`` (-1/0) and ``distance_defend`` (0/+1); ``delayed: true`` marks cards that
  go to the judgement area. Effect ids and their typed params are declared in
  :mod:`qxs_env.rulesets.qxs.content.effects`.

``decks/<name>.yaml`` -- a deck list::

    name: standard
    description: ...
    expect_total: 200              # checked against the sum of counts
    cards:
      - {face: tiezhang, colour: red, count: 2}   # a face may appear on several lines

  A move's colour must equal its face colour; non-move copies may take any colour.

``identities.yaml`` -- identity tables (R-S1)::

    tables:
      - players: 8
        mode: standard             # standard | melee
        source: rulebook           # rulebook | ruling (see docs/rulings.md)
        counts: {leader: 1, righteous: 2, cult: 4, court: 1, foreign: 0, collaborator: 0}

Counts must sum to ``players`` with exactly one leader.

Any invalid input raises :class:`ContentError` (a ValueError) whose message is
``<file>: <entry>: <problem>``.
"""

from qxs_env.rulesets.qxs.content.effects import EFFECTS, MAX_PARAMS, encode_params
from qxs_env.rulesets.qxs.content.loader import (
    DECK_NAMES,
    Catalogue,
    Deck,
    IdentityTables,
    configs_dir,
    identity_counts,
    load_catalogue,
    load_deck,
    load_identities,
)
from qxs_env.rulesets.qxs.content.schema import CardFace, ContentError
from qxs_env.rulesets.qxs.content.tables import Tables, compile_tables

__all__ = [
    "DECK_NAMES",
    "EFFECTS",
    "MAX_PARAMS",
    "CardFace",
    "Catalogue",
    "ContentError",
    "Deck",
    "IdentityTables",
    "Tables",
    "compile_tables",
    "configs_dir",
    "encode_params",
    "identity_counts",
    "load_catalogue",
    "load_deck",
    "load_identities",
]
