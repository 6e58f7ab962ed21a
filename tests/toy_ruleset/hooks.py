"""The toy game's rules as the framework's hooks: what its turns, judgements, cancel windows,
damage, dying windows and card requests do (``qxs_env.engine.{turn,judgement,cancel,damage,
dying,request}``), its decisions (the driver's ``decision_mask``, ``decision_resolved``) and its
own procedures (``procedure_step``: the play and discard phases, a used card, the leader's
armour). :mod:`.rules` binds the framework's procedures to these (``hooks.bind``).

A used card goes through the framework's card use (``engine/use.py``: the card on the table,
its one target, a cancel window per target for a strategy card, the effect, the card to the
discard pile). Its effect on the target (``OP_EFFECT``: ``FR_P`` the user, ``FR_Q`` the target,
``FR_A0`` the card, ``FR_A1`` its face): a strike asks its target for one dodge
(``OP_REQUEST``) and deals 1 damage (``OP_DAMAGE``) when none is given; a barrage aims at
every other living seat, in turn order from its user, and asks each for two dodges (a negate
cancels it for one target, negates chaining); an omen (negated the same way) judges
(``OP_JUDGEMENT``): a red card heals its user 1.
"""

from __future__ import annotations

from qxs_env.engine.cards import a_done, a_pass, a_place, a_seat, a_shown, c_suit
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_CANCEL,
    DEC_GIVE_TO,
    DEC_PLACE,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SELECT,
    DEC_SHOWN,
    FR_A0,
    FR_A1,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_ARRANGE,
    OP_DAMAGE,
    OP_GIVE,
    OP_JUDGEMENT,
    OP_PLAY_PHASE,
    OP_REQUEST,
    OP_SELECT,
    Z_PROC,
)
from qxs_env.engine.masks import allow, allow_matching_hand, clear_mask, hand_card_for_action
from qxs_env.engine.patterns import card_matches, hand_matching
from qxs_env.engine.request import push_request_decision
from qxs_env.engine.select import (
    clear_selection,
    resolve_give_to,
    resolve_select,
    select_done_allowed,
)
from qxs_env.engine.shown import allow_place, allow_shown, show_from_draw, take_shown
from qxs_env.engine.stack import log, pop, push, ret
from qxs_env.engine.use import add_target, open_use, push_use
from qxs_env.engine.zones import draw_cards

from .content import (
    ASK_DODGE,
    BARRAGE,
    C_MAX_TURNS,
    DEC_DISCARD,
    DEC_PLAY,
    DEC_TARGET,
    DODGE_REQUEST,
    DRAW_PER_TURN,
    EV_ANSWER,
    EV_CANCELLED,
    EV_DAMAGE,
    EV_DEATH,
    EV_DISCARD,
    EV_GIVEN,
    EV_JUDGE,
    EV_PLACED,
    EV_PLAY,
    EV_SHOWN,
    EV_TAKEN,
    EV_TARGET,
    EV_TRADED,
    EV_TURN,
    FORESIGHT,
    FORESIGHT_CARDS,
    GIFT,
    GIFT_MOST,
    HARVEST,
    HEAL,
    HEAL_PATTERN,
    LEADER,
    N_FACES,
    NEGATE_PATTERN,
    OMEN,
    OP_ARMOUR,
    OP_DISCARD_PHASE,
    OP_EFFECT,
    REBEL,
    RED_PATTERN,
    START_HP,
    STRATEGY,
    STRIKE,
    TRADE,
    TRADE_MOST,
    count_face,
    discard_card,
    discard_face,
    face_to_table,
    put_in_discard,
    to_hand,
)


# --- the end of the game -------------------------------------------------------------------------
@njit_cached
def check_end(g, cfg):
    """The game is won when the leader is dead (rebels) or every rebel is (leader and loyal)."""
    rebels = 0
    for p in range(cfg[C_PLAYERS]):
        if g.ident[p] == LEADER and not g.alive[p]:
            set_won(g, cfg, True)
            return
        if g.ident[p] == REBEL and g.alive[p]:
            rebels += 1
    if rebels == 0:
        set_won(g, cfg, False)


