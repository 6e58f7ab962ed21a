"""Hero skill ``white_card_distance`` (``SKILL_WHITE_CARD_DISTANCE``).

Printed as:

- 草上飞 (韦一笑, ``weiyixiao``; locked): In your play phase each white card you put out brings
  you 1 closer to every other character until the phase ends.

The rule: each card of the skill's colour (param 0) the holder uses in his play phase is counted
(``sk_used``, cleared at every turn start; capped at 100); for the rest of his turn his distance
to every other character (R-M2) changes by the skill's amount (param 1, -1) per card counted,
like a lightness art (ruling: never below 1 in total). The shared hooks call it: the status
queries ``skills_on_use`` (generated in ``skills/dispatch*.py``, a card used in the play phase)
calls :func:`on_use`, and ``skills_distance_mods`` (the skills' distance modifiers) adds
:func:`distance_mods`.

Its own code here:

- :func:`on_use`: count a card of the colour the holder used.
- :func:`distance_mods`: the change to the holder's distances this turn.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def on_use(g, tb, cfg, p, c, cat, col, k):
    """草上飞: p used a card of colour ``col`` in its play phase; one of the skill's colour
    (param 0 of slot k) is counted for the rest of the turn."""
    if col == g.sk_param[p, k, 0]:
        if g.sk_used[p, k] < 100:
            g.sk_used[p, k] += 1


@njit_inlined
def distance_mods(g, tb, p, k):
    """草上飞: the (attack, defence) changes to distances from and to p (R-M2): in p's turn the
    amount (param 1 of slot k) per card counted to p's distance to others, else none."""
    if g.cur == p:
        return g.sk_param[p, k, 1] * g.sk_used[p, k], 0
    return 0, 0
