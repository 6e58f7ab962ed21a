"""The screening design of ``qxs sensitivity`` (its default, issue 35 scope 2): every game
informs every change.

The one-at-a-time design (:func:`qxs_env.lab.sensitivity.sensitivity`) plays each small change
alone against the base: with ~194 changes and 400 games per arm, each change's paired
difference has a standard error of about 2.2 points, while the changes' true effects spread
over 1.5-2.0 points, so two seeds' top 10 did not agree (docs/lab.md). Here the same games are
spent on a *random balance* design (sensitivity analysis with many factors):

- more than twice as many arms as changes (fewer: the arms' means would fit every column);
  each *arm* (a configuration played on ``games`` deals) perturbs a random subset of the
  factors: each card face one copy more (+1), one fewer (-1) or as it is, each hero banned from
  the draft or not; every change is made in exactly ``round(rate * arms)`` arms (a face gets a
  copy more in that many arms and one fewer in as many others; a face of one copy is only added
  to; a hero is banned in that many), the arms chosen at random per factor
  (:func:`make_design`), so every column of the design is balanced, as precise as the others
  and nearly orthogonal to them;
- the arms come in *blocks* of ``block`` arms that play the same deals (the keyed deal: a deck
  a few cards apart deals the others in the same order), so what a deal does to every arm of
  its block is measured and removed;
- each change's effect on each identity's win rate is estimated by least squares of the game
  outcomes (won 1, lost 0; truncated games left out) on the indicator columns (``[face +1]``,
  ``[face -1]``, ``[hero banned]``), with a random effect per deal (the deal's share of the
  outcomes, estimated from the data: :func:`estimate_effects`), and a standard error robust to
  any correlation of the games of one block (clustered by block), hence an interval and a
  normal test per identity.

The ranking is that of the one-at-a-time design (:func:`~qxs_env.lab.sensitivity.rank_changes`:
the largest absolute effect over the identities, less the median effect of its kind). The
numbers depend on the seed, the configuration, the agents and the design's sizes only:
``workers`` plays the same blocks.
"""

from __future__ import annotations

import math
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from qxs_env.engine.random_streams import episode_seed
from qxs_env.lab.stats import GameResults

DEFAULT_ARMS = 400
"""Arms of the screening design by default (docs/lab.md: the budget, measured)."""

DEFAULT_ARM_GAMES = 40
"""Games per arm of the screening design by default."""

DEFAULT_RATE = 0.2
"""Share of the arms that make each change (a face one copy more; in as many others one fewer;
a hero banned)."""

DEFAULT_BLOCK = 4
"""Arms that play the same deals."""

BLOCK_SEED_STREAM = 5
"""Stream of :func:`~qxs_env.engine.random_streams.episode_seed` that gives a block its seed."""


@dataclass(frozen=True)
class Column:
    """One column of the design: a change's ``kind`` (``card+``, ``card-``, ``ban``), its
    ``target`` (face or hero id) and its ``label`` (as the one-at-a-time design's)."""

    kind: str
    target: str
    label: str


@dataclass
class Design:
    """A screening design: ``faces`` (face -> copies in the base deck) and ``heroes`` (the base
    pool), per arm each face's step (``steps``: arms x faces, -1, 0 or +1) and each hero's ban
    (``bans``: arms x heroes, 0 or 1), the ``block`` size and the ``seed``."""

    faces: list[str]
    heroes: list[str]
    steps: np.ndarray
    bans: np.ndarray
    block: int
    seed: int

    @property
    def arms(self) -> int:
        """How many arms."""
        return int(self.steps.shape[0])

    def columns(self) -> list[Column]:
        """The indicator columns, in :meth:`matrix` order: each face's +1 then -1 (a face that
        is never taken from has no -1 column), then each hero's ban."""
        out = []
        for j, face in enumerate(self.faces):
            out.append(Column("card+", face, f"+1 {face}"))
            if (self.steps[:, j] < 0).any():
                out.append(Column("card-", face, f"-1 {face}"))
        out += [Column("ban", h, f"ban {h}") for h in self.heroes]
        return out

    def matrix(self) -> np.ndarray:
        """The arms x columns 0/1 matrix of :meth:`columns`."""
        cols = []
        for j in range(len(self.faces)):
            cols.append(self.steps[:, j] > 0)
            if (self.steps[:, j] < 0).any():
                cols.append(self.steps[:, j] < 0)
        cols += [self.bans[:, h] > 0 for h in range(len(self.heroes))]
        return np.column_stack(cols).astype(np.float64) if cols else np.zeros((self.arms, 0))

    def block_seed(self, b: int) -> int:
        """The seed of block ``b``'s deals (game k of each of its arms: ``episode_seed(this,
        k, 0)``, as :func:`~qxs_env.lab.simulate.simulate` deals)."""
        return int(episode_seed(self.seed, b, BLOCK_SEED_STREAM))


