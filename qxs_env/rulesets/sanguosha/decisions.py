"""三国杀's decisions and its own procedures, as the driver loop's hooks (``engine/driver.py``):
the legal actions of each decision (``decision_mask``), taking one (``decision_resolved``), and
the stages of the play phase, the discard phase, a card's effect and a weapon's power
(``procedure_step``), and a 青龍偃月刀 follow-up used between steps (``between_steps``).

Decisions (the frame's fields; action ids: :mod:`.tables`):

- ``DEC_PLAY`` (``FR_P`` the current seat, S-TURN-4): a card of its hand that it may use now
  (the card modules' ``usable``), or pass to end the play phase. A chosen card leaves the hand
  for the table; an aimed card then asks ``DEC_TARGET``, equipment is used on its user, any
  other card on its fixed targets.
- ``DEC_TARGET`` (``FR_A0`` the card, ``FR_A1`` its face): a seat (the seat block, relative to
  the actor) the card may be aimed at; the card is then used (``OP_USE_CARD``), unless its
  user's weapon lets it take more targets (方天畫戟: ``DEC_MORE_TARGETS`` first), or, for a card
  that names a sub-target, ``DEC_VICTIM`` asks for it.
- ``DEC_MORE_TARGETS`` (``FR_A0`` the 殺, ``FR_A1`` its open use record, ``FR_A2`` how many more
  at most): one more seat it may be aimed at (not a target yet), or pass; then the targets are
  put in turn order from the user and the card is used.
- ``DEC_WEAPON`` (``FR_A0`` a weapon, ``FR_A1`` the weapon's own question, ``FR_Q`` the other
  seat): what the weapon module's ``power_mask`` allows (yes, cards, picks, pass); the action
  (-1 for pass) is the result of its ``OP_WEAPON`` frame, whose stages are the module's
  ``power_step``.
- ``DEC_DISCARD`` (S-TURN-5): any card of the hand.
- ``DEC_PICK`` (``FR_Q`` the seat whose card is taken, ``FR_A1`` the face of the card taking
  it): a hidden hand card, an equipped card or a card of the judgement area.
- ``DEC_VICTIM`` (``FR_Q`` the target of the card ``FR_A0``, face ``FR_A1``: 借刀殺人): a seat
  the card may name as the target's sub-target (the seat block, relative to the actor, the
  actor itself included); the card is then used.
- ``DEC_BORROWED_SHA`` (``FR_Q`` the victim of 借刀殺人 ``FR_A0``, ``FR_A1`` its user): a 殺
  of the hand to use on the victim (while it is in range), or pass.
- the framework's ``DEC_SHOWN`` (``FR_Q`` the user of 五穀豐登, ``FR_A0`` the card): one of the
  cards shown (the shown block: the k-th still shown); its position goes to the parent.
- ``DEC_ARMOUR`` (``FR_A0`` the 八卦陣, ``FR_Q`` the seat asking for a 閃): yes (judge) or pass.
- ``DEC_HERO`` (the draft, :mod:`.draft`): the k-th hero offered to ``FR_P`` (the shown block).
- the framework's answers: ``DEC_REQUEST`` (a card of what ``FR_A0`` asks: 閃 or 殺), ``DEC_CANCEL``
  (a 無懈可擊), ``DEC_RESCUE`` (a 桃), or pass.
"""

from __future__ import annotations

from qxs_env.engine.cards import a_pass, a_seat, a_shown, a_yes
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_CANCEL,
    DEC_GIVE_TO,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SHOWN,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_OP,
    FR_P,
    FR_Q,
    FR_ST,
    OP_JUDGE_PHASE,
    OP_PLAY_PHASE,
    Z_HAND,
)
from qxs_env.engine.masks import allow, allow_matching_hand, clear_mask, hand_card_for_action
from qxs_env.engine.shown import allow_shown
from qxs_env.engine.stack import log, pop, push, ret
from qxs_env.engine.use import add_target, open_use, push_use

