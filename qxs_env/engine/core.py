"""The compiled rules engine: zones, the decision stack, the rules of identity mode, the mask.

Rule functions take ``g`` (one game's record of the batch state, see ``state.py``), ``tb`` (the
content tables as one record, ``state.TABLES_DTYPE``) and ``cfg`` (int32 rule switches, indices
``layout.C_*``). They are plain Python compiled with ``jit.njit_cached`` (numba, with a cache that
cannot go stale); with ``NUMBA_DISABLE_JIT=1`` the same code runs as Python, for tracebacks and
coverage.

The framework parts (zones, decision stack, judgement, cancel windows, dying and death) know
nothing of particular cards: cards act through their effect code (``tb.face_effect``) and the
numbers in ``tb.face_param``. Rule ids (R-…) refer to ../shared/qxs/RULES.md.

Entry points: :func:`reset_game`, :func:`apply_action` (one decision of one game),
:func:`step_batch` and :func:`reset_batch` (a whole batch in one call).
"""

from __future__ import annotations

import warnings

import numpy as np

from qxs_env.constants import (
    CAT_INTERNAL,
    CAT_LIGHTNESS,
    CAT_MENTAL,
    CAT_MOVE,
    CAT_POISON,
    CAT_STRATEGY,
    COLLABORATOR,
    COURT,
    CULT,
    FOREIGN,
    LEADER,
    RIGHTEOUS,
    SLOT_EITHER_LIGHTNESS,
    SLOT_INTERNAL,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.content.effects import (
    EFFECT_AFTER_DAMAGE_DRAW,
    EFFECT_AFTER_DAMAGE_FACE_DOWN,
    EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE,
    EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD,
    EFFECT_ALL_PLAY_MOVE_OR_DAMAGE,
    EFFECT_ATTRIBUTE_GUARD,
    EFFECT_CANCEL_POISON,
    EFFECT_CANCEL_STRATEGY,
    EFFECT_CLEANSE_HEAL,
    EFFECT_COLOUR_POWER_BONUS,
    EFFECT_COUNTER_COLOUR,
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    EFFECT_DEFEND_AUTO_BLOCK,
    EFFECT_DELAYED_SKIP_PHASE,
    EFFECT_DISCARD_INSTEAD_OF_DAMAGE,
    EFFECT_DISCARD_TARGET_CARD,
    EFFECT_DRAW,
    EFFECT_DUEL,
    EFFECT_EMPTY_HAND_DAMAGE_BONUS,
    EFFECT_FACE_DOWN,
    EFFECT_FEMALE_POWER_BONUS,
    EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL,
    EFFECT_HEAL,
    EFFECT_JUDGEMENT_BLOCK,
    EFFECT_JUDGEMENT_DAMAGE_BONUS,
    EFFECT_LINK_PAIR,
    EFFECT_LOW_HP_POWER_BONUS,
    EFFECT_NEAR_TARGET_POWER_SET,
    EFFECT_NEXT_MOVE_COUNTERS,
    EFFECT_NO_MOVE_DAMAGE_BONUS,
    EFFECT_NONE,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_SET_ALIGNMENT_EVIL,
    EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS,
    EFFECT_TAKE_TARGET_CARD,
    EFFECT_UNCOUNTERED_DISCARD_TARGET,
    EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE,
    EFFECT_VIRTUAL_MOVE,
)
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    ALIGN_EVIL,
    C_ATTACKS_PER_TURN,
    C_AUTO_FORCED,
    C_BASE_HP,
    C_DRAW,
    C_HAND_START,
    C_HEAL_AT_FULL,
    C_ID_COUNTS,
    C_KILL_DRAW,
    C_LEADER_BONUS,
    C_LINGBO_BOTH,
    C_MAX_DECISIONS,
    C_MAX_TURNS,
    C_PLAYERS,
    CANCEL_POISON,
    CANCEL_STRATEGY,
    DEC_BASE,
    DEC_CANCEL,
    DEC_COLOUR,
    DEC_CONFIRM,
    DEC_DISCARD,
    DEC_HAND,
    DEC_PICK,
    DEC_PLAY,
    DEC_RESCUE,
    DEC_RESPOND,
    DEC_TARGET,
    EV_BLOCK,
    EV_CANCEL,
    EV_CLASH,
    EV_CONVERT,
    EV_DAMAGE,
    EV_DEATH,
    EV_DISCARD,
    EV_DRAW,
    EV_DYING,
    EV_EQUIP,
    EV_FACE_DOWN,
    EV_GAME_OVER,
    EV_HEAL,
    EV_HP_LOSS,
    EV_JUDGE,
    EV_MAX,
    EV_PASS,
    EV_PENALTY,
    EV_PHASE_SKIP,
    EV_PLACE,
    EV_PREVENT,
    EV_RECAST,
    EV_RESHUFFLE,
    EV_RESPOND,
    EV_REWARD,
    EV_SKIP_TURN,
    EV_STATUS,
    EV_TAKE,
    EV_TURN,
    EV_USE,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_A6,
    FR_OP,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    GENDER_FEMALE,
    GENDER_NONE,
    H_ATTACK,
    H_DAMAGE,
    H_DESTROY,
    H_HARM,
    H_RESCUE,
    H_TAKE,
    JUDGE_AREA,
    MAX_CARDS,
    N_COLOUR_ACTIONS,
    N_JUDGE_ACTIONS,
    N_PICK_ACTIONS,
    N_SEAT_ACTIONS,
    N_SKILL_ACTIONS,
    N_TP,
    NV,
    OP_ATTACK,
    OP_CANCEL,
    OP_CONVERT,
    OP_DAMAGE,
    OP_DELAYED,
    OP_DISCARD_PHASE,
    OP_DUEL,
    OP_DYING,
    OP_GAME,
    OP_JUDGE_PHASE,
    OP_JUDGEMENT,
    OP_PLAY_PHASE,
    OP_TRIGGER,
    OP_TURN,
    OP_USE,
    PH_DISCARD,
    PH_DRAW,
    PH_PLAY,
    PT_ATTACKS,
    PT_BOOST,
    PT_BOOST_USED,
    PT_COUNTER_NEXT,
    PT_EXTRA_ATTACKS,
    PT_GUARD,
    PUR_ATTACK,
    PUR_CARD,
    PUR_CONVERT,
    PUR_DISCARD,
    PUR_DUEL,
    PUR_FORCED,
    PUR_MASS,
    PUR_SECOND,
    PUR_TAKE,
    ROLE_SOURCE,
    ROLE_SUBJECT,
    ST_BOOST,
    ST_COUNTER,
    ST_EVIL,
    ST_LINKED,
    ST_SKIP,
    STACK_DEPTH,
    TP_AFTER_DAMAGE,
    TP_ATTACKED,
    TP_BEFORE_DAMAGE,
    TP_CARD_PLAYED,
    TP_CARD_USED,
    TP_CLASH,
    TP_DYING,
    TP_JUDGEMENT,
    TP_PHASE_DISCARD,
    TP_PHASE_DRAW,
    TP_PHASE_JUDGE,
    TP_PHASE_PLAY,
    TP_TURN_END,
    TP_TURN_START,
    TRIG_OPTIONAL,
    V_CAT,
    V_COLOUR,
    V_EFFECT,
    V_FACE,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    V_POWER,
    V_RANGE,
    Z_DISCARD,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_PROC,
)

# Uncompiled (NUMBA_DISABLE_JIT=1), numpy warns on the generator's intended uint64 wrap-around.
warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning, r"qxs_env\.")

# errors returned by apply_action / step_batch
ERR_OK = 0
ERR_ILLEGAL = 1
ERR_DONE = 2

# The effect codes this engine implements. A deck holding any other effect is refused at build
# time (qxs_env.engine.api), so that no card silently does nothing.
IMPLEMENTED_EFFECTS = (
    EFFECT_NONE,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_COLOUR_POWER_BONUS,
    EFFECT_JUDGEMENT_BLOCK,
    EFFECT_ATTRIBUTE_GUARD,
    EFFECT_HEAL,
    EFFECT_CANCEL_STRATEGY,
    EFFECT_CANCEL_POISON,
    EFFECT_DRAW,
    EFFECT_ALL_PLAY_MOVE_OR_DAMAGE,
    EFFECT_DELAYED_SKIP_PHASE,
    EFFECT_DISCARD_TARGET_CARD,
    EFFECT_TAKE_TARGET_CARD,
    EFFECT_FACE_DOWN,
    EFFECT_VIRTUAL_MOVE,
    EFFECT_DUEL,
    EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL,
    EFFECT_CLEANSE_HEAL,
    EFFECT_NEXT_MOVE_COUNTERS,
    EFFECT_SET_ALIGNMENT_EVIL,
    EFFECT_LINK_PAIR,
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    # move skills (and the internal arts that share them)
    EFFECT_COUNTER_COLOUR,
    EFFECT_LOW_HP_POWER_BONUS,
    EFFECT_FEMALE_POWER_BONUS,
    EFFECT_NEAR_TARGET_POWER_SET,
    EFFECT_DEFEND_AUTO_BLOCK,
    EFFECT_RESTRICT_DEFENCE_COLOUR,
    EFFECT_NO_MOVE_DAMAGE_BONUS,
    EFFECT_EMPTY_HAND_DAMAGE_BONUS,
    EFFECT_JUDGEMENT_DAMAGE_BONUS,
    EFFECT_AFTER_DAMAGE_DRAW,
    EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD,
    EFFECT_AFTER_DAMAGE_FACE_DOWN,
    EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE,
    EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS,
    EFFECT_UNCOUNTERED_DISCARD_TARGET,
    EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE,
    EFFECT_DISCARD_INSTEAD_OF_DAMAGE,
)
# Not implemented: 冒名顶替 (maomingdingti) swaps hero skills, so it waits for the heroes.

# attack flags (OP_ATTACK's FR_A3)
F_NO_DEFENCE = 1  # the target played no move
F_COUNTERED = 2  # the defending move countered the attacking one (R-M4)
F_SILENCED = 4  # 如来千手式 took part: no after-damage skill of this clash

# Which trigger points each effect listens to, and how (layout.ROLE_* | TRIG_OPTIONAL).
TRIGGERS = np.zeros((128, N_TP), dtype=np.int8)
TRIGGERS[EFFECT_JUDGEMENT_BLOCK, TP_ATTACKED] = ROLE_SUBJECT | TRIG_OPTIONAL  # 混元气
TRIGGERS[EFFECT_ATTRIBUTE_GUARD, TP_BEFORE_DAMAGE] = ROLE_SUBJECT  # 闭穴功 / 移宫易穴 (locked)

# =============================================================================================
# action id layout helpers (offsets depend on the catalogue size; see layout.action_offsets)
# =============================================================================================


@njit_cached
def n_types(tb):
    """Number of card types (faces x 4 colours): the size of the card block of actions."""
    return tb.n_faces * 4


@njit_cached
def a_seat(tb):
    return n_types(tb)


@njit_cached
def a_pick(tb):
    return n_types(tb) + N_SEAT_ACTIONS


