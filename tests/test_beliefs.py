"""``qxs beliefs`` (issue 33, scope 3): the heuristic's identity beliefs, their scores against
the truth, the prior, the turn-start sampling and the command (qxs_env/lab/beliefs.py,
agents/heuristic/beliefs.py, qxs_env/cli/beliefs.py)."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from qxs_env.lab.beliefs import (
    EPS,
    BeliefTally,
    _Watcher,
    has_beliefs,
    hits,
    log_loss,
    measure,
    prior_row,
)
from qxs_env.rulesets import registry


# ---------------------------------------------------------------------------------------------
# scores, on constructed cases
# ---------------------------------------------------------------------------------------------
def test_an_oracle_scores_zero_and_a_wrong_certainty_the_clip() -> None:
    truth = np.array([2, 2, 3, 1])
    oracle = np.eye(6)[truth]
    assert np.allclose(log_loss(oracle, truth), 0.0)
    assert hits(oracle, truth).all()
    wrong = np.eye(6)[[0, 0, 0, 0]]
    assert np.allclose(log_loss(wrong, truth), -math.log(EPS))
    assert not hits(wrong, truth).any()


def test_ties_go_to_the_first_identity() -> None:
    even = np.array([[0.0, 0.5, 0.5, 0, 0, 0]])
    assert hits(even, np.array([1])).all() and not hits(even, np.array([2])).any()


def test_the_prior_of_a_five_player_righteous_seat_is_the_counts_and_its_loss_the_entropy() -> None:
    counts = (1, 1, 2, 1, 0, 0)  # leader, righteous, cult x2, court
    prior = prior_row(counts, own=1, public=0)
    assert np.allclose(prior, [0, 0, 2 / 3, 1 / 3, 0, 0])
    # a whole table of hidden seats (cult, cult, court), each scored once
    tally = BeliefTally(6)
    truth = np.array([2, 2, 3])
    tally.add(np.ones(3), np.ones(3), truth, np.tile(prior, (3, 1)), np.tile(prior, (3, 1)))
    entropy = -(2 / 3 * math.log(2 / 3) + 1 / 3 * math.log(1 / 3))
    row = tally.summary((1,))[(1,)]
    assert row["samples"] == 3
    assert row["log_loss"] == pytest.approx(entropy)
    assert row["prior_log_loss"] == pytest.approx(entropy)
    assert row["accuracy"] == pytest.approx(2 / 3)
    # the leader's own prior: no seat of its own identity is hidden
    assert np.allclose(prior_row(counts, own=0, public=0), [0, 1 / 4, 2 / 4, 1 / 4, 0, 0])


def test_rounds_past_the_last_are_pooled() -> None:
    tally = BeliefTally(6, rounds=3)
    p = np.eye(6)[[2, 2]]
    tally.add(np.array([3, 9]), np.array([1, 1]), np.array([2, 2]), p, p)
    assert tally.n[2].sum() == 2 and tally.n[:2].sum() == 0


# ---------------------------------------------------------------------------------------------
# sampling at turn starts, on a hand-made engine (no rules compiled)
# ---------------------------------------------------------------------------------------------
class _FakeEngine:
    obs_size = 3

    def __init__(self, ident: list[int]) -> None:
        p = len(ident)
        dtype = [("turn", "i4"), ("cur", "i1"), ("done", "?"), ("ident", "i1", (p,))]
        self.state = np.zeros(1, dtype=dtype + [("alive", "i1", (p,))])
        self.state["ident"][0] = ident
        self.state["alive"][0] = 1
        self.observed: list[int] = []

    def observe(self, seat: int, b: int, out: np.ndarray) -> np.ndarray:
        self.observed.append(seat)
        out[:] = seat
        return out


class _Uniform:
    def beliefs(self, obs: np.ndarray) -> np.ndarray:
        return np.full((obs.shape[0], 10, 6), 1 / 6)


def test_beliefs_are_read_at_turn_starts_and_rounds_count_passes_of_the_leader() -> None:
    config = registry.get().make_config(players=4, mode="standard", heroes="off")
    tally = BeliefTally(6)
    eng = _FakeEngine([2, 0, 1, 3])  # the leader (public) sits at seat 1
    watch = _Watcher(config, _Uniform(), tally, games=1)
    game = np.zeros(1, np.int64)

    def at(turn: int, cur: int) -> None:
        eng.state["turn"][0], eng.state["cur"][0] = turn, cur
        watch(eng, game)

    at(0, 1)  # the draft: no turn yet
    assert tally.turn_starts == 0 and not eng.observed
    at(1, 1)  # round 1: 4 observers; targets: the other living seats but the leader
    assert sorted(eng.observed) == [0, 1, 2, 3] and tally.n.sum() == 2 + 3 + 2 + 2
    at(1, 1)  # the same turn
    assert tally.turn_starts == 1
    eng.state["alive"][0, 3] = 0  # seat 3 dies
    at(2, 2)
    at(3, 0)  # past the dead seat 3, not past the leader
    assert tally.n[0].sum() == 9 + 4 + 4 and tally.n[1:].sum() == 0
    at(4, 2)  # the leader's turn skipped: round 2 all the same
    assert tally.n[1].sum() == 4 and tally.turn_starts == 4
    assert tally.n[:, 0].sum() == 3 + 2 + 2 + 2  # the leader's beliefs (seat 1)
    assert tally.n[:, :, 0].sum() == 0  # nobody is scored on the public leader
    assert np.allclose(tally.loss.sum() / tally.n.sum(), math.log(6))


# ---------------------------------------------------------------------------------------------
# the heuristic's beliefs, on the complete game
# ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def table() -> tuple[np.ndarray, np.ndarray]:
    """Every seat's beliefs and the identities after 60 decisions of a 5-player heuristic
    game."""
    from agents.heuristic import HeuristicPolicy

    ruleset = registry.get()
    config = ruleset.make_config(players=5, mode="standard")
    eng = ruleset.engine_class(config, batch=1)
    eng.reset_one(0, 11)
    pol = HeuristicPolicy(deck=config.deck)
    out = np.zeros(1, np.int64)
    for _ in range(60):
        obs = eng.observe(int(eng.state["actor"][0]), 0)[None]
        pol.act(obs, eng.state["mask"][:, : eng.n_actions].copy(), np.array([0]), out)
        eng.step(out)
    assert not eng.state["done"][0]
    obs = np.stack([eng.observe(s, 0) for s in range(5)])
    return pol.beliefs(obs), eng.state["ident"][0, :5].astype(int)


def test_heuristic_beliefs_are_distributions_certain_of_self_and_of_the_leader(table) -> None:
    beliefs, ident = table
    assert beliefs.shape == (5, 10, 6)
    assert np.allclose(beliefs[:, :5].sum(axis=2), 1.0)
    assert np.all(beliefs[:, 5:] == 0.0)  # no seat there
    leader = int(np.flatnonzero(ident == 0)[0])
    for seat in range(5):
        assert np.allclose(beliefs[seat, 0], np.eye(6)[ident[seat]])  # itself
        assert np.allclose(beliefs[seat, (leader - seat) % 5], np.eye(6)[0])  # the leader
    # some hidden seat is uncertain: the beliefs are not the truth read from somewhere
    hidden = [(s, t) for s in range(5) for t in range(5) if t not in (s, leader)]
    assert min(beliefs[s, (t - s) % 5, ident[t]] for s, t in hidden) < 0.99


def test_only_agents_with_beliefs_offer_them() -> None:
    from agents.heuristic import HeuristicPolicy
    from qxs_env.lab.agents import SeededRandomPolicy

    assert has_beliefs(HeuristicPolicy()) and not has_beliefs(SeededRandomPolicy())


def test_the_measure_is_deterministic_for_a_seed_and_beats_the_prior() -> None:
    config = registry.get().make_config(players=5, mode="standard")
    a = measure(config, 6, seed=5, num_envs=6).report()["configurations"][0]
    b = measure(config, 6, seed=5, num_envs=6).report()["configurations"][0]
    assert a["rows"] == b["rows"] and a["games"] == 6
    c = measure(config, 6, seed=6, num_envs=6).report()["configurations"][0]
    assert c["rows"] != a["rows"]
    both = [v for v in a["overall"].values()]
    assert sum(v["log_loss"] * v["samples"] for v in both) < sum(
        v["prior_log_loss"] * v["samples"] for v in both
    )


def test_qxs_beliefs_runs_end_to_end(tmp_path, capsys) -> None:
    from qxs_env.cli.main import main

    files = [tmp_path / "b.json", tmp_path / "b.csv", tmp_path / "b.png"]
    rc = main(
        ["beliefs", "--players", "5", "--games", "3", "--num-envs", "3", "--quiet",
         "--json", str(files[0]), "--csv", str(files[1]), "--plot", str(files[2])]
    )  # fmt: skip
    assert rc == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == json.loads(files[0].read_text())
    block = printed["configurations"][0]
    assert block["games"] == 3 and block["rows"] and block["by_round"][0]["round"] == "1"
    assert files[1].read_text().startswith("players,mode,round,observer,target,samples")
    assert files[2].stat().st_size > 1000


def test_qxs_beliefs_refuses_an_agent_without_beliefs(capsys) -> None:
    from qxs_env.cli.main import main

    assert main(["beliefs", "--players", "5", "--games", "1", "--believer", "random"]) == 2
    assert "expose no identity beliefs" in capsys.readouterr().err
