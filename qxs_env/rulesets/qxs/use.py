"""Using a card in the play phase (OP_USE: strategy and poison cards, cancel windows, equipment),
calling for help, equipment skills and virtual conversions.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
    c_effect,
    c_face,
    card_cat,
    in_proc,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_PLAYERS,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A6,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    MAX_CARDS,
    OP_CANCEL,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
    ret,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_INTERNAL,
    CAT_LIGHTNESS,
    CAT_MENTAL,
    CAT_MOVE,
    CAT_POISON,
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_COPY_ATTACKER_MOVE,
    EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL,
    EFFECT_LINK_PAIR,
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_TAKE_RESOLVED_STRATEGY,
)
from qxs_env.rulesets.qxs.layout import (
    CANCEL_POISON,
    CANCEL_STRATEGY,
    CF_FREE,
    DEC_COLOUR,
    DEC_HAND,
    DEC_RESPOND,
    DEC_TARGET,
    EV_CONVERT,
    EV_PLACE,
    EV_USE,
    H_HARM,
    OP_ATTACK,
    PT_ATTACKS,
    PT_FIX_DIST,
    PT_FIX_USES,
    PUR_ATTACK,
    PUR_CARD,
    PUR_CONVERT,
    PUR_HELP,
    PUR_OTHER,
    PUR_SECOND,
    TP_CARD_USED,
)


@njit_cached
def strategy_done(g, tb, p, t, c):
    """Card c that p used on t has taken effect and leaves the table: to the discard pile, or,
    for a strategy another character aimed at a holder of 复国大任, into the target's hand."""
    k = skill_slot(g, t, SKILL_TAKE_RESOLVED_STRATEGY) if t != p and g.hero[t] >= 0 else -1
    if k >= 0 and take_resolved_strategy_skill.take_card(g, tb, t, k, p, c):
        return
    to_discard(g, c)


