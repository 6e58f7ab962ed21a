"""Which cards and heroes move the balance: ``qxs sensitivity`` (issue 35, scope 2).

For one configuration of the game, every *small change* is measured and ranked by how much it
moves the identities' win rates:

- each card face of the deck, one copy more and one copy fewer (the copy added or taken is of
  the face's most numerous colour; a face with one copy is not taken out), as deck files
  written into a work folder (the deck's YAML with that count changed);
- each hero dealt in the base run, banned from the draft (``hero_pool`` without it): the
  heroes are those the base games dealt, so the list is the game's own, whatever hero set.

Two designs play them. The *screening* design (the default, :mod:`qxs_env.lab.screening`:
:func:`screening`) plays many arms, each changing a random few of the factors, in blocks on
shared deals, and estimates every change's effect on every identity by least squares: every
game informs every change. The *one-at-a-time* design plays each change alone on the same deals
as the base (``qxs compare``'s machinery, :mod:`qxs_env.lab.compare`), each change's effect its
paired difference. docs/lab.md gives the figures that made the screening the default.

Every arm, the base included, is dealt with the keyed deal where the game has it
(:func:`~qxs_env.lab.compare.with_keyed_deal`): a deck one card apart then deals the other
cards in the same order, and a ban removes only that hero from the draft's offers.

Each change's *score* is the largest absolute effect over the identities (variant minus base,
in win-rate points), *centred*: less the median effect of the changes of its kind, what every
change of the kind shares (in the one-at-a-time design the base arm's luck on these deals, and
the deal of a deck one card longer or shorter: :func:`rank_changes`); the ranking is by score,
and every identity's effect comes with its interval and test. The numbers depend on the seed,
the configuration, the agents and the design's sizes only (``workers`` plays the same games).
:func:`rank_agreement` measures how far two runs (two seeds) agree on the top of the ranking:
the mean of the two one-sided Spearman rank correlations of each run's top ``top`` with their
places in the other run, beside :func:`top_overlap`, how many changes the two tops share.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.lab.agents import AgentsSpec, LabError, parse_agents
from qxs_env.lab.compare import DEAL_FIELDS, CompareResults, Variant, with_keyed_deal
from qxs_env.lab.outputs import write_csv_rows, write_json_file
from qxs_env.lab.results import GameConfig, LabResults
from qxs_env.lab.screening import (
    DEFAULT_ARM_GAMES,
    DEFAULT_ARMS,
    DEFAULT_BLOCK,
    DEFAULT_RATE,
    Column,
    Design,
    arm_fields,
    effect_rows,
    estimate_effects,
    make_design,
    outcomes,
    play_design,
)
from qxs_env.lab.simulate import config_label, simulate
from qxs_env.rulesets import registry

DEFAULT_GAMES = 400
"""Games of the base (and per arm of the one-at-a-time design) of ``qxs sensitivity`` by
default (docs/lab.md: what it buys, measured)."""

DEFAULT_TOP = 10
"""How many of the top movers the chart shows and :func:`rank_agreement` compares."""

DESIGNS = ("screening", "one-at-a-time")
"""The designs of ``qxs sensitivity``, the default first."""

NUM_ENVS = 64
"""Game slots per process of ``qxs sensitivity`` by default: a run keeps every slot playing
until its last game ends, so few games per arm (hundreds) waste less with fewer slots."""

ARMS_PER_RUN = 16
"""Arms played in one :func:`~qxs_env.lab.simulate.simulate` call (one pool of workers for
them all; the numbers are those of one call per arm, as each configuration's games depend on
the seed alone)."""


@dataclass(frozen=True)
class Change:
    """One small change: its kind (``card+``, ``card-``, ``ban``), what it changes (a face or
    hero id) and the variant that plays it."""

    kind: str
    target: str
    variant: Variant


def base_label(config: GameConfig) -> str:
    """The base configuration as the table and the chart name it: players, mode, and the deck
    and heroes where the game's config has them (``8p standard, deck starter, heroes off``), so
    that a run on another deck is not read as the standard game."""
    parts = [config_label(config)]
    for name in ("deck", "heroes"):
        value = getattr(config, name, None)
        if value is not None:
            parts.append(f"{name} {value}")
    return ", ".join(parts)


def read_deck(config: GameConfig) -> dict[str, Any]:
    """The YAML document of ``config``'s deck file (its ``cards`` lines: ``face``, ``count``);
    :class:`LabError` when the game has no deck file to change."""
    import yaml

    deck_file = registry.ruleset_of(config).deck_file
    if deck_file is None:
        raise LabError("this game has no deck file to change")
    try:
        data = yaml.safe_load(deck_file(config).read_text(encoding="utf-8"))
        data["cards"] = list(data["cards"])
        [(line["face"], int(line["count"])) for line in data["cards"]]
    except (AttributeError, ImportError, OSError, KeyError, TypeError, ValueError) as exc:
        raise LabError(f"no deck file to change ({exc})") from exc
    return data


def deck_faces(data: dict[str, Any]) -> dict[str, int]:
    """Each card face of a deck document (:func:`read_deck`) with its number of copies."""
    out: dict[str, int] = {}
    for line in data["cards"]:
        out[line["face"]] = out.get(line["face"], 0) + int(line["count"])
    return out


def write_changed_deck(
    data: dict[str, Any], steps: dict[str, int], path: str | Path, name: str
) -> Path:
    """Write ``data``'s deck with ``steps`` (face -> copies more, negative: fewer) applied to
    ``path``: a copy is added to or taken from the face's most numerous line (its most
    numerous colour), a line left with none is removed; ValueError when a face is not in the
    deck or would keep no copy."""
    import yaml

    lines = [dict(line) for line in data["cards"]]
    copies = deck_faces(data)
    for face, step in steps.items():
        if face not in copies or copies[face] + step < 1:
            raise ValueError(f"the deck cannot have {copies.get(face, 0) + step} of {face}")
        own = [i for i, line in enumerate(lines) if line["face"] == face]
        top = max(own, key=lambda i: lines[i]["count"])
        lines[top]["count"] += step
    total = int(data["expect_total"]) + sum(steps.values())
    deck = {**data, "name": name, "expect_total": total,
            "cards": [line for line in lines if line["count"] > 0]}  # fmt: skip
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(yaml.safe_dump(deck, allow_unicode=True, sort_keys=False), "utf-8")
    return out


def deck_changes(config: GameConfig, workdir: str | Path) -> list[Change]:
    """One copy more and one fewer of each card face of ``config``'s deck, as deck files in
    ``workdir``; :class:`LabError` when the game has no deck file to change."""
    try:
        data = read_deck(config)
    except LabError as exc:
        raise LabError(f"sensitivity: {exc}") from exc
    out = []
    folder = Path(workdir)
    for face, copies in deck_faces(data).items():
        for step, kind in ((1, "card+"), (-1, "card-")):
            if copies + step < 1:
                continue
            file = folder / f"{kind.replace('+', 'plus').replace('-', 'minus')}_{face}.yaml"
            name = f"{data.get('name', 'deck')} {kind}{face}"
            write_changed_deck(data, {face: step}, file, name)
            label = f"{'+1' if step > 0 else '-1'} {face}"
            out.append(Change(kind, face, Variant(label, (("deck", str(file)),))))
    return out


def hero_changes(config: GameConfig, heroes: Sequence[str]) -> list[Change]:
    """Each hero of ``heroes`` banned from ``config``'s draft (its pool without the hero)."""
    pool = tuple(heroes)
    return [
        Change("ban", h, Variant(f"ban {h}", (("hero_pool", tuple(x for x in pool if x != h)),)))
        for h in pool
    ]


