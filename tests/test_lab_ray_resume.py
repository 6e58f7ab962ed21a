"""Incomplete runs and their resumption, ``--chunk``, and the ``--ray`` address checks.

An incomplete run (chunks left unplayed by Ctrl-C or by a chunk that failed for good) keeps
its finished chunks: its JSON says ``incomplete`` and which chunks are missing, and
``qxs simulate --resume FILE`` plays only those, to the numbers of one uninterrupted run. These
tests need no Ray except the address checks (marked ``extras``); the cluster tests are in
tests/test_lab_ray_cluster.py.
"""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path
from typing import Any

import pytest

from qxs_env.cli.main import build_parser, main
from qxs_env.lab import simulate as lab

AGENTS = "cult=agents.base:RandomPolicy,*=random"
RUN = ["--players", "5,6", "--games", "300", "--seed", "3", "--num-envs", "16", "--chunk", "64"]


def _same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    how = ("wall_time_s", "workers", "ray", "versions", "resumed_from")
    return {k: v for k, v in a.items() if k not in how} == {
        k: v for k, v in b.items() if k not in how
    }


def _interrupt_at(monkeypatch: pytest.MonkeyPatch, players: int, chunk_id: int) -> None:
    """Ctrl-C when configuration ``players`` starts chunk ``chunk_id`` (one process)."""
    play = lab._Runner.play

    def interrupted(self: lab._Runner, cid: int, *args: Any, **kwargs: Any) -> None:
        if self.config.players == players and cid == chunk_id:
            raise KeyboardInterrupt
        play(self, cid, *args, **kwargs)

    monkeypatch.setattr(lab._Runner, "play", interrupted)


