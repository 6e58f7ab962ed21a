"""The legal-action mask of the decision on top of the stack (``compute_mask``), per decision kind,
and the small queries it needs. Action id ranges: ``layout.action_offsets``.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    a_judge,
    a_pass,
    a_pick,
    a_seat,
    a_skill,
    a_yes,
    c_effect,
    c_face,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_CANCEL,
    DEC_RESCUE,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A6,
    FR_OP,
    FR_P,
    FR_Q,
    JUDGE_AREA,
    MAX_CARDS,
    N_JUDGE_ACTIONS,
    NV,
    Z_OUT,
    Z_PROC,
    Z_STORE,
)
from qxs_env.engine.nrt import (
    stack_i64,
)
from qxs_env.rulesets.qxs.card_model import (
    a_colour,
    card_type,
    type_of,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
    CAT_SPECIAL,
    LEADER,
    SLOT_MENTAL,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_CANCEL_POISON,
    EFFECT_CANCEL_STRATEGY,
    EFFECT_COPY_ATTACKER_MOVE,
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    EFFECT_DELAYED_PASSING_DAMAGE,
    EFFECT_HEAL,
    EFFECT_LINK_PAIR,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_YITIANJIAN,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_KUANGFENG_KUAIDAO,
)
from qxs_env.rulesets.qxs.layout import (
    C_SPECIALS,
    CANCEL_STRATEGY,
    CF_LOOKED,
    DEC_COLOUR,
    DEC_CONFIRM,
    DEC_DISCARD,
    DEC_HAND,
    DEC_HERO,
    DEC_PICK,
    DEC_PLAY,
    DEC_RESPOND,
    DEC_SKILL,
    DEC_TARGET,
    DRAFT_OFFER,
    FR_SKILL,
    HERO_SKILLS,
    PUR_ADJACENT,
    PUR_ARRANGE,
    PUR_ATTACK,
    PUR_DUEL,
    PUR_FOLLOW,
    PUR_FOLLOW_TARGET,
    PUR_HELP,
    PUR_LIGHTNESS,
    PUR_MASS,
    PUR_MOVE,
    PUR_MOVE_FROM,
    PUR_MOVE_TO,
    PUR_NAME_FACE,
    PUR_OTHER,
    PUR_PAY,
    PUR_SECOND,
    PUR_SKILL_CARD,
    PUR_SKILL_EQUIP,
    PUR_SKILL_NEAREST,
    PUR_SKILL_TARGET,
    PUR_STORED,
    PUR_TULONG,
    SKT_PASS,
)


@njit_cached
def compute_mask(g, tb, cfg):
    """Fill g.mask (and the list g.legal) for the decision on top of the stack; return the number
    of legal actions. One function per decision kind (``mask_<kind>``, inlined here)."""
    g.mask[:] = 0
    stk = g.stk
    i = g.sp - 1
    op = stk[i, FR_OP]
    p = stk[i, FR_P]
    q = stk[i, FR_Q]
    a0 = stk[i, FR_A0]
    a1 = stk[i, FR_A1]
    cnt = 0
    if op == DEC_PLAY:
        cnt = mask_play(g, tb, cfg, i, p)
    elif op == DEC_HERO:  # the draft: one of the heroes offered
        cnt = mask_hero(g, tb, cfg, i, p)
    elif op == DEC_SKILL:  # which of several skills first (FR_A0: slot bitmask), or none
        cnt = mask_skill_order(g, tb, cfg, i, a0)
    elif op == DEC_TARGET:
        cnt = mask_target(g, tb, cfg, i, p, q, a0, a1)
    elif op == DEC_RESPOND or op == DEC_CANCEL or op == DEC_RESCUE:
        cnt = mask_answer(g, tb, cfg, i, op, p, q, a0, a1)
    elif op == DEC_HAND and a1 == PUR_ARRANGE:  # 通天: which looked-at card goes back next
        cnt = mask_arrange(g, tb, cfg, i)
    elif op == DEC_HAND and a1 == PUR_NAME_FACE:  # name a face: card types of colour FR_A3
        cnt = mask_name_face(g, tb, cfg, i, p)
    elif op == DEC_HAND and a1 == PUR_STORED:  # one of p's stored cards (a page boy), by type
        cnt = mask_stored(g, tb, cfg, i, p)
    elif op == DEC_DISCARD or op == DEC_HAND:
        cnt = mask_discard(g, tb, cfg, i, op, p, a0, a1)
    elif op == DEC_PICK and a1 == PUR_SKILL_EQUIP:  # a hero skill: an equipped card of FR_Q
        cnt = mask_equip_of_skill(g, tb, cfg, i, q)
    elif op == DEC_PICK and (a1 == PUR_LIGHTNESS or a1 == PUR_MOVE):
        cnt = mask_pick_art(g, tb, cfg, i, q, a1)
    elif op == DEC_PICK:
        cnt = mask_pick(g, tb, cfg, i, q)
    elif op == DEC_CONFIRM:
        cnt = mask_confirm(g, tb, cfg, i, a0, a1)
    elif op == DEC_COLOUR and a1 == PUR_TULONG:
        cnt = mask_tulong_colour(g, tb, cfg, i, p)
    elif op == DEC_COLOUR:
        cnt = mask_colour(g, tb, cfg, i)
    g.n_legal = cnt
    return cnt


@njit_inlined
def mask_play(g, tb, cfg, i, p):
    """Legal actions when op == DEC_PLAY."""
    m = g.mask
    PASS = a_pass(tb)
    hand = g.hand
    nh = g.hand_n[p]
    lg = g.legal
    cnt = 0
    m[PASS] = 1
    lg[0] = PASS
    cnt = 1
    dist = stack_i64()
    distances_into(g, tb, cfg, p, dist)
    for k in range(nh):
        c = hand[p, k]
        t = tb.card_action[c]
        if m[t] == 0 and can_use(g, tb, cfg, p, c, dist):
            m[t] = 1
            lg[cnt] = t
            cnt += 1
    if g.hero[p] >= 0 and skill_slot(g, p, SKILL_KUANGFENG_KUAIDAO) >= 0:
        for c in range(tb.n_cards):  # 狂风快刀: moves set aside, usable as from hand
            if g.zone[c] == Z_STORE and g.owner[c] == p:
                t = tb.card_action[c]
                if m[t] == 0 and can_use(g, tb, cfg, p, c, dist):
                    m[t] = 1
                    lg[cnt] = t
                    cnt += 1
    sb = a_skill(tb)
    for k in range(4):
        if slot_skill_usable(g, tb, cfg, p, k, True, dist):
            m[sb + k] = 1
            lg[cnt] = sb + k
            cnt += 1
    if g.hero[p] >= 0:  # hero skills usable in the play phase
        for k in range(HERO_SKILLS):
            if skill_active_ok(g, tb, cfg, p, k, DEC_PLAY, -1, dist):
                m[sb + 4 + k] = 1
                lg[cnt] = sb + 4 + k
                cnt += 1
    return cnt


@njit_inlined
def mask_hero(g, tb, cfg, i, p):
    """Legal actions when op == DEC_HERO: the draft: one of the heroes offered."""
    m = g.mask
    lg = g.legal
    cnt = 0
    base = a_pick(tb)
    for k in range(DRAFT_OFFER):
        if g.offer[p, k] >= 0:
            m[base + k] = 1
            lg[cnt] = base + k
            cnt += 1
    return cnt


@njit_inlined
def mask_skill_order(g, tb, cfg, i, a0):
    """Legal actions when op == DEC_SKILL: which of several skills first (FR_A0: slot bitmask), or
    none."""
    m = g.mask
    PASS = a_pass(tb)
    lg = g.legal
    cnt = 0
    m[PASS] = 1
    lg[0] = PASS
    cnt = 1
    sb = a_skill(tb)
    for k in range(HERO_SKILLS):
        if (a0 & (1 << k)) != 0:
            m[sb + 4 + k] = 1
            lg[cnt] = sb + 4 + k
            cnt += 1
    return cnt


@njit_inlined
def mask_target(g, tb, cfg, i, p, q, a0, a1):
    """Legal actions when op == DEC_TARGET."""
    m = g.mask
    stk = g.stk
    n = cfg[C_PLAYERS]
    PASS = a_pass(tb)
    lg = g.legal
    cnt = 0
    base = a_seat(tb)
    dist = stack_i64()
    distances_into(g, tb, cfg, p, dist)
    if (
        a1 == PUR_ADJACENT
        or a1 == PUR_MOVE_FROM
        or (a1 == PUR_SKILL_TARGET and (stk[i, FR_A3] & SKT_PASS) != 0)
    ):  # optional choices
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
    for k in range(n):
        x = (p + k) % n
        if a1 == PUR_SECOND:
            ok = valid_second(g, tb, cfg, a0, q, x)
        elif a1 == PUR_OTHER:
            ok = x != p and g.alive[x] != 0
        elif a1 == PUR_FOLLOW_TARGET:
            ok = x != q and valid_target(g, tb, cfg, p, a0, x, dist)
        elif a1 == PUR_ADJACENT:
            ok = adjacent_target(g, tb, cfg, p, a0, q, x, dist)
        elif a1 == PUR_MOVE_FROM:
            ok = seat_movable(g, tb, cfg, x)
        elif a1 == PUR_MOVE_TO:
            ok = can_place(g, tb, a0, x)
        elif a1 == PUR_SKILL_TARGET:  # a hero skill: another character within FR_A2
            ok = skill_target_ok(g, i, p, x, dist)
        elif a1 == PUR_SKILL_NEAREST:  # a hero skill: a character nearest the chooser
            ok = x != p and g.alive[x] != 0 and dist[x] == nearest_distance(g, cfg, p, dist)
        else:
            ok = valid_target(g, tb, cfg, p, a0, x, dist)
        if ok:
            m[base + k] = 1
            lg[cnt] = base + k
            cnt += 1
    return cnt


@njit_inlined
def mask_answer(g, tb, cfg, i, op, p, q, a0, a1):
    """Legal actions when op == DEC_RESPOND or op == DEC_CANCEL or op == DEC_RESCUE."""
    m = g.mask
    stk = g.stk
    PASS = a_pass(tb)
    hand = g.hand
    nh = g.hand_n[p]
    card_face = tb.card_face
    card_colour = tb.card_suit
    face_effect = tb.face_effect
    face_category = tb.face_category
    lg = g.legal
    cnt = 0
    m[PASS] = 1
    lg[0] = PASS
    cnt = 1
    eff = -1
    if op == DEC_CANCEL:
        eff = EFFECT_CANCEL_STRATEGY if a1 == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
    elif op == DEC_RESCUE:
        eff = EFFECT_HEAL
    # a duel asks for a printed power of at least FR_A2; 九转熊蛇丸 rescues only its owner
    # 倚天剑: an ally answering for the leader answers the leader's question (FR_A3)
    pur = stk[i, FR_A3] if (op == DEC_RESPOND and a1 == PUR_HELP) else a1
    need = stk[i, FR_A2] if (op == DEC_RESPOND and pur == PUR_DUEL) else -1
    self_rescue = op == DEC_RESCUE and damage_boost_self_rescue_card.allows_self_rescue(q, p)
    # 六脉神剑: only moves of the allowed colours may answer this attack (ruling: printed
    # move cards only, no conversion)
    allowed = 15
    if op == DEC_RESPOND and pur == PUR_ATTACK and a0 >= 0:
        if c_effect(g, tb, a0) == EFFECT_RESTRICT_DEFENCE_COLOUR:
            allowed = restrict_defence_colour_card.allowed_colours(g, tb, a0)
    # a follow-up attack: moves of the allowed colours from hand (no conversion); 万花剑法
    # (FR_A3 = 1) only those that can reach a target other than the one just hurt
    follow = op == DEC_RESPOND and a1 == PUR_FOLLOW
    fdist = stack_i64()
    if follow:
        distances_into(g, tb, cfg, p, fdist)
    if follow:
        allowed = stk[i, FR_A2]
    banned = (
        untargetable_by_colour_skill.skill_banned_colours(g, p) if g.hero[p] >= 0 else 0
    )  # 弃剑
    for k in range(nh):
        c = hand[p, k]
        f = card_face[c]
        if eff < 0:
            ok = face_category[f] == CAT_MOVE and tb.face_power[f] >= need
            ok = ok and (allowed & ~banned & (1 << colour_of(g, tb, c, p))) != 0
            if ok and follow and stk[i, FR_A3] == 1:
                ok = follow_target_ok(g, tb, cfg, p, c, q, fdist)
        else:
            ok = face_effect[f] == eff or (
                self_rescue and face_effect[f] == EFFECT_DAMAGE_BOOST_SELF_RESCUE
            )
        if ok:
            t = tb.card_action[c]
            if m[t] == 0:
                m[t] = 1
                lg[cnt] = t
                cnt += 1
    if eff < 0 and g.hero[p] >= 0 and skill_slot(g, p, SKILL_KUANGFENG_KUAIDAO) >= 0:
        for c in range(tb.n_cards):  # 狂风快刀: stored moves answer as from hand
            if g.zone[c] != Z_STORE or g.owner[c] != p:
                continue
            f = card_face[c]
            ok = face_category[f] == CAT_MOVE and tb.face_power[f] >= need
            ok = ok and (allowed & (1 << card_colour[c])) != 0
            if ok and follow and stk[i, FR_A3] == 1:
                ok = follow_target_ok(g, tb, cfg, p, c, q, fdist)
            t = tb.card_action[c]
            if ok and m[t] == 0:
                m[t] = 1
                lg[cnt] = t
                cnt += 1
    if op == DEC_RESPOND and allowed == 15 and not follow and a1 != PUR_HELP:
        dist = stack_i64()  # not needed when not attacking
        sb = a_skill(tb)
        for k in range(4):
            if slot_skill_usable(g, tb, cfg, p, k, False, dist):
                if need >= 0 and tb.face_param[card_face[g.equip[p, k]], 1] < need:
                    continue  # the virtual move's power is too low for the duel
                m[sb + k] = 1
                lg[cnt] = sb + k
                cnt += 1
        if g.hero[p] >= 0 and need < 0:  # hero skills that answer with a move
            for k in range(HERO_SKILLS):
                if skill_active_ok(g, tb, cfg, p, k, DEC_RESPOND, a1, dist):
                    m[sb + 4 + k] = 1
                    lg[cnt] = sb + 4 + k
                    cnt += 1
        # 斗转星移: defending, a hand card of its colour may copy the attacking move (below)
        if a1 == PUR_ATTACK and a0 >= 0:
            mc = mental_on(g, tb, p, EFFECT_COPY_ATTACKER_MOVE, q)
            if mc >= 0 and copy_attacker_move_card.can_copy(g, tb, p, mc):
                m[sb + SLOT_MENTAL] = 1
                lg[cnt] = sb + SLOT_MENTAL
                cnt += 1
    # 倚天剑 (specials): the leader may have its allies answer for it, once per question
    if op == DEC_RESPOND and (a1 == PUR_ATTACK or a1 == PUR_MASS or a1 == PUR_DUEL):
        if stk[i, FR_A6] == 0 and can_call_allies(g, tb, cfg, p, q):
            m[a_yes(tb)] = 1
            lg[cnt] = a_yes(tb)
            cnt += 1
    if (op == DEC_CANCEL or op == DEC_RESCUE) and g.hero[p] >= 0:  # skills making the card
        sb = a_skill(tb)
        for k in range(HERO_SKILLS):
            if skill_active_ok(g, tb, cfg, p, k, op, a1, stack_i64()):
                m[sb + 4 + k] = 1
                lg[cnt] = sb + 4 + k
                cnt += 1
    return cnt


@njit_inlined
def mask_arrange(g, tb, cfg, i):
    """Legal actions when op == DEC_HAND and a1 == PUR_ARRANGE: 通天: which looked-at card goes back
    next."""
    m = g.mask
    lg = g.legal
    cnt = 0
    for c in range(tb.n_cards):
        if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0:
            t = tb.card_action[c]
            if m[t] == 0:
                m[t] = 1
                lg[cnt] = t
                cnt += 1
    return cnt


@njit_inlined
def mask_name_face(g, tb, cfg, i, p):
    """Legal actions when op == DEC_HAND and a1 == PUR_NAME_FACE: name a face: card types of colour
    FR_A3."""
    m = g.mask
    stk = g.stk
    card_face = tb.card_face
    face_category = tb.face_category
    lg = g.legal
    cnt = 0
    col = stk[i, FR_A3]
    sdist = stack_i64()
    distances_into(g, tb, cfg, p, sdist)
    for c in range(tb.n_cards):
        f = card_face[c]
        t = type_of(f, col)
        if m[t] != 0 or ((stk[i, FR_A2] >> face_category[f]) & 1) == 0:
            continue
        if stk[i, FR_A4] != 0 and not face_usable(g, tb, cfg, p, f, col, sdist):
            continue
        m[t] = 1
        lg[cnt] = t
        cnt += 1
    return cnt


@njit_inlined
def mask_stored(g, tb, cfg, i, p):
    """Legal actions when op == DEC_HAND and a1 == PUR_STORED: one of p's stored
    cards (a page boy), by type."""
    m = g.mask
    stk = g.stk
    card_colour = tb.card_suit
    lg = g.legal
    cnt = 0
    for c in range(tb.n_cards):  # (of the colours in the bitmask FR_A2: 投其所好)
        if g.zone[c] == Z_STORE and g.owner[c] == p and (stk[i, FR_A2] >> card_colour[c]) & 1:
            t = tb.card_action[c]
            if m[t] == 0:
                m[t] = 1
                lg[cnt] = t
                cnt += 1
    return cnt


@njit_inlined
def mask_discard(g, tb, cfg, i, op, p, a0, a1):
    """Legal actions when op == DEC_DISCARD or op == DEC_HAND."""
    m = g.mask
    stk = g.stk
    PASS = a_pass(tb)
    hand = g.hand
    nh = g.hand_n[p]
    card_face = tb.card_face
    face_category = tb.face_category
    lg = g.legal
    cnt = 0
    colours = stk[i, FR_A2] if (op == DEC_HAND and stk[i, FR_A2] > 0) else 15
    if op == DEC_HAND and a1 == PUR_PAY:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
    # a hero skill's card (PUR_SKILL_CARD; PUR_PAY: 1 only): FR_A3 = 1 moves only, 2 moves
    # usable now,
    # 4 any card whose skill-less move (power, range: the skill's params 0, 1) is usable,
    # 5 equipment cards, 6 equipment cards whose skill-less move (as for 4) is usable,
    # 8 cards of the categories in the bitmask FR_A4
    skp = a1 == PUR_SKILL_CARD or a1 == PUR_PAY
    only = stk[i, FR_A3] if (op == DEC_HAND and skp) else 0
    sdist = stack_i64()
    if only == 2 or only == 4 or only == 6:
        distances_into(g, tb, cfg, p, sdist)
    for k in range(nh):
        c = hand[p, k]
        t = tb.card_action[c]
        if (colours & (1 << colour_of(g, tb, c, p))) == 0:
            continue
        if 0 < only < 4 and face_category[card_face[c]] != CAT_MOVE:
            continue
        if (only == 5 or only == 6) and not is_equipment(tb, c):  # 金蛇锥: equipment cards
            continue
        if only == 8 and ((stk[i, FR_A4] >> face_category[card_face[c]]) & 1) == 0:
            continue  # (书生剑法, 苦海无边: categories in the bitmask FR_A4 only)
        if only == 3 and tb.face_name[card_face[c]] != tb.face_name[c_face(g, tb, a0)]:
            continue  # (狂风快刀: a move of the same name as card FR_A0)
        if only == 2 and not can_use(g, tb, cfg, p, c, sdist):
            continue
        if only == 4 or only == 6:  # 杂阿含功, 金蛇锥: its skill's move could attack now
            ks = stk[i, FR_SKILL] - 1
            if not virtual_move_usable(
                g,
                tb,
                cfg,
                p,
                card_face[c],
                colour_of(g, tb, c, p),
                g.sk_param[p, ks, 0],
                g.sk_param[p, ks, 1],
                sdist,
            ):
                continue
        if m[t] == 0:
            m[t] = 1
            lg[cnt] = t
            cnt += 1
    return cnt


@njit_inlined
def mask_equip_of_skill(g, tb, cfg, i, q):
    """Legal actions when op == DEC_PICK and a1 == PUR_SKILL_EQUIP: a hero skill: an
    equipped card of FR_Q."""
    m = g.mask
    PASS = a_pass(tb)
    lg = g.legal
    cnt = 0
    m[PASS] = 1  # (one's own as a cost, or 珍珑棋局's victim's), or pass
    lg[0] = PASS
    cnt = 1
    base = a_pick(tb)
    for k in range(4):
        if g.equip[q, k] >= 0:
            m[base + 1 + k] = 1
            lg[cnt] = base + 1 + k
            cnt += 1
    return cnt


@njit_inlined
def mask_pick_art(g, tb, cfg, i, q, a1):
    """Legal actions when op == DEC_PICK and (a1 == PUR_LIGHTNESS or a1 == PUR_MOVE)."""
    m = g.mask
    PASS = a_pass(tb)
    lg = g.legal
    cnt = 0
    base = a_pick(tb)
    if a1 == PUR_LIGHTNESS:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
    for k in range(4):
        e = g.equip[q, k]
        if e < 0:
            continue
        if a1 == PUR_LIGHTNESS:
            ok = k == SLOT_MINUS or k == SLOT_PLUS
        else:
            ok = movable(g, tb, cfg, e)
        if ok:
            m[base + 1 + k] = 1
            lg[cnt] = base + 1 + k
            cnt += 1
    if a1 == PUR_MOVE:
        jb = a_judge(tb)
        for k in range(min(g.judge_n[q], N_JUDGE_ACTIONS)):
            if movable(g, tb, cfg, g.judge[q, k]):
                m[jb + k] = 1
                lg[cnt] = jb + k
                cnt += 1
    return cnt


@njit_inlined
def mask_pick(g, tb, cfg, i, q):
    """Legal actions when op == DEC_PICK."""
    m = g.mask
    lg = g.legal
    cnt = 0
    base = a_pick(tb)
    if g.hand_n[q] > 0:
        m[base] = 1
        lg[cnt] = base
        cnt += 1
    for k in range(4):
        if g.equip[q, k] >= 0:
            m[base + 1 + k] = 1
            lg[cnt] = base + 1 + k
            cnt += 1
    jb = a_judge(tb)
    for k in range(min(g.judge_n[q], N_JUDGE_ACTIONS)):
        m[jb + k] = 1
        lg[cnt] = jb + k
        cnt += 1
    return cnt


@njit_inlined
def mask_confirm(g, tb, cfg, i, a0, a1):
    """Legal actions when op == DEC_CONFIRM."""
    m = g.mask
    PASS = a_pass(tb)
    lg = g.legal
    cnt = 0
    m[PASS] = 1
    lg[0] = PASS
    cnt = 1
    # 阴阳和合散: yes = use it on two characters (if a pair exists), pass = recast it
    # (a0 may be a virtual card: 阴阳合和散 makes one)
    yes = True
    if (
        0 <= a0 < MAX_CARDS + NV
        and c_effect(g, tb, a0) == EFFECT_LINK_PAIR
        and a1 != PUR_ARRANGE  # (通天 asks top or bottom for any card)
    ):
        yes = link_pair_card.may_use_on_pair(g, cfg)
    if yes:
        m[a_yes(tb)] = 1
        lg[1] = a_yes(tb)
        cnt = 2
    return cnt


@njit_inlined
def mask_tulong_colour(g, tb, cfg, i, p):
    """Legal actions when op == DEC_COLOUR and a1 == PUR_TULONG."""
    m = g.mask
    lg = g.legal
    cnt = 0
    cb = a_colour(tb)
    for k in range(3):
        if k == 2:
            x = special_card(g, tb, EFFECT_DELAYED_PASSING_DAMAGE)
            if x < 0 or g.zone[x] != Z_OUT or g.judge_n[p] >= JUDGE_AREA:
                continue
        m[cb + k] = 1
        lg[cnt] = cb + k
        cnt += 1
    return cnt


@njit_inlined
def mask_colour(g, tb, cfg, i):
    """Legal actions when op == DEC_COLOUR."""
    m = g.mask
    stk = g.stk
    lg = g.legal
    cnt = 0
    cb = a_colour(tb)
    cols = stk[i, FR_A2] if stk[i, FR_A2] > 0 else 15  # (FR_A2: a skill offers fewer)
    for k in range(4):
        if ((cols >> k) & 1) != 0:
            m[cb + k] = 1
            lg[cnt] = cb + k
            cnt += 1
    return cnt


@njit_cached
def special_card(g, tb, effect):
    """The physical card of a special card's effect (specials module), else -1."""
    for c in range(tb.n_cards - 1, -1, -1):
        f = tb.card_face[c]
        if tb.face_category[f] != CAT_SPECIAL:
            return -1  # the special cards come last
        if tb.face_effect[f] == effect:
            return c
    return -1


