"""The framework's turn announces the judgement phase whenever it is reached, with or without
cards in the judgement area (issue 32: a 三国杀 skill of the judgement phase acts with an empty
area), and judges the delayed cards only when there are some.

The framework's ``engine.turn`` is bound to a recording ruleset and run uncompiled, in a
subprocess (NUMBA_DISABLE_JIT is read when numba is imported), on a record of the framework's
fields alone."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = textwrap.dedent(
    """
    import json, sys, types
    import numpy as np
    from qxs_env.engine import hooks, turn
    from qxs_env.engine.layout import C_PLAYERS, FR_OP, FR_ST, N_CFG, OP_JUDGE_PHASE, OP_TURN
    from qxs_env.engine.stack import push
    from qxs_env.engine.state import FRAMEWORK_FIELDS, alloc_state, record_dtype

    calls = []
    rules = types.ModuleType("recording_rules")
    def turn_begins(g, tb, cfg, i, p):
        return False
    def turn_moment(g, tb, cfg, i, p, st):
        calls.append(int(st))
        return False
    def phase_lent(g, tb, cfg, i, p, ph):
        return False
    def draw_phase(g, tb, cfg, i, p):
        pass
    def discard_phase(g, tb, cfg, i, p):
        pass
    def turn_ends(g, tb, cfg, i, p):
        pass
    for fn in (turn_begins, turn_moment, phase_lent, draw_phase, discard_phase, turn_ends):
        setattr(rules, fn.__name__, fn)
    bound = hooks.bind([turn], [rules])

    out = {}
    for cards in (0, 1):
        calls.clear()
        state = alloc_state(1, record_dtype(FRAMEWORK_FIELDS, {}))
        g = state[0]
        g.alive[:4] = 1
        g.judge_n[0] = cards
        cfg = np.zeros(N_CFG, np.int64)
        cfg[C_PLAYERS] = 4
        push(g, OP_TURN, 0, -1, 0, 0, 0, 0)
        i = int(g.sp) - 1
        g.stk[i, FR_ST] = 1  # the judgement phase's stage
        bound.op_turn(g, None, cfg, i)
        top = int(g.stk[int(g.sp) - 1, FR_OP])
        out[cards] = {"moments": list(calls), "stage": int(g.stk[i, FR_ST]),
                      "judging": top == OP_JUDGE_PHASE}
    print(json.dumps(out))
    """
)


def test_the_judgement_phase_is_announced_with_an_empty_area() -> None:
    env = {**os.environ, "NUMBA_DISABLE_JIT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    empty, holding = out["0"], out["1"]
    assert empty == {"moments": [1], "stage": 2, "judging": False}
    assert holding == {"moments": [1], "stage": 2, "judging": True}