@njit_cached
def a_judge(tb):
    return a_pick(tb) + N_PICK_ACTIONS


@njit_cached
def a_colour(tb):
    return a_judge(tb) + N_JUDGE_ACTIONS


@njit_cached
def a_skill(tb):
    return a_colour(tb) + N_COLOUR_ACTIONS


@njit_cached
def a_pass(tb):
    return a_judge(tb) + N_JUDGE_ACTIONS + N_COLOUR_ACTIONS + N_SKILL_ACTIONS


@njit_cached
def a_yes(tb):
    return a_pass(tb) + 1


@njit_cached
def card_type(tb, c):
    return tb.card_face[c] * 4 + tb.card_colour[c]


@njit_cached
def card_effect(tb, c):
    return tb.face_effect[tb.card_face[c]]


@njit_cached
def card_cat(tb, c):
    return tb.face_category[tb.card_face[c]]


@njit_cached
def card_param(tb, c, k):
    return tb.face_param[tb.card_face[c], k]


# Card properties through these accessors work for physical and virtual cards alike.


@njit_cached
def c_face(g, tb, c):
    """Face of card c (for a virtual card: the face of what made it)."""
    if c < MAX_CARDS:
        return tb.card_face[c]
    return g.vcard[c - MAX_CARDS, V_FACE]


@njit_cached
def c_colour(g, tb, c):
    if c < MAX_CARDS:
        return tb.card_colour[c]
    return g.vcard[c - MAX_CARDS, V_COLOUR]


