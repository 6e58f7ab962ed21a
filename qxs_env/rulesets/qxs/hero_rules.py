"""Queries about heroes and their cards that several skills share: colours a hero may name, who
may be invited or redirected to, equipment as a card, stored cards kept in step.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.cards import (
    c_cat,
    c_effect,
)
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_OP,
    FR_P,
    FR_Q,
    FR_ST,
    MAX_FACES,
    Z_STORE,
)
from qxs_env.engine.zones import (
    stored_count,
)
from qxs_env.rulesets.qxs.card_model import N_COLOURS, type_of
from qxs_env.rulesets.qxs.constants import (
    CAT_INTERNAL,
    CAT_LIGHTNESS,
    CAT_MENTAL,
    CAT_STRATEGY,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_CHANGE_HERO_COLOUR,
    SKILL_CONVERT_CARD,
    SKILL_CONVERT_DELAYED_CARD,
    SKILL_CONVERT_PAIR_CARD,
    SKILL_KUANGFENG_KUAIDAO,
    SKILL_PAGE_BOYS,
    SKILL_POISON_IMMUNE_CONVERT,
    SKILL_TREASURE_CARDS,
)
from qxs_env.rulesets.qxs.layout import (
    HERO_SKILLS,
    OP_USE,
)


@njit_cached
def equipped_in_reach(g, tb, cfg, p, dist):
    """珍珑棋局: bitmask of the other living characters within p's reach holding equipment."""
    m = 0
    reach = skill_reach(g, tb, p)
    for x in range(cfg[C_PLAYERS]):
        if x == p or not g.alive[x] or dist[x] > reach:
            continue
        for s_ in range(4):
            if g.equip[x, s_] >= 0:
                m |= 1 << x
                break
    return m


@njit_cached
def named_face_colours(g, tb, cfg, p, cols, cat, dist):
    """Bitmask of the colours in ``cols`` of p's hand cards for which some card face of the
    game of category ``cat`` could be used now in that colour (a skill making "any card of the
    category you name" from one hand card; ``dist``: distances from p)."""
    m = 0
    seen = np.zeros(MAX_FACES, np.bool_)
    usable = np.zeros(MAX_FACES * N_COLOURS, np.int8)  # by card type: 0 unknown, 1 no, 2 yes
    for j in range(g.hand_n[p]):
        col = colour_of(g, tb, g.hand[p, j], p)
        if (cols & (1 << col)) == 0 or (m & (1 << col)) != 0:
            continue
        seen[:] = False
        for c in range(tb.n_cards):
            f = tb.card_face[c]
            if seen[f] or tb.face_category[f] != cat:
                continue
            seen[f] = True
            if usable[type_of(f, col)] == 0:
                usable[type_of(f, col)] = 2 if face_usable(g, tb, cfg, p, f, col, dist) else 1
            if usable[type_of(f, col)] == 2:
                m |= 1 << col
                break
    return m


@njit_cached
def first_face_with_effect(g, tb, cat, effect):
    """The first card face of the game (by card id) of category ``cat`` and ``effect``; -1."""
    for c in range(tb.n_cards):
        f = tb.card_face[c]
        if tb.face_category[f] == cat and tb.face_effect[f] == effect:
            return f
    return -1


@njit_cached
def hero_colour_of(g, tb, p):
    """The colour of p's hero card (-1: no hero). 变脸: the colour of the card placed on it
    (p's stored card), when there is one."""
    h = g.hero[p]
    if h < 0:
        return -1
    if skill_slot(g, p, SKILL_CHANGE_HERO_COLOUR) >= 0:
        for c in range(tb.n_cards):
            if g.zone[c] == Z_STORE and g.owner[c] == p:
                return tb.card_suit[c]
    return tb.hero_colour[h]


@njit_cached
def shenyi_colours(g, tb, cfg, p, first):
    """神医: bitmask of the colours a card may have to start (first < 0) or complete (first =
    the first card's colour) a pair of p's hand cards matching the hero colours of two different
    wounded characters one-to-one."""
    wc = np.zeros(4, np.int64)
    hc = np.zeros(4, np.int64)
    for x in range(cfg[C_PLAYERS]):
        if g.alive[x] and g.hp[x] < g.maxhp[x]:
            col = hero_colour_of(g, tb, x)
            if col >= 0:
                wc[col] += 1
    for j in range(g.hand_n[p]):
        hc[colour_of(g, tb, g.hand[p, j], p)] += 1
    if first >= 0:
        hc[first] += 1  # (the first card, on the table now, still counts)
    m = 0
    for a in range(4):
        if first >= 0 and a != first:
            continue
        for b in range(4):
            if a == b:
                ok = wc[a] >= 2 and hc[a] >= 2
            else:
                ok = wc[a] >= 1 and wc[b] >= 1 and hc[a] >= 1 and hc[b] >= 1
            if ok:
                m |= 1 << (b if first >= 0 else a)
    return m


