"""examples/ray_deck_sweep.py: a card-change sweep (several decks on the same seeds) as one lab
run, each variant compared with the base deck on the paired games; the same comparison with and
without Ray."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "ray_deck_sweep.py"
if not EXAMPLE.exists():
    pytest.skip("examples/ is not in this tree", allow_module_level=True)


def _example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ray_deck_sweep_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


ex = _example()
ARGS = ["--decks", "starter,basic", "--players", "5,6", "--games", "120", "--num-envs", "16"]


def test_sweep_pairs_variants_on_the_same_deals(tmp_path: Path) -> None:
    out = tmp_path / "sweep.json"
    assert ex.main([*ARGS, "--chunk", "50", "--ray", "none", "--json", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    rows = data["comparison"]
    assert {(r["players"], r["deck"], r["base"]) for r in rows} == {
        (5, "basic", "starter"),
        (6, "basic", "starter"),
    }
    assert all(r["pairs"] <= 120 for r in rows)
    configs = data["report"]["configurations"]
    assert [(c["config"]["deck"], c["config"]["players"]) for c in configs] == [
        ("starter", 5), ("starter", 6), ("basic", 5), ("basic", 6),
    ]  # fmt: skip


@pytest.mark.parametrize("bad", [["--decks", "starter"], ["--decks", "a,b", "--games", "0"]])
def test_sweep_bad_arguments(bad: list[str]) -> None:
    with pytest.raises(SystemExit) as info:
        ex.parse_args(bad)
    assert info.value.code == 2


@pytest.mark.extras
def test_sweep_on_ray_equals_without(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    assert ex.main([*ARGS, "--chunk", "50", "--ray", "none", "--json", str(a)]) == 0
    assert ex.main([*ARGS, "--chunk", "50", "--ray", "local", "--json", str(b)]) == 0
    ja, jb = (json.loads(p.read_text(encoding="utf-8")) for p in (a, b))
    assert ja["comparison"] == jb["comparison"]