def make_design(
    faces: dict[str, int],
    heroes: Sequence[str],
    arms: int,
    rate: float = DEFAULT_RATE,
    block: int = DEFAULT_BLOCK,
    seed: int = 0,
) -> Design:
    """The random balance design (module docstring) of ``arms`` arms over the card ``faces``
    (face -> copies) and the ``heroes``, each change made in a ``rate`` share of the arms,
    from ``seed``; ValueError for sizes that give no design."""
    if arms < 2 or block < 1 or not 0 < rate <= 0.5:
        raise ValueError(
            f"need arms >= 2, block >= 1, 0 < rate <= 0.5, got {arms}, {block}, {rate}"
        )
    rng = np.random.default_rng([seed, 35])
    names = list(faces)
    steps = np.zeros((arms, len(names)), np.int8)
    per = int(round(rate * arms))
    for j, face in enumerate(names):
        col = np.zeros(arms, np.int8)
        col[:per] = 1
        if faces[face] > 1:
            col[per : 2 * per] = -1
        steps[:, j] = rng.permutation(col)
    bans = np.zeros((arms, len(heroes)), np.int8)
    for h in range(len(heroes)):
        col = np.zeros(arms, np.int8)
        col[:per] = 1
        bans[:, h] = rng.permutation(col)
    return Design(names, list(heroes), steps, bans, block, seed)


def arm_fields(design: Design, a: int, deck: dict[str, Any] | None, workdir: Path) -> dict:
    """Config fields of arm ``a``: its deck file (written in ``workdir`` from the base deck
    document ``deck``) when it changes a face, its hero pool when it bans a hero."""
    from qxs_env.lab.sensitivity import write_changed_deck

    fields: dict[str, Any] = {}
    steps = {f: int(s) for f, s in zip(design.faces, design.steps[a], strict=True) if s}
    if steps and deck is not None:
        name = f"{deck.get('name', 'deck')} screening arm {a}"
        fields["deck"] = str(write_changed_deck(deck, steps, workdir / f"arm_{a}.yaml", name))
    if design.bans[a].any():
        fields["hero_pool"] = tuple(h for h, b in zip(design.heroes, design.bans[a],
                                                      strict=True) if not b)  # fmt: skip
    return fields


def _play_block(
    game: tuple[str, str | None],
    configs: list[dict[str, Any]],
    agents: str,
    seed: int,
    games: int,
    num_envs: int,
) -> list[GameResults]:
    """Play games ``0 .. games - 1`` of every configuration of a block here, dealt from the
    block's ``seed`` (:func:`~qxs_env.lab.simulate.play_games`: no pool, no run record per
    arm); the results per configuration. A top-level function: a pool's task."""
    from qxs_env.lab.agents import parse_agents
    from qxs_env.lab.simulate import play_games
    from qxs_env.rulesets import registry

    ruleset = registry.get(*game)
    spec = parse_agents(agents, game=ruleset.name)
    return [play_games(ruleset.make_config(**c), spec, seed, games, num_envs) for c in configs]


def play_design(
    design: Design,
    configs: list[Any],
    games: int,
    agents: str,
    workers: int = 1,
    num_envs: int = 16,
    progress: Callable[[int], None] | None = None,
) -> list[GameResults]:
    """Play every arm's configuration (``configs[a]``) of ``design`` on its block's deals,
    ``games`` games each, one block per task (``workers`` processes: the same numbers); the
    results per arm."""
    from qxs_env.rulesets import registry

    name = registry.ruleset_of(configs[0]).name
    game = (name, registry.origin_of(name))
    blocks = [list(range(s, min(s + design.block, design.arms)))
              for s in range(0, design.arms, design.block)]  # fmt: skip
    tasks = [(game, [configs[a].to_dict() for a in arms], agents, design.block_seed(b), games,
              num_envs) for b, arms in enumerate(blocks)]  # fmt: skip
    out: list[GameResults | None] = [None] * design.arms

    def take(b: int, results: list[GameResults]) -> None:
        for a, res in zip(blocks[b], results, strict=True):
            out[a] = res
        if progress is not None:
            progress(games * len(blocks[b]))

    if workers == 1:
        for b, task in enumerate(tasks):
            take(b, _play_block(*task))
    else:
        ctx = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            futures: dict[Future, int] = {pool.submit(_play_block, *t): b
                                          for b, t in enumerate(tasks)}  # fmt: skip
            pending = set(futures)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    take(futures[fut], fut.result())
    return [res for res in out if res is not None]


