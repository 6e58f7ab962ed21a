"""Hero strength per identity by regression (issue 35, scope 2): each hero's effect on its
seat's win, with the seat and the other heroes at the table held fixed.

:mod:`qxs_env.lab.hero_strength` compares a hero's win rate in an identity with the rest of
that identity's seats: a hero often dealt beside a strong partner, or seated where the side
does well, borrows their strength. Here, per identity, one logistic regression over the
decided seat-games of that identity:

    logit P(the seat's side wins) = a + b[hero of the seat] + c[the seat's position from the
        leader's seat] + sum over the other seats of d[hero] (an ally: same side) or e[hero]
        (an opponent: another side)

fitted by Newton's method with a ridge penalty (:data:`RIDGE`: a normal prior of standard
deviation 1/sqrt(RIDGE) on every coefficient but ``a``; it keeps heroes seen a few times near 0
and makes the one-hot columns identifiable). A hero's *effect* is ``b[hero]`` less the games-
weighted mean of ``b`` (so 0 is the identity's average hero), with its 95% Wald interval from
the sandwich covariance clustered by game (the seats of one identity in one game share their
result, so they are not independent rows: the plain information matrix would make the intervals
of a two-seat identity about 1.4 times too narrow; the model's own, if wider, is kept: the
sandwich is too narrow for rare outcomes), and in win-rate points at the identity's mean rate
``p`` (the log-odds times ``p(1 - p)``, the slope of the logistic curve there). A hero whose
interval leaves 0 out is flagged ``strong`` or ``weak``; with some hundred cells, about one in
twenty is flagged by chance alone. An identity that won or lost fewer than :data:`MIN_EVENTS`
seat-games is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from qxs_env.lab.stats import GameResults

RIDGE = 1.0
"""The ridge penalty on every coefficient but the intercept (a N(0, 1) prior on log-odds)."""

MIN_GAMES = 20
"""Fewest decided seat-games of a hero in an identity for its row."""

MIN_EVENTS = 20
"""Fewest wins, and fewest losses, of an identity's seat-games for its regression: with rarer
outcomes (the court at 8 players wins about 1 game in 60) the fit says nothing of its heroes."""

Z = 1.959964


def design(
    res: GameResults, identity: int, sides: Sequence[Sequence[int]], n_heroes: int, leader: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The regression's rows for ``identity``: ``(X, y, hero, game)``, one row per decided seat-game
    of that identity, in the order of the games and, within a game, of the seats. Columns: the
    intercept, the seat's hero (``n_heroes``), its position from the leader's seat
    (``players``), the allies' heroes and the opponents' heroes (``n_heroes`` each, counts).
    Built with array operations over every game at once (a loop per seat-game took 1.4 s per
    identity for 10,000 games of 8 players)."""
    players = len(res.idents[0])
    width = 1 + n_heroes + players + 2 * n_heroes
    idents = np.asarray(res.idents, dtype=np.int64).reshape(-1, players)
    seat_heroes = np.asarray(res.heroes, dtype=np.int64).reshape(-1, players)
    won = np.asarray(res.won, dtype=np.float64).reshape(-1, players)
    decided = ~np.asarray(res.truncated, dtype=np.bool_)
    is_leader = idents == leader
    lead = np.where(is_leader.any(axis=1), is_leader.argmax(axis=1), 0)
    side_of = {k: s for s, side in enumerate(sides) for k in side}
    lookup = np.array([side_of.get(k, -1 - k) for k in range(int(idents.max(initial=0)) + 1)])
    seat_side = lookup[idents]  # every seat's side (an identity of no side is a side alone)
    games, seats = np.nonzero((idents == identity) & decided[:, None])
    n = len(games)
    x = np.zeros((n, width))
    row = np.arange(n)
    x[:, 0] = 1.0
    x[row, 1 + seat_heroes[games, seats]] = 1.0
    x[row, 1 + n_heroes + (seats - lead[games]) % players] = 1.0
    own = lookup[identity] if identity < len(lookup) else -1 - identity
    base = 1 + n_heroes + players
    for other in range(players):  # the other seats' heroes, as allies' or opponents' counts
        rows = row[seats != other]
        g = games[rows]
        column = base + np.where(seat_side[g, other] == own, 0, n_heroes) + seat_heroes[g, other]
        np.add.at(x, (rows, column), 1.0)
    return x, won[games, seats], seat_heroes[games, seats], games.astype(np.int64)


