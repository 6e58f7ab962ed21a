"""Tests of the designer's lab (qxs_env.lab.simulate): agents specs, routing, sweeps, reports,
workers,
interruption."""

from __future__ import annotations

import csv
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from qxs_env.cli.play import play
from qxs_env.lab import simulate as lab
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES

CULT = IDENTITY_NAMES.index("cult")


def _strip(report: dict[str, Any]) -> dict[str, Any]:
    """A report without the fields that legitimately differ between runs."""
    return {k: v for k, v in report.items() if k not in ("wall_time_s", "workers")}


# ---------------------------------------------------------------------------------------------
# agents spec
# ---------------------------------------------------------------------------------------------
def test_parse_agents_single_name() -> None:
    spec = lab.parse_agents("random")
    assert spec.default == "random" and not spec.by_identity and not spec.by_seat
    assert str(spec) == "random"
    assert spec.names() == ["random"]
    assert (spec.route_table(8) == 0).all()


def test_parse_agents_assignments() -> None:
    lab.register_policy("lab_other", lambda _config: lab.SeededRandomPolicy())
    spec = lab.parse_agents("cult=lab_other, seat0=random ,*=random")
    assert spec.default == "random"
    assert spec.by_identity == ((CULT, "lab_other"),)
    assert spec.by_seat == ((0, "random"),)
    assert spec.names() == ["random", "lab_other"]
    table = spec.route_table(6)
    # seat assignments beat identity assignments, which beat the default
    assert table[0, CULT] == 0
    assert table[3, CULT] == 1
    assert table[3, IDENTITY_NAMES.index("leader")] == 0
    again = lab.parse_agents(str(spec))
    assert again == spec
    # every identity assigned: no default needed
    full = ",".join(f"{n}=random" for n in IDENTITY_NAMES)
    assert lab.parse_agents(full).default == "random"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "nosuch",
        "cult=random",  # no default
        "cult=,*=random",
        "=random",
        "bogus=random,*=random",
        "seat10=random,*=random",
        "seatX=random,*=random",
        "*=random,*=random",
        "cult=random,cult=random,*=random",
        "cult=nosuch,*=random",
        "no.such.module:Policy",
    ],
)
def test_parse_agents_bad(text: str) -> None:
    with pytest.raises(lab.LabError):
        lab.parse_agents(text)


def test_seat_out_of_range() -> None:
    spec = lab.parse_agents("seat7=random,*=random")
    spec.route_table(8)
    with pytest.raises(lab.LabError, match="seat7"):
        spec.route_table(5)


def test_heuristic_missing_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "agents.heuristic", None)  # import raises ImportError
    with pytest.raises(lab.LabError, match="heuristic agents are not available"):
        lab.parse_agents("heuristic")
    with pytest.raises(lab.LabError, match="heuristic agents are not available"):
        lab.parse_agents("cult=heuristic,*=random")


def test_register_policy_bad_name() -> None:
    for bad in ("", "a,b", "a=b", "*", "a:b", "a b"):
        with pytest.raises(lab.LabError):
            lab.register_policy(bad, lambda _config: lab.SeededRandomPolicy())


def test_import_path_policy() -> None:
    spec = lab.parse_agents("agents.base:RandomPolicy")
    pol = lab.make_policy(spec.default)
    assert pol.name == "random"


# ---------------------------------------------------------------------------------------------
# routing
# ---------------------------------------------------------------------------------------------
class _Recorder(lab.SeededRandomPolicy):
    """Random play that checks the acting seat of every row it is given."""

    def __init__(self, tag: str, log: dict[str, list[tuple[int, int]]], envs: list) -> None:
        super().__init__()
        self.tag = tag
        self.log = log
        self.envs = envs

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        venv, buffers = self.envs[-1]
        assert buffers["action_mask"] is mask
        seats = buffers["seat"][rows]
        idents = venv.engine.state["ident"][rows, seats]
        self.log.setdefault(self.tag, []).extend(zip(seats.tolist(), idents.tolist(), strict=True))
        super().act(obs, mask, rows, out)


@pytest.fixture
def captured_envs(monkeypatch: pytest.MonkeyPatch) -> list:
    """Every (BatchEnv, buffers) the lab makes, latest last."""
    envs: list = []
    original = lab._Runner._env

    def capture(self: Any, n: int) -> Any:
        got = original(self, n)
        envs.append(got)
        return got

    monkeypatch.setattr(lab._Runner, "_env", capture)
    return envs


