"""殺 (attack), S-CARD-SHA: in its play phase a seat may use one 殺 per turn (S-CARD-SHA-3, counted
when it is declared: ``g.sha_used``; any number with 諸葛連弩, S-CARD-ZHUGE) on another living seat
within its attack range (S-CARD-SHA-1; S-DIST-3: the weapon's range, 1 without, through the
bound ``framework.attack_range``; the horses change distances, S-DIST-2). The target is asked
for a 閃 (``OP_REQUEST``, S-CARD-SHAN); without one it takes 1 damage from the user
(S-CARD-SHA-2)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_P
from qxs_env.engine.stack import push

from ..card_steps import request_n_then_damage
from ..layout import ASK_SHAN, F_SHA, F_ZHUGE, OP_EFFECT, SHA_PER_TURN, SLOT_WEAPON
from ..skills.dispatch import skills_sha_unlimited, skills_shan_needed


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
def usable(g, tb, cfg, p):
    if g.sha_used >= SHA_PER_TURN and not limit_lifted(g, tb, p):
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
def effect(g, tb, cfg, i, u, k):
    push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], g.use_card[u], F_SHA, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    need = 1 + skills_shan_needed(g, tb, cfg, g.stk[i, FR_P])  # 無雙: two 閃
    request_n_then_damage(g, i, ASK_SHAN, need)


from .. import framework  # noqa: E402  (the bound copies; resolved when numba compiles)
