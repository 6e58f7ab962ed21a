"""The heuristic's choices once a card or skill is under way: its target, the card to give
up, the card to take, yes or no, the order of skills, the draft hero, a colour.

* :func:`_choose_target`: a seat for a card or a skill (the worst enemy the effect can hurt,
  the friend a good card helps most, 乾坤大挪移's plan, 和合's pair);
* :func:`_choose_discard`: the hand card to discard or show (the least useful one; a judgement
  card that turns the result; the strongest move to recolour or charge);
* :func:`_pick_move_card`, :func:`_pick_own_equipment`, :func:`_pick_card`: a card of a seat's
  table or hand (乾坤大挪移, a skill's cost, a card to take or destroy);
* :func:`_confirm`, :func:`_skill_order`: optional cards and skills
  (:func:`agents.heuristic.hero_skills._accept_skill`);
* :func:`_draft`: the offered hero with the best prior for the own identity;
* :func:`_choose_colour`: a colour (the internal art's bonus colour, or 西狂's answer).
"""

from __future__ import annotations

from agents.framework.jit import njit_cached
from agents.framework.rng import jitter
from agents.heuristic.arithmetic import (
    JUNK,
    _anqi_value,
    _card_value,
    _def_damage,
    _force_value,
    _hit_value,
    _link_pair,
)
from agents.heuristic.hero_skills import _accept_skill, _move_plan
from agents.heuristic.play import _kill_bonus, _under_focus_fire
from agents.heuristic.tables import (
    CULT,
    DK_HAND,
    FIX_FORCE_VICTIM,
    FIX_LOW_HP,
    FIX_PAGE_BOYS,
    FX_ANQI,
    FX_CLEANSE,
    FX_DUEL,
    FX_JIUZHUAN,
    FX_LINK,
    FX_NONE,
    K_DRAW,
    K_GOOD,
    K_HARM,
    K_HEAL,
    K_MOVE,
    PUR_ADJACENT,
    PUR_ATTACK,
    PUR_DISCARD,
    PUR_FOLLOW_TARGET,
    PUR_PAY,
    PUR_SECOND,
    PUR_SKILL_CARD,
)
from qxs_env.rulesets.qxs.card_model import type_colour, type_face
from qxs_env.rulesets.qxs.constants import CAT_STRATEGY
from qxs_env.rulesets.qxs.layout import (
    PUR_CONVERT,
    PUR_MOVE_FROM,
    PUR_MOVE_TO,
    PUR_SKILL_NEAREST,
    PUR_SKILL_TARGET,
    PUR_STORED,
)
from qxs_env.rulesets.qxs.obs import S_TOAD
from qxs_env.rulesets.qxs.skill_roles import (
    SR_AS_COLOUR,
    SR_CHARGE,
    SR_DISCARD_DRAW,
    SR_FORCE,
    SR_HEAL_TARGET,
    SR_JUDGE,
    SR_MOVE_TABLE,
    SR_NONE,
    SR_PAGE_BOYS,
)


@njit_cached
def _forcing_prompt(tv):
    """Is this 碧海潮生曲's own prompt for the seat it forces, valued by
    :func:`agents.heuristic.arithmetic._force_value` (``FIX_FORCE_VICTIM``, issue 34 item 7)?"""
    return (
        tv.pur == PUR_SKILL_TARGET
        and tv.srole[tv.dslot] == SR_FORCE
        and (tv.fix & FIX_FORCE_VICTIM) != 0
    )


