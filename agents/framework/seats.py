"""Seat geometry read the same way by any ruleset of the family: seats sit in a ring, and the
distance from one seat to another counts the living seats stepped over the shorter way round,
plus the attacker's and the defender's modifiers, never below 1 (群侠杀's R-M2; 三国杀 counts
its horses the same way).

Seats are relative to the observer (seat 0). The modifiers (``datt``: when the seat is the one
that reaches, ``ddef``: when it is reached) are the ruleset heuristic's to fill from what its
observation shows (equipment, known skills); :func:`infer_distance_mods` corrects them from the
distances the observer is given to and from each seat.
"""

from __future__ import annotations

from agents.framework.jit import njit_cached


@njit_cached
def seat_distance(a, v, n, alive, datt, ddef):
    """The distance from relative seat ``a`` to relative seat ``v`` (module docstring) among
    ``n`` seats: the living seats (``alive``) stepped over the shorter way round, plus ``a``'s
    attack modifier ``datt[a]`` and ``v``'s defence modifier ``ddef[v]``, never below 1 (0 from
    a seat to itself)."""
    if a == v:
        return 0
    d1 = 0  # living seats stepped over going each way round
    x = a
    while x != v:
        x = (x + 1) % n
        if alive[x]:
            d1 += 1
    d2 = 0
    x = a
    while x != v:
        x = (x + n - 1) % n
        if alive[x]:
            d2 += 1
    d = min(d1, d2) + datt[a] + ddef[v]
    return d if d > 1 else 1


@njit_cached
def infer_distance_mods(n, alive, to_seat, from_seat, datt, ddef):
    """Correct the seats' distance modifiers (``datt``, ``ddef``, in place) from the distances
    the observation gives from the observer to each seat (``to_seat``) and back
    (``from_seat``): where a given distance is above 1 (so not clamped) it fixes the other
    seat's modifier exactly (a hidden skill, a modifier the model does not know of), given the
    observer's own modifiers. Clamped distances (1) are left to the model, so the correction
    never brings a seat closer than the rules might. Nothing is changed when the observer is
    dead."""
    n_alive = 0
    for r in range(n):
        if alive[r]:
            n_alive += 1
    if not alive[0]:
        return
    k = 0  # living seats stepped over from the observer to seat r, going forward
    for r in range(1, n):
        if not alive[r]:
            continue
        k += 1
        ring = min(k, n_alive - k)
        if to_seat[r] > 1:
            ddef[r] = to_seat[r] - ring - datt[0]
        if from_seat[r] > 1:
            datt[r] = from_seat[r] - ring - ddef[0]
