"""``qxs balance``: search small changes that bring the sides' win rates to a target
(issue 35, scope 4).

Sides and target. A *side* is a group of identities that win together (the ruleset's
``sides``; 群侠杀: leader + righteous, cult, court, foreign + collaborator), counted when one of
its identities is dealt. A side's *win rate* is the share of decided games (truncated games
left out) that a seat of it won. The *target* gives each side present a win rate
(:func:`parse_target`): ``equal`` (every side 1/k of the games, k sides at the table),
``seats`` (each side its share of the seats) or explicit rates (``cult=0.3,court=0.2``; a
side is named by any of its identities, the sides not named share what is left equally). A
configuration's *imbalance* is the largest distance of a side's rate from its target
(:func:`imbalance`); it *meets the target* when that is at most ``within``.

Changes. A *step* is one small change of the base configuration: one copy more or fewer of a
card face (kind ``card``, as ``qxs sensitivity``'s deck files) or one more or less of an integer
rule of the game's config that the ruleset offers for tuning, within the bounds it sets (kind
``rule``: the descriptor's ``tuning``; 群侠杀: starting hand 2-8, draw per turn 1-5, base HP 2-8,
the leader's bonus 0-3, the killer's draw 0-5, attacks per turn 1-3), or one HP more or less
of a hero the game can deal (kind ``hero``, within the bounds of the descriptor's ``hero_hp``;
群侠杀: 3-6, the catalogue printing 4 or 5; played through the config's ``hero_hp``), or another
identity table the game's rules allow at the player count (kind ``table``, the descriptor's
``identity_tables``; 群侠杀: at 8 players the standard table and the melee, 混战, R-S1). A table
step deals other identities, so it pairs with the base only as far as the deals stay alike, and
its arm is measured against the target of its own table (``seats``: its own seat shares). A
*candidate* is a set of steps. By default only the rules are searched where the game offers
some (:func:`default_kinds`).

Search, bounded by a game budget (``budget``: games over every arm, base arms included):

1. *Screen*: the base and every single step play ``screen`` games each on the same deals (seed
   ``seed``), half the budget shared out (at least :data:`MIN_SCREEN_GAMES` per arm: a budget
   too small for every step is refused with the figure it needs).
2. *Combine*: the :data:`COMBINE` best single steps that lowered the imbalance, two at a time
   (two steps of the same face or rule are not combined), on the same deals, as far as a fifth
   of the budget pays for.
3. *Confirm*: the ``keep`` best candidates of both rounds and the base on fresh deals (seed
   ``seed + CONFIRM_SEED_OFFSET``) with what is left of the budget shared out: each side's
   rate with its Wilson interval, the imbalance, and per side the paired difference against
   the base with its exact test. The screen's winners were chosen for their luck as well as
   their effect (the winner's curse); only the confirmation's figures are estimates.

With card steps, every arm (the base included) is dealt with the keyed deal where the game has
it (:func:`~qxs_env.lab.compare.with_keyed_deal`): a deck one card apart deals the other cards
in the same order, so the screen's paired differences measure the card rather than a new deal.

The numbers depend on the configuration, the agents, the seed and the budget only (``workers``
plays the same games).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.lab.agents import LabError, parse_agents
from qxs_env.lab.compare import Variant, variant_configs, with_keyed_deal
from qxs_env.lab.outputs import write_csv_rows, write_json_file
from qxs_env.lab.results import GameConfig, LabResults
from qxs_env.lab.sensitivity import deck_faces, read_deck, write_changed_deck
from qxs_env.lab.simulate import config_label, simulate
from qxs_env.lab.stats import GameResults, paired_difference, rate_entry
from qxs_env.rulesets import registry

DEFAULT_BUDGET = 20_000
"""Games of ``qxs balance`` by default, over every arm of the three rounds."""

DEFAULT_WITHIN = 0.05
"""How far from its target a side's win rate may be for a configuration to meet the target."""

DEFAULT_KEEP = 3
"""Candidates confirmed on fresh deals."""

MIN_SCREEN_GAMES = 50
"""The fewest games per arm of the screen: below, the budget is refused."""

SCREEN_SHARE = 0.5
COMBINE_SHARE = 0.2
"""The budget's shares of the screen and of the combinations (the confirmation has the rest)."""

COMBINE = 4
"""How many of the best single steps are combined two at a time (at most 6 pairs)."""