@njit_cached
def _choose_target(o, row, tv, ft, st, state):
    """A seat for a card or a skill's effect (module docstring); equal values are broken at
    random (``state``)."""
    a_pass = tv.a_pass
    a_seat = tv.a_seat
    ailing = tv.ailing
    alive = tv.alive
    dcol = tv.dcol
    dface = tv.dface
    dslot = tv.dslot
    en = tv.en
    eq_face = tv.eq_face
    evil = tv.evil
    facedown = tv.facedown
    gender = tv.gender
    gmask = tv.gmask
    handn = tv.handn
    hp = tv.hp
    imm = tv.imm
    linked = tv.linked
    maxhp = tv.maxhp
    mh = tv.mh
    n = tv.n
    n_eq = tv.n_eq
    nostrat = tv.nostrat
    o_seats = tv.o_seats
    pur = tv.pur
    rc_from = tv.rc_from
    rc_to = tv.rc_to
    seat_size = tv.seat_size
    slot_full = tv.slot_full
    srole = tv.srole
    use_new = tv.use_new
    best = -1
    tf = dface
    sk_dec = use_new and dslot >= 0  # a hero skill's own target prompt
    if sk_dec and pur != PUR_MOVE_TO:
        tf = -1  # the face shown there is the card the skill fired on, not what it does
    role = ft[tf, 0] if tf >= 0 else K_HARM
    if sk_dec and pur != PUR_SKILL_NEAREST and srole[dslot] == SR_HEAL_TARGET:
        role = K_HEAL  # 少林方丈: self or the most hurt friend recovers
    # an attack's target (also a follow-up or a second one): for a virtual move the face shown
    # is the card that made it (a medicine turned into a move is an attack all the same)
    attack = pur == PUR_ATTACK or pur == PUR_FOLLOW_TARGET or pur == PUR_ADJACENT
    if attack and tf >= 0 and ft[tf, 0] != K_MOVE:
        tf = -1
        role = K_HARM
    good = role == K_HEAL or role == K_GOOD or role == K_DRAW
    # 乾坤大挪移's source and destination (the hero's skill or the mental art's trigger)
    mplan = (sk_dec and srole[dslot] == SR_MOVE_TABLE) or pur == PUR_MOVE_FROM or pur == PUR_MOVE_TO
    if use_new and mh >= 0 and tf >= 0 and ft[tf, 12] == 1 and row[a_seat] != 0:
        best = a_seat  # 冒名顶替: the lent skills are for oneself
    elif mplan and pur == PUR_MOVE_FROM:
        # 乾坤大挪移: the source seat of the plan valued in the play decision
        _v, src, _kd = _move_plan(o, o_seats, seat_size, n_eq, eq_face, ft, n, alive, en, slot_full)
        if src >= 0 and row[a_seat + src] != 0:
            best = a_seat + src
        elif row[a_pass] != 0:
            best = a_pass
    elif mplan and pur == PUR_MOVE_TO:
        # a delayed card goes to the worst enemy, equipment to self or the closest friend (an
        # enemy only when no other seat may take it: the least hostile one)
        delayed = dface >= 0 and ft[dface, 8] == 1
        best_v = -1e9
        for r in range(10):
            if row[a_seat + r] == 0:
                continue
            v = en[r] if delayed else (9.0 if r == 0 else -en[r])
            if v > best_v:
                best_v = v
                best = a_seat + r
    else:
        fxc = ft[tf, 14] if tf >= 0 else FX_NONE
        # a target that only damage can hurt: an attack (also a follow-up or second one),
        # the other duellist of 单挑, 暗器's victim
        damaging = attack or fxc == FX_DUEL or (fxc == FX_ANQI and pur == PUR_SECOND)
        # 暗器's victim is attacked by a move, not by the card: 蒙面 / 复国大任 do not shield it
        second_anqi = fxc == FX_ANQI and pur == PUR_SECOND
        mcol = dcol if attack or (tf >= 0 and ft[tf, 0] == K_MOVE) else -1
        if mcol >= 0 and mcol == rc_from:
            mcol = rc_to
        force = sk_dec and _forcing_prompt(tv)
        la = -1
        if fxc == FX_LINK and pur != PUR_SECOND:
            _pv, la, _lb = _link_pair(n, en, alive, facedown, linked, gender, evil)
        best_v = -1e9
        for r in range(10):
            if row[a_seat + r] == 0:
                continue
            if good:
                v = -en[r] if r > 0 else 3.0
                v += 0.5 * (maxhp[r] - hp[r])
                if fxc == FX_CLEANSE and r < n and ailing[r] and (r == 0 or en[r] < -0.3):
                    v += 2.0
            else:
                if damaging and r < n:
                    v = _hit_value(r, mcol, n, en, hp, handn, alive, facedown, gmask, imm, linked)
                    v += _kill_bonus(r, v, tv)
                elif fxc == FX_ANQI and r < n:
                    v = _anqi_value(r, tv)
                    if v <= -9.0:
                        v = en[r] - 2.0  # no victim worth it in its range
                elif force and r < n:
                    v = _force_value(r, tv)  # item 7: 碧海潮生曲's forced seat
                else:
                    v = en[r]
                if nostrat[r] and tf >= 0 and ft[tf, 10] == CAT_STRATEGY and not second_anqi:
                    v = -5.0  # the card would be void or end in its hand
                if tf >= 0 and ft[tf, 8] == 1:
                    v -= 0.1 * hp[r]
                if r == la:
                    v += 2.0  # the first of the pair the play decision valued
            v += jitter(state)  # equal values: a random one (not the next seat)
            if v > best_v:
                best_v = v
                best = a_seat + r
        if best >= 0 and not good and best_v <= 0.0 and row[a_pass] != 0:
            best = a_pass
    return best