from .answers import allow_equipped_answers, equipped_answer, request_pattern, rescue_pattern
from .card_steps import allow_picks, picked_card
from .cards import bagua, qinglong, sha, zhangba
from .cards.dispatch import (
    card_add_targets,
    card_aimed,
    card_picked,
    card_step,
    card_sub_aimed,
    card_usable,
    card_valid_sub_target,
    card_valid_target,
    weapon_power_mask,
    weapon_power_step,
)
from .hero_decisions import hero_mask, hero_resolved
from .judge_phase import judge_phase_step
from .layout import (
    ANSWER_RESCUE,
    ASK_SHA,
    DEC_ARMOUR,
    DEC_BORROWED_SHA,
    DEC_DISCARD,
    DEC_HERO,
    DEC_MORE_TARGETS,
    DEC_PICK,
    DEC_PLAY,
    DEC_SKILL_YES,
    DEC_SUIT,
    DEC_TARGET,
    DEC_VICTIM,
    DEC_WEAPON,
    EFFECT_JIEDAO,
    EFFECT_SHA,
    EV_DISCARD,
    EV_TARGET,
    EV_VICTIM,
    F_SHA,
    OP_BAGUA,
    OP_DISCARD_PHASE,
    OP_DRAFT,
    OP_EFFECT,
    OP_SKILL,
    OP_WEAPON,
    OP_ZHANGBA,
    SLOT_WEAPON,
)
from .moves import discard_from_hand, put_on_table, take_from_hand
from .skill_steps import allow_buttons, announce, is_button, press_button, skill_procedure
from .skills.dispatch import skills_untargetable
from .tables import WUXIE_PATTERN


@njit_inlined
def between_steps(g, tb, cfg):
    """The skills' scan of what happened during the last step (a hand emptied: 連營); a
    青龍偃月刀 follow-up 殺 waiting for the dodged 殺 to be over is used (S-CARD-QINGLONG)."""
    return announce(g, tb, cfg) or qinglong.follow_up(g, tb, cfg)


@njit_inlined
def shielded(g, tb, cfg, t, e):
    """Does a skill of seat ``t`` forbid aiming a card of effect ``e`` at it (空城, 謙遜)?"""
    return g.skills[t] != 0 and skills_untargetable(g, tb, cfg, t, e)


@njit_inlined
def may_aim(g, tb, cfg, p, c, t, e):
    """May seat ``p`` aim its card ``c`` (effect ``e``) at seat ``t``: the card's rule, and no
    skill of ``t`` forbids it (空城, 謙遜)?"""
    if not card_valid_target(g, tb, cfg, p, c, t, e):
        return False
    return not shielded(g, tb, cfg, t, e)


@njit_inlined
def may_add_target(g, tb, cfg, p, c, u, t):
    """May seat ``p`` aim its 殺 ``c`` (use ``u``) at seat ``t`` as one more target (方天畫戟):
    the 殺's rule, and no skill of ``t`` forbids it (空城)?"""
    if not sha.may_add_target(g, tb, cfg, p, c, u, t):
        return False
    return not shielded(g, tb, cfg, t, EFFECT_SHA)


@njit_inlined
def another_target(g, tb, cfg, p, c, u):
    """Is there a seat :func:`may_add_target` allows?"""
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if may_add_target(g, tb, cfg, p, c, u, (p + k) % n):
            return True
    return False


@njit_inlined
def playable(g, tb, cfg, p, e):
    """May seat ``p`` use a card of effect ``e`` now: the card's rule, and an aimed card has a
    seat no skill shields."""
    if not card_usable(g, tb, cfg, p, e):
        return False
    if not card_aimed(e) or not any_shielded(g, cfg):
        return True
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if may_aim(g, tb, cfg, p, -1, (p + k) % n, e):
            return True
    return False


@njit_inlined
def any_shielded(g, cfg):
    """Has any living seat skills (else no skill can shield a target: the quick answer)?"""
    for q in range(cfg[C_PLAYERS]):
        if g.alive[q] and g.skills[q] != 0:
            return True
    return False


@njit_cached
def answer_pattern(g, tb, cfg, i, op):
    """The pattern an answering decision (frame ``i``) accepts (:mod:`.answers`)."""
    if op == DEC_CANCEL:
        return WUXIE_PATTERN
    if op == DEC_RESCUE:
        return rescue_pattern(g, tb, cfg, g.stk[i, FR_P])
    if op == DEC_REQUEST:
        return request_pattern(g, tb, cfg, g.stk[i, FR_P], g.stk[i, FR_A0])
    if op == DEC_BORROWED_SHA:  # a 殺 of the hand, or what a skill uses as one (武聖, 龍膽)
        return request_pattern(g, tb, cfg, g.stk[i, FR_P], ASK_SHA)
    raise RuntimeError("sanguosha engine: unknown decision")


