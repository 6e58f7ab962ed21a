"""``qxs sensitivity`` (issue 35, scope 2): each card face one copy more and fewer, each hero
banned, played on the same deals as the base and ranked by the largest paired change of an
identity's win rate; repeatable with a seed; the agreement of two rankings."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
import yaml

from qxs_env.cli.main import main
from qxs_env.lab import sensitivity as S
from qxs_env.lab.compare import Variant, compare
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.content.loader import deck_path, load_deck

STARTER = GameConfig(players=5, deck="starter", heroes="off")


def _counts(path: Path | str) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in yaml.safe_load(Path(path).read_text(encoding="utf-8"))["cards"]:
        out[line["face"]] = out.get(line["face"], 0) + line["count"]
    return out


def test_deck_changes_add_and_take_one_copy_of_each_face(tmp_path: Path) -> None:
    changes = S.deck_changes(STARTER, tmp_path)
    base = _counts(deck_path("starter"))
    plus = [c for c in changes if c.kind == "card+"]
    minus = [c for c in changes if c.kind == "card-"]
    assert {c.target for c in plus} == set(base)  # every face, one copy more
    assert {c.target for c in minus} == {f for f, n in base.items() if n > 1}
    for change in changes:
        ((key, file),) = change.variant.fields
        assert key == "deck"
        counts = _counts(file)
        step = 1 if change.kind == "card+" else -1
        assert counts.get(change.target, 0) == base[change.target] + step
        assert {f: n for f, n in counts.items() if f != change.target} == {
            f: n for f, n in base.items() if f != change.target and n
        }
        assert load_deck(file).expect_total == sum(counts.values())  # a valid deck


def test_hero_changes_ban_one_hero_each() -> None:
    changes = S.hero_changes(STARTER, ["guojing", "duanyu", "xuzhu"])
    assert [c.variant.label for c in changes] == ["ban guojing", "ban duanyu", "ban xuzhu"]
    assert dict(changes[1].variant.fields) == {"hero_pool": ("guojing", "xuzhu")}


def test_rank_changes_removes_the_shift_every_change_shares() -> None:
    """The base arm's luck is in every difference alike: the score is taken after the median
    difference is subtracted, so a change that moves like the rest scores nothing."""

    def entry(label: str, leader: float, cult: float) -> dict:
        return {"label": label, "identities": {"leader": {"diff": leader}, "cult": {"diff": cult}}}

    ranked = S.rank_changes([entry("a", 0.03, -0.03), entry("b", 0.03, -0.03),
                             entry("c", 0.03, -0.03), entry("d", 0.08, -0.01)])  # fmt: skip
    assert [e["label"] for e in ranked][0] == "d" and [e["rank"] for e in ranked] == [1, 2, 3, 4]
    assert ranked[0]["score"] == pytest.approx(0.05)  # 0.08 less the median 0.03
    assert ranked[-1]["score"] == pytest.approx(0.0)
    assert ranked[0]["centred"] == {"leader": pytest.approx(0.05), "cult": pytest.approx(0.02)}


def test_rank_agreement() -> None:
    a = [{"label": x, "rank": k + 1} for k, x in enumerate("abcdefghij")]
    assert S.rank_agreement(a, a, top=5) == pytest.approx(1.0)
    b = [{"label": x, "rank": k + 1} for k, x in enumerate("edcbajihgf")]
    assert S.rank_agreement(a, b, top=5) == pytest.approx(-1.0)  # the same five, reversed
    c = [{"label": x, "rank": k + 1} for k, x in enumerate("abcdejihgf")]
    assert S.rank_agreement(a, c, top=5) == pytest.approx(1.0)  # the rest does not count
    d = [{"label": x, "rank": k + 1} for k, x in enumerate("fghijabcde")]
    assert S.rank_agreement(a, d, top=5) == pytest.approx(1.0)  # each top keeps its order,
    assert S.top_overlap(a, d, top=5) == 0 and S.top_overlap(a, c, top=5) == 5  # not its place
    assert math.isnan(S.rank_agreement(a[:1], a[:1], top=1))
    assert list(S._ranks([3.0, 1.0, 3.0])) == [2.5, 1.0, 2.5]


def test_rank_agreement_of_unrelated_rankings_is_about_zero() -> None:
    """Two shuffles of 200 changes: the agreement of their top 10, averaged over many pairs,
    is near 0 (pooling both tops would make it negative: each is chosen on one side)."""
    rng = np.random.default_rng(5)
    labels = [f"c{k}" for k in range(200)]

    def shuffled() -> list[dict]:
        return [{"label": x, "rank": k + 1} for k, x in enumerate(rng.permutation(labels))]

    values = [S.rank_agreement(shuffled(), shuffled(), top=10) for _ in range(300)]
    assert abs(float(np.nanmean(values))) < 0.05


def test_sensitivity_ranks_by_the_largest_change_and_repeats(tmp_path: Path) -> None:
    run = dict(games=24, agents="random", kinds=("cards",), workdir=tmp_path,
               design="one-at-a-time")  # fmt: skip
    res = S.sensitivity(STARTER, seed=3, **run)
    ranking = res.ranking()
    assert len(ranking) == len(res.changes) > 10
    scores = [e["score"] for e in ranking]
    assert scores == sorted(scores, reverse=True) and scores[0] > 0
    for e in ranking:
        assert e["score"] == max(abs(d) for d in e["centred"].values())
        assert set(e["identities"]) == {"leader", "righteous", "cult", "court"}
    one = res.changes[-1]  # played with others in one run: the numbers of a run of its own
    alone = compare(STARTER, [one.variant], 24, "random", seed=3).paired(0, 0)["identities"]
    assert next(e for e in ranking if e["label"] == one.variant.label)["identities"] == alone
    again = S.sensitivity(STARTER, seed=3, **run).ranking()
    assert [(e["label"], e["score"]) for e in again] == [(e["label"], e["score"]) for e in ranking]
    other = S.sensitivity(STARTER, seed=4, **run).ranking()
    assert [e["score"] for e in other] != scores  # the seed decides the deals
    doc = res.report()
    assert doc["games_per_arm"] == 24 and doc["ranking"][0]["rank"] == 1
    assert doc["base"]["games"] == 24


@pytest.mark.extras
def test_sensitivity_gives_the_same_numbers_with_ray_local(tmp_path: Path) -> None:
    """Ray tasks play the same games as one process (needs the ray extra)."""
    pytest.importorskip("ray")
    run = dict(games=12, agents="random", kinds=("cards",), workdir=tmp_path, seed=5,
               design="one-at-a-time")  # fmt: skip
    here = S.sensitivity(STARTER, **run).ranking()
    assert S.sensitivity(STARTER, **run, ray="local").ranking() == here


def test_qxs_sensitivity_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = tmp_path / "a.json"
    argv = ["sensitivity", "--players", "5", "--deck", "starter", "--heroes", "off", "--kinds",
            "cards", "--agents", "random", "--games", "16", "--quiet", "--workdir",
            str(tmp_path / "decks"), "--arms", "120", "--arm-games", "2"]  # fmt: skip
    assert main([*argv, "--json", str(first), "--csv", str(tmp_path / "a.csv")]) == 0
    out = capsys.readouterr().out
    doc = json.loads(first.read_text("utf-8"))
    assert doc["ranking"][0]["label"] in out and "top 10" in out
    assert doc["design"] == "screening" and doc["arms"] == 120
    assert main([*argv, "--seed", "1", "--agreement", str(first), "--top", "5"]) == 0
    assert "agreement of the top 5" in capsys.readouterr().out
    oat = tmp_path / "oat.json"
    assert main([*argv, "--design", "one-at-a-time", "--json", str(oat)]) == 0
    assert json.loads(oat.read_text("utf-8"))["design"] == "one-at-a-time"


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--players", "5,6"], "one configuration"),
        (["--kinds", "spells"], "--kinds must be"),
        (["--heroes", "off", "--kinds", "heroes"], "needs heroes"),
        (["--agreement", "/nonexistent.json"], "not a JSON report"),
        (["--games", "0"], "at least 1"),
        (["--arms", "1"], "--arms must be at least 2"),
        (["--rate", "1.5"], "--rate must be in"),
        (["--design", "random"], "invalid choice"),
    ],
)
def test_qxs_sensitivity_errors(
    extra: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["sensitivity", "--players", "5", "--deck", "starter", *extra]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and message in err


def test_variants_are_compare_variants() -> None:
    """The changes are ``qxs compare`` variants (the same pairing and tests)."""
    change = S.hero_changes(STARTER, ["guojing", "duanyu"])[0]
    assert isinstance(change.variant, Variant) and change.variant.describe() == "hero_pool=duanyu"


def test_errors_are_one_line_when_run_as_a_module() -> None:
    """``python -m qxs_env.cli.main`` (not the ``qxs`` script): a sub-command defined in another
    module still reports a bad option in one line with exit code 2, not a traceback."""
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-m", "qxs_env.cli.main", "sensitivity", "--kinds", "spells"],
        capture_output=True, text=True, env=env, cwd=root, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines() == [
        "qxs: error: --kinds must be cards, heroes or cards,heroes, got 'spells'"
    ]


def test_base_label_names_the_deck_and_heroes() -> None:
    """The table and the chart name the deck and heroes, so a run on the starter deck is not
    read as the standard game (``8p standard`` names the mode only)."""
    from qxs_env.lab.sensitivity import base_label

    label = base_label(GameConfig(players=5, deck="starter", heroes="off"))
    assert label == "5p standard, deck starter, heroes off"