@njit_cached
def set_won(g, cfg, rebels_won):
    """End the game: each seat's result by its side (the rebels', or the leader's and loyal's)."""
    for p in range(cfg[C_PLAYERS]):
        g.won[p] = 1 if (g.ident[p] == REBEL) == rebels_won else 0
    g.done = True


@njit_cached
def die(g, tb, cfg, p, killer):
    """Seat ``p`` dies (``killer``: the seat that dealt the damage, -1 none): its identity is
    revealed, its hand discarded, the per-seat death fields set, and the end checked."""
    g.alive[p] = 0
    g.dying[p] = 0
    g.revealed[p] = 1
    g.deaths += 1
    g.killer[p] = killer
    g.death_turn[p] = g.turn
    g.death_order[p] = g.deaths
    log(g, EV_DEATH, p, g.ident[p], 0, 0, 0)
    while g.hand_n[p] > 0:
        discard_card(g, p, g.hand[p, 0])
    check_end(g, cfg)


# --- turn (engine/turn.py) -------------------------------------------------------------------
@njit_inlined
def turn_begins(g, tb, cfg, i, p):
    if cfg[C_MAX_TURNS] > 0 and g.turn >= cfg[C_MAX_TURNS]:
        g.truncated = True
        g.done = True
        return True
    g.turn += 1
    log(g, EV_TURN, p, 0, 0, 0, 0)
    return False


@njit_inlined
def turn_moment(g, tb, cfg, i, p, st):
    return False


@njit_inlined
def phase_lent(g, tb, cfg, i, p, ph):
    return False


@njit_inlined
def draw_phase(g, tb, cfg, i, p):
    draw_cards(g, p, DRAW_PER_TURN)


@njit_inlined
def discard_phase(g, tb, cfg, i, p):
    push(g, OP_DISCARD_PHASE, p, -1, 0, 0, 0, 0)


@njit_inlined
def turn_ends(g, tb, cfg, i, p):
    pass


# --- judgement (engine/judgement.py) ------------------------------------------------------------
@njit_inlined
def judgement_revealed(g, tb, cfg, i, c):
    if c >= 0:
        log(g, EV_JUDGE, g.stk[i, FR_P], c, c_suit(g, tb, c), 0, 0)


@njit_inlined
def judgement_settled(g, tb, cfg, i):
    pass


@njit_inlined
def judgement_finished(g, tb, cfg, i):
    c = g.stk[i, FR_A1]
    if c >= 0 and g.zone[c] == Z_PROC:
        put_in_discard(g, c)


@njit_inlined
def judgement_result(g, tb, cfg, i):
    return g.stk[i, FR_A1]


# --- cancel windows (engine/cancel.py): a negate cancels a strategy card ---------------------
@njit_inlined
def cancel_before_asking(g, tb, cfg, i):
    return False


@njit_inlined
def cancel_possible(g, tb, cfg, i, q):
    return hand_matching(g, tb, q, NEGATE_PATTERN) > 0


@njit_inlined
def cancel_answered(g, tb, cfg, i, q, r):
    log(g, EV_ANSWER, q, tb.card_face[r], 0, 0, 0)


@njit_inlined
def cancel_answer_done(g, tb, cfg, i, r):
    pass


# --- damage (engine/damage.py) -------------------------------------------------------------------
@njit_inlined
def damage_announced(g, tb, cfg, i):
    pass


@njit_inlined
def damage_prevented(g, tb, cfg, i, t, amt):
    return False


@njit_inlined
def damage_dealt(g, tb, cfg, i, src, t, amt):
    log(g, EV_DAMAGE, t, g.hp[t], amt, 0, 0)


@njit_inlined
def damage_unlinked(g, tb, cfg, q):
    pass


@njit_inlined
def damage_followed_up(g, tb, cfg, i):
    pass


# --- dying (engine/dying.py): a heal rescues ------------------------------------------------
@njit_inlined
def dying_entered(g, tb, cfg, i):
    pass


@njit_inlined
def rescue_closed(g, tb, cfg, i, st):
    return False


@njit_inlined
def rescue_possible(g, tb, cfg, i, q):
    return hand_matching(g, tb, q, HEAL_PATTERN) > 0


