"""Rule numbers and small steps of the expansion heroes' skills (陈家洛 ... 平一指, docs/heroes.md)
that are asked where the rules compute that number: power floors and bonuses, counters,
untargetable seats, thrown cards, the card-making branch two skills share.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
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
    MAX_CARDS,
    MAX_FACES,
    V_NPHYS,
    V_PHYS0,
    Z_DISCARD,
)
from qxs_env.engine.stack import (
    log,
    push,
    ret,
)
from qxs_env.engine.zones import (
    stored_count,
)
from qxs_env.rulesets.qxs.card_model import (
    make_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
    CAT_STRATEGY,
    WHITE,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_ALLY_PLAYS_MOVE,
    SKILL_ANY_STRATEGY_LIGHT,
    SKILL_DRAW_ON_POISONED,
    SKILL_FREE_VIRTUAL_MOVE,
    SKILL_HEAL_BY_HERO_COLOUR,
    SKILL_HP_GATED_SKILL,
    SKILL_JIANMO,
    SKILL_JUDGE_ON_HAND_LOSS,
    SKILL_MEDICINE_AS_MOVE,
    SKILL_STORE_MOVE_REATTACK,
    SKILL_STRATEGY_AS_MOVE,
    SKILL_TAKE_DISCARDED_COLOUR,
    SKILL_TIE_BREAK_LOW_HP,
    SKILL_TWO_CARDS_AS_MOVE,
    SKILL_UNTARGETABLE_BY_COLOUR,
)
from qxs_env.rulesets.qxs.layout import (
    CF_THROWN,
    DEC_HAND,
    DEC_PLAY,
    EV_CONVERT,
    FR_SKILL,
    OP_ATTACK,
    OP_SKILL,
    PUR_SKILL_CARD,
    TP_CLASH,
    TP_HAND_LOST,
    TP_THROWN,
)


@njit_cached
def skill_offer_reattack(g, tb, cfg, i):
    """九阴神功: the attack of frame i was just blocked; the first living holder (in turn order
    from the current player) with moves set aside is offered to attack the same target again
    for the attacker (an OP_SKILL frame that asks first). Once per block (F_REATTACK_ASKED).
    True when the frame was pushed."""
    if (g.stk[i, FR_A3] & F_REATTACK_ASKED) != 0:
        return False
    n = cfg[C_PLAYERS]
    for d in range(n):
        x = (g.cur + d) % n
        k = skill_slot(g, x, SKILL_STORE_MOVE_REATTACK)
        if k >= 0 and stored_count(g, x) > 0:
            g.stk[i, FR_A3] |= F_REATTACK_ASKED
            j = push(g, OP_SKILL, x, g.stk[i, FR_P], 1 << k, i, TP_CLASH, -1)
            g.stk[j, FR_A6] = 1
            return True
    return False


@njit_cached
def attack_damage_source(g, p, c):
    """The source of the damage of p's attack with move c: p, or (借刀杀人) the living seat
    p took that move from to attack with it at once."""
    if g.knife_card == 0:
        return p
    m = g.knife_card - 1
    if c >= MAX_CARDS and g.vcard[c - MAX_CARDS, V_NPHYS] > 0:
        c = g.vcard[c - MAX_CARDS, V_PHYS0]  # (a copy of the move made of it: 逆行经脉)
    a = g.knife_src
    if c == m and g.alive[a]:
        return a
    return p


@njit_cached
def note_thrown_card(g, c, p):
    """自宫练剑: p threw card c away; while another character holds the skill, c is marked
    (CF_THROWN) for the announcement before the next step. Marks left from an earlier offer
    (declined) are cleared first."""
    watched = False
    for x in range(g.alive.shape[0]):
        if x != p and skill_slot(g, x, SKILL_TAKE_DISCARDED_COLOUR) >= 0:
            watched = True
    if not watched:
        return
    if g.thrown_n == 0:
        clear_thrown_cards(g)
    g.cflag[c] = g.cflag[c] | CF_THROWN
    if g.thrown_n < 1000:
        g.thrown_n += 1


@njit_cached
def clear_thrown_cards(g):
    for x in range(g.cflag.shape[0]):
        if (g.cflag[x] & CF_THROWN) != 0:
            g.cflag[x] = g.cflag[x] & ~CF_THROWN


@njit_cached
def thrown_card_takeable(g, tb, p, k, c):
    """自宫练剑: may p take card c (thrown away by another character since the last
    announcement, still in the discard pile, of the skill's colour)?"""
    return (
        (g.cflag[c] & CF_THROWN) != 0
        and g.zone[c] == Z_DISCARD
        and tb.card_suit[c] == g.sk_param[p, k, 0]
    )


@njit_cached
def announce_thrown(g, tb, cfg):
    """Fire TP_THROWN once for the cards thrown away since the last step (marked CF_THROWN),
    holding a waiting decision as announce_equip_lost does. True when frames were pushed.
    Nothing is offered while the current player is dead (its turn is being cut short)."""
    g.thrown_n = 0
    if not g.alive[g.cur]:
        clear_thrown_cards(g)
        return False
    if framework.fire_holding(g, tb, cfg, TP_THROWN, -1, -1, -1):
        return True
    clear_thrown_cards(g)
    return False


@njit_cached
def qingxin_clash_seats(g, tb, ctx):
    """素心剑法: bitmask of the clash's seats (OP_ATTACK frame ctx, not blocked) that hold a
    倾心 token and put out a white move in it."""
    m = 0
    if g.stk[ctx, FR_OP] != OP_ATTACK or g.stk[ctx, FR_A2] != 0:
        return m
    for side in range(2):
        x = g.stk[ctx, FR_P] if side == 0 else g.stk[ctx, FR_Q]
        c = g.stk[ctx, FR_A0] if side == 0 else g.stk[ctx, FR_A1]
        if c >= 0 and g.qingxin[x] > 0 and colour_of(g, tb, c, x) == WHITE:
            m |= 1 << x
    return m


@njit_cached
def poisoned_before(g, tb, p):
    """王难姑: is p, a holder of the skill, poisoned now (before something may poison it)?
    True for everyone else, so that became_poisoned does nothing for them."""
    if g.hero[p] < 0 or skill_slot(g, p, SKILL_DRAW_ON_POISONED) < 0:
        return True
    return poisoned(g, tb, p)


@njit_cached
def became_poisoned(g, tb, p, was):
    """王难姑: p was not poisoned (``was``) and is now: it draws (locked)."""
    if was or not poisoned(g, tb, p):
        return
    k = skill_slot(g, p, SKILL_DRAW_ON_POISONED)
    if k >= 0:
        draw_on_poisoned_skill.on_poisoned(g, p, k)


@njit_cached
def skill_heal_ok(g, tb, p, op, x):
    """见死不救: may p make 黑玉断续膏 for seat x (the dying seat of a rescue window, or p
    itself in its play phase)? It needs a hand card of x's hero colour."""
    if op != DEC_RESCUE and op != DEC_PLAY:
        return False
    if x < 0 or not g.alive[x] or g.hero[x] < 0:
        return False
    return hero_has_colour_in_hand(g, tb, p, 1 << tb.hero_colour[g.hero[x]], False)


@njit_cached
def watches_hand_lost(g, p):
    """多灾多难: does p note the hand cards it loses outside its turn (take_out)?"""
    return skill_slot(g, p, SKILL_JUDGE_ON_HAND_LOSS) >= 0


@njit_cached
def announce_hand_lost(g, tb, cfg):
    """Fire TP_HAND_LOST for one hand card a living seat lost outside its turn since the last
    step (state.hand_lost), as announce_equip_lost does for equipment: a decision waiting on
    top is held (OP_HELD) and asked afresh afterwards. True when frames were pushed. Nothing
    is offered while the current player is dead (its turn is being cut short)."""
    if not g.alive[g.cur]:
        g.hand_lost[:] = 0
        g.hand_lost_n = 0
        return False
    n = cfg[C_PLAYERS]
    for k in range(n):
        p = (g.cur + k) % n
        if g.hand_lost[p] <= 0:
            continue
        g.hand_lost[p] -= 1
        g.hand_lost_n -= 1
        if not g.alive[p]:
            continue
        if framework.fire_holding(g, tb, cfg, TP_HAND_LOST, p, -1, -1):
            return True
    return False


# ---- rule numbers ------------------------------------------------------------------------------
@njit_cached
def skill_no_counters(g, p, q):
    """百花错拳: no counter bonus in a clash where p or q holds the skill (either side)."""
    return no_counters_skill.cancels_counters(g, p, q)


@njit_cached
def skill_untargetable_by_colour(g, tb, t, p, c):
    """剑家: a move of the skill's colour (as p puts it out) attacking t does nothing (it may
    be aimed, as for 九阳护体, so that a colour chosen late never leaves no target)."""
    if t == p or p < 0:
        return False
    k = skill_slot(g, t, SKILL_UNTARGETABLE_BY_COLOUR)
    return k >= 0 and colour_of(g, tb, c, p) == g.sk_param[t, k, 0]


@njit_cached
def jianmo_immune(g, t):
    """剑魔: 剑魔下凡 does nothing to t."""
    return skill_slot(g, t, SKILL_JIANMO) >= 0


@njit_cached
def jianmo_damage_source(g, cfg, p):
    """剑魔: the source of the damage a 剑魔下凡 used by p deals (the living holder of 剑魔,
    else p)."""
    return jianmo_skill.source(g, cfg, p)


@njit_cached
def skill_tie_break(g, a, t, pa, pb):
    """金面佛: in a clash tied on power, a holder at or below the skill's HP gets +1."""
    if pa != pb:
        return pa, pb
    k = skill_slot(g, a, SKILL_TIE_BREAK_LOW_HP)
    if k >= 0 and tie_break_low_hp_skill.wins_tie(g, a, k):
        return pa + 1, pb
    k = skill_slot(g, t, SKILL_TIE_BREAK_LOW_HP)
    if k >= 0 and tie_break_low_hp_skill.wins_tie(g, t, k):
        return pa, pb + 1
    return pa, pb


@njit_cached
def ally_may_answer(g, p):
    """倚天剑 (灭绝师太): p may have characters of its alignment answer with a move for it."""
    return skill_slot(g, p, SKILL_ALLY_PLAYS_MOVE) >= 0


@njit_cached
def clash_counters(g, tb, ctx, p):
    """In the clash of OP_ATTACK frame ctx (not blocked), does the move p put out counter the
    other one (the colour cycle, a counters-X move or skill)? (剑宗传人)"""
    if g.stk[ctx, FR_OP] != OP_ATTACK or g.stk[ctx, FR_A2] != 0:
        return False
    a = g.stk[ctx, FR_P]
    t = g.stk[ctx, FR_Q]
    c = g.stk[ctx, FR_A0]
    d = g.stk[ctx, FR_A1]
    if c < 0 or d < 0 or (p != a and p != t):
        return False
    own = c if p == a else d
    other = d if p == a else c
    opp = t if p == a else a
    if counters(g, tb, own, p, other, opp, p == a):
        return True
    return skill_counters(g, tb, p, colour_of(g, tb, own, p), colour_of(g, tb, other, opp))


@njit_cached
def hand_card_of_category(g, tb, p, cat):
    """Does p hold a hand card of category ``cat``? Returns one such card (-1: none)."""
    for j in range(g.hand_n[p]):
        c = g.hand[p, j]
        if tb.face_category[tb.card_face[c]] == cat:
            return c
    return -1


# ---- triggered skills --------------------------------------------------------------------------
@njit_cached
def card_making_skill_step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """skill_step for the skills of this block (same contract)."""
    if code == SKILL_STRATEGY_AS_MOVE or code == SKILL_HP_GATED_SKILL:
        # 书生剑法: a strategy card as a skill-less move (colour, power, range); 辽东大侠: while
        # his HP allows, 胡家刀法 (a hand card of the colours as a skill-less move)
        if sub == 0:
            if code == SKILL_STRATEGY_AS_MOVE:
                j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, 15, 8)
                g.stk[j, FR_A4] = 1 << CAT_STRATEGY
            else:
                j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_SKILL_CARD, g.sk_param[p, k, 0], 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        o = 0 if code == SKILL_STRATEGY_AS_MOVE else 1  # where colour, power, range start
        v = make_virtual(
            g,
            CAT_MOVE,
            tb.card_face[r],
            g.sk_param[p, k, o],
            g.sk_param[p, k, o + 1],
            g.sk_param[p, k, o + 2],
            EFFECT_NONE,
            r,
            -1,
        )
        log(g, EV_CONVERT, p, v, -1, 1, 0)
        ret(g, v)
        return False
    return True


