"""三国杀's rules as the hooks of the framework procedures it binds (:mod:`.framework`): turns
(``engine/turn.py``), distance and attack range (``engine/geometry.py``), damage, dying and
rescue, card requests, cancel windows, card use and the shown cards (``engine/shown.py``).
Each hook's contract is its declaration's docstring in the framework module; what 三国杀
answers is below, with the rule ids.

Also bound: the judgement (八卦陣 and the delayed tricks judge; the judgement phase that the
framework's turn pushes, ``OP_JUDGE_PHASE``, is 三国杀's procedure: :mod:`.judge_phase`), the
shown cards (五穀豐登; 觀星's arrangement: ``arrange_placed``) and the chosen and given cards
(丈八蛇矛, 制衡, 仁德, 遺計: ``card_given``). The heroes' skills hear the turn's moments,
damage, tricks used and the rescue through :func:`.skill_steps.scan` and the skills' queries
(``skills/dispatch.py``). A card in use counts as the face it is used as
(:func:`.moves.used_face`: 丈八蛇矛's virtual 殺, 武聖's red card as a 殺).
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import FR_A0, FR_A1, FR_A2, FR_A3, FR_P, FR_Q, MAX_CARDS, Z_JUDGE
from qxs_env.engine.patterns import hand_matching
from qxs_env.engine.request import push_request_decision
from qxs_env.engine.stack import log, pop, push
from qxs_env.engine.use import USE_DECLARED, USE_TARGET_CHOSEN, USE_TARGET_CONFIRMED

from .answers import equipped_answer, request_pattern, rescue_pattern
from .card_steps import equip_self
from .cards import bagua, renwang, sha, tao, taoyuan, wugu, wuxie
from .cards.dispatch import card_effect
from .death import die
from .delayed import is_delayed
from .layout import (
    ANSWER_RESCUE,
    ASK_SHA,
    ASK_SHAN,
    C_MAX_TURNS,
    CANCEL_TRICK,
    CAT_TRICK,
    DRAW_PER_TURN,
    EV_ARRANGED,
    EV_CANCELLED,
    EV_DAMAGE,
    EV_DRAWN_GAME,
    EV_DYING,
    EV_GIVEN,
    EV_JUDGE,
    EV_PLAYED,
    EV_TURN,
    EV_USE,
    EV_WUXIE,
    F_SHA,
    F_TAO,
    F_TAOYUAN,
    F_WUGU,
    OP_DISCARD_PHASE,
    PT_DAMAGED,
    PT_JUDGEMENT_SETTLED,
    PT_JUDGEMENT_SHOWN,
    PT_SHA_TARGETED,
    PT_TRICK_USED,
    PT_TURN_START,
    PURPOSE_RENDE,
    SLOT_MINUS,
    SLOT_PLUS,
    SLOT_WEAPON,
)
from .moves import discard_own, draw, table_to_discard, used_face
from .skill_steps import scan
from .skills import hujia, jijiang, jijiu, luoyi
from .skills.dispatch import (
    skills_attack_distance,
    skills_draw_bonus,
    skills_keep_hand,
    skills_rescue_bonus,
)


# --- turns (engine/turn.py): S-TURN ------------------------------------------------------------
@njit_inlined
def turn_begins(g, tb, cfg, i, p):
    """A turn past ``max_turns`` truncates the game (ruling S-OPEN-11); otherwise it is counted
    and the 殺 limit starts afresh (S-CARD-SHA-3)."""
    if cfg[C_MAX_TURNS] > 0 and g.turn >= cfg[C_MAX_TURNS]:
        g.truncated = True
        g.done = True
        return True
    g.turn += 1
    g.sha_used = 0
    g.sha_touched = 0
    g.luoyi = 0
    g.rende_n = 0
    g.draw_minus = 0
    g.skill_turn[:] = 0
    log(g, EV_TURN, p, g.turn, 0, 0, 0)
    return False


@njit_inlined
def turn_moment(g, tb, cfg, i, p, st):
    """The skills hear each moment of the turn (the trigger point of stage ``st``: 觀星, 裸衣
    and 突襲 before the draw, 閉月 after the discard phase); no card acts there."""
    return scan(g, tb, cfg, PT_TURN_START + st, p, -1, i) > 0


@njit_inlined
def phase_lent(g, tb, cfg, i, p, ph):
    return False


@njit_inlined
def draw_phase(g, tb, cfg, i, p):
    """Draw 2 (S-TURN-3), more with 英姿, fewer after 裸衣, none after 突襲."""
    n = DRAW_PER_TURN + skills_draw_bonus(g, tb, cfg, p) - g.draw_minus
    if n > 0:
        draw(g, p, n)


@njit_inlined
def discard_phase(g, tb, cfg, i, p):
    """Discard down to the HP (S-TURN-5), unless 克己 keeps the hand."""
    if not skills_keep_hand(g, tb, cfg, p):
        push(g, OP_DISCARD_PHASE, p, -1, 0, 0, 0, 0)


@njit_inlined
def turn_ends(g, tb, cfg, i, p):
    pass


# --- judgement (engine/judgement.py): S-JUDGE-1, the judgement card itself is the result ------
@njit_inlined
def judgement_revealed(g, tb, cfg, i, c):
    """Log the card (鬼才 may replace it); with both piles empty the game ends as a draw
    (ruling S-OPEN-10)."""
    if c < 0:
        log(g, EV_DRAWN_GAME, g.stk[i, FR_P], 0, 0, 0, 0)
        g.truncated = True
        g.done = True
    else:
        log(g, EV_JUDGE, g.stk[i, FR_P], c, 0, 0, 0)
        scan(g, tb, cfg, PT_JUDGEMENT_SHOWN, g.stk[i, FR_P], -1, i)  # 鬼才


@njit_inlined
def judgement_settled(g, tb, cfg, i):
    """The judged seat's 天妒 may take the final card."""
    scan(g, tb, cfg, PT_JUDGEMENT_SETTLED, g.stk[i, FR_P], -1, i)


