"""``qxs compare``: a game against variants of it, played on the same deals, per identity and
per seat the paired difference of the win rates with its interval and an exact test.

A *variant* changes the base configuration's fields (a deck file, the heroes, a rule switch of
the game's config: any field of its config class) and/or the agents. It is written
``[LABEL:] key=value[; key=value ...]`` (:func:`parse_variant`): ``deck=my_deck.yaml``,
``heroes=all; max_turns=300``, ``more heals: deck=decks/heals.yaml``, ``agents=heuristic_v1``.
A value is read as the base field's type (``true``/``false`` for a switch, numbers, a
comma-separated list for a tuple field such as ``hero_pool``).

Pairing. Base and every variant play the same games: game k of a configuration is dealt from
the same seed in every arm (:mod:`qxs_env.lab.simulate`), so the identities, and whatever else
the variant leaves alone, are dealt alike; the report says in how many games the identities
were dealt alike (a variant changing the number of players or the deal itself pairs nothing).
For each identity the outcome of game k in an arm is 1 (a seat of it won), 0 (lost) or
undecided (truncated, left out of the pair); the paired difference (variant minus base) over
the deals decided in both arms comes with a normal interval and the exact two-sided McNemar
test on the discordant deals (:func:`qxs_env.lab.stats.paired_difference`), which detects a far
smaller change than two independent intervals. ``games_needed`` says how many paired games a
difference of ``detect`` (default 2 points) needs to be found at p < 0.05 with power 0.8, from
the discordance observed (:func:`qxs_env.lab.stats.paired_games_needed`).

Coupled deals. A deck one card longer or shorter, or a pool less one hero, would be shuffled
anew by the game's generator: the pair would share the identities and nothing else. When a
variant changes the deck or the hero pool (:data:`DEAL_FIELDS`) and the game's config has a
``keyed_deal`` switch (群侠杀's), every arm, the base included, is played with it on
(:func:`with_keyed_deal`): the cards and heroes are shuffled by keys of their own, so the pair
deals the same cards in the same order but the one changed. It is the same game (a uniform
shuffle either way) on other deals than the default's.

The numbers depend on the seed, the configurations, the agents and the chunk only: the same
with any ``workers`` and with ``ray``, as :func:`~qxs_env.lab.simulate.simulate`'s.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.lab.agents import LabError, parse_agents
from qxs_env.lab.outputs import write_csv_rows
from qxs_env.lab.results import DEFAULT_CHUNK, GameConfig, LabResults
from qxs_env.lab.simulate import config_label, simulate
from qxs_env.lab.stats import GameResults, paired_difference, paired_games_needed
from qxs_env.rulesets import registry

DEFAULT_DETECT = 0.02
"""The difference of win rates :attr:`CompareResults.detect` sizes ``games_needed`` for."""

DEAL_FIELDS = ("deck", "hero_pool")
"""Config fields whose change the keyed deal (``keyed_deal``) keeps paired."""

KEYED_FIELD = "keyed_deal"
"""The config switch of the keyed deal (a game whose config lacks it is dealt as it is)."""


def with_keyed_deal(config: GameConfig, changed: Sequence[str]) -> GameConfig:
    """``config`` with the keyed deal on when ``changed`` (config field names a variant sets)
    names a deck or hero-pool field and the game's config has the switch (and does not set it
    itself); else ``config`` as it is."""
    if KEYED_FIELD in changed or not set(changed) & set(DEAL_FIELDS):
        return config
    if not hasattr(config, KEYED_FIELD) or getattr(config, KEYED_FIELD):
        return config
    return config.replace(**{KEYED_FIELD: True})


@dataclass(frozen=True)
class Variant:
    """A change of the base: config fields (name -> value, already typed) and/or agents."""

    label: str
    fields: tuple[tuple[str, Any], ...] = ()
    agents: str | None = None

    def describe(self) -> str:
        """``deck=x.yaml; agents=heuristic_v1``: the change in the syntax it was given in."""
        parts = [f"{k}={_show(v)}" for k, v in self.fields]
        if self.agents is not None:
            parts.append(f"agents={self.agents}")
        return "; ".join(parts)


def _show(value: Any) -> str:
    if isinstance(value, tuple):
        return ",".join(str(x) for x in value)
    return str(value).lower() if isinstance(value, bool) else str(value)


def _typed(key: str, text: str, like: Any) -> Any:
    """``text`` read as the type of the base's value ``like`` (LabError when it cannot be)."""
    low = text.strip().lower()
    try:
        if isinstance(like, bool):
            if low in ("true", "on", "yes", "1"):
                return True
            if low in ("false", "off", "no", "0"):
                return False
            raise ValueError(text)
        if isinstance(like, int):
            return int(text)
        if isinstance(like, float):
            return float(text)
        if isinstance(like, tuple):
            return tuple(x.strip() for x in text.split(",") if x.strip())
    except ValueError as exc:
        kind = type(like).__name__
        raise LabError(f"variant: {key}={text!r} is not a {kind} like the base's") from exc
    if like is None:
        if low == "none":
            return None
        for cast in (int, float):
            try:
                return cast(text)
            except ValueError:
                pass
        if "," in text:
            return tuple(x.strip() for x in text.split(",") if x.strip())
    return text.strip()


