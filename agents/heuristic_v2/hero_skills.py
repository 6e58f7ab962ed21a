"""The heuristic's rules for the own hero's skills, by policy role (``SR_*`` of
:mod:`qxs_env.rulesets.qxs.skill_roles`, declared by each skill's module as its
``HEURISTIC_ROLE``), so a new hero reusing a known skill id is covered.

* :func:`_accept_skill`: say yes to an optional skill (a trigger or a confirm) unless it would
  help an enemy or hurt a friend;
* :func:`_active_value`: the value of an active skill in the play phase, on the scale of the
  card values of :mod:`agents.heuristic_v2.play`;
* :func:`_move_plan`: 乾坤大挪移 (as a hero skill): which table card to move where;
* :func:`_judge_wish`: the judgement in progress, which colours favour a friend, for the
  judgement-replacement skills.
"""

from __future__ import annotations

from agents.framework.jit import njit_cached
from agents.heuristic_v2.arithmetic import _want_save
from qxs_env.rulesets.qxs.obs import JD_ACTIVE, JD_FOR, JD_SEAT
from qxs_env.rulesets.qxs.obs import SEAT_BASE as S_EQUIP  # equipment multi-hot after the scalars
from qxs_env.rulesets.qxs.skill_roles import (
    SR_DISCARD_DRAW,
    SR_DRAW_HP,
    SR_FLIP_HEAL,
    SR_FORCE,
    SR_GENDER,
    SR_HEAL_OR_DRAW,
    SR_HUAGONG,
    SR_JUDGE,
    SR_OTHERGENDER,
    SR_PAGE_BOYS,
    SR_PAY_ATTACK,
    SR_RESCUE_HP,
    SR_SAMEGENDER,
    SR_VS_OTHER,
)


@njit_cached
def _accept_skill(
    role, other, en, hp0, maxhp0, leader, style, others_alive, g_same, g_diff, srole, jok_k, p_cult
):
    """Say yes to one's optional (triggered) skill of policy role ``role``? Most help their
    owner and are taken; the exceptions are decided here. ``jok_k``: the judgement-replacement
    verdict for this skill slot, worked out in ``_decide`` from the judgement in progress;
    ``p_cult``: the probability that the decision's other seat is cult (for rescues)."""
    if role == SR_JUDGE or role == SR_PAGE_BOYS:
        return jok_k
    if role == SR_RESCUE_HP:
        return other > 0 and hp0 >= 2 and _want_save(other, en, leader, style, others_alive, p_cult)
    if role == SR_HEAL_OR_DRAW:
        return hp0 <= 2 and hp0 < maxhp0  # yes = recover, pass = draw
    if role == SR_VS_OTHER:
        return other <= 0 or en[other] > -0.3  # spare a believed friend
    if role == SR_GENDER:
        same = False
        diff = False
        for k in range(srole.shape[0]):
            if srole[k] == SR_SAMEGENDER:
                same = True
            elif srole[k] == SR_OTHERGENDER:
                diff = True
        if same and not diff:
            return g_diff > g_same  # switch so that more enemies share my gender
        if diff and not same:
            return g_same > g_diff
        return False
    return True


@njit_cached
def _active_value(
    role,
    used,
    n,
    hp,
    maxhp,
    handn,
    alive,
    facedown,
    dist,
    en,
    reach,
    n_moves,
    any_move,
    move_rng,
    junk,
    slot_full,
):
    """Play-phase value of an active hero skill that does not make a card (same scale as the
    card values of the play decision: 0 = not worth it)."""
    if role == SR_DRAW_HP:
        if not used and hp[0] >= 4 and hp[0] >= maxhp[0] - 1:
            return 6.5  # lose 1 HP for 2 cards while healthy, once a turn
    elif role == SR_FLIP_HEAL:
        if hp[0] <= 1 and hp[0] < maxhp[0] and not facedown[0]:
            return 3.0
    elif role == SR_HUAGONG:
        gain = 0.0
        for r in range(1, n):
            if alive[r]:
                gain += en[r]
        if gain > 0.5 and handn[0] >= 3:
            return 5.0 + gain
    elif role == SR_FORCE:
        if not used:
            bt = -1.0
            for r in range(1, n):
                if alive[r] and dist[r] <= reach and en[r] > bt:
                    bt = en[r]
            if bt > 0.3:
                return 4.5 + bt
    elif role == SR_DISCARD_DRAW:
        if not used and junk >= 1:
            return 3.2
    elif role == SR_PAY_ATTACK:
        # one more attack when the moves in hand may no longer be used
        eq = False
        for s in range(4):
            eq = eq or slot_full[0, s]
        if not used and n_moves > 0 and not any_move and (hp[0] >= 3 or eq):
            rng = move_rng if move_rng > reach else reach
            bt = -1.0
            for r in range(1, n):
                if alive[r] and not facedown[r] and dist[r] <= rng and en[r] > bt:
                    bt = en[r]
            if bt > 0.5:
                return 3.8 + bt
    return 0.0


@njit_cached
def _slot_free(slot_full, r, sl):
    """Is there room for an equipment card of slot ``sl`` (``4``: either lightness slot) at
    relative seat ``r``?"""
    if sl >= 0 and sl < 4:
        return not slot_full[r, sl]
    if sl == 4:
        return not (slot_full[r, 2] and slot_full[r, 3])
    return False


