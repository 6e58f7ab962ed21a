"""The screening design of ``qxs sensitivity`` (:mod:`qxs_env.lab.screening`; issue 35, scope 2):
a random balance design whose every column is balanced, a regression that recovers effects
planted in a fake outcome generator (no games), determinism per seed, and the same numbers
with one worker or two on a tiny run of real games."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from qxs_env.lab import screening as SC
from qxs_env.lab import sensitivity as S
from qxs_env.rulesets.qxs.config import GameConfig

FACES = {f"face{j}": 1 + j % 3 for j in range(30)}
HEROES = [f"hero{h}" for h in range(20)]


def test_the_design_is_balanced_and_repeatable() -> None:
    """Every face is added to in ``rate`` of the arms and taken from in as many others (a face
    of one copy never), every hero banned in ``rate`` of them; two columns are nearly
    uncorrelated; the same seed gives the same design, another seed another."""
    d = SC.make_design(FACES, HEROES, arms=400, rate=0.1, block=4, seed=1)
    assert d.steps.shape == (400, 30) and d.bans.shape == (400, 20)
    for j, copies in enumerate(FACES.values()):
        assert (d.steps[:, j] == 1).sum() == 40
        assert (d.steps[:, j] == -1).sum() == (40 if copies > 1 else 0)
    assert (d.bans.sum(axis=0) == 40).all()
    x = d.matrix()
    assert x.shape[1] == len(d.columns()) == 30 + 20 + 20  # 20 faces of more than one copy
    corr = np.corrcoef(x, rowvar=False)
    off = np.abs(corr[~np.eye(len(corr), dtype=bool)])
    assert off.max() < 0.3 and off.mean() < 0.05
    again = SC.make_design(FACES, HEROES, arms=400, rate=0.1, block=4, seed=1)
    assert np.array_equal(again.steps, d.steps) and np.array_equal(again.bans, d.bans)
    other = SC.make_design(FACES, HEROES, arms=400, rate=0.1, block=4, seed=2)
    assert not np.array_equal(other.steps, d.steps)
    assert d.block_seed(0) != d.block_seed(1) == again.block_seed(1)


def _fake_games(d: SC.Design, effects: np.ndarray, games: int, deal_sd: float, seed: int):
    """Outcomes of a fake game: won with probability 0.4 + the arm's planted effects + the
    deal's own luck (shared by the arms of a block on one deal), a few games truncated."""
    rng = np.random.default_rng(seed)
    x = d.matrix()
    rows, deals, blocks, ys = [], [], [], []
    luck = rng.normal(0.0, deal_sd, size=((d.arms + d.block - 1) // d.block, games))
    for a in range(d.arms):
        b = a // d.block
        p = np.clip(0.4 + x[a] @ effects + luck[b], 0.01, 0.99)
        y = (rng.random(games) < p).astype(np.float64)
        y[rng.random(games) < 0.02] = np.nan
        rows.append(np.repeat(x[a : a + 1], games, axis=0))
        ys.append(y)
        deals.append(b * 1000 + np.arange(games))
        blocks.append(np.full(games, b))
    return np.vstack(rows), np.concatenate(ys), np.concatenate(deals), np.concatenate(blocks)


@pytest.mark.parametrize("deal_sd", [0.0, 0.25])
def test_the_regression_recovers_planted_effects(deal_sd: float) -> None:
    """Effects planted in a fake generator (six large ones among many of zero) come back
    within their intervals about 95% of the time, the large ones on top, with a standard
    error near the theory's; with deal luck, the deals' share is found and removed."""
    d = SC.make_design(FACES, HEROES, arms=800, rate=0.1, block=4, seed=3)
    p = d.matrix().shape[1]
    effects = np.zeros(p)
    planted = [0, 7, 31, 44, 60, 69]
    effects[planted] = [0.08, -0.07, 0.06, -0.06, 0.09, -0.08]
    x, y, deal, block = _fake_games(d, effects, games=40, deal_sd=deal_sd, seed=4)
    fit = SC.estimate_effects(x, y, deal, block)
    z = (fit["coef"] - effects) / fit["se"]
    assert np.mean(np.abs(z) < 1.96) > 0.88
    assert abs(fit["intercept"] - 0.4) < 0.035  # (the base arm: an extrapolation)
    top = np.argsort(-np.abs(fit["coef"]))[:6]
    assert set(top.tolist()) == set(planted)
    expected = 0.49 / np.sqrt(len(y) * 0.1 * 0.9)  # every column: 10% of the arms
    assert 0.6 * expected < np.median(fit["se"][:10]) < 1.4 * expected
    if deal_sd:
        assert 0.1 < fit["theta_share"] < 0.5
    else:
        assert fit["theta_share"] < 0.02


def test_effect_rows_give_intervals_and_tests() -> None:
    """A row per column: the effect, its interval at 1.96 standard errors, the normal test."""
    fit = {"coef": np.array([0.05, 0.0]), "se": np.array([0.01, 0.02]), "intercept": 0.3}
    rows = SC.effect_rows(fit, np.array([10, 20]))
    assert rows[0]["ci_low"] == pytest.approx(0.05 - 0.0196)
    assert rows[0]["p_value"] == pytest.approx(5.7e-7, rel=0.05)
    assert rows[1]["p_value"] == 1.0 and rows[1]["pairs"] == 20
    assert rows[0]["variant_rate"] == pytest.approx(0.35)


STARTER = GameConfig(players=5, deck="starter", heroes="off")


def test_an_arm_is_its_deck_file_and_its_pool(tmp_path: Path) -> None:
    """An arm's config fields: its deck with its faces' steps (a file in the work folder) and
    the pool without its banned heroes; an arm that changes nothing keeps the base's."""
    deck = S.read_deck(STARTER)
    faces = S.deck_faces(deck)
    d = SC.make_design(faces, ["guojing", "duanyu", "xuzhu"], arms=40, rate=0.2, seed=0)
    for a in range(d.arms):
        fields = SC.arm_fields(d, a, deck, tmp_path)
        banned = {h for h, b in zip(d.heroes, d.bans[a], strict=True) if b}
        assert set(fields.get("hero_pool", d.heroes)) == set(d.heroes) - banned
        if not d.steps[a].any():
            assert "deck" not in fields
            continue
        changed = S.deck_faces(S.read_deck(STARTER.replace(deck=fields["deck"])))
        steps = dict(zip(d.faces, d.steps[a].tolist(), strict=True))
        assert changed == {f: faces[f] + steps[f] for f in faces}


def test_screening_sensitivity_repeats_and_workers_give_the_same_numbers(tmp_path: Path) -> None:
    """A small screening run of real games (random agents, the starter deck's 56 card
    changes): the same ranking with one worker and with two, and again with the same seed;
    every change of the one-at-a-time design is a column; the JSON names the design; too few
    arms for the changes is refused."""
    sizes = dict(arms=120, arm_games=2, rate=0.2, block=3)
    run = dict(games=12, agents="random", workdir=tmp_path, screening_sizes=sizes, seed=2,
               kinds=("cards",))  # fmt: skip
    one = S.sensitivity(STARTER, **run)
    two = S.sensitivity(STARTER, **run, workers=2)
    assert one.ranking() == two.ranking()
    assert S.sensitivity(STARTER, **run).ranking() == one.ranking()
    labels = {e["label"] for e in one.ranking()}
    assert labels == {c.variant.label for c in S.deck_changes(STARTER, tmp_path / "oat")}
    doc = one.report()
    assert doc["design"] == "screening" and doc["arms"] == 120 and doc["games_per_arm"] == 2
    assert "+1" in one.text() and one.ranking()[0]["rank"] == 1
    few = {**run, "screening_sizes": {**sizes, "arms": 100}}
    with pytest.raises(S.LabError, match="more than twice as many arms"):
        S.sensitivity(STARTER, **few)
