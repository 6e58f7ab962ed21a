"""Steps that several hero skills share: attacks after a death, arranging the top cards, choosing
several targets, page boys.
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    in_proc,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A4,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    MAX_CARDS,
    V_CAT,
    V_EFFECT,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
    stored_count,
    top_card,
)
from qxs_env.rulesets.qxs.card_model import (
    V_COLOUR,
    V_POWER,
    make_cardless_virtual,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_NONE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_FLIP_MULTI_TARGET,
)
from qxs_env.rulesets.qxs.layout import (
    C_HAND_START,
    CF_LOOKED,
    DEC_CONFIRM,
    DEC_HAND,
    DEC_TARGET,
    EV_JUDGE,
    EV_USE,
    FR_SKILL,
    OP_ATTACK,
    OP_USE,
    PUR_ARRANGE,
    PUR_SKILL_CARD,
    PUR_SKILL_TARGET,
    PUR_STORED,
    SKT_ATTACK,
    SKT_PASS,
    TP_CARD_PLAYED,
    TP_CARD_USED,
    TP_GAME_START,
    TP_JUDGEMENT,
)


@njit_cached
def fired_card(g, point, p, ctx):
    """The card p just used (TP_CARD_USED, ctx an OP_USE frame, or the OP_ATTACK frame of a
    follow-up attack: its new move) or played in answer (TP_CARD_PLAYED: an attack's defence,
    an answer to a mass card or to an equipment's demand); -1 when there is none."""
    if ctx < 0:
        return -1
    if point == TP_CARD_PLAYED:
        if g.stk[ctx, FR_OP] == OP_ATTACK:
            return g.stk[ctx, FR_A1]
        return g.stk[ctx, FR_R]
    if point == TP_CARD_USED and g.stk[ctx, FR_OP] == OP_USE:
        if g.stk[ctx, FR_P] != p:  # 暗器: its target attacks with a move of its own
            return g.stk[ctx, FR_R]
        return g.stk[ctx, FR_A0]
    if point == TP_CARD_USED and g.stk[ctx, FR_OP] == OP_ATTACK:  # a follow-up attack
        return g.stk[ctx, FR_A0]
    return -1


@njit_inlined
def death_attacks_step(g, tb, cfg, i, p, k, sub, ctx, r):
    """亢龙有悔, one step (skill_step). Stages 0-7 while p is dying and its rescue failed: name up
    to ``targets`` characters one by one (pass: no more), kept as a seat bitmask in the dying
    frame's FR_A2 (ctx). Stage 8 (pushed by skill_death_attacks once p is dead, the characters
    still to attack in A4 >> 4): attack the next one in turn order from p with a card-less
    virtual move (A0 holds it while its attack resolves), which is used (TP_CARD_USED with the
    attack frame as context, as a follow-up attack's move)."""
    st = sub & 15
    if st < 8:
        g.sk_tok[p, k] = 1  # used (a second dying window of the same death asks nothing)
        named = g.stk[ctx, FR_A2]
        if st > 0:
            if r < 0:
                return True
            named |= 1 << r
            g.stk[ctx, FR_A2] = named
        if st >= g.sk_param[p, k, 0]:
            return True
        j = push(g, DEC_TARGET, p, -1, -1, PUR_SKILL_TARGET, 99, SKT_PASS | SKT_ATTACK)
        g.stk[j, FR_A4] = named
        g.stk[j, FR_SKILL] = k + 1
        return False
    v = g.stk[i, FR_A0]
    if v >= MAX_CARDS:  # the last attack's move leaves the table
        to_discard(g, v)
        g.stk[i, FR_A0] = 0
    left = sub >> 4
    n = cfg[C_PLAYERS]
    for off in range(1, n):
        t = (p + off) % n
        if ((left >> t) & 1) == 0:
            continue
        left &= ~(1 << t)
        if not g.alive[t]:
            continue
        v = make_cardless_virtual(g, tb, g.sk_param[p, k, 3])
        row = g.vcard[v - MAX_CARDS]
        row[V_CAT] = CAT_MOVE
        row[V_COLOUR] = g.sk_param[p, k, 1]
        row[V_POWER] = g.sk_param[p, k, 2]
        row[V_EFFECT] = EFFECT_NONE
        g.stk[i, FR_A0] = v
        g.stk[i, FR_A4] = 8 + 16 * left
        log(g, EV_USE, p, v, t, -1, 0)
        j = push(g, OP_ATTACK, p, t, v, -1, 0, 0)
        # the card-less move is used too (rulings.md)
        framework.fire(g, tb, cfg, TP_CARD_USED, t, p, j)
        return False
    return True


@njit_inlined
def arrange_top_step(g, tb, cfg, i, p, k, sub, r):
    """通天, one step (skill_step). Stage 0: take N top cards of the draw pile (N = living
    players clamped to the skill's min..max), marked CF_LOOKED, on the table where only p sees
    them (through its decisions). Then, until none is left: stage 1 p chooses the next card
    (DEC_HAND, purpose PUR_ARRANGE; its types are the mask), stage 2 top (yes) or bottom
    (pass) for it (DEC_CONFIRM showing the card). A card put on top goes above those put there
    before (the last one put on top is drawn first); one put at the bottom goes below those
    already there. A4 = stage + 16 * (1 + the card being placed)."""
    st = sub & 15
    if st == 0:
        living = 0
        for x in range(cfg[C_PLAYERS]):
            if g.alive[x]:
                living += 1
        nlook = min(max(living, g.sk_param[p, k, 0]), g.sk_param[p, k, 1])
        for _ in range(nlook):
            c = top_card(g)  # (reshuffles when the pile runs out)
            if c < 0:
                break
            g.cflag[c] = g.cflag[c] | CF_LOOKED
    elif st == 1:  # the card chosen: top or bottom?
        g.stk[i, FR_A4] = 2 + 16 * (r + 1)
        j = push(g, DEC_CONFIRM, p, -1, r, PUR_ARRANGE, 0, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    else:
        c = (sub >> 4) - 1
        g.cflag[c] = g.cflag[c] & ~CF_LOOKED
        if r == 1:
            to_draw_top(g, c)
        else:
            to_draw_bottom(g, c)
    for c in range(tb.n_cards):
        if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0:
            g.stk[i, FR_A4] = 1
            j = push(g, DEC_HAND, p, -1, -1, PUR_ARRANGE, 0, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
    return True


@njit_cached
def multi_target_step(g, tb, cfg, i, p, c, r, first):
    """一剑化三清 in OP_USE frame i (move c, targets so far in the bitmask FR_A4). Stage 30: add
    target r (-1: no more) and ask for another while fewer than the skill's ``targets`` are
    chosen and one can be (DEC_TARGET, purpose PUR_SKILL_TARGET, pass: no more); stage 31:
    attack them one by one in turn order from p, the move kept on the table until the last."""
    n = cfg[C_PLAYERS]
    k = skill_slot(g, p, SKILL_FLIP_MULTI_TARGET)
    if g.stk[i, FR_ST] == 30:
        chosen = g.stk[i, FR_A4]
        more = first or r >= 0  # (first: the attack's own target only, so far)
        if r >= 0:
            chosen |= 1 << r
            g.stk[i, FR_A4] = chosen
        g.stk[i, FR_R] = -1
        cnt = 0
        for x in range(n):
            if (chosen >> x) & 1:
                cnt += 1
        if more and k >= 0 and cnt < g.sk_param[p, k, 0]:
            dist = distances_from(g, tb, cfg, p)
            ex = chosen | (1 << p)
            for x in range(n):
                if not valid_target(g, tb, cfg, p, c, x, dist):
                    ex |= 1 << x
            if (~ex & ((1 << n) - 1)) != 0:
                j = push(g, DEC_TARGET, p, -1, c, PUR_SKILL_TARGET, 99, SKT_PASS)
                g.stk[j, FR_A4] = ex
                g.stk[j, FR_SKILL] = k + 1
                return
        g.stk[i, FR_ST] = 31
    left = g.stk[i, FR_A4]
    for off in range(n):
        x = (p + off) % n
        if ((left >> x) & 1) == 0:
            continue
        left &= ~(1 << x)
        if not g.alive[x] or not g.alive[p] or not in_proc(g, c):
            continue
        g.stk[i, FR_A4] = left
        others = False
        for y in range(n):
            if ((left >> y) & 1) != 0 and g.alive[y]:
                others = True
        log(g, EV_USE, p, c, x, -1, 0)
        push(g, OP_ATTACK, p, x, c, -1, 0, F_KEEP_CARD if others else 0)
        framework.fire(g, tb, cfg, TP_CARD_USED, x, p, i)
        return
    if in_proc(g, c):
        to_discard(g, c)
    pop(g)


@njit_inlined
def page_boys_step(g, tb, cfg, i, p, k, sub, r):
    """六合童子 (params draw, keep), one step of OP_SKILL frame i; True when done.

    At TP_GAME_START (locked): he takes cards until he has had ``draw`` in all (the starting
    hand counts), then sets ``keep`` of his hand aside one by one (DEC_HAND). At TP_JUDGEMENT
    (optional, any judgement): one of his page boys (DEC_HAND, purpose PUR_STORED) becomes the
    judgement card; the revealed card is discarded. Active, in his own turn: a hand card is set
    aside (A0 keeps it) and a page boy of his choice goes to his hand in its place."""
    point = g.stk[i, FR_A2]
    if point == TP_GAME_START:
        if sub == 0:
            extra = g.sk_param[p, k, 0] - cfg[C_HAND_START]
            if extra > 0:
                draw_cards(g, p, extra)
        else:
            to_store(g, r, p, 0)
        sync_stored(g, p)
        if stored_count(g, p) < g.sk_param[p, k, 1] and g.hand_n[p] > 0:
            j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        return True
    if point == TP_JUDGEMENT:
        ctx = g.stk[i, FR_A1]
        if sub == 0:
            j = push(g, DEC_HAND, p, g.stk[i, FR_Q], -1, PUR_STORED, 15, 0)
            g.stk[j, FR_SKILL] = k + 1
            return False
        to_discard(g, g.stk[ctx, FR_A1])  # the revealed card goes, the page boy judges
        g.stk[ctx, FR_A1] = r
        log(g, EV_JUDGE, g.stk[ctx, FR_P], r, tb.card_suit[r], g.stk[ctx, FR_A0], 0)
        sync_stored(g, p)
        return True
    # active: swap one hand card with one page boy
    if sub == 0:
        j = push(g, DEC_HAND, p, -1, -1, PUR_SKILL_CARD, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    if sub == 1:
        g.stk[i, FR_A0] = r  # the hand card, on the table until the swap
        j = push(g, DEC_HAND, p, -1, -1, PUR_STORED, 15, 0)
        g.stk[j, FR_SKILL] = k + 1
        return False
    to_hand(g, r, p)
    to_store(g, g.stk[i, FR_A0], p, 0)
    return True


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
    to_draw_bottom,
    to_draw_top,
    to_hand,
    to_store,
)
from qxs_env.rulesets.qxs.geometry import (
    distances_from,
)
from qxs_env.rulesets.qxs.hero_rules import (
    sync_stored,
)
from qxs_env.rulesets.qxs.legality import (
    valid_target,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_slot,
)
from qxs_env.rulesets.qxs.tables import (
    F_KEEP_CARD,
)
