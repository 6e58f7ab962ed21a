"""Distance and range (R-M1, R-M2) for 群侠杀: the framework's procedures
(``qxs_env.engine.geometry``: seats either way round among the living, modifiers, never below 1;
the larger of a card's and the equipped reach) with 群侠杀's hooks: the lightness arts and the
skills that act like them, the distances 神行百变 and 傲行天下 fix at 1, a move's range, the
internal art's range, 顶天立地 and 傲行天下. ``distance``, ``distances_*`` and ``attack_range``
here call the framework's copies bound for 群侠杀 (``framework.py``), so the ruleset's modules
keep importing them from here.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
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
def distance_modifiers(g, tb, cfg, p):
    """(attack, defence) modifiers from p's lightness slots and skills (the framework's hook,
    ``qxs_env.engine.geometry``): a -1 art lowers p's distance to others, a +1 art raises
    others' distance to p; with ``C_LINGBO_BOTH`` each art acts both ways; 水上飘, 四象步法 and
    the skills like them add theirs (the status query ``skills_distance_mods``), 神行百变 its
    virtual art."""
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
        sa, sd = skill_sets.skills_distance_mods(g, tb, p)
        att += sa
        dfn += sd
        f = skill_virtual_equip(g, tb, p, EFFECT_FIX_DISTANCE, -1)  # 神行百变 (hero)
        if f >= 0:
            att += tb.face_dist_attack[f]
            dfn += tb.face_dist_defend[f]
    return att, dfn


@njit_inlined
def distance_fixed(g, tb, cfg, a, t):
    """A distance from a to t fixed at 1 this turn (the framework's hook): 神行百变's chosen
    seat, or a seat a's hero attacked with 傲行天下; 0 otherwise."""
    if g.pt[a, PT_FIX_DIST] == t + 1:  # 神行百变: distance 1 to the chosen seat this turn
        return 1
    if (g.sk_mark[a] >> t) & 1:  # 傲行天下: a seat the hero attacked this turn
        return 1
    return 0


@njit_inlined
def card_reach(g, tb, p, c):
    """A move's own range (R-M1; the framework's hook)."""
    return c_range(g, tb, c)


@njit_inlined
def equipped_reach(g, tb, p):
    """The range of p's internal art (R-M1; the framework's hook), -1 without one."""
    ic = g.equip[p, SLOT_INTERNAL]
    if ic >= 0:
        return tb.face_attack_range[tb.card_face[ic]]
    return -1


@njit_inlined
def reach_modified(g, tb, p, c, r):
    """p's attack range after its hero's skills (the framework's hook): 顶天立地 fixes it,
    傲行天下 adds to it."""
    if g.hero[p] >= 0:
        r = fixed_attack_range_skill.skill_fixed_range(g, p, r)  # 顶天立地
        r += aoxing_tianxia_skill.skill_range_bonus(g, tb, p, c)  # 傲行天下
    return r


@njit_cached
def distance(g, tb, cfg, a, t):
    """Distance from a to t (R-M2): the framework's (``qxs_env.engine.geometry``) with 群侠杀's
    modifiers above."""
    return framework.distance(g, tb, cfg, a, t)


@njit_cached
def distances_from(g, tb, cfg, a):
    """Distances from a to every seat (R-M2): int64[players], 0 for a itself and the dead."""
    return framework.distances_from(g, tb, cfg, a)


@njit_cached
def distances_to(g, tb, cfg, t, out):
    """``out[a]``: the distance from every seat a to t (R-M2), in one pass."""
    framework.distances_to(g, tb, cfg, t, out)


@njit_cached
def distances_into(g, tb, cfg, a, out):
    """distances_from written into ``out`` (at least players long, zeroed by the caller)."""
    framework.distances_into(g, tb, cfg, a, out)


@njit_cached
def attack_range(g, tb, p, c):
    """The larger of the move's range and the internal art's range, after the hero's skills
    (R-M1): the framework's with 群侠杀's reaches above."""
    return framework.attack_range(g, tb, p, c)


@njit_cached
def equipped_effect(g, tb, p, slot, effect):
    """The card in p's slot when its effect is ``effect``, else -1."""
    c = g.equip[p, slot]
    if c >= 0 and tb.face_effect[tb.card_face[c]] == effect:
        return c
    return -1


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework, skill_sets
from qxs_env.rulesets.qxs.skill_queries import (
    skill_virtual_equip,
)
from qxs_env.rulesets.qxs.skills import aoxing_tianxia as aoxing_tianxia_skill
from qxs_env.rulesets.qxs.skills import fixed_attack_range as fixed_attack_range_skill
