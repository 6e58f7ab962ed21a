"""A rule-based reference agent that plays 群侠杀 from the observation alone.

:class:`HeuristicPolicy` implements :class:`agents.base.BatchPolicy`. Everything it reads comes
from the acting seat's observation vector and legal mask (``qxs_env.engine.obs``) plus the card
catalogue (public knowledge: faces, categories, powers, effects); it never touches engine state.

Design (see docs/agents.md for the full description):

* **Allegiance inference.** Every other seat gets a score ``s`` in (-1, 1): positive = friend of
  the leader (righteous-like), negative = enemy of the leader (cult-like). Known identities fix
  the score; unknown seats are scored from the public history matrix: hostile acts (attacks,
  harmful cards, cards destroyed or taken) aimed at seats of positive score push the aggressor
  down, rescues push it up, weighted by the victim's own score, iterated a few times.
* **Enmity per identity.** From ``s``, the identity table and its own identity, the agent derives
  how much it wants to hurt each seat (``enmity``): leader/righteous hit likely cult (others
  have a prior of being enemies), never the leader; cult hit the leader first, then likely
  righteous; court/foreign (renegades) hit the stronger side and spare the leader while others
  live; the collaborator protects the foreign player it knows.
* **Card play.** Equip into empty slots, draw, heal when hurt, harmful cards on the worst enemy,
  the mass card when it hurts enemies more than friends, attack the worst enemy in reach with the
  strongest move that reaches, keep the rest for defence; answer attacks with the cheapest move
  that blocks (R-M4/R-M5 power arithmetic), cancel harmful cards aimed at allies, rescue allies,
  discard the least useful cards. Unknown effects fall back by category (poison / strategy:
  harmful, medicine: beneficial, equipment: equip).
* **Always legal.** The chosen action is checked against the mask; if it is not legal, a
  seeded random legal action is taken instead.

The per-row work is one ``numba.njit(cache=True)`` function over the listed rows.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from qxs_env.constants import (
    CAT_INTERNAL,
    CAT_MEDICINE,
    CAT_MOVE,
    CAT_POISON,
    CAT_STRATEGY,
    IDENTITY_NAMES,
)
from qxs_env.content.effects import EFFECTS
from qxs_env.engine.layout import N_PURPOSES, action_offsets
from qxs_env.engine.obs import D_FACE, D_OTHER, D_PURPOSE
from qxs_env.engine.obs import SEAT_BASE as S_EQUIP  # equipment multi-hot after the scalars

# --- card roles for the policy (derived from the catalogue, with category fallbacks) ------------
K_OTHER = 0
K_MOVE = 1
K_EQUIP = 2
K_HEAL = 3
K_DRAW = 4
K_MASS = 5
K_HARM = 6
K_CANCEL_S = 7
K_CANCEL_P = 8
K_GOOD = 9  # beneficial for its target (self or an ally)

_HARMFUL_EFFECTS = (
    "discard_target_card",
    "take_target_card",
    "delayed_skip_phase",
    "face_down",
    "duel",
    "force_attack_or_give_internal",
    "set_alignment_evil",
    "link_pair",
    "delayed_passing_damage",
)
_GOOD_EFFECTS = ("next_move_counters", "maomingdingti", "damage_boost_self_rescue")

# decision kinds (obs decision slice one-hot order) and purposes
DK_PLAY, DK_TARGET, DK_RESPOND, DK_CANCEL, DK_RESCUE = 0, 1, 2, 3, 4
DK_DISCARD, DK_PICK, DK_CONFIRM, DK_HAND, DK_COLOUR = 5, 6, 7, 8, 9
PUR_ATTACK, PUR_CARD, PUR_MASS, PUR_DISCARD = 0, 1, 2, 3
PUR_FORCED = 8  # 暗器: attack the named seat with a move, or pass and give up the internal art

# seat feature offsets (qxs_env.engine.obs)
S_PRESENT, S_ALIVE, S_HP, S_MAXHP, S_HAND, S_FACEDOWN = 0, 1, 3, 4, 5, 6
S_KNOWN, S_IDENT, S_DIST, S_REACH = 11, 12, 18, 20

LEADER, RIGHTEOUS, CULT, COURT, FOREIGN, COLLAB = 0, 1, 2, 3, 4, 5


def face_tables(tables) -> np.ndarray:
    """Per-face policy table ``int64[F, 10]`` from compiled content tables (catalogue only).

    Columns: role (``K_*``), power (moves; the virtual power of conversion arts), range, slot,
    internal-art attack range, colour bonus colour (-1 none), colour bonus amount, max distance of
    a targeted card (0 any), delayed flag, virtual-move card cost.
    """
    code = {eid: e.code for eid, e in EFFECTS.items()}
    harm = {code[x] for x in _HARMFUL_EFFECTS if x in code}
    good = {code[x] for x in _GOOD_EFFECTS if x in code}
    n = tables.face_category.shape[0]
    t = np.zeros((n, 10), dtype=np.int64)
    for f in range(n):
        cat = int(tables.face_category[f])
        eff = int(tables.face_effect[f])
        slot = int(tables.face_slot[f])
        par = tables.face_param[f]
        role = K_OTHER
        if cat == CAT_MOVE:
            role = K_MOVE
        elif slot >= 0:
            role = K_EQUIP
        elif eff in (code.get("heal", -1), code.get("cleanse_heal", -1)):
            role = K_HEAL
        elif eff == code.get("draw", -1):
            role = K_DRAW
        elif eff == code.get("all_play_move_or_damage", -1):
            role = K_MASS
        elif eff == code.get("cancel_strategy", -1):
            role = K_CANCEL_S
        elif eff == code.get("cancel_poison", -1):
            role = K_CANCEL_P
        elif eff in harm:
            role = K_HARM
        elif eff in good:
            role = K_GOOD
        elif cat in (CAT_STRATEGY, CAT_POISON):
            role = K_HARM  # unknown strategy / poison: assume it hurts its target
        elif cat == CAT_MEDICINE:
            role = K_GOOD
        t[f, 0] = role
        t[f, 1] = int(tables.face_power[f])
        t[f, 2] = int(tables.face_range[f])
        t[f, 3] = slot
        t[f, 4] = int(tables.face_attack_range[f]) if cat == CAT_INTERNAL else 0
        t[f, 5] = -1
        if eff == code.get("colour_power_bonus", -1):
            t[f, 5] = int(par[0])
            t[f, 6] = int(par[1])
        if eff in (code.get("take_target_card", -1), code.get("discard_target_card", -1)):
            t[f, 7] = int(par[0])
        elif eff == code.get("delayed_skip_phase", -1):
            t[f, 7] = int(par[2])
        t[f, 8] = int(bool(tables.face_delayed[f]))
        if eff == code.get("virtual_move", -1):
            t[f, 9] = int(par[0])
            t[f, 1] = int(par[1])
            t[f, 2] = int(par[2])
    return t


# ---------------------------------------------------------------------------------------------
# compiled core
# ---------------------------------------------------------------------------------------------


@njit(cache=True)
def _rand(state):
    x = state[0] + np.uint64(0x9E3779B97F4A7C15)
    state[0] = x
    z = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


@njit(cache=True)
def _random_legal(row, state):
    cnt = 0
    for k in range(row.shape[0]):
        cnt += row[k] != 0
    if cnt == 0:
        return -1
    j = np.int64(_rand(state) % np.uint64(cnt))
    for k in range(row.shape[0]):
        if row[k] != 0:
            if j == 0:
                return k
            j -= 1
    return -1


@njit(cache=True)
def _card_value(ft, f, hp, maxhp, slot_full, n_moves):
    """How much the agent wants to keep a card of face f (higher = keep)."""
    role = ft[f, 0]
    if role == K_HEAL:
        return 9.0 if hp <= 2 else 8.0
    if role == K_DRAW:
        return 7.0
    if role == K_CANCEL_S or role == K_CANCEL_P:
        return 5.0
    if role == K_MASS:
        return 5.5
    if role == K_HARM:
        return 4.5
    if role == K_GOOD:
        return 4.0
    if role == K_MOVE:
        v = 3.0 + ft[f, 1]
        if n_moves > 3:
            v -= 1.5
        return v
    if role == K_EQUIP:
        s = ft[f, 3]
        if s >= 0 and s < 4 and not slot_full[s]:
            return 6.0
        if s == 4 and not (slot_full[2] and slot_full[3]):
            return 6.0
        return 1.0
    return 3.0


@njit(cache=True)
def _decide(o, row, ft, offs, n_types, force_ident, state, fb, ib, bb, sfull, hh):
    """One decision: the preferred action id for observation ``o`` and mask ``row``."""
    n_faces = n_types // 4
    o_self = offs[1]
    o_hand = offs[2]
    o_seats = offs[3]
    o_hist = offs[4]
    o_dec = offs[5]
    n_eq = offs[6]
    d_pur = offs[7]
    d_other = offs[8]
    d_face = offs[9]
    n_pur = offs[10]
    eq_face = offs[11:]
    seat_size = (o_hist - o_seats) // 10
    a_seat = n_types
    a_pick = a_seat + 10
    a_judge = a_pick + 5
    a_colour = a_judge + 4
    a_skill = a_colour + 4
    a_pass = a_skill + 8
    a_yes = a_pass + 1

    n = int(o[0] * 10.0 + 0.5)
    me_id = -1
    for k in range(6):
        if o[o_self + k] > 0.5:
            me_id = k
    style = me_id if force_ident < 0 else force_ident

    # ---- seats (scratch rows reused across calls, cleared here)
    fb[:, :] = 0.0
    ib[:, :] = 0
    bb[:, :] = False
    sfull[:, :] = False
    hh[:, :, :] = 0.0
    ib[0, :] = -1
    ib[2, :] = -1
    alive = bb[0]
    hp = fb[0]
    maxhp = fb[1]
    handn = fb[2]
    known = ib[0]
    dist = ib[1]
    facedown = bb[1]
    slot_full = sfull
    bonus_col = ib[2]
    bonus_amt = ib[3]
    reach = 1
    leader = -1
    for r in range(n):
        b = o_seats + r * seat_size
        alive[r] = o[b + S_ALIVE] > 0.5
        hp[r] = o[b + S_HP] * 10.0
        maxhp[r] = o[b + S_MAXHP] * 10.0
        handn[r] = o[b + S_HAND] * 10.0
        facedown[r] = o[b + S_FACEDOWN] > 0.5
        dist[r] = int(o[b + S_DIST] * 10.0 + 0.5)
        if o[b + S_KNOWN] > 0.5:
            for k in range(6):
                if o[b + S_IDENT + k] > 0.5:
                    known[r] = k
        if known[r] == LEADER:
            leader = r
        for e in range(n_eq):
            if o[b + S_EQUIP + e] > 0.5:
                f = eq_face[e]
                s = ft[f, 3]
                if s >= 0 and s < 4:
                    slot_full[r, s] = True
                elif s == 4:
                    if slot_full[r, 3]:
                        slot_full[r, 2] = True
                    else:
                        slot_full[r, 3] = True
                if s == 0:
                    if r == 0 and ft[f, 4] > reach:
                        reach = ft[f, 4]
                    if ft[f, 5] >= 0:
                        bonus_col[r] = ft[f, 5]
                        bonus_amt[r] = ft[f, 6]
    known[0] = me_id

    # ---- allegiance score s: + friend of the leader, - enemy of the leader
    sc = fb[3]
    fixed = bb[2]
    for r in range(n):
        k = known[r]
        if k == LEADER:
            sc[r] = 1.5
            fixed[r] = True
        elif k == RIGHTEOUS:
            sc[r] = 1.0
            fixed[r] = True
        elif k == CULT:
            sc[r] = -1.0
            fixed[r] = True
        elif k >= COURT:
            sc[r] = -0.3
            fixed[r] = True
    hostile = hh[0]
    helped = hh[1]
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            h = o_hist + (i * 10 + j) * 6
            hostile[i, j] = 10.0 * (
                o[h + 0] + 0.5 * o[h + 1] + 0.5 * o[h + 3] + 0.7 * o[h + 4] + o[h + 5]
            )
            helped[i, j] = 10.0 * o[h + 2]
    nsc = fb[4]
    for _it in range(3):
        nsc[:] = sc
        for r in range(n):
            if fixed[r]:
                continue
            raw = 0.0
            for j in range(n):
                if j != r and alive[j] or j == leader:
                    raw += (helped[r, j] - hostile[r, j]) * sc[j]
            nsc[r] = raw / (1.0 + abs(raw))
        sc[:] = nsc

    # ---- identity table priors
    idc = fb[5]
    for k in range(6):
        idc[k] = o[offs[0] + 4 + k] * 10.0
    # remaining unknown identities (dead and known seats removed)
    rem = fb[6]
    rem[:6] = idc[:6]
    n_unknown = 0
    for r in range(n):
        if known[r] >= 0:
            rem[known[r]] -= 1.0
        else:
            n_unknown += 1
    for k in range(6):
        if rem[k] < 0.0:
            rem[k] = 0.0
    nu = max(n_unknown, 1)

    # strength of the two sides (for renegades)
    side_l = 0.0
    side_c = 0.0
    others_alive = 0
    for r in range(n):
        if not alive[r]:
            continue
        if r != leader and r != 0:
            others_alive += 1
        w = hp[r] + 0.3 * handn[r]
        if sc[r] > 0.2:
            side_l += w
        elif sc[r] < -0.2:
            side_c += w

    # ---- enmity: how much I want to hurt each seat (> 0 enemy, < 0 ally)
    en = fb[7]
    for r in range(1, n):
        if not alive[r]:
            en[r] = -9.0
            continue
        k = known[r]
        if style == LEADER or style == RIGHTEOUS:
            if k == LEADER or k == RIGHTEOUS:
                en[r] = -3.0
            elif k >= CULT:
                en[r] = 1.0
            else:
                prior = (rem[CULT] + rem[COURT] + rem[FOREIGN] + rem[COLLAB] - rem[RIGHTEOUS]) / nu
                en[r] = 0.3 * prior - 1.5 * sc[r]
        elif style == CULT:
            if k == LEADER:
                en[r] = 3.0
            elif k == CULT:
                en[r] = -3.0
            elif k == RIGHTEOUS:
                en[r] = 1.5
            elif k >= COURT:
                en[r] = 0.3
            else:
                prior = (rem[RIGHTEOUS] - rem[CULT] + 0.3 * rem[COURT]) / nu
                en[r] = 0.3 * prior + 1.5 * sc[r]
        else:  # renegades: court, foreign, collaborator
            if style == COLLAB and k == FOREIGN:
                en[r] = -3.0
            elif style == FOREIGN and k == COLLAB:
                en[r] = -3.0
            elif k == LEADER:
                en[r] = 2.0 if others_alive == 0 else -1.0
            else:
                if side_l >= side_c:
                    en[r] = 0.2 + sc[r]
                else:
                    en[r] = 0.2 - sc[r]
                if k == CULT and side_l < side_c:
                    en[r] += 0.5
    # a protected partner (the foreign player for the collaborator, and back when known):
    # whoever hurts it becomes a target
    if style == COLLAB or style == FOREIGN:
        want = FOREIGN if style == COLLAB else COLLAB
        for q in range(1, n):
            if known[q] == want and alive[q]:
                for r in range(1, n):
                    if r != q and alive[r]:
                        en[r] += 0.6 * min(hostile[r, q], 3.0)
    en[0] = -9.0

    # ---- hand
    hand = o[o_hand : o_hand + n_types]
    n_moves = 0
    for t in range(n_types):
        if hand[t] > 0.5 and ft[t // 4, 0] == K_MOVE:
            n_moves += int(hand[t] + 0.5)

    # ---- decision
    kind = -1
    for k in range(d_pur):
        if o[o_dec + k] > 0.5:
            kind = k
    pur = -1
    for k in range(n_pur):
        if o[o_dec + d_pur + k] > 0.5:
            pur = k
    other = -1
    for k in range(10):
        if o[o_dec + d_other + k] > 0.5:
            other = k
    dface = -1
    for k in range(n_faces):
        if o[o_dec + d_face + k] > 0.5:
            dface = k
    dcol = -1
    for k in range(4):
        if o[o_dec + d_face + n_faces + k] > 0.5:
            dcol = k

    best = -1
    if kind == DK_PLAY:
        best_v = 0.0
        for t in range(n_types):
            if row[t] == 0:
                continue
            f = t // 4
            role = ft[f, 0]
            v = 0.0
            if role == K_EQUIP:
                s = ft[f, 3]
                if s == 4:
                    v = 10.0 if not (slot_full[0, 2] and slot_full[0, 3]) else 0.0
                elif s >= 0 and not slot_full[0, s]:
                    v = 10.0
                elif s == 0 and ft[f, 4] > reach:
                    v = 3.0
            elif role == K_DRAW:
                v = 9.0
            elif role == K_HEAL:
                if hp[0] < maxhp[0]:
                    v = 8.0 + (maxhp[0] - hp[0])
            elif role == K_GOOD:
                v = 2.0
            elif role == K_MASS:
                gain = 0.0
                for r in range(1, n):
                    if alive[r] and not facedown[r]:
                        gain += en[r]
                if gain > 0.2:
                    v = 6.0 + gain
            elif role == K_HARM:
                maxd = ft[f, 7]
                bt = -1.0
                for r in range(1, n):
                    if not alive[r]:
                        continue
                    if maxd > 0 and dist[r] > maxd:
                        continue
                    if en[r] > bt:
                        bt = en[r]
                if bt > 0.1:
                    v = 5.0 + bt
            elif role == K_MOVE:
                rng = ft[f, 2] if ft[f, 2] > reach else reach
                bt = -1.0
                for r in range(1, n):
                    if alive[r] and not facedown[r] and dist[r] <= rng and en[r] > bt:
                        bt = en[r]
                if bt > 0.05 and (n_moves >= 2 or hp[0] >= 3 or bt > 1.0):
                    pw = ft[f, 1]
                    if bonus_col[0] == (t % 4):
                        pw += bonus_amt[0]
                    v = 4.0 + bt + 0.3 * pw + 0.05 * rng
            if v > best_v:
                best_v = v
                best = t
        if best < 0:
            # attack with a conversion art when no move is at hand
            for sl in range(4):
                a = a_skill + sl
                if row[a] != 0 and n_moves == 0:
                    bt = -1.0
                    for r in range(1, n):
                        if alive[r] and not facedown[r] and dist[r] <= reach and en[r] > bt:
                            bt = en[r]
                    if bt > 0.3 and handn[0] >= 2:
                        best = a
            if best < 0:
                best = a_pass
    elif kind == DK_TARGET:
        role = ft[dface, 0] if dface >= 0 else K_HARM
        good = role == K_HEAL or role == K_GOOD or role == K_DRAW
        best_v = -1e9
        for r in range(10):
            if row[a_seat + r] == 0:
                continue
            if good:
                v = -en[r] if r > 0 else 3.0
                v += 0.5 * (maxhp[r] - hp[r])
            else:
                v = en[r]
                if pur == PUR_ATTACK:
                    v += 0.4 / (hp[r] + 0.5) + 0.05 * (4.0 - handn[r])
                if dface >= 0 and ft[dface, 8] == 1:
                    v -= 0.1 * hp[r]
            if v > best_v:
                best_v = v
                best = a_seat + r
        if best >= 0 and not good and best_v <= 0.0 and row[a_pass] != 0:
            best = a_pass
    elif kind == DK_RESPOND:
        if pur == PUR_FORCED:
            # forced to attack the named seat: do it with the cheapest move unless it is an ally
            if other > 0 and en[other] > -0.2:
                bv = 1e9
                for t in range(n_types):
                    if row[t] != 0 and hand[t] > 0.5:
                        v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                        if v < bv:
                            bv = v
                            best = t
            if best < 0:
                best = a_pass
        elif pur != PUR_ATTACK:
            # any move answers: play the least valuable one
            bv = 1e9
            for t in range(n_types):
                if row[t] != 0 and hand[t] > 0.5:
                    v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                    if v < bv:
                        bv = v
                        best = t
            if best < 0:
                for sl in range(4):
                    if row[a_skill + sl] != 0 and handn[0] >= 1:
                        best = a_skill + sl
            if best < 0:
                best = a_pass
        else:
            ap = 1
            if dface >= 0:
                ap = ft[dface, 1]
            att = other if other >= 0 else 0
            if dcol >= 0 and bonus_col[att] == dcol:
                ap += bonus_amt[att]
            base_dmg = (ap + 1) // 2
            best_cost = 1e9
            best_dmg = base_dmg
            for t in range(n_types):
                if row[t] == 0 or ft[t // 4, 0] != K_MOVE:
                    continue
                c = t % 4
                bp = ft[t // 4, 1]
                if bonus_col[0] == c:
                    bp += bonus_amt[0]
                a_eff = ap
                if dcol >= 0:
                    if (c + 1) % 4 == dcol:
                        bp += 1
                    if (dcol + 1) % 4 == c:
                        a_eff += 1
                dmg = 0 if bp >= a_eff else (a_eff - bp + 1) // 2
                cost = ft[t // 4, 1] + 0.1 * c
                if dmg < best_dmg or (dmg == best_dmg and dmg < base_dmg and cost < best_cost):
                    best_dmg = dmg
                    best_cost = cost
                    best = t
            if best < 0:
                # a conversion art as the answer, when hurt enough to spend the card
                for sl in range(4):
                    if row[a_skill + sl] != 0 and handn[0] >= 1 and hp[0] <= base_dmg + 1:
                        best = a_skill + sl
            if best < 0:
                best = a_pass
    elif kind == DK_CANCEL:
        prot = other if other >= 0 else 0
        ally = prot == 0 or en[prot] < -0.3
        enemy = prot != 0 and en[prot] > 0.3
        role = ft[dface, 0] if dface >= 0 else K_HARM
        play = False
        if role == K_CANCEL_S or role == K_CANCEL_P:
            play = enemy  # cancelling a cancel lets the original (harmful) card through
        elif role == K_HARM or role == K_MASS:
            play = ally
        elif role == K_DRAW or role == K_HEAL or role == K_GOOD:
            play = enemy and en[prot] > 0.8
        else:
            play = ally
        if play:
            for t in range(n_types):
                if row[t] != 0:
                    best = t
                    break
        if best < 0:
            best = a_pass
    elif kind == DK_RESCUE:
        dy = other if other >= 0 else 0
        save = dy == 0 or en[dy] < -0.2
        if dy == leader and dy != 0:
            if style == LEADER or style == RIGHTEOUS:
                save = True
            elif style >= COURT and others_alive > 0:
                save = True
            elif style == CULT:
                save = False
        if save:
            for t in range(n_types):
                if row[t] != 0:
                    best = t
                    break
        if best < 0:
            best = a_pass
    elif kind == DK_DISCARD or kind == DK_HAND:
        bv = 1e9
        for t in range(n_types):
            if row[t] != 0:
                v = _card_value(ft, t // 4, hp[0], maxhp[0], slot_full[0], n_moves)
                if v < bv:
                    bv = v
                    best = t
    elif kind == DK_PICK:
        vic = other if other >= 0 else 0
        if vic != 0 and en[vic] < -0.2:
            # an ally's card: clear a delayed poison if any, else the least harmful pick
            for k in range(4):
                if row[a_judge + k] != 0:
                    best = a_judge + k
                    break
            if best < 0:
                for sl in (2, 3, 0, 1):
                    if row[a_pick + 1 + sl] != 0:
                        best = a_pick + 1 + sl
                        break
        else:
            for sl in (1, 0, 3, 2):
                if row[a_pick + 1 + sl] != 0:
                    best = a_pick + 1 + sl
                    break
            if row[a_pick] != 0 and (best < 0 or (handn[vic] >= 3 and pur != PUR_DISCARD)):
                best = a_pick
    elif kind == DK_CONFIRM:
        best = a_yes
    elif kind == DK_COLOUR:
        c = bonus_col[0] if bonus_col[0] >= 0 else 0
        best = a_colour + c
    if best < 0 or best >= row.shape[0] or row[best] == 0:
        best = _random_legal(row, state)
    return best


@njit(cache=True)
def _act_rows(obs, mask, rows, out, ft, offs, n_types, force_ident, state):
    fb = np.zeros((8, 10), np.float64)
    ib = np.zeros((4, 10), np.int64)
    bb = np.zeros((3, 10), np.bool_)
    sfull = np.zeros((10, 4), np.bool_)
    hh = np.zeros((2, 10, 10), np.float64)
    # The observation is float32; _decide reads it into float64 so that compiled code (where
    # float32 * float64 gives float64) and pure Python under NUMBA_DISABLE_JIT (where numpy
    # keeps float32) compute the same scores and break ties the same way.
    o64 = np.empty(obs.shape[1], np.float64)
    for r in range(rows.shape[0]):
        i = rows[r]
        o64[:] = obs[i]
        out[i] = _decide(
            o64, mask[i], ft, offs, n_types, force_ident, state, fb, ib, bb, sfull, hh
        )


class HeuristicPolicy:
    """Rule-based agent over observations (see the module docstring).

    Args:
        identity: force the playing style of one identity (English name, e.g. ``"cult"``);
            ``None`` plays the identity found in each observation.
        seed: seed of the policy's own generator (used only by the random legal fallback).
        deck: a deck name, only used to load the card catalogue (faces are catalogue-wide).
    """

    name = "heuristic"
    needs_observations = True

    def __init__(self, identity: str | None = None, seed: int = 0, deck: str = "starter") -> None:
        from qxs_env.engine.api import content_for
        from qxs_env.engine.obs import build_layout

        if identity is not None and identity not in IDENTITY_NAMES:
            raise ValueError(f"unknown identity {identity!r}; expected one of {IDENTITY_NAMES}")
        self.identity = identity
        self._force = -1 if identity is None else IDENTITY_NAMES.index(identity)
        _, tables = content_for(deck)
        self.face_table = face_tables(tables)
        layout = build_layout(tables)
        self.n_types = layout.n_types
        self.n_actions = action_offsets(self.n_types)["size"]
        self.obs_size = layout.size
        eq_face = np.flatnonzero(np.asarray(layout.maps.eq_index) >= 0)
        order = np.argsort(np.asarray(layout.maps.eq_index)[eq_face])
        dec = np.array([D_PURPOSE, D_OTHER, D_FACE, N_PURPOSES], np.int64)
        self._offs = np.concatenate(
            [np.asarray(layout.maps.offsets, np.int64), dec, eq_face[order].astype(np.int64)]
        )
        self._state = np.zeros(1, dtype=np.uint64)
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """Reseed the policy's generator."""
        self._state[0] = np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ np.uint64(0x5BD1E9955BD1E995)

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A legal action for every listed row, chosen from its observation and mask."""
        if obs.shape[1] != self.obs_size or mask.shape[1] != self.n_actions:
            raise ValueError(
                f"observation/mask sizes {obs.shape[1]}/{mask.shape[1]} do not match the "
                f"catalogue ({self.obs_size}/{self.n_actions})"
            )
        rows = np.asarray(rows, dtype=np.int64)
        _act_rows(
            obs,
            mask,
            rows,
            out,
            self.face_table,
            self._offs,
            self.n_types,
            self._force,
            self._state,
        )
