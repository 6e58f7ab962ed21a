"""Hero skill ``judge_alignment_take`` (``SKILL_JUDGE_ALIGNMENT_TAKE``).

Printed as:

- 笑傲江湖 (曲阳刘正风, ``quyangliuzhengfeng``; locked): At the start and at the end of
  your turn you judge: red or blue makes you evil (恶), yellow or white good (善);
  you keep the judgement card.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    push,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    OP_JUDGEMENT,
)


@njit_inlined
def step(g, p, sub):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    if sub == 0:
        push(g, OP_JUDGEMENT, p, -1, -1, 0, 0, 0)
        return False
    return True
