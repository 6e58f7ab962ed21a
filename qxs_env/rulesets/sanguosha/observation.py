"""What a seat observes: ``encode`` writes seat ``me``'s view of a game into a float32 row of
``OBS_SIZE``. Seats are relative: seat slot 0 is the observer, slot k the seat k places after it
in turn order (slots past the number of players stay 0). Only what the seat may know is written
(the leak test over every game checks it: ``ruleset.hidden_from``): its own hand, the public
table, the identities it knows (its own, the lord's, the dead's).

==============  ========================  ==========================================================
slice           width                     meaning
==============  ========================  ==========================================================
O_HAND          104                       1 for each card (by id) in the observer's hand
O_HAND_FACES    N_FACES (31)              how many cards of each face the observer holds
O_DISCARD       104                       1 for each card (by id) on the discard pile (public)
O_SEATS         MAX_PLAYERS x SEAT_W      per seat slot: HP / 5, max HP / 5, alive, hand size / 10,
                (10 x 25)                 dying, whose turn it is, its identity one-hot (4) when
                                          the observer knows it, then its equipment (public): the
                                          weapon's range / 5 (0: none), 諸葛連弩, 八卦陣, 仁王盾, a
                                          +1 horse, a -1 horse, then which other weapon it holds
                                          (7: 青鋼劍 .. 麒麟弓, :data:`WEAPON_FACES` order); then
                                          its judgement area (public, every seat sees every
                                          area): a 樂不思蜀, a 閃電 in it
O_OWN           4                         the observer's identity, one-hot
O_DEC           N_DECISION_KINDS (17)     the decision the observer faces, one-hot
                                          (:data:`DECISION_KINDS`)
O_CTX_FACE      N_FACES                   the face of the card that decision is about (the card
                                          being aimed, cancelled or answered, the card taking a
                                          card, the 借刀殺人 naming a victim or asking for a 殺,
                                          the weapon whose power asks; a converted 殺's face);
                                          in ``DEC_SELECT``, how many cards of each face were
                                          chosen so far (丈八蛇矛)
O_CTX_SEAT      MAX_PLAYERS               the other seat of that decision (relative): the seat
                                          asking, the trick's target, the dying seat, the seat
                                          whose card is taken, the target of a 借刀殺人 naming
                                          its victim, the victim of a 借刀殺人 asking for a 殺,
                                          the other seat of a weapon's question; in
                                          ``DEC_MORE_TARGETS`` every seat the 殺 is aimed at
                                          already (方天畫戟)
O_CTX_ASK       2                         what a request asks: 閃, 殺
O_GAME          4                         draw pile / 104, discard pile / 104, turns / max_turns,
                                          the 殺 used this turn by the current seat
O_SHOWN         N_SHOWN x N_FACES         the face of each card shown on the table for the seats
                (10 x 31)                 to take (五穀豐登), or to the observer alone (觀星), in
                                          the order of the shown block
O_HEROES        MAX_PLAYERS x HERO_W      per seat slot: its hero one-hot (25), kingdom one-hot
                (10 x 31)                 (魏 蜀 吳 群), gender (male, female); public once shown
                                          (the lord's at once, the others' when all have picked;
                                          the observer always sees its own); 0 without heroes
O_SKILLS        MAX_PLAYERS x N_SKILLS    per seat slot: the skills it has (bit k of its skills,
                (10 x 39)                 public with its hero)
O_OFFER         LORD_OFFER x N_HEROES     the heroes offered to the observer in the draft, by
                (5 x 25)                  position (the shown block of ``DEC_HERO``)
O_DEC_HERO      N_HERO_DECISIONS (9)      the heroes' decisions the observer faces, one-hot
                                          (:data:`HERO_DECISION_KINDS`)
O_CTX_SKILL     N_SKILLS (39)             the skill that decision is about
O_TURN_SKILLS   3                         the current seat's 仁德 cards given / 5, 裸衣 on, a 殺
                                          used or played in its play phase (克己)
O_ACTS          MAX_PLAYERS x MAX_PLAYERS  the public history of acts (``acts.py``): at
                x N_ACTS (10 x 10 x 6)    ``O_ACTS + (ra * MAX_PLAYERS + rb) * N_ACTS + k``,
                                          how many acts of kind ``layout.ACT_*`` (damage dealt
                                          in HP, harmful cards aimed, 桃 on the dying, 無懈可擊
                                          protecting, cards or HP given by skills, cards played
                                          for a lord's 護駕 / 激將) seat slot ``ra`` did towards
                                          seat slot ``rb``, / ACT_SCALE (10); public: every seat
                                          sees every act counted
==============  ========================  ==========================================================
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
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
    FR_Q,
    MAX_PLAYERS,
    Z_DISCARD,
)
from qxs_env.engine.zones import judge_face

from .layout import (
    C_MAX_TURNS,
    DEC_ARMOUR,
    DEC_BORROWED_SHA,
    DEC_DISCARD,
    DEC_HERO,
    DEC_MORE_TARGETS,
    DEC_PICK,
    DEC_PLAY,
    DEC_SKILL_PICK,
    DEC_SKILL_TARGET,
    DEC_SKILL_YES,
    DEC_SUIT,
    DEC_TARGET,
    DEC_VICTIM,
    DEC_WEAPON,
    F_BAGUA,
    F_CIXIONG,
    F_FANGTIAN,
    F_GUANSHI,
    F_LEBU,
    F_QILIN,
    F_QINGGANG,
    F_QINGLONG,
    F_SHANDIAN,
    F_ZHANGBA,
    F_ZHUGE,
    LORD_OFFER,
    N_ACTS,
    N_FACES,
    N_HEROES,
    N_IDENTITIES,
    N_KINGDOMS,
    N_SHOWN,
    N_SKILLS,
    SLOT_ARMOUR,
    SLOT_MINUS,
    SLOT_PLUS,
    SLOT_WEAPON,
)
from .moves import used_face
from .tables import N_CARDS

DECISION_KINDS = (
    DEC_PLAY,
    DEC_TARGET,
    DEC_DISCARD,
    DEC_HERO,
    DEC_PICK,
    DEC_SKILL_TARGET,
    DEC_SKILL_YES,
    DEC_CANCEL,
    DEC_RESCUE,
    DEC_REQUEST,
    DEC_SHOWN,
    DEC_ARMOUR,
    DEC_VICTIM,
    DEC_BORROWED_SHA,
    DEC_WEAPON,
    DEC_MORE_TARGETS,
    DEC_SELECT,
)
"""The decisions, in the order of the observation's one-hot."""
N_DECISION_KINDS = len(DECISION_KINDS)
WEAPON_FACES = (F_QINGGANG, F_CIXIONG, F_GUANSHI, F_QINGLONG, F_ZHANGBA, F_FANGTIAN, F_QILIN)
"""The weapons besides 諸葛連弩, in the order of the per-seat weapon flags."""
# the columns of one seat's block (``O_SEATS + slot * SEAT_W + S_*``), for readers of the row
S_HP, S_MAX_HP, S_ALIVE, S_HAND_N, S_DYING, S_CUR = range(6)
S_IDENT = 6  # the identity one-hot (N_IDENTITIES columns)
S_RANGE = S_IDENT + N_IDENTITIES  # the weapon's range / 5 (0: none); then the equipment flags
S_ZHUGE, S_BAGUA, S_OTHER_ARMOUR, S_PLUS, S_MINUS = range(S_RANGE + 1, S_RANGE + 6)
S_WEAPONS = S_RANGE + 6  # one flag per weapon of WEAPON_FACES
S_LEBU = S_WEAPONS + len(WEAPON_FACES)  # a 樂不思蜀 in the judgement area
S_SHANDIAN = S_LEBU + 1  # a 閃電 in the judgement area
SEAT_W = S_SHANDIAN + 1
O_HAND = 0
O_HAND_FACES = O_HAND + N_CARDS
O_DISCARD = O_HAND_FACES + N_FACES
O_SEATS = O_DISCARD + N_CARDS
O_OWN = O_SEATS + MAX_PLAYERS * SEAT_W
O_DEC = O_OWN + N_IDENTITIES
O_CTX_FACE = O_DEC + N_DECISION_KINDS
O_CTX_SEAT = O_CTX_FACE + N_FACES
O_CTX_ASK = O_CTX_SEAT + MAX_PLAYERS
O_GAME = O_CTX_ASK + 2
O_SHOWN = O_GAME + 4
HERO_DECISION_KINDS = (
    DEC_HERO,
    DEC_SKILL_YES,
    DEC_SKILL_TARGET,
    DEC_SHOWN,
    DEC_PLACE,
    DEC_SELECT,
    DEC_GIVE_TO,
    DEC_SKILL_PICK,
    DEC_SUIT,
)
"""The heroes' decisions (and the framework's they use), in the order of their one-hot."""
N_HERO_DECISIONS = len(HERO_DECISION_KINDS)
HERO_W = N_HEROES + N_KINGDOMS + 2
O_HEROES = O_SHOWN + N_SHOWN * N_FACES
O_SKILLS = O_HEROES + MAX_PLAYERS * HERO_W
O_OFFER = O_SKILLS + MAX_PLAYERS * N_SKILLS
O_DEC_HERO = O_OFFER + LORD_OFFER * N_HEROES
O_CTX_SKILL = O_DEC_HERO + N_HERO_DECISIONS
O_TURN_SKILLS = O_CTX_SKILL + N_SKILLS
O_ACTS = O_TURN_SKILLS + 3
ACT_SCALE = 10.0
"""The history's counts are written divided by this."""
OBS_SIZE = O_ACTS + MAX_PLAYERS * MAX_PLAYERS * N_ACTS
G_DRAW, G_DISCARD, G_TURNS, G_SHA_USED = range(4)  # the columns of O_GAME


