"""The turn and its phases (R-T): the game frame, the turn frame, lent phases, the judgement phase
and delayed cards, judgements, the play and discard phases.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_cat,
    c_face,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    EV_PHASE_SKIP,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_CANCEL,
    OP_JUDGEMENT,
    OP_PLAY_PHASE,
    PH_DISCARD,
    PH_DRAW,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_POISON,
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_DELAYED_PASSING_DAMAGE,
    EFFECT_DELAYED_SKIP_PHASE,
)
from qxs_env.rulesets.qxs.layout import (
    C_DRAW,
    C_MAX_TURNS,
    CANCEL_POISON,
    CANCEL_STRATEGY,
    CF_AWARDED,
    CF_REVEALED,
    CF_SPECIAL,
    CF_STORED_UP,
    DEC_DISCARD,
    DEC_PLAY,
    EV_FACE_DOWN,
    EV_SKIP_TURN,
    EV_TURN,
    FR_LEND,
    OP_DELAYED,
    OP_DISCARD_PHASE,
    OP_LENT_PHASE,
    OP_USE,
    PT_BOOST,
    PT_COUNTER_NEXT,
    TP_PHASE_DISCARD,
    TP_PHASE_DRAW,
    TP_PHASE_JUDGE,
    TP_PHASE_PLAY,
    TP_TURN_END,
    TP_TURN_START,
)


@njit_inlined
def turn_begins(g, tb, cfg, i, p):
    """Count the turn (the game is over past ``C_MAX_TURNS``: a truncated game), clear what
    lasts one turn (per-turn counters, skill uses and marks, lent skills (冒名顶替), 蛤蟆功's
    reveal), log it; a face-down character skips its turn and turns face up (ruling). True when
    the turn is over at once."""
    g.turn += 1
    mt = cfg[C_MAX_TURNS]
    if mt > 0 and g.turn > mt:
        framework.end_game(g, tb, cfg, True)
        return True
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
        return True
    return False


@njit_inlined
def turn_moment(g, tb, cfg, i, p, st):
    """The trigger point of the stage: TP_TURN_START, TP_PHASE_JUDGE, _DRAW, _PLAY, _DISCARD,
    TP_TURN_END."""
    if st == 0:
        point = TP_TURN_START
    elif st == 1:
        if g.judge_n[p] == 0:  # 群侠杀 announces its judgement phase only to judge cards
            return False
        point = TP_PHASE_JUDGE
    elif st == 2:
        point = TP_PHASE_DRAW
    elif st == 3:
        point = TP_PHASE_PLAY
    elif st == 4:
        point = TP_PHASE_DISCARD
    else:
        point = TP_TURN_END
    return framework.fire(g, tb, cfg, point, p, p, i) > 0


@njit_inlined
def phase_lent(g, tb, cfg, i, p, ph):
    """紫衫龙王: a seat chosen before the phase carries it out (:func:`lend_phase`)."""
    return lend_phase(g, cfg, i, p, ph)


@njit_inlined
def draw_phase(g, tb, cfg, i, p):
    """Draw ``C_DRAW`` cards (R-T3), unless a skill replaces the draw (五轮大转, 变脸)."""
    if not reveal_take_colours_skill.skill_draw_replaced(g, p) and not skill_drew_itself(g, tb, p):
        draw_cards(g, p, cfg[C_DRAW])


@njit_inlined
def discard_phase(g, tb, cfg, i, p):
    """Discard down to the hand limit (R-T5; 金刚不坏: the limit is the maximum HP)."""
    if g.hand_n[p] > hand_limit_max_hp_skill.hand_limit(g, p):
        push(g, OP_DISCARD_PHASE, p, -1, 0, 0, 0, 0)


@njit_inlined
def turn_ends(g, tb, cfg, i, p):
    """指点 and 九转熊蛇丸 last until the end of the turn."""
    g.pt[:, PT_COUNTER_NEXT] = 0
    g.pt[:, PT_BOOST] = 0


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
            tb.card_suit[c],
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
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    discard_logged,
    to_discard,
    to_proc,
)
from qxs_env.rulesets.qxs.cards import delayed_passing_damage as delayed_passing_damage_card
from qxs_env.rulesets.qxs.cards import delayed_skip_phase as delayed_skip_phase_card
from qxs_env.rulesets.qxs.draft import (
    restore_lent_skills,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_drew_itself,
)
from qxs_env.rulesets.qxs.skills import hand_limit_max_hp as hand_limit_max_hp_skill
from qxs_env.rulesets.qxs.skills import reveal_take_colours as reveal_take_colours_skill