def parse_variant(text: str, base: GameConfig) -> Variant:
    """A :class:`Variant` from ``[LABEL:] key=value[; key=value ...]`` (module docstring),
    each key a field of ``base``'s config class or ``agents``; :class:`LabError` otherwise.
    Without a label the variant is named by its changes."""
    label, colon, body = text.partition(":")
    if not colon or "=" in label:
        label, body = "", text
    fields: dict[str, Any] = {}
    agents = None
    names = list(base.to_dict())
    for part in (p.strip() for p in body.split(";")):
        if not part:
            continue
        key, eq, value = (x.strip() for x in part.partition("="))
        if not eq or not key or not value:
            raise LabError(f"bad variant part {part!r}: expected key=value")
        if key in fields or (key == "agents" and agents is not None):
            raise LabError(f"variant {text!r} sets {key} twice")
        if key == "agents":
            agents = value
        elif key in ("players", "mode"):
            raise LabError(f"variant: {key} cannot change (the deals would not pair)")
        elif key in names:
            fields[key] = _typed(key, value, getattr(base, key))
        else:
            raise LabError(
                f"variant: {key!r} is no field of {type(base).__name__}: use agents or one of "
                f"{', '.join(n for n in names if n not in ('players', 'mode'))}"
            )
    if not fields and agents is None:
        raise LabError(f"variant {text!r} changes nothing")
    unnamed = Variant("", tuple(fields.items()), agents)
    return Variant(label.strip() or unnamed.describe(), unnamed.fields, agents)


def variant_configs(configs: Sequence[GameConfig], variant: Variant) -> list[GameConfig]:
    """The variant's configurations, one per base configuration; :class:`LabError` when the
    game refuses one (its config or its engine: a deck file that cannot be read, ...)."""
    out = []
    for config in configs:
        try:
            changed = config.replace(**dict(variant.fields))
            registry.ruleset_of(changed).engine_class(changed, batch=1)  # content loads
        except (ValueError, TypeError, OSError, NotImplementedError) as exc:
            flat = " ".join(str(exc).split())
            raise LabError(f"variant {variant.label!r}: {flat}") from exc
        out.append(changed)
    return out