@njit_cached
def c_cat(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_category[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_CAT]


@njit_cached
def c_effect(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_effect[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_EFFECT]


@njit_cached
def c_power(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_power[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_POWER]


@njit_cached
def c_range(g, tb, c):
    if c < MAX_CARDS:
        return tb.face_range[tb.card_face[c]]
    return g.vcard[c - MAX_CARDS, V_RANGE]


@njit_cached
def make_virtual(g, cat, face, colour, power, rng, effect, c0, c1):
    """A virtual card made of physical cards c0 (and c1, or -1), which must already be on the
    table; returns its id (>= MAX_CARDS). Rows are used round robin, so a row's last content
    stays readable (for rendering events) until NV newer virtual cards have been made."""
    k = g.vnext
    for _ in range(NV):
        if g.vcard[k, V_NPHYS] == 0:
            break
        k = (k + 1) % NV
    if g.vcard[k, V_NPHYS] != 0:
        raise RuntimeError("qxs engine: too many virtual cards at once")
    g.vnext = (k + 1) % NV
    v = g.vcard[k]
    v[:] = -1
    v[V_FACE] = face
    v[V_CAT] = cat
    v[V_COLOUR] = colour
    v[V_POWER] = power
    v[V_RANGE] = rng
    v[V_EFFECT] = effect
    v[V_NPHYS] = 1 if c1 < 0 else 2
    v[V_PHYS0] = c0
    v[V_PHYS1] = c1
    return MAX_CARDS + k


@njit_cached
def in_proc(g, c):
    """Is card c (physical or virtual) still on the table?"""
    if c < MAX_CARDS:
        return g.zone[c] == Z_PROC
    return g.vcard[c - MAX_CARDS, V_NPHYS] > 0


# =============================================================================================
# randomness: splitmix64 per game (R-S2, R-S6); the stream depends only on the game's seed
# =============================================================================================


@njit_cached
def seed_rng(g, seed):
    g.seed = seed
    g.rng = np.uint64(seed) ^ np.uint64(0x5DEECE66D2545F49)


@njit_cached
def rnd(g, n):
    """A uniform integer in [0, n) from game b's generator."""
    x = g.rng + np.uint64(0x9E3779B97F4A7C15)
    g.rng = x
    z = x
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return np.int64(z % np.uint64(n))


# =============================================================================================
# events
# =============================================================================================


@njit_cached
def log(g, kind, x0, x1, x2, x3, x4):
    i = g.ev_n
    if i < EV_MAX:
        g.ev[i, 0] = kind
        g.ev[i, 1] = x0
        g.ev[i, 2] = x1
        g.ev[i, 3] = x2
        g.ev[i, 4] = x3
        g.ev[i, 5] = x4
    g.ev_n = i + 1


# =============================================================================================
# zones: every card is in exactly one zone; these are the only functions that move cards
# =============================================================================================


@njit_cached
def take_out(g, c):
    """Remove card c from wherever it is (its zone entry is then stale until it is placed)."""
    z = g.zone[c]
    o = g.owner[c]
    if z == Z_HAND:
        n = g.hand_n[o]
        for i in range(n):
            if g.hand[o, i] == c:
                g.hand[o, i] = g.hand[o, n - 1]
                g.hand[o, n - 1] = -1
                g.hand_n[o] = n - 1
                break
    elif z == Z_EQUIP:
        for k in range(4):
            if g.equip[o, k] == c:
                g.equip[o, k] = -1
    elif z == Z_JUDGE:
        n = g.judge_n[o]
        j = 0
        for i in range(n):
            if g.judge[o, i] != c:
                g.judge[o, j] = g.judge[o, i]
                j += 1
        for i in range(j, n):
            g.judge[o, i] = -1
        g.judge_n[o] = j
    elif z == Z_DRAW:
        n = g.n_draw
        j = 0
        for i in range(n):
            if g.draw[i] != c:
                g.draw[j] = g.draw[i]
                j += 1
        g.n_draw = j
    elif z == Z_DISCARD:
        n = g.n_disc
        j = 0
        for i in range(n):
            if g.disc[i] != c:
                g.disc[j] = g.disc[i]
                j += 1
        g.n_disc = j
    g.owner[c] = -1


@njit_cached
def to_hand(g, c, p):
    take_out(g, c)
    g.hand[p, g.hand_n[p]] = c
    g.hand_n[p] += 1
    g.zone[c] = Z_HAND
    g.owner[c] = p


@njit_cached
def discard_physical(g, c):
    take_out(g, c)
    g.disc[g.n_disc] = c
    g.n_disc += 1
    g.zone[c] = Z_DISCARD


@njit_cached
def to_discard(g, c):
    """Put card c face up on the discard pile (R-T7); a virtual card's physical cards go there
    and the virtual card ceases to exist."""
    if c < MAX_CARDS:
        discard_physical(g, c)
        return
    row = g.vcard[c - MAX_CARDS]
    if row[V_NPHYS] > 0:
        discard_physical(g, row[V_PHYS0])
        if row[V_NPHYS] > 1:
            discard_physical(g, row[V_PHYS1])
        row[V_NPHYS] = 0


@njit_cached
def to_proc(g, c):
    """Put card c on the table while it resolves."""
    take_out(g, c)
    g.zone[c] = Z_PROC


@njit_cached
def to_equip(g, c, p, slot):
    take_out(g, c)
    g.equip[p, slot] = c
    g.zone[c] = Z_EQUIP
    g.owner[c] = p


@njit_cached
def to_judge(g, c, p):
    take_out(g, c)
    g.judge[p, g.judge_n[p]] = c
    g.judge_n[p] += 1
    g.zone[c] = Z_JUDGE
    g.owner[c] = p


@njit_cached
def reshuffle(g):
    """Shuffle the discard pile into a new draw pile (R-T6)."""
    n = g.n_disc
    base = g.n_draw
    for i in range(n):
        c = g.disc[i]
        g.draw[base + i] = c
        g.zone[c] = Z_DRAW
    g.n_disc = 0
    m = base + n
    for i in range(m - 1, 0, -1):
        j = rnd(g, i + 1)
        t = g.draw[i]
        g.draw[i] = g.draw[j]
        g.draw[j] = t
    g.n_draw = m
    log(g, EV_RESHUFFLE, m, 0, 0, 0, 0)


@njit_cached
def top_card(g):
    """Remove and return the top card of the draw pile, reshuffling when empty; -1 when both
    piles are empty (ruling on R-T6: the draw or judgement simply gets fewer cards)."""
    if g.n_draw == 0:
        if g.n_disc == 0:
            return -1
        reshuffle(g)
    n = g.n_draw - 1
    c = g.draw[n]
    g.n_draw = n
    g.zone[c] = Z_PROC
    return c


@njit_cached
def draw_cards(g, p, n):
    got = 0
    for _ in range(n):
        c = top_card(g)
        if c < 0:
            break
        g.hand[p, g.hand_n[p]] = c
        g.hand_n[p] += 1
        g.zone[c] = Z_HAND
        g.owner[c] = p
        got += 1
    if got > 0:
        log(g, EV_DRAW, p, got, 0, 0, 0)
    return got


@njit_cached
def discard_logged(g, c, p):
    to_discard(g, c)
    log(g, EV_DISCARD, p, c, 0, 0, 0)


@njit_cached
def count_cards(g, p):
    """Cards a seat holds in hand, equipment and judgement area."""
    n = g.hand_n[p] + g.judge_n[p]
    for k in range(4):
        if g.equip[p, k] >= 0:
            n += 1
    return n


@njit_cached
def discard_all(g, p, judgement_too):
    while g.hand_n[p] > 0:
        discard_logged(g, g.hand[p, 0], p)
    for k in range(4):
        c = g.equip[p, k]
        if c >= 0:
            discard_logged(g, c, p)
    if judgement_too:
        while g.judge_n[p] > 0:
            discard_logged(g, g.judge[p, 0], p)


@njit_cached
def flush_proc(g):
    """Discard every card left on the table (used when a turn is cut short by death)."""
    for c in range(g.zone.shape[0]):
        if g.zone[c] == Z_PROC:
            discard_physical(g, c)
    for k in range(NV):
        g.vcard[k, V_NPHYS] = 0


# =============================================================================================
# the stack
# =============================================================================================


@njit_cached
def push(g, op, p, q, a0, a1, a2, a3):
    i = g.sp
    if i >= STACK_DEPTH:
        raise RuntimeError("qxs engine: decision stack overflow")
    g.stk[i, :] = 0
    g.stk[i, FR_OP] = op
    g.stk[i, FR_P] = p
    g.stk[i, FR_Q] = q
    g.stk[i, FR_A0] = a0
    g.stk[i, FR_A1] = a1
    g.stk[i, FR_A2] = a2
    g.stk[i, FR_A3] = a3
    g.sp = i + 1
    return i


@njit_cached
def pop(g):
    g.sp -= 1


@njit_cached
def ret(g, value):
    """Pop the top frame and hand ``value`` to its parent's result field."""
    i = g.sp - 1
    g.stk[i - 1, FR_R] = value
    g.sp = i


# =============================================================================================
# geometry: distance and range (R-M1, R-M2)
# =============================================================================================


@njit_cached
def n_players(cfg):
    return cfg[C_PLAYERS]


@njit_cached
def seat_after(cfg, p, k):
    return (p + k) % cfg[C_PLAYERS]


@njit_cached
def lightness_mods(g, tb, cfg, p):
    """(attack modifier, defence modifier) from p's lightness slots."""
    att = 0
    dfn = 0
    both = cfg[C_LINGBO_BOTH] != 0
    c = g.equip[p, SLOT_MINUS]
    if c >= 0:
        f = tb.card_face[c]
        att += tb.face_dist_attack[f]
        if both:
            dfn += tb.face_dist_defend[f]
    c = g.equip[p, SLOT_PLUS]
    if c >= 0:
        f = tb.card_face[c]
        dfn += tb.face_dist_defend[f]
        if both:
            att += tb.face_dist_attack[f]
    return att, dfn


@njit_cached
def distance(g, tb, cfg, a, t):
    """Distance from a to t among the living: fewer seats either way, +1 lightness of t, -1
    lightness of a, never below 1 (R-M2)."""
    if a == t:
        return 0
    n = cfg[C_PLAYERS]
    alive = g.alive
    alive_n = 0
    cw = 0
    for k in range(1, n + 1):
        q = (a + k) % n
        if alive[q]:
            alive_n += 1
            if cw == 0 and q == t:
                cw = alive_n
    ccw = alive_n - cw
    d = cw if cw < ccw else ccw
    att, _ = lightness_mods(g, tb, cfg, a)
    _, dfn = lightness_mods(g, tb, cfg, t)
    d = d + att + dfn
    if d < 1:
        d = 1
    return d


@njit_cached
def distances_from(g, tb, cfg, a):
    """Distances from a to every seat (R-M2) in one pass: int64[players], 0 for a itself and
    for the dead."""
    n = cfg[C_PLAYERS]
    out = np.zeros(n, np.int64)
    alive = g.alive
    rank = np.empty(n, np.int64)
    n_alive = 0
    for q in range(n):
        rank[q] = n_alive
        if alive[q]:
            n_alive += 1
    att, _ = lightness_mods(g, tb, cfg, a)
    for t in range(n):
        if t == a or not alive[t]:
            continue
        gap = abs(rank[t] - rank[a])
        d = min(gap, n_alive - gap)
        _, dfn = lightness_mods(g, tb, cfg, t)
        out[t] = max(d + att + dfn, 1)
    return out


@njit_cached
def attack_range(g, tb, p, c):
    """The larger of the move's range and the internal art's range (R-M1)."""
    r = c_range(g, tb, c)
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0:
        ir = tb.face_attack_range[tb.card_face[ic]]
        if ir > r:
            r = ir
    return r


@njit_cached
def equipped_effect(g, tb, p, slot, effect):
    """The card in p's slot when its effect is ``effect``, else -1."""
    c = g.equip[p, slot]
    if c >= 0 and tb.face_effect[tb.card_face[c]] == effect:
        return c
    return -1


# =============================================================================================
# legality of card use (shared by the play mask and the target mask)
# =============================================================================================


@njit_cached
def has_same_name_in_judge(g, tb, t, c):
    f = tb.card_face[c]
    for i in range(g.judge_n[t]):
        if tb.card_face[g.judge[t, i]] == f:
            return True
    return False


@njit_cached
def internal_reach(g, tb, p):
    """Attack range of p's equipped internal art; 0 when p has none."""
    ic = g.equip[p, SLOT_INTERNAL]
    if ic < 0:
        return 0
    return tb.face_attack_range[tb.card_face[ic]]


@njit_cached
def can_force_attack(g, tb, cfg, t, v):
    """暗器: may t be ordered to attack v? v must be another living character within the attack
    range of t's internal art (ruling: the art's range, whatever moves t holds)."""
    if v == t or not g.alive[v] or not g.alive[t]:
        return False
    r = internal_reach(g, tb, t)
    return r > 0 and distance(g, tb, cfg, t, v) <= r


@njit_cached
def can_link(g, a, b):
    """阴阳和合散: may a and b be linked together? Two different living characters who differ in
    alignment, or in gender when both have one (ruling: a skill-less character has none)."""
    if a == b or not g.alive[a] or not g.alive[b]:
        return False
    if g.align[a] != g.align[b]:
        return True
    ga = g.gender[a]
    gb = g.gender[b]
    return ga != GENDER_NONE and gb != GENDER_NONE and ga != gb


@njit_cached
def has_link_partner(g, cfg, t):
    """Is there a character that may be linked with t?"""
    for u in range(cfg[C_PLAYERS]):
        if can_link(g, t, u):
            return True
    return False


@njit_cached
def link_possible(g, cfg):
    """Can 阴阳和合散 be used on some pair of characters now?"""
    for t in range(cfg[C_PLAYERS]):
        if has_link_partner(g, cfg, t):
            return True
    return False


@njit_cached
def valid_second(g, tb, cfg, c, first, x):
    """Can seat x be the second target of two-target card c whose first target is ``first``?"""
    e = c_effect(g, tb, c)
    if e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL:
        return can_force_attack(g, tb, cfg, first, x)
    if e == EFFECT_LINK_PAIR:
        return can_link(g, first, x)
    return False


@njit_cached
def harmful(e):
    """Does a card of effect e count as aimed against its target (history H_HARM)?"""
    return e != EFFECT_CLEANSE_HEAL and e != EFFECT_NEXT_MOVE_COUNTERS


@njit_cached
def valid_target(g, tb, cfg, p, c, t, dist):
    """Can p aim card c at seat t? ``dist``: distances_from(p)."""
    if not g.alive[t]:
        return False
    if c_cat(g, tb, c) == CAT_MOVE:
        if t == p:
            return False
        return dist[t] <= attack_range(g, tb, p, c)
    f = tb.card_face[c]  # only moves can be virtual so far
    e = tb.face_effect[f]
    if e == EFFECT_DISCARD_TARGET_CARD or e == EFFECT_TAKE_TARGET_CARD:
        if t == p or count_cards(g, t) == 0:
            return False
        md = tb.face_param[f, 0]
        return md <= 0 or dist[t] <= md
    if e == EFFECT_FACE_DOWN:
        return not g.face_down[t]
    if e == EFFECT_DELAYED_SKIP_PHASE:
        if t == p or has_same_name_in_judge(g, tb, t, c):
            return False
        if g.judge_n[t] >= JUDGE_AREA:
            return False
        md = tb.face_param[f, 2]
        return md <= 0 or dist[t] <= md
    if e == EFFECT_DUEL:
        return t != p
    if e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL:
        if t == p or internal_reach(g, tb, t) <= 0:
            return False
        for v in range(cfg[C_PLAYERS]):
            if can_force_attack(g, tb, cfg, t, v):
                return True
        return False
    if e == EFFECT_CLEANSE_HEAL:  # something to cure (switch heal_at_full: always)
        if cfg[C_HEAL_AT_FULL] != 0 or g.hp[t] < g.maxhp[t]:
            return True
        return g.linked[t] != 0 or g.face_down[t] != 0 or g.skip[t] != 0
    if e == EFFECT_NEXT_MOVE_COUNTERS:
        return True
    if e == EFFECT_SET_ALIGNMENT_EVIL:
        return g.align[t] != ALIGN_EVIL
    if e == EFFECT_LINK_PAIR:
        return has_link_partner(g, cfg, t)
    return False


@njit_cached
def needs_target(g, tb, c):
    if c_cat(g, tb, c) == CAT_MOVE:
        return True
    e = c_effect(g, tb, c)
    return (
        e == EFFECT_DISCARD_TARGET_CARD
        or e == EFFECT_TAKE_TARGET_CARD
        or e == EFFECT_FACE_DOWN
        or e == EFFECT_DELAYED_SKIP_PHASE
        or e == EFFECT_DUEL
        or e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL
        or e == EFFECT_CLEANSE_HEAL
        or e == EFFECT_NEXT_MOVE_COUNTERS
        or e == EFFECT_SET_ALIGNMENT_EVIL
    )


@njit_cached
def can_use(g, tb, cfg, p, c, dist):
    """May p use card c now, in its play phase (R-T4)? ``dist``: distances_from(p)."""
    f = tb.card_face[c]
    cat = tb.face_category[f]
    if cat == CAT_MOVE:
        if not attacks_left(g, cfg, p):
            return False
    elif cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS:
        return True
    e = tb.face_effect[f]
    if needs_target(g, tb, c):
        n = cfg[C_PLAYERS]
        for k in range(n):
            if valid_target(g, tb, cfg, p, c, (p + k) % n, dist):
                return True
        return False
    if e == EFFECT_HEAL:
        return cfg[C_HEAL_AT_FULL] != 0 or g.hp[p] < g.maxhp[p]
    if e == EFFECT_DRAW or e == EFFECT_ALL_PLAY_MOVE_OR_DAMAGE:
        return True
    if e == EFFECT_LINK_PAIR:  # it can always be recast
        return True
    if e == EFFECT_DAMAGE_BOOST_SELF_RESCUE:
        return g.pt[p, PT_BOOST_USED] < tb.face_param[f, 1]
    return False


@njit_cached
def attacks_left(g, cfg, p):
    return g.pt[p, PT_ATTACKS] < cfg[C_ATTACKS_PER_TURN] + g.pt[p, PT_EXTRA_ATTACKS]


@njit_cached
def slot_skill_usable(g, tb, cfg, p, slot, attacking, dist):
    """Can p activate the skill of its equipped card in ``slot`` now? ``attacking``: in its play
    phase, to attack; otherwise when it must answer with a move."""
    c = g.equip[p, slot]
    if c < 0:
        return False
    f = tb.card_face[c]
    if tb.face_effect[f] != EFFECT_VIRTUAL_MOVE:
        return False
    if g.hand_n[p] < tb.face_param[f, 0]:  # virtual_move(cards, power, range, choose_colour)
        return False
    if not attacking:
        return True
    if not attacks_left(g, cfg, p):
        return False
    reach = tb.face_param[f, 2]
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0 and tb.face_attack_range[tb.card_face[ic]] > reach:
        reach = tb.face_attack_range[tb.card_face[ic]]
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        t = (p + k) % n
        if g.alive[t] and dist[t] <= reach:
            return True
    return False


@njit_cached
def has_effect_in_hand(g, tb, p, effect):
    hand = g.hand
    card_face = tb.card_face
    face_effect = tb.face_effect
    for i in range(g.hand_n[p]):
        if face_effect[card_face[hand[p, i]]] == effect:
            return True
    return False


@njit_cached
def compute_mask(g, tb, cfg):
    """Fill g.mask (and the list g.legal) for the decision on top of the stack; return the number
    of legal actions."""
    m = g.mask
    m[:] = 0
    stk = g.stk
    i = g.sp - 1
    op = stk[i, FR_OP]
    p = stk[i, FR_P]
    q = stk[i, FR_Q]
    a0 = stk[i, FR_A0]
    a1 = stk[i, FR_A1]
    n = cfg[C_PLAYERS]
    PASS = a_pass(tb)
    hand = g.hand
    nh = g.hand_n[p]
    card_face = tb.card_face
    card_colour = tb.card_colour
    face_effect = tb.face_effect
    face_category = tb.face_category
    lg = g.legal
    cnt = 0
    if op == DEC_PLAY:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        dist = distances_from(g, tb, cfg, p)
        for k in range(nh):
            c = hand[p, k]
            t = card_face[c] * 4 + card_colour[c]
            if m[t] == 0 and can_use(g, tb, cfg, p, c, dist):
                m[t] = 1
                lg[cnt] = t
                cnt += 1
        sb = a_skill(tb)
        for k in range(4):
            if slot_skill_usable(g, tb, cfg, p, k, True, dist):
                m[sb + k] = 1
                lg[cnt] = sb + k
                cnt += 1
    elif op == DEC_TARGET:
        base = a_seat(tb)
        dist = distances_from(g, tb, cfg, p)
        for k in range(n):
            x = (p + k) % n
            if a1 == PUR_SECOND:
                ok = valid_second(g, tb, cfg, a0, q, x)
            else:
                ok = valid_target(g, tb, cfg, p, a0, x, dist)
            if ok:
                m[base + k] = 1
                lg[cnt] = base + k
                cnt += 1
    elif op == DEC_RESPOND or op == DEC_CANCEL or op == DEC_RESCUE:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        eff = -1
        if op == DEC_CANCEL:
            eff = EFFECT_CANCEL_STRATEGY if a1 == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
        elif op == DEC_RESCUE:
            eff = EFFECT_HEAL
        # a duel asks for a printed power of at least FR_A2; 九转熊蛇丸 rescues only its owner
        need = stk[i, FR_A2] if (op == DEC_RESPOND and a1 == PUR_DUEL) else -1
        self_rescue = op == DEC_RESCUE and p == q
        # 六脉神剑: only moves of the allowed colours may answer this attack (ruling: printed
        # move cards only, no conversion)
        allowed = 15
        if op == DEC_RESPOND and a1 == PUR_ATTACK and a0 >= 0:
            if c_effect(g, tb, a0) == EFFECT_RESTRICT_DEFENCE_COLOUR:
                allowed = tb.face_param[c_face(g, tb, a0), 0]
        for k in range(nh):
            c = hand[p, k]
            f = card_face[c]
            if eff < 0:
                ok = face_category[f] == CAT_MOVE and tb.face_power[f] >= need
                ok = ok and (allowed & (1 << card_colour[c])) != 0
            else:
                ok = face_effect[f] == eff or (
                    self_rescue and face_effect[f] == EFFECT_DAMAGE_BOOST_SELF_RESCUE
                )
            if ok:
                t = f * 4 + card_colour[c]
                if m[t] == 0:
                    m[t] = 1
                    lg[cnt] = t
                    cnt += 1
        if op == DEC_RESPOND and allowed == 15:
            dist = np.zeros(1, np.int64)  # not needed when not attacking
            sb = a_skill(tb)
            for k in range(4):
                if slot_skill_usable(g, tb, cfg, p, k, False, dist):
                    if need >= 0 and tb.face_param[card_face[g.equip[p, k]], 1] < need:
                        continue  # the virtual move's power is too low for the duel
                    m[sb + k] = 1
                    lg[cnt] = sb + k
                    cnt += 1
    elif op == DEC_DISCARD or op == DEC_HAND:
        for k in range(nh):
            c = hand[p, k]
            t = card_face[c] * 4 + card_colour[c]
            if m[t] == 0:
                m[t] = 1
                lg[cnt] = t
                cnt += 1
    elif op == DEC_PICK:
        base = a_pick(tb)
        if g.hand_n[q] > 0:
            m[base] = 1
            lg[cnt] = base
            cnt += 1
        for k in range(4):
            if g.equip[q, k] >= 0:
                m[base + 1 + k] = 1
                lg[cnt] = base + 1 + k
                cnt += 1
        jb = a_judge(tb)
        for k in range(min(g.judge_n[q], N_JUDGE_ACTIONS)):
            m[jb + k] = 1
            lg[cnt] = jb + k
            cnt += 1
    elif op == DEC_CONFIRM:
        m[PASS] = 1
        lg[0] = PASS
        cnt = 1
        # 阴阳和合散: yes = use it on two characters (if a pair exists), pass = recast it
        linking = 0 <= a0 < MAX_CARDS and face_effect[card_face[a0]] == EFFECT_LINK_PAIR
        if not linking or link_possible(g, cfg):
            m[a_yes(tb)] = 1
            lg[1] = a_yes(tb)
            cnt = 2
    elif op == DEC_COLOUR:
        cb = a_colour(tb)
        for k in range(4):
            m[cb + k] = 1
            lg[k] = cb + k
        cnt = 4
    g.n_legal = cnt
    return cnt


@njit_cached
def hand_card_of_type(g, tb, p, t):
    hand = g.hand
    for k in range(g.hand_n[p]):
        c = hand[p, k]
        if card_type(tb, c) == t:
            return c
    return -1


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
    if sb <= a < sb + 4:
        # an equipment skill: this frame becomes the conversion, which will hand the parent
        # the virtual card as if it had been chosen from hand
        src = g.equip[p, a - sb]
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
    if op == DEC_TARGET:
        ret(g, (p + (a - a_seat(tb))) % cfg[C_PLAYERS])
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
            c = hand_card_of_type(g, tb, p, a)
            to_proc(g, c)
            ret(g, c)


# =============================================================================================
# end of game (R-W)
# =============================================================================================


@njit_cached
def finish(g, winners, truncated):
    g.done = True
    g.truncated = truncated
    g.winners = winners
    g.actor = -1
    g.mask[:] = 0
    g.n_legal = 0
    log(g, EV_GAME_OVER, winners, 1 if truncated else 0, 0, 0, 0)


@njit_cached
def check_end(g, cfg):
    """Apply R-W1..R-W4; return True when the game is over."""
    n = cfg[C_PLAYERS]
    leader_alive = False
    enemies_alive = False
    n_alive = 0
    n_court = 0
    n_foreign_side = 0
    for p in range(n):
        if g.alive[p]:
            n_alive += 1
            idn = g.ident[p]
            if idn == LEADER:
                leader_alive = True
            elif idn == CULT or idn == COURT or idn == FOREIGN or idn == COLLABORATOR:
                enemies_alive = True
            if idn == COURT:
                n_court += 1
            if idn == FOREIGN or idn == COLLABORATOR:
                n_foreign_side += 1
    if not leader_alive:
        if n_alive > 0 and n_court == n_alive:
            finish(g, 1 << COURT, False)
        elif n_alive > 0 and n_foreign_side == n_alive:
            finish(g, (1 << FOREIGN) | (1 << COLLABORATOR), False)
        else:
            finish(g, 1 << CULT, False)
        return True
    if not enemies_alive:
        finish(g, (1 << LEADER) | (1 << RIGHTEOUS), False)
        return True
    return False


@njit_cached
def die(g, p, killer):
    g.alive[p] = False
    g.dying[p] = False
    g.revealed[p] = True
    g.hp[p] = 0
    g.face_down[p] = False
    g.linked[p] = False
    g.skip[p] = 0
    log(g, EV_DEATH, p, killer, g.ident[p], 0, 0)


@njit_cached
def unwind_turn(g):
    """The current player died: cut its turn short (everything above the turn frame goes, cards
    on the table are discarded, the turn frame jumps to its end)."""
    for i in range(g.sp):
        if g.stk[i, FR_OP] == OP_TURN:
            g.sp = i + 1
            g.stk[i, FR_ST] = 5
            break
    flush_proc(g)
    g.dying[:] = False


@njit_cached
def kill(g, tb, cfg, p, killer):
    """Death and its consequences (R-D2..R-D6, R-W1). Returns True when the game ended."""
    die(g, p, killer)
    if check_end(g, cfg):
        return True
    discard_all(g, p, True)
    n = cfg[C_PLAYERS]
    if g.ident[p] == FOREIGN:  # R-D5: the collaborator dies with the foreign player
        for q in range(n):
            if g.alive[q] and g.ident[q] == COLLABORATOR:
                die(g, q, -1)
                if check_end(g, cfg):
                    return True
                discard_all(g, q, True)
    if killer >= 0 and g.alive[killer]:
        idp = g.ident[p]
        idk = g.ident[killer]
        if idp == CULT or idp == COLLABORATOR:  # R-D3
            got = draw_cards(g, killer, cfg[C_KILL_DRAW])
            log(g, EV_REWARD, killer, got, 0, 0, 0)
        if (idk == LEADER and idp == RIGHTEOUS) or (idk == FOREIGN and idp == COLLABORATOR):
            log(g, EV_PENALTY, killer, 0, 0, 0, 0)  # R-D4
            discard_all(g, killer, False)
    return False


# =============================================================================================
# procedures
# =============================================================================================


@njit_cached
def equip_slot_for(g, tb, p, c):
    f = tb.card_face[c]
    slot = tb.face_slot[f]
    if slot != SLOT_EITHER_LIGHTNESS:
        return slot
    for k in (SLOT_MINUS, SLOT_PLUS):
        e = g.equip[p, k]
        if e >= 0 and tb.card_face[e] == f:
            return k
    if g.equip[p, SLOT_PLUS] < 0:
        return SLOT_PLUS
    if g.equip[p, SLOT_MINUS] < 0:
        return SLOT_MINUS
    return SLOT_PLUS


@njit_cached
def do_equip(g, tb, p, c):
    """Equip c (R-E1): an occupied slot's old card is discarded. A card fitting either lightness
    slot goes to the +1 slot first (R-M2) and replaces an equipped card of its own name (R-T4b)."""
    slot = equip_slot_for(g, tb, p, c)
    old = g.equip[p, slot]
    if old >= 0:
        discard_logged(g, old, p)
    to_equip(g, c, p, slot)
    log(g, EV_EQUIP, p, c, slot, 0, 0)


@njit_cached
def heal(g, p, amount, by):
    h = g.hp[p] + amount
    if h > g.maxhp[p]:
        h = g.maxhp[p]
    got = h - g.hp[p]
    g.hp[p] = h
    log(g, EV_HEAL, p, got, by, 0, 0)


@njit_cached
def cleanse(g, t, by):
    """疗伤: remove t's adverse statuses (ruling: the 和合 link, being face down and pending
    phase skips; cards in the judgement area stay)."""
    if g.linked[t]:
        g.linked[t] = False
        log(g, EV_STATUS, t, ST_LINKED, 0, by, 0)
    if g.face_down[t]:
        g.face_down[t] = False
        log(g, EV_FACE_DOWN, t, 0, 0, 0, 0)
    if g.skip[t] != 0:
        g.skip[t] = 0
        log(g, EV_STATUS, t, ST_SKIP, 0, by, 0)


@njit_cached
def move_skill_on(g, tb, c, attacking, other_c):
    """Does the skill of move c act in this clash? Move skills act when attacking unless the card
    says defending or both (R-M7); a clash in which 如来千手式 takes part is not affected (its
    own skill only silences the after-damage skills)."""
    e = c_effect(g, tb, c)
    if e == EFFECT_NONE:
        return False
    if e == EFFECT_DEFEND_AUTO_BLOCK:
        return not attacking
    if e == EFFECT_LOW_HP_POWER_BONUS or e == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS:
        return True
    return attacking


@njit_cached
def counters(g, tb, c, other_c, attacking):
    """Does move c counter move other_c (R-M4: the colour cycle, or a "counters X" skill)?"""
    if c < 0 or other_c < 0:
        return False
    col = c_colour(g, tb, c)
    oc = c_colour(g, tb, other_c)
    if (col + 1) % 4 == oc:
        return True
    if c_effect(g, tb, c) == EFFECT_COUNTER_COLOUR and attacking:
        f = c_face(g, tb, c)
        return tb.face_param[f, 0] == oc
    return False


@njit_cached
def clash_power(g, tb, cfg, p, c, other_c, q, attacking):
    """Power of move c of seat p against move other_c (-1: none) of seat q (R-M4): printed power
    (or a power a skill sets), +1 when c counters the other move (colour cycle, a "counters X"
    skill, or 指点), + power skills of the move and the colour bonus of p's internal art."""
    if c < 0:
        return 0
    col = c_colour(g, tb, c)
    pw = c_power(g, tb, c)
    e = c_effect(g, tb, c)
    f = c_face(g, tb, c)
    skill = move_skill_on(g, tb, c, attacking, other_c)
    if skill and e == EFFECT_NEAR_TARGET_POWER_SET:  # 拈花指: power 2 at distance 1
        if distance(g, tb, cfg, p, q) <= tb.face_param[f, 0]:
            pw = tb.face_param[f, 1]
    if other_c >= 0:
        # R-M4 counter; 指点: the seat's next move counts as countering whatever the colours
        if counters(g, tb, c, other_c, attacking) or g.pt[p, PT_COUNTER_NEXT] != 0:
            pw += 1
    if skill:
        if e == EFFECT_LOW_HP_POWER_BONUS and g.hp[p] <= tb.face_param[f, 0]:  # 黯然销魂掌
            pw += tb.face_param[f, 1]
        elif e == EFFECT_FEMALE_POWER_BONUS and g.gender[p] == GENDER_FEMALE:  # 越女剑法
            pw += tb.face_param[f, 0]
    ic = equipped_effect(g, tb, p, SLOT_INTERNAL, EFFECT_COLOUR_POWER_BONUS)
    if ic >= 0:
        fi = tb.card_face[ic]
        if tb.face_param[fi, 0] == col:
            pw += tb.face_param[fi, 1]
    return pw


@njit_cached
def locked_effect(g, tb, cfg, point, owner, c, subject, source, ctx):
    """Apply a locked (non-optional) triggered effect of card c owned by ``owner`` at once."""
    f = tb.card_face[c]
    e = tb.face_effect[f]
    if e == EFFECT_ATTRIBUTE_GUARD and point == TP_BEFORE_DAMAGE:
        # 闭穴功 / 移宫易穴: the first damage of the named attributes each turn is prevented
        amt = g.stk[ctx, FR_A0]
        col = g.stk[ctx, FR_A1]
        if amt > 0 and col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
            if g.pt[owner, PT_GUARD] < tb.face_param[f, 1]:
                g.pt[owner, PT_GUARD] += 1
                g.stk[ctx, FR_A0] = 0
                log(g, EV_PREVENT, owner, amt, f, 0, 0)


@njit_cached
def fire(g, tb, cfg, point, subject, source, ctx):
    """Trigger point ``point``: apply the locked effects that listen to it and push a frame for
    each optional one, so that they resolve in turn order from the current player. Returns the
    number of frames pushed (the caller returns to the driver when it is not 0)."""
    n = cfg[C_PLAYERS]
    cur = g.cur
    alive = g.alive
    equip = g.equip
    for k in range(n):
        p = (cur + k) % n
        if not alive[p]:
            continue
        for slot in range(4):
            c = equip[p, slot]
            if c < 0:
                continue
            v = TRIGGERS[tb.face_effect[tb.card_face[c]], point]
            if v == 0 or (v & TRIG_OPTIONAL) != 0:
                continue
            role = v & 3
            if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
                continue
            locked_effect(g, tb, cfg, point, p, c, subject, source, ctx)
    pushed = 0
    for k in range(n - 1, -1, -1):
        p = (cur + k) % n
        if not alive[p]:
            continue
        for slot in range(3, -1, -1):
            c = equip[p, slot]
            if c < 0:
                continue
            v = TRIGGERS[tb.face_effect[tb.card_face[c]], point]
            if (v & TRIG_OPTIONAL) == 0:
                continue
            role = v & 3
            if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
                continue
            other = source if p == subject else subject
            push(g, OP_TRIGGER, p, other, c, ctx, point, 0)
            pushed += 1
    return pushed


@njit_cached
def stage_fire(g, tb, cfg, i, point, subject, source):
    """Fire ``point`` once for the current stage of frame i (FR_A6 remembers the stage it fired
    for). True when frames were pushed: the caller returns and is re-entered at the same stage."""
    st = g.stk[i, FR_ST]
    if g.stk[i, FR_A6] == st + 1:
        return False
    g.stk[i, FR_A6] = st + 1
    return fire(g, tb, cfg, point, subject, source, i) > 0


@njit_cached
def op_game(g, tb, cfg, i):
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
    else:
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
        if g.hand_n[p] > max(g.hp[p], 0):
            push(g, OP_DISCARD_PHASE, p, -1, 0, 0, 0, 0)
    else:  # turn end
        if g.stk[i, FR_ST] == 5 and stage_fire(g, tb, cfg, i, TP_TURN_END, p, p):
            return
        g.pt[:, PT_COUNTER_NEXT] = 0  # 指点 and 九转熊蛇丸 last until the end of the turn
        g.pt[:, PT_BOOST] = 0
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
    to_proc(g, c)
    push(g, OP_DELAYED, p, -1, c, 0, 0, 0)


@njit_cached
def op_delayed(g, tb, cfg, i):
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        cat = card_cat(tb, c)
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
    else:
        col = g.stk[i, FR_R]
        f = tb.card_face[c]
        if tb.face_effect[f] == EFFECT_DELAYED_SKIP_PHASE:
            safe = tb.face_param[f, 1]
            if col < 0 or (safe & (1 << col)) == 0:
                g.skip[p] |= np.int8(1 << tb.face_param[f, 0])
        to_discard(g, c)
        pop(g)


@njit_cached
def op_judgement(g, tb, cfg, i):
    """Turn over the top card of the draw pile; its colour is the result (R-K3). Stage 0 reveals
    it into A1 and fires JUDGEMENT (where skills may replace it); stage 1 discards it and hands
    its colour to the parent."""
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
    else:
        c = g.stk[i, FR_A1]
        col = tb.card_colour[c]
        to_discard(g, c)
        ret(g, col)


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
    if g.hand_n[p] > max(g.hp[p], 0):
        g.stk[i, FR_ST] = 1
        push(g, DEC_DISCARD, p, -1, -1, -1, 0, 0)
    else:
        pop(g)


@njit_cached
def op_use(g, tb, cfg, i):
    """Resolve card A0 used by P in its play phase. Stages: 0 take the card and ask for a
    target; 1 attack; 2 target chosen; 3 open the cancel window; 4 apply; 5-7 loop over the
    targets of a multi-target card; 8 apply a picked card; 9 done; 10 discard the card after a
    child procedure (duel, forced attack) and finish; 11 阴阳和合散: use or recast; 12 second
    target chosen (A4); 13 暗器: the first target attacked or passed; 14-15 阴阳和合散: cancel
    window and link, per target (A2 counts the targets done)."""
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    f = c_face(g, tb, c)
    cat = c_cat(g, tb, c)
    e = c_effect(g, tb, c)
    n = cfg[C_PLAYERS]
    if st == 0:
        if cat == CAT_MOVE:
            g.stk[i, FR_ST] = 1
            push(g, DEC_TARGET, p, -1, c, PUR_ATTACK, 0, 0)
        elif cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS:
            log(g, EV_USE, p, c, p, -1, 0)
            do_equip(g, tb, p, c)
            g.stk[i, FR_ST] = 9
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
        elif e == EFFECT_HEAL:
            log(g, EV_USE, p, c, p, -1, 0)
            heal(g, p, tb.face_param[f, 0], p)
            to_discard(g, c)
            g.stk[i, FR_ST] = 9
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
        elif e == EFFECT_DAMAGE_BOOST_SELF_RESCUE:
            # 九转熊蛇丸 in the play phase: the next move of this turn that deals damage deals more
            log(g, EV_USE, p, c, p, -1, 0)
            g.pt[p, PT_BOOST_USED] += 1
            g.pt[p, PT_BOOST] += tb.face_param[f, 0]
            log(g, EV_STATUS, p, ST_BOOST, 1, p, 0)
            to_discard(g, c)
            g.stk[i, FR_ST] = 9
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
        elif e == EFFECT_ALL_PLAY_MOVE_OR_DAMAGE:
            log(g, EV_USE, p, c, -1, -1, 0)
            g.stk[i, FR_A2] = 1
            g.stk[i, FR_ST] = 5
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
        elif e == EFFECT_LINK_PAIR:  # yes: use it on two characters; no: recast it
            g.stk[i, FR_ST] = 11
            push(g, DEC_CONFIRM, p, -1, c, -1, 0, 0)
        elif needs_target(g, tb, c):
            g.stk[i, FR_ST] = 2
            push(g, DEC_TARGET, p, -1, c, PUR_CARD, 0, 0)
        else:  # self-targeted (e.g. 掌门信物)
            log(g, EV_USE, p, c, p, -1, 0)
            g.stk[i, FR_Q] = p
            g.stk[i, FR_ST] = 3
            fire(g, tb, cfg, TP_CARD_USED, p, p, i)
    elif st == 1:
        t = g.stk[i, FR_R]
        g.pt[p, PT_ATTACKS] += 1
        log(g, EV_USE, p, c, t, -1, 0)
        g.stk[i, FR_ST] = 9
        push(g, OP_ATTACK, p, t, c, -1, 0, 0)
        fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 2:
        t = g.stk[i, FR_R]
        g.stk[i, FR_Q] = t
        if e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL or e == EFFECT_LINK_PAIR:
            g.stk[i, FR_ST] = 12
            push(g, DEC_TARGET, p, t, c, PUR_SECOND, 0, 0)
            return
        log(g, EV_USE, p, c, t, -1, 0)
        if t != p and harmful(e):
            g.hist[p, t, H_HARM] += 1
        if tb.face_delayed[f]:
            to_judge(g, c, t)
            log(g, EV_PLACE, t, c, p, 0, 0)
            g.stk[i, FR_ST] = 9
        else:
            g.stk[i, FR_ST] = 3
        fire(g, tb, cfg, TP_CARD_USED, t, p, i)
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
        if e == EFFECT_DRAW:
            draw_cards(g, t, tb.face_param[f, 0])
        elif e == EFFECT_FACE_DOWN:
            if not g.face_down[t]:
                g.face_down[t] = True
                log(g, EV_FACE_DOWN, t, 1, 0, 0, 0)
        elif e == EFFECT_DISCARD_TARGET_CARD or e == EFFECT_TAKE_TARGET_CARD:
            if count_cards(g, t) > 0:
                pur = PUR_DISCARD if e == EFFECT_DISCARD_TARGET_CARD else PUR_TAKE
                g.stk[i, FR_ST] = 8
                push(g, DEC_PICK, p, t, c, pur, 0, 0)
                return
        elif e == EFFECT_DUEL:
            if g.alive[p]:
                g.stk[i, FR_ST] = 10
                push(g, OP_DUEL, p, t, c, t, 0, 0)  # the target plays first
                return
        elif e == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL:
            v = g.stk[i, FR_A4]
            if g.equip[t, SLOT_INTERNAL] >= 0:
                g.stk[i, FR_ST] = 13
                if g.alive[v] and v != t:
                    push(g, DEC_RESPOND, t, v, c, PUR_FORCED, 0, 0)
                else:  # the named victim is gone: the target can only give up its art
                    g.stk[i, FR_R] = -1
                return
        elif e == EFFECT_CLEANSE_HEAL:
            cleanse(g, t, p)
            heal(g, t, tb.face_param[f, 0], p)
        elif e == EFFECT_NEXT_MOVE_COUNTERS:
            g.pt[t, PT_COUNTER_NEXT] = 1
            log(g, EV_STATUS, t, ST_COUNTER, 1, p, 0)
        elif e == EFFECT_SET_ALIGNMENT_EVIL:
            if g.align[t] != ALIGN_EVIL:
                g.align[t] = ALIGN_EVIL
                log(g, EV_STATUS, t, ST_EVIL, 1, p, 0)
        to_discard(g, c)
        pop(g)
    elif st == 5:
        k = g.stk[i, FR_A2]
        if k >= n:
            to_discard(g, c)
            pop(g)
            return
        g.stk[i, FR_A2] = k + 1
        t = (p + k) % n
        if not g.alive[t]:
            return
        g.stk[i, FR_Q] = t
        g.hist[p, t, H_HARM] += 1
        g.stk[i, FR_ST] = 6
        push(g, OP_CANCEL, -1, t, c, CANCEL_STRATEGY, 0, 0)
    elif st == 6:
        t = g.stk[i, FR_Q]
        if g.stk[i, FR_R] == 1 or not g.alive[t]:
            g.stk[i, FR_ST] = 5
            return
        g.stk[i, FR_ST] = 7
        push(g, DEC_RESPOND, t, p, c, PUR_MASS, 0, 0)
    elif st == 7:
        t = g.stk[i, FR_Q]
        r = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 5
        if r >= 0:
            log(g, EV_RESPOND, t, r, p, 0, 0)
            to_discard(g, r)
            fire(g, tb, cfg, TP_CARD_PLAYED, t, p, i)
        else:
            push(g, OP_DAMAGE, p, t, tb.face_param[f, 0], -1, c, 0)
    elif st == 8:
        t = g.stk[i, FR_Q]
        k = g.stk[i, FR_R]
        if e == EFFECT_TAKE_TARGET_CARD:
            to_hand(g, k, p)
            g.hist[p, t, H_TAKE] += 1
            log(g, EV_TAKE, p, k, t, 0, 0)
        else:
            discard_logged(g, k, t)
            g.hist[p, t, H_DESTROY] += 1
        to_discard(g, c)
        pop(g)
    elif st == 10:
        if in_proc(g, c):
            to_discard(g, c)
        pop(g)
    elif st == 11:
        if g.stk[i, FR_R] == 1:
            g.stk[i, FR_ST] = 2
            push(g, DEC_TARGET, p, -1, c, PUR_CARD, 0, 0)
        else:  # recast (重制): discard it and draw
            log(g, EV_RECAST, p, c, 0, 0, 0)
            to_discard(g, c)
            draw_cards(g, p, tb.face_param[f, 1])
            pop(g)
    elif st == 12:
        t = g.stk[i, FR_Q]
        v = g.stk[i, FR_R]
        g.stk[i, FR_A4] = v
        log(g, EV_USE, p, c, t, v, 0)
        if e == EFFECT_LINK_PAIR:
            for x in (t, v):
                if x != p:
                    g.hist[p, x, H_HARM] += 1
            g.stk[i, FR_A2] = 0
            g.stk[i, FR_ST] = 14
        else:  # 暗器: the cancel window is for the first target
            if t != p:
                g.hist[p, t, H_HARM] += 1
            g.stk[i, FR_ST] = 3
        fire(g, tb, cfg, TP_CARD_USED, t, p, i)
    elif st == 13:
        t = g.stk[i, FR_Q]
        v = g.stk[i, FR_A4]
        r = g.stk[i, FR_R]
        if r >= 0:
            # the target attacks the victim: a normal attack that uses no attack opportunity
            log(g, EV_USE, t, r, v, -1, 0)
            g.stk[i, FR_ST] = 10
            push(g, OP_ATTACK, t, v, r, -1, 0, 0)
            fire(g, tb, cfg, TP_CARD_USED, v, t, i)
            return
        ic = g.equip[t, SLOT_INTERNAL]
        if ic >= 0 and g.alive[p]:
            to_hand(g, ic, p)
            g.hist[p, t, H_TAKE] += 1
            log(g, EV_TAKE, p, ic, t, 0, 0)
        to_discard(g, c)
        pop(g)
    elif st == 14:
        k = g.stk[i, FR_A2]
        if k >= 2:
            to_discard(g, c)
            pop(g)
            return
        g.stk[i, FR_A2] = k + 1
        x = g.stk[i, FR_Q] if k == 0 else g.stk[i, FR_A4]
        if not g.alive[x]:
            return
        g.stk[i, FR_ST] = 15
        push(g, OP_CANCEL, -1, x, c, CANCEL_POISON, 0, 0)
    elif st == 15:
        x = g.stk[i, FR_Q] if g.stk[i, FR_A2] == 1 else g.stk[i, FR_A4]
        g.stk[i, FR_ST] = 14
        if g.stk[i, FR_R] != 1 and g.alive[x] and not g.linked[x]:
            g.linked[x] = True
            log(g, EV_STATUS, x, ST_LINKED, 1, p, 0)
    else:
        pop(g)


@njit_cached
def op_attack(g, tb, cfg, i):
    """One attack of P on Q with move A0 (R-M1..R-M6). A1 defending card (-1 none), A2 blocked by
    an effect, A3 flags (F_*), A4 the damage to deal, A5 after-damage cursor.

    Stages: 0 declared (trigger ATTACKED); 1 ask for a defence; 2 defence known (triggers
    CARD_PLAYED, CLASH); 3 clash; 4 pre-damage judgement of the move (分筋错骨手); 5 its result;
    6 deal the damage (寒冰掌 may replace it: 15 confirm, 16-17 discards); 7 damage dealt (R:
    amount): after-damage skill of the move; 8 its decision or judgement; 9 after-damage skill of
    the internal art; 10 its judgement; 11 skills of an attack the defence did not counter
    (化功大法, 七伤拳), damage or not; 12-13 their steps; 14 done. After-damage skills need damage
    actually dealt and are silenced when 如来千手式 took part."""
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.hist[p, t, H_ATTACK] += 1
        g.stk[i, FR_ST] = 1
        fire(g, tb, cfg, TP_ATTACKED, t, p, i)
    elif st == 1:
        if not g.alive[t]:
            g.stk[i, FR_ST] = 14
            return
        if g.stk[i, FR_A2] != 0:  # blocked by an effect (混元气): not countered
            g.stk[i, FR_ST] = 11
            return
        g.stk[i, FR_ST] = 2
        push(g, DEC_RESPOND, t, p, c, PUR_ATTACK, 0, 0)
    elif st == 2:
        d = g.stk[i, FR_R]
        g.stk[i, FR_A1] = d
        g.stk[i, FR_ST] = 3
        if d >= 0:
            log(g, EV_RESPOND, t, d, p, 0, 0)
            fire(g, tb, cfg, TP_CARD_PLAYED, t, p, i)
        fire(g, tb, cfg, TP_CLASH, t, p, i)
    elif st == 3:
        d = g.stk[i, FR_A1]
        g.stk[i, FR_ST] = 11
        flags = 0
        if d < 0:
            flags |= F_NO_DEFENCE
        elif counters(g, tb, d, c, False):
            flags |= F_COUNTERED
        if c_effect(g, tb, c) == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS or (
            d >= 0 and c_effect(g, tb, d) == EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS
        ):
            flags |= F_SILENCED  # 如来千手式
        g.stk[i, FR_A3] = flags
        if g.stk[i, FR_A2] != 0:  # blocked by an effect during the clash
            if d >= 0:
                to_discard(g, d)
            return
        pa = clash_power(g, tb, cfg, p, c, d, t, True)
        pb = clash_power(g, tb, cfg, t, d, c, p, False)
        log(g, EV_CLASH, p, t, pa, pb, 0)
        # 指点 is spent by the first clash in which its holder puts out a move
        if g.pt[p, PT_COUNTER_NEXT] != 0:
            g.pt[p, PT_COUNTER_NEXT] = 0
            log(g, EV_STATUS, p, ST_COUNTER, 0, -1, 0)
        if d >= 0 and g.pt[t, PT_COUNTER_NEXT] != 0:
            g.pt[t, PT_COUNTER_NEXT] = 0
            log(g, EV_STATUS, t, ST_COUNTER, 0, -1, 0)
        auto_block = d >= 0 and c_effect(g, tb, d) == EFFECT_DEFEND_AUTO_BLOCK  # 一阳指
        if d >= 0:
            to_discard(g, d)
        if pb >= pa or auto_block:
            log(g, EV_BLOCK, t, -1, 0, 0, 0)  # R-M5: B >= A blocks
            return
        dmg = (pa - pb + 1) // 2  # ceil((A - B) / 2)
        f = c_face(g, tb, c)
        e = c_effect(g, tb, c)
        if e == EFFECT_NO_MOVE_DAMAGE_BONUS and d < 0:  # 百变千幻剑
            dmg += tb.face_param[f, 0]
        if e == EFFECT_EMPTY_HAND_DAMAGE_BONUS and g.hand_n[t] == 0:  # 五毒掌
            dmg += tb.face_param[f, 0]
        ic = equipped_effect(g, tb, p, SLOT_INTERNAL, EFFECT_EMPTY_HAND_DAMAGE_BONUS)
        if ic >= 0 and g.hand_n[t] == 0:  # 五毒功
            dmg += tb.face_param[tb.card_face[ic], 0]
        boost = g.pt[p, PT_BOOST]
        if boost > 0:  # 九转熊蛇丸: the first move of the turn that deals damage
            dmg += boost
            g.pt[p, PT_BOOST] = 0
            log(g, EV_STATUS, p, ST_BOOST, 0, -1, 0)
        g.stk[i, FR_A4] = dmg
        g.stk[i, FR_ST] = 4
    elif st == 4:
        if c_effect(g, tb, c) == EFFECT_JUDGEMENT_DAMAGE_BONUS:  # 分筋错骨手
            g.stk[i, FR_ST] = 5
            push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
        else:
            g.stk[i, FR_ST] = 6
    elif st == 5:
        col = g.stk[i, FR_R]
        f = c_face(g, tb, c)
        if col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
            g.stk[i, FR_A4] += tb.face_param[f, 1]
        g.stk[i, FR_ST] = 6
    elif st == 6:
        if c_effect(g, tb, c) == EFFECT_DISCARD_INSTEAD_OF_DAMAGE and count_cards(g, t) > 0:
            g.stk[i, FR_ST] = 15  # 寒冰掌: discard the target's cards instead?
            push(g, DEC_CONFIRM, p, t, c, -1, 0, 0)
            return
        g.stk[i, FR_ST] = 7
        push(g, OP_DAMAGE, p, t, g.stk[i, FR_A4], c_colour(g, tb, c), c, 0)  # R-M6
    elif st == 7:
        dealt = g.stk[i, FR_R]
        g.stk[i, FR_ST] = 11
        if dealt <= 0 or (g.stk[i, FR_A3] & F_SILENCED) != 0 or not g.alive[p]:
            return
        g.stk[i, FR_ST] = 9
        f = c_face(g, tb, c)
        e = c_effect(g, tb, c)
        if e == EFFECT_AFTER_DAMAGE_DRAW:  # 九阴白骨爪
            draw_cards(g, p, tb.face_param[f, 0])
        elif e == EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD:  # 金蛇缠丝手: a random hand card
            for _ in range(tb.face_param[f, 0]):
                if g.alive[t] and g.hand_n[t] > 0:
                    k = g.hand[t, rnd(g, g.hand_n[t])]
                    to_hand(g, k, p)
                    g.hist[p, t, H_TAKE] += 1
                    log(g, EV_TAKE, p, k, t, 0, 0)
        elif e == EFFECT_AFTER_DAMAGE_FACE_DOWN:  # 沾衣十八跌 (optional)
            if g.alive[t] and not g.face_down[t]:
                g.stk[i, FR_ST] = 8
                push(g, DEC_CONFIRM, p, t, c, -1, 0, 0)
        elif e == EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE:  # 弹指神通, 玄冥神掌
            if g.alive[t]:
                g.stk[i, FR_ST] = 8
                push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
    elif st == 8:
        r = g.stk[i, FR_R]
        f = c_face(g, tb, c)
        e = c_effect(g, tb, c)
        g.stk[i, FR_ST] = 9
        if e == EFFECT_AFTER_DAMAGE_FACE_DOWN:
            if r == 1 and g.alive[t] and not g.face_down[t]:
                g.face_down[t] = True
                log(g, EV_FACE_DOWN, t, 1, 0, 0, 0)
        elif r >= 0 and (tb.face_param[f, 0] & (1 << r)) != 0 and g.alive[t]:
            g.skip[t] |= np.int8(1 << tb.face_param[f, 1])
    elif st == 9:
        g.stk[i, FR_ST] = 11
        ic = equipped_effect(g, tb, p, SLOT_INTERNAL, EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE)
        if ic >= 0 and g.alive[t]:  # 透骨打穴
            g.stk[i, FR_A5] = ic
            g.stk[i, FR_ST] = 10
            push(g, OP_JUDGEMENT, p, -1, ic, 0, 0, 0)
    elif st == 10:
        r = g.stk[i, FR_R]
        f = tb.card_face[g.stk[i, FR_A5]]
        g.stk[i, FR_ST] = 11
        if r >= 0 and (tb.face_param[f, 0] & (1 << r)) != 0 and g.alive[t]:
            g.skip[t] |= np.int8(1 << tb.face_param[f, 1])
    elif st == 11:
        g.stk[i, FR_ST] = 14
        if (g.stk[i, FR_A3] & F_COUNTERED) != 0 or not g.alive[p]:
            return
        f = c_face(g, tb, c)
        e = c_effect(g, tb, c)
        if e == EFFECT_UNCOUNTERED_DISCARD_TARGET:  # 化功大法: discard one of the target's cards
            if g.alive[t] and count_cards(g, t) > 0:
                g.stk[i, FR_ST] = 12
                push(g, DEC_PICK, p, t, c, PUR_DISCARD, 0, 0)
        elif e == EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE:  # 七伤拳: lose HP, then deal damage
            loss = tb.face_param[f, 0]
            g.hp[p] -= loss
            log(g, EV_HP_LOSS, p, loss, 0, 0, 0)
            g.stk[i, FR_ST] = 13
            if g.hp[p] <= 0:
                push(g, OP_DYING, p, -1, -1, 0, 0, 0)  # HP loss has no source: no killer
    elif st == 12:
        k = g.stk[i, FR_R]
        discard_logged(g, k, t)
        g.hist[p, t, H_DESTROY] += 1
        g.stk[i, FR_ST] = 14
    elif st == 13:
        g.stk[i, FR_ST] = 14
        if g.alive[p] and g.alive[t]:
            push(g, OP_DAMAGE, p, t, tb.face_param[c_face(g, tb, c), 1], -1, c, 0)
    elif st == 15:
        if g.stk[i, FR_R] == 1:
            g.stk[i, FR_A5] = tb.face_param[c_face(g, tb, c), 0]
            g.stk[i, FR_ST] = 16
            log(g, EV_PREVENT, t, g.stk[i, FR_A4], c_face(g, tb, c), 0, 0)
        else:
            g.stk[i, FR_ST] = 7
            push(g, OP_DAMAGE, p, t, g.stk[i, FR_A4], c_colour(g, tb, c), c, 0)
    elif st == 16:
        if g.stk[i, FR_A5] > 0 and g.alive[t] and count_cards(g, t) > 0:
            g.stk[i, FR_A5] -= 1
            g.stk[i, FR_ST] = 17
            push(g, DEC_PICK, p, t, c, PUR_DISCARD, 0, 0)
        else:
            g.stk[i, FR_ST] = 11
    elif st == 17:
        discard_logged(g, g.stk[i, FR_R], t)
        g.hist[p, t, H_DESTROY] += 1
        g.stk[i, FR_ST] = 16
    else:
        if in_proc(g, c):
            to_discard(g, c)
        pop(g)


@njit_cached
def op_duel(g, tb, cfg, i):
    """单挑 (card A0) of user P against Q. A1: the seat to play now (the target first); A2: the
    printed power the next move needs (0 for the first). Each duellist in turn plays a move of at
    least that power (ruling: printed power only, no counter or skill bonus) or takes A0's damage
    from the other. Stages: 0 ask; 1 answer known; 2 done."""
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
        push(g, DEC_RESPOND, x, o, g.stk[i, FR_A0], PUR_DUEL, g.stk[i, FR_A2], 0)
    elif st == 1:
        r = g.stk[i, FR_R]
        if r < 0:
            g.stk[i, FR_ST] = 2
            dmg = card_param(tb, g.stk[i, FR_A0], 0)
            push(g, OP_DAMAGE, o, x, dmg, -1, g.stk[i, FR_A0], 0)
            return
        log(g, EV_RESPOND, x, r, o, 0, 0)
        g.stk[i, FR_A2] = c_power(g, tb, r)
        to_discard(g, r)
        g.stk[i, FR_A1] = o
        g.stk[i, FR_ST] = 0
        fire(g, tb, cfg, TP_CARD_PLAYED, x, o, i)
    else:
        pop(g)


@njit_cached
def op_trigger(g, tb, cfg, i):
    """An optional triggered effect of card A0 owned by P at point A2, fired from frame A1; Q is
    the other party (the attacker, the damage source). Stage 0 asks the owner."""
    p = g.stk[i, FR_P]
    c = g.stk[i, FR_A0]
    ctx = g.stk[i, FR_A1]
    st = g.stk[i, FR_ST]
    f = tb.card_face[c]
    e = tb.face_effect[f]
    if st == 0:
        if not g.alive[p] or g.zone[c] != Z_EQUIP or g.owner[c] != p:
            pop(g)  # the owner died or the card left play before its turn to resolve
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_CONFIRM, p, g.stk[i, FR_Q], c, -1, 0, 0)
    elif st == 1:
        if g.stk[i, FR_R] != 1:
            pop(g)
            return
        g.stk[i, FR_ST] = 2
        push(g, OP_JUDGEMENT, p, -1, c, 0, 0, 0)
    else:
        col = g.stk[i, FR_R]
        if e == EFFECT_JUDGEMENT_BLOCK and col >= 0 and (tb.face_param[f, 0] & (1 << col)) != 0:
            g.stk[ctx, FR_A2] = 1  # 混元气: the attack counts as blocked
            log(g, EV_BLOCK, p, f, 0, 0, 0)
        pop(g)


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
            g.stk[i, FR_R] = tb.card_colour[g.stk[i, FR_A2]]
    else:
        c0 = g.stk[i, FR_A2]
        c1 = g.stk[i, FR_A3]
        col = g.stk[i, FR_R]
        v = make_virtual(
            g, CAT_MOVE, f, col, tb.face_param[f, 1], tb.face_param[f, 2], EFFECT_NONE, c0, c1
        )
        log(g, EV_CONVERT, p, v, src, 1 if c1 < 0 else 2, 0)
        ret(g, v)


@njit_cached
def op_damage(g, tb, cfg, i):
    """Damage A0 of colour A1 (-1 none) from P (-1 none) to Q, by card A2; A3 = 1 when it is
    passed on by the 和合 link. Stages: 0 trigger BEFORE_DAMAGE (effects may lower A0); 1 apply,
    open a dying window; 2 trigger AFTER_DAMAGE; 3 pass the damage dealt (A4) on to the other
    linked characters, then hand the amount dealt (A5) to the parent.

    和合 (阴阳和合散, Sanguosha's 铁索连环 convention): damage dealt to a linked character unlinks
    it and is then dealt, with the same amount, attribute and source, to every other linked
    character, who are unlinked in turn; damage passed on this way is not passed on again."""
    src = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    st = g.stk[i, FR_ST]
    if st == 0:
        g.stk[i, FR_ST] = 1
        if not g.alive[t] or g.stk[i, FR_A0] <= 0:
            g.stk[i, FR_ST] = 3
            return
        fire(g, tb, cfg, TP_BEFORE_DAMAGE, t, src, i)
    elif st == 1:
        amt = g.stk[i, FR_A0]
        col = g.stk[i, FR_A1]
        g.stk[i, FR_ST] = 3
        if not g.alive[t] or amt <= 0:
            return
        if g.face_down[t]:  # 西湖底牢: a face-down character takes no damage
            log(g, EV_PREVENT, t, amt, -1, 0, 0)
            return
        g.hp[t] -= amt
        g.stk[i, FR_A5] = amt  # dealt: handed to the parent at the end
        if src >= 0:
            g.hist[src, t, H_DAMAGE] += amt
        log(g, EV_DAMAGE, src, t, amt, col, g.stk[i, FR_A3])
        if g.linked[t] and g.stk[i, FR_A3] == 0:
            g.linked[t] = False
            log(g, EV_STATUS, t, ST_LINKED, 0, -1, 0)
            g.stk[i, FR_A4] = amt
        g.stk[i, FR_ST] = 2
        if g.hp[t] <= 0:
            push(g, OP_DYING, t, -1, src, 0, 0, 0)
    elif st == 2:
        g.stk[i, FR_ST] = 3
        if g.alive[t]:
            fire(g, tb, cfg, TP_AFTER_DAMAGE, t, src, i)
    else:
        amt = g.stk[i, FR_A4]
        if amt <= 0:
            ret(g, g.stk[i, FR_A5])  # the parent learns how much damage was dealt
            return
        g.stk[i, FR_A4] = 0
        n = cfg[C_PLAYERS]
        # pushed last-first so that the others are hurt in turn order from the current player
        for k in range(n - 1, -1, -1):
            q = (g.cur + k) % n
            if q != t and g.alive[q] and g.linked[q]:
                g.linked[q] = False
                log(g, EV_STATUS, q, ST_LINKED, 0, -1, 0)
                push(g, OP_DAMAGE, src, q, amt, g.stk[i, FR_A1], g.stk[i, FR_A2], 1)


@njit_cached
def op_dying(g, tb, cfg, i):
    """Rescue window for P (R-D1): from the current player in turn order, each living player may
    use rescue cards until P is back to 1 HP; the same player is asked again after a rescue."""
    p = g.stk[i, FR_P]
    killer = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 0:
        g.dying[p] = True
        log(g, EV_DYING, p, 0, 0, 0, 0)
        g.stk[i, FR_ST] = 1
        fire(g, tb, cfg, TP_DYING, p, killer, i)
        return
    if st == 2:
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A1]
        if r >= 0:
            q = (g.cur + k) % n
            to_discard(g, r)
            if card_effect(tb, r) == EFFECT_DAMAGE_BOOST_SELF_RESCUE:
                heal(g, p, card_param(tb, r, 2), q)  # 九转熊蛇丸 on oneself
            else:
                heal(g, p, card_param(tb, r, 0), q)
            g.hist[q, p, H_RESCUE] += 1
        else:
            g.stk[i, FR_A1] = k + 1
        g.stk[i, FR_ST] = 1
    if not g.alive[p]:
        pop(g)
        return
    if g.hp[p] > 0:
        g.dying[p] = False
        pop(g)
        return
    while True:
        k = g.stk[i, FR_A1]
        if k >= n:
            pop(g)
            if kill(g, tb, cfg, p, killer):
                return
            if not g.alive[g.cur]:  # the current player died (itself, or with the foreign player)
                unwind_turn(g)
            return
        q = (g.cur + k) % n
        # with auto_forced off every living seat is asked, so who is asked reveals nothing
        ask_all = cfg[C_AUTO_FORCED] == 0
        can = has_effect_in_hand(g, tb, q, EFFECT_HEAL) or (
            q == p and has_effect_in_hand(g, tb, q, EFFECT_DAMAGE_BOOST_SELF_RESCUE)
        )
        if g.alive[q] and (ask_all or can):
            g.stk[i, FR_ST] = 2
            push(g, DEC_RESCUE, q, p, -1, -1, 0, 0)
            return
        g.stk[i, FR_A1] = k + 1


@njit_cached
def op_cancel(g, tb, cfg, i):
    """Cancel window (R-K1, R-K2) against card A0 aimed at Q, kind A1. From the current player in
    turn order each living player holding a cancel card may play one; a played cancel opens a
    window of its own; if that cancel stands the card is cancelled (result 1), if it is itself
    cancelled the asking starts again. Result 0: not cancelled."""
    t = g.stk[i, FR_Q]
    c = g.stk[i, FR_A0]
    kind = g.stk[i, FR_A1]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    eff = EFFECT_CANCEL_STRATEGY if kind == CANCEL_STRATEGY else EFFECT_CANCEL_POISON
    if st == 2:  # a seat answered
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A2]
        if r < 0:
            g.stk[i, FR_A2] = k + 1
            g.stk[i, FR_ST] = 1
        else:
            q = (g.cur + k) % n
            log(g, EV_CANCEL, q, r, c, t, 0)
            g.stk[i, FR_A3] = r
            g.stk[i, FR_ST] = 3
            push(g, OP_CANCEL, -1, t, r, kind, 0, 0)
            return
    elif st == 3:  # the played cancel's own window closed
        to_discard(g, g.stk[i, FR_A3])
        if g.stk[i, FR_R] == 0:
            ret(g, 1)
            return
        g.stk[i, FR_A2] = 0
        g.stk[i, FR_ST] = 1
    while True:
        k = g.stk[i, FR_A2]
        if k >= n:
            ret(g, 0)
            return
        q = (g.cur + k) % n
        # with auto_forced off every living seat is asked, so who is asked reveals nothing
        ask_all = cfg[C_AUTO_FORCED] == 0
        if g.alive[q] and (ask_all or has_effect_in_hand(g, tb, q, eff)):
            g.stk[i, FR_ST] = 2
            push(g, DEC_CANCEL, q, t, c, kind, 0, 0)
            return
        g.stk[i, FR_A2] = k + 1