@njit_cached
def decision_mask(g, tb, cfg):
    """The legal actions of the decision on top (``legal``, ``n_legal``, ``mask``): their
    number (the module docstring lists the decisions)."""
    i = g.sp - 1
    n = cfg[C_PLAYERS]
    clear_mask(g)
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    if op == DEC_PLAY:
        known = 0
        ok = 0
        for k in range(g.hand_n[p]):
            c = g.hand[p, k]
            f = int(tb.card_face[c])  # a plain int: an int8 shifted wraps without the JIT
            if (known >> f) & 1 == 0:
                known |= 1 << f
                if playable(g, tb, cfg, p, tb.face_effect[f]):
                    ok |= 1 << f
            if (ok >> f) & 1:
                allow(g, tb.card_action[c])
        allow_buttons(g, tb, cfg, p)
        w = sha.converting_weapon(g, tb, cfg, p)
        # 丈八蛇矛: its own action (S-CARD-ZHANGBA), while a 殺 has a seat no skill shields
        if w >= 0 and playable(g, tb, cfg, p, EFFECT_SHA):
            allow(g, tb.card_action[w])
        allow(g, a_pass(tb))
    elif op == DEC_TARGET:
        c = g.stk[i, FR_A0]
        e = tb.face_effect[g.stk[i, FR_A1]]
        for k in range(1, n):
            if may_aim(g, tb, cfg, p, c, (p + k) % n, e):
                allow(g, a_seat(tb) + k)
    elif op == DEC_DISCARD:
        for k in range(g.hand_n[p]):
            allow(g, tb.card_action[g.hand[p, k]])
    elif op == DEC_PICK:
        allow_picks(g, tb, g.stk[i, FR_Q])
    elif op == DEC_VICTIM:
        c = g.stk[i, FR_A0]
        e = tb.face_effect[g.stk[i, FR_A1]]
        t = g.stk[i, FR_Q]
        for k in range(n):
            if card_valid_sub_target(g, tb, cfg, p, c, t, (p + k) % n, e):
                allow(g, a_seat(tb) + k)
    elif op == DEC_SHOWN:
        allow_shown(g, tb)
    elif op == DEC_ARMOUR:
        allow(g, a_yes(tb))
        allow(g, a_pass(tb))
    elif op == DEC_HERO:
        for k in range(g.offer_n[p]):
            allow(g, a_shown(tb) + k)
    elif op >= DEC_SKILL_YES and op <= DEC_SUIT or op >= DEC_SHOWN and op <= DEC_GIVE_TO:
        hero_mask(g, tb, cfg, i, op)  # 制衡's and 丈八蛇矛's DEC_SELECT too (their purposes)
    elif op == DEC_BORROWED_SHA:  # a 殺 only while the victim is in range (it always is)
        if card_valid_sub_target(g, tb, cfg, g.stk[i, FR_A1], -1, p, g.stk[i, FR_Q], EFFECT_JIEDAO):
            allow_matching_hand(g, tb, p, answer_pattern(g, tb, cfg, i, op))
        allow(g, a_pass(tb))
    elif op == DEC_WEAPON:
        weapon_power_mask(g, tb, cfg, i, tb.face_effect[tb.card_face[g.stk[i, FR_A0]]])
    elif op == DEC_MORE_TARGETS:
        c = g.stk[i, FR_A0]
        for k in range(1, n):
            if may_add_target(g, tb, cfg, p, c, g.stk[i, FR_A1], (p + k) % n):
                allow(g, a_seat(tb) + k)
        allow(g, a_pass(tb))
    else:
        pattern = answer_pattern(g, tb, cfg, i, op)
        allow_matching_hand(g, tb, p, pattern)
        allow_equipped_answers(g, tb, cfg, p, answer_ask(g, i, op), pattern)
        if op == DEC_REQUEST and g.stk[i, FR_A0] == ASK_SHA:
            w = sha.converting_weapon(g, tb, cfg, p)
            if w >= 0:  # 丈八蛇矛 plays two cards as the 殺 asked for
                allow(g, tb.card_action[w])
        allow(g, a_pass(tb))
    return g.n_legal


