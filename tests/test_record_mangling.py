"""numba names record arguments in compiled symbols by their layout, not by a process counter
(``qxs_env.engine.jit._stable_record_mangling``).

Without it, a process that made record types in another order than the process that wrote the
cache could bind one skill set's compiled dispatcher to another's tables record: found when the
frozen ``heuristic_v1``'s action digest at 10 players with every hero changed only after
base-hero games had run in the same process (an expansion hero's active skill was never
offered)."""

from __future__ import annotations

import subprocess
import sys

import numba
import numpy as np
from numba.core.itanium_mangler import mangle_type_or_value

import qxs_env.engine.jit  # noqa: F401  (installs the stable mangling)
from qxs_env.rulesets.qxs.state import TABLES_DTYPES

SCRIPT = """
import numba, numpy as np
# make unrelated record types first, so that numba's type counter differs from the parent's
for k in range(7):
    numba.typeof(np.zeros(1, dtype=[("f%d" % j, np.int8) for j in range(k + 1)])[0])
import qxs_env.engine.jit
from numba.core.itanium_mangler import mangle_type_or_value
from qxs_env.rulesets.qxs.state import TABLES_DTYPES
for d in TABLES_DTYPES.values():
    print(mangle_type_or_value(numba.typeof(np.zeros(1, dtype=d)[0])))
"""


def _names() -> list[str]:
    return [
        mangle_type_or_value(numba.typeof(np.zeros(1, dtype=d)[0])) for d in TABLES_DTYPES.values()
    ]


def test_record_symbols_are_the_same_in_every_process():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == _names()


def test_different_record_layouts_get_different_symbols():
    names = _names()
    assert len(set(names)) == len(names) == len(TABLES_DTYPES)