# ---- active skills -----------------------------------------------------------------------------
@njit_cached
def expansion_skill_makes_card(code):
    """Active skills of this block that hand a (virtual) card to the decision they were used in."""
    return (
        code == SKILL_STRATEGY_AS_MOVE
        or code == SKILL_HP_GATED_SKILL
        or code == SKILL_TWO_CARDS_AS_MOVE
        or code == SKILL_FREE_VIRTUAL_MOVE
        or code == SKILL_ANY_STRATEGY_LIGHT
        or code == SKILL_HEAL_BY_HERO_COLOUR
        or code == SKILL_MEDICINE_AS_MOVE
    )


@njit_cached
def strategy_colours(g, tb, cfg, p, k):
    """智计百出: bitmask of the skill's colours (params 0) of p's hand cards for which some
    strategy face of the game could be used now in that colour."""
    dist = distances_from(g, tb, cfg, p)
    m = 0
    for j in range(g.hand_n[p]):
        col = colour_of(g, tb, g.hand[p, j], p)
        if (g.sk_param[p, k, 0] & (1 << col)) == 0 or (m & (1 << col)) != 0:
            continue
        seen = np.zeros(MAX_FACES, np.bool_)
        for c in range(tb.n_cards):
            f = tb.card_face[c]
            if seen[f] or tb.face_category[f] != CAT_STRATEGY:
                continue
            seen[f] = True
            if face_usable(g, tb, cfg, p, f, col, dist):
                m |= 1 << col
                break
    return m


@njit_cached
def usable_colours(g, tb, cfg, p, face, power, rng):
    """Bitmask of the colours in which a skill-less virtual move (``face`` shown, ``power``,
    ``rng``) could attack now."""
    dist = distances_from(g, tb, cfg, p)
    m = 0
    for col in range(4):
        if virtual_move_usable(g, tb, cfg, p, face, col, power, rng, dist):
            m |= 1 << col
    return m


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.clash import (
    counters,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.skill_firing import (
    hero_has_colour_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    face_usable,
    poisoned,
    skill_counters,
    skill_slot,
    virtual_move_usable,
)
from qxs_env.rulesets.qxs.skills import draw_on_poisoned as draw_on_poisoned_skill
from qxs_env.rulesets.qxs.skills import jianmo as jianmo_skill
from qxs_env.rulesets.qxs.skills import no_counters as no_counters_skill
from qxs_env.rulesets.qxs.skills import tie_break_low_hp as tie_break_low_hp_skill
from qxs_env.rulesets.qxs.tables import (
    F_REATTACK_ASKED,
)