@njit_inlined
def rescue_applied(g, tb, cfg, i, q, r):
    discard_card(g, q, r)
    g.hp[g.stk[i, FR_P]] += 1
    log(g, EV_ANSWER, q, HEAL, 0, 0, 0)


@njit_inlined
def rescue_failed(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    killer = g.stk[i, FR_A0]
    pop(g)
    die(g, tb, cfg, p, killer)


@njit_inlined
def dying_late_stage(g, tb, cfg, i, st):
    raise RuntimeError("toy engine: the dying window has no stage past 3")


# --- card requests (engine/request.py): a dodge; the leader's armour stands in first ------------
@njit_inlined
def request_alternative(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    if g.ident[p] == LEADER and g.stk[i, FR_A0] == ASK_DODGE:
        push(g, OP_ARMOUR, p, -1, 0, 0, 0, 0)
        return True
    return False


@njit_inlined
def request_possible(g, tb, cfg, i, p):
    return hand_matching(g, tb, p, DODGE_REQUEST) > 0


@njit_inlined
def request_ask(g, tb, cfg, i, p):
    push_request_decision(g, i, p)


@njit_inlined
def request_answered(g, tb, cfg, i, p, r):
    discard_card(g, p, r)
    log(g, EV_ANSWER, p, tb.card_face[r], 0, 0, 0)


# --- shown cards (engine/shown.py): a foresight's cards put back -----------------------------
@njit_inlined
def arrange_placed(g, tb, cfg, i, c, bottom):
    log(g, EV_PLACED, g.stk[i, FR_P], bottom, 0, 0, 0)


# --- choosing and giving cards (engine/select.py) ----------------------------------------------
@njit_inlined
def card_given(g, tb, cfg, i, c, q):
    log(g, EV_GIVEN, g.stk[i, FR_P], q, 0, 0, 0)


@njit_cached
def first_of_action(g, tb, p, a):
    """The first card in seat ``p``'s hand that action ``a`` names; -1 none."""
    for k in range(g.hand_n[p]):
        if tb.card_action[g.hand[p, k]] == a:
            return g.hand[p, k]
    return -1


# --- card use (engine/use.py): one target; a strategy card has a cancel window ----------------
@njit_inlined
def use_declared(g, tb, cfg, i, u):
    if tb.card_face[g.use_card[u]] == HARVEST:  # one card per target, for all to see
        log(g, EV_SHOWN, show_from_draw(g, g.use_n[u], -1), 0, 0, 0, 0)


@njit_inlined
def use_moment(g, tb, cfg, i, u, st, k):
    return False


@njit_inlined
def use_cancel_kind(g, tb, cfg, i, u, k):
    return 0 if tb.face_category[tb.card_face[g.use_card[u]]] == STRATEGY else -1


@njit_inlined
def use_target_skipped(g, tb, cfg, i, u, k):
    t = g.use_target[u, k]
    return t < 0 or not g.alive[t]  # a dead target: no window, no effect


@njit_inlined
def use_effect(g, tb, cfg, i, u, k):
    c = g.use_card[u]
    push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], c, tb.card_face[c], 0, 0)


@njit_inlined
def use_finished(g, tb, cfg, i, u):
    c = g.use_card[u]
    if g.zone[c] == Z_PROC:
        put_in_discard(g, c)
    if tb.card_face[c] == HARVEST:  # the cards nobody took
        while g.shown_n > 0:
            put_in_discard(g, take_shown(g, 0))
    for k in range(g.use_n[u]):
        if g.use_nullified[u, k]:
            log(g, EV_CANCELLED, g.use_target[u, k], tb.card_face[c], 0, 0, 0)


# --- the driver (engine/driver.py) -------------------------------------------------------------
@njit_inlined
def between_steps(g, tb, cfg):
    return False