def test_chunk_option(tmp_path: Path) -> None:
    parser = build_parser()
    assert parser.parse_args(["simulate"]).chunk is None
    assert parser.parse_args(["simulate", "--chunk", "100"]).chunk == 100
    out = tmp_path / "r.json"
    argv = ["simulate", "--quiet", "--games", "50", "--num-envs", "8", "--chunk", "20"]
    assert main([*argv, "--json", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["chunk"] == 20


@pytest.mark.parametrize("bad", [["--chunk", "0"], ["--ray-retries", "-1"]])
def test_bad_chunk_and_retries(bad: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "10", *bad]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and bad[0] in err


def test_incomplete_run_resumed_equals_full_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    full = tmp_path / "full.json"
    assert main(["simulate", "--quiet", *RUN, "--agents", AGENTS, "--json", str(full)]) == 0
    with monkeypatch.context() as m:
        _interrupt_at(m, 6, 2)
        part = tmp_path / "part.json"
        assert main(["simulate", "--quiet", *RUN, "--agents", AGENTS, "--json", str(part)]) == 130
    err = capsys.readouterr().err
    assert f"--resume {part}" in err
    p = json.loads(part.read_text(encoding="utf-8"))
    assert p["incomplete"] is True and p["interrupted"] is True
    assert [(m["configuration"], m["chunk"]) for m in p["missing_chunks"]] == [
        (1, 2),
        (1, 3),
        (1, 4),
    ]
    assert p["missing_chunks"][0]["games"] == [128, 192]
    assert [len(r) for r in lab.load_partial(part)["finished"]] == [300, 128]
    done = tmp_path / "done.json"
    assert main(["simulate", "--quiet", "--resume", str(part), "--json", str(done)]) == 0
    d = json.loads(done.read_text(encoding="utf-8"))
    assert d["resumed_from"] == str(part) and "incomplete" not in d and "records" not in d
    assert _same(d, json.loads(full.read_text(encoding="utf-8")))


def test_incomplete_without_json_writes_a_resumable_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    _interrupt_at(monkeypatch, 5, 1)
    assert main(["simulate", "--quiet", "--players", "5", "--games", "100", "--chunk", "50"]) == 130
    written = list(tmp_path.glob("qxs-simulate-incomplete-*.json"))
    assert len(written) == 1
    assert f"--resume {written[0].name}" in capsys.readouterr().err


def test_resume_bad_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    complete = tmp_path / "complete.json"
    assert main(["simulate", "--quiet", "--games", "20", "--json", str(complete)]) == 0
    capsys.readouterr()
    for path, words in (
        (tmp_path / "nope.json", "cannot read"),
        (complete, "complete"),
    ):
        assert main(["simulate", "--resume", str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert words in err and len(err.splitlines()) == 1


def test_simulate_finished_records_api() -> None:
    """``simulate(finished=...)`` skips the chunks the records cover fully; a partly covered
    chunk is played again in full."""
    configs = lab.configurations(5)
    full = lab.simulate(configs, 120, AGENTS, seed=1, num_envs=8, chunk=40)
    res = full.results[0]
    rec = [
        (k, res.won[i], res.turns[i], res.truncated[i], res.seeds[i], res.idents[i], ())
        for i, k in enumerate(res.index)
        if k < 60  # chunk 0 whole, chunk 1 half
    ]
    again = lab.simulate(configs, 120, AGENTS, seed=1, num_envs=8, chunk=40, finished=[rec])
    assert again.complete and again.results[0].index == list(range(120))
    assert again.results[0].won == res.won and again.results[0].seeds == res.seeds


@pytest.mark.extras
def test_ray_unreachable_address_fails_fast(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("ray")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    t0 = time.monotonic()
    assert main(["simulate", "--games", "10", "--ray", f"127.0.0.1:{port}"]) == 2
    assert time.monotonic() - t0 < 20
    err = capsys.readouterr().err.strip()
    assert "no Ray cluster answers" in err and len(err.splitlines()) == 1


@pytest.mark.extras
@pytest.mark.parametrize(
    ("address", "words"),
    [("ray://127.0.0.1:10001", "Ray Client"), ("head-without-port", "HOST:PORT")],
)
def test_ray_bad_address_forms(
    address: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("ray")
    assert main(["simulate", "--games", "10", "--ray", address]) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1


def test_ray_ship_runtime_env(capsys: pytest.CaptureFixture[str]) -> None:
    """``--ray-ship``: the source checkout travels as the working_dir without its compile cache
    (a per-node cache instead); the option needs --ray."""
    from qxs_env.lab.ray_backend import NODE_NUMBA_CACHE, ship_runtime_env

    env = ship_runtime_env()
    root = Path(lab.__file__).resolve().parents[2]
    if (root / "pyproject.toml").is_file():
        assert env["working_dir"] == str(root)
    else:
        assert any(m.endswith("qxs_env") for m in env["py_modules"])
    assert "__pycache__" in env["excludes"] and "*.nbi" in env["excludes"]
    assert env["env_vars"]["NUMBA_CACHE_DIR"] == NODE_NUMBA_CACHE
    assert build_parser().parse_args(["simulate", "--ray-ship"]).ray_ship
    assert main(["simulate", "--games", "10", "--ray-ship"]) == 2
    assert "--ray-ship needs --ray" in capsys.readouterr().err


def test_failure_reason_is_the_tasks_own_last_line() -> None:
    """A chunk's failure line: Ray's text of an error in a task starts with the task's name in
    colour codes; the reason is its last line (with a hint for a node without the project);
    for Ray's own errors (a dead worker) the first line is."""
    from qxs_env.lab.ray_backend import failure_reason

    in_task = (
        "\x1b[36mray::_worker_task()\x1b[39m (pid=27438, ip=192.0.2.2)\n"
        "RuntimeError: The remote function failed to import on the worker. ...:\n\n"
        "\x1b[36mray::_worker_task()\x1b[39m (pid=27438, ip=192.0.2.2)\n"
        "               ^^^^^^^^^^^^\n"
        '  File "site/sitecustomize.py", line 14, in find_spec\n'
        "ModuleNotFoundError: No module named 'qxs_env'"
    )
    why = failure_reason(RuntimeError(in_task), in_task=True)
    assert why.startswith("ModuleNotFoundError: No module named 'qxs_env'")
    assert "--ray-ship" in why and "\x1b" not in why
    crashed = "The worker died unexpectedly while executing this task.\nCheck the logs."
    assert failure_reason(RuntimeError(crashed), in_task=False) == crashed.splitlines()[0]
    assert failure_reason(KeyError(), in_task=True) == "KeyError"
