"""Resolving a decision: the chosen action of the top frame is checked against the mask and written
into the frame for its procedure to read (``resolve_decision``).
"""

from __future__ import annotations

from qxs_env.engine.cards import (
    a_judge,
    a_pass,
    a_pick,
    a_seat,
    a_skill,
    a_yes,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_OP,
    FR_P,
    FR_Q,
    FR_ST,
    Z_PROC,
)
from qxs_env.engine.stack import (
    log,
    ret,
    rnd,
)
from qxs_env.engine.zones import (
    stored_card_of_type,
)
from qxs_env.rulesets.qxs.card_model import (
    a_colour,
    card_type,
    type_face,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_FIX_DISTANCE,
    EFFECT_YITIANJIAN,
)
from qxs_env.rulesets.qxs.layout import (
    CF_FREE,
    CF_LOOKED,
    CF_REVEALED,
    CF_REVEALED_NOW,
    DEC_COLOUR,
    DEC_CONFIRM,
    DEC_HAND,
    DEC_HERO,
    DEC_PICK,
    DEC_PLAY,
    DEC_RESPOND,
    DEC_SKILL,
    DEC_TARGET,
    EV_PASS,
    EV_USE,
    HERO_SKILLS,
    OP_CONVERT,
    OP_HELP,
    PUR_ARRANGE,
    PUR_CONVERT,
    PUR_NAME_FACE,
    PUR_STORED,
)


@njit_cached
def resolve_decision(g, tb, cfg, a):
    """Apply legal action a to the decision on top of the stack: translate it into a card or a
    seat, hand the result to the parent frame and pop. Cards chosen from hand are put on the
    table (processing) here; the parent decides where they go next."""
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    PASS = a_pass(tb)
    sb = a_skill(tb)
    if op == DEC_HERO:  # the draft: the hero at offer position a - a_pick
        ret(g, g.offer[p, a - a_pick(tb)])
        return
    if op == DEC_SKILL:  # the skill to resolve first among several (pass: none of them)
        ret(g, -1 if a == PASS else a - sb - 4)
        return
    yitian = special_card(g, tb, EFFECT_YITIANJIAN)
    # 倚天剑 (the card, or 灭绝师太's hero skill that works as it): allies asked instead
    if op == DEC_RESPOND and a == a_yes(tb) and (yitian >= 0 or ally_may_answer(g, p)):
        g.stk[i, FR_OP] = OP_HELP
        g.stk[i, FR_ST] = 0
        g.stk[i, FR_A3] = 1
        if not ally_plays_move_skill.announce(g, p):
            log(g, EV_USE, p, yitian, -1, -1, 0)
        return
    if sb + 4 <= a < sb + 4 + HERO_SKILLS:  # a hero's active skill
        use_active_skill(g, tb, cfg, a - sb - 4)
        return
    if sb <= a < sb + 4:
        # an equipment skill: this frame becomes the conversion, which will hand the parent
        # the virtual card as if it had been chosen from hand
        src = g.equip[p, a - sb]
        if tb.face_effect[tb.card_face[src]] == EFFECT_FIX_DISTANCE:  # 神行百变
            fix_distance_card.start_skill(g, i, src)
            return
        g.stk[i, FR_A4] = g.stk[i, FR_A0]  # the card being answered (斗转星移 copies it)
        g.stk[i, FR_OP] = OP_CONVERT
        g.stk[i, FR_ST] = 0
        g.stk[i, FR_A0] = src
        g.stk[i, FR_A1] = PUR_CONVERT
        g.stk[i, FR_A2] = -1
        g.stk[i, FR_A3] = -1
        return
    if op == DEC_COLOUR:
        ret(g, a - a_colour(tb))
        return
    if a == PASS and (op == DEC_TARGET or op == DEC_PICK):  # an optional choice declined
        log(g, EV_PASS, p, op, 0, 0, 0)
        ret(g, -1)
        return
    if op == DEC_TARGET:
        ret(g, (p + (a - a_seat(tb))) % cfg[C_PLAYERS])
    elif op == DEC_HAND and g.stk[i, FR_A1] == PUR_ARRANGE:  # 通天: a looked-at card
        for c in range(tb.n_cards):
            if g.zone[c] == Z_PROC and (g.cflag[c] & CF_LOOKED) != 0 and card_type(tb, c) == a:
                ret(g, c)
                return
        raise RuntimeError("qxs engine: no looked-at card of the chosen type")
    elif op == DEC_HAND and g.stk[i, FR_A1] == PUR_NAME_FACE:  # a face named (card-type action)
        ret(g, type_face(a))
    elif op == DEC_CONFIRM:
        ret(g, 1 if a == a_yes(tb) else 0)
    elif op == DEC_PICK:
        base = a_pick(tb)
        jb = a_judge(tb)
        if a == base:
            c = g.hand[q, rnd(g, g.hand_n[q])]
        elif a < jb:
            c = g.equip[q, a - base - 1]
        else:
            c = g.judge[q, a - jb]
        ret(g, c)
    else:
        if a == PASS:
            if op != DEC_PLAY:
                log(g, EV_PASS, p, op, 0, 0, 0)
            ret(g, -1)
        else:
            if op == DEC_HAND and g.stk[i, FR_A1] == PUR_STORED:  # one of one's stored cards
                c = stored_card_of_type(g, tb, p, a)
                to_proc(g, c)
                ret(g, c)
                return
            if (op == DEC_PLAY or op == DEC_RESPOND) and g.hero[p] >= 0:
                x = stored_move_of_type(g, tb, p, a)
                if x >= 0:  # 狂风快刀: a type also set aside is taken from there, free
                    to_proc(g, x)
                    g.cflag[x] = g.cflag[x] | CF_FREE
                    sync_stored(g, p)
                    ret(g, x)
                    return
            c = hand_card_of_type(g, tb, p, a)
            if op == DEC_PLAY or (op == DEC_RESPOND and (g.cflag[c] & CF_REVEALED) == 0):
                # 蛤蟆功: of two cards of one type, play the one usable now and answer with the
                # charged one
                for k in range(g.hand_n[p]):
                    x = g.hand[p, k]
                    if card_type(tb, x) != a or x == c:
                        continue
                    if op == DEC_PLAY and (g.cflag[c] & CF_REVEALED_NOW) != 0:
                        c = x
                    elif op != DEC_PLAY and (g.cflag[x] & CF_REVEALED) != 0:
                        c = x
            to_proc(g, c)
            ret(g, c)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    to_proc,
)
from qxs_env.rulesets.qxs.cards import fix_distance as fix_distance_card
from qxs_env.rulesets.qxs.hero_rules import (
    sync_stored,
)
from qxs_env.rulesets.qxs.mask import (
    hand_card_of_type,
    special_card,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    ally_may_answer,
)
from qxs_env.rulesets.qxs.skill_ops import (
    use_active_skill,
)
from qxs_env.rulesets.qxs.skill_queries import (
    stored_move_of_type,
)
from qxs_env.rulesets.qxs.skills import ally_plays_move as ally_plays_move_skill