@njit_cached
def decision_mask(g, tb, cfg):
    """The legal actions of the decision on top (``legal``, ``n_legal``, ``mask``): their
    number."""
    i = g.sp - 1
    n = cfg[C_PLAYERS]
    clear_mask(g)
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    if op == DEC_PLAY:
        for f in (STRIKE, BARRAGE, OMEN, HARVEST, FORESIGHT):
            if count_face(g, tb, p, f) > 0:
                allow(g, f)
        for f in (TRADE, GIFT):  # with another card to trade or give
            if count_face(g, tb, p, f) > 0 and g.hand_n[p] > 1:
                allow(g, f)
        if count_face(g, tb, p, HEAL) > 0 and g.hp[p] < START_HP:
            allow(g, HEAL)
        allow(g, a_pass(tb))
    elif op == DEC_TARGET:
        for k in range(1, n):
            if g.alive[(p + k) % n]:
                allow(g, a_seat(tb) + k)
    elif op == DEC_DISCARD:
        for f in range(N_FACES):
            if count_face(g, tb, p, f) > 0:
                allow(g, f)
    elif op == DEC_SHOWN:
        allow_shown(g, tb)
    elif op == DEC_PLACE:
        allow_place(g, tb)
    elif op == DEC_SELECT:  # any hand card, for a trade or a gift
        for k in range(g.hand_n[p]):
            allow(g, tb.card_action[g.hand[p, k]])
        if select_done_allowed(g, i):
            allow(g, a_done(tb))
    elif op == DEC_GIVE_TO:  # any other living seat
        for k in range(1, n):
            if g.alive[(p + k) % n]:
                allow(g, a_seat(tb) + k)
    else:  # answers: a request, a cancel window, a rescue
        allow_matching_hand(g, tb, p, answer_pattern(op))
        allow(g, a_pass(tb))
    return g.n_legal


@njit_cached
def answer_pattern(op):
    """The pattern an answering decision accepts (a request asks only for dodges here)."""
    if op == DEC_CANCEL:
        return NEGATE_PATTERN
    if op == DEC_RESCUE:
        return HEAL_PATTERN
    if op == DEC_REQUEST:
        return DODGE_REQUEST
    raise RuntimeError("toy engine: unknown decision")


@njit_cached
def decision_resolved(g, tb, cfg, a):
    """Take action ``a`` (legal) for the decision on top."""
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    if op == DEC_PLAY:
        pop(g)
        if a == a_pass(tb):
            g.stk[i - 1, FR_ST] = 1  # the play phase ends
            return
        log(g, EV_PLAY, p, a, 0, 0, 0)
        if a == HEAL:
            discard_face(g, tb, p, a)
            g.hp[p] += 1
            return
        c = face_to_table(g, tb, p, a)
        if a == OMEN or a == FORESIGHT or a == TRADE or a == GIFT:
            use_on(g, p, c, p)
        elif a == BARRAGE or a == HARVEST:  # seats in turn order from the user (and it)
            u = open_use(g, p, c)
            n = cfg[C_PLAYERS]
            for k in range(0 if a == HARVEST else 1, n):
                if g.alive[(p + k) % n]:
                    add_target(g, u, (p + k) % n, -1)
            push_use(g, u)
        else:
            push(g, DEC_TARGET, p, -1, c, a, 0, 0)
    elif op == DEC_TARGET:
        q = (p + a - a_seat(tb)) % cfg[C_PLAYERS]
        c = g.stk[i, FR_A0]
        f = g.stk[i, FR_A1]
        pop(g)
        log(g, EV_TARGET, p, q, f, 0, 0)
        use_on(g, p, c, q)
    elif op == DEC_DISCARD:
        discard_face(g, tb, p, a)
        log(g, EV_DISCARD, p, a, 0, 0, 0)
        pop(g)
    elif op == DEC_SHOWN:
        ret(g, a - a_shown(tb))
    elif op == DEC_PLACE:
        ret(g, a - a_place(tb))
    elif op == DEC_SELECT:
        resolve_select(g, tb, a, first_of_action(g, tb, p, a))
    elif op == DEC_GIVE_TO:
        resolve_give_to(g, tb, cfg, a)
    elif a == a_pass(tb):
        ret(g, -1)
    else:
        c = hand_card_for_action(g, tb, p, a, answer_pattern(op))
        if op == DEC_CANCEL:  # a negate is spent at once; the window opens against it
            discard_card(g, p, c)
        ret(g, c)