@pytest.fixture
def recorders(
    monkeypatch: pytest.MonkeyPatch, captured_envs: list
) -> dict[str, list[tuple[int, int]]]:
    log: dict[str, list[tuple[int, int]]] = {}
    monkeypatch.setitem(lab.POLICIES, "rec_a", lambda _c: _Recorder("a", log, captured_envs))
    monkeypatch.setitem(lab.POLICIES, "rec_b", lambda _c: _Recorder("b", log, captured_envs))
    return log


def test_routing_by_identity(recorders: dict[str, list[tuple[int, int]]]) -> None:
    res = lab.simulate(GameConfig(players=8), 16, "cult=rec_a,*=rec_b", seed=3, num_envs=8)
    assert res.games == 16 and not res.interrupted
    assert recorders["a"] and recorders["b"]
    assert all(ident == CULT for _, ident in recorders["a"])
    assert all(ident != CULT for _, ident in recorders["b"])


class _ObsChecker(lab.SeededRandomPolicy):
    """Random play that checks every observation it is given against the engine's."""

    needs_observations = True

    def __init__(self, envs: list, seen: list[int]) -> None:
        super().__init__()
        self.envs = envs
        self.seen = seen

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        venv, buffers = self.envs[-1]
        for b in rows[:3]:
            want = venv.engine.observe(int(buffers["seat"][b]), int(b))
            np.testing.assert_array_equal(obs[b], want)
        self.seen.append(len(rows))
        super().act(obs, mask, rows, out)