@njit_cached
def can_call_allies(g, tb, cfg, p, q):
    """倚天剑: with the specials module, may the leader p ask an ally of its alignment (other
    than q, who asks the leader)?"""
    if not ally_may_answer(g, p):  # (the hero skill 倚天剑 of 灭绝师太 works the same way)
        if cfg[C_SPECIALS] == 0 or g.ident[p] != LEADER:
            return False
        if special_card(g, tb, EFFECT_YITIANJIAN) < 0:
            return False
    for x in range(cfg[C_PLAYERS]):
        if x != p and x != q and g.alive[x] and g.align[x] == g.align[p]:
            return True
    return False


@njit_cached
def hand_card_of_type(g, tb, p, t):
    hand = g.hand
    for k in range(g.hand_n[p]):
        c = hand[p, k]
        if card_type(tb, c) == t:
            return c
    return -1


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.cards import copy_attacker_move as copy_attacker_move_card
from qxs_env.rulesets.qxs.cards import damage_boost_self_rescue as damage_boost_self_rescue_card
from qxs_env.rulesets.qxs.cards import link_pair as link_pair_card
from qxs_env.rulesets.qxs.cards import restrict_defence_colour as restrict_defence_colour_card
from qxs_env.rulesets.qxs.geometry import (
    distances_into,
)
from qxs_env.rulesets.qxs.hero_rules import (
    is_equipment,
)
from qxs_env.rulesets.qxs.legality import (
    adjacent_target,
    can_place,
    can_use,
    follow_target_ok,
    mental_on,
    movable,
    seat_movable,
    slot_skill_usable,
    valid_second,
    valid_target,
)
from qxs_env.rulesets.qxs.skill_firing import (
    skill_active_ok,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    ally_may_answer,
)
from qxs_env.rulesets.qxs.skill_queries import (
    face_usable,
    nearest_distance,
    skill_slot,
    skill_target_ok,
    virtual_move_usable,
)
from qxs_env.rulesets.qxs.skills import untargetable_by_colour as untargetable_by_colour_skill
