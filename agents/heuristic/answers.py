"""The heuristic's answers to what others do: an attack or a forced attack, a cancel window, a
dying seat.

* :func:`_answer`: the ``respond`` decision, by purpose: a forced attack on a named seat
  (:func:`_answer_forced`), a further attack (:func:`_answer_follow`), a card any move answers
  (:func:`_answer_any_move`), or an attack on the observer (:func:`_answer_attack`: the
  cheapest move that blocks, by the R-M4/R-M5 power arithmetic of ``_def_damage``, or a hero
  skill that answers better, :func:`_skill_answer_damage`);
* :func:`_cancel`: cancel harmful cards aimed at allies; in a chain (:func:`_chain_cancel`) only
  when the net effect on the bottom card's target helps an ally or hurts an enemy, never the
  cancel of its own side;
* :func:`_rescue`: rescue a dying ally.
"""

from __future__ import annotations

from agents.framework.jit import njit_cached, njit_inlined
from agents.heuristic.arithmetic import ATTACK_MIN, _card_value, _def_damage, _hit_value, _want_save
from agents.heuristic.tables import (
    COURT,
    CULT,
    FIX_OWN_CANCEL,
    K_CANCEL_P,
    K_CANCEL_S,
    K_DRAW,
    K_GOOD,
    K_HARM,
    K_HEAL,
    K_MASS,
    K_MOVE,
    PUR_ATTACK,
    PUR_FOLLOW,
    PUR_FORCED,
    PUR_RETRY,
    PUR_SKILL_ATTACK,
)
from qxs_env.rulesets.qxs.card_model import type_colour, type_face
from qxs_env.rulesets.qxs.obs import CH_ACTIVE, CH_HELPS, CH_ODD, CH_TARGET, CH_TOP
from qxs_env.rulesets.qxs.skill_roles import (
    SR_AS_COLOUR,
    SR_HP_POWER,
    SR_MIRROR,
    SR_VMOVE,
)


@njit_cached
def _answer_forced(row, tv, ft):
    """Forced to attack the named seat: do it with the cheapest move unless it is an ally;
    attack anyway when the seat cannot be damaged (face down), and a renegade attacks a healthy
    leader rather than hand its internal art to 暗器's user."""
    a_pass = tv.a_pass
    en = tv.en
    facedown = tv.facedown
    hand = tv.hand
    hp = tv.hp
    leader = tv.leader
    maxhp = tv.maxhp
    n_moves = tv.n_moves
    n_types = tv.n_types
    other = tv.other
    pur = tv.pur
    slot_full = tv.slot_full
    style = tv.style
    best = -1
    # forced to attack the named seat: do it with the cheapest move unless it is an
    # ally; attack anyway when the seat cannot be damaged (face down), and a renegade
    # attacks a healthy leader rather than hand its internal art to 暗器's user
    if other > 0 and (
        en[other] > -0.2
        or facedown[other]
        or (pur == PUR_FORCED and style >= COURT and other == leader and hp[other] >= 3)
    ):
        bv = 1e9
        for t in range(n_types):
            if row[t] != 0 and hand[t] > 0.5:
                v = _card_value(ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves)
                if v < bv:
                    bv = v
                    best = t
    if best < 0:
        best = a_pass
    return best


@njit_cached
def _answer_follow(row, tv, ft):
    """A further attack (its target another seat than ``other``; 九阴真经's ``other`` again):
    the move whose colour hurts a clear enemy in reach most, the cheaper on ties, or pass."""
    a_pass = tv.a_pass
    alive = tv.alive
    dist = tv.dist
    en = tv.en
    facedown = tv.facedown
    gmask = tv.gmask
    hand = tv.hand
    handn = tv.handn
    hp = tv.hp
    imm = tv.imm
    linked = tv.linked
    maxhp = tv.maxhp
    n = tv.n
    n_moves = tv.n_moves
    n_types = tv.n_types
    noatt = tv.noatt
    other = tv.other
    pur = tv.pur
    rc_from = tv.rc_from
    rc_to = tv.rc_to
    reach = tv.reach
    slot_full = tv.slot_full
    best = -1
    # a further attack (its target: another seat than ``other``; 九阴真经's: ``other``
    # again): the move whose colour hurts a clear enemy in reach most, the cheaper on
    # ties; pass when no move would (the first version played its cheapest move)
    bv = -1e9
    for t in range(n_types):
        if row[t] == 0 or hand[t] < 0.5 or ft[type_face(t), 0] != K_MOVE:
            continue
        c = type_colour(t)
        ec = rc_to if c == rc_from else c
        rng = ft[type_face(t), 2] if ft[type_face(t), 2] > reach else reach
        hv = -9.0
        for r in range(1, n):
            if not alive[r] or en[r] <= ATTACK_MIN or noatt[r]:
                continue
            if (pur == PUR_RETRY and r != other) or (pur == PUR_FOLLOW and r == other):
                continue
            if pur == PUR_FOLLOW and dist[r] > rng:
                continue
            x = _hit_value(r, ec, n, en, hp, handn, alive, facedown, gmask, imm, linked)
            if x > hv:
                hv = x
        if hv > ATTACK_MIN:
            v = hv - 0.05 * _card_value(ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves)
            if v > bv:
                bv = v
                best = t
    if best < 0:
        best = a_pass
    return best