@dataclass
class CompareResults:
    """The base's and each variant's :class:`LabResults` (same configurations and games) and
    their paired comparison (:meth:`paired`)."""

    base: LabResults
    variants: list[Variant]
    arms: list[LabResults]
    detect: float = DEFAULT_DETECT
    meta: dict[str, Any] = field(default_factory=dict)

    def paired(self, v: int, i: int) -> dict[str, Any]:
        """Variant ``v`` against the base on configuration ``i``: the share of games whose
        identities were dealt alike, and per identity and per seat the paired difference
        (variant minus base) with both arms' rates over the paired deals."""
        base, other = self.base.results[i], self.arms[v].results[i]
        if base.index != other.index:
            raise LabError("the arms did not play the same games (an interrupted run?)")
        names = base.identity_names
        same = [a == b for a, b in zip(base.idents, other.idents, strict=True)]
        identities = {
            names[k]: self._row(_identity_outcomes(other, k), _identity_outcomes(base, k))
            for k in base.present_identities()
        }
        seats = {
            f"seat{s}": self._row(_seat_outcomes(other, s), _seat_outcomes(base, s))
            for s in range(len(base.idents[0]) if base.idents else 0)
        }
        return {
            "games": base.games,
            "same_identities": float(np.mean(same)) if same else None,
            "identities": identities,
            "seats": seats,
        }

    def _row(self, variant: np.ndarray, base: np.ndarray) -> dict[str, Any]:
        row = paired_difference(variant, base)
        ok = (variant >= 0) & (base >= 0)
        n = int(ok.sum())
        row["base_rate"] = float(base[ok].mean()) if n else None
        row["variant_rate"] = float(variant[ok].mean()) if n else None
        discordant = (row["a_only"] + row["b_only"]) / n if n else None
        row["games_needed"] = paired_games_needed(discordant, self.detect)
        return row

    def report(self) -> dict[str, Any]:
        """The JSON document: the run, the base's report, and per variant its change, its own
        report and the paired comparison of every configuration."""
        game = registry.ruleset_of(self.base.configs[0]).name
        return {
            "game": game,
            "agents": self.base.agents,
            "seed": self.base.seed,
            "games_requested": self.base.games_requested,
            "detect": self.detect,
            "interrupted": self.base.interrupted or any(a.interrupted for a in self.arms),
            **self.meta,
            "base": self.base.report(),
            "variants": [
                {
                    "label": variant.label,
                    "changes": variant.describe(),
                    "agents": arm.agents,
                    "report": arm.report(),
                    "paired": [
                        {"config": c.to_dict(), **self.paired(v, i)}
                        for i, c in enumerate(self.base.configs)
                    ],
                }
                for v, (variant, arm) in enumerate(zip(self.variants, self.arms, strict=True))
            ],
        }

    def rows(self) -> list[dict[str, Any]]:
        """Flat rows, one per (variant, configuration, identity or seat)."""
        out = []
        for v, variant in enumerate(self.variants):
            for i, config in enumerate(self.base.configs):
                paired = self.paired(v, i)
                base = {"variant": variant.label, "players": config.players, "mode": config.mode}
                for kind in ("identities", "seats"):
                    for group, row in paired[kind].items():
                        out.append({**base, "kind": kind[:-1], "group": group, **row})
        return out

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` as JSON to ``path``."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(self.report(), indent=2, ensure_ascii=False) + "\n", "utf-8")
        return p

    def write_csv(self, path: str | Path) -> Path:
        """Write :meth:`rows` as CSV to ``path``."""
        cols = ["variant", "players", "mode", "kind", "group", "base_rate", "variant_rate",
                "diff", "ci_low", "ci_high", "p_value", "pairs", "a_only", "b_only",
                "games_needed"]  # fmt: skip
        return write_csv_rows(path, cols, self.rows())

    def plot(self, directory: str | Path) -> list[Path]:
        """Write the forest plots of the paired differences into ``directory``
        (:mod:`qxs_env.lab.compare_plots`; needs matplotlib)."""
        from qxs_env.lab.compare_plots import plot_compare

        return plot_compare(self, directory)

    def text(self) -> str:
        """The terminal tables: per variant and configuration, one row per identity."""
        ruleset = registry.ruleset_of(self.base.configs[0])
        lines = [
            f"qxs compare: {ruleset.title}, agents {self.base.agents}, seed {self.base.seed}, "
            f"{self.base.games_requested} games per arm and configuration (the same deals)"
        ]
        pts = f"{100 * self.detect:g}"
        for v, variant in enumerate(self.variants):
            for i, config in enumerate(self.base.configs):
                p = self.paired(v, i)
                same = p["same_identities"]
                lines += [
                    "",
                    f"== {config_label(config)}: {variant.label} vs base ({p['games']} games; "
                    f"identities dealt alike in {100 * (same or 0):.1f}%)",
                    f"{'identity':<14}{'base':>7}{'variant':>9}{'diff':>9}   95% CI"
                    f"{'p (exact)':>21}{'pairs':>8}   games for ±{pts} pts",
                ]
                for name, row in p["identities"].items():
                    lines.append(_text_row(name, row))
        if any(a.interrupted for a in [self.base, *self.arms]):
            lines.append("INTERRUPTED: the arms hold the games finished so far")
        return "\n".join(lines)


def _text_row(name: str, row: dict[str, Any]) -> str:
    if row["diff"] is None:
        return f"{name:<14}{'(no paired games)':>30}"
    need = row["games_needed"]
    return (
        f"{name:<14}{row['base_rate']:>7.3f}{row['variant_rate']:>9.3f}{row['diff']:>+9.3f}"
        f"   [{row['ci_low']:+.3f}, {row['ci_high']:+.3f}]{row['p_value']:>11.2g}"
        f"{row['pairs']:>8}   {'-' if need is None else f'{need:,}'}"
    )


def _identity_outcomes(res: GameResults, identity: int) -> np.ndarray:
    """Per game: 1 when a seat of ``identity`` won, 0 when it lost, -1 when truncated."""
    return np.array(
        [-1 if res.truncated[g] else int(res.identity_won(g, identity)) for g in range(res.games)],
        dtype=np.int64,
    )


def _seat_outcomes(res: GameResults, seat: int) -> np.ndarray:
    """Per game: the seat's own result (1 won, 0 lost), -1 when truncated."""
    return np.array(
        [-1 if res.truncated[g] else int(res.won[g][seat]) for g in range(res.games)],
        dtype=np.int64,
    )


def compare(
    configs: GameConfig | Sequence[GameConfig],
    variants: Sequence[str | Variant],
    games: int,
    agents: str = "random",
    seed: int = 0,
    workers: int = 1,
    num_envs: int = 256,
    chunk: int = DEFAULT_CHUNK,
    progress: Callable[[int], None] | None = None,
    ray: str | None = None,
    detect: float = DEFAULT_DETECT,
) -> CompareResults:
    """Play the base ``configs`` and every variant on the same ``games`` deals each (the
    arguments as :func:`~qxs_env.lab.simulate.simulate`'s) and return the paired comparison.
    ``variants``: :class:`Variant` objects or their text (:func:`parse_variant`)."""
    configs = [configs] if hasattr(configs, "players") else list(configs)
    if not configs:
        raise LabError("no configuration to compare")
    if not variants:
        raise LabError("compare needs at least one variant")
    if not 0 < detect < 1:
        raise LabError(f"detect must be between 0 and 1 (a difference of win rates), got {detect}")
    game = registry.ruleset_of(configs[0]).name
    parsed = [v if isinstance(v, Variant) else parse_variant(v, configs[0]) for v in variants]
    changed = [name for v in parsed for name, _ in v.fields]
    configs = [with_keyed_deal(c, changed) for c in configs]  # every arm, the base included
    arms_configs = [variant_configs(configs, v) for v in parsed]
    specs = [parse_agents(v.agents or agents, game=game) for v in parsed]
    run = dict(seed=seed, workers=workers, num_envs=num_envs, chunk=chunk, progress=progress,
               ray=ray)  # fmt: skip
    base = simulate(configs, games, parse_agents(agents, game=game), **run)
    arms = []
    for spec, arm_configs in zip(specs, arms_configs, strict=True):
        if base.interrupted:
            break
        arms.append(simulate(arm_configs, games, spec, **run))
    if base.interrupted or any(a.interrupted for a in arms):
        raise KeyboardInterrupt  # Ctrl-C: a comparison needs every game of every arm
    if any(not r.complete for r in [base, *arms]):
        raise LabError("an arm left games unplayed: compare needs every game of every arm")
    return CompareResults(base, parsed, arms, detect, {"workers": workers, "ray": ray})