@njit_inlined
def judgement_finished(g, tb, cfg, i):
    table_to_discard(g, g.stk[i, FR_A1])


@njit_inlined
def judgement_result(g, tb, cfg, i):
    return g.stk[i, FR_A1]


# --- distance and attack range (engine/geometry.py): S-DIST -------------------------------------
@njit_inlined
def distance_modifiers(g, tb, cfg, p):
    """A -1 horse (or 馬術, which does not add to one, ruling S-OPEN-48): ``p`` one nearer to
    every other seat; a +1 horse: every other seat one further from ``p`` (S-DIST-2)."""
    att = -1 if g.equip[p, SLOT_MINUS] >= 0 else 0
    if att == 0 and g.skills[p] != 0 and skills_attack_distance(g, tb, p) < 0:
        att = -1
    dfn = 1 if g.equip[p, SLOT_PLUS] >= 0 else 0
    return att, dfn


@njit_inlined
def distance_fixed(g, tb, cfg, a, t):
    return 0


@njit_inlined
def card_reach(g, tb, p, c):
    return 0


@njit_inlined
def equipped_reach(g, tb, p):
    """S-DIST-3: the weapon's range, 1 without a weapon."""
    w = g.equip[p, SLOT_WEAPON]
    return 1 if w < 0 else tb.face_range[tb.card_face[w]]


@njit_inlined
def reach_modified(g, tb, p, c, r):
    return r


# --- damage (engine/damage.py): S-DMG ----------------------------------------------------------
@njit_inlined
def damage_announced(g, tb, cfg, i):
    """裸衣: 1 more from the bared current seat's 殺 or 決鬥 (ruling S-OPEN-41)."""
    luoyi.raise_damage(g, tb, i)


@njit_inlined
def damage_prevented(g, tb, cfg, i, t, amt):
    return False


@njit_inlined
def damage_dealt(g, tb, cfg, i, src, t, amt):
    log(g, EV_DAMAGE, t, amt, src, g.hp[t], 0)


@njit_inlined
def damage_unlinked(g, tb, cfg, q):
    pass


@njit_inlined
def damage_followed_up(g, tb, cfg, i):
    """The damaged seat's skills hear it (奸雄, 回饋, 剛烈, 遺計)."""
    scan(g, tb, cfg, PT_DAMAGED, g.stk[i, FR_Q], g.stk[i, FR_P], i)


# --- dying (engine/dying.py): S-DEATH-1..3, the rescue order of ruling S-OPEN-19 ----------------
@njit_inlined
def dying_entered(g, tb, cfg, i):
    log(g, EV_DYING, g.stk[i, FR_P], 0, 0, 0, 0)


@njit_inlined
def rescue_closed(g, tb, cfg, i, st):
    return False


@njit_inlined
def rescue_possible(g, tb, cfg, i, q):
    """A 桃 in the hand, or what 急救 accepts (:mod:`.answers`: an equipped red card too)."""
    pattern = rescue_pattern(g, tb, cfg, q)
    if hand_matching(g, tb, q, pattern) > 0:
        return True
    return equipped_answer(g, tb, cfg, q, ANSWER_RESCUE, pattern, -1) >= 0


