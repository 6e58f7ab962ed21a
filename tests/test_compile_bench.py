"""``qxs bench --compile`` (qxs_env/devtools/compile_bench.py): its table and its refusals. The
measurements themselves take minutes of cold compiling, so they run as a benchmark
(docs/engine.md, "Compile time"), never in the tests."""

from __future__ import annotations

import pytest

from qxs_env.cli import main as cli
from qxs_env.devtools import compile_bench


def test_unknown_configuration_is_refused_naming_the_known_ones(capsys) -> None:
    assert cli.main(["bench", "--compile", "--only", "default,nonsense"]) == 2
    err = capsys.readouterr().err
    assert "nonsense" in err and "heroes_off" in err


def test_run_refuses_before_measuring_anything() -> None:
    with pytest.raises(ValueError, match="unknown configuration"):
        compile_bench.run(["warm", "bogus"])


def test_table_names_each_configuration_and_its_cache() -> None:
    row = {"cpu_s": 146.8, "wall_s": 147.9, "compiled_functions": 414, "cache": "fresh"}
    report = {
        "games": 4,
        "configurations": {"default": row, "warm": {**row, "cache": "after default"}},
    }
    lines = compile_bench.format_table(report).splitlines()
    assert lines[0].split() == ["configuration", "cache", "CPU", "s", "wall", "s", "functions"]
    assert lines[1].split()[:3] == ["default", "fresh", "146.8"]
    assert lines[2].split()[:4] == ["warm", "after", "default", "146.8"]
    assert "qxs simulate --players 5 --games 4" in lines[-1]