@njit_cached
def hand_card(g, tb, p, a):
    """The card of seat ``p``'s hand that card action ``a`` names (RuntimeError: none)."""
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if tb.card_action[c] == a and g.zone[c] == Z_HAND:
            return c
    raise RuntimeError("sanguosha engine: the action names no card of the hand")


@njit_cached
def spear_action(g, tb, cfg, p):
    """The card action of the weapon with which seat ``p`` may make a 殺 of two cards now
    (丈八蛇矛; -1: none). Any other weapon's action names the card itself (武聖 may give an
    equipped red weapon as a 殺)."""
    w = sha.converting_weapon(g, tb, cfg, p)
    return -1 if w < 0 else tb.card_action[w]


@njit_cached
def answer_ask(g, i, op):
    """What the answering decision ``i`` asks, as the skills' answer patterns name it (a
    request's ``ASK_*``, ``ANSWER_RESCUE``; -1 for the others)."""
    if op == DEC_REQUEST:
        return g.stk[i, FR_A0]
    if op == DEC_RESCUE:
        return ANSWER_RESCUE
    return -1


@njit_cached
def decision_resolved(g, tb, cfg, a):
    """Take action ``a`` (legal: the entry points refuse any other) for the decision on top."""
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    if op == DEC_PLAY:
        pop(g)
        if a == a_pass(tb):
            g.stk[i - 1, FR_ST] = 1  # the play phase ends
            return
        if is_button(tb, a):
            press_button(g, tb, cfg, p, a)
            return
        w = g.equip[p, SLOT_WEAPON]
        if w >= 0 and a == tb.card_action[w]:  # 丈八蛇矛: two hand cards, then the target
            push(g, OP_ZHANGBA, p, -1, w, zhangba.TO_USE, 0, 0)
            return
        c = hand_card(g, tb, p, a)
        f = tb.card_face[c]
        g.jface[c] = 0  # used as printed (a conversion is a skill button)
        take_from_hand(g, p, c)
        put_on_table(g, c)
        if card_aimed(tb.face_effect[f]):
            push(g, DEC_TARGET, p, -1, c, f, 0, 0)
            return
        u = open_use(g, p, c)
        if tb.face_slot[f] >= 0:  # equipment: used on its user (S-DIST-4)
            add_target(g, u, p, -1)
        else:
            card_add_targets(g, tb, cfg, u, p, tb.face_effect[f])
        push_use(g, u)
    elif op == DEC_TARGET or op == DEC_VICTIM:
        s = (p + a - a_seat(tb)) % cfg[C_PLAYERS]  # the seat chosen
        c = g.stk[i, FR_A0]
        f = g.stk[i, FR_A1]
        t = g.stk[i, FR_Q]  # DEC_VICTIM: the card's target, s its sub-target
        pop(g)
        if op == DEC_VICTIM:
            log(g, EV_VICTIM, p, s, c, 0, 0)
        else:
            log(g, EV_TARGET, p, s, c, 0, 0)
            if card_sub_aimed(tb.face_effect[f]):
                push(g, DEC_VICTIM, p, s, c, f, 0, 0)
                return
            t, s = s, -1
        u = open_use(g, p, c)
        add_target(g, u, t, s)
        more = sha.extra_targets_allowed(g, tb, cfg, p, c) if f == F_SHA else 0
        if more > 0 and another_target(g, tb, cfg, p, c, u):
            push(g, DEC_MORE_TARGETS, p, -1, c, u, more, 0)  # 方天畫戟 (S-CARD-FANGTIAN)
        else:
            push_use(g, u)
    elif op == DEC_MORE_TARGETS:
        more_targets_resolved(g, tb, cfg, i, p, a)
    elif op == DEC_DISCARD:
        c = hand_card(g, tb, p, a)
        discard_from_hand(g, p, c)
        log(g, EV_DISCARD, p, c, 0, 0, 0)
        pop(g)
    elif op == DEC_PICK:
        t = g.stk[i, FR_Q]
        f = g.stk[i, FR_A1]
        c = picked_card(g, tb, t, a)
        pop(g)
        card_picked(g, tb, cfg, p, t, c, tb.face_effect[f])
    elif op == DEC_SHOWN:
        ret(g, a - a_shown(tb))
    elif op == DEC_ARMOUR:
        ret(g, 1 if a == a_yes(tb) else 0)
    elif op == DEC_HERO:
        ret(g, a - a_shown(tb))
    elif op >= DEC_SKILL_YES and op <= DEC_SUIT or op >= DEC_SHOWN and op <= DEC_GIVE_TO:
        hero_resolved(g, tb, cfg, i, op, a)
    elif op == DEC_WEAPON:
        ret(g, -1 if a == a_pass(tb) else a)  # the weapon's OP_WEAPON frame reads the action
    elif op == DEC_REQUEST and a == spear_action(g, tb, cfg, p):
        pop(g)  # 丈八蛇矛: the request gets the 殺 made of two hand cards
        push(g, OP_ZHANGBA, p, -1, g.equip[p, SLOT_WEAPON], zhangba.TO_ANSWER, 0, 0)
    elif a == a_pass(tb):
        ret(g, -1)
    else:
        pattern = answer_pattern(g, tb, cfg, i, op)
        c = hand_card_for_action(g, tb, p, a, pattern)
        if c < 0:  # an equipped card (武聖, 急救)
            c = equipped_answer(g, tb, cfg, p, answer_ask(g, i, op), pattern, a)
        if c < 0:
            raise RuntimeError("sanguosha engine: the answer names no matching card")
        if op == DEC_CANCEL or op == DEC_BORROWED_SHA:  # used (a 無懈可擊, 借刀殺人's 殺)
            take_from_hand(g, p, c)
            put_on_table(g, c)
        ret(g, c)