@njit_cached
def _answer_any_move(row, tv, ft):
    """A prompt any move answers: the least valuable card, else a conversion art or a hero
    skill that puts out a card as a move, else pass."""
    a_pass = tv.a_pass
    a_skill = tv.a_skill
    hand = tv.hand
    handn = tv.handn
    hp = tv.hp
    maxhp = tv.maxhp
    n_moves = tv.n_moves
    n_types = tv.n_types
    slot_full = tv.slot_full
    srole = tv.srole
    use_sk = tv.use_sk
    best = -1
    # any move answers: play the least valuable one
    bv = 1e9
    for t in range(n_types):
        if row[t] != 0 and hand[t] > 0.5:
            v = _card_value(ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves)
            if v < bv:
                bv = v
                best = t
    if best < 0:
        for sl in range(4):
            if row[a_skill + sl] != 0 and handn[0] >= 1:
                best = a_skill + sl
    if best < 0 and use_sk:
        for k in range(4):  # a hero skill that puts out a card as a move
            if row[a_skill + 4 + k] != 0 and srole[k] == SR_VMOVE and handn[0] >= 1:
                best = a_skill + 4 + k
    if best < 0:
        best = a_pass
    return best


@njit_inlined
def _skill_answer_damage(k, best_dmg, top_pw, ap, row, tv, ft, st):
    """The damage that gets through when the own hero skill in slot ``k`` answers the attack
    (``best_dmg`` when it does not help): a copy of the attacking move (还施彼身), a move
    recoloured to counter it (天生神力 etc., with the strongest move ``top_pw``), a card put
    out as a move (胡家刀法), 挥刀自宫's extra power."""
    autob = tv.autob
    bonus_amt = tv.bonus_amt
    bonus_col = tv.bonus_col
    dcol = tv.dcol
    dface = tv.dface
    floor = tv.floor
    hand = tv.hand
    handn = tv.handn
    hp = tv.hp
    n_types = tv.n_types
    pbon = tv.pbon
    samec = tv.samec
    skh = tv.skh
    srole = tv.srole
    use_new = tv.use_new
    xcnt = tv.xcnt
    dmg = best_dmg
    if srole[k] == SR_MIRROR:
        dmg = 0
    elif srole[k] == SR_AS_COLOUR and top_pw >= 0:
        cols = st[skh[k], k, 1]
        if cols > 0 and (cols & (cols - 1)) == 0:
            c = 0
            while (cols >> c) & 1 == 0:
                c += 1
            dmg = _def_damage(
                ap,
                dcol,
                top_pw,
                c,
                bonus_col[0],
                bonus_amt[0],
                floor,
                xcnt,
                samec,
                autob,
                pbon,
            )
        elif use_new and cols > 0:
            # 西狂: any colour (the colour prompt then counters the attack)
            for c in range(4):
                if (cols >> c) & 1 != 0:
                    d2 = _def_damage(
                        ap,
                        dcol,
                        top_pw,
                        c,
                        bonus_col[0],
                        bonus_amt[0],
                        floor,
                        xcnt,
                        samec,
                        autob,
                        pbon,
                    )
                    if d2 < dmg:
                        dmg = d2
    elif srole[k] == SR_VMOVE and handn[0] >= 1:
        dmg = _def_damage(
            ap,
            dcol,
            st[skh[k], k, 3],
            st[skh[k], k, 2],
            bonus_col[0],
            bonus_amt[0],
            floor,
            xcnt,
            samec,
            autob,
            pbon,
        )
    elif (
        use_new
        and srole[k] == SR_HP_POWER
        and hp[0] >= 3
        and best_dmg == 1
        and dface >= 0
        and ft[dface, 11] != 0
    ):
        # 挥刀自宫: 1 HP for +1 power, when that turns a 1-damage hit of a move
        # with a judgement (分筋错骨手's extra damage, 弹指神通 / 玄冥神掌's
        # skipped phase) into a block: the same HP, and no judgement
        for t in range(n_types):
            if row[t] != 0 and hand[t] > 0.5 and ft[type_face(t), 0] == K_MOVE:
                d2 = _def_damage(
                    ap,
                    dcol,
                    ft[type_face(t), 1],
                    type_colour(t),
                    bonus_col[0],
                    bonus_amt[0],
                    floor,
                    xcnt,
                    samec,
                    autob,
                    pbon + st[skh[k], k, 2],
                )
                if d2 < dmg:
                    dmg = d2
    return dmg


