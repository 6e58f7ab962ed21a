"""群侠杀's own axes of the fuzz sweep (``qxs fuzz``, :mod:`qxs_env.devtools.fuzz_sweep`): decks,
hero sets, how heroes are dealt and the special cards, beyond the player counts and modes that
every game's sweep has.

The sweep reaches this module through the descriptor's ``fuzz_axes``
(:mod:`qxs_env.rulesets.registry`). What it uses, the contract of a game's fuzz axes:
:data:`AXES` (the command line's options: name -> (default, help)), :func:`configurations` (the
playable configurations of some (players, mode) pairs over the axes' values), :func:`label`
(a configuration in a few words) and :func:`report_fields` (its axes' values in the JSON report).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from qxs_env.rulesets.qxs.config import HERO_ASSIGN_MODES, HERO_SETS, GameConfig

DECK_ORDER = ("starter", "basic", "standard", "wide")
SWEEP_HEROES = ("off", "standard", "all")  # the hero sets of ``--heroes every``

AXES: dict[str, tuple[str, str]] = {
    "deck": (
        "starter",
        "deck names or YAML paths, comma-separated, or all (every deck of configs/decks; "
        "default starter)",
    ),
    "heroes": (
        "off",
        "hero sets, comma-separated: off, standard, all, implemented; or every "
        "(off,standard,all) (default off)",
    ),
    "hero_assign": ("draft", "draft (default) or random, with heroes"),
    "specials": ("off", "the special cards: on, off or both (default off)"),
}
"""The sweep's axes of 群侠杀 (``qxs fuzz --deck --heroes --hero-assign --specials``)."""


def _words(text: str) -> list[str]:
    """``"a, b,c"`` -> ``["a", "b", "c"]``."""
    return [w.strip() for w in str(text).split(",") if w.strip()]


def deck_names() -> list[str]:
    """The decks of ``configs/decks`` (starter, basic, standard, wide first, then the others)."""
    from qxs_env.rulesets.qxs.content.loader import configs_dir

    found = {p.stem for p in (configs_dir() / "decks").glob("*.yaml")}
    return [d for d in DECK_ORDER if d in found] + sorted(found - set(DECK_ORDER))


def parse_decks(text: str) -> list[str]:
    """Deck names or YAML paths, comma-separated; ``all``: every deck of ``configs/decks``."""
    decks = deck_names() if text.strip() == "all" else _words(text)
    if not decks:
        raise ValueError("no deck given")
    return list(dict.fromkeys(decks))


def parse_heroes(text: str) -> list[str]:
    """Hero sets, comma-separated (off, standard, all, implemented); ``every``: off,standard,all."""
    sets = list(SWEEP_HEROES) if text.strip() == "every" else _words(text)
    bad = [h for h in sets if h not in HERO_SETS and h != "none"]
    if bad or not sets:
        raise ValueError(
            f"heroes must be a comma-separated list of {', '.join(HERO_SETS)} or 'every'"
            f" (off,standard,all), got {text!r}"
        )
    return list(dict.fromkeys("off" if h == "none" else h for h in sets))


def parse_specials(text: str) -> list[bool]:
    """The special cards' module: ``on``, ``off`` or ``both``."""
    choices = {"off": [False], "on": [True], "both": [False, True]}
    if text not in choices:
        raise ValueError(f"specials must be on, off or both, got {text!r}")
    return choices[text]


def label(config: GameConfig) -> str:
    """Short name of a configuration, e.g. ``5p standard, deck standard, heroes all, specials``."""
    text = f"{config.players}p {config.mode}, deck {config.deck}, heroes {config.heroes}"
    if config.heroes != "off" and config.hero_assign != "draft":
        text += f" ({config.hero_assign})"
    return text + (", specials" if config.specials else "")


def report_fields(config: GameConfig) -> dict[str, Any]:
    """The axes' values of ``config`` for the sweep's JSON report."""
    return {
        "deck": config.deck,
        "heroes": config.heroes,
        "hero_assign": config.hero_assign,
        "specials": config.specials,
    }


def check_playable(config: GameConfig) -> None:
    """Raise ValueError unless the engine can play ``config`` (deck found and every card effect
    implemented, heroes' skills implemented, identities for the player count)."""
    from qxs_env.rulesets.qxs.api import content_for, hero_tables_for
    from qxs_env.rulesets.qxs.content import identity_counts

    try:
        identity_counts(config.players, config.mode)
        content_for(config.deck, config.specials)
        hero_tables_for(config)
    except NotImplementedError as exc:
        raise ValueError(
            f"{label(config)} is not playable: {' '.join(str(exc).split())[:300]}"
        ) from exc
    except (ValueError, OSError) as exc:
        raise ValueError(f"{label(config)}: {' '.join(str(exc).split())[:300]}") from exc


def configurations(pairs: list[tuple[int, str]], axes: Mapping[str, str]) -> list[GameConfig]:
    """Every configuration of the (players, mode) ``pairs`` over the values of ``axes`` (an axis
    not given: its default of :data:`AXES`), in the order pairs, decks, hero sets, specials;
    each checked playable. ValueError for an axis 群侠杀 does not have or a bad value."""
    unknown = sorted(set(axes) - set(AXES))
    if unknown:
        raise ValueError(f"群侠杀's fuzz has no axis {', '.join(unknown)}")
    given = {name: str(axes.get(name, default)) for name, (default, _) in AXES.items()}
    hero_assign = given["hero_assign"]
    if hero_assign not in HERO_ASSIGN_MODES:
        raise ValueError(f"hero_assign must be draft or random, got {hero_assign!r}")
    decks, hero_sets = parse_decks(given["deck"]), parse_heroes(given["heroes"])
    specials = parse_specials(given["specials"])
    out: list[GameConfig] = []
    for p, m in pairs:
        for deck in decks:
            for hero_set in hero_sets:
                for sp in specials:
                    extra: dict[str, Any] = {"heroes": hero_set}  # always: the default is on
                    if hero_set != "off":
                        extra["hero_assign"] = hero_assign
                    config = GameConfig(players=p, mode=m, deck=deck, specials=sp, **extra)
                    check_playable(config)
                    out.append(config)
    return out