@njit_cached
def _best_kept(row, tv, ft):
    """The allowed card type of highest keep value (``_card_value``); -1 when none."""
    best = -1
    bv = -1e9
    for t in range(tv.n_types):
        if row[t] != 0:
            v = _card_value(ft, type_face(t), tv.hp[0], tv.maxhp[0], tv.slot_full[0], tv.n_moves)
            if v > bv:
                bv = v
                best = t
    return best


@njit_cached
def _choose_discard(o, row, tv, ft, st):
    """A hand card to discard or to give for a skill (``discard`` and ``hand`` decisions)."""
    a_pass = tv.a_pass
    dslot = tv.dslot
    hand = tv.hand
    hp = tv.hp
    jwant = tv.jwant
    maxhp = tv.maxhp
    n_moves = tv.n_moves
    n_types = tv.n_types
    o_seats = tv.o_seats
    pur = tv.pur
    slot_full = tv.slot_full
    srole = tv.srole
    use_new = tv.use_new
    best = -1
    kind = tv.kind
    bv = 1e9
    hr = srole[dslot] if (kind == DK_HAND and dslot >= 0) else SR_NONE
    top = -1
    # moves charged by 蛤蟆功 (shown, so counted in the own seat row; which ones is not in
    # the observation): the strongest moves in hand, kept
    ncharged = int(o[o_seats + S_TOAD] * 4.0 + 0.5)
    cpw = 99  # the power from which a move in hand counts as charged
    if ncharged > 0:
        cnt = 0
        for pwx in range(9, -1, -1):
            for t in range(n_types):
                if hand[t] > 0.5 and ft[type_face(t), 0] == K_MOVE and ft[type_face(t), 1] == pwx:
                    cnt += int(hand[t] + 0.5)
            if cnt >= ncharged:
                cpw = pwx
                break
    for t in range(n_types):
        if row[t] != 0:
            v = _card_value(ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves)
            if ft[type_face(t), 0] == K_MOVE and ft[type_face(t), 1] >= cpw:
                v += 3.0
            if (tv.fix & FIX_LOW_HP) != 0 and hp[0] <= 2:
                # item 2: at 2 HP or less 九转熊蛇丸 is a self-rescue and the last move the
                # only defence: kept like a heal (9), the move just below it
                if ft[type_face(t), 14] == FX_JIUZHUAN:
                    v = 9.0
                elif ft[type_face(t), 0] == K_MOVE and n_moves <= 1:
                    v = max(v, 8.5)
            if ft[type_face(t), 0] == K_MOVE and n_moves <= 2 and _under_focus_fire(tv):
                # FIX_LEADER_HOLD (FIX_RIGHTEOUS_HOLD): the last two moves answer the focus fire
                v = max(v, 5.6 + 0.1 * ft[type_face(t), 1])
            if v < bv:
                bv = v
                best = t
            if hr == SR_AS_COLOUR and (top < 0 or ft[type_face(t), 1] > ft[type_face(top), 1]):
                top = t
    if use_new and hr == SR_CHARGE and pur == PUR_SKILL_CARD:
        hr = SR_AS_COLOUR  # 蛤蟆功 charges the strongest move not yet shown
        for t in range(n_types):
            if row[t] != 0 and ft[type_face(t), 0] == K_MOVE:
                if top < 0 or ft[type_face(t), 1] > ft[type_face(top), 1]:
                    top = t
    if (
        use_new
        and jwant != 0
        and (
            (hr == SR_JUDGE and pur == PUR_SKILL_CARD) or (hr == SR_PAGE_BOYS and pur == PUR_STORED)
        )
    ):
        # the new judgement card: the cheapest card of a colour that turns the result
        jb = -1
        bv = 1e9
        for t in range(n_types):
            if row[t] != 0 and (jwant >> (type_colour(t))) & 1 != 0:
                v = _card_value(ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves)
                if v < bv:
                    bv = v
                    jb = t
        if jb >= 0:
            best = jb
    elif hr == SR_PAGE_BOYS and pur == PUR_STORED and (tv.fix & FIX_PAGE_BOYS) != 0:
        best = _best_kept(row, tv, ft)  # FIX_PAGE_BOYS: the swap takes the best page boy
    elif hr == SR_AS_COLOUR and pur == PUR_SKILL_CARD and top >= 0:
        best = top  # the strongest move is recoloured (as valued in the answer)
    elif hr == SR_DISCARD_DRAW and pur == PUR_PAY and bv >= JUNK and row[a_pass] != 0:
        best = a_pass  # 逍遥神丐: swap only cards not worth keeping
    return best