@njit_cached
def _answer_attack(row, tv, ft, st):
    """An attack on the observer: the move that lets the least damage through (the cheapest on
    ties), a hero skill that does better, a conversion art when hurt enough, else pass."""
    a_pass = tv.a_pass
    a_skill = tv.a_skill
    autob = tv.autob
    bonus_amt = tv.bonus_amt
    bonus_col = tv.bonus_col
    dcol = tv.dcol
    dface = tv.dface
    floor = tv.floor
    hand = tv.hand
    handn = tv.handn
    hp = tv.hp
    n_types = tv.n_types
    other = tv.other
    pbon = tv.pbon
    samec = tv.samec
    use_sk = tv.use_sk
    xcnt = tv.xcnt
    best = -1
    ap = 1
    if dface >= 0:
        ap = ft[dface, 1]
    att = other if other >= 0 else 0
    if dcol >= 0 and bonus_col[att] == dcol:
        ap += bonus_amt[att]
    base_dmg = (ap + 1) // 2
    best_cost = 1e9
    best_dmg = base_dmg
    top_pw = -1
    for t in range(n_types):
        if row[t] == 0 or ft[type_face(t), 0] != K_MOVE:
            continue
        c = type_colour(t)
        if hand[t] > 0.5 and ft[type_face(t), 1] > top_pw:
            top_pw = ft[type_face(t), 1]
        dmg = _def_damage(
            ap,
            dcol,
            ft[type_face(t), 1],
            c,
            bonus_col[0],
            bonus_amt[0],
            floor,
            xcnt,
            samec,
            autob,
            pbon,
        )
        cost = ft[type_face(t), 1] + 0.1 * c
        if dmg < best_dmg or (dmg == best_dmg and dmg < base_dmg and cost < best_cost):
            best_dmg = dmg
            best_cost = cost
            best = t
    if use_sk and best_dmg > 0:
        # hero skills that answer better than any card: a copy of the attacking move
        # (还施彼身), a move recoloured to counter it (single-colour 天生神力 etc.: the
        # strongest move is used), a card put out as a move (胡家刀法)
        for k in range(4):
            a = a_skill + 4 + k
            if row[a] == 0:
                continue
            dmg = _skill_answer_damage(k, best_dmg, top_pw, ap, row, tv, ft, st)
            if dmg < best_dmg:
                best_dmg = dmg
                best = a
    if best < 0:
        # a conversion art as the answer, when hurt enough to spend the card
        for sl in range(4):
            if row[a_skill + sl] != 0 and handn[0] >= 1 and hp[0] <= base_dmg + 1:
                best = a_skill + sl
    if best < 0:
        best = a_pass
    return best


@njit_cached
def _answer(row, tv, ft, st):
    """The ``respond`` decision, by its purpose (module docstring)."""
    pur = tv.pur
    if pur == PUR_FORCED or (tv.use_sk and pur == PUR_SKILL_ATTACK):
        return _answer_forced(row, tv, ft)
    elif (pur == PUR_FOLLOW or pur == PUR_RETRY) and row[tv.a_pass] != 0:
        return _answer_follow(row, tv, ft)
    elif pur != PUR_ATTACK:
        return _answer_any_move(row, tv, ft)
    return _answer_attack(row, tv, ft, st)


