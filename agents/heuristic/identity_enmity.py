"""How much an observer wants to hurt each seat (step 3 of :mod:`agents.heuristic.table_view`):
its identity's values of hurting each identity (:mod:`agents.heuristic.identities`) over the
identity probabilities, the partner it protects, and the rules that change them: the cult's
hiding modes (``CULT_HIDES``, ``CULT_PREFERS_OTHERS``, ``CULT_HIDES_FIRST_ROUND``; docs/agents.md,
"The cult's timing") and issue 34's fixes (the leader side spares a silent seat, the court
hurts the cult while it threatens the leader). Split from ``table_view`` (issue 34) to keep
each module under 800 lines; the arithmetic that names no 群侠杀 identity is
:mod:`agents.framework.enmity`.
"""

from __future__ import annotations

from agents.framework.enmity import (
    expected_alive,
    expected_enmity,
    living_others,
    protect_partner,
    side_strength,
)
from agents.framework.jit import (
    njit_cached,
)
from agents.heuristic.identities import (
    COURT_AFTER_CULT,
    COURT_RIGHTEOUS_WHILE_CULT,
    CULT_LEFT_MIN,
    CULT_SIDE,
    CULT_WHEN_CULT_STRONGER,
    HAND_WEIGHT,
    LEADER_SIDE,
    LEADER_WHEN_CULT_HIDES,
    LEADER_WHEN_CULT_PREFERS_OTHERS,
    LEADER_WHEN_LAST,
    N_IDENTITIES,
    PARTNER,
    PARTNER_CAP,
    PARTNER_ENMITY,
    PARTNER_WEIGHT,
    RIGHTEOUS_WHEN_CULT_STRONGER,
    UTILITY,
)
from agents.heuristic.tables import (
    COURT,
    CULT,
    FIX_COURT_SPARE,
    FIX_COURT_THREAT,
    FIX_FOCUS,
    FIX_SILENT,
    HP_ROW,
    LEADER,
    RIGHTEOUS,
)

CULT_HIDES = 1  # hide while hidden, the leader healthy and its side not weaker
CULT_PREFERS_OTHERS = 2  # the same conditions, the leader valued below a known righteous
CULT_HIDES_FIRST_ROUND = 3  # hides on the same conditions in the first round of turns only


@njit_cached
def _cult_hides(mode, first_round, leader, hp, hostile, side_l, side_c):
    """The cult's timing (issue 20, weakness 10), measured and not kept (docs/agents.md,
    "The cult's timing"): does a cult seat hold back from hurting the leader now?

    ``CULT_HIDES`` and ``CULT_PREFERS_OTHERS``: while its identity is hidden (the public history
    shows nothing it did against the leader), the leader is healthy (3+ HP: no attack of the
    turn is likely to kill it) and the leader's side is at least as strong as the cult's
    (``side_l`` / ``side_c``: HP and hand weighted by the identity probabilities); hurting the
    leader is then worth nothing (hides) or less than hurting a known righteous (prefers
    others). ``CULT_HIDES_FIRST_ROUND``: hides on the same conditions during every seat's
    first turn only. Mode 0: never."""
    if mode == 0 or leader < 0 or (mode == CULT_HIDES_FIRST_ROUND and not first_round):
        return False
    return hostile[0, leader] < 0.05 and hp[leader] >= 3 and side_l >= side_c


SILENT_FRIEND_MIN = 0.05
"""``FIX_SILENT`` spares a silent seat only while it is a righteous one with at least this
probability: at 5 players the righteous knows that every unknown seat is cult or court (the
table deals one righteous), and sparing them only cost it attacks (measured: docs/agents.md,
"Issue 34")."""


@njit_cached
def _spare_silent(n, known, alive, hostile, helped, prob, en):
    """Issue 34, item 4: an unknown living seat with no hostile act and no help in the public
    history has given the leader side no reason to hurt it: while it may be a righteous seat
    (``prob[r, RIGHTEOUS] >= SILENT_FRIEND_MIN``) its enmity is capped below the attack
    threshold (``ATTACK_MIN``), so neither the leader nor a righteous seat hits it."""
    for r in range(1, n):
        if not alive[r] or known[r] >= 0 or prob[r, RIGHTEOUS] < SILENT_FRIEND_MIN:
            continue
        acts = 0.0
        for t in range(n):
            acts += hostile[r, t] + helped[r, t]
        if acts < 1e-9 and en[r] > 0.1:
            en[r] = 0.1


FOCUS_PER_ACT = 0.3
"""Issue 34, items 1 and 4 (``FIX_FOCUS``): the enmity a likely enemy of the leader side gains
per unit of public hostility against the leader (an attack 1, its damage 0.5, ...: the
``hostile`` matrix of :func:`agents.heuristic.table_view._identity_probabilities`)."""
FOCUS_CAP = 1.0
"""... at most this much in all."""


