"""The draft of heroes (S-SETUP-2, S-SETUP-3), played as decisions before the deal when the
config's ``heroes`` is ``"standard"``: 三国杀's hooks of the framework's draft
(``qxs_env.engine.draft``, which keeps the order of the picks and the stages).

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

import numpy as np

from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_P
from qxs_env.engine.stack import log, push, rnd
from qxs_env.engine.zones import keyed_deal

from .layout import (
    C_LORD_BONUS_MIN,
    DEC_HERO,
    EV_HERO,
    LORD_OFFER,
    N_HEROES,
    N_SKILLS,
    START_CARDS,
)
from .moves import draw


@njit_cached
def offer_lord(g, tb, cfg, lord):
    """The lord's offer: the fixed three, then 2 drawn at random from the other heroes (with
    the keyed deal, the first 2 of those heroes in their keyed order: the framework's
    ``shuffle_pool``, round 0)."""
    n_fixed = tb.lord_offer.shape[0]
    for k in range(n_fixed):
        g.offer[lord, k] = tb.lord_offer[k]
    g.offer_n[lord] = n_fixed
    if keyed_deal(cfg):
        pool = np.empty(N_HEROES, np.int16)
        m = 0
        for h in range(N_HEROES):
            fixed = False
            for k in range(n_fixed):
                fixed |= tb.lord_offer[k] == h
            if not fixed:
                pool[m] = h
                m += 1
        framework.shuffle_pool(g, cfg, pool, m, 0)
        for k in range(LORD_OFFER - n_fixed):
            g.offer[lord, n_fixed + k] = pool[k]
        g.offer_n[lord] = LORD_OFFER
        return
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
    """Every hero but the lord's, shuffled; the next 3 (2 at 10 players: the framework's
    ``offer_size``) to each other seat (24 heroes are left: the pool never runs out)."""
    n = cfg[C_PLAYERS]
    pool = np.empty(N_HEROES - 1, np.int16)
    m = 0
    for h in range(N_HEROES):
        if h != g.hero[lord]:
            pool[m] = h
            m += 1
    framework.shuffle_pool(g, cfg, pool, m, 1)  # (keyed with the keyed deal: round 1)
    at = 0
    for k in range(1, n):
        q = (lord + k) % n
        want = framework.offer_size(k, n, LORD_OFFER)
        at = framework.deal_offer(g, g.offer[q], pool, at, want)
        g.offer_n[q] = want


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


# --- the framework's draft (qxs_env.engine.draft): 三国杀's hooks -------------------------------
@njit_inlined
def draft_offered(g, tb, cfg, i, lord):
    """The lord's offer (:func:`offer_lord`); every seat picks (True)."""
    offer_lord(g, tb, cfg, lord)
    return True


@njit_inlined
def draft_asked(g, tb, cfg, p):
    """``DEC_HERO``: seat ``p`` picks the k-th hero offered to it (the shown block)."""
    push(g, DEC_HERO, p, -1, 0, 0, 0, 0)


@njit_inlined
def leader_picked(g, tb, cfg, i, lord, r):
    """The lord's hero is set and shown; the other seats' offers are dealt, their picks face
    down while ``drafting`` is 1."""
    take_hero(g, tb, lord, g.offer[lord, r], lord)
    log(g, EV_HERO, lord, g.hero[lord], 0, 0, 0)
    g.offer_n[lord] = 0
    offer_others(g, cfg, lord)
    g.drafting = 1


@njit_inlined
def seat_picked(g, tb, cfg, i, p, r):
    """Seat ``p`` takes its ``r``-th offer, face down until the reveal."""
    take_hero(g, tb, p, g.offer[p, r], g.stk[i, FR_P])


@njit_inlined
def draft_revealed(g, tb, cfg, lord):
    """The picks shown together, HP from the heroes, the starting hands dealt (:func:`finish`)."""
    finish(g, tb, cfg, lord)


# The rule modules import the bound copies last (numba reads them when it compiles).
from . import framework  # noqa: E402
