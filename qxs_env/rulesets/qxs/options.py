"""群侠杀's configuration from the command line's options (``qxs simulate``, ``play``,
``audit``): :func:`config_from_options`, its descriptor's ``config_from_options``.

It checks what the command line promises before the first game: the deck can be read and every
card effect it holds is implemented, the heroes can be dealt as asked (pool, assignment), the
player count has an identity table in the mode. Each problem is a ``ValueError`` of one line.
"""

from __future__ import annotations

from typing import Any

from qxs_env.rulesets.qxs.config import GameConfig


def _id_list(text: str | None) -> tuple[str, ...] | None:
    """``"a,b, c"`` -> ``("a", "b", "c")``; ``None`` or blank -> ``None``."""
    if text is None or not text.strip():
        return None
    return tuple(x.strip() for x in text.split(",") if x.strip())


def _one_line(text: str, limit: int = 300) -> str:
    """``text`` on one line, cut at ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def config_from_options(
    players: int,
    mode: str,
    deck: str | None = None,
    max_turns: int | None = None,
    heroes: str | None = None,
    hero_pool: str | None = None,
    hero_assign: str = "draft",
    max_decisions: int | None = None,
) -> GameConfig:
    """A validated :class:`GameConfig` whose deck (and heroes) the engine can play; raises
    ValueError (one line). ``deck``/``heroes`` None: GameConfig's defaults (the rulebook's
    complete game); ``hero_pool``: comma-separated hero ids restricting the heroes dealt;
    ``hero_assign``: ``draft``, ``random`` or comma-separated hero ids, one per seat;
    ``max_turns`` / ``max_decisions``: the truncation limits (None: GameConfig's defaults)."""
    fields: dict[str, Any] = {"players": players, "mode": mode}
    if deck is not None:
        fields["deck"] = deck
    if max_turns is not None:
        fields["max_turns"] = max_turns
    if max_decisions is not None:
        fields["max_decisions"] = max_decisions
    heroes = GameConfig.__dataclass_fields__["heroes"].default if heroes is None else heroes
    pool = _id_list(hero_pool)
    assign: str | tuple[str, ...] = hero_assign
    if hero_assign not in ("draft", "random"):
        assign = _id_list(hero_assign) or "draft"
    if heroes == "off" and (pool is not None or assign != "draft"):
        raise ValueError("--hero-pool and --hero-assign need heroes: drop --heroes off")
    fields["heroes"] = heroes
    if heroes not in ("off", "none"):
        if pool is not None:
            fields["hero_pool"] = pool
        fields["hero_assign"] = assign
        try:
            from qxs_env.rulesets.qxs.api import hero_tables_for

            hero_tables_for(GameConfig(**fields))
        except (NotImplementedError, ValueError) as exc:
            raise ValueError(_one_line(str(exc))) from exc
    try:
        config = GameConfig(**fields)
        from qxs_env.rulesets.qxs.api import content_for
        from qxs_env.rulesets.qxs.content import identity_counts

        identity_counts(config.players, config.mode)
        content_for(config.deck)
    except NotImplementedError as exc:
        deck_name = fields.get("deck", GameConfig.__dataclass_fields__["deck"].default)
        raise ValueError(
            f"deck {deck_name!r} is not playable: the engine does not implement all of its "
            f"card effects ({_one_line(str(exc), 200)})"
        ) from exc
    except (ValueError, OSError) as exc:
        raise ValueError(_one_line(str(exc))) from exc
    return config
