"""Attacks and duels (OP_ATTACK, OP_DUEL; R-M): the attack frame's stages from the target's answer
through the clash, damage and the move's after-effects.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_effect,
    c_face,
    in_proc,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_A6,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    MAX_CARDS,
    OP_DAMAGE,
    V_NPHYS,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.rulesets.qxs.card_model import (
    c_power,
    c_range,
    make_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
    SLOT_INTERNAL,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS,
    EFFECT_AFTER_DAMAGE_FOLLOW_UP,
    EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE,
    EFFECT_DEFEND_AUTO_BLOCK,
    EFFECT_DUGUJIUJIAN,
    EFFECT_EMPTY_HAND_DAMAGE_BONUS,
    EFFECT_LIFESTEAL,
    EFFECT_NEGATE_ATTACKER_MOVE_SKILL,
    EFFECT_NO_MOVE_DAMAGE_BONUS,
    EFFECT_NONE,
    EFFECT_PAY_TO_FORCE_DAMAGE,
    EFFECT_RETRY_UNTIL_DAMAGE,
    EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_MALE_ATTACKER_PAYS,
    SKILL_UNTARGETABLE_BY_COLOUR,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_HAND,
    DEC_RESPOND,
    EV_BLOCK,
    EV_CLASH,
    EV_RESPOND,
    EV_SKILL,
    EV_STATUS,
    EV_USE,
    H_ATTACK,
    PT_ATTACKS,
    PT_BOOST,
    PT_COUNTER_NEXT,
    PUR_ATTACK,
    PUR_DUEL,
    PUR_FOLLOW,
    PUR_PAY,
    ST_BOOST,
    ST_COUNTER,
    TP_ATTACKED,
    TP_CARD_PLAYED,
    TP_CARD_USED,
    TP_CLASH,
    TP_MOVE_RESOLVED,
)


@njit_cached
def op_attack(g, tb, cfg, i):
    """One attack of P on Q with move A0 (R-M1..R-M6). A1 defending card (-1 none), A2 blocked by
    an effect, A3 flags (F_*), A4 the damage to deal, A5 after-damage cursor.

    Stages: 0 declared (trigger ATTACKED); 1 ask for a defence (a card request,
    ``answers.ask_for_answer``: the card given lands in A1, the request's result in R); 2 defence
    known (triggers CARD_PLAYED, CLASH); 3 clash; 4 pre-damage judgement of the move (分筋错骨手);
    5 its result; 6 deal the damage (寒冰掌 may replace it: 15 confirm, 16-17 discards); 7 damage
    dealt (R: amount): after-damage skill of the move; 8 its decision or judgement; 9 after-damage
    skill of the internal art; 10 its judgement; 11 skills of an attack the defence did not
    counter (化功大法, 七伤拳), damage or not; 12-13 their steps; 14 done (a follow-up attack of
    少林罗汉拳 / 万花剑法 is offered there: 24 the move, 25 万花剑法's target). 18 九阳神功's
    payment after a block, 20 九阴真经's further move, 21-22 独孤九剑's payments (attacker,
    defender) before the clash, 23 天罗地网势's pick. After-damage skills need damage actually
    dealt and are silenced when 如来千手式 took part. A further attack restarts this frame at
    stage 0 with the new move (restart_attack)."""
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st <= 2 or st == 41:  # 0-2, 41
        attack_start(g, tb, cfg, i, p, t, c, st)
    elif st == 3:
        attack_clash(g, tb, cfg, i, p, t, c, st)
    elif (st >= 4 and st <= 13) or (st >= 15 and st <= 17):  # 4-13, 15-17
        attack_stages_damage(g, tb, cfg, i, p, t, c, st)
    elif st == 18 or (st >= 20 and st <= 23) or st == 40:  # 18, 20-23, 40
        attack_after_block(g, tb, cfg, i, p, t, c, st)
    else:  # 14 (done), 19, 24-26
        attack_end(g, tb, cfg, i, p, t, c, st)


@njit_inlined
def attack_start(g, tb, cfg, i, p, t, c, st):
    """Stages 0-2 of op_attack: the attack declared (ATTACKED fired), the defence asked for, the
    defence known (CARD_PLAYED, CLASH fired)."""
    if st == 0 or st == 41:
        if st == 41:  # 绝色倾城: the male attacker's extra hand card (-1: none, no effect)
            if not attacker_paid(g, tb, i, p, t):
                g.stk[i, FR_ST] = 14
                return
        else:
            g.hist[p, t, H_ATTACK] += 1
            if skill_colour_immune(g, tb, t, p, c):  # 九阳护体: the attack does nothing
                immune_colour_from_others_skill.log_attack_fizzled(g, t, p)
                g.stk[i, FR_ST] = 14
                return
            if skill_untargetable_by_colour(
                g, tb, t, p, c
            ):  # 剑家: a move of that colour does nothing
                k = skill_slot(g, t, SKILL_UNTARGETABLE_BY_COLOUR)
                log(g, EV_SKILL, t, SKILL_UNTARGETABLE_BY_COLOUR, k, p, 0)
                g.stk[i, FR_ST] = 14
                return
            if attacker_must_pay(g, p, t):  # 绝色倾城: a male attacker pays a hand card
                g.stk[i, FR_ST] = 41
                if g.hand_n[p] > 0:
                    push(g, DEC_HAND, p, t, c, PUR_PAY, 15, 0)
                else:
                    g.stk[i, FR_R] = -1  # he cannot pay
                return
        g.stk[i, FR_ST] = 1
        # 逆行经脉: the target's mental art strips the attacking move of its skill (the move
        # goes on as a skill-less copy of itself, made of the same card)
        if c < MAX_CARDS and c_effect(g, tb, c) != EFFECT_NONE:
            neg = mental_on(g, tb, t, EFFECT_NEGATE_ATTACKER_MOVE_SKILL, p) >= 0
            if neg or immune_move_skills_no_mental_skill.skill_negates_move_skills(
                g, t
            ):  # (or the hero skill 逆行经脉)
                g.stk[i, FR_A0] = make_virtual(
                    g,
                    CAT_MOVE,
                    tb.card_face[c],
                    colour_of(g, tb, c, p),
                    c_power(g, tb, c),
                    c_range(g, tb, c),
                    EFFECT_NONE,
                    c,
                    -1,
                )
        framework.fire(g, tb, cfg, TP_ATTACKED, t, p, i)
    elif st == 1:
        if not g.alive[t]:
            g.stk[i, FR_ST] = 14
            return
        if g.stk[i, FR_A2] != 0:  # blocked by an effect (混元气): not countered
            g.stk[i, FR_ST] = 11
            blocked_options(g, tb, cfg, i, p, t)
            return
        g.stk[i, FR_ST] = 2
        if unblockable_same_gender_skill.skill_unblockable(
            g, tb, p, t, c
        ):  # 葵花宝典 (hero): no defence may be played
            g.stk[i, FR_R] = 0
            return
        ask_for_answer(g, tb, cfg, p, t, c, PUR_ATTACK, FR_A1, 0)  # R-M2: the defence, into A1
    elif st == 2:
        d = g.stk[i, FR_A1] if g.stk[i, FR_R] == 1 else -1
        g.stk[i, FR_A1] = d
        g.stk[i, FR_ST] = 3
        g.stk[i, FR_A4] = 0  # power added to the attacking (A4) and defending (A5) moves by
        g.stk[i, FR_A5] = 0  # skills at TP_CLASH (素心剑法) or by 独孤九剑's payments
        if d >= 0:
            log(g, EV_RESPOND, t, d, p, 0, 0)
            framework.fire(g, tb, cfg, TP_CARD_PLAYED, t, p, i)
        framework.fire(g, tb, cfg, TP_CLASH, t, p, i)


@njit_inlined
def attack_clash(g, tb, cfg, i, p, t, c, st):
    """Stage 3 of op_attack: the clash (R-M4): powers, counters, the defence blocks or not."""
    d = g.stk[i, FR_A1]
    if (g.stk[i, FR_A3] & F_DUGU) == 0:
        # 独孤九剑 (attacking or defending): pay hand cards of the other move's colour first
        g.stk[i, FR_A3] |= F_DUGU
        if d >= 0 and g.stk[i, FR_A2] == 0:
            if c_effect(g, tb, c) == EFFECT_DUGUJIUJIAN or discard_for_power_skill.skill_dugu(
                g, p
            ):  # (九式剑诀)
                g.stk[i, FR_ST] = 21
                push(g, DEC_HAND, p, t, c, PUR_PAY, 1 << colour_of(g, tb, d, t), 0)
                return
            if c_effect(g, tb, d) == EFFECT_DUGUJIUJIAN or discard_for_power_skill.skill_dugu(g, t):
                g.stk[i, FR_ST] = 22
                push(g, DEC_HAND, t, p, d, PUR_PAY, 1 << colour_of(g, tb, c, p), 0)
                return
    g.stk[i, FR_ST] = 11
    flags = g.stk[i, FR_A3] & F_PERSIST
    if d < 0:
        flags |= F_NO_DEFENCE
    elif counters(g, tb, d, t, c, p, defence_skills_on(g, tb, t, p)):
        flags |= F_COUNTERED
    if c_effect(g, tb, c) == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS or (
        d >= 0 and c_effect(g, tb, d) == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS
    ):
        flags = suppress_after_damage_skills_card.silence_clash(flags)  # 如来千手式
    g.stk[i, FR_A3] = flags
    if g.stk[i, FR_A2] != 0:  # blocked by an effect during the clash
        if d >= 0:
            to_discard(g, d)
        blocked_options(g, tb, cfg, i, p, t)
        return
    pa = clash_power(g, tb, cfg, p, c, d, t, True) + g.stk[i, FR_A4]  # + 独孤九剑
    pb = clash_power(g, tb, cfg, t, d, c, p, False) + g.stk[i, FR_A5]
    if d >= 0:
        pa, pb = skill_tie_break(g, p, t, pa, pb)  # 金面佛
    log(g, EV_CLASH, p, t, pa, pb, 0)
    # 指点 is spent by the first clash in which its holder puts out a move
    if g.pt[p, PT_COUNTER_NEXT] != 0:
        g.pt[p, PT_COUNTER_NEXT] = 0
        log(g, EV_STATUS, p, ST_COUNTER, 0, -1, 0)
    if d >= 0 and g.pt[t, PT_COUNTER_NEXT] != 0:
        g.pt[t, PT_COUNTER_NEXT] = 0
        log(g, EV_STATUS, t, ST_COUNTER, 0, -1, 0)
    auto_block = d >= 0 and (  # 一阳指 (the move, or the hero skill)
        c_effect(g, tb, d) == EFFECT_DEFEND_AUTO_BLOCK
        or defend_colour_auto_block_skill.skill_auto_block(g, t, colour_of(g, tb, d, t))
    )
    if d >= 0:
        to_discard(g, d)
    if pb >= pa or auto_block:
        log(g, EV_BLOCK, t, -1, 0, 0, 0)  # R-M5: B >= A blocks
        if auto_block and after_auto_block_judgement_damage_skill.skill_after_auto_block(
            g, t, p, i
        ):  # 六脉神剑 (hero) first,
            g.stk[i, FR_ST] = 40  # then the attacker's options (stage 40)
            return
        blocked_options(g, tb, cfg, i, p, t)
        return
    dmg = (pa - pb + 1) // 2  # ceil((A - B) / 2)
    if c_effect(g, tb, c) == EFFECT_NO_MOVE_DAMAGE_BONUS:  # 百变千幻剑
        dmg += no_move_damage_bonus_card.damage_bonus(g, tb, c, d)
    g.stk[i, FR_A4] = attack_damage(g, tb, p, t, c, dmg)
    g.stk[i, FR_ST] = 4


@njit_inlined
def attack_stages_damage(g, tb, cfg, i, p, t, c, st):
    """Stages 4-11 of op_attack: the pre-damage judgement, the move's own stages, the damage dealt
    and the after-damage skills of the move and of the internal art, the skills of an
    uncountered attack."""
    if st == 4:
        if not cards_dispatch.card_before_damage(
            g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c)
        ):
            g.stk[i, FR_ST] = 6  # (分筋错骨手 judges first)
    elif st == 5 or st == 12 or st == 13 or (st >= 15 and st <= 17):  # a move's own stages
        f = c_face(g, tb, c)
        if not cards_dispatch.card_attack_step(g, tb, cfg, i, p, t, c, f, st, c_effect(g, tb, c)):
            g.stk[i, FR_ST] = 14
    elif st == 6:
        ic = internal_on(g, tb, p, EFFECT_LIFESTEAL, t)
        if ic >= 0 and g.alive[t]:  # 吸血功: distance when the damage is dealt
            if lifesteal_card.in_reach(g, tb, cfg, p, t, tb.card_face[ic]):
                g.stk[i, FR_A3] |= F_NEAR
        if cards_dispatch.card_replace_damage(
            g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c)
        ):
            return  # (寒冰掌: discard the target's cards instead?)
        g.stk[i, FR_ST] = 7
        src = attack_damage_source(g, p, c)  # (借刀杀人: the seat the move was taken from)
        push(g, OP_DAMAGE, src, t, g.stk[i, FR_A4], colour_of(g, tb, c, p), c, 0)  # R-M6
    elif st == 7:
        dealt = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 11
        if dealt <= 0 or (g.stk[i, FR_A3] & F_SILENCED) != 0 or not g.alive[p]:
            return
        g.stk[i, FR_ST] = 9
        if (g.stk[i, FR_A3] & F_NEAR) != 0:  # 吸血功: recover the damage dealt
            heal(g, p, dealt, p)
        cards_dispatch.card_after_damage(
            g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c)
        )
    elif st == 8:  # the answer to what a move's after-damage effect asked
        r = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 9
        cards_dispatch.card_after_damage_answer(
            g, tb, cfg, i, p, t, c, c_face(g, tb, c), r, c_effect(g, tb, c)
        )
    elif st == 9:
        g.stk[i, FR_ST] = 11
        ic = internal_on(g, tb, p, EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE, t)
        if ic >= 0 and g.alive[t]:  # 透骨打穴
            after_damage_judgement_skip_phase.internal_after_damage(g, tb, cfg, i, p, t, ic)
        ic = internal_on(g, tb, p, EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS, t)
        if ic >= 0 and g.alive[t]:  # 天罗地网势: discard one of the target's lightness cards?
            after_damage_discard_lightness.internal_after_damage(g, tb, cfg, i, p, t, ic)
    elif st == 10:
        after_damage_judgement_skip_phase.internal_judged(g, tb, cfg, i, p, t)
    elif st == 11:
        g.stk[i, FR_ST] = 14
        if (g.stk[i, FR_A3] & F_COUNTERED) != 0 or not g.alive[p]:
            return
        cards_dispatch.card_uncountered(
            g, tb, cfg, i, p, t, c, c_face(g, tb, c), c_effect(g, tb, c)
        )


@njit_inlined
def attack_after_block(g, tb, cfg, i, p, t, c, st):
    """Stages 18-23 and 40 of op_attack: 九阳神功's payment after a block, 九阴真经's further
    move, the options after 六脉神剑, 独孤九剑's payments, 天罗地网势's pick."""
    if st == 18:  # 九阳神功: paid to deal the damage of the blocked attack anyway
        r = g.stk[i, FR_R]
        if r < 0:  # stopped (ruling: cards already paid stay discarded, no damage)
            g.stk[i, FR_ST] = 11
            return
        discard_logged(g, r, p)
        g.stk[i, FR_A4] -= 1
        if g.stk[i, FR_A4] > 0:  # the face's n: more cards of the colour owed
            ic = g.equip[p, SLOT_INTERNAL]
            if ic >= 0:
                colours = 1 << tb.face_param[tb.card_face[ic], 0]
                if has_colour_in_hand(g, tb, p, colours):
                    push(g, DEC_HAND, p, t, ic, PUR_PAY, colours, 0)
                    return
            g.stk[i, FR_ST] = 11
            return
        # ruling: the damage of the same move had the defender not answered, ceil(A / 2)
        pa = clash_power(g, tb, cfg, p, c, -1, t, True)
        g.stk[i, FR_A4] = attack_damage(g, tb, p, t, c, (pa + 1) // 2)
        g.stk[i, FR_ST] = 4
    elif st == 20:  # 九阴真经: another move against the same target, or stop
        r = g.stk[i, FR_R]
        if r < 0 or not g.alive[t]:
            if r >= 0:
                to_discard(g, r)
            g.stk[i, FR_ST] = 11
            return
        restart_attack(g, tb, cfg, i, t, r)
    elif st == 40:  # after 六脉神剑 (hero): the attacker's options on a blocked attack
        g.stk[i, FR_ST] = 11
        blocked_options(g, tb, cfg, i, p, t)
    elif st == 21 or st == 22:  # 独孤九剑: one more card paid (21 attacker, 22 defender)
        r = g.stk[i, FR_R]
        d = g.stk[i, FR_A1]
        atk = st == 21
        payer = p if atk else t
        own = c if atk else d
        other = d if atk else c
        if r >= 0:
            discard_logged(g, r, payer)
            field = FR_A4 if atk else FR_A5
            if c_effect(g, tb, own) == EFFECT_DUGUJIUJIAN:
                g.stk[i, field] += dugujiujian_card.power_per_card(g, tb, own)
            else:
                g.stk[i, field] += 1  # 九式剑诀 (hero): +1 per card
            oc = colour_of(g, tb, other, t if atk else p)
            push(g, DEC_HAND, payer, t if atk else p, own, PUR_PAY, 1 << oc, 0)
            return
        if atk and (
            c_effect(g, tb, d) == EFFECT_DUGUJIUJIAN or discard_for_power_skill.skill_dugu(g, t)
        ):
            g.stk[i, FR_ST] = 22
            push(g, DEC_HAND, t, p, d, PUR_PAY, 1 << colour_of(g, tb, c, p), 0)
            return
        g.stk[i, FR_ST] = 3
    elif st == 23:  # 天罗地网势: the lightness card picked (-1: none); A4 picks left
        after_damage_discard_lightness.internal_picked(g, tb, cfg, i, p, t)


@njit_inlined
def attack_end(g, tb, cfg, i, p, t, c, st):
    """Stages 24-26 of op_attack and its end: a follow-up move (少林罗汉拳, 万花剑法), the move
    leaving the table (MOVE_RESOLVED fired), the frame popped."""
    if st == 24:  # follow-up move chosen (-1: none)
        r = g.stk[i, FR_R]
        if r < 0:
            g.stk[i, FR_ST] = 14
            return
        f = c_face(g, tb, c)
        if tb.face_param[f, 1] != 0:  # counts_as_attack
            g.pt[p, PT_ATTACKS] += 1
        if c_effect(g, tb, c) == EFFECT_AFTER_DAMAGE_FOLLOW_UP:  # 万花剑法: another target
            after_damage_follow_up_card.ask_other_target(g, i, p, t, r)
            return
        restart_attack(g, tb, cfg, i, t, r)
    elif st == 25:
        restart_attack(g, tb, cfg, i, g.stk[i, FR_R], g.stk[i, FR_A1])
    else:
        fl = g.stk[i, FR_A3]
        if (fl & F_FOLLOW) != 0:  # 少林罗汉拳 (same target) / 万花剑法 (another target)
            g.stk[i, FR_A3] = fl & ~F_FOLLOW
            f = c_face(g, tb, c)
            other = 1 if c_effect(g, tb, c) == EFFECT_AFTER_DAMAGE_FOLLOW_UP else 0
            counts = tb.face_param[f, 1] != 0
            if g.alive[p] and (other == 1 or g.alive[t]):
                if not counts or may_attack(g, tb, cfg, p):
                    g.stk[i, FR_ST] = 24
                    push(g, DEC_RESPOND, p, t, c, PUR_FOLLOW, tb.face_param[f, 0], other)
                    return
        if st != 26:
            keep = (g.stk[i, FR_A3] & F_KEEP_CARD) != 0
            release_attack_card(g, i)
            g.stk[i, FR_ST] = 26  # the move has resolved (狂风快刀 may answer it)
            if not keep and framework.fire(g, tb, cfg, TP_MOVE_RESOLVED, t, p, i) > 0:
                return
        pop(g)


@njit_cached
def attacker_must_pay(g, p, t):
    """绝色倾城: does t's skill make attacker p (a male character, not t) pay a hand card?"""
    return skill_slot(g, t, SKILL_MALE_ATTACKER_PAYS) >= 0 and male_attacker_pays_skill.must_pay(
        g, p, t
    )


@njit_inlined
def attacker_paid(g, tb, i, p, t):
    """绝色倾城: the answer of attacker p in attack frame i (FR_R: the hand card thrown away, -1
    none). False (logged as t's skill) when he did not pay: the attack has no effect on t."""
    return male_attacker_pays_skill.paid(g, tb, i, p, t)


@njit_cached
def attack_damage(g, tb, p, t, c, dmg):
    """Damage of p's move c on t before prevention: ``dmg`` from the clash plus the bonuses that
    do not depend on the defence (五毒掌, 五毒功, 九转熊蛇丸, which is spent)."""
    f = c_face(g, tb, c)
    if c_effect(g, tb, c) == EFFECT_EMPTY_HAND_DAMAGE_BONUS:  # 五毒掌
        dmg += empty_hand_damage_bonus_card.damage_bonus(g, tb, t, f)
    ic = internal_on(g, tb, p, EFFECT_EMPTY_HAND_DAMAGE_BONUS, t)
    if ic >= 0:  # 五毒功
        dmg += empty_hand_damage_bonus_card.damage_bonus(g, tb, t, tb.card_face[ic])
    boost = g.pt[p, PT_BOOST]
    if boost > 0:  # 九转熊蛇丸: the first move of the turn that deals damage
        dmg += boost
        g.pt[p, PT_BOOST] = 0
        log(g, EV_STATUS, p, ST_BOOST, 0, -1, 0)
    return dmg


@njit_cached
def blocked_options(g, tb, cfg, i, p, t):
    """p's attack of frame i on t was blocked (in the clash or by an effect such as 混元气): the
    attacker's internal art may carry it on (blocked_art_options). Then p's hero skill 七绝针
    may act: its frame goes on top (the art's decision held below it, OP_HELD), so that it
    resolves first and the art's decision, asked afterwards, still answers the attack frame."""
    if not g.alive[p] or not g.alive[t]:
        return
    if skill_offer_reattack(g, tb, cfg, i):  # 九阴神功 (黄裳) first; the options below come
        g.stk[i, FR_ST] = 40  # afterwards (stage 40) if he does not attack again
        return
    blocked_art_options(g, tb, cfg, i, p, t)
    if g.hero[p] >= 0:
        blocked_discard_target_skill.skill_after_block(g, p, t, i)  # 七绝针


@njit_inlined
def blocked_art_options(g, tb, cfg, i, p, t):
    """A blocked attack (blocked_options): 九阳神功: pay a card of its colour to deal the damage
    anyway (stage 18); 九阴真经: attack again with another move (stage 20). Otherwise nothing
    happens and the attack goes on at stage 11."""
    ic = g.equip[p, SLOT_INTERNAL]
    if ic < 0 or internal_shielded(g, p, t):  # (绣花针)
        return
    fi = tb.card_face[ic]
    e = tb.face_effect[fi]
    if e == EFFECT_PAY_TO_FORCE_DAMAGE:  # 九阳神功: pay_to_force_damage(colour, n)
        pay_to_force_damage_card.offer_payment(g, tb, i, p, t, ic, fi)
    elif e == EFFECT_RETRY_UNTIL_DAMAGE:  # 九阴真经
        retry_until_damage_card.offer_retry(g, tb, i, p, t, ic)


@njit_cached
def release_attack_card(g, i):
    """The move of attack frame i leaves the table, unless 天山六阳掌 keeps it for its second
    target (then only a skill-less copy made by 逆行经脉 goes)."""
    c = g.stk[i, FR_A0]
    if (g.stk[i, FR_A3] & F_KEEP_CARD) != 0:
        # (a virtual move the using frame itself holds, e.g. made by a hero skill, stays)
        if c >= MAX_CARDS and g.stk[i - 1, FR_A0] != c:
            g.vcard[c - MAX_CARDS, V_NPHYS] = 0
        return
    if in_proc(g, c):  # (a card-less virtual move, 无相神功 and the like, too: row freed)
        to_discard(g, c)


@njit_cached
def restart_attack(g, tb, cfg, i, t, r):
    """Attack frame i goes on against t with move r (九阴真经, 少林罗汉拳, 万花剑法): the old move
    leaves the table and the attack starts again from its declaration; the new attack uses no
    attack opportunity unless the card says so (the caller counts it). The new move is aimed at
    t as a first attack's is, so TP_CARD_USED fires with the attack frame as its context
    (借力, 少林方丈; docs/rulings.md "Follow-up attacks are uses")."""
    release_attack_card(g, i)
    p = g.stk[i, FR_P]
    g.stk[i, FR_Q] = t
    g.stk[i, FR_A0] = r
    g.stk[i, FR_A1] = -1
    for k in (FR_A2, FR_A3, FR_A4, FR_A5, FR_A6, FR_R, FR_ST):
        g.stk[i, k] = 0
    log(g, EV_USE, p, r, t, -1, 0)
    framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)


@njit_cached
def op_duel(g, tb, cfg, i):
    """单挑 (card A0) of user P against Q. A1: the seat to play now (the target first); A2: the
    printed power the next move needs (0 for the first); A3: the move it played. Each duellist in
    turn plays a move of at least that power (ruling: printed power only, no counter or skill
    bonus) or takes A0's damage from the other. Stages: 0 ask (a card request,
    ``answers.ask_for_answer``: the move given lands in A3, the request's result in R); 1 answer
    known; 2 done."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    x = g.stk[i, FR_A1]
    o = q if x == p else p
    if st == 0:
        if not g.alive[p] or not g.alive[q]:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        g.stk[i, FR_A3] = -1
        ask_for_answer(g, tb, cfg, o, x, g.stk[i, FR_A0], PUR_DUEL, FR_A3, g.stk[i, FR_A2])
    elif st == 1:
        r = g.stk[i, FR_A3] if g.stk[i, FR_R] == 1 else -1
        if r < 0:
            g.stk[i, FR_ST] = 2
            dmg = tb.face_param[c_face(g, tb, g.stk[i, FR_A0]), 0]  # (virtual: a skill's)
            push(g, OP_DAMAGE, o, x, dmg, -1, g.stk[i, FR_A0], 0)
            return
        log(g, EV_RESPOND, x, r, o, 0, 0)
        g.stk[i, FR_A2] = c_power(g, tb, r)
        to_discard(g, r)
        g.stk[i, FR_A1] = o
        g.stk[i, FR_ST] = 0
        framework.fire(g, tb, cfg, TP_CARD_PLAYED, x, o, i)
    else:
        pop(g)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.answers import ask_for_answer
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    discard_logged,
    to_discard,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.cards import (
    after_damage_discard_lightness,
    after_damage_judgement_skip_phase,
)
from qxs_env.rulesets.qxs.cards import after_damage_follow_up as after_damage_follow_up_card
from qxs_env.rulesets.qxs.cards import dispatch as cards_dispatch
from qxs_env.rulesets.qxs.cards import dugujiujian as dugujiujian_card
from qxs_env.rulesets.qxs.cards import empty_hand_damage_bonus as empty_hand_damage_bonus_card
from qxs_env.rulesets.qxs.cards import lifesteal as lifesteal_card
from qxs_env.rulesets.qxs.cards import no_move_damage_bonus as no_move_damage_bonus_card
from qxs_env.rulesets.qxs.cards import pay_to_force_damage as pay_to_force_damage_card
from qxs_env.rulesets.qxs.cards import retry_until_damage as retry_until_damage_card
from qxs_env.rulesets.qxs.cards import (
    suppress_after_damage_skills as suppress_after_damage_skills_card,
)
from qxs_env.rulesets.qxs.clash import (
    clash_power,
    counters,
)
from qxs_env.rulesets.qxs.legality import (
    defence_skills_on,
    has_colour_in_hand,
    internal_on,
    internal_shielded,
    may_attack,
    mental_on,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    attack_damage_source,
    skill_offer_reattack,
    skill_tie_break,
    skill_untargetable_by_colour,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_colour_immune,
    skill_slot,
)
from qxs_env.rulesets.qxs.skills import (
    after_auto_block_judgement_damage as after_auto_block_judgement_damage_skill,
)
from qxs_env.rulesets.qxs.skills import blocked_discard_target as blocked_discard_target_skill
from qxs_env.rulesets.qxs.skills import defend_colour_auto_block as defend_colour_auto_block_skill
from qxs_env.rulesets.qxs.skills import discard_for_power as discard_for_power_skill
from qxs_env.rulesets.qxs.skills import immune_colour_from_others as immune_colour_from_others_skill
from qxs_env.rulesets.qxs.skills import (
    immune_move_skills_no_mental as immune_move_skills_no_mental_skill,
)
from qxs_env.rulesets.qxs.skills import male_attacker_pays as male_attacker_pays_skill
from qxs_env.rulesets.qxs.skills import unblockable_same_gender as unblockable_same_gender_skill
from qxs_env.rulesets.qxs.tables import (
    F_COUNTERED,
    F_DUGU,
    F_FOLLOW,
    F_KEEP_CARD,
    F_NEAR,
    F_NO_DEFENCE,
    F_PERSIST,
    F_SILENCED,
)
