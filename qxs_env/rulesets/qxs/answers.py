"""群侠杀's card requests: the rules behind the framework's request (:mod:`qxs_env.engine.request`),
whose hooks these functions implement for 群侠杀's state. The target of an attack is asked for a
move card to answer it (R-M2) through one such request.

A 群侠杀 request asks with 群侠杀's own decision, ``DEC_RESPOND`` (a move card answering the card
that asks, for a purpose; ``qxs_env.rulesets.qxs.layout``), so that what the seat sees and may do
is what it was before the request existed: 倚天剑's allies answering for it, equipment and hero
skills that make a move, the observation's decision slice, the heuristic's reading of it.

The request frame (the framework's fields, :mod:`qxs_env.engine.request`, and 群侠杀's two):
``FR_P`` the asked seat, ``FR_Q`` the asking seat, ``FR_A0`` what is asked: the decision's purpose
(``PUR_ATTACK``), ``FR_A1`` how many cards (1), ``FR_A3`` the card that asks; ``FR_A5`` the field
of the asking frame (the request's parent) that receives the card given (the attack's ``FR_A1``,
its defending card), ``FR_A6`` the decision's ``FR_A2``.

The hooks: no rule stands in before the seat is asked (:func:`request_alternative`): 群侠杀's
alternatives are actions of the decision itself. :func:`request_possible` answers True: whether a
seat can answer is exactly what its decision's mask holds (a move in hand, an alternative action);
the driver computes that mask anyway and, with ``C_AUTO_FORCED`` on, takes a lone "pass" at once,
so asking the same question here first would only double its cost. The card given stays on the
table (:func:`request_answered` hands it to the asking frame); the asking procedure decides where
it goes (the attack's clash discards it).
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    FR_A0,
    FR_A3,
    FR_A5,
    FR_A6,
    FR_OP,
    FR_Q,
    OP_REQUEST,
)
from qxs_env.engine.stack import push
from qxs_env.rulesets.qxs.layout import DEC_RESPOND, OP_ATTACK


@njit_cached
def ask_for_answer(g, tb, cfg, p, t, c, purpose, field, a2):
    """Seat ``t`` is asked (by seat ``p``) for one move card answering card ``c`` for
    ``purpose``: start the request (its result to the frame on top, which asks: 1 when a card
    was given, into that frame's field ``field``; 0 when none). ``a2``: the decision's
    ``FR_A2``."""
    return framework.start_request(g, tb, cfg, t, p, purpose, 1, c, field, a2)


@njit_cached
def answered_attack(g, j):
    """The attack frame whose answer request frame ``j`` is the decision above (or the card-making
    skill that replaced that decision); -1 when ``j`` answers no attack."""
    if j >= 2 and g.stk[j - 1, FR_OP] == OP_REQUEST and g.stk[j - 2, FR_OP] == OP_ATTACK:
        return j - 2
    return -1


@njit_inlined
def request_alternative(g, tb, cfg, i):
    """Nothing stands in before the seat is asked (its alternatives are its decision's actions)."""
    return False


@njit_inlined
def request_possible(g, tb, cfg, i, p):
    """Always asked: the decision's mask is what says whether the seat can answer (module
    docstring)."""
    return True


@njit_inlined
def request_ask(g, tb, cfg, i, p):
    """群侠杀's answer decision: a move card answering card ``FR_A3`` for purpose ``FR_A0``."""
    push(g, DEC_RESPOND, p, g.stk[i, FR_Q], g.stk[i, FR_A3], g.stk[i, FR_A0], g.stk[i, FR_A6], 0)


@njit_inlined
def request_answered(g, tb, cfg, i, p, r):
    """The card given goes to the asking frame's field ``FR_A5``; it stays on the table."""
    g.stk[i - 1, g.stk[i, FR_A5]] = r


# The ruleset's modules call one another (numba resolves the names when it compiles), so they
# import framework last, as a module (framework.py imports this module to bind its hooks).
from qxs_env.rulesets.qxs import framework  # noqa: E402