CONFIRM_SEED_OFFSET = 1_000_003
"""The confirmation's deals: seed plus this (none of them among the screen's)."""

NUM_ENVS = 64
"""Game slots per process by default (few games per arm: fewer slots waste less)."""

KINDS = ("cards", "rules", "heroes", "tables")
"""The kinds of steps ``qxs balance`` searches (``--kinds``)."""

ARMS_PER_RUN = 16
"""Arms played in one :func:`~qxs_env.lab.simulate.simulate` call."""


# --- sides and targets ---------------------------------------------------------------------


def sides_of(config: GameConfig) -> list[tuple[int, ...]]:
    """The sides dealt in ``config`` (the ruleset's ``sides``, each identity its own side when
    it has none), each as the identity indices dealt of it."""
    ruleset = registry.ruleset_of(config)
    counts = list(ruleset.identity_counts(config.players, config.mode))
    groups = ruleset.sides or tuple((k,) for k in range(len(ruleset.identity_names)))
    out = [tuple(k for k in side if counts[k] > 0) for side in groups]
    return [side for side in out if side]


def side_label(config: GameConfig, side: Sequence[int]) -> str:
    """``leader+righteous``: the side's dealt identities by name."""
    names = registry.ruleset_of(config).identity_names
    return "+".join(names[k] for k in side)


def parse_target(text: str, config: GameConfig) -> dict[str, float]:
    """Each side's target win rate (label -> rate) from ``equal``, ``seats`` or
    ``identity=rate[,identity=rate ...]`` (module docstring); :class:`LabError` otherwise."""
    sides = sides_of(config)
    labels = [side_label(config, s) for s in sides]
    low = text.strip().lower()
    if low == "equal":
        return {label: 1.0 / len(sides) for label in labels}
    if low == "seats":
        counts = registry.ruleset_of(config).identity_counts(config.players, config.mode)
        seats = [sum(int(counts[k]) for k in side) for side in sides]
        return {label: n / sum(seats) for label, n in zip(labels, seats, strict=True)}
    names = registry.ruleset_of(config).identity_names
    given: dict[str, float] = {}
    for part in (p.strip() for p in text.split(",") if p.strip()):
        name, eq, value = (x.strip() for x in part.partition("="))
        try:
            rate = float(value)
        except ValueError:
            rate = -1.0
        if not eq or not 0.0 <= rate <= 1.0:
            raise LabError(f"target part {part!r}: expected identity=rate with a rate in [0, 1]")
        found = [
            lab
            for lab, s in zip(labels, sides, strict=True)
            if name.lower() in (names[k] for k in s) or name.lower() == lab
        ]
        if not found:
            raise LabError(f"target: {name!r} names no side dealt here ({', '.join(labels)})")
        if found[0] in given:
            raise LabError(f"target: the side {found[0]} is given twice")
        given[found[0]] = rate
    if not given:
        raise LabError(f"target {text!r}: use equal, seats or identity=rate,...")
    left = 1.0 - sum(given.values())
    rest = [lab for lab in labels if lab not in given]
    if left < -1e-9 or (not rest and abs(left) > 1e-6):
        raise LabError(f"target: the sides' rates must add up to 1 (they add up to {1 - left:g})")
    return {lab: given.get(lab, max(left, 0.0) / max(len(rest), 1)) for lab in labels}


def side_outcomes(res: GameResults, side: Sequence[int]) -> np.ndarray:
    """Per game: 1 when a seat of ``side`` won, 0 when it lost, -1 when truncated."""
    return np.array(
        [
            -1 if res.truncated[g] else int(any(res.identity_won(g, k) for k in side))
            for g in range(res.games)
        ],
        dtype=np.int64,
    )


def side_rates(res: GameResults, config: GameConfig) -> dict[str, dict[str, Any]]:
    """Each side's wins, decided games, rate and Wilson interval in ``res``."""
    out = {}
    for side in sides_of(config):
        won = side_outcomes(res, side)
        decided = won >= 0
        out[side_label(config, side)] = rate_entry(int(won[decided].sum()), int(decided.sum()))
    return out


def imbalance(rates: dict[str, float | None], target: dict[str, float]) -> float | None:
    """The largest distance of a side's win rate from its target (None: a side undecided)."""
    gaps = [None if rates.get(k) is None else abs(rates[k] - t) for k, t in target.items()]
    return None if any(g is None for g in gaps) else max(gaps)