@njit_cached
def decision_index(op):
    """The decision's position in :data:`DECISION_KINDS` (-1: none)."""
    for k in range(len(DECISION_KINDS)):
        if DECISION_KINDS[k] == op:
            return k
    return -1


@njit_cached
def encode_seats(g, tb, cfg, me, out):
    """The per-seat block, relative to ``me``."""
    n = cfg[C_PLAYERS]
    for r in range(n):
        p = (me + r) % n
        o = O_SEATS + r * SEAT_W
        out[o] = max(g.hp[p], 0) / 5.0
        out[o + 1] = g.max_hp[p] / 5.0
        out[o + 2] = g.alive[p]
        out[o + 3] = g.hand_n[p] / 10.0
        out[o + 4] = g.dying[p]
        out[o + 5] = 1.0 if p == g.cur else 0.0
        if (r == 0 or g.revealed[p]) and g.ident[p] >= 0:
            out[o + 6 + g.ident[p]] = 1.0
        e = o + 6 + N_IDENTITIES
        w = g.equip[p, SLOT_WEAPON]
        if w >= 0:
            out[e] = tb.face_range[tb.card_face[w]] / 5.0
            out[e + 1] = 1.0 if tb.card_face[w] == F_ZHUGE else 0.0
            for k in range(len(WEAPON_FACES)):
                if tb.card_face[w] == WEAPON_FACES[k]:
                    out[e + 6 + k] = 1.0
        a = g.equip[p, SLOT_ARMOUR]
        if a >= 0:
            out[e + 2 + (0 if tb.card_face[a] == F_BAGUA else 1)] = 1.0
        out[e + 4] = 1.0 if g.equip[p, SLOT_PLUS] >= 0 else 0.0
        out[e + 5] = 1.0 if g.equip[p, SLOT_MINUS] >= 0 else 0.0
        for j in range(g.judge_n[p]):
            f = judge_face(g, tb, g.judge[p, j])  # 國色's card as 樂不思蜀
            if f == F_LEBU:
                out[e + 6 + len(WEAPON_FACES)] = 1.0
            elif f == F_SHANDIAN:
                out[e + 7 + len(WEAPON_FACES)] = 1.0


