"""三国杀's own axes of the fuzz sweep (``qxs fuzz --game sanguosha --deck ... --heroes ...``,
:mod:`qxs_env.devtools.fuzz_sweep`), beyond the player counts and modes every game's sweep has:
the decks (``tables.DECKS``) and the heroes (``"off"``, ``"standard"``, or ``both``).

The contract (as 群侠杀's :mod:`qxs_env.rulesets.qxs.devtools.fuzz_axes`): :data:`AXES`,
:func:`configurations`, :func:`label` and :func:`report_fields`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import layout as L
from . import tables as T
from .engine import SanguoshaConfig

AXES: dict[str, tuple[str, str]] = {
    "deck": (T.DEFAULT_DECK, f"decks, comma-separated: {', '.join(T.DECKS)} (default seed)"),
    "heroes": ("standard", "heroes: off, standard, or both (default standard, the game's)"),
}
"""The sweep's axes of 三国杀 (``--deck``, ``--heroes``)."""


def _words(text: str) -> list[str]:
    return [w.strip() for w in str(text).split(",") if w.strip()]


def configurations(pairs: list[tuple[int, str]], axes: Mapping[str, str]) -> list[SanguoshaConfig]:
    """Every configuration of the (players, mode) ``pairs`` over the decks and heroes given
    (defaults: :data:`AXES`); ValueError for an axis 三国杀 does not have or a bad value."""
    unknown = sorted(set(axes) - set(AXES))
    if unknown:
        raise ValueError(f"三国杀's fuzz has no axis {', '.join(unknown)}")
    decks = _words(axes.get("deck", AXES["deck"][0]))
    heroes_text = axes.get("heroes", AXES["heroes"][0]).strip()
    heroes = list(L.HERO_MODES) if heroes_text == "both" else _words(heroes_text)
    if not decks or not heroes:
        raise ValueError("no deck or no heroes given")
    return [
        SanguoshaConfig(players=p, mode=m, deck=deck, heroes=h)
        for p, m in pairs
        for deck in decks
        for h in heroes
    ]


def label(config: SanguoshaConfig) -> str:
    """Short name of a configuration, e.g. ``5p standard, deck core, heroes standard``."""
    return f"{config.players}p {config.mode}, deck {config.deck}, heroes {config.heroes}"


def report_fields(config: SanguoshaConfig) -> dict[str, Any]:
    """The axes' values of ``config`` for the sweep's JSON report."""
    return {"deck": config.deck, "heroes": config.heroes}
