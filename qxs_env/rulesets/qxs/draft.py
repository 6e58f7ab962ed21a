"""The hero draft (R-H): dealing heroes, choosing them, revealing them, giving a hero its HP,
alignment and gender, lending skills.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_KEYED_DEAL,
    C_PLAYERS,
    FR_A0,
    FR_P,
    FR_R,
    FR_ST,
    Z_OUT,
)
from qxs_env.engine.random_streams import (
    KEYED_HEROES,
    keyed_sort,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
    rnd,
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


@njit_cached
def op_draft(g, tb, cfg, i):
    """Heroes reach the seats (R-S4), then the starting hands are dealt. P: the leader.

    Fixed: hero_fixed per seat. Random: one hero each from the shuffled pool. Draft: the leader
    chooses among 5 (its choice is public at once), then every other seat in turn order among 3
    (2 at 10 players) of the rest, in secret; all are revealed together. Offers come from one
    shuffled pool, without repeats while it lasts (ruling: a pool too small for everyone is
    shuffled again, so only then may two seats see the same hero). A0: the seat offset being
    asked; stages: 0 deal offers, 1 the leader chose, 2 ask the next seat, 3 it chose."""
    n = cfg[C_PLAYERS]
    leader = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st == 0:
        mode = cfg[C_HERO_ASSIGN]
        if mode == HA_FIXED:
            for p in range(n):
                g.hero[p] = tb.hero_fixed[p]
            draft_reveal(g, tb, cfg, leader)
            return
        npool = tb.n_pool
        order = np.empty(npool, np.int16)
        for j in range(npool):
            order[j] = tb.hero_pool[j]
        nxt = 0
        if cfg[C_KEYED_DEAL] != 0:  # the keyed shuffle: a hero less leaves the others' order
            keyed_sort(order, npool, order.astype(np.int64), g.seed, KEYED_HEROES)
        else:
            for j in range(npool - 1, 0, -1):
                r = rnd(g, j + 1)
                t = order[j]
                order[j] = order[r]
                order[r] = t
        for k in range(n):
            p = (leader + k) % n
            want = 1
            if mode == HA_DRAFT:
                want = DRAFT_OFFER if k == 0 else (2 if n >= 10 else 3)
                if want > npool:
                    want = npool
            got = 0
            while got < want:
                if nxt >= npool:  # ruling: the pool ran out, shuffle it again
                    for j in range(npool - 1, 0, -1):
                        r = rnd(g, j + 1)
                        t = order[j]
                        order[j] = order[r]
                        order[r] = t
                    nxt = 0
                h = order[nxt]
                nxt += 1
                dup = False
                for j in range(got):
                    if g.offer[p, j] == h:
                        dup = True
                if not dup:
                    g.offer[p, got] = h
                    got += 1
            if mode == HA_RANDOM:
                g.hero[p] = g.offer[p, 0]
                g.offer[p, 0] = -1
        if mode == HA_RANDOM:
            draft_reveal(g, tb, cfg, leader)
            return
        g.stk[i, FR_ST] = 1
        push(g, DEC_HERO, leader, -1, -1, PUR_HERO, 0, 0)
    elif st == 1:
        h = g.stk[i, FR_R]
        give_hero(g, tb, cfg, leader, h)
        g.hero_up[leader] = 1
        log(g, EV_HERO, leader, h, 1, 0, 0)
        g.stk[i, FR_A0] = 1
        g.stk[i, FR_ST] = 2
    elif st == 2:
        k = g.stk[i, FR_A0]
        if k >= n:
            draft_reveal(g, tb, cfg, leader)
            return
        g.stk[i, FR_ST] = 3
        push(g, DEC_HERO, (leader + k) % n, -1, -1, PUR_HERO, 0, 0)
    else:
        k = g.stk[i, FR_A0]
        g.hero[(leader + k) % n] = g.stk[i, FR_R]  # secret until the reveal
        g.stk[i, FR_A0] = k + 1
        g.stk[i, FR_ST] = 2


@njit_cached
def draft_reveal(g, tb, cfg, leader):
    """Reveal every hero, give each seat its hero, deal the starting hands, end the draft."""
    n = cfg[C_PLAYERS]
    for p in range(n):
        if p != leader or g.hero_up[p] == 0:
            give_hero(g, tb, cfg, p, g.hero[p])
            g.hero_up[p] = 1
            log(g, EV_HERO, p, g.hero[p], 1, 0, 0)
    g.offer[:, :] = -1
    deal_start(g, tb, cfg, leader)
    pop(g)
    # (六合童子 sets cards aside)
    framework.fire(g, tb, cfg, TP_GAME_START, leader, leader, g.sp - 1)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
