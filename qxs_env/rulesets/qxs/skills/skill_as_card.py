"""Hero skill ``skill_as_card`` (``SKILL_SKILL_AS_CARD``).

Printed as:

- 吸星大法 (任我行, ``renwoxing``; active): Once in your play phase you may act as if
  you used 吸星, without spending a card.
- 单挑 (虚竹, ``xuzhu``; active): Once in your play phase you may act as if you used
  单挑, without spending a card.

Its own code here, called by the skill dispatchers of ``qxs_env.engine.core``:

- :func:`step`: its resolution inside its OP_SKILL frame (a small state machine on ``sub``,
  reading a child decision's result ``r``; True when done)
"""

from __future__ import annotations

from qxs_env.engine.core import (
    log,
    make_cardless_virtual,
    ret,
)
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import (
    EV_CONVERT,
)


@njit_inlined
def step(g, tb, p, k):
    """One step of the skill inside its OP_SKILL frame (stage ``sub``, a child's result ``r``);
    True when the skill is done."""
    v = make_cardless_virtual(g, tb, g.sk_param[p, k, 0])
    log(g, EV_CONVERT, p, v, -1, 0, 0)
    ret(g, v)
    return False
