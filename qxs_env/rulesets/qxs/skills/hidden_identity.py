"""Hero skill ``hidden_identity`` (``SKILL_HIDDEN_IDENTITY``).

Printed as:

- 金花婆婆 (黛绮丝, ``daiqisi``; locked): While no other blue identity
  (GameConfig.blue_identities, the cult by default) is revealed, your identity stays hidden even
  in death and killing you brings no reward or penalty; it is revealed once another blue
  identity is.

The rule: a dead character's identity is revealed (R-D2) and settles the killer's reward or penalty
(R-D3, R-D4); for a holder whose identity is not revealed yet, while no other character of a blue
identity (``cfg[C_BLUE_IDS]``) is revealed, it stays hidden: ``death.death_shown`` asks
``death.identity_concealed`` (holding the skill and :func:`conceals`), marks the seat
``state.concealed`` and ``death.death_consequences`` settles nothing for it; once another blue
identity is revealed ``death.reveal_concealed`` shows it (the framework's "identity kept hidden
after death").

Its own code here:

- :func:`conceals`: does the skill keep p's identity hidden now?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.death import (
    blue_revealed,
)


@njit_inlined
def conceals(g, cfg, p):
    """金花婆婆: p's identity stays hidden while no other blue identity is revealed."""
    return not blue_revealed(g, cfg, p)