@njit_cached
def _chain_cancel(o, tv):
    """A cancel window against a cancel (a chain, issue 20 weakness 7): cancel only when the net
    effect helps a friend or hurts an enemy, read from the observation's ``chain`` slice (the
    card at the bottom, its target, the depth's parity, who played the top cancel). Never when
    the top cancel is this seat's own or a friend's (its own side's cancel), nor without the
    slice (an older layout)."""
    oc = tv.hof[17]
    if oc < 0 or o[oc + CH_ACTIVE] < 0.5:
        return False
    n = tv.n
    en = tv.en
    top = -1
    tgt = -1
    for r in range(n):
        if o[oc + CH_TOP + r] > 0.5:
            top = r
        if o[oc + CH_TARGET + r] > 0.5:
            tgt = r
    if top < 0 or tgt < 0 or top == 0 or en[top] < 0.3:
        return False  # own side's cancel, or one of a seat not clearly an enemy
    restores = o[oc + CH_ODD] > 0.5  # an odd number played: this one restores the bottom card
    helps = o[oc + CH_HELPS] > 0.5
    friend = tgt == 0 or en[tgt] < -0.3
    enemy = tgt != 0 and en[tgt] > 0.5
    if restores:
        return (helps and friend) or (not helps and enemy)
    return (helps and enemy and en[tgt] > 0.8) or (not helps and friend)


@njit_cached
def _cancel(row, tv, ft, o, own_play=False):
    """A cancel window: cancel a harmful card aimed at an ally, or a good one at a clear enemy;
    in a chain, :func:`_chain_cancel`. ``own_play``: the window opens in the observer's own
    play phase, so the card (not itself a cancel) is the observer's own: never cancelled with
    ``FIX_OWN_CANCEL`` (issue 34, item 8: its 暗器 naming a friend, its 剑魔下凡 reaching a
    friend were cancelled by the observer itself, the card and the cancel both spent)."""
    a_pass = tv.a_pass
    a_skill = tv.a_skill
    dface = tv.dface
    en = tv.en
    n_types = tv.n_types
    other = tv.other
    use_sk = tv.use_sk
    best = -1
    prot = other if other >= 0 else 0
    ally = prot == 0 or en[prot] < -0.3
    enemy = prot != 0 and en[prot] > 0.3
    role = ft[dface, 0] if dface >= 0 else K_HARM
    play = False
    if role == K_CANCEL_S or role == K_CANCEL_P:
        # a cancel in a chain: judged by its net effect on the card at the bottom (the first
        # version cancelled whenever the protected seat was an enemy, its own cancels
        # included; the second never, without the chain in the observation; docs/agents.md)
        play = _chain_cancel(o, tv)
    elif role == K_HARM or role == K_MASS:
        play = ally
    elif role == K_DRAW or role == K_HEAL or role == K_GOOD:
        play = enemy and en[prot] > 0.8
    else:
        play = ally
    if own_play and (tv.fix & FIX_OWN_CANCEL) != 0 and role != K_CANCEL_S and role != K_CANCEL_P:
        play = False
    if play:
        for t in range(n_types):
            if row[t] != 0:
                best = t
                break
        if best < 0 and use_sk:
            for k in range(4):  # a hero skill that makes the cancel card (不离不弃, 东邪)
                if row[a_skill + 4 + k] != 0:
                    best = a_skill + 4 + k
                    break
    if best < 0:
        best = a_pass
    return best


@njit_cached
def _rescue(row, tv):
    """A dying seat: rescue it when :func:`_want_save` says so, with a card or a hero skill
    that makes the rescue card."""
    a_pass = tv.a_pass
    a_skill = tv.a_skill
    en = tv.en
    leader = tv.leader
    n_types = tv.n_types
    other = tv.other
    others_alive = tv.others_alive
    prob = tv.prob
    style = tv.style
    use_sk = tv.use_sk
    best = -1
    dy = other if other >= 0 else 0
    if _want_save(dy, en, leader, style, others_alive, prob[dy, CULT]):
        for t in range(n_types):
            if row[t] != 0:
                best = t
                break
        if best < 0 and use_sk:
            for k in range(4):  # a hero skill that makes the rescue card (制药, 九转熊蛇丸)
                if row[a_skill + 4 + k] != 0:
                    best = a_skill + 4 + k
                    break
    if best < 0:
        best = a_pass
    return best
