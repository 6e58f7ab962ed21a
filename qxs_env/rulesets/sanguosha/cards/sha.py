"""殺 (attack), S-CARD-SHA: in its play phase a seat may use one 殺 per turn (S-CARD-SHA-3, counted
when it is declared: ``g.sha_used``; any number with 諸葛連弩, S-CARD-ZHUGE) on another living seat
within its attack range (S-CARD-SHA-1; S-DIST-3: the weapon's range, 1 without, through the
bound ``framework.attack_range``; the horses change distances, S-DIST-2). The target is asked
for a 閃 (``OP_REQUEST``, S-CARD-SHAN); without one it takes 1 damage from the user
(S-CARD-SHA-2).

The weapon's powers are its module's, called from here through the generated ``weapon_*``
dispatchers by the effect of the weapon the 殺's user holds (:func:`weapon_effect`):
``ignores_armour`` (青鋼劍: :func:`armour_ignored`), ``on_dodged`` (貫石斧, 青龍偃月刀),
``on_hit`` (雌雄雙股劍, 麒麟弓), ``extra_targets`` (方天畫戟: :func:`extra_targets_allowed`) and
``converts`` (丈八蛇矛: :func:`converting_weapon`). A 殺 may be a converted card (a virtual card
id, ``>= MAX_CARDS``): its face is read with the framework's ``c_face``.

The ``OP_EFFECT`` frame of a 殺 (``FR_P`` user, ``FR_Q`` target, ``FR_A0`` the 殺) goes through
the stages :data:`ASKED` (the 閃 asked), :data:`DODGED` (the weapon's frame for a dodged 殺
returned: 1 makes it hit anyway), :data:`DAMAGED` (the damage returned the amount dealt) and
:data:`AFTER_HIT` (the weapon's frame after the hit returned)."""

from __future__ import annotations

from qxs_env.engine.cards import c_face
from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A0, FR_P, FR_Q, FR_R, FR_ST, OP_DAMAGE, OP_REQUEST
from qxs_env.engine.stack import pop, push

from ..layout import ASK_SHAN, F_SHA, F_ZHUGE, OP_EFFECT, SHA_PER_TURN, SLOT_WEAPON
from ..skills.dispatch import skills_sha_unlimited, skills_shan_needed

ASKED = 1
DODGED = 2
DAMAGED = 3
AFTER_HIT = 4


@njit_inlined
def in_range(g, tb, cfg, p, c, t):
    """Is living seat ``t`` (not ``p``) within ``p``'s attack range with card ``c``?"""
    if t == p or not g.alive[t]:
        return False
    return framework.distance(g, tb, cfg, p, t) <= framework.attack_range(g, tb, p, c)


@njit_inlined
def limit_lifted(g, tb, p):
    """Does ``p`` hold 諸葛連弩 (S-CARD-ZHUGE: any number of 殺), or has it 飛將?"""
    w = g.equip[p, SLOT_WEAPON]
    if w >= 0 and tb.card_face[w] == F_ZHUGE:
        return True
    return g.skills[p] != 0 and skills_sha_unlimited(g, tb, p)


@njit_inlined
def weapon_effect(g, tb, p):
    """The effect code of the weapon seat ``p`` holds (-1: none): the key of the ``weapon_*``
    dispatchers."""
    w = g.equip[p, SLOT_WEAPON]
    return -1 if w < 0 else tb.face_effect[tb.card_face[w]]


@njit_inlined
def armour_ignored(g, tb, p, c):
    """Does card ``c`` of seat ``p`` ignore its target's armour: a 殺 whose user holds a weapon
    that says so (青鋼劍, S-CARD-QINGGANG)? False for any other card or without a user."""
    if p < 0 or c < 0 or c_face(g, tb, c) != F_SHA:
        return False
    e = weapon_effect(g, tb, p)
    return e >= 0 and dispatch.weapon_ignores_armour(e)


@njit_inlined
def limit_reached(g, tb, p):
    """Has seat ``p`` used its 殺 of this turn (S-CARD-SHA-3), with no 諸葛連弩 to lift it?"""
    return g.sha_used >= SHA_PER_TURN and not limit_lifted(g, tb, p)


@njit_inlined
def converting_weapon(g, tb, cfg, p):
    """The weapon with which seat ``p`` may make a 殺 of its cards now (its ``converts``:
    丈八蛇矛), or -1."""
    e = weapon_effect(g, tb, p)
    if e >= 0 and dispatch.weapon_converts(g, tb, cfg, p, e):
        return g.equip[p, SLOT_WEAPON]
    return -1