def test_observations_only_when_needed(
    captured_envs: list, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = GameConfig(players=5)
    assert not lab._Runner(config, lab.parse_agents("random"), 0, 4).want_obs
    seen: list[int] = []
    monkeypatch.setitem(lab.POLICIES, "obs_check", lambda _c: _ObsChecker(captured_envs, seen))
    spec = lab.parse_agents("leader=obs_check,*=random")
    assert lab._Runner(config, spec, 0, 4).want_obs
    res = lab.simulate(config, 12, spec, seed=6, num_envs=4)
    assert res.games == 12 and seen


def test_routing_by_seat(recorders: dict[str, list[tuple[int, int]]]) -> None:
    res = lab.simulate(GameConfig(players=6), 12, "seat0=rec_a,*=rec_b", seed=4, num_envs=5)
    assert res.games == 12
    assert recorders["a"] and recorders["b"]
    assert {seat for seat, _ in recorders["a"]} == {0}
    assert 0 not in {seat for seat, _ in recorders["b"]}


def test_mixed_random_independent_of_num_envs() -> None:
    # per-game seeded policies: a mixed spec gives the same games whatever the slot count
    lab.register_policy("lab_random2", lambda _config: lab.SeededRandomPolicy())
    spec = "court=lab_random2,*=random"
    a = lab.simulate(GameConfig(players=7), 40, spec, seed=5, num_envs=8)
    b = lab.simulate(GameConfig(players=7), 40, spec, seed=5, num_envs=3, chunk=13)
    assert a.results[0].won == b.results[0].won
    assert a.results[0].turns == b.results[0].turns


# ---------------------------------------------------------------------------------------------
# sweeps and reports
# ---------------------------------------------------------------------------------------------
def test_configurations() -> None:
    got = [(c.players, c.mode) for c in lab.configurations("5-6,8", "both")]
    assert got == [(5, "standard"), (6, "standard"), (8, "standard"), (8, "melee")]
    assert [(c.players, c.mode) for c in lab.configurations(8, "melee")] == [(8, "melee")]
    assert lab.parse_players("10,4,4-5") == [4, 5, 10]
    for bad in ("3", "11", "5-x", "8-5", "", "a"):
        with pytest.raises(lab.LabError):
            lab.parse_players(bad)
    with pytest.raises(lab.LabError):
        lab.configurations("6-8", "melee")
    with pytest.raises(lab.LabError):
        lab.configurations("8", "chaos")


@pytest.fixture(scope="module")
def sweep() -> lab.LabResults:
    configs = lab.configurations("5,8", "both", max_turns=60, deck="starter", heroes="off")
    return lab.simulate(configs, 30, "random", seed=2, num_envs=16)


@pytest.fixture(scope="module")
def hero_sweep() -> lab.LabResults:
    """The default game (standard deck, heroes drafted) at 5 players."""
    return lab.simulate(lab.configurations("5", "standard", max_turns=60), 20, "random", seed=3)


def _check_row(row: dict[str, Any]) -> None:
    assert 0 <= row["wins"] <= row["games"]
    if row["games"]:
        assert row["win_rate"] == pytest.approx(row["wins"] / row["games"])
        assert row["ci_low"] <= row["win_rate"] <= row["ci_high"]
    else:
        assert row["win_rate"] is None
    assert 0.0 <= row["ci_low"] <= row["ci_high"] <= 1.0


def test_sweep_report(sweep: lab.LabResults) -> None:
    rep = sweep.report()
    assert [(c["config"]["players"], c["config"]["mode"]) for c in rep["configurations"]] == [
        (5, "standard"),
        (8, "standard"),
        (8, "melee"),
    ]
    assert set(rep["player_counts"]) == {"standard", "melee"}
    assert set(rep["player_counts"]["standard"]) == {"5", "8"}
    assert rep["games"] == 90 and not rep["interrupted"]
    json.dumps(rep)  # plain data
    for c in rep["configurations"]:
        players = c["config"]["players"]
        decided = c["games"] - c["truncated"]
        assert c["games"] == 30
        for row in c["identities"].values():
            assert row["games"] == decided
            _check_row(row)
        assert list(c["seats"]) == [f"seat{s}" for s in range(players)]
        for row in c["seats"].values():
            assert row["games"] == decided and row["truncated"] == c["truncated"]
            _check_row(row)
        assert list(c["positions"]) == [f"pos{k}" for k in range(players)]
        for row in c["positions"].values():
            _check_row(row)
        # position 0 is the leader
        assert c["positions"]["pos0"]["wins"] == c["identities"]["leader"]["wins"]
        # every decided game has at least one winning seat
        assert sum(r["wins"] for r in c["seats"].values()) >= decided
        assert "heroes" not in c  # heroes off: no hero table
        pc = rep["player_counts"][c["config"]["mode"]][str(players)]
        assert pc["identities"] == c["identities"]


def test_truncated_kept_apart() -> None:
    res = lab.simulate(GameConfig(players=8, max_turns=3), 10, "random", seed=0, num_envs=4)
    rep = res.report()
    assert rep["truncated"] == 10
    for row in (*rep["identities"].values(), *rep["seats"].values()):
        assert row["games"] == 0 and row["wins"] == 0 and row["win_rate"] is None


def test_single_config_json_keys(tmp_path: Path) -> None:
    res = lab.simulate(GameConfig(players=6), 12, "random", seed=1, num_envs=4)
    data = json.loads(res.write_json(tmp_path / "a" / "r.json").read_text(encoding="utf-8"))
    for key in ("config", "games", "truncated", "identities", "seats", "player_counts"):
        assert key in data
    for row in data["identities"].values():
        assert {"games", "wins", "win_rate", "ci_low", "ci_high"} <= set(row)


def test_csv_matches_json(sweep: lab.LabResults, tmp_path: Path) -> None:
    path = sweep.write_csv(tmp_path / "r.csv")
    with path.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    rep = sweep.report()
    expected = sum(
        1 + len(c["identities"]) + len(c["seats"]) + len(c["positions"])
        + len(c["ends"]["sides"]) + len(c["ends"]["causes"])
        for c in rep["configurations"]
    )  # fmt: skip
    assert len(rows) == expected
    kinds = {"total", "identity", "seat", "position", "end_side", "end_cause"}  # heroes off
    assert {r["kind"] for r in rows} == kinds
    for c in rep["configurations"]:
        mine = [
            r
            for r in rows
            if int(r["players"]) == c["config"]["players"] and r["mode"] == c["config"]["mode"]
        ]
        total = [r for r in mine if r["kind"] == "total"]
        assert len(total) == 1 and int(total[0]["games"]) == c["games"]
        for kind, table in (
            ("identity", c["identities"]),
            ("seat", c["seats"]),
            ("position", c["positions"]),
        ):
            got = {r["group"]: r for r in mine if r["kind"] == kind}
            assert set(got) == set(table)
            for name, row in table.items():
                assert int(got[name]["wins"]) == row["wins"]
                assert int(got[name]["games"]) == row["games"]
                if row["win_rate"] is not None:
                    assert float(got[name]["win_rate"]) == pytest.approx(row["win_rate"])
                    assert float(got[name]["ci_low"]) <= float(got[name]["win_rate"])
                    assert float(got[name]["win_rate"]) <= float(got[name]["ci_high"])


def test_plots(sweep: lab.LabResults, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    written = sweep.plot(tmp_path / "plots")
    names = {p.name for p in written}
    assert "win_rate_by_players.png" in names
    assert "win_rate_by_seat_8p_melee.png" in names
    for p in written:
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plot_without_matplotlib(
    sweep: lab.LabResults, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(lab.LabError, match="matplotlib"):
        sweep.plot(tmp_path)


# ---------------------------------------------------------------------------------------------
# reproducibility, workers, interruption
# ---------------------------------------------------------------------------------------------
def test_independent_of_num_envs() -> None:
    a = lab.simulate(GameConfig(players=5), 30, "random", seed=9, num_envs=1)
    b = lab.simulate(GameConfig(players=5), 30, "random", seed=9, num_envs=11, chunk=7)
    assert _strip(a.report()) == {**_strip(b.report()), "num_envs": 1, "chunk": lab.DEFAULT_CHUNK}
    assert a.results[0].index == list(range(30))


def test_workers_identical() -> None:
    configs = lab.configurations("6,8", "both")
    # agents.base.RandomPolicy shares one stream per policy: the fixed chunks keep the numbers
    # independent of the number of workers
    agents = "cult=agents.base:RandomPolicy,*=random"
    one = lab.simulate(configs, 40, agents, seed=11, workers=1, num_envs=8, chunk=16)
    two = lab.simulate(configs, 40, agents, seed=11, workers=2, num_envs=8, chunk=16)
    assert not two.interrupted
    assert _strip(one.report()) == _strip(two.report())
    for r1, r2 in zip(one.results, two.results, strict=True):
        assert r1.index == r2.index == list(range(40))
        assert r1.seeds == r2.seeds and r1.won == r2.won and r1.turns == r2.turns


class _Boom(lab.SeededRandomPolicy):
    """Raises KeyboardInterrupt on its 2000th call, like a Ctrl-C in the middle of a run."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        self.calls += 1
        if self.calls == 2000:
            raise KeyboardInterrupt
        super().act(obs, mask, rows, out)


def test_interrupted_run_returns_partial(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(lab.POLICIES, "boom", lambda _c: _Boom())
    res = lab.simulate(GameConfig(players=8), 500, "boom", seed=0, num_envs=4)
    assert res.interrupted
    assert 0 < res.games < 500
    rep = res.report()
    assert rep["interrupted"] is True and rep["games"] == res.games
    for row in rep["identities"].values():
        _check_row(row)
    assert res.results[0].index == sorted(res.results[0].index)
    data = json.loads(res.write_json(tmp_path / "p.json").read_text(encoding="utf-8"))
    assert data["interrupted"] is True


@pytest.mark.skipif(
    importlib.util.find_spec("agents.heuristic") is None, reason="no heuristic agents yet"
)
def test_heuristic_smoke() -> None:
    res = lab.simulate(GameConfig(players=5), 4, "cult=heuristic,*=random", seed=0, num_envs=4)
    assert res.games == 4


# ---------------------------------------------------------------------------------------------
# human play
# ---------------------------------------------------------------------------------------------
def test_play_scripted_game_hides_other_identities() -> None:
    lines: list[str] = []
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return "0"  # always the first legal action

    config = GameConfig(players=6)
    res = play(config, seat=3, agents="cult=random,*=random", seed=2, read=read, write=lines.append)
    assert not res["quit"] and res["decisions"] == len(prompts) > 0
    assert res["truncated"] or res["winners"]
    assert res["won"] == (res["identity"] in res["winners"])  # 群侠杀: a side wins together
    text = "\n".join(lines)
    assert "you win!" in text or "you lose." in text
    # the first table: only the player's own identity and the revealed leader are shown
    flat = text.splitlines()
    start = next(i for i, line in enumerate(flat) if line.startswith("turn "))
    rows = flat[start + 1 : start + 1 + config.players + 1]
    seat_rows = [r for r in rows if r.lstrip("> ").startswith("seat ")]
    assert len(seat_rows) == config.players
    for row in seat_rows:
        words = row.lstrip("> ").split()
        p, shown = int(words[1]), words[2]
        if p == 3:
            assert shown == res["identity"]
        else:
            assert shown in ("?", "leader")


def test_play_quit_and_bad_input() -> None:
    answers = iter(["", "abc", "999", "t", "quit"])
    lines: list[str] = []
    res = play(
        GameConfig(players=4), seat=0, seed=0, read=lambda _p: next(answers), write=lines.append
    )
    assert res["quit"] and not res["winners"] and not res["won"]
    assert "game abandoned." in lines


def test_play_eof_quits() -> None:
    def read(_prompt: str) -> str:
        raise EOFError

    res = play(GameConfig(players=4), seat=1, seed=0, read=read, write=lambda _s: None)
    assert res["quit"]


def test_play_bad_seat() -> None:
    with pytest.raises(lab.LabError):
        play(GameConfig(players=4), seat=4, read=lambda _p: "q", write=lambda _s: None)


def test_csv_has_the_hero_tables_with_heroes(hero_sweep: lab.LabResults, tmp_path: Path) -> None:
    """With heroes (the default game) the CSV holds the hero table and the hero-by-identity
    table of the JSON, row for row (kinds ``hero`` and ``hero_identity``)."""
    path = hero_sweep.write_csv(tmp_path / "h.csv")
    with path.open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    rep = hero_sweep.report()
    assert rep["config"]["heroes"] == "standard"
    heroes = {r["group"]: r for r in rows if r["kind"] == "hero"}
    assert set(heroes) == set(rep["heroes"]) and heroes
    for hero, row in rep["heroes"].items():
        assert int(heroes[hero]["wins"]) == row["wins"]
    by_identity = {r["group"]: r for r in rows if r["kind"] == "hero_identity"}
    expected = {
        f"{hero}/{ident}": row
        for hero, cells in rep["heroes_by_identity"].items()
        for ident, row in cells.items()
    }
    assert set(by_identity) == set(expected) and expected
    for group, row in expected.items():
        assert int(by_identity[group]["games"]) == row["games"]
        assert int(by_identity[group]["wins"]) == row["wins"]


def test_simulate_refuses_a_seed_out_of_range_and_a_non_policy() -> None:
    config = GameConfig(players=5, deck="starter", heroes="off")
    with pytest.raises(lab.LabError, match="seed must be 0 .. 2\\*\\*63 - 1"):
        lab.simulate(config, 1, "random", seed=2**63)
    with pytest.raises(lab.LabError, match="not a batch policy"):
        lab.make_policy("os:getcwd")


def test_game_length_and_truncation_causes() -> None:
    """Issue 35, scope 3 (in part): the length of the decided games in turns and decisions
    (mean, median, p95, max) and why games were truncated."""
    config = GameConfig(players=5, deck="starter", heroes="off", max_turns=45)
    res = lab.simulate(config, 80, "random", seed=6, chunk=40)
    rep = res.report()
    length = rep["length"]
    decided = rep["games"] - rep["truncated"]
    assert length["decided"] == decided and 0 < decided < rep["games"]
    turns, decisions = length["turns"], length["decisions"]
    assert turns["median"] <= turns["p95"] <= turns["max"] <= 45
    assert decisions["mean"] > turns["mean"]  # several decisions a turn
    assert length["truncated_by"] == {"turn_limit": rep["truncated"], "decision_limit": 0}
    res0 = res.results[0]
    assert len(res0.decisions) == res0.games and min(res0.decisions) >= 1
    again = lab.simulate(config, 80, "random", seed=6, chunk=40, num_envs=7)
    assert again.results[0].decisions == res0.decisions  # a game's own length, any batch


def test_records_saved_without_decisions_still_load() -> None:
    """A resumable report written before decisions were recorded (seven fields a record)."""
    from qxs_env.lab.results import _add_records
    from qxs_env.lab.stats import GameResults

    res = GameResults((1, 1, 2, 1, 0, 0))
    _add_records(res, [(0, (1, 1, 0, 0, 0), 30, False, 5, (0, 1, 2, 2, 3), ())])
    assert res.games == 1 and res.decisions == [] and "decisions" not in res.length_table()


def test_a_tagged_name_is_another_instance_of_the_policy() -> None:
    """``NAME#TAG`` builds another ``NAME`` (its own random streams), so that a spec can give
    a group of seats an object of its own, as a comparison's arm with another policy there
    does (agents.evaluate.version_comparison's matched baseline)."""
    from qxs_env.lab.agents import make_policy

    spec = lab.parse_agents("leader=random#tested,*=random")
    assert spec.names() == ["random", "random#tested"]
    one, two = (make_policy(n) for n in spec.names())
    assert type(one) is type(two) and one is not two
    for bad in ("random#", "#tag"):
        with pytest.raises(lab.LabError, match="NAME#TAG"):
            make_policy(bad)