@njit_cached
def _pick_move_card(row, tv):
    """乾坤大挪移 (the hero's skill or the mental art): from the observer or a friend a
    judgement-area card, from an enemy an equipped card that fits an empty slot of the
    observer's, else of a clear friend's (the destination prompt then names that seat,
    :func:`_choose_target`; the plan is :func:`agents.heuristic.hero_skills._move_plan`)."""
    a_judge = tv.a_judge
    a_pick = tv.a_pick
    alive = tv.alive
    en = tv.en
    n = tv.n
    other = tv.other
    slot_full = tv.slot_full
    best = -1
    src = other if other >= 0 else 0
    if src == 0 or en[src] < 0.0:
        for k in range(4):
            if row[a_judge + k] != 0:
                best = a_judge + k
                break
    else:
        for who in range(n + 1):  # the observer first, then the friends, then any slot
            for sl in (0, 1, 3, 2):
                if best >= 0 or row[a_pick + 1 + sl] == 0:
                    continue
                if who == n:
                    best = a_pick + 1 + sl
                elif who == 0 or (who != src and alive[who] and en[who] < -0.3):
                    if not slot_full[who, sl]:
                        best = a_pick + 1 + sl
    if best < 0:
        for k in range(4):
            if row[a_judge + k] != 0:
                best = a_judge + k
                break
    return best


@njit_cached
def _pick_own_equipment(row, tv):
    """Give up one of one's own equipped cards, or pass and pay otherwise (1 HP / damage)."""
    a_pass = tv.a_pass
    a_pick = tv.a_pick
    hp = tv.hp
    best = -1
    # give up one of one's own equipped cards, or pass and pay otherwise (1 HP / damage)
    if hp[0] >= 3 and row[a_pass] != 0:
        best = a_pass
    else:
        for sl in (2, 3, 1, 0):
            if row[a_pick + 1 + sl] != 0:
                best = a_pick + 1 + sl
                break
    return best


@njit_cached
def _pick_card(row, tv):
    """A card of another seat to take or destroy: an ally's delayed poison or least harmful
    card, an enemy's most useful card or its hand."""
    a_judge = tv.a_judge
    a_pick = tv.a_pick
    en = tv.en
    handn = tv.handn
    other = tv.other
    pur = tv.pur
    best = -1
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
    return best


@njit_cached
def _confirm(row, tv, ft):
    """Yes or no to an optional card (阴阳和合散 on two clear enemies, else recast) or hero
    skill (:func:`_accept_skill`)."""
    a_pass = tv.a_pass
    a_yes = tv.a_yes
    alive = tv.alive
    dface = tv.dface
    dslot = tv.dslot
    en = tv.en
    evil = tv.evil
    facedown = tv.facedown
    g_diff = tv.g_diff
    g_same = tv.g_same
    gender = tv.gender
    hp = tv.hp
    jok = tv.jok
    leader = tv.leader
    linked = tv.linked
    maxhp = tv.maxhp
    n = tv.n
    other = tv.other
    others_alive = tv.others_alive
    prob = tv.prob
    srole = tv.srole
    style = tv.style
    use_sk = tv.use_sk
    best = -1
    best = a_yes
    if dslot < 0 and dface >= 0 and ft[dface, 14] == FX_LINK:
        # 阴阳和合散: use it (yes) on two clear enemies, else recast it (pass)
        pv, _la, _lb = _link_pair(n, en, alive, facedown, linked, gender, evil)
        if pv <= 0.8 and row[a_pass] != 0:
            best = a_pass
    if use_sk and dslot >= 0:
        if not _accept_skill(
            srole[dslot],
            other,
            en,
            hp[0],
            maxhp[0],
            leader,
            style,
            others_alive,
            g_same,
            g_diff,
            srole,
            jok[dslot],
            prob[max(other, 0), CULT],
        ):
            best = a_pass
    return best