@njit_inlined
def usable(g, tb, cfg, p):
    if limit_reached(g, tb, p):
        return False
    n = cfg[C_PLAYERS]
    for k in range(1, n):
        if in_range(g, tb, cfg, p, -1, (p + k) % n):
            return True
    return False


@njit_inlined
def aimed(e):
    return True  # aimed at a seat its user chooses (DEC_TARGET)


@njit_inlined
def valid_target(g, tb, cfg, p, c, t):
    return in_range(g, tb, cfg, p, c, t)


@njit_inlined
def extra_targets_allowed(g, tb, cfg, p, c):
    """How many more seats seat ``p`` may aim its 殺 ``c`` at, once it has chosen the first
    (its weapon's ``extra_targets``: 方天畫戟; 0 without)."""
    e = weapon_effect(g, tb, p)
    return 0 if e < 0 else dispatch.weapon_extra_targets(g, tb, cfg, p, c, e)


@njit_inlined
def targeted(g, u, t):
    """Is seat ``t`` a target of use ``u`` already?"""
    for k in range(g.use_n[u]):
        if g.use_target[u, k] == t:
            return True
    return False


@njit_inlined
def may_add_target(g, tb, cfg, p, c, u, t):
    """May seat ``p`` aim its 殺 ``c`` (use ``u``) at seat ``t`` as one more target?"""
    return valid_target(g, tb, cfg, p, c, t) and not targeted(g, u, t)


@njit_inlined
def targets_in_turn_order(g, cfg, u):
    """Sort use ``u``'s targets in turn order from its user (S-USE-1), as they resolve."""
    n = cfg[C_PLAYERS]
    p = g.use_user[u]
    for k in range(1, g.use_n[u]):
        t = g.use_target[u, k]
        s = g.use_sub[u, k]
        j = k
        while j > 0 and (g.use_target[u, j - 1] - p) % n > (t - p) % n:
            g.use_target[u, j] = g.use_target[u, j - 1]
            g.use_sub[u, j] = g.use_sub[u, j - 1]
            j -= 1
        g.use_target[u, j] = t
        g.use_sub[u, j] = s


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], g.use_card[u], F_SHA, 0, 0)


@njit_inlined
def hit(g, i):
    """The 殺 of frame ``i`` hits: 1 damage from its user to the target, if still alive."""
    t = g.stk[i, FR_Q]
    if g.alive[t]:
        g.stk[i, FR_ST] = DAMAGED
        push(g, OP_DAMAGE, g.stk[i, FR_P], t, 1, -1, g.stk[i, FR_A0], 0)
    else:
        pop(g)


@njit_inlined
def step(g, tb, cfg, i, st):
    """The 殺's effect on its target (the module docstring lists the stages)."""
    p = g.stk[i, FR_P]
    t = g.stk[i, FR_Q]
    if st == 0:
        g.stk[i, FR_ST] = ASKED
        need = 1 + skills_shan_needed(g, tb, cfg, p)  # 無雙: two 閃, all of them to dodge
        push(g, OP_REQUEST, t, p, ASK_SHAN, need, 0, g.stk[i, FR_A0])
    elif st == ASKED:
        if g.stk[i, FR_R] != 1:
            hit(g, i)
            return
        g.stk[i, FR_ST] = DODGED
        g.stk[i, FR_R] = 0
        e = weapon_effect(g, tb, p)
        if e < 0 or not dispatch.weapon_on_dodged(g, tb, cfg, i, e):
            pop(g)
    elif st == DODGED:
        if g.stk[i, FR_R] == 1:  # the weapon made it hit anyway (貫石斧)
            hit(g, i)
        else:
            pop(g)
    elif st == DAMAGED:
        g.stk[i, FR_ST] = AFTER_HIT
        e = weapon_effect(g, tb, p)
        dealt = g.stk[i, FR_R] > 0
        if not dealt or e < 0 or not g.alive[p]:
            pop(g)
        elif not dispatch.weapon_on_hit(g, tb, cfg, i, e):
            pop(g)
    else:
        pop(g)


from .. import framework  # noqa: E402  (the bound copies; resolved when numba compiles)
from . import dispatch  # noqa: E402  (the weapon dispatchers; they import this module)