@njit_cached
def procedure_step(g, tb, cfg, i, op):
    """One stage of the toy's own procedure ``op`` (frame ``i``)."""
    p = g.stk[i, FR_P]
    if op == OP_PLAY_PHASE:
        if g.stk[i, FR_ST] == 1 or not g.alive[p]:
            pop(g)
        else:
            push(g, DEC_PLAY, p, -1, 0, 0, 0, 0)
    elif op == OP_DISCARD_PHASE:
        if not g.alive[p] or g.hand_n[p] <= g.hp[p]:
            pop(g)
        else:
            push(g, DEC_DISCARD, p, -1, 0, 0, 0, 0)
    elif op == OP_EFFECT:
        effect_step(g, tb, cfg, i)
    elif op == OP_ARMOUR:
        if g.stk[i, FR_ST] == 0:
            g.stk[i, FR_ST] = 1
            push(g, OP_JUDGEMENT, p, -1, -1, -1, 0, 0)
        else:
            c = g.stk[i, FR_R]
            ret(g, 1 if c >= 0 and card_matches(g, tb, c, RED_PATTERN) else 0)
    else:
        raise RuntimeError("toy engine: unknown procedure")


@njit_cached
def use_on(g, p, c, t):
    """Seat ``p`` uses card ``c`` (on the table) on seat ``t``: a use record, then its frame."""
    u = open_use(g, p, c)
    add_target(g, u, t, -1)
    push_use(g, u)


@njit_cached
def effect_step(g, tb, cfg, i):
    """One stage of the effect of frame ``i`` (the module docstring says what each card does)."""
    p = g.stk[i, FR_P]
    q = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    f = g.stk[i, FR_A1]
    st = g.stk[i, FR_ST]
    if st == 0 and f == OMEN:
        g.stk[i, FR_ST] = 3
        push(g, OP_JUDGEMENT, p, -1, c, -1, 0, 0)
    elif st == 0 and f == HARVEST:  # the target takes a shown card
        g.stk[i, FR_ST] = 4
        push(g, DEC_SHOWN, q, p, c, 0, 0, 0)
    elif st == 0 and f == TRADE:
        g.stk[i, FR_ST] = 5
        push(g, OP_SELECT, p, -1, 1, TRADE_MOST, TRADE, 0)
    elif st == 0 and f == GIFT:
        g.stk[i, FR_ST] = 6
        push(g, OP_GIVE, p, -1, 0, GIFT_MOST, GIFT, 0)
    elif st == 0 and f == FORESIGHT:
        g.stk[i, FR_ST] = 2
        show_from_draw(g, FORESIGHT_CARDS, p)
        push(g, OP_ARRANGE, p, -1, 0, 0, 0, 0)
    elif st == 0:
        g.stk[i, FR_ST] = 1
        push(g, OP_REQUEST, q, p, ASK_DODGE, 2 if f == BARRAGE else 1, 0, c)
    elif st == 1:  # the dodges asked for came back
        if g.stk[i, FR_R] == 1 or not g.alive[q]:
            pop(g)
        else:
            g.stk[i, FR_ST] = 2
            push(g, OP_DAMAGE, p, q, 1, -1, c, 0)
    elif st == 2:
        pop(g)
    elif st == 5:  # the trade's cards were chosen: discarded, as many drawn
        n = g.sel_n
        for k in range(n):
            put_in_discard(g, g.sel[k])
        clear_selection(g)
        log(g, EV_TRADED, p, n, 0, 0, 0)
        draw_cards(g, p, n)
        pop(g)
    elif st == 6:  # the gift is over: two cards given heal the giver
        if g.stk[i, FR_R] >= GIFT_MOST and g.hp[p] < START_HP:
            g.hp[p] += 1
        pop(g)
    elif st == 4:
        taken = take_shown(g, g.stk[i, FR_R])
        to_hand(g, q, taken)
        log(g, EV_TAKEN, q, taken, 0, 0, 0)
        pop(g)
    else:  # the omen's judgement came back
        r = g.stk[i, FR_R]
        if r >= 0 and g.alive[p] and card_matches(g, tb, r, RED_PATTERN) and g.hp[p] < START_HP:
            g.hp[p] += 1
        pop(g)
