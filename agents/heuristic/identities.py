"""群侠杀's identities as the heuristic values them: the per-identity numbers it hands to the
agents' framework (:mod:`agents.framework.belief`, :mod:`agents.framework.enmity`), kept here as
data so that the framework's arithmetic names no identity and another ruleset of the family
brings its own table (docs/agents.md, "Allegiance inference").

* :data:`KNOWN_SCORE`: the allegiance score of a seat whose identity is known (positive: a
  friend of the leader);
* :data:`LEAN`: how an identity shows in the allegiance score (an unknown seat of score ``s`` is
  identity ``k`` with weight ``exp(LEAN[k] * s)`` before the identity table is matched);
* :data:`UTILITY`: the value of hurting each identity (columns) for an observer playing each
  identity (rows), and the values that replace an entry in a given situation (``*_WHEN_*``,
  ``COURT_AFTER_CULT``); ``identity_enmity._enmity`` picks them;
* the sides (bitmasks of identities) whose strengths renegades compare, and the partner each
  identity protects (:data:`PARTNER`).

Rows and columns follow the identity codes of :mod:`agents.heuristic.tables` (the order of
``qxs_env.rulesets.qxs.constants.IDENTITY_NAMES``).
"""

from __future__ import annotations

import numpy as np

from agents.heuristic.tables import COLLAB, COURT, CULT, FOREIGN, LEADER, RIGHTEOUS

N_IDENTITIES = 6


def _per_identity(values: dict[int, float]) -> np.ndarray:
    """A read-only ``float64[N_IDENTITIES]`` row from ``{identity code: value}`` (0 elsewhere)."""
    row = np.zeros(N_IDENTITIES, np.float64)
    for k, v in values.items():
        row[k] = v
    return row


def _frozen(a: np.ndarray) -> np.ndarray:
    a.setflags(write=False)
    return a


KNOWN_SCORE = _frozen(
    _per_identity(
        {LEADER: 1.5, RIGHTEOUS: 1.0, CULT: -1.0, COURT: -0.3, FOREIGN: -0.3, COLLAB: -0.3}
    )
)
"""The allegiance score of a seat whose identity is known."""

LEAN_R = 3.0  # an unknown seat of score s: righteous with weight exp(3 s), cult exp(-3 s)
LEAN_COURT = 1.0  # ... and court with weight exp(s) (the court mostly fights the cult early on)
LEAN = _frozen(_per_identity({RIGHTEOUS: LEAN_R, CULT: -LEAN_R, COURT: LEAN_COURT}))
"""How each identity shows in the allegiance score
(:func:`agents.framework.belief.identity_marginals`)."""

W_FRIEND = 2.0  # the cost of hurting a righteous for the leader side (hurting a cult gains 1)
W_CULT = 2.0  # the cost of hurting another cult for the cult

_LEADER_SIDE = {LEADER: -3.0, RIGHTEOUS: -W_FRIEND, CULT: 1.0, COURT: 0.5, FOREIGN: 0.9}
_LEADER_SIDE[COLLAB] = 0.9
_RENEGADE = {LEADER: -1.0, RIGHTEOUS: 1.2, CULT: -0.8, COURT: 0.2, FOREIGN: 0.2, COLLAB: 0.2}
UTILITY = _frozen(
    np.stack(
        [
            _per_identity(_LEADER_SIDE),  # leader
            _per_identity(_LEADER_SIDE),  # righteous
            _per_identity(
                {LEADER: 3.0, RIGHTEOUS: 1.2, CULT: -W_CULT, COURT: 0.3, FOREIGN: 0.5, COLLAB: 0.5}
            ),  # cult: the leader first
            _per_identity(_RENEGADE),  # court: hit the stronger side, spare the leader
            _per_identity(_RENEGADE),  # foreign
            _per_identity({**_RENEGADE, FOREIGN: -3.0}),  # collaborator: protects the foreign
        ]
    )
)
"""``UTILITY[style, k]``: the value of hurting a seat of identity ``k`` for an observer playing
``style`` (an observer without an identity plays the court's row)."""
assert UTILITY.shape == (N_IDENTITIES, N_IDENTITIES)

CULT_LEFT_MIN = 0.5  # the cult counts as still in the game while more cult seats are expected
COURT_AFTER_CULT = 1.0  # leader side: hurting the court once the cult is out of the game
LEADER_WHEN_CULT_HIDES = 0.0  # cult: hurting the leader while hiding (measured, not kept)
LEADER_WHEN_CULT_PREFERS_OTHERS = 1.0  # ... under the rule CULT_PREFERS_OTHERS
LEADER_WHEN_LAST = 2.0  # renegades: hurting the leader once no other seat lives
RIGHTEOUS_WHEN_CULT_STRONGER = -0.8  # renegades, when the cult's side is the stronger one
CULT_WHEN_CULT_STRONGER = 1.7
COURT_RIGHTEOUS_WHILE_CULT = 0.1  # FIX_COURT_SPARE: the court's value of hurting a righteous
# seat while the cult is in the game and not the stronger side (below ATTACK_MIN: no attack)

LEADER_SIDE = (1 << LEADER) | (1 << RIGHTEOUS)
"""The leader's side (a bitmask of identities) whose strength renegades weigh."""
CULT_SIDE = 1 << CULT
"""The cult's side."""
HAND_WEIGHT = 0.3
"""A side's strength counts each seat's HP plus this much per hand card."""

PARTNER = _frozen(np.array([-1, -1, -1, -1, COLLAB, FOREIGN], np.int64))
"""``PARTNER[style]``: the identity an observer playing ``style`` protects (-1 none): the
collaborator protects the foreign player, and the foreign player its collaborator when the
variant reveals it. A known partner is an ally (:data:`PARTNER_ENMITY`) and whoever has hurt it
becomes a target (:data:`PARTNER_WEIGHT` per hostile act, up to :data:`PARTNER_CAP`)."""
assert PARTNER[FOREIGN] == COLLAB and PARTNER[COLLAB] == FOREIGN
PARTNER_ENMITY = -3.0
PARTNER_WEIGHT = 0.6
PARTNER_CAP = 3.0