def fit_logistic(
    x: np.ndarray, y: np.ndarray, ridge: float = RIDGE, iters: int = 50
) -> tuple[np.ndarray, np.ndarray]:
    """Penalised logistic regression by Newton's method: the coefficients and their covariance
    (the inverse of the penalised information matrix). Column 0, the intercept, is not
    penalised."""
    n, k = x.shape
    penalty = np.full(k, ridge)
    penalty[0] = 0.0
    beta = np.zeros(k)
    mean = y.mean() if n else 0.5
    beta[0] = np.log(max(mean, 1e-6) / max(1 - mean, 1e-6))
    info = np.eye(k)
    for _ in range(iters):
        p = 1.0 / (1.0 + np.exp(-(x @ beta)))
        w = p * (1 - p)
        grad = x.T @ (y - p) - penalty * beta
        info = (x * w[:, None]).T @ x + np.diag(penalty)
        step = np.linalg.solve(info, grad)
        beta += step
        if np.max(np.abs(step)) < 1e-8:
            break
    return beta, np.linalg.inv(info)


def cluster_covariance(
    x: np.ndarray, y: np.ndarray, beta: np.ndarray, bread: np.ndarray, clusters: np.ndarray
) -> np.ndarray:
    """The sandwich ``H^-1 (sum over clusters of s s') H^-1`` of a fit (:func:`fit_logistic`'s
    coefficients and covariance ``bread``), ``s`` each cluster's score (``clusters``: a label
    per row)."""
    p = 1.0 / (1.0 + np.exp(-(x @ beta)))
    _, label = np.unique(clusters, return_inverse=True)
    scores = np.zeros((label.max() + 1 if len(y) else 0, x.shape[1]))
    np.add.at(scores, label, x * (y - p)[:, None])
    return bread @ (scores.T @ scores) @ bread


def hero_regression(
    res: GameResults,
    hero_ids: Sequence[str],
    sides: Sequence[Sequence[int]],
    leader: int | None,
    ridge: float = RIDGE,
) -> dict[str, dict[str, dict[str, Any]]]:
    """Per identity (English name), per hero with at least :data:`MIN_GAMES` decided
    seat-games in it (the strongest first): ``games``, ``effect`` (log-odds against the
    identity's average hero), ``ci_low``/``ci_high`` (its 95% interval), ``points`` (the
    effect in win-rate points at the identity's mean rate, with ``points_low``/``points_high``)
    and ``flag``. Empty when the games recorded no heroes or no identities; an identity with
    fewer than :data:`MIN_EVENTS` wins or losses is left out."""
    if not res.games or len(res.heroes) != res.games or len(res.idents) != res.games:
        return {}
    names = res.identity_names
    sides = list(sides) or [(k,) for k in range(len(names))]
    n_heroes = len(hero_ids)
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for identity in res.present_identities():
        x, y, heroes, games = design(res, identity, sides, n_heroes,
                                     -1 if leader is None else leader)  # fmt: skip
        if len(y) == 0:
            continue
        wins = int(y.sum())
        if min(wins, len(y) - wins) < MIN_EVENTS:
            continue
        beta, model = fit_logistic(x, y, ridge)
        sandwich = cluster_covariance(x, y, beta, model, games)
        counts = np.bincount(heroes, minlength=n_heroes).astype(np.float64)
        weights = counts / counts.sum()
        slope = float(y.mean() * (1 - y.mean()))
        table = {}
        for h in np.flatnonzero(counts >= MIN_GAMES):
            contrast = np.zeros(len(beta))  # b[h] less the games-weighted mean of b
            contrast[1 : 1 + n_heroes] = -weights
            contrast[1 + h] += 1.0
            effect = float(contrast @ beta)
            var = max(contrast @ model @ contrast, contrast @ sandwich @ contrast)
            half = Z * float(np.sqrt(var))
            low, high = effect - half, effect + half
            flag = "strong" if low > 0 else ("weak" if high < 0 else "")
            table[hero_ids[h]] = {"games": int(counts[h]), "effect": effect, "ci_low": low,
                                  "ci_high": high, "points": effect * slope,
                                  "points_low": low * slope, "points_high": high * slope,
                                  "flag": flag}  # fmt: skip
        out[names[identity]] = dict(sorted(table.items(), key=lambda kv: -kv[1]["effect"]))
    return out