# --- steps and candidates --------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class Step:
    """One small change: ``kind`` ``card`` (``target`` a face), ``rule`` (a config field),
    ``hero`` (a hero id: its printed HP), ``delta`` +1 or -1; or ``table`` (``target`` the
    label of an identity table of the descriptor's ``identity_tables``, ``delta`` 0)."""

    kind: str
    target: str
    delta: int

    def label(self) -> str:
        """``+1 jinchuang`` / ``base_hp -1`` / ``guojing HP +1``."""
        if self.kind == "card":
            return f"{self.delta:+d} {self.target}"
        if self.kind == "table":
            return f"table {self.target}"
        return f"{self.target}{' HP' if self.kind == 'hero' else ''} {self.delta:+d}"


def candidate_label(steps: Sequence[Step]) -> str:
    """The candidate's steps in words (``base`` for none)."""
    return " & ".join(s.label() for s in sorted(steps)) or "base"


def single_steps(config: GameConfig, kinds: Sequence[str]) -> list[Step]:
    """Every single step of ``kinds`` (``cards``, ``rules``, ``heroes``) that ``config``
    allows."""
    steps: list[Step] = []
    if "cards" in kinds:
        for face, copies in deck_faces(read_deck(config)).items():
            steps += [Step("card", face, +1)] + ([Step("card", face, -1)] if copies > 1 else [])
    if "rules" in kinds:
        tuning = registry.ruleset_of(config).tuning
        if tuning is None:
            raise LabError("this game offers no rule for tuning: use --kinds cards")
        for name, (value, least, most) in tuning(config).items():
            for delta in (+1, -1):
                if not least <= value + delta <= most:
                    continue
                try:  # a value the game refuses is no step
                    config.replace(**{name: value + delta})
                except ValueError:
                    continue
                steps.append(Step("rule", name, delta))
    if "heroes" in kinds:
        for hero, (hp, least, most) in _hero_hp(config).items():
            steps += [Step("hero", hero, d) for d in (+1, -1) if least <= hp + d <= most]
    if "tables" in kinds:
        tables = _identity_tables(config)
        steps += [Step("table", label, 0) for label, fields in tables.items()
                  if not _plays(config, fields)]  # fmt: skip
    return steps


def _identity_tables(config: GameConfig) -> dict[str, dict[str, Any]]:
    """The descriptor's ``identity_tables`` of ``config``; :class:`LabError` where the game
    offers none other than the config's own at its player count."""
    offer = registry.ruleset_of(config).identity_tables
    tables = {} if offer is None else {k: dict(v) for k, v in offer(config).items()}
    if not [fields for fields in tables.values() if not _plays(config, fields)]:
        why = "offers no choice of identity table" if offer is None else (
            f"allows one identity table at {config.players} players")  # fmt: skip
        raise LabError(f"--kinds tables: this game {why}")
    return tables


def _plays(config: GameConfig, fields: dict[str, Any]) -> bool:
    """Whether ``config`` already has ``fields`` (an identity table's settings)."""
    return all(getattr(config, k) == v for k, v in fields.items())


def step_config(config: GameConfig, steps: Sequence[Step]) -> GameConfig:
    """``config`` with the candidate's identity table (its ``table`` step, if any): what its
    sides and target are read from."""
    tables = [s for s in steps if s.kind == "table"]
    if not tables:
        return config
    return config.replace(**_identity_tables(config)[tables[0].target])


def _hero_hp(config: GameConfig) -> dict[str, tuple[int, int, int]]:
    """The descriptor's ``hero_hp`` of ``config``; :class:`LabError` where the game has none
    or deals no hero."""
    table = registry.ruleset_of(config).hero_hp
    found = {} if table is None else dict(table(config))
    if not found:
        why = "has no hero HP setting" if table is None else "deals no hero here (heroes off?)"
        raise LabError(f"--kinds heroes: this game {why}")
    return found


def default_kinds(config: GameConfig) -> tuple[str, ...]:
    """The steps searched when none are asked for: the integer rules where the game offers
    some (one card more or fewer moves a side by well under a point, docs/lab.md: a screen of
    every face at a budget of thousands of games finds noise), else the cards."""
    return ("rules",) if registry.ruleset_of(config).tuning is not None else ("cards",)


