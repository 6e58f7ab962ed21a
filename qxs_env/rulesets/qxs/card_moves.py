"""Moving cards between zones (hand, equipment, judgement area, draw and discard piles, the table,
stored cards), with the 群侠杀 watchers these moves feed (lost hand cards, thrown cards,
poisons placed) and a card's colour as the rules read it (a hero may recolour cards).
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    MAX_CARDS,
    NV,
    V_FACE,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    V_RESERVED,
    Z_DISCARD,
    Z_DRAW,
    Z_EQUIP,
    Z_HAND,
    Z_JUDGE,
    Z_OUT,
    Z_PROC,
    Z_STORE,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.rulesets.qxs.card_model import (
    c_colour,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_EITHER_LIGHTNESS,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD,
)
from qxs_env.rulesets.qxs.layout import (
    CF_AWARDED,
    CF_SPECIAL,
    CF_STORED_UP,
    EV_DISCARD,
    EV_EQUIP,
    EV_PLACE,
    EV_TAKE,
)


@njit_cached
def colour_of(g, tb, c, p):
    """The colour card c counts as for seat p, who holds, uses or plays it (or whose judgement
    it is): its own colour (c_colour), which p's hero skills may change
    (recolour_cards_skill.skill_recolour: 白衣仙女). p = -1: the card's own colour."""
    col = c_colour(g, tb, c)
    if p >= 0 and g.hero[p] >= 0:
        col = recolour_cards_skill.skill_recolour(g, p, col)
    return col


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
        if o != g.cur and g.hero[o] >= 0 and watches_hand_lost(g, o):  # 多灾多难
            g.hand_lost[o] += 1  # announced by run() (TP_HAND_LOST) before the next step
            g.hand_lost_n += 1
    elif z == Z_EQUIP:
        for k in range(4):
            if g.equip[o, k] == c:
                g.equip[o, k] = -1
        if o >= 0:
            g.eq_lost[o] += 1  # announced by run() (TP_EQUIP_LOST) before the next step
            g.eq_lost_n += 1
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
    elif z == Z_STORE:
        g.cflag[c] &= ~CF_STORED_UP
    g.owner[c] = -1
    g.jface[c] = 0  # it no longer counts as another delayed card (see to_judge)


@njit_cached
def to_hand(g, c, p):
    take_out(g, c)
    g.cflag[c] = g.cflag[c] & (CF_SPECIAL | CF_AWARDED)  # no longer shown (蛤蟆功)
    g.hand[p, g.hand_n[p]] = c
    g.hand_n[p] += 1
    g.zone[c] = Z_HAND
    g.owner[c] = p


@njit_inlined
def take_used_card(g, c, p):
    """p takes card c into hand (a virtual card: its physical cards, and it keeps none),
    logging each card taken (EV_TAKE): a used card that a skill takes instead of the discard
    pile."""
    if c < MAX_CARDS:
        to_hand(g, c, p)
        log(g, EV_TAKE, p, c, -1, 0, 0)
    else:
        row = g.vcard[c - MAX_CARDS]
        for j in range(row[V_NPHYS]):
            x = row[V_PHYS0 + j]
            to_hand(g, x, p)
            log(g, EV_TAKE, p, x, -1, 0, 0)
        row[V_NPHYS] = 0


@njit_inlined
def place_moved_card(g, tb, x, y, p):
    """p moves card x, equipped or in a judgement area, to the same area of seat y (乾坤大挪移,
    the card and the skill): an equipment card into its slot (a lightness card fitting either
    slot: the +1 slot when free), a delayed card into y's judgement area (王难姑 told)."""
    if g.zone[x] == Z_EQUIP:
        slot = tb.face_slot[tb.card_face[x]]
        if slot == SLOT_EITHER_LIGHTNESS:
            slot = SLOT_PLUS if g.equip[y, SLOT_PLUS] < 0 else SLOT_MINUS
        to_equip(g, x, y, slot)
        log(g, EV_EQUIP, y, x, slot, 0, 0)
    else:
        was = poisoned_before(g, tb, y)  # (王难姑)
        to_judge(g, x, y)
        log(g, EV_PLACE, y, x, p, 0, 0)
        became_poisoned(g, tb, y, was)


@njit_cached
def discard_physical(g, c):
    take_out(g, c)
    if (g.cflag[c] & CF_SPECIAL) != 0:  # a special card leaves the game instead
        g.cflag[c] = g.cflag[c] & (CF_SPECIAL | CF_AWARDED)
        g.zone[c] = Z_OUT
        return
    g.cflag[c] = 0
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
    elif row[V_PHYS0] == V_RESERVED:  # a card-less virtual card (made by a hero skill) ends
        row[V_PHYS0] = -1


@njit_cached
def to_proc(g, c):
    """Put card c on the table while it resolves."""
    take_out(g, c)
    g.zone[c] = Z_PROC


