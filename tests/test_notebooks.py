"""The notebooks run: every code cell of each notebook is executed in order, in one namespace,
with a tiny game count (QXS_NOTEBOOK_GAMES) and a temporary output directory."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def _run(path: Path) -> dict:
    nb = json.loads(path.read_text(encoding="utf-8"))
    namespace: dict = {"__name__": "__notebook__"}
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        exec(compile(source, f"{path.name} cell {i}", "exec"), namespace)  # noqa: S102
    return namespace


def test_win_rates_notebook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("matplotlib")
    monkeypatch.setenv("QXS_NOTEBOOK_GAMES", "40")
    monkeypatch.setenv("QXS_NOTEBOOK_OUT", str(tmp_path))
    monkeypatch.setenv("MPLBACKEND", "Agg")
    ns = _run(NOTEBOOKS / "win_rates.ipynb")
    for name in ("melee.json", "melee.png", "standard_more_heals.yaml", "compare.png"):
        assert (tmp_path / name).stat().st_size > 0, name
    assert ns["report"]["games"] == 40 and ns["report_b"]["games"] == 40
    assert ns["report_b"]["config"]["deck"].endswith("standard_more_heals.yaml")


@pytest.mark.extras
def test_train_identity_notebook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("sb3_contrib")
    pytest.importorskip("matplotlib")
    monkeypatch.setenv("QXS_NOTEBOOK_STEPS", "256")
    monkeypatch.setenv("QXS_NOTEBOOK_GAMES", "16")
    monkeypatch.setenv("QXS_NOTEBOOK_OUT", str(tmp_path))
    monkeypatch.setenv("MPLBACKEND", "Agg")
    ns = _run(NOTEBOOKS / "train_identity.ipynb")
    for name in ("cult.pt", "summary.json", "eval.json", "learning_curve.png"):
        assert (tmp_path / name).stat().st_size > 0, name
    assert ns["summary"]["timesteps"] >= 256
    # every game is accounted for: decided, or cut by the turn / decision limit (a barely trained
    # agent can stall a game until the limit; such games count as truncated, not as results)
    conf = ns["report"]["configurations"][0]
    assert ns["cell"]["trained"]["games"] + conf["truncated"]["trained"] == 16
    assert ns["cell"]["heuristic"]["games"] + conf["truncated"]["heuristic"] == 16