def outcomes(
    design: Design, results: list[GameResults], identities: Sequence[int]
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The regression's data from the played arms: ``x`` (games x columns, the arm's row of
    :meth:`Design.matrix`), ``y`` (games x ``identities``: 1 won, 0 lost, nan truncated),
    ``deal`` (the deal of each game: block and game index, an int) and ``block``."""
    matrix = design.matrix()
    xs, ys, deals, blocks = [], [], [], []
    for a, res in enumerate(results):
        n = res.games
        b = a // design.block
        won = np.full((n, len(identities)), np.nan)
        for g in range(n):
            if not res.truncated[g]:
                won[g] = [res.identity_won(g, i) for i in identities]
        xs.append(np.repeat(matrix[a : a + 1], n, axis=0))
        ys.append(won)
        index = np.asarray(res.index if len(res.index) == n else range(n), np.int64)
        deals.append(b * (1 << 32) + index)
        blocks.append(np.full(n, b, np.int64))
    return np.vstack(xs), np.vstack(ys), np.concatenate(deals), np.concatenate(blocks)


def estimate_effects(
    x: np.ndarray, y: np.ndarray, deal: np.ndarray, cluster: np.ndarray
) -> dict[str, np.ndarray]:
    """Least squares of ``y`` (games; nan rows left out) on an intercept and the columns of
    ``x`` (games x columns), with a random effect per ``deal`` and standard errors clustered
    by ``cluster`` (CR1).

    The random effect: the share of the outcome every game of one deal has in common is
    estimated from the pooled fit's residuals (their variance between and within deals), and
    each game's row is quasi-demeaned by its deal's mean (``theta = 1 - sqrt(s_e^2 / (s_e^2 +
    T s_u^2))`` of a deal of ``T`` games): none of it when deals explain nothing (ordinary
    least squares), nearly all when they explain much (a paired comparison). The design is
    random, so the deal effects are independent of ``x`` and the estimate stays unbiased.
    Returns ``coef`` and ``se`` (per column), ``intercept``, ``theta_share`` (the deals' share
    ``s_u^2 / (s_u^2 + s_e^2)``) and ``n`` (rows used)."""
    keep = np.isfinite(y)
    x, y, deal, cluster = x[keep], y[keep], deal[keep], cluster[keep]
    n, p = x.shape
    design = np.column_stack([np.ones(n), x])
    _, group, size = np.unique(deal, return_inverse=True, return_counts=True)
    coef = np.linalg.lstsq(design, y, rcond=None)[0]
    resid = y - design @ coef
    mean_r = np.bincount(group, resid) / size
    within = float(((resid - mean_r[group]) ** 2).sum()) / max(n - len(size) - p, 1)
    between = float(np.mean(mean_r**2 - within / size))
    share_u = max(between, 0.0)
    theta = 1.0 - np.sqrt(within / (within + size * share_u)) if within > 0 else np.zeros(len(size))
    t = theta[group]
    means = np.column_stack([np.bincount(group, design[:, k]) / size
                             for k in range(p + 1)])  # fmt: skip
    xd = design - t[:, None] * means[group]
    yd = y - t * (np.bincount(group, y) / size)[group]
    coef = np.linalg.lstsq(xd, yd, rcond=None)[0]
    e = yd - xd @ coef
    bread = np.linalg.pinv(xd.T @ xd)
    _, cl = np.unique(cluster, return_inverse=True)
    scores = np.zeros((cl.max() + 1, p + 1))
    np.add.at(scores, cl, xd * e[:, None])
    c = scores.shape[0]
    factor = c / max(c - 1, 1) * (n - 1) / max(n - p - 1, 1)
    cov = bread @ (scores.T @ scores) @ bread * factor
    se = np.sqrt(np.clip(np.diag(cov), 0.0, None))
    share = share_u / (share_u + within) if share_u + within > 0 else 0.0
    return {"coef": coef[1:], "se": se[1:], "intercept": float(coef[0]),
            "theta_share": float(share), "n": int(n)}  # fmt: skip


def effect_rows(
    fit: dict[str, np.ndarray], counts: np.ndarray, z: float = 1.96
) -> list[dict[str, Any]]:
    """Per column of a fit (:func:`estimate_effects`), the row the ranking shows: ``diff``
    (the effect on the win rate), ``se``, ``ci_low``, ``ci_high``, ``p_value`` (two-sided
    normal test), ``base_rate`` (the intercept), ``variant_rate`` and ``pairs`` (games played
    with the change: ``counts``)."""
    out = []
    for k, (b, s) in enumerate(zip(fit["coef"], fit["se"], strict=True)):
        p = math.erfc(abs(b / s) / math.sqrt(2.0)) if s > 0 else 1.0
        out.append({"base_rate": fit["intercept"], "variant_rate": fit["intercept"] + float(b),
                    "diff": float(b), "se": float(s), "ci_low": float(b - z * s),
                    "ci_high": float(b + z * s), "p_value": p,
                    "pairs": int(counts[k])})  # fmt: skip
    return out