@njit_cached
def more_targets_resolved(g, tb, cfg, i, p, a):
    """``DEC_MORE_TARGETS`` (frame ``i``) answered with action ``a``: one more target for the
    殺, asked again while more are allowed and possible; on pass (or the last), the targets in
    turn order from the user and the use resolves."""
    c = g.stk[i, FR_A0]
    u = g.stk[i, FR_A1]
    if a != a_pass(tb):
        t = (p + a - a_seat(tb)) % cfg[C_PLAYERS]
        log(g, EV_TARGET, p, t, c, 0, 0)
        add_target(g, u, t, -1)
        g.stk[i, FR_A2] -= 1
        if g.stk[i, FR_A2] > 0 and another_target(g, tb, cfg, p, c, u):
            return
    pop(g)
    sha.targets_in_turn_order(g, cfg, u)
    push_use(g, u)


@njit_cached
def procedure_step(g, tb, cfg, i, op):
    """One stage of 三国杀's own procedure ``op`` (frame ``i``)."""
    p = g.stk[i, FR_P]
    if op == OP_PLAY_PHASE:
        if g.stk[i, FR_ST] == 1 or not g.alive[p]:
            pop(g)
        else:
            push(g, DEC_PLAY, p, -1, 0, 0, 0, 0)
    elif op == OP_DISCARD_PHASE:
        if not g.alive[p] or g.hand_n[p] <= max(g.hp[p], 0):
            pop(g)
        else:
            push(g, DEC_DISCARD, p, -1, 0, 0, 0, 0)
    elif op == OP_BAGUA:
        bagua.judge_step(g, tb, cfg, i)
    elif op == OP_JUDGE_PHASE:
        judge_phase_step(g, tb, cfg, i)
    elif op == OP_ZHANGBA:
        zhangba.convert_step(g, tb, cfg, i)
    elif op == OP_WEAPON:
        e = tb.face_effect[tb.card_face[g.stk[i, FR_A0]]]
        weapon_power_step(g, tb, cfg, i, g.stk[i, FR_ST], e)
    elif op == OP_EFFECT:
        card_step(g, tb, cfg, i, g.stk[i, FR_ST], tb.face_effect[g.stk[i, FR_A1]])
    elif op == OP_DRAFT:
        framework.op_draft(g, tb, cfg, i)
    elif op == OP_SKILL:
        skill_procedure(g, tb, cfg, i)
    else:
        raise RuntimeError("sanguosha engine: unknown procedure")


# The rule modules import the bound copies last (numba reads them when it compiles).
from . import framework  # noqa: E402