def dealt_heroes(base: Any) -> list[str]:
    """The hero ids the base run dealt (its hero table's rows), in catalogue order."""
    heroes = base.report().get("heroes") or {}
    names = registry.ruleset_of(base.configs[0]).hero_names
    order = [h for h, _ in names()] if names is not None else sorted(heroes)
    return [h for h in order if h in heroes]


class RankingOutputs:
    """What both designs of ``qxs sensitivity`` write from their ranking: the flat rows, JSON,
    CSV, the terminal table and the chart. A subclass gives ``base`` (the base run, a
    :class:`LabResults`), ``changes``, ``top``, :meth:`ranking`, :meth:`report` and
    :meth:`design_line` (how the changes were played)."""

    base: LabResults
    changes: list[Any]
    top: int

    def ranking(self) -> list[dict[str, Any]]:  # pragma: no cover (a subclass's)
        """The ranked changes (:func:`rank_changes`)."""
        raise NotImplementedError

    def report(self) -> dict[str, Any]:  # pragma: no cover (a subclass's)
        """The JSON document."""
        raise NotImplementedError

    def design_line(self) -> str:  # pragma: no cover (a subclass's)
        """How the changes were played, for the table's title and the chart's."""
        raise NotImplementedError

    def run_header(self) -> dict[str, Any]:
        """The JSON document's first fields: the game, the base configuration, the agents and
        the seed."""
        base = self.base
        return {"game": registry.ruleset_of(base.configs[0]).name,
                "config": base.configs[0].to_dict(), "agents": base.agents,
                "seed": base.seed}  # fmt: skip

    def rows(self) -> list[dict[str, Any]]:
        """Flat rows, one per (change, identity), in ranking order."""
        return [
            {
                "rank": e["rank"],
                "change": e["label"],
                "kind": e["kind"],
                "target": e["target"],
                "score": e["score"],
                "identity": name,
                **row,
            }  # fmt: skip
            for e in self.ranking()
            for name, row in e["identities"].items()
        ]

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` to ``path``."""
        return write_json_file(path, self.report())

    def write_csv(self, path: str | Path) -> Path:
        """Write :meth:`rows` to ``path``."""
        cols = ["rank", "change", "kind", "target", "score", "identity", "base_rate",
                "variant_rate", "diff", "ci_low", "ci_high", "p_value", "pairs"]  # fmt: skip
        return write_csv_rows(path, cols, self.rows())

    def text(self) -> str:
        """The terminal table: the top movers with every identity's difference."""
        base = self.base
        names = [n for n in registry.ruleset_of(base.configs[0]).identity_names
                 if n in base.report()["identities"]]  # fmt: skip
        lines = [
            f"qxs sensitivity: {base_label(base.configs[0])}, agents {base.agents}, seed "
            f"{base.seed}, {self.design_line()}, {len(self.changes)} changes; top {self.top} by "
            "the largest change of an identity's win rate less the median change (score); the "
            "columns: each identity's change against the base (points; * p < 0.05)",
            f"{'rank':>4}  {'change':<28}{'score':>7}" + "".join(f"{n:>14}" for n in names),
        ]
        for e in self.ranking()[: self.top]:
            cells = "".join(_diff_cell(e["identities"].get(n)) for n in names)
            score = "-" if e["score"] is None else f"{100 * e['score']:.1f}"
            lines.append(f"{e['rank']:>4}  {e['label'][:27]:<28}{score:>7}{cells}")
        return "\n".join(lines)

    def plot(self, path: str | Path) -> Path:
        """The chart of the top movers (PNG; needs matplotlib): per change, every identity's
        difference with its interval."""
        from qxs_env.lab.sensitivity_plot import plot_top_movers

        return plot_top_movers(self, path)


@dataclass
class SensitivityResults(RankingOutputs):
    """The one-at-a-time design: the comparison of the base with every change (a
    :class:`CompareResults`), the changes, and their ranking (:meth:`ranking`)."""

    comparison: CompareResults
    changes: list[Change]
    top: int = DEFAULT_TOP
    meta: dict[str, Any] = field(default_factory=dict)

    @property
    def base(self) -> LabResults:  # type: ignore[override]
        """The base run."""
        return self.comparison.base

    def design_line(self) -> str:
        """``400 games per arm (the same deals)``."""
        return f"{self.base.games_requested} games per arm (the same deals)"

    def ranking(self) -> list[dict[str, Any]]:
        """One entry per change, the largest mover first (:func:`rank_changes`): ``label``,
        ``kind``, ``target``, per identity the paired row of ``qxs compare`` (``diff``,
        ``ci_low``, ``ci_high``, ``p_value``, ``pairs``, both rates) and ``centred`` (the
        difference less the median difference of every change), ``score`` and ``rank``."""
        entries = [
            {
                "label": change.variant.label,
                "kind": change.kind,
                "target": change.target,
                "identities": self.comparison.paired(v, 0)["identities"],
            }  # fmt: skip
            for v, change in enumerate(self.changes)
        ]
        return rank_changes(entries)

    def report(self) -> dict[str, Any]:
        """The JSON document: the run (game, configuration, agents, seed, games per arm), the
        base's report and the ranking."""
        base = self.base
        return {
            **self.run_header(),
            "design": "one-at-a-time",
            "games_per_arm": base.games_requested,
            "changes": len(self.changes),
            "top": self.top,
            **self.meta,
            "base": base.report(),
            "ranking": self.ranking(),
        }


def rank_changes(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Score and rank changes (each with ``identities``: identity -> paired row with ``diff``).

    Every change is compared with the same base games, so the base's own luck (its win rates
    over these deals against the game's) is in every difference alike, and changes of one kind
    share more: the shuffle (Fisher-Yates) draws the same positions for every deck of one
    size, so the decks one card longer deal alike but for the card added. The median
    difference of the changes of a kind (``kind``: ``card+``, ``card-``, ``ban``) estimates
    that shared part, and each change's ``centred`` difference per identity is its difference
    less its kind's median. The ``score`` is the largest absolute centred difference over the
    identities (None when nothing was paired); ``rank`` 1 is the largest."""
    median: dict[tuple[str, str], float] = {}
    for e in entries:
        for n in e["identities"]:
            key = (e.get("kind", ""), n)
            if key in median:
                continue
            diffs = [f["identities"][n]["diff"] for f in entries
                     if f.get("kind", "") == key[0] and n in f["identities"]]  # fmt: skip
            diffs = [d for d in diffs if d is not None]
            median[key] = float(np.median(diffs)) if diffs else 0.0
    out = []
    for e in entries:
        kind = e.get("kind", "")
        centred = {n: r["diff"] - median[(kind, n)] for n, r in e["identities"].items()
                   if r["diff"] is not None}  # fmt: skip
        score = max(abs(d) for d in centred.values()) if centred else None
        out.append({**e, "centred": centred, "score": score})
    out.sort(key=lambda e: (e["score"] is None, -(e["score"] or 0.0), e["label"]))
    for k, e in enumerate(out):
        e["rank"] = k + 1
    return out


def _diff_cell(row: dict[str, Any] | None) -> str:
    if row is None or row["diff"] is None:
        return f"{'-':>14}"
    star = "*" if row["p_value"] < 0.05 else " "
    return f"{100 * row['diff']:>+12.1f}{star} "


def sensitivity(
    config: GameConfig,
    games: int = DEFAULT_GAMES,
    agents: str = "heuristic",
    seed: int = 0,
    kinds: Sequence[str] = ("cards", "heroes"),
    workdir: str | Path = "qxs-sensitivity-decks",
    workers: int = 1,
    num_envs: int = NUM_ENVS,
    progress: Callable[[int], None] | None = None,
    top: int = DEFAULT_TOP,
    ray: str | None = None,
    design: str = "screening",
    screening_sizes: dict[str, Any] | None = None,
) -> RankingOutputs:
    """Measure every change of ``kinds`` (``cards``: each face one copy more and fewer;
    ``heroes``: each dealt hero banned) against the base ``config`` and rank the changes
    (module docstring). ``design``: ``screening`` (the default: :func:`screening`, the base
    played ``games`` games, ``screening_sizes`` its other sizes: ``arms``, ``arm_games``,
    ``rate``, ``block``) or ``one-at-a-time`` (the base and each change on the same ``games``
    deals). ``workdir`` receives the changed decks. ``workers`` and
    ``ray`` as :func:`~qxs_env.lab.simulate.simulate`'s: the same numbers (with a Ray cluster,
    the decks in ``workdir`` must be where its nodes read them)."""
    if not set(kinds) <= {"cards", "heroes"} or not kinds:
        raise LabError(f"kinds must be among cards, heroes, got {', '.join(kinds) or 'none'}")
    spec = parse_agents(agents, game=registry.ruleset_of(config).name)
    run = dict(seed=seed, workers=workers, num_envs=num_envs, progress=progress, ray=ray)
    if design not in DESIGNS:
        raise LabError(f"design must be one of {', '.join(DESIGNS)}, got {design!r}")
    if design == "screening":
        return screening(config, spec, kinds, workdir, run, top, base_games=games,
                         **(screening_sizes or {}))  # fmt: skip
    changes: list[Change] = []
    if "cards" in kinds:  # (before the first game: a deck that cannot be changed is said now)
        changes += deck_changes(config, workdir)
    config = with_keyed_deal(config, DEAL_FIELDS)  # coupled deals for every arm
    base = simulate([config], games, spec, **run)
    if "heroes" in kinds:
        heroes = dealt_heroes(base)
        if not heroes:
            raise LabError("sensitivity: the base game deals no heroes (heroes off?): use cards")
        changes += hero_changes(config, heroes)
    if base.interrupted:
        raise KeyboardInterrupt
    arms: list[LabResults] = []
    for at in range(0, len(changes), ARMS_PER_RUN):  # one pool of workers for several arms
        group = changes[at : at + ARMS_PER_RUN]
        played = simulate([config.replace(**dict(c.variant.fields)) for c in group], games,
                          spec, **run)  # fmt: skip
        if played.interrupted:
            raise KeyboardInterrupt
        arms += [_arm(played, i) for i in range(len(group))]
    meta = {"workers": workers, "ray": ray}
    comparison = CompareResults(base, [c.variant for c in changes], arms, meta=meta)
    return SensitivityResults(comparison, changes, top, {"kinds": list(kinds)})


@dataclass
class ScreeningResults(RankingOutputs):
    """The screening design (:mod:`qxs_env.lab.screening`): the base run, the design, the
    changes (its columns), per identity the fit of :func:`~qxs_env.lab.screening.
    estimate_effects`, and their ranking (:meth:`ranking`)."""

    base: LabResults
    design: Design
    changes: list[Column]
    games: int
    fits: dict[str, dict[str, Any]]
    counts: np.ndarray
    top: int = DEFAULT_TOP
    meta: dict[str, Any] = field(default_factory=dict)

    def design_line(self) -> str:
        """``screening: 1200 arms x 64 games, ...``."""
        d = self.design
        return (f"screening design: {d.arms} arms x {self.games} games ({d.arms * self.games} "
                f"games), each change in {self.meta.get('rate', 0):.0%} of the arms, blocks of "
                f"{d.block} arms on the same deals")  # fmt: skip

    def ranking(self) -> list[dict[str, Any]]:
        """One entry per change, the largest mover first (:func:`rank_changes`): ``label``,
        ``kind``, ``target``, per identity the regression's row (``diff``, ``se``,
        ``ci_low``, ``ci_high``, ``p_value``, ``pairs``: games played with the change,
        ``base_rate``: the intercept, ``variant_rate``), ``centred``, ``score`` and ``rank``."""
        rows = {name: effect_rows(fit, self.counts) for name, fit in self.fits.items()}
        entries = [
            {"label": c.label, "kind": c.kind, "target": c.target,
             "identities": {name: rows[name][k] for name in self.fits}}
            for k, c in enumerate(self.changes)
        ]  # fmt: skip
        return rank_changes(entries)

    def report(self) -> dict[str, Any]:
        """The JSON document: the run, the design's sizes, per identity the deals' share of
        the outcomes' variance, the base's report and the ranking."""
        base = self.base
        return {
            **self.run_header(),
            "design": "screening",
            "arms": self.design.arms,
            "games_per_arm": self.games,
            "block": self.design.block,
            "changes": len(self.changes),
            "top": self.top,
            **self.meta,
            "deal_share": {n: f["theta_share"] for n, f in self.fits.items()},
            "base": base.report(),
            "ranking": self.ranking(),
        }


def screening(
    config: GameConfig,
    spec: AgentsSpec,
    kinds: Sequence[str],
    workdir: str | Path,
    run: dict[str, Any],
    top: int = DEFAULT_TOP,
    arms: int = DEFAULT_ARMS,
    arm_games: int = DEFAULT_ARM_GAMES,
    rate: float = DEFAULT_RATE,
    block: int = DEFAULT_BLOCK,
    base_games: int = DEFAULT_GAMES,
) -> ScreeningResults:
    """The screening design of :func:`sensitivity` (:mod:`qxs_env.lab.screening`): the base
    played ``base_games`` games (its report, the heroes it deals), then ``arms`` arms of
    ``arm_games`` games each changing a ``rate`` share of the factors, in blocks of ``block``
    arms on the same deals; each change's effect per identity by least squares."""
    if run.get("ray") is not None:
        raise LabError("sensitivity: --ray plays the one-at-a-time design only")
    deck = read_deck(config) if "cards" in kinds else None
    if deck is not None:
        for face, copies in deck_faces(deck).items():
            if copies < 1:
                raise LabError(f"sensitivity: the deck has no copy of {face}")
    config = with_keyed_deal(config, DEAL_FIELDS)  # coupled deals in every block
    base = simulate([config], base_games, spec, **run)
    if base.interrupted:
        raise KeyboardInterrupt
    heroes = dealt_heroes(base) if "heroes" in kinds else []
    if "heroes" in kinds and not heroes:
        raise LabError("sensitivity: the base game deals no heroes (heroes off?): use cards")
    faces = deck_faces(deck) if deck is not None else {}
    design = make_design(faces, heroes, arms, rate, block, run["seed"])
    if arms <= 2 * len(design.columns()):  # fewer: the arms' means fit every column exactly
        raise LabError(f"sensitivity: the screening design needs more than twice as many arms as "
                       f"changes ({len(design.columns())}): --arms {arms} is too few")  # fmt: skip
    folder = Path(workdir)
    configs = [config.replace(**arm_fields(design, a, deck, folder)) for a in range(arms)]
    results = play_design(design, configs, arm_games, str(spec), run["workers"],
                          run["num_envs"], run["progress"])  # fmt: skip
    table = base.report()["identities"]
    names = registry.ruleset_of(config).identity_names
    present = [i for i, n in enumerate(names) if n in table]
    x, y, deal, blocks = outcomes(design, results, present)
    fits = {names[i]: estimate_effects(x, y[:, k], deal, blocks) for k, i in enumerate(present)}
    counts = x.sum(axis=0).astype(np.int64)
    meta = {"kinds": list(kinds), "rate": rate, "base_games": base_games,
            "workers": run["workers"]}  # fmt: skip
    return ScreeningResults(base, design, design.columns(), arm_games, fits, counts, top, meta)


def _arm(played: LabResults, i: int) -> LabResults:
    """Configuration ``i`` of a run of several as a run of its own (one arm)."""
    return LabResults(configs=[played.configs[i]], results=[played.results[i]],
                      agents=played.agents, seed=played.seed,
                      games_requested=played.games_requested, meta=played.meta)  # fmt: skip


def rank_agreement(
    a: list[dict[str, Any]], b: list[dict[str, Any]], top: int = DEFAULT_TOP
) -> float:
    """How far two rankings (:meth:`SensitivityResults.ranking` or the JSON's ``ranking``, e.g.
    of two seeds) agree on their top ``top``: the mean of the two one-sided Spearman rank
    correlations, the places of ``a``'s top changes in ``a`` against their places in ``b``, and
    the same of ``b``'s top in ``b`` against ``a``. 1 when each top keeps its order in the other
    ranking, about 0 when the rankings are unrelated (each side's correlation is then 0 on
    average; the changes of both tops pooled would not be, being chosen for a high place on
    one side); nan when a top has fewer than two changes ranked in both."""
    rank_a = {e["label"]: e["rank"] for e in a}
    rank_b = {e["label"]: e["rank"] for e in b}

    def one_sided(first: list[dict[str, Any]], own: dict, other: dict) -> float:
        keys = [e["label"] for e in first[:top] if e["label"] in other]
        if len(keys) < 2:
            return float("nan")
        x, y = _ranks([own[k] for k in keys]), _ranks([other[k] for k in keys])
        return float(np.corrcoef(x, y)[0, 1])

    return (one_sided(a, rank_a, rank_b) + one_sided(b, rank_b, rank_a)) / 2


def top_overlap(a: list[dict[str, Any]], b: list[dict[str, Any]], top: int = DEFAULT_TOP) -> int:
    """How many changes the two rankings' top ``top`` have in common (what
    :func:`rank_agreement`, an agreement of order, does not see)."""
    return len({e["label"] for e in a[:top]} & {e["label"] for e in b[:top]})


def _ranks(values: list[float]) -> np.ndarray:
    """Ranks 1..n of ``values`` (ties share their mean rank)."""
    arr = np.asarray(values, dtype=np.float64)
    order = arr.argsort(kind="stable")
    ranks = np.empty(len(arr))
    ranks[order] = np.arange(1, len(arr) + 1)
    for v in np.unique(arr):
        ranks[arr == v] = ranks[arr == v].mean()
    return ranks


def load_ranking(path: str | Path) -> list[dict[str, Any]]:
    """The ``ranking`` of a ``qxs sensitivity --json`` file; :class:`LabError` otherwise."""
    try:
        return list(json.loads(Path(path).read_text(encoding="utf-8"))["ranking"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise LabError(f"{path}: not a JSON report of qxs sensitivity ({exc})") from exc