@njit_cached
def _move_plan(o, o_seats, seat_size, n_eq, eq_face, ft, n, alive, en, slot_full):
    """乾坤大挪移 (the hero's skill, and the mental art's trigger when damaged): the best card to
    move from the seats block, as ``(value, source seat, kind)`` on the play-decision scale
    (value 0: nothing worth it). The move always helps the observer's side: a card goes from an
    enemy to the observer or a friend, or a harmful card from a friend to an enemy; never from
    one enemy to another (an equipped card is worth as much to either enemy, so such a move
    gains nothing, and no card is harmful to wear).

    Kind 0: a delayed card in the judgement area of the observer or a clear friend goes to a
    clear enemy whose area has no card of that face (value 6 + that enemy's enmity). Kind 1: an
    equipped card of a clear enemy goes to the observer's own empty slot for it (value 5.5 +
    half the enemy's enmity, +0.5 for an internal or mental art), or, when the observer has no
    room, to the empty slot of a clear friend (enmity < -0.3; 0.5 less)."""
    n_dl = seat_size - S_EQUIP - n_eq
    best_v = 0.0
    src = -1
    kind = -1
    for r in range(n):
        if not alive[r]:
            continue
        b = o_seats + r * seat_size
        if r == 0 or en[r] < -0.3:
            for j in range(n_dl):
                if o[b + S_EQUIP + n_eq + j] < 0.5:
                    continue
                for e in range(1, n):
                    if e == r or not alive[e] or en[e] <= 0.3:
                        continue
                    if o[o_seats + e * seat_size + S_EQUIP + n_eq + j] > 0.5:
                        continue  # no two cards of one name in a judgement area
                    v = 6.0 + min(en[e], 3.0)
                    if v > best_v:
                        best_v = v
                        src = r
                        kind = 0
        elif en[r] > 0.5:
            for e in range(n_eq):
                if o[b + S_EQUIP + e] < 0.5:
                    continue
                sl = ft[eq_face[e], 3]
                room = 0.0 if _slot_free(slot_full, 0, sl) else -1.0
                if room < 0.0:
                    for f in range(1, n):
                        if f != r and alive[f] and en[f] < -0.3 and _slot_free(slot_full, f, sl):
                            room = -0.5
                if room < -0.9:
                    continue
                v = 5.5 + room + min(en[r], 3.0) * 0.5 + (0.5 if sl == 0 or sl == 1 else 0.0)
                if v > best_v:
                    best_v = v
                    src = r
                    kind = 1
    return best_v, src, kind


@njit_cached
def _judge_wish(o, hof, n_faces, ft, st, en):
    """Which way the observer wants the judgement in progress to fall.

    Reads the observation's ``judgement`` slice (the innermost judgement: the judged seat, the
    face it is for, the judgement card's colour once turned over, or the hero skill it is for)
    and returns ``(want, cur, bene)``: the colours (bitmask) that favour the observer, 0 when it
    has no clear wish (unknown face, no preference of the face, or the favoured seat is neither
    clearly a friend nor clearly an enemy); the judgement card's colour (-1 not yet turned); the
    relative seat the judgement favours on its success colours.

    The favoured seat is the judged seat for a card's judgement (the attacker for a move's or
    internal art's, the defender for 混元气's, the holder for a delayed card's) and the owner for
    a hero skill's own judgement (六脉神剑, 寒冰真气). A friend (self, or enmity < -0.3) should get
    the colours that favour it, an enemy (enmity > 0.3) the others."""
    jd = hof[13]
    if jd < 0 or o[jd + JD_ACTIVE] < 0.5:
        return 0, -1, -1
    seat = -1
    for r in range(10):
        if o[jd + JD_SEAT + r] > 0.5:
            seat = r
    ffor = -1
    for f in range(n_faces):
        if o[jd + JD_FOR + f] > 0.5:
            ffor = f
    oc = jd + JD_FOR + 2 * n_faces
    cur = -1
    for c in range(4):
        if o[oc + c] > 0.5:
            cur = c
    osk = oc + 4
    mask = 0
    bene = seat
    if o[osk] > 0.5:  # a hero skill's own judgement: favours the skill's owner
        owner = -1
        for r in range(10):
            if o[osk + 1 + r] > 0.5:
                owner = r
        slot = -1
        for k in range(4):
            if o[osk + 11 + k] > 0.5:
                slot = k
        h = -1
        if owner >= 0 and o[hof[0] + owner * hof[2] + hof[3]] > 0.5:
            for x in range(hof[9]):
                if o[hof[0] + owner * hof[2] + hof[4] + x] > 0.5:
                    h = x
        if h >= 0 and slot >= 0:
            mask = st[h, slot, 8]
        bene = owner
    elif ffor >= 0:
        mask = ft[ffor, 11]
    if mask == 0 or mask == 15 or bene < 0:
        return 0, cur, bene
    w = 2.0 if bene == 0 else -en[bene]
    if w > 0.3:
        return mask, cur, bene
    if w < -0.3:
        return 15 & ~mask, cur, bene
    return 0, cur, bene
