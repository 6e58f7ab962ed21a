"""Hero skill ``untargetable_small_hand`` (``SKILL_UNTARGETABLE_SMALL_HAND``).

Printed as:

- 万里独行 (田伯光, ``tianboguang``; locked): While you hold 2 cards or fewer, you cannot be chosen
  as the target of an attack.

The rule: While its owner holds at most ``max_hand`` hand cards it cannot be chosen as the target of
an attack; other cards may still target it (docs/rulings.md, Heroes: 万里独行).

The shared query ``skill_untargetable`` (``skill_queries.py``, asked by
``legality.valid_target``, ``legality.slot_skill_usable`` and the skills that pick attack targets)
asks :func:`untargetable` for a holder when the target is an attack's.

Its own code here:

- :func:`untargetable`: is the holder's hand small enough to keep it from being attacked.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def untargetable(g, t, k):
    """万里独行: t cannot be chosen as an attack's target (R-M1) while it holds at most param 0
    of slot k hand cards."""
    return g.hand_n[t] <= g.sk_param[t, k, 0]


from qxs_env.rulesets.qxs.skill_roles import SR_SMALL_HAND  # noqa: E402

HEURISTIC_ROLE = SR_SMALL_HAND
"""The heuristic's policy role of this skill (``qxs_env.rulesets.qxs.skill_roles``)."""