@njit_inlined
def rescue_applied(g, tb, cfg, i, q, r):
    """The 桃 heals 1, more with the dying seat's 救援 (ruling S-OPEN-50)."""
    t = g.stk[i, FR_P]
    if tb.card_face[r] != F_TAO:
        jijiu.rescue(g, q, t, r)  # a red card with 急救
        return
    tao.rescue(g, tb, cfg, q, t, r)
    extra = skills_rescue_bonus(g, tb, cfg, t, q)
    if extra > 0:
        g.hp[t] += extra


@njit_inlined
def rescue_failed(g, tb, cfg, i, st):
    p = g.stk[i, FR_P]
    killer = g.stk[i, FR_A0]
    pop(g)
    die(g, tb, cfg, p, killer)


@njit_inlined
def dying_late_stage(g, tb, cfg, i, st):
    raise RuntimeError("sanguosha engine: the dying window has no stage past 3")


# --- card requests (engine/request.py): S-USE-2 ------------------------------------------------
@njit_inlined
def request_alternative(g, tb, cfg, i):
    """八卦陣 may stand in for a 閃 (S-CARD-BAGUA), unless the 殺 asking ignores armour
    (青鋼劍, S-CARD-QINGGANG); else the lord's 護駕 (a 閃) or 激將 (a 殺)."""
    if g.stk[i, FR_A0] == ASK_SHAN and not sha.armour_ignored(
        g, tb, g.stk[i, FR_Q], g.stk[i, FR_A3]
    ):
        if bagua.stand_in(g, tb, i):
            return True
    if g.skills[g.stk[i, FR_P]] == 0:
        return False
    return hujia.stand_in(g, tb, cfg, i) or jijiang.stand_in(g, tb, cfg, i)


@njit_inlined
def request_possible(g, tb, cfg, i, p):
    """A hand card matching what the seat may give (its skills' conversions too, :mod:`.answers`;
    an equipped card where a skill allows it: 武聖); for a 殺, also a weapon making one of two
    cards (丈八蛇矛)."""
    ask = g.stk[i, FR_A0]
    if ask == ASK_SHA and sha.converting_weapon(g, tb, cfg, p) >= 0:
        return True
    pattern = request_pattern(g, tb, cfg, p, ask)
    if hand_matching(g, tb, p, pattern) > 0:
        return True
    return equipped_answer(g, tb, cfg, p, ask, pattern, -1) >= 0


@njit_inlined
def request_ask(g, tb, cfg, i, p):
    """The framework's own decision: seat ``p`` gives a card matching what is asked, or none."""
    push_request_decision(g, i, p)


@njit_inlined
def request_answered(g, tb, cfg, i, p, r):
    """Played in answer (S-USE-2), to the discard pile: from the hand or the equipment (武聖),
    or a converted 殺's cards from the table (丈八蛇矛); a 殺 the current seat plays counts for
    克己 (ruling S-OPEN-51)."""
    if r >= MAX_CARDS:
        table_to_discard(g, r)
    else:
        discard_own(g, p, r)
    if p == g.cur and g.stk[i, FR_A0] == ASK_SHA:
        g.sha_touched = 1
    log(g, EV_PLAYED, p, r, g.stk[i, FR_Q], 0, 0)


# --- cancel windows (engine/cancel.py): 無懈可擊, S-USE-4, S-CARD-WUXIE ---------------------------
@njit_inlined
def cancel_before_asking(g, tb, cfg, i):
    return False


@njit_inlined
def cancel_possible(g, tb, cfg, i, q):
    return wuxie.can_answer(g, tb, q)


@njit_inlined
def cancel_answered(g, tb, cfg, i, q, r):
    """Log the 無懈可擊 (with the face of the card it answers, for the public history of acts:
    ``acts.py``); it is used, so 集智 hears it (ruling S-OPEN-49)."""
    log(g, EV_WUXIE, q, r, g.stk[i, FR_Q], used_face(g, tb, g.stk[i, FR_A0]), 0)
    scan(g, tb, cfg, PT_TRICK_USED, q, -1, r)


@njit_inlined
def cancel_answer_done(g, tb, cfg, i, r):
    table_to_discard(g, r)