@njit_cached
def op_use(g, tb, cfg, i):
    """Resolve card A0 used by P in its play phase. Stages: 0 take the card and ask for a
    target; 1 attack; 2 target chosen; 3 open the cancel window; 4 apply; 5-7 loop over the
    targets of a multi-target card; 8 apply a picked card; 9 done; 10 discard the card after a
    child procedure (duel, forced attack) and finish; 11 阴阳和合散: use or recast; 12 second
    target chosen (A4); 13 暗器: the first target attacked or passed; 14-15 阴阳和合散: cancel
    window and link, per target (A2 counts the targets done); 16 蛤蟆功: reveal or attack; 17-18
    天山六阳掌's second target and second attack (A4); 19-20 屠龙刀's option and damage."""
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    f = c_face(g, tb, c)
    cat = c_cat(g, tb, c)
    e = c_effect(g, tb, c)
    if st == 0:
        if g.hero[p] >= 0:
            skill_on_use(g, tb, cfg, p, c)  # hero skills that react to a card used
        if (
            cat == CAT_MOVE
            and c < MAX_CARDS
            and cards_dispatch.card_use_move(g, tb, cfg, i, p, c, f, e)
        ):
            return  # (蛤蟆功: reveal it, or attack now)
        if cat == CAT_MOVE:
            g.stk[i, FR_ST] = 1
            push(g, DEC_TARGET, p, -1, c, PUR_ATTACK, 0, 0)
        elif cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS:
            log(g, EV_USE, p, c, p, -1, 0)
            do_equip(g, tb, p, c)
            g.stk[i, FR_ST] = 9
            framework.fire(g, tb, cfg, TP_CARD_USED, p, p, i)
        elif cards_dispatch.card_use(g, tb, cfg, i, p, c, f, e):  # a card that starts on its own
            return
        elif needs_target(g, tb, c):
            g.stk[i, FR_ST] = 2
            push(g, DEC_TARGET, p, -1, c, PUR_CARD, 0, 0)
        else:  # self-targeted (e.g. 掌门信物)
            log(g, EV_USE, p, c, p, -1, 0)
            g.stk[i, FR_Q] = p
            g.stk[i, FR_ST] = 3
            framework.fire(g, tb, cfg, TP_CARD_USED, p, p, i)
    elif st == 1:
        t = g.stk[i, FR_R]
        if c >= MAX_CARDS or (g.cflag[c] & CF_FREE) == 0:  # (狂风快刀's stored moves: free)
            g.pt[p, PT_ATTACKS] += 1
        if cards_dispatch.card_second_target(
            g, tb, cfg, i, p, c, t, e
        ):  # (天山六阳掌: next to the first)
            return
        if g.hero[p] >= 0 and flip_multi_target_skill.skill_multi_target_armed(
            g, tb, p, c
        ):  # 一剑化三清: more
            g.stk[i, FR_Q] = t  # targets may follow (stage 30), then the attacks (31)
            g.stk[i, FR_A4] = 1 << t
            g.stk[i, FR_ST] = 30
            multi_target_step(g, tb, cfg, i, p, c, -1, True)
            return
        log(g, EV_USE, p, c, t, -1, 0)
        g.stk[i, FR_ST] = 9
        push(g, OP_ATTACK, p, t, c, -1, 0, 0)
        framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 30 or st == 31:  # 一剑化三清: a further target chosen; the attacks in turn
        multi_target_step(g, tb, cfg, i, p, c, g.stk[i, FR_R], False)
    elif st == 2:
        t = g.stk[i, FR_R]
        g.stk[i, FR_Q] = t
        if e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL or e == EFFECT_LINK_PAIR:
            g.stk[i, FR_ST] = 12
            push(g, DEC_TARGET, p, t, c, PUR_SECOND, 0, 0)
            return
        log(g, EV_USE, p, c, t, -1, 0)
        if t != p and harmful(g, tb, c):
            g.hist[p, t, H_HARM] += 1
        if tb.face_delayed[f]:
            place_delayed(g, tb, c, t)
            log(g, EV_PLACE, t, c, p, 0, 0)
            g.stk[i, FR_ST] = 9
        else:
            g.stk[i, FR_ST] = 3
        framework.fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 3:
        t = g.stk[i, FR_Q]
        g.stk[i, FR_ST] = 4
        if cat == CAT_STRATEGY:
            push(g, OP_CANCEL, -1, t, c, CANCEL_STRATEGY, 0, 0)
        elif cat == CAT_POISON:
            push(g, OP_CANCEL, -1, t, c, CANCEL_POISON, 0, 0)
        else:
            g.stk[i, FR_R] = 0
    elif st == 4:
        t = g.stk[i, FR_Q]
        if g.stk[i, FR_R] == 1 or not g.alive[t]:
            to_discard(g, c)
            pop(g)
            return
        if cards_dispatch.card_resolve(g, tb, cfg, i, p, t, c, f, e):
            strategy_done(g, tb, p, t, c)
            pop(g)
    elif st == 10:
        if in_proc(g, c):  # (a card-less virtual card, a hero skill's 单挑, ends here too)
            strategy_done(g, tb, p, g.stk[i, FR_Q], c)
        pop(g)
    elif st == 9:
        pop(g)
    elif not cards_dispatch.card_step(g, tb, cfg, i, p, c, f, st, e):  # the card's own stages
        pop(g)