@njit_cached
def is_card_decision(op):
    """Is ``FR_A0`` of decision ``op`` the card it is about (a window's, a weapon's, 借刀殺人's)?"""
    return (
        op == DEC_CANCEL
        or op == DEC_ARMOUR
        or op == DEC_WEAPON
        or op == DEC_MORE_TARGETS
        or op == DEC_VICTIM
        or op == DEC_BORROWED_SHA
    )


@njit_cached
def encode_decision(g, tb, cfg, me, out):
    """The decision ``me`` faces and its context (nothing when it is not ``me``'s turn to act)."""
    if g.actor != me or g.done or g.sp == 0:
        return
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    k = decision_index(op)
    if k < 0:
        return
    out[O_DEC + k] = 1.0
    n = cfg[C_PLAYERS]
    c = -1
    if op == DEC_TARGET or op == DEC_PICK:  # the face it is used as (武聖, 丈八蛇矛 convert)
        out[O_CTX_FACE + g.stk[i, FR_A1]] = 1.0
    elif op == DEC_REQUEST:
        c = g.stk[i, FR_A1]
        out[O_CTX_ASK + g.stk[i, FR_A0]] = 1.0
    elif op == DEC_SHOWN:
        c = g.stk[i, FR_A0] if g.stk[i, FR_Q] >= 0 else -1  # 五穀豐登's (觀星's names none)
    elif is_card_decision(op):
        c = g.stk[i, FR_A0]
    if c >= 0:
        out[O_CTX_FACE + used_face(g, tb, c)] = 1.0
    if op == DEC_SELECT:  # the cards chosen so far for 丈八蛇矛's 殺 (on the table)
        for k in range(g.sel_n):
            out[O_CTX_FACE + tb.card_face[g.sel[k]]] += 1.0
    if op == DEC_MORE_TARGETS:  # the seats the 殺 is aimed at already
        u = g.stk[i, FR_A1]
        for k in range(g.use_n[u]):
            out[O_CTX_SEAT + (g.use_target[u, k] - me) % n] = 1.0
    if op != DEC_PLAY and op != DEC_TARGET and op != DEC_DISCARD:
        q = g.stk[i, FR_Q]
        if q >= 0:
            out[O_CTX_SEAT + (q - me) % n] = 1.0


