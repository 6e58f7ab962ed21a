"""The draft of heroes (S-SETUP-2, S-SETUP-3), played as decisions before the deal when the
config's ``heroes`` is ``"standard"``.

The ``OP_DRAFT`` frame (pushed by :func:`.rules.setup_game` above ``OP_GAME``): ``FR_P`` the
lord; ``FR_A0`` how many seats have picked; ``FR_ST`` its stage:

0. the lord is offered 曹操, 劉備 and 孫權 (``tb.lord_offer``) and 2 heroes drawn at random from
   the rest (``g.offer[lord]``), and picks one (``DEC_HERO``: the shown block, the k-th offered);
1. the lord's hero is shown (``EV_HERO``) and set; every other hero (the lord's four unchosen
   offers among them) is shuffled and each other seat, in turn order from the lord, is offered
   the next 3 (2 at 10 players; 24 heroes are left, so 9 seats of 3 or 9 of 2 fit);
2. each other seat in turn order picks one of its offers (``DEC_HERO``), face down: its hero,
   kingdom and gender are set but hidden from the others while ``g.drafting`` is 1;
3. when every seat has picked, the picks are shown together (``EV_HERO`` each), every seat's
   max HP becomes its hero's printed HP, +1 for the lord at ``C_LORD_BONUS_MIN`` players or
   more (S-SETUP-3, ruling S-OPEN-06), its HP the max; then the starting hands are dealt
   (S-SETUP-4: 4 each, from the lord in turn order) and the frame is done.

A seat's skills (``g.skills``) are its hero's; a lord skill (護駕, 激將, 救援) only when the seat
is the lord (S-HERO).
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import C_PLAYERS, FR_A0, FR_P, FR_R, FR_ST
from qxs_env.engine.stack import log, pop, push, rnd

from .layout import (
    C_LORD_BONUS_MIN,
    DEC_HERO,
    EV_HERO,
    LORD_OFFER,
    N_HEROES,
    N_SKILLS,
    OTHERS_OFFER,
    OTHERS_OFFER_AT_10,
    START_CARDS,
)
from .moves import draw


@njit_cached
def offer_lord(g, tb, lord):
    """The lord's offer: the fixed three, then 2 drawn at random from the other heroes."""
    n_fixed = tb.lord_offer.shape[0]
    for k in range(n_fixed):
        g.offer[lord, k] = tb.lord_offer[k]
    g.offer_n[lord] = n_fixed
    while g.offer_n[lord] < LORD_OFFER:
        h = rnd(g, N_HEROES)
        taken = False
        for k in range(g.offer_n[lord]):
            if g.offer[lord, k] == h:
                taken = True
        if not taken:
            g.offer[lord, g.offer_n[lord]] = h
            g.offer_n[lord] += 1


@njit_cached
def offer_others(g, cfg, lord):
    """Every hero but the lord's, shuffled; the next 3 (2 at 10 players) to each other seat."""
    n = cfg[C_PLAYERS]
    pool = [h for h in range(N_HEROES) if h != g.hero[lord]]
    for k in range(len(pool) - 1, 0, -1):
        j = rnd(g, k + 1)
        pool[k], pool[j] = pool[j], pool[k]
    m = OTHERS_OFFER_AT_10 if n >= 10 else OTHERS_OFFER
    at = 0
    for k in range(1, n):
        q = (lord + k) % n
        for j in range(m):
            g.offer[q, j] = pool[at]
            at += 1
        g.offer_n[q] = m


@njit_cached
def take_hero(g, tb, p, h, lord):
    """Seat ``p`` gets hero ``h``: its kingdom, gender and skills (lord skills: the lord's)."""
    g.hero[p] = h
    g.kingdom[p] = tb.hero_kingdom[h]
    g.gender[p] = tb.hero_gender[h]
    bits = tb.hero_skills[h]
    if p != lord:
        bits &= ~tb.skill_lord
    g.skills[p] = bits
    k = 0
    for s in range(N_SKILLS):
        if (bits >> s) & 1:
            g.skill_slot[p, k] = s
            k += 1


@njit_cached
def finish(g, tb, cfg, lord):
    """The picks shown together, max HP and HP from the heroes, the starting hands dealt."""
    n = cfg[C_PLAYERS]
    g.drafting = 0
    for k in range(n):
        p = (lord + k) % n
        if k > 0:
            log(g, EV_HERO, p, g.hero[p], 0, 0, 0)
        g.max_hp[p] = tb.hero_hp[g.hero[p]]
        if p == lord and n >= cfg[C_LORD_BONUS_MIN]:
            g.max_hp[p] += 1
        g.hp[p] = g.max_hp[p]
        g.offer_n[p] = 0
    for k in range(n):
        draw(g, (lord + k) % n, START_CARDS)


@njit_cached
def draft_step(g, tb, cfg, i):
    """One stage of the ``OP_DRAFT`` frame ``i`` (the module docstring lists the stages)."""
    lord = g.stk[i, FR_P]
    n = cfg[C_PLAYERS]
    st = g.stk[i, FR_ST]
    if st == 0:
        offer_lord(g, tb, lord)
        g.stk[i, FR_ST] = 1
        push(g, DEC_HERO, lord, -1, 0, 0, 0, 0)
    elif st == 1:
        take_hero(g, tb, lord, g.offer[lord, g.stk[i, FR_R]], lord)
        log(g, EV_HERO, lord, g.hero[lord], 0, 0, 0)
        g.offer_n[lord] = 0
        offer_others(g, cfg, lord)
        g.drafting = 1
        g.stk[i, FR_A0] = 1
        g.stk[i, FR_ST] = 2
    elif st == 2:
        if g.stk[i, FR_A0] >= n:
            finish(g, tb, cfg, lord)
            pop(g)
            return
        g.stk[i, FR_ST] = 3
        push(g, DEC_HERO, (lord + g.stk[i, FR_A0]) % n, -1, 0, 0, 0, 0)
    else:
        q = (lord + g.stk[i, FR_A0]) % n
        take_hero(g, tb, q, g.offer[q, g.stk[i, FR_R]], lord)
        g.stk[i, FR_A0] += 1
        g.stk[i, FR_ST] = 2