# =============================================================================================
# the driver
# =============================================================================================


@njit_cached
def run(g, tb, cfg):
    """Resolve until a player must decide (then compute its mask) or the game ends."""
    auto = cfg[C_AUTO_FORCED] != 0
    while True:
        if g.done:
            g.actor = -1
            g.n_legal = 0
            return
        i = g.sp - 1
        if i < 0:
            raise RuntimeError("qxs engine: empty decision stack")
        op = g.stk[i, FR_OP]
        if op >= DEC_BASE:
            cnt = compute_mask(g, tb, cfg)
            if cnt == 0:
                raise RuntimeError("qxs engine: a decision with no legal action")
            if cnt == 1 and auto:
                resolve_decision(g, tb, cfg, g.legal[0])
                continue
            g.actor = g.stk[i, FR_P]
            return
        if op == OP_GAME:
            op_game(g, tb, cfg, i)
        elif op == OP_TURN:
            op_turn(g, tb, cfg, i)
        elif op == OP_JUDGE_PHASE:
            op_judge_phase(g, tb, cfg, i)
        elif op == OP_PLAY_PHASE:
            op_play_phase(g, tb, cfg, i)
        elif op == OP_DISCARD_PHASE:
            op_discard_phase(g, tb, cfg, i)
        elif op == OP_USE:
            op_use(g, tb, cfg, i)
        elif op == OP_ATTACK:
            op_attack(g, tb, cfg, i)
        elif op == OP_DAMAGE:
            op_damage(g, tb, cfg, i)
        elif op == OP_DYING:
            op_dying(g, tb, cfg, i)
        elif op == OP_CANCEL:
            op_cancel(g, tb, cfg, i)
        elif op == OP_JUDGEMENT:
            op_judgement(g, tb, cfg, i)
        elif op == OP_DELAYED:
            op_delayed(g, tb, cfg, i)
        elif op == OP_TRIGGER:
            op_trigger(g, tb, cfg, i)
        elif op == OP_CONVERT:
            op_convert(g, tb, cfg, i)
        elif op == OP_DUEL:
            op_duel(g, tb, cfg, i)
        else:
            raise RuntimeError("qxs engine: unknown operation on the stack")


