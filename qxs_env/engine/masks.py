"""Building a decision's legal actions, for every ruleset: the mask row (``g.mask``, what the
adapters return) and the list of legal ids (``g.legal``, ``g.n_legal``, what the driver and the
auto-forced rule read) kept together. Framework: names no card, skill or identity.

A ruleset's ``decision_mask`` hook starts with :func:`clear_mask`, offers each legal action once
with :func:`allow`, and returns ``g.n_legal``. The card helpers read the card block through
``tb.card_action`` (by face and suit, by face or by card, as the ruleset packed it), so a
request's or a cancel window's mask is one call: :func:`allow_matching_hand`, and its answer one
more: :func:`hand_card_for_action`.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.patterns import card_matches


@njit_cached
def clear_mask(g):
    """No legal action yet (the mask row zeroed, the list emptied)."""
    g.mask[:] = 0
    g.n_legal = 0


@njit_cached
def allow(g, a):
    """Action ``a`` is legal (once: a second call for the same id changes nothing)."""
    if g.mask[a] == 0:
        g.mask[a] = 1
        g.legal[g.n_legal] = a
        g.n_legal += 1


@njit_cached
def allow_matching_hand(g, tb, p, pattern):
    """Offer the card action of every card in seat ``p``'s hand that matches ``pattern``
    (compiled rows, :func:`qxs_env.engine.patterns.compile_pattern`); how many cards matched."""
    n = 0
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if card_matches(g, tb, c, pattern):
            allow(g, tb.card_action[c])
            n += 1
    return n


@njit_cached
def hand_card_for_action(g, tb, p, a, pattern):
    """The first card in seat ``p``'s hand that action ``a`` names and that matches ``pattern``;
    -1 when there is none (an action that names a face or a face and suit names any of its
    copies: they are the same to the rules)."""
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if tb.card_action[c] == a and card_matches(g, tb, c, pattern):
            return c
    return -1
