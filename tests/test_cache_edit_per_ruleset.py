"""Editing one ruleset recompiles nothing of another (issue 32, scope 6), end to end.

A copy of the package and of the toy game (tests/toy_ruleset) is written to a temporary
directory; the toy is played in fresh processes on the copy's own, initially empty caches,
counting what numba compiles (its ``numba:compile`` events): the second run compiles nothing
(everything loads from the cache); after an edit of a 群侠杀 card module it still compiles
nothing (the toy's stamps read the framework and the toy only); after an edit of the toy's
rules it compiles them again, and the framework procedures bound for it when a hook inlined
into them changes (the check can fail).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numba
import pytest

ROOT = Path(__file__).resolve().parent.parent

RUN = """
import json, sys
import numpy as np
from numba.core import event
sys.path.insert(0, sys.argv[1])
import qxs_env
assert qxs_env.__file__.startswith(sys.argv[1]), qxs_env.__file__
from qxs_env.rulesets import registry
from toy_ruleset import RULESET
registry.register(RULESET)
with event.install_recorder("numba:compile") as rec:
    env = qxs_env.BatchEnv(2, game="toy", players=5)
    obs, _ = env.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(60):
        acts = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        obs, *_ = env.step(acts)
compiled = sorted({
    ev.data["dispatcher"].py_func.__module__ + "." + ev.data["dispatcher"].py_func.__name__
    for _, ev in rec.buffer if ev.is_start
})
print(json.dumps(compiled))
"""


def _insert_pass(path: Path, def_line: str) -> None:
    """Edit ``path``: a ``pass`` as the first statement of the function defined by ``def_line``
    (its source changes, its behaviour does not)."""
    text = path.read_text(encoding="utf-8")
    assert def_line in text, (path, def_line)
    head, _, tail = text.partition(def_line)
    first, _, rest = tail.partition("\n")
    path.write_text(f"{head}{def_line}{first}\n    pass\n{rest}", encoding="utf-8")


def _run(root: Path) -> list[str]:
    env = dict(os.environ, QXS_COMPILE_NOTICE="0", PYTHONDONTWRITEBYTECODE="1")
    env.pop("NUMBA_DISABLE_JIT", None)
    env.pop("NUMBA_CACHE_DIR", None)  # the copy's own cache folders
    env["PYTHONPATH"] = str(root)
    done = subprocess.run(
        [sys.executable, "-c", RUN, str(root)],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        cwd=root,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(numba.config.DISABLE_JIT, reason="nothing is compiled without the JIT")
def test_editing_qxs_recompiles_nothing_of_the_toy(tmp_path: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "qxs_env", tmp_path / "qxs_env", ignore=ignore)
    shutil.copytree(ROOT / "tests" / "toy_ruleset", tmp_path / "toy_ruleset", ignore=ignore)
    first = _run(tmp_path)
    assert any(name.startswith("toy_ruleset.") for name in first), first
    assert _run(tmp_path) == []  # everything from the cache
    card = tmp_path / "qxs_env" / "rulesets" / "qxs" / "cards" / "after_damage_draw.py"
    _insert_pass(card, "def after_damage(")
    after_edit = _run(tmp_path)
    assert after_edit == [], [n for n in after_edit if not n.startswith("numba.")]
    _insert_pass(tmp_path / "toy_ruleset" / "hooks.py", "def decision_resolved(")
    again = _run(tmp_path)
    assert "toy_ruleset.hooks.decision_resolved" in again, again  # the toy's own edit
    # ... and the framework's driver loop bound for the toy, which calls it
    assert "qxs_env.engine.driver.run" in again, again
    # an inlined hook of the toy recompiles the framework procedure bound for the toy (its copy
    # is stamped by the toy's folder too: it was not, and ran the old hook)
    _insert_pass(tmp_path / "toy_ruleset" / "hooks.py", "def damage_dealt(")
    inlined = _run(tmp_path)
    assert "qxs_env.engine.damage.op_damage" in inlined, inlined