@njit_cached
def invite_candidates(g, tb, cfg, p):
    """金盆洗手: bitmask of the other living characters of p's alignment whose reach (skill_reach:
    their internal art's, at least 1) includes p."""
    m = 0
    for x in range(cfg[C_PLAYERS]):
        if x != p and g.alive[x] and g.align[x] == g.align[p]:
            if distance(g, tb, cfg, x, p) <= skill_reach(g, tb, x):
                m |= 1 << x
    return m


@njit_cached
def kutoutuo_targets(g, tb, cfg, x, c, p):
    """苦头陀: bitmask of the characters x could attack with move c: the giver p (whatever the
    distance) and those within the move's reach from x."""
    dist = distances_from(g, tb, cfg, x)
    dist[p] = 1
    m = 0
    for t in range(cfg[C_PLAYERS]):
        if t != x and valid_target(g, tb, cfg, x, c, t, dist):
            m |= 1 << t
    return m


@njit_cached
def redirect_targets(g, tb, cfg, p, ctx):
    """巧舌如簧: when OP_USE frame ctx aims another character's one-target strategy card at p
    (about to open its cancel window), the bitmask of the characters within distance 1 of p,
    other than p and the user, at whom the card could be aimed (ruling: its own distance limit
    from the user does not apply); else 0."""
    if ctx < 0 or g.stk[ctx, FR_OP] != OP_USE or g.stk[ctx, FR_ST] != 3:
        return 0
    u = g.stk[ctx, FR_P]
    c = g.stk[ctx, FR_A0]
    if g.stk[ctx, FR_Q] != p or u == p or c_cat(g, tb, c) != CAT_STRATEGY:
        return 0
    if c_effect(g, tb, c) == EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL:  # (暗器: two characters)
        return 0
    dist = distances_from(g, tb, cfg, u)
    m = 0
    for x in range(cfg[C_PLAYERS]):
        if x == p or x == u or not g.alive[x] or distance(g, tb, cfg, p, x) > 1:
            continue
        dist[x] = 1
        if valid_target(g, tb, cfg, u, c, x, dist):
            m |= 1 << x
    return m


@njit_cached
def treasure_duel_colours(g, tb, cfg, p):
    """投其所好: bitmask of the colours of p's treasures (stored cards) that match the hero
    colour of another living character (who could then duel someone else)."""
    m = 0
    living = 0
    for x in range(cfg[C_PLAYERS]):
        if g.alive[x]:
            living += 1
    if living < 2:
        return 0
    for c in range(tb.n_cards):
        if g.zone[c] == Z_STORE and g.owner[c] == p:
            for x in range(cfg[C_PLAYERS]):
                if x != p and g.alive[x] and hero_colour_of(g, tb, x) == tb.card_suit[c]:
                    m |= 1 << tb.card_suit[c]
    return m


@njit_cached
def is_equipment(tb, c):
    """Is physical card c an equipment card (internal, mental or lightness art)?"""
    cat = tb.face_category[tb.card_face[c]]
    return cat == CAT_INTERNAL or cat == CAT_MENTAL or cat == CAT_LIGHTNESS


@njit_cached
def pair_colours(g, tb, p):
    """Bitmask of the colours of which p holds at least two hand cards."""
    cnt = np.zeros(4, np.int64)
    for j in range(g.hand_n[p]):
        cnt[colour_of(g, tb, g.hand[p, j], p)] += 1
    m = 0
    for col in range(4):
        if cnt[col] >= 2:
            m |= 1 << col
    return m


@njit_cached
def converts_card(code):
    """Skills that turn one hand card of their colours into the card ``face`` (params face,
    colours, play_phase_only, per_turn, responses_only; the last two are 0 for the delayed and
    two-character cards, which the rules place or resolve like the printed card: op_use)."""
    return (
        code == SKILL_CONVERT_CARD
        or code == SKILL_CONVERT_DELAYED_CARD
        or code == SKILL_CONVERT_PAIR_CARD
        or code == SKILL_POISON_IMMUNE_CONVERT  # (十香软筋散: params face, colours)
    )


@njit_cached
def sync_stored(g, p):
    """六合童子's slot shows the number of page boys p has (its tokens, public)."""
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == SKILL_PAGE_BOYS or code == SKILL_KUANGFENG_KUAIDAO:
            g.sk_tok[p, k] = stored_count(g, p)  # (狂风快刀: the moves set aside)
        elif code == SKILL_TREASURE_CARDS:
            g.sk_tok[p, k] = stored_count(g, p)  # (搜罗至宝: the treasures)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.geometry import (
    distance,
    distances_from,
)
from qxs_env.rulesets.qxs.legality import (
    valid_target,
)
from qxs_env.rulesets.qxs.skill_queries import (
    face_usable,
    skill_reach,
    skill_slot,
)