@njit_cached
def to_equip(g, c, p, slot):
    if g.zone[c] == Z_EQUIP and g.owner[c] == p:
        g.eq_lost[p] -= 1  # moved within p's own equipment: it did not leave p
        g.eq_lost_n -= 1
    take_out(g, c)
    g.equip[p, slot] = c
    g.zone[c] = Z_EQUIP
    g.owner[c] = p


@njit_cached
def to_judge(g, c, p):
    """Put physical card c in p's judgement area. A card moved from one judgement area to
    another (乾坤大挪移) keeps the delayed card it counts as (``jface``)."""
    jf = g.jface[c] if g.zone[c] == Z_JUDGE else 0
    take_out(g, c)
    g.judge[p, g.judge_n[p]] = c
    g.judge_n[p] += 1
    g.zone[c] = Z_JUDGE
    g.owner[c] = p
    g.jface[c] = jf


@njit_cached
def to_store(g, c, p, up):
    """Set physical card c aside under p's hero card (zone Z_STORE, owner p; a skill's stored
    cards, e.g. 六合童子's page boys). No container lists them: zone and owner do. ``up`` != 0:
    the card lies face up (cflag CF_STORED_UP: every seat sees its face, e.g. 狂风快刀's moves);
    otherwise only its owner does, and the others see how many there are."""
    take_out(g, c)
    g.zone[c] = Z_STORE
    g.owner[c] = p
    if up:
        g.cflag[c] |= CF_STORED_UP


@njit_cached
def place_delayed(g, tb, c, t):
    """Card c (physical, or a virtual delayed card made of one hand card) goes into t's
    judgement area. A virtual card's physical card is what moves; it then counts as the
    virtual card's face (``jface``) until it leaves the judgement area, and the virtual row is
    freed."""
    was = poisoned_before(g, tb, t)  # (王难姑)
    if c < MAX_CARDS:
        to_judge(g, c, t)
    else:
        row = g.vcard[c - MAX_CARDS]
        x = row[V_PHYS0]
        to_judge(g, x, t)
        g.jface[x] = row[V_FACE] + 1
        row[V_NPHYS] = 0
    became_poisoned(g, tb, t, was)


@njit_inlined
def to_draw_top(g, c):
    """Put card c face down on top of the draw pile (it is drawn next)."""
    take_out(g, c)
    g.draw[g.n_draw] = c
    g.n_draw += 1
    g.zone[c] = Z_DRAW


@njit_inlined
def to_draw_bottom(g, c):
    """Put card c face down at the bottom of the draw pile (it is drawn last)."""
    take_out(g, c)
    for j in range(g.n_draw, 0, -1):
        g.draw[j] = g.draw[j - 1]
    g.draw[0] = c
    g.n_draw += 1
    g.zone[c] = Z_DRAW


@njit_cached
def discard_logged(g, c, p):
    """p throws card c away (a cost, its discard phase, an effect): to the discard pile."""
    to_discard(g, c)
    log(g, EV_DISCARD, p, c, 0, 0, 0)
    if c < MAX_CARDS:
        note_thrown_card(g, c, p)  # (自宫练剑)


@njit_cached
def discard_card(g, tb, c, p):
    """discard_logged, plus 少林洗髓经's heal when that card is discarded from the equipment of
    a living owner (ruling: replacing it by another mental art discards it too)."""
    o = g.owner[c] if c < MAX_CARDS else -1
    xisui = False
    if c < MAX_CARDS and tb.face_effect[tb.card_face[c]] == EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD:
        xisui = damage_cap_heal_on_discard_card.heals_when_discarded(g, c, o)
    discard_logged(g, c, p)
    if xisui:
        damage_cap_heal_on_discard_card.heal_owner(g, tb, c, o)


@njit_cached
def discard_all(g, p, judgement_too):
    while g.hand_n[p] > 0:
        discard_logged(g, g.hand[p, 0], p)
    for k in range(4):
        c = g.equip[p, k]
        if c >= 0:
            discard_logged(g, c, p)
    if judgement_too:  # (a death: the stored cards go too)
        while g.judge_n[p] > 0:
            discard_logged(g, g.judge[p, 0], p)
        for c in range(g.zone.shape[0]):
            if g.zone[c] == Z_STORE and g.owner[c] == p:
                discard_logged(g, c, p)
        sync_stored(g, p)


@njit_cached
def flush_proc(g):
    """Discard every card left on the table (used when a turn is cut short by death)."""
    for c in range(g.zone.shape[0]):
        if g.zone[c] == Z_PROC:
            discard_physical(g, c)
    for k in range(NV):
        g.vcard[k, V_NPHYS] = 0
        if g.vcard[k, V_PHYS0] == V_RESERVED:
            g.vcard[k, V_PHYS0] = -1


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.cards import damage_cap_heal_on_discard as damage_cap_heal_on_discard_card
from qxs_env.rulesets.qxs.hero_rules import (
    sync_stored,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    became_poisoned,
    note_thrown_card,
    poisoned_before,
    watches_hand_lost,
)
from qxs_env.rulesets.qxs.skills import recolour_cards as recolour_cards_skill
