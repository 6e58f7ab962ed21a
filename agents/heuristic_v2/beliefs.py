"""The heuristic's identity beliefs as numbers: what :mod:`agents.framework.belief` computes at
each of its decisions, read out for any observation (``HeuristicPolicy.beliefs``), so that
``qxs beliefs`` can score them against the truth (docs/agents.md, "Identity inference").

:func:`_belief_rows` runs, for every row, exactly the two steps the heuristic runs before it
decides (:func:`agents.heuristic_v2.table_view._read_seats` and
:func:`~agents.heuristic_v2.table_view._identity_probabilities`, on the same float64 copy of the
observation as :func:`agents.heuristic_v2.decide._act_one`) and copies the probability table
``P[r, k]`` out: nothing here changes how the heuristic plays.
"""

from __future__ import annotations

from agents.framework.jit import njit_cached
from agents.framework.observation import to_f64
from agents.heuristic_v2.decide import _scratch
from agents.heuristic_v2.table_view import _identity_probabilities, _read_seats


@njit_cached
def _belief_rows(obs, out, ft, offs, hof):
    """``out[i, r, k]``: the probability, as the heuristic believes it from observation
    ``obs[i]``, that the seat ``r`` places after the observer is identity ``k`` (``r = 0`` is
    the observer itself, certain of its own identity; slots beyond the player count stay 0).
    ``ft``, ``offs``, ``hof``: the policy's face table and observation offsets."""
    fb, ib, bb, sfull, hh, o64 = _scratch(obs.shape[1])
    slots = min(out.shape[1], hh.shape[1])
    kinds = min(out.shape[2], hh.shape[2])
    for i in range(obs.shape[0]):
        o = obs[i]
        m = min(o.shape[0], o64.shape[0])
        to_f64(o, o64, 0, min(hof[15], m))
        if hof[16] >= 0:
            to_f64(o, o64, hof[16], m)
        n = _read_seats(o64, ft, offs, fb, ib, bb, sfull, hh)[0]
        _identity_probabilities(o64, offs, n, fb, ib, bb, hh, hof[16])
        for r in range(slots):
            for k in range(kinds):
                out[i, r, k] = hh[2, r, k] if r < n else 0.0