def candidate_variant(config: GameConfig, steps: Sequence[Step], workdir: Path) -> Variant:
    """The variant that plays ``steps`` on ``config`` (a deck file in ``workdir`` for the card
    steps, the changed fields for the rule steps)."""
    fields: dict[str, Any] = {}
    cards = {s.target: s.delta for s in steps if s.kind == "card"}
    if cards:
        data = read_deck(config)
        name = "_".join(f"{'plus' if d > 0 else 'minus'}_{f}" for f, d in sorted(cards.items()))
        path = write_changed_deck(
            data,
            cards,
            workdir / f"{name}.yaml",
            f"{data.get('name', 'deck')} {candidate_label(steps)}",
        )
        fields["deck"] = str(path)
    rules = [s for s in steps if s.kind == "rule"]
    if rules:
        now = registry.ruleset_of(config).tuning(config)
        fields.update({s.target: now[s.target][0] + s.delta for s in rules})
    heroes = [s for s in steps if s.kind == "hero"]
    if heroes:
        now = _hero_hp(config)
        entries = dict(e.split(":", 1) for e in getattr(config, "hero_hp", None) or ())
        entries.update({s.target: str(now[s.target][0] + s.delta) for s in heroes})
        fields["hero_hp"] = tuple(f"{h}:{v}" for h, v in entries.items())
    tables = [s for s in steps if s.kind == "table"]
    if tables:
        fields.update(_identity_tables(config)[tables[0].target])
    return Variant(candidate_label(steps), tuple(fields.items()))


# --- the search ------------------------------------------------------------------------------


@dataclass
class Arm:
    """One candidate as played in one round: its steps, side rates and imbalance."""

    steps: tuple[Step, ...]
    round: str
    rates: dict[str, dict[str, Any]]
    imbalance: float | None
    paired: dict[str, dict[str, Any]] = field(default_factory=dict)
    target: dict[str, float] | None = None
    """The arm's own target where its identity table is not the base's (a ``table`` step)."""

    @property
    def label(self) -> str:
        """The candidate in words."""
        return candidate_label(self.steps)

    def entry(self, target: dict[str, float]) -> dict[str, Any]:
        """The arm as a JSON object."""
        return {
            "label": self.label,
            "round": self.round,
            "steps": [[s.kind, s.target, s.delta] for s in self.steps],
            "imbalance": self.imbalance,
            "target": self.target or target,
            "sides": self.rates,
            "paired_vs_base": self.paired,
        }


@dataclass
class BalanceResults:
    """Every arm of the three rounds, the target and the run's settings."""

    config: GameConfig
    target: dict[str, float]
    within: float
    screen: list[Arm]
    combined: list[Arm]
    confirmed: list[Arm]
    meta: dict[str, Any] = field(default_factory=dict)

    def best(self) -> list[Arm]:
        """The confirmed candidates, the most balanced first (the base among them)."""
        return sorted(self.confirmed, key=_order)

    def report(self) -> dict[str, Any]:
        """The JSON document: the run, the target, and every round's arms."""
        return {
            "game": registry.ruleset_of(self.config).name,
            "config": self.config.to_dict(),
            "target": self.target,
            "within": self.within,
            **self.meta,
            "confirmed": [a.entry(self.target) for a in self.best()],
            "meets_target": [a.label for a in self.best() if _meets(a, self.within)],
            "screen": [a.entry(self.target) for a in sorted(self.screen, key=_order)],
            "combined": [a.entry(self.target) for a in sorted(self.combined, key=_order)],
        }

    def rows(self) -> list[dict[str, Any]]:
        """Flat rows, one per (round, candidate, side)."""
        out = []
        for arm in [*self.confirmed, *self.screen, *self.combined]:
            for side, rate in arm.rates.items():
                paired = arm.paired.get(side, {})
                out.append(
                    {
                        "round": arm.round,
                        "candidate": arm.label,
                        "imbalance": arm.imbalance,
                        "side": side,
                        "target": self.target[side],
                        "rate": rate["win_rate"],
                        "ci_low": rate["ci_low"],
                        "ci_high": rate["ci_high"],
                        "games": rate["games"],
                        "diff_vs_base": paired.get("diff"),
                        "p_value": paired.get("p_value"),
                    }
                )
        return out

    def write_json(self, path: str | Path) -> Path:
        """Write :meth:`report` to ``path``."""
        return write_json_file(path, self.report())

    def write_csv(self, path: str | Path) -> Path:
        """Write :meth:`rows` to ``path``."""
        cols = [
            "round",
            "candidate",
            "imbalance",
            "side",
            "target",
            "rate",
            "ci_low",
            "ci_high",
            "games",
            "diff_vs_base",
            "p_value",
        ]
        return write_csv_rows(path, cols, self.rows())

    def text(self) -> str:
        """The terminal table: the confirmed candidates with every side's rate."""
        sides = list(self.target)
        m = self.meta
        width = max([len("candidate")] + [len(a.label) for a in self.confirmed]) + 2
        lines = [
            f"qxs balance: {config_label(self.config)}, agents {m.get('agents')}, seed "
            f"{m.get('seed')}, budget {m.get('budget'):,} games ({m.get('games_played'):,} "
            f"played): {len(self.screen) - 1} single steps screened on {m.get('screen_games')} "
            f"games each, {len(self.combined)} pairs, the best {len(self.confirmed) - 1} "
            f"confirmed on {m.get('confirm_games')} fresh deals each",
            "target: "
            + ", ".join(f"{s} {100 * t:.1f}%" for s, t in self.target.items())
            + f"; within {100 * self.within:g} points",
            f"{'candidate':<{width}}{'imbalance':>10}" + "".join(f"{s[:18]:>20}" for s in sides),
        ]
        for arm in self.best():
            cells = "".join(_rate_cell(arm.rates.get(s), arm.paired.get(s)) for s in sides)
            gap = "-" if arm.imbalance is None else f"{100 * arm.imbalance:.1f}"
            mark = " *" if _meets(arm, self.within) else ""
            lines.append(f"{arm.label:<{width}}{gap:>10}{cells}{mark}")
        lines.append(
            "each side's win rate in % ± the half-width of its 95% interval (its change "
            "against the base on the same deals, points); * meets the target"
        )
        return "\n".join(lines)