@njit_cached
def _skill_order(row, tv):
    """Several optional skills at once: the first one worth using resolves first."""
    a_pass = tv.a_pass
    a_skill = tv.a_skill
    en = tv.en
    g_diff = tv.g_diff
    g_same = tv.g_same
    hp = tv.hp
    jok = tv.jok
    leader = tv.leader
    maxhp = tv.maxhp
    other = tv.other
    others_alive = tv.others_alive
    prob = tv.prob
    srole = tv.srole
    style = tv.style
    best = -1
    # several optional skills at once: the first one worth using resolves first
    for k in range(4):
        a = a_skill + 4 + k
        if row[a] != 0 and _accept_skill(
            srole[k],
            other,
            en,
            hp[0],
            maxhp[0],
            leader,
            style,
            others_alive,
            g_same,
            g_diff,
            srole,
            jok[k],
            prob[max(other, 0), CULT],
        ):
            best = a
            break
    if best < 0:
        best = a_pass
    return best


@njit_cached
def _draft(o, row, tv, hprior):
    """The draft: the offered hero with the best prior for this identity."""
    a_pick = tv.a_pick
    dr = tv.hof[1]
    maxh = tv.hof[9]
    me_id = tv.me_id
    style = tv.style
    best = -1
    # the draft: the offered hero with the best prior for this identity
    ident = me_id if me_id >= 0 else style
    bv = -1e9
    for k in range(5):
        if row[a_pick + k] == 0:
            continue
        h = -1
        for x in range(maxh):
            if o[dr + k * maxh + x] > 0.5:
                h = x
        if h >= 0 and ident >= 0 and hprior[h, ident] > bv:
            bv = hprior[h, ident]
            best = a_pick + k
    return best


@njit_cached
def _choose_colour(row, tv, ft):
    """A colour: the internal art's bonus colour (else any allowed), or for 西狂 answering an
    attack the colour that lets the least damage through."""
    a_colour = tv.a_colour
    autob = tv.autob
    bonus_amt = tv.bonus_amt
    bonus_col = tv.bonus_col
    dcol = tv.dcol
    dface = tv.dface
    dslot = tv.dslot
    floor = tv.floor
    other = tv.other
    pbon = tv.pbon
    pur = tv.pur
    samec = tv.samec
    srole = tv.srole
    use_new = tv.use_new
    xcnt = tv.xcnt
    best = -1
    c = bonus_col[0] if bonus_col[0] >= 0 else 0
    best = a_colour + c
    if use_new and dslot >= 0 and srole[dslot] == SR_AS_COLOUR and pur == PUR_CONVERT:
        if dcol >= 0:
            # 西狂 answering an attack (the prompt shows the attacking move): the colour
            # that lets the least damage through, the counter colour first on ties
            ap = ft[dface, 1] if dface >= 0 else 1
            if other > 0 and bonus_col[other] == dcol:
                ap += bonus_amt[other]
            bd = 1 << 20
            for i in range(4):
                c = (dcol + 3 + i) % 4
                if row[a_colour + c] == 0:
                    continue
                d = _def_damage(
                    ap,
                    dcol,
                    2,
                    c,
                    bonus_col[0],
                    bonus_amt[0],
                    floor,
                    xcnt,
                    samec,
                    autob,
                    pbon,
                )
                if d < bd:
                    bd = d
                    best = a_colour + c
        elif row[best] == 0:
            for c in range(4):  # attacking: its bonus colour if allowed, else any allowed
                if row[a_colour + c] != 0:
                    best = a_colour + c
                    break
    return best
