"""Output paths (issue 19, item 4): checked before the first game, written one by one after."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qxs_env.cli import main as cli
from qxs_env.lab import simulate as lab
from qxs_env.lab.outputs import OutputPathError, check_dir, check_file, write_all

SMALL = ["simulate", "--players", "5", "--games", "4", "--deck", "starter", "--heroes", "off"]


def test_check_file(tmp_path: Path) -> None:
    assert check_file(tmp_path / "new" / "r.json", "--json") == tmp_path / "new" / "r.json"
    assert not (tmp_path / "new" / "r.json").exists()  # the probe leaves no file
    old = tmp_path / "old.json"
    old.write_text("keep")
    check_file(old, "--json")
    assert old.read_text() == "keep"  # an existing file is not truncated by the check
    with pytest.raises(OutputPathError, match="--csv .*: is a folder"):
        check_file(tmp_path, "--csv")
    blocker = tmp_path / "afile"
    blocker.write_text("")
    with pytest.raises(OutputPathError, match="--json .*cannot make the folder"):
        check_file(blocker / "r.json", "--json")


def test_check_dir(tmp_path: Path) -> None:
    assert check_dir(tmp_path / "plots" / "a", "--plot").is_dir()
    assert list((tmp_path / "plots" / "a").iterdir()) == []
    f = tmp_path / "f.png"
    f.write_text("")
    with pytest.raises(OutputPathError, match="--plot .*: is a file"):
        check_dir(f, "--plot")


def test_write_all_goes_on_after_a_failure(tmp_path: Path) -> None:
    said: list[str] = []
    warned: list[str] = []

    def broken() -> Path:
        raise OSError(28, "No space left on device", str(tmp_path / "a.json"))

    def fine() -> Path:
        p = tmp_path / "b.csv"
        p.write_text("x")
        return p

    assert not write_all([("--json", broken), ("--csv", fine)], said.append, warned.append)
    assert said == [f"wrote {tmp_path / 'b.csv'}"]
    assert warned == [f"--json: could not write {tmp_path / 'a.json'}: No space left on device"]


@pytest.mark.parametrize(
    "option, make, expect",
    [
        ("--json", lambda d: d / "afile" / "r.json", "cannot make the folder"),
        ("--csv", lambda d: d, "is a folder"),
        ("--plot", lambda d: d / "afile", "is a file"),
    ],
)
def test_simulate_refuses_a_bad_output_path_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch, option, make, expect
) -> None:
    (tmp_path / "afile").write_text("")
    played: list[int] = []
    monkeypatch.setattr(lab, "simulate", lambda *a, **k: played.append(1))
    rc = cli.main([*SMALL, option, str(make(tmp_path))])
    out, err = capsys.readouterr()
    assert rc == 2 and played == []
    assert err.count("\n") == 1 and err.startswith(f"qxs: error: {option} ") and expect in err
    assert "Traceback" not in err and out == ""


def test_simulate_keeps_the_other_outputs_when_one_fails_late(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch
) -> None:
    def full_disk(self, path):  # noqa: ANN001
        raise OSError(28, "No space left on device", str(path))

    monkeypatch.setattr(lab.LabResults, "write_json", full_disk)
    csv_file = tmp_path / "r.csv"
    rc = cli.main([*SMALL, "--json", str(tmp_path / "r.json"), "--csv", str(csv_file)])
    out, err = capsys.readouterr()
    assert rc == 1
    assert "win rate" in out and f"wrote {csv_file}" in out  # the table and the CSV survive
    assert csv_file.read_text().startswith("game,players,")
    assert "qxs: error: --json: could not write" in err and "Traceback" not in err


def test_simulate_json_says_which_game(tmp_path: Path) -> None:
    """With no deck or heroes options, qxs simulate plays the standard deck with heroes."""
    out = tmp_path / "r.json"
    cli.main(["simulate", "--players", "5", "--games", "3", "--quiet", "--json", str(out)])
    cfg = json.loads(out.read_text())["config"]
    assert (cfg["deck"], cfg["heroes"], cfg["specials"]) == ("standard", "standard", False)
