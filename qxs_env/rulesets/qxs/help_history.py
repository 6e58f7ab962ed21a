"""Public counters of help and forced acts (``state.helps``, ``layout.HL_*``; issue 20, weakness 2),
and the cancel chain in progress read off the stack (for the observation's ``chain`` slice).

The history counters (``state.hist``, ``layout.H_*``) record what a seat did *against* another:
attacks, damage, cards taken. They have no counter for help, and a forced attack (暗器's target
made to attack its victim, 碧海潮生曲's victim) is credited to the seat that had to make it. The
counters here complete them, from seat ``a`` to seat ``b`` (absolute seats):

- ``HL_PROTECT``: a cancel (看破 / 无常丹, or a hero skill's) played by ``a`` whose net effect
  helps ``b``: it stops a harmful card aimed at ``b``, or, deeper in a chain, restores a card that
  helps ``b``; a move ``a`` played to answer for ``b`` (倚天剑's allies);
- ``HL_HEAL``: HP ``a`` gave ``b`` (points) while ``b`` was not dying (a rescue is ``H_RESCUE``);
- ``HL_CLEAR``: cards ``a`` took or discarded out of ``b``'s judgement area (its delayed cards,
  a poison waiting for ``b``); they are also in ``H_TAKE`` / ``H_DESTROY`` as before;
- ``HL_CANCEL_AGAINST``: a cancel by ``a`` whose net effect hurts ``b`` (it stops ``b``'s helpful
  card, or restores a harmful card aimed at ``b``);
- ``HL_FORCED``: attacks ``a`` forced some seat to make on ``b`` (``a`` used 暗器 naming ``b`` as
  the victim, or 碧海潮生曲 on the seat that then attacked ``b``); not when ``b`` is ``a`` itself;
- ``HL_FORCED_ATTACK``: attacks ``a`` was forced to make on ``b``. They stay in ``H_ATTACK`` (and
  their damage in ``H_DAMAGE``): ``H_ATTACK - HL_FORCED_ATTACK`` are ``a``'s own attacks;
- ``HL_FORCED_TO``: attacks ``a`` forced ``b`` to make, ``b`` complying (the 暗器 ``a`` aimed at
  ``b`` stays in ``H_HARM``: a consumer can tell a complied force from a harmful card).

"Helps" and "harmful" are the card's own (``legality.harmful``: a card that helps its target is not
harmful; a card its user aimed at itself helps it). A seat's cancel of a card aimed at itself
is not counted (the diagonal stays zero).

A cancel chain (R-K1, R-K2) is the run of ``OP_CANCEL`` frames on the stack: the bottom one is
the window against the card that started the chain (its user below it: an ``OP_USE`` frame, none
for a delayed card being judged), each one above is the window against the cancel played in the
frame under it (whose ``A3`` is that cancel and ``A2`` the offset from the current player of the
seat that played it).
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    FR_A0,
    FR_A3,
    FR_OP,
    FR_P,
    FR_Q,
    OP_CANCEL,
    Z_JUDGE,
)
from qxs_env.rulesets.qxs.layout import (
    HL_CANCEL_AGAINST,
    HL_CLEAR,
    HL_FORCED,
    HL_FORCED_ATTACK,
    HL_FORCED_TO,
    HL_HEAL,
    HL_PROTECT,
    OP_USE,
)


@njit_cached
def chain_bottom(g, i):
    """The bottom frame of the cancel chain whose top is ``OP_CANCEL`` frame ``i``: walk down
    while the frame below is the window of the cancel this frame is about."""
    stk = g.stk
    j = i
    while j >= 1 and stk[j - 1, FR_OP] == OP_CANCEL and stk[j - 1, FR_A3] == stk[j, FR_A0]:
        j -= 1
    return j


@njit_cached
def chain_user(g, j):
    """The user of the card at the bottom of a chain (bottom frame ``j``), -1 when none is known
    (a delayed card judged in its owner's judgement phase)."""
    if j >= 1 and g.stk[j - 1, FR_OP] == OP_USE:
        return g.stk[j - 1, FR_P]
    return -1


@njit_cached
def chain_helps(g, tb, j):
    """Does the card at the bottom of a chain (bottom frame ``j``) help its target?"""
    c = g.stk[j, FR_A0]
    u = chain_user(g, j)
    return u == g.stk[j, FR_Q] or not harmful(g, tb, c)


@njit_cached
def note_cancel(g, tb, i, q):
    """Seat ``q`` plays a cancel in ``OP_CANCEL`` frame ``i``: count whom its net effect helps or
    hurts (``HL_PROTECT`` / ``HL_CANCEL_AGAINST`` towards the bottom card's target)."""
    j = chain_bottom(g, i)
    t = g.stk[j, FR_Q]
    if t < 0 or t == q:
        return
    negates = (i - j) % 2 == 0  # an even number of cancels below: this one stops the card
    if negates == chain_helps(g, tb, j):
        g.helps[q, t, HL_CANCEL_AGAINST] += 1
    else:
        g.helps[q, t, HL_PROTECT] += 1


@njit_cached
def note_heal(g, p, got, by):
    """``by`` gave ``p`` ``got`` HP; counted as help outside dying (a rescue is H_RESCUE)."""
    if got > 0 and by >= 0 and by != p and not g.dying[p]:
        g.helps[by, p, HL_HEAL] += got


@njit_cached
def note_clear(g, p, t, k):
    """``p`` is about to take or discard card ``k`` of ``t``: help when it lies in ``t``'s
    judgement area (call before the card moves)."""
    if p >= 0 and p != t and g.zone[k] == Z_JUDGE and g.owner[k] == t:
        g.helps[p, t, HL_CLEAR] += 1


@njit_cached
def note_forced(g, by, a, v):
    """``by`` forced ``a`` to attack ``v`` (the attack is being made; ``v`` may be ``by``)."""
    if by >= 0 and by != a:
        if by != v:
            g.helps[by, v, HL_FORCED] += 1
        g.helps[by, a, HL_FORCED_TO] += 1
    g.helps[a, v, HL_FORCED_ATTACK] += 1


@njit_cached
def note_protect(g, a, b):
    """``a`` played a move for ``b`` (倚天剑: an ally answering for the leader)."""
    if a != b:
        g.helps[a, b, HL_PROTECT] += 1


# The ruleset's modules import each other at their ends (see rules.py).
from qxs_env.rulesets.qxs.legality import harmful