@njit_cached
def _focus_leader_attackers(n, alive, hostile, leader, en):
    """Issue 34, items 1 and 4: the leader side answers focus fire. The belief already makes a
    seat that hurt the leader a likely cult, but two likely cult seats then weigh alike; a seat
    already an enemy in expectation (``en > 0``) gains :data:`FOCUS_PER_ACT` of enmity per unit
    of hostility against the leader (up to :data:`FOCUS_CAP`), so the leader and the righteous
    attack the seats that are attacking the leader first. ``leader``: the leader's relative seat
    (0 for the leader itself)."""
    if leader < 0:
        return
    for r in range(1, n):
        if alive[r] and r != leader and en[r] > 0.0:
            en[r] += min(FOCUS_PER_ACT * hostile[r, leader], FOCUS_CAP)


@njit_cached
def _enmity(n, style, leader, fb, ib, bb, hh, hide_mode, first_round, fix=0):
    """``en``: the expected value, over each seat's identity probabilities, of hurting it for
    an observer playing ``style`` (:func:`agents.framework.enmity.expected_enmity`, with the
    row of :data:`agents.heuristic.identities.UTILITY` for ``style`` and the situation: whether
    the cult is still in the game, which side is stronger, whether the leader is the last other
    seat); returns the living seats other than the leader. ``hide_mode``: the cult's hiding rule
    (:func:`_cult_hides`; 0 none, the default), ``first_round``: the game is in every seat's
    first turn; ``fix``: issue 34's fixes for this identity (``FIX_SILENT``,
    ``FIX_COURT_THREAT``, ``FIX_FOCUS``)."""
    alive = bb[0]
    handn = ib[HP_ROW + 2]
    hostile = hh[0]
    hp = ib[HP_ROW]
    known = ib[0]
    prob = hh[2]
    # cult seats still alive (known or expected among the unknown)
    cult_left = expected_alive(n, alive, prob, CULT)
    # strength of the two sides (for renegades), from the identity probabilities
    side_l = side_strength(n, alive, hp, handn, prob, LEADER_SIDE, HAND_WEIGHT)
    side_c = side_strength(n, alive, hp, handn, prob, CULT_SIDE, HAND_WEIGHT)
    others_alive = living_others(n, alive, leader)

    # ---- enmity: how much I want to hurt each seat (> 0 enemy, < 0 ally), the expected value
    # of hurting it over its possible identities (util: the value of hurting each identity)
    en = fb[7]
    util = fb[8]
    util[:] = 0.0
    row = style if style >= 0 else COURT  # no identity: a renegade's values
    for k in range(N_IDENTITIES):
        util[k] = UTILITY[row, k]
    if style == LEADER or style == RIGHTEOUS:
        if not cult_left > CULT_LEFT_MIN:
            util[COURT] = COURT_AFTER_CULT
    elif style == CULT:
        if _cult_hides(hide_mode, first_round, leader, hp, hostile, side_l, side_c):
            util[LEADER] = LEADER_WHEN_CULT_HIDES
            if hide_mode == CULT_PREFERS_OTHERS:
                util[LEADER] = LEADER_WHEN_CULT_PREFERS_OTHERS
    else:  # renegades: court, foreign, collaborator: hit the stronger side, spare the leader
        if others_alive == 0:
            util[LEADER] = LEADER_WHEN_LAST
        threat = not side_l >= side_c
        if fix & FIX_COURT_THREAT and style == COURT and cult_left > CULT_LEFT_MIN:
            # item 5: the threat to the leader, not the sides' total strength
            threat = threat or side_c >= 0.7 * side_l or (leader >= 0 and hp[leader] <= 2)
        if threat:
            util[RIGHTEOUS] = RIGHTEOUS_WHEN_CULT_STRONGER
            util[CULT] = CULT_WHEN_CULT_STRONGER
        elif fix & FIX_COURT_SPARE and style == COURT and cult_left > CULT_LEFT_MIN:
            # item 5: the cult's win is the court's loss: no attack on the righteous meanwhile
            util[RIGHTEOUS] = COURT_RIGHTEOUS_WHILE_CULT
    expected_enmity(n, prob, util[:N_IDENTITIES], alive, en)
    if fix & FIX_SILENT and (style == LEADER or style == RIGHTEOUS):
        _spare_silent(n, known, alive, hostile, hh[1], prob, en)
    if fix & FIX_FOCUS and (style == LEADER or style == RIGHTEOUS):
        _focus_leader_attackers(n, alive, hostile, leader, en)
    # a protected partner (the foreign player for the collaborator, and back when known) is an
    # ally, and whoever hurts it becomes a target
    if style >= 0 and PARTNER[style] >= 0:
        protect_partner(
            n,
            known,
            alive,
            hostile,
            PARTNER[style],
            PARTNER_ENMITY,
            PARTNER_WEIGHT,
            PARTNER_CAP,
            en,
        )
    return others_alive
