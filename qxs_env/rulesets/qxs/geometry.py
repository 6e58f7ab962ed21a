"""Distance and range (R-M1, R-M2): seat-to-seat distance with the lightness arts and skills that
change it, attack range, distances from, to and into a seat.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.engine.nrt import (
    stack_i64,
)
from qxs_env.rulesets.qxs.card_model import (
    c_range,
)
from qxs_env.rulesets.qxs.constants import (
    SLOT_INTERNAL,
    SLOT_MINUS,
    SLOT_PLUS,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_FIX_DISTANCE,
)
from qxs_env.rulesets.qxs.layout import (
    C_LINGBO_BOTH,
    PT_FIX_DIST,
)


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
    if g.hero[p] >= 0:  # 水上飘, 四象步法
        sa, sd = skill_distance_mods(g, p)
        att += sa
        dfn += sd
        f = skill_virtual_equip(g, tb, p, EFFECT_FIX_DISTANCE, -1)  # 神行百变 (hero)
        if f >= 0:
            att += tb.face_dist_attack[f]
            dfn += tb.face_dist_defend[f]
    return att, dfn


@njit_cached
def distance(g, tb, cfg, a, t):
    """Distance from a to t among the living: fewer seats either way, +1 lightness of t, -1
    lightness of a, never below 1 (R-M2)."""
    if a == t:
        return 0
    if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变: distance 1 to the chosen seat this turn
        return 1
    if (g.sk_mark[a] >> t) & 1:  # 傲行天下: a seat the hero attacked this turn
        return 1
    n = cfg[C_PLAYERS]
    alive = g.alive
    alive_n = 0
    cw = 0
    q = a
    for _ in range(n):  # the seats after a in turn order, a itself last (no modulo: hot path)
        q += 1
        if q == n:
            q = 0
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
    for the dead. (A new array: hot paths use distances_into with a stack_i64 table.)"""
    out = np.zeros(cfg[C_PLAYERS], np.int64)
    distances_into(g, tb, cfg, a, out)
    return out


@njit_cached
def distances_to(g, tb, cfg, t, out):
    """``out[a] = distance(g, tb, cfg, a, t)`` for every seat a, in one pass over the seats
    (``out`` at least players long). The same arithmetic as distance(): cw counts the living
    seats after a up to t (0 when t is dead), the shorter way round, the lightness and skill
    modifiers, never below 1."""
    n = cfg[C_PLAYERS]
    alive = g.alive
    upto = stack_i64()  # upto[q]: living seats among 0..q
    alive_n = 0
    for q in range(n):
        if alive[q]:
            alive_n += 1
        upto[q] = alive_n
    _, dfn = lightness_mods(g, tb, cfg, t)
    for a in range(n):
        if a == t:
            out[a] = 0
            continue
        if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变
            out[a] = 1
            continue
        if (g.sk_mark[a] >> t) & 1:  # 傲行天下
            out[a] = 1
            continue
        cw = 0
        if alive[t]:
            cw = upto[t] - upto[a] if t > a else alive_n - upto[a] + upto[t]
        ccw = alive_n - cw
        d = cw if cw < ccw else ccw
        att, _ = lightness_mods(g, tb, cfg, a)
        d = d + att + dfn
        out[a] = d if d > 1 else 1


@njit_cached
def distances_into(g, tb, cfg, a, out):
    """distances_from written into ``out`` (at least players long, zeroed by the caller)."""
    n = cfg[C_PLAYERS]
    alive = g.alive
    rank = stack_i64()
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
        if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变
            out[t] = 1
        if (g.sk_mark[a] >> t) & 1:  # 傲行天下
            out[t] = 1


@njit_cached
def attack_range(g, tb, p, c):
    """The larger of the move's range and the internal art's range (R-M1)."""
    r = c_range(g, tb, c)
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0:
        ir = tb.face_attack_range[tb.card_face[ic]]
        if ir > r:
            r = ir
    if g.hero[p] >= 0:
        r = fixed_attack_range_skill.skill_fixed_range(g, p, r)  # 顶天立地
        r += aoxing_tianxia_skill.skill_range_bonus(g, tb, p, c)  # 傲行天下
    return r


@njit_cached
def equipped_effect(g, tb, p, slot, effect):
    """The card in p's slot when its effect is ``effect``, else -1."""
    c = g.equip[p, slot]
    if c >= 0 and tb.face_effect[tb.card_face[c]] == effect:
        return c
    return -1


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.skill_queries import (
    skill_distance_mods,
    skill_virtual_equip,
)
from qxs_env.rulesets.qxs.skills import aoxing_tianxia as aoxing_tianxia_skill
from qxs_env.rulesets.qxs.skills import fixed_attack_range as fixed_attack_range_skill
