"""Help and forced acts in the heuristic's allegiance (issue 20, weakness 2): the observation's
``help_history`` slice (``layout.HL_*``, ``rulesets.qxs.help_history``) folded into the hostile
and helpful matrices that :func:`agents.heuristic_v2.table_view._identity_probabilities` hands to
:func:`agents.framework.belief.allegiance_scores`. Its weights are described in docs/agents.md
("Allegiance inference").
"""

from __future__ import annotations

from agents.framework.jit import njit_cached
from agents.framework.observation import count_of
from qxs_env.rulesets.qxs.layout import (
    HL_CANCEL_AGAINST,
    HL_CLEAR,
    HL_FORCED,
    HL_FORCED_ATTACK,
    HL_FORCED_TO,
    HL_HEAL,
    HL_PROTECT,
    N_HELP,
)


@njit_cached
def _help_acts(o, o_hist, o_help, n, hostile, helped):
    """Help and forced acts (the ``help_history`` slice, ``layout.HL_*``; issue 20, weakness 2)
    into the hostile and helpful matrices of :func:`_identity_probabilities`.

    Help, scored apart from harm: a protection (a cancel shielding the seat, a move played for
    it) counts as much as a rescue, a heal outside dying and a card cleared out of its judgement
    area a little less. Forced acts: an attack a seat was forced to make is taken out of its
    hostile acts (with the damage it may have dealt), and so is the harmful card that forced it
    (暗器 counts as aimed at the seat it forced, history H_HARM, when that seat then attacked);
    the seat that forced the attack is hostile to the victim instead. A card taken out of a
    judgement area is not hostile (history counts it as a card taken, and 吸星 as a harmful card
    aimed). A cancel against a seat (stopping its heal or draw, restoring harm aimed at it) is
    hostile."""
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            h = o_hist + (i * 10 + j) * 6
            a = o_help + (i * 10 + j) * N_HELP
            # help-history and history counters, decoded into exact counts (issue 34)
            forced = count_of(o[a + HL_FORCED_ATTACK], 10.0)
            dmg = min(count_of(o[h + 1], 10.0), forced)
            undo = forced + 0.5 * dmg + count_of(o[a + HL_FORCED_TO], 10.0)
            undo += 1.5 * count_of(o[a + HL_CLEAR], 10.0)
            harm = count_of(o[a + HL_CANCEL_AGAINST], 10.0) + count_of(o[a + HL_FORCED], 10.0)
            hostile[i, j] = max(hostile[i, j] - undo + harm, 0.0)
            helped[i, j] += (
                count_of(o[a + HL_PROTECT], 10.0)
                + 0.5 * count_of(o[a + HL_HEAL], 10.0)
                + 0.8 * count_of(o[a + HL_CLEAR], 10.0)
            )