def _order(arm: Arm) -> tuple[bool, float, str]:
    return (arm.imbalance is None, arm.imbalance or 0.0, arm.label)


def _meets(arm: Arm, within: float) -> bool:
    return arm.imbalance is not None and arm.imbalance <= within


def _rate_cell(rate: dict[str, Any] | None, paired: dict[str, Any] | None) -> str:
    if rate is None or rate["win_rate"] is None:  # undecided, or a side this table has not
        return f"{'-':>20}"
    half = 100 * (rate["ci_high"] - rate["ci_low"]) / 2
    diff = "" if not paired or paired.get("diff") is None else f" ({100 * paired['diff']:+.1f})"
    return f"{100 * rate['win_rate']:>8.1f}±{half:<4.1f}{diff:<9}"


def _play(
    config: GameConfig,
    candidates: list[tuple[Step, ...]],
    games: int,
    spec: Any,
    workdir: Path,
    run: dict[str, Any],
) -> list[GameResults]:
    """Play every candidate ``games`` games on the same deals; one :class:`GameResults` each."""
    variants = [candidate_variant(config, steps, workdir) for steps in candidates]
    configs = [variant_configs([config], v)[0] for v in variants]
    out: list[GameResults] = []
    for at in range(0, len(configs), ARMS_PER_RUN):
        played: LabResults = simulate(configs[at : at + ARMS_PER_RUN], games, spec, **run)
        if played.interrupted:
            raise KeyboardInterrupt
        out += played.results
    return out


def _arms(
    config: GameConfig,
    candidates: list[tuple[Step, ...]],
    results: list[GameResults],
    round_name: str,
    target: str,
) -> list[Arm]:
    """Each candidate's arm: its sides' rates and its imbalance against ``target`` (the text,
    read for the candidate's identity table: :func:`step_config`)."""
    arms = []
    base_goal = parse_target(target, config)
    for steps, res in zip(candidates, results, strict=True):
        own = step_config(config, steps)
        rates = side_rates(res, own)
        goal = parse_target(target, own)
        gap = imbalance({k: r["win_rate"] for k, r in rates.items()}, goal)
        arms.append(Arm(tuple(steps), round_name, rates, gap, target=None if goal == base_goal
                        else goal))  # fmt: skip
    return arms


def _pair_with_base(config: GameConfig, arms: list[Arm], results: list[GameResults]) -> None:
    """Each arm's per-side paired difference against the first (the base) on the same deals."""
    sides = sides_of(config)
    base = [side_outcomes(results[0], s) for s in sides]
    for arm, res in zip(arms, results, strict=True):
        arm.paired = {
            side_label(config, s): paired_difference(side_outcomes(res, s), b)
            for s, b in zip(sides, base, strict=True)
        }