@njit_cached
def clear_game(g):
    g.done = False
    g.truncated = False
    g.winners = 0
    g.actor = -1
    g.turn = 0
    g.ndec = 0
    g.n_draw = 0
    g.n_disc = 0
    g.draw[:] = -1
    g.disc[:] = -1
    g.zone[:] = Z_DRAW
    g.owner[:] = -1
    g.hand[:, :] = -1
    g.hand_n[:] = 0
    g.equip[:, :] = -1
    g.judge[:, :] = -1
    g.judge_n[:] = 0
    g.hp[:] = 0
    g.maxhp[:] = 0
    g.alive[:] = False
    g.ident[:] = -1
    g.revealed[:] = False
    g.dying[:] = False
    g.face_down[:] = False
    g.linked[:] = False
    g.align[:] = 0  # ruling: with heroes off every character is 善 (good)
    g.gender[:] = 0  # and has no gender
    g.skip[:] = 0
    g.pt[:, :] = 0
    g.hist[:, :, :] = 0
    g.stk[:, :] = 0
    g.sp = 0
    g.mask[:] = False
    g.n_legal = 0
    g.ev_n = 0
    g.vcard[:, :] = 0
    g.vnext = 0


@njit_cached
def reset_game(g, tb, cfg, seed):
    """Set up game b from ``seed`` (R-S1, R-S2, R-S4 heroes off, R-S5, R-S6) and run to the
    first decision."""
    clear_game(g)
    seed_rng(g, seed)
    n = cfg[C_PLAYERS]
    k = 0
    for idn in range(6):
        for _ in range(cfg[C_ID_COUNTS + idn]):
            g.ident[k] = idn
            k += 1
    for j in range(n - 1, 0, -1):  # identities dealt at random (R-S2)
        r = rnd(g, j + 1)
        t = g.ident[j]
        g.ident[j] = g.ident[r]
        g.ident[r] = t
    leader = 0
    for p in range(n):
        g.alive[p] = True
        hp = cfg[C_BASE_HP]
        if g.ident[p] == LEADER:
            leader = p
            g.revealed[p] = True
            hp += cfg[C_LEADER_BONUS]
        g.hp[p] = hp
        g.maxhp[p] = hp
    m = tb.n_cards
    for c in range(m):
        g.draw[c] = c
    for j in range(m - 1, 0, -1):  # shuffle (R-S6)
        r = rnd(g, j + 1)
        t = g.draw[j]
        g.draw[j] = g.draw[r]
        g.draw[r] = t
    g.n_draw = m
    for k in range(n):
        draw_cards(g, (leader + k) % n, cfg[C_HAND_START])
    g.cur = leader
    g.ev_n = 0
    push(g, OP_GAME, -1, -1, 0, 0, 0, 0)
    run(g, tb, cfg)


