"""The turn and its phases (R-T): the game frame, the turn frame, lent phases, the judgement phase
and delayed cards, judgements, the play and discard phases.
"""

from __future__ import annotations

import numpy as np

from qxs_env.constants import (
    CAT_POISON,
    CAT_STRATEGY,
)
from qxs_env.content.effects import (
    EFFECT_DELAYED_PASSING_DAMAGE,
    EFFECT_DELAYED_SKIP_PHASE,
)
from qxs_env.engine.cards import (
    c_cat,
    c_face,
    make_virtual,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_DRAW,
    C_MAX_TURNS,
    C_PLAYERS,
    CANCEL_POISON,
    CANCEL_STRATEGY,
    CF_AWARDED,
    CF_REVEALED,
    CF_SPECIAL,
    CF_STORED_UP,
    DEC_DISCARD,
    DEC_PLAY,
    EV_FACE_DOWN,
    EV_JUDGE,
    EV_PHASE_SKIP,
    EV_SKIP_TURN,
    EV_TURN,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A6,
    FR_LEND,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_CANCEL,
    OP_DELAYED,
    OP_DISCARD_PHASE,
    OP_JUDGE_PHASE,
    OP_JUDGEMENT,
    OP_LENT_PHASE,
    OP_PLAY_PHASE,
    OP_TURN,
    OP_USE,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
    PT_BOOST,
    PT_COUNTER_NEXT,
    TP_JUDGED,
    TP_JUDGEMENT,
    TP_PHASE_DISCARD,
    TP_PHASE_DRAW,
    TP_PHASE_JUDGE,
    TP_PHASE_PLAY,
    TP_TURN_END,
    TP_TURN_START,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
    ret,
)
from qxs_env.engine.zones import (
    draw_cards,
    top_card,
)


@njit_cached
def op_game(g, tb, cfg, i):
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
    elif g.stk[i, FR_A0] == 1 and g.alive[g.cur]:  # 屠龙刀: an extra turn for the same seat
        g.stk[i, FR_A0] = 0
    else:
        g.stk[i, FR_A0] = 0
        n = cfg[C_PLAYERS]
        p = g.cur
        for k in range(1, n + 1):
            q = (p + k) % n
            if g.alive[q]:
                g.cur = q
                break
    push(g, OP_TURN, g.cur, -1, 0, 0, 0, 0)


@njit_cached
def op_turn(g, tb, cfg, i):
    """One turn of P (R-T1). Stages: 0 start, 1 judgement, 2 draw, 3 play, 4 discard, 5 end.
    Each phase that is not skipped fires its trigger point first."""
    p = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st != 0 and not g.alive[p]:
        pop(g)
        return
    if st == 0:
        if g.stk[i, FR_A6] == 0:
            g.turn += 1
            mt = cfg[C_MAX_TURNS]
            if mt > 0 and g.turn > mt:
                finish(g, 0, True)
                return
            g.pt[:, :] = 0
            restore_lent_skills(g, tb, cfg)  # 冒名顶替 lasts until the turn ends
            g.sk_used[:, :] = 0  # per-turn uses of hero skills
            g.sk_mark[:] = 0
            for k in range(tb.n_cards):  # 蛤蟆功 revealed in an earlier turn may be used now
                g.cflag[k] = g.cflag[k] & (CF_REVEALED | CF_SPECIAL | CF_AWARDED | CF_STORED_UP)
            log(g, EV_TURN, p, g.turn, 0, 0, 0)
            if g.face_down[p]:  # ruling: a face-down character skips its turn, then turns up
                g.face_down[p] = False
                log(g, EV_SKIP_TURN, p, 0, 0, 0, 0)
                log(g, EV_FACE_DOWN, p, 0, 0, 0, 0)
                pop(g)
                return
        if stage_fire(g, tb, cfg, i, TP_TURN_START, p, p):
            return
        g.stk[i, FR_ST] = 1
    elif st == 1:  # judgement phase (R-T2)
        if g.judge_n[p] > 0:
            if stage_fire(g, tb, cfg, i, TP_PHASE_JUDGE, p, p):
                return
            push(g, OP_JUDGE_PHASE, p, -1, g.judge_n[p], 0, 0, 0)
        g.stk[i, FR_ST] = 2
    elif st == 2:  # draw phase (R-T3)
        if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << PH_DRAW):
            g.skip[p] &= ~np.int8(1 << PH_DRAW)
            log(g, EV_PHASE_SKIP, p, PH_DRAW, 0, 0, 0)
            g.stk[i, FR_ST] = 3
            return
        if stage_fire(g, tb, cfg, i, TP_PHASE_DRAW, p, p):
            return
        g.stk[i, FR_ST] = 3
        if lend_phase(g, cfg, i, p, PH_DRAW):  # carried out by another seat (紫衫龙王)
            return
        if not reveal_take_colours_skill.skill_draw_replaced(g, p) and not skill_drew_itself(
            g, p
        ):  # (五轮大转, 变脸)
            draw_cards(g, p, cfg[C_DRAW])
    elif st == 3:  # play phase (R-T4)
        if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << PH_PLAY):
            g.skip[p] &= ~np.int8(1 << PH_PLAY)
            log(g, EV_PHASE_SKIP, p, PH_PLAY, 0, 0, 0)
            g.stk[i, FR_ST] = 4
            return
        if stage_fire(g, tb, cfg, i, TP_PHASE_PLAY, p, p):
            return
        g.stk[i, FR_ST] = 4
        if lend_phase(g, cfg, i, p, PH_PLAY):
            return
        push(g, OP_PLAY_PHASE, p, -1, 0, 0, 0, 0)
    elif st == 4:  # discard phase (R-T5)
        if g.stk[i, FR_A6] != st + 1 and g.skip[p] & (1 << PH_DISCARD):
            g.skip[p] &= ~np.int8(1 << PH_DISCARD)
            log(g, EV_PHASE_SKIP, p, PH_DISCARD, 0, 0, 0)
            g.stk[i, FR_ST] = 5
            return
        if stage_fire(g, tb, cfg, i, TP_PHASE_DISCARD, p, p):
            return
        g.stk[i, FR_ST] = 5
        if lend_phase(g, cfg, i, p, PH_DISCARD):
            return
        if g.hand_n[p] > hand_limit_max_hp_skill.hand_limit(g, p):
            push(g, OP_DISCARD_PHASE, p, -1, 0, 0, 0, 0)
    else:  # turn end
        if g.stk[i, FR_ST] == 5 and stage_fire(g, tb, cfg, i, TP_TURN_END, p, p):
            return
        g.pt[:, PT_COUNTER_NEXT] = 0  # 指点 and 九转熊蛇丸 last until the end of the turn
        g.pt[:, PT_BOOST] = 0
        pop(g)


