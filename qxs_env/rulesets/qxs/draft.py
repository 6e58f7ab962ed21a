"""The hero draft (R-H, R-S4): 群侠杀's hooks of the framework's draft (``qxs_env.engine.draft``:
the leader picks first and in public, the others in secret in turn order, then the reveal):
every offer dealt at once from one pool, the fixed and random deals, giving a hero its HP,
alignment, gender and skills (:func:`give_hero`), the starting hands; and lending skills
(冒名顶替).
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    Z_OUT,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.engine.zones import (
    draw_cards,
    shuffle_deck,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_SPECIAL,
    LEADER,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_DAMAGE_TOKENS,
    SKILL_QINGXIN_TOKENS,
)
from qxs_env.rulesets.qxs.layout import (
    C_HAND_START,
    C_HERO_ASSIGN,
    C_LEADER_BONUS,
    CF_SPECIAL,
    DEC_HERO,
    DRAFT_OFFER,
    EV_HERO,
    HA_DRAFT,
    HA_FIXED,
    HA_RANDOM,
    HERO_SKILLS,
    PUR_HERO,
    TP_GAME_START,
)


@njit_cached
def give_hero(g, tb, cfg, p, h):
    """Seat p becomes hero h: printed HP (+ the leader's bonus, R-S5), alignment, gender, the
    skills with their numbers and starting tokens."""
    g.hero[p] = h
    hp = tb.hero_hp[h]
    if g.ident[p] == LEADER:
        hp += cfg[C_LEADER_BONUS]
    g.hp[p] = hp
    g.maxhp[p] = hp
    g.align[p] = tb.hero_align[h]
    g.gender[p] = tb.hero_gender[h]
    for k in range(HERO_SKILLS):
        g.skills[p, k] = tb.hero_skill[h, k]
        g.sk_param[p, k, :] = tb.hero_param[h, k, :]
        g.sk_used[p, k] = 0
        g.sk_tok[p, k] = 0
        if g.skills[p, k] == SKILL_DAMAGE_TOKENS:  # 无恶不作: tokens at the start
            g.sk_tok[p, k] = g.sk_param[p, k, 0]
        if g.skills[p, k] == SKILL_QINGXIN_TOKENS:  # 玉女倾心: her 倾心 tokens at the start
            g.sk_tok[p, k] = g.sk_param[p, k, 0]


@njit_cached
def lend_skills(g, tb, cfg, t, h):
    """冒名顶替: t loses its own hero skills and has those of hero h until the turn ends. The lent
    skills start unused this turn; t's tokens stay with its slots (ruling). ``borrow[t]`` is the
    seat playing hero h, or t itself when h is not at the table."""
    src = t
    for q in range(cfg[C_PLAYERS]):
        if g.hero[q] == h:
            src = q
    g.borrow[t] = src
    for k in range(HERO_SKILLS):
        g.skills[t, k] = tb.hero_skill[h, k]
        g.sk_param[t, k, :] = tb.hero_param[h, k, :]
        g.sk_used[t, k] = 0


@njit_cached
def restore_lent_skills(g, tb, cfg):
    """The end of a turn: every character impersonating (冒名顶替) gets its own hero's skills and
    numbers back (skills are set only from the hero, so they can be rebuilt from it)."""
    for p in range(cfg[C_PLAYERS]):
        if g.borrow[p] < 0:
            continue
        g.borrow[p] = -1
        h = g.hero[p]
        for k in range(HERO_SKILLS):
            g.skills[p, k] = tb.hero_skill[h, k] if h >= 0 else 0
            if h >= 0:
                g.sk_param[p, k, :] = tb.hero_param[h, k, :]


@njit_cached
def deal_start(g, tb, cfg, leader):
    """Shuffle the deck and deal the starting hands from the leader on (R-S6)."""
    n = cfg[C_PLAYERS]
    m = 0
    for c in range(tb.n_cards):
        if tb.face_category[tb.card_face[c]] == CAT_SPECIAL:  # set aside (specials module)
            g.zone[c] = Z_OUT
            g.owner[c] = -1
            g.cflag[c] = CF_SPECIAL
        else:
            g.draw[m] = c
            m += 1
    shuffle_deck(g, tb, cfg, m)  # (R-S6; keyed with C_KEYED_DEAL)
    g.n_draw = m
    for k in range(n):
        draw_cards(g, (leader + k) % n, cfg[C_HAND_START])


# =============================================================================================
# the framework's draft (qxs_env.engine.draft): 群侠杀's hooks
# =============================================================================================


@njit_inlined
def draft_offered(g, tb, cfg, i, leader):
    """Every seat's offer at once, from one shuffled pool (R-S4): 5 to the leader, 3 (2 at 10
    players) to the others (``framework.offer_size``), at most the pool's size; without repeats
    while the pool lasts (ruling: a pool too small for everyone is shuffled again). Fixed
    (``hero_fixed`` per seat) and random (one hero each) deals give the heroes at once: False."""
    n = cfg[C_PLAYERS]
    mode = cfg[C_HERO_ASSIGN]
    if mode == HA_FIXED:
        for p in range(n):
            g.hero[p] = tb.hero_fixed[p]
        return False
    npool = tb.n_pool
    pool = np.empty(npool, np.int16)
    for j in range(npool):
        pool[j] = tb.hero_pool[j]
    framework.shuffle_pool(g, cfg, pool, npool, 0)  # (keyed with C_KEYED_DEAL)
    at = 0
    for k in range(n):
        p = (leader + k) % n
        want = 1
        if mode == HA_DRAFT:
            want = min(framework.offer_size(k, n, DRAFT_OFFER), npool)
        at = framework.deal_offer(g, g.offer[p], pool, at, want)
        if mode == HA_RANDOM:
            g.hero[p] = g.offer[p, 0]
            g.offer[p, 0] = -1
    return mode != HA_RANDOM


@njit_inlined
def draft_asked(g, tb, cfg, p):
    """DEC_HERO: p picks one of its offered heroes (the pick block)."""
    push(g, DEC_HERO, p, -1, -1, PUR_HERO, 0, 0)


@njit_inlined
def leader_picked(g, tb, cfg, i, leader, r):
    """The leader's hero ``r`` is given at once and public (EV_HERO)."""
    give_hero(g, tb, cfg, leader, r)
    g.hero_up[leader] = 1
    log(g, EV_HERO, leader, r, 1, 0, 0)


@njit_inlined
def seat_picked(g, tb, cfg, i, p, r):
    """p's hero ``r``: secret until the reveal (given then)."""
    g.hero[p] = r


@njit_inlined
def draft_revealed(g, tb, cfg, leader):
    """Reveal every hero and give each seat its hero (give_hero: HP with the leader's bonus,
    R-S5), deal the starting hands (R-S6), then TP_GAME_START (六合童子 sets cards aside)."""
    n = cfg[C_PLAYERS]
    for p in range(n):
        if p != leader or g.hero_up[p] == 0:
            give_hero(g, tb, cfg, p, g.hero[p])
            g.hero_up[p] = 1
            log(g, EV_HERO, p, g.hero[p], 1, 0, 0)
    g.offer[:, :] = -1
    deal_start(g, tb, cfg, leader)
    framework.fire(g, tb, cfg, TP_GAME_START, leader, leader, g.sp - 1)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
