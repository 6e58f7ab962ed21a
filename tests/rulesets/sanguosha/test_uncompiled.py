"""The same code runs uncompiled (``NUMBA_DISABLE_JIT=1``, for Python tracebacks) and gives the
same game: the fuzz's random game of a seed, with heroes, takes the same actions compiled and
uncompiled. Found wrong once: a face or skill number kept as an int8 and shifted (``1 << f``)
wraps in NumPy without the JIT, where numba widens it, so the play mask differed from the 6th
decision of this seed on."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from qxs_env.devtools.fuzz import random_game
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig

SCRIPT = """
import json
from qxs_env.devtools.fuzz import random_game
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig
game = random_game(SanguoshaConfig(players=5, heroes="standard"), 1321)
print(json.dumps([game.code, game.actions]))
"""


def test_a_heroes_game_is_the_same_compiled_and_uncompiled() -> None:
    compiled = random_game(SanguoshaConfig(players=5, heroes="standard"), 1321)
    env = dict(os.environ, NUMBA_DISABLE_JIT="1")
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=900
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    code, actions = json.loads(proc.stdout.strip().splitlines()[-1])
    assert len(compiled.actions) > 100
    assert (code, actions) == (compiled.code, compiled.actions)