def balance(
    config: GameConfig,
    target: str = "seats",
    within: float = DEFAULT_WITHIN,
    budget: int = DEFAULT_BUDGET,
    agents: str = "heuristic",
    seed: int = 0,
    kinds: Sequence[str] | None = None,
    keep: int = DEFAULT_KEEP,
    workdir: str | Path = "qxs-balance-decks",
    workers: int = 1,
    num_envs: int = NUM_ENVS,
    progress: Callable[[int], None] | None = None,
    ray: str | None = None,
) -> BalanceResults:
    """Search the small changes of ``config`` (``kinds``: ``cards``, ``rules``, ``heroes``)
    that bring the sides' win rates nearest ``target`` within ``budget`` games (module
    docstring). ``kinds`` ``None``: the rules where the game offers some for tuning, else the
    cards. ``workers`` and ``ray`` as :func:`~qxs_env.lab.simulate.simulate`'s: the same
    numbers (with a Ray cluster, the card steps' deck files in ``workdir`` must be where its
    nodes read them)."""
    kinds = default_kinds(config) if kinds is None else kinds
    if not kinds or not set(kinds) <= set(KINDS):
        raise LabError(f"kinds must be among {', '.join(KINDS)}, got {', '.join(kinds) or 'none'}")
    if not 0 < within < 1:
        raise LabError(f"within must be between 0 and 1 (a win rate), got {within}")
    if keep < 1:
        raise LabError(f"keep must be at least 1, got {keep}")
    if "cards" in kinds:  # card steps are paired on coupled deals (every arm keyed)
        config = with_keyed_deal(config, ("deck",))
    goal = parse_target(target, config)
    spec = parse_agents(agents, game=registry.ruleset_of(config).name)
    folder = Path(workdir)
    singles = [(s,) for s in single_steps(config, kinds)]
    screen_games = int(budget * SCREEN_SHARE) // (len(singles) + 1)
    if screen_games < MIN_SCREEN_GAMES:
        need = -(-MIN_SCREEN_GAMES * (len(singles) + 1) // SCREEN_SHARE)
        raise LabError(
            f"a budget of {budget:,} games is too small for {len(singles)} single "
            f"steps: give at least {int(need):,} (--budget) or fewer --kinds"
        )
    run = dict(seed=seed, workers=workers, num_envs=num_envs, progress=progress, ray=ray)
    screen_c: list[tuple[Step, ...]] = [(), *singles]
    screen = _arms(
        config, screen_c, _play(config, screen_c, screen_games, spec, folder, run), "screen", target
    )
    played = screen_games * len(screen_c)
    base_gap = screen[0].imbalance
    better = [
        a
        for a in sorted(screen[1:], key=_order)
        if a.imbalance is not None and (base_gap is None or a.imbalance < base_gap)
    ]
    pairs = [
        tuple(sorted(a.steps + b.steps))
        for a, b in combinations(better[:COMBINE], 2)
        if a.steps[0].target != b.steps[0].target
    ]
    pairs = pairs[: int(budget * COMBINE_SHARE) // screen_games]
    combined: list[Arm] = []
    if pairs:
        combined = _arms(
            config, pairs, _play(config, pairs, screen_games, spec, folder, run), "combine", target
        )
        played += screen_games * len(pairs)
    finalists = [a.steps for a in sorted(screen[1:] + combined, key=_order)[:keep]]
    confirm_c: list[tuple[Step, ...]] = [(), *finalists]
    confirm_games = (budget - played) // len(confirm_c)
    if confirm_games < MIN_SCREEN_GAMES:
        raise LabError(f"the budget leaves {confirm_games} games per arm to confirm: raise it")
    run["seed"] = seed + CONFIRM_SEED_OFFSET
    results = _play(config, confirm_c, confirm_games, spec, folder, run)
    confirmed = _arms(config, confirm_c, results, "confirm", target)
    _pair_with_base(config, confirmed, results)
    played += confirm_games * len(confirm_c)
    meta = {
        "agents": agents,
        "seed": seed,
        "budget": budget,
        "kinds": list(kinds),
        "screen_games": screen_games,
        "confirm_games": confirm_games,
        "confirm_seed": seed + CONFIRM_SEED_OFFSET,
        "games_played": played,
        "workers": workers,
        "ray": ray,
    }
    return BalanceResults(config, goal, within, screen, combined, confirmed, meta)
