"""Small helpers every skill module (:mod:`.skills`) uses to ask and to push: the ``OP_SKILL``
frame, ``DEC_SKILL_YES`` and ``DEC_SKILL_TARGET`` (:mod:`.skill_steps` says what they hold).
Kept apart from :mod:`.skill_steps`, which imports the skills' dispatchers."""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.stack import push

from .layout import DEC_SKILL_TARGET, DEC_SKILL_YES, OP_SKILL


@njit_cached
def has_skill(g, p, s):
    """Does seat ``p`` have skill ``s``?"""
    return (g.skills[p] >> s) & 1 == 1


@njit_cached
def skill_frame(g, p, q, s, a1):
    """Push the ``OP_SKILL`` frame of seat ``p``'s skill ``s`` (other seat ``q``, ``FR_A1``
    ``a1``); 1 (a frame pushed, for the scan's count)."""
    push(g, OP_SKILL, p, q, s, a1, 0, 0)
    return 1


@njit_cached
def ask_yes(g, p, q, s):
    """Ask seat ``p`` whether it uses its skill ``s`` now (``DEC_SKILL_YES``)."""
    push(g, DEC_SKILL_YES, p, q, s, 0, 0, 0)


@njit_cached
def ask_target(g, p, s, may_pass):
    """Ask seat ``p`` for a seat for its skill ``s`` (``DEC_SKILL_TARGET``)."""
    push(g, DEC_SKILL_TARGET, p, -1, s, 1 if may_pass else 0, 0, 0)