@njit_cached
def apply_action(g, tb, cfg, a):
    """Apply action a of the pending decision of game b and run to the next decision. Returns
    ERR_OK, ERR_ILLEGAL (nothing changed) or ERR_DONE (game over; nothing changed)."""
    if g.done:
        return ERR_DONE
    if a < 0 or a > a_yes(tb) or not g.mask[a]:
        return ERR_ILLEGAL
    g.ev_n = 0
    g.ndec += 1
    resolve_decision(g, tb, cfg, a)
    run(g, tb, cfg)
    md = cfg[C_MAX_DECISIONS]
    if not g.done and md > 0 and g.ndec >= md:
        finish(g, 0, True)
    return ERR_OK


@njit_cached
def reset_one(s, tba, cfg, b, seed):
    """Reset game b of state array s from seed."""
    reset_game(s[b], tba[0], cfg, seed)


@njit_cached
def apply_one(s, tba, cfg, b, a):
    """apply_action on game b of state array s."""
    return apply_action(s[b], tba[0], cfg, a)


@njit_cached
def reset_batch(s, tba, cfg, seeds):
    """Reset every game b from seeds[b]."""
    tb = tba[0]
    for b in range(seeds.shape[0]):
        reset_game(s[b], tb, cfg, seeds[b])


@njit_cached
def step_batch(s, tba, cfg, actions, err):
    """Apply actions[b] to every game b that is not over; err[b] receives the ERR_* code. Games
    whose action is illegal are left unchanged."""
    tb = tba[0]
    for b in range(actions.shape[0]):
        err[b] = apply_action(s[b], tb, cfg, actions[b])
