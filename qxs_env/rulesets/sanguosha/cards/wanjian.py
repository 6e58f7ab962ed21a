"""萬箭齊發 (arrow volley), S-CARD-WANJIAN: aimed at every other living seat, in turn order
from the user's next seat (each target may be protected by 無懈可擊, S-USE-4); each must play a
閃 (``OP_REQUEST``, ``ASK_SHAN``) or take 1 damage from the user."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import push

from ..card_steps import another_living_seat, every_other_seat, request_then_damage
from ..layout import ASK_SHAN, F_WANJIAN, OP_EFFECT


@njit_inlined
def usable(g, tb, cfg, p):
    return another_living_seat(g, cfg, p)


@njit_inlined
def add_targets(g, tb, cfg, u, p):
    every_other_seat(g, cfg, u, p)


@njit_inlined
def effect(g, tb, cfg, i, u, k):
    push(g, OP_EFFECT, g.use_user[u], g.use_target[u, k], g.use_card[u], F_WANJIAN, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    request_then_damage(g, i, ASK_SHAN)