@njit_cached
def op_help(g, tb, cfg, i):
    """倚天剑: the leader P answers Q's card A0 (purpose A1, duel power A2) through its allies.
    Each other living character of the leader's alignment, in turn order from the leader (A3
    the cursor), may play a move card from its hand, which counts as played by the leader; if
    nobody does, the leader is asked again without this option. Stages: 0 ask the next ally;
    1 its answer; 2 the leader's own answer."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 1:
        r = g.stk[i, FR_R]
        if r >= 0:
            note_protect(g, (p + g.stk[i, FR_A3] - 1) % n, p)  # (the ally's help: state.helps)
            ret(g, r)
            return
    elif st == 2:
        ret(g, g.stk[i, FR_R])
        return
    ask_all = cfg[C_AUTO_FORCED] == 0
    while g.stk[i, FR_A3] < n:
        k = g.stk[i, FR_A3]
        g.stk[i, FR_A3] = k + 1
        x = (p + k) % n
        if x == p or x == q or not g.alive[x] or g.align[x] != g.align[p]:
            continue  # (the one asking the leader is not asked to answer itself)
        has_move = False
        for j in range(g.hand_n[x]):
            if card_cat(tb, g.hand[x, j]) == CAT_MOVE:
                has_move = True
        if ask_all or has_move:
            g.stk[i, FR_ST] = 1
            push(g, DEC_RESPOND, x, q, g.stk[i, FR_A0], PUR_HELP, g.stk[i, FR_A2], g.stk[i, FR_A1])
            return
    g.stk[i, FR_ST] = 2
    j = push(g, DEC_RESPOND, p, q, g.stk[i, FR_A0], g.stk[i, FR_A1], g.stk[i, FR_A2], 0)
    g.stk[j, FR_A6] = 1


@njit_cached
def op_equip_skill(g, tb, cfg, i):
    """An active skill of P's equipped card A0 used in the play phase (神行百变: choose another
    character; the distance from P to it is 1 for the rest of the turn). Hands -2 to the play
    phase, which then asks again."""
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_TARGET, p, -1, c, PUR_OTHER, 0, 0)
        return
    t = g.stk[i, FR_R]
    g.pt[p, PT_FIX_DIST] = t + 1  # ruling: a later use this turn moves the fix to the new seat
    g.pt[p, PT_FIX_USES] += 1
    log(g, EV_USE, p, c, t, -1, 0)
    ret(g, -2)


@njit_cached
def op_convert(g, tb, cfg, i):
    """Build a virtual move from hand cards with the skill of P's equipped card A0 (effect
    virtual_move: cards, power, range, choose_colour), then hand it to the parent frame as if it
    had been chosen. A2, A3: the hand cards taken. Stages: 0/1 choose cards, 2 choose a colour,
    3 make the card."""
    p = g.stk[i, FR_P]
    src = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    f = tb.card_face[src]
    need = tb.face_param[f, 0]
    if tb.face_effect[f] == EFFECT_COPY_ATTACKER_MOVE:
        # 斗转星移: one hand card of its colour becomes a copy of the attacking move A4
        copy_attacker_move_card.make_copy(g, tb, i, p, src, f, st)
        return
    if st == 0:
        g.stk[i, FR_ST] = 1
        push(g, DEC_HAND, p, g.stk[i, FR_Q], src, PUR_CONVERT, 0, 0)
    elif st == 1:
        if g.stk[i, FR_A2] < 0:
            g.stk[i, FR_A2] = g.stk[i, FR_R]
            if need >= 2:
                push(g, DEC_HAND, p, g.stk[i, FR_Q], src, PUR_CONVERT, 0, 0)
                return
        else:
            g.stk[i, FR_A3] = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 2
        if tb.face_param[f, 3] != 0:
            push(g, DEC_COLOUR, p, g.stk[i, FR_Q], src, PUR_CONVERT, 0, 0)
        else:
            g.stk[i, FR_R] = colour_of(g, tb, g.stk[i, FR_A2], p)
    else:
        c0 = g.stk[i, FR_A2]
        c1 = g.stk[i, FR_A3]
        col = g.stk[i, FR_R]
        v = make_virtual(
            g, CAT_MOVE, f, col, tb.face_param[f, 1], tb.face_param[f, 2], EFFECT_NONE, c0, c1
        )
        log(g, EV_CONVERT, p, v, src, 1 if c1 < 0 else 2, 0)
        ret(g, v)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    place_delayed,
    to_discard,
)
from qxs_env.rulesets.qxs.card_rules import (
    do_equip,
)
from qxs_env.rulesets.qxs.cards import copy_attacker_move as copy_attacker_move_card
from qxs_env.rulesets.qxs.cards import dispatch as cards_dispatch
from qxs_env.rulesets.qxs.help_history import note_protect
from qxs_env.rulesets.qxs.legality import (
    harmful,
    needs_target,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_on_use,
    skill_slot,
)
from qxs_env.rulesets.qxs.skill_steps import (
    multi_target_step,
)
from qxs_env.rulesets.qxs.skills import flip_multi_target as flip_multi_target_skill
from qxs_env.rulesets.qxs.skills import take_resolved_strategy as take_resolved_strategy_skill