# --- card use (engine/use.py): S-USE-1 ----------------------------------------------------------
@njit_inlined
def use_declared(g, tb, cfg, i, u):
    """The card is already on the table (it left the hand when chosen): log the use and count
    a 殺 used from the play phase toward the limit (S-CARD-SHA-3, ruling S-OPEN-20: the first
    use record; a 殺 used for 借刀殺人 is a use inside that card's and does not count, nor does
    青龍偃月刀's follow-up) and for 克己; 集智 hears a trick."""
    c = g.use_card[u]
    p = g.use_user[u]
    log(g, EV_USE, p, c, 0, 0, 0)
    f = used_face(g, tb, c)  # a converted card counts as its new face (武聖, 丈八蛇矛, ...)
    if f == F_SHA:
        if u == g.followup_use:
            g.followup_use = -1
        elif u == 0:
            g.sha_used += 1
        if p == g.cur:
            g.sha_touched = 1
    if tb.face_category[f] == CAT_TRICK:
        scan(g, tb, cfg, PT_TRICK_USED, p, -1, c)


@njit_inlined
def use_moment(g, tb, cfg, i, u, st, k):
    """A 殺's chosen target may move it (流離, ruling S-OPEN-53); 五穀豐登 turns its cards over
    when it is declared (ruling S-OPEN-23); 仁王盾 stops a black 殺 once its target is confirmed
    (ruling S-OPEN-35), unless the 殺 ignores armour (青鋼劍)."""
    c = g.use_card[u]
    f = used_face(g, tb, c)
    if st == USE_TARGET_CHOSEN and f == F_SHA:  # 流離 may move it
        t = g.use_target[u, k]
        return scan(g, tb, cfg, PT_SHA_TARGETED, t, g.use_user[u], u * 16 + k) > 0
    if st == USE_DECLARED and f == F_WUGU:
        wugu.reveal(g, u)
    elif st == USE_TARGET_CONFIRMED and f == F_SHA:
        if not sha.armour_ignored(g, tb, g.use_user[u], c):
            renwang.stops(g, tb, u, k)  # a black 殺 on a 仁王盾 (S-CARD-RENWANG)
    return False


@njit_inlined
def use_cancel_kind(g, tb, cfg, i, u, k):
    """A trick may be cancelled for each target by 無懈可擊 (S-USE-4), except 桃園結義 for a seat
    at full HP (passed over, ruling S-OPEN-24) and a delayed trick being placed (it may be
    cancelled in its judgement phase only, ruling S-OPEN-16); a basic card cannot."""
    f = used_face(g, tb, g.use_card[u])
    if tb.face_category[f] != CAT_TRICK or is_delayed(f):
        return -1
    if f == F_TAOYUAN and taoyuan.passed_over(g, g.use_target[u, k]):
        return -1
    return CANCEL_TRICK


@njit_inlined
def use_target_skipped(g, tb, cfg, i, u, k):
    """A target that died before its turn in the use (南蠻入侵, 萬箭齊發 over several seats) is
    passed over: no 無懈可擊 window opens for it and the card does not act on it (S-USE-1)."""
    t = g.use_target[u, k]
    return t < 0 or not g.alive[t]


@njit_inlined
def use_effect(g, tb, cfg, i, u, k):
    """Equipment goes into its user's slot (S-DIST-4); any other card acts through its module
    (a converted card through its face's)."""
    f = used_face(g, tb, g.use_card[u])
    if tb.face_slot[f] >= 0:
        equip_self(g, tb, u, k)
    else:
        card_effect(g, tb, cfg, i, u, k, tb.face_effect[f])


@njit_inlined
def use_finished(g, tb, cfg, i, u):
    c = g.use_card[u]
    if used_face(g, tb, c) == F_WUGU:
        wugu.leftovers(g)
    if c < MAX_CARDS and g.zone[c] != Z_JUDGE:  # 國色's card stays a 樂不思蜀 in the area
        g.jface[c] = 0  # a converted card is its printed self again once the use is over
    table_to_discard(g, c)  # S-TURN-7
    for k in range(g.use_n[u]):
        if g.use_nullified[u, k]:
            log(g, EV_CANCELLED, g.use_target[u, k], c, 0, 0, 0)


# --- shown cards and chosen cards (engine/shown.py, engine/select.py): 觀星, 仁德, 遺計 ----------
@njit_inlined
def arrange_placed(g, tb, cfg, i, c, bottom):
    log(g, EV_ARRANGED, g.stk[i, FR_P], bottom, 0, 0, 0)  # which card: 諸葛亮's alone


@njit_inlined
def card_given(g, tb, cfg, i, c, q):
    """Log the gift (the card is seen by the two seats only, ruling S-OPEN-61); 仁德 counts it."""
    p = g.stk[i, FR_P]
    log(g, EV_GIVEN, p, q, c, 0, 0)
    if g.stk[i, FR_A2] == PURPOSE_RENDE:
        g.rende_n += 1