@njit_cached
def lend_phase(g, cfg, i, p, ph):
    """The phase ``ph`` of P's turn (frame i) is about to begin: if a skill chose a seat to carry
    it out instead (the turn frame's FR_LEND = 1 + that seat), P skips it and that seat's
    OP_LENT_PHASE is pushed. True when so (the caller has already moved past the phase)."""
    q = g.stk[i, FR_LEND] - 1
    if q < 0:
        return False
    g.stk[i, FR_LEND] = 0
    log(g, EV_PHASE_SKIP, p, ph, 0, 0, 0)
    if g.alive[q]:
        push(g, OP_LENT_PHASE, p, q, ph, cfg[C_DRAW], 0, 0)
    return True


@njit_cached
def op_lent_phase(g, tb, cfg, i):
    """Seat Q carries out P's phase A0 inside P's turn (a framework piece: "a phase carried out by
    another seat"). Draw: Q draws A1 cards (what P's draw phase gives). Discard: Q discards down
    to its own hand limit. Play: Q takes a play phase of its own: for its duration Q is the
    current player (state.cur; P's seat is in A2) and Q's per-turn counters (pt, sk_used,
    sk_mark) start from zero as in a turn of its own; Q's counters from before are set aside in
    state.lent_pt / lent_sku / lent_mark and put back afterwards (stage 2). If Q dies during it,
    unwind_turn cuts short only this phase (stage 2 then runs). The phase-start moments of Q
    (TP_PHASE_*) do not occur: it is not Q's turn."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    ph = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        if not g.alive[q] or not g.alive[p]:
            pop(g)
            return
        if ph == PH_DRAW:
            draw_cards(g, q, g.stk[i, FR_A1])  # covers: give_phase
            pop(g)
        elif ph == PH_DISCARD:
            pop(g)  # covers: give_phase
            if g.hand_n[q] > hand_limit_max_hp_skill.hand_limit(g, q):
                push(g, OP_DISCARD_PHASE, q, -1, 0, 0, 0, 0)
        else:
            g.stk[i, FR_ST] = 2
            g.stk[i, FR_A2] = g.cur  # covers: give_phase
            g.lent_pt[:] = g.pt[q, :]
            g.lent_sku[:] = g.sk_used[q, :]
            g.lent_mark = g.sk_mark[q]
            g.pt[q, :] = 0
            g.sk_used[q, :] = 0
            g.sk_mark[q] = 0
            g.cur = q
            push(g, OP_PLAY_PHASE, q, -1, 0, 0, 0, 0)
        return
    g.pt[q, :] = g.lent_pt[:]  # stage 2: the play phase is over (or cut short) # covers: give_phase
    g.sk_used[q, :] = g.lent_sku[:]
    g.sk_mark[q] = g.lent_mark
    g.lent_pt[:] = 0
    g.lent_sku[:] = 0
    g.lent_mark = 0
    g.cur = g.stk[i, FR_A2]
    pop(g)


@njit_cached
def op_judge_phase(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    left = g.stk[i, FR_A0]
    if not g.alive[p] or left <= 0 or g.judge_n[p] == 0:
        pop(g)
        return
    g.stk[i, FR_A0] = left - 1
    c = g.judge[p, g.judge_n[p] - 1]  # the last placed is judged first (R-T2)
    jf = g.jface[c]
    to_proc(g, c)
    if jf > 0:  # a delayed card made by a hero skill: judged as that card (virtual again)
        f = jf - 1
        c = make_virtual(
            g,
            tb.face_category[f],
            f,
            tb.card_colour[c],
            tb.face_power[f],
            tb.face_range[f],
            tb.face_effect[f],
            c,
            -1,
        )
    push(g, OP_DELAYED, p, -1, c, 0, 0, 0)


@njit_cached
def op_delayed(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        cat = c_cat(g, tb, c)
        if cat == CAT_POISON:
            push(g, OP_CANCEL, -1, p, c, CANCEL_POISON, 0, 0)
        elif cat == CAT_STRATEGY:
            push(g, OP_CANCEL, -1, p, c, CANCEL_STRATEGY, 0, 0)
        else:
            g.stk[i, FR_R] = 0
    elif st == 1:
        if g.stk[i, FR_R] == 1 or not g.alive[p]:
            to_discard(g, c)
            pop(g)
            return
        g.stk[i, FR_ST] = 2
        push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
    elif st == 3:
        pop(g)
    else:
        col = g.stk[i, FR_R]
        f = c_face(g, tb, c)
        if tb.face_effect[f] == EFFECT_DELAYED_PASSING_DAMAGE:  # 玄铁剑
            delayed_passing_damage_card.judged(g, tb, cfg, i, p, c, f, col)
            return
        if tb.face_effect[f] == EFFECT_DELAYED_SKIP_PHASE:  # 悲酥清风, 三尸脑神丹
            delayed_skip_phase_card.judged(g, tb, p, f, col)
        to_discard(g, c)
        pop(g)


@njit_cached
def op_judgement(g, tb, cfg, i):
    """Turn over the top card of the draw pile; its colour is the result (R-K3). Stage 0 reveals
    it into A1 and fires JUDGEMENT (where skills may replace it); stage 1 settles its colour
    (kept in A2) and fires JUDGED (反清 may take the card); stage 2 discards the card if it is
    still on the table and hands the colour to the parent."""
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 0:
        c = top_card(g)
        if c < 0:
            log(g, EV_JUDGE, p, -1, -1, g.stk[i, FR_A0], 0)
            ret(g, -1)
            return
        log(g, EV_JUDGE, p, c, tb.card_colour[c], g.stk[i, FR_A0], 0)
        g.stk[i, FR_A1] = c
        g.stk[i, FR_ST] = 1
        fire(g, tb, cfg, TP_JUDGEMENT, p, p, i)
    elif g.stk[i, FR_ST] == 1:
        g.stk[i, FR_A2] = colour_of(g, tb, g.stk[i, FR_A1], p)  # (白衣仙女: her judgements)
        g.stk[i, FR_ST] = 2
        fire(g, tb, cfg, TP_JUDGED, p, p, i)
    else:
        c = g.stk[i, FR_A1]
        if g.zone[c] == Z_PROC:
            to_discard(g, c)
        ret(g, g.stk[i, FR_A2])


@njit_cached
def op_play_phase(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 0:
        if not g.alive[p]:
            pop(g)
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_PLAY, p, -1, -1, -1, 0, 0)
    else:
        c = g.stk[i, FR_R]
        if c == -2:  # an active equipment skill was used (神行百变): ask again
            g.stk[i, FR_ST] = 0
            return
        if c < 0:
            pop(g)
            return
        g.stk[i, FR_ST] = 0
        push(g, OP_USE, p, -1, c, 0, 0, 0)


@njit_cached
def op_discard_phase(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    if g.stk[i, FR_ST] == 1:
        discard_logged(g, g.stk[i, FR_R], p)
    if g.hand_n[p] > hand_limit_max_hp_skill.hand_limit(g, p):
        g.stk[i, FR_ST] = 1
        push(g, DEC_DISCARD, p, -1, -1, -1, 0, 0)
    else:
        pop(g)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
    discard_logged,
    to_discard,
    to_proc,
)
from qxs_env.rulesets.qxs.cards import delayed_passing_damage as delayed_passing_damage_card
from qxs_env.rulesets.qxs.cards import delayed_skip_phase as delayed_skip_phase_card
from qxs_env.rulesets.qxs.death import (
    finish,
)
from qxs_env.rulesets.qxs.draft import (
    restore_lent_skills,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_drew_itself,
)
from qxs_env.rulesets.qxs.skills import hand_limit_max_hp as hand_limit_max_hp_skill
from qxs_env.rulesets.qxs.skills import reveal_take_colours as reveal_take_colours_skill
from qxs_env.rulesets.qxs.triggers import (
    fire,
    stage_fire,
)