@njit_cached
def hero_known(g, me, p):
    """May ``me`` see seat ``p``'s hero: its own, the lord's, or all once the picks are shown."""
    return g.hero[p] >= 0 and (p == me or g.revealed[p] or g.drafting == 0)


@njit_cached
def encode_heroes(g, tb, cfg, me, out):
    """The heroes' blocks: each seat's hero, kingdom, gender and skills (when ``me`` may know
    them), ``me``'s draft offer, the heroes' decision ``me`` faces and the turn's counters."""
    n = cfg[C_PLAYERS]
    for r in range(n):
        p = (me + r) % n
        if not hero_known(g, me, p):
            continue
        o = O_HEROES + r * HERO_W
        out[o + g.hero[p]] = 1.0
        out[o + N_HEROES + g.kingdom[p]] = 1.0
        out[o + N_HEROES + N_KINGDOMS + g.gender[p]] = 1.0
        for s in range(N_SKILLS):
            if (g.skills[p] >> s) & 1:
                out[O_SKILLS + r * N_SKILLS + s] = 1.0
    for k in range(g.offer_n[me]):
        out[O_OFFER + k * N_HEROES + g.offer[me, k]] = 1.0
    if g.actor == me and not g.done and g.sp > 0:
        op = g.stk[g.sp - 1, FR_OP]
        for k in range(N_HERO_DECISIONS):
            if HERO_DECISION_KINDS[k] == op:
                out[O_DEC_HERO + k] = 1.0
        if op == DEC_SKILL_YES or op == DEC_SKILL_TARGET or op == DEC_SKILL_PICK or op == DEC_SUIT:
            out[O_CTX_SKILL + g.stk[g.sp - 1, FR_A0]] = 1.0
    out[O_TURN_SKILLS] = g.rende_n / 5.0
    out[O_TURN_SKILLS + 1] = g.luoyi
    out[O_TURN_SKILLS + 2] = g.sha_touched


@njit_cached
def encode(g, tb, cfg, mp, me, out):
    """Seat ``me``'s observation of game record ``g`` into ``out`` (float32, OBS_SIZE); ``mp``,
    the engine's ``layout.maps``, is a dummy (三国杀 needs no maps)."""
    out[:] = 0.0
    for k in range(g.hand_n[me]):
        c = g.hand[me, k]
        out[O_HAND + c] = 1.0
        out[O_HAND_FACES + tb.card_face[c]] += 1.0
    for c in range(N_CARDS):
        if g.zone[c] == Z_DISCARD:
            out[O_DISCARD + c] = 1.0
    encode_seats(g, tb, cfg, me, out)
    if g.ident[me] >= 0:
        out[O_OWN + g.ident[me]] = 1.0
    encode_decision(g, tb, cfg, me, out)
    out[O_GAME] = g.n_draw / N_CARDS
    out[O_GAME + 1] = g.n_disc / N_CARDS
    if cfg[C_MAX_TURNS] > 0:
        out[O_GAME + 2] = g.turn / cfg[C_MAX_TURNS]
    out[O_GAME + 3] = g.sha_used
    if g.shown_to < 0 or g.shown_to == me:
        for k in range(g.shown_n):
            out[O_SHOWN + k * N_FACES + tb.card_face[g.shown[k]]] = 1.0
    encode_heroes(g, tb, cfg, me, out)
    encode_acts(g, cfg, me, out)


@njit_cached
def encode_acts(g, cfg, me, out):
    """The public history of acts, seat slots relative to ``me`` (``O_ACTS``)."""
    n = cfg[C_PLAYERS]
    for ra in range(n):
        a = (me + ra) % n
        for rb in range(n):
            b = (me + rb) % n
            o = O_ACTS + (ra * MAX_PLAYERS + rb) * N_ACTS
            for k in range(N_ACTS):
                x = g.acts[a, b, k]
                if x > 0:
                    out[o + k] = x / ACT_SCALE
