"""The card request, written once for every ruleset: a seat is asked for a card matching a
pattern, ``n`` times, and before each card a rule may stand in for it (三国杀: 殺 asks the
target for a 閃, 無雙 for two, 南蠻入侵 for a 殺, 決鬥 for a 殺 each round; 八卦陣's judgement
stands in for a 閃, 護駕 and 激將 ask the lord's kingdom to give one). Framework: names no card,
skill or identity; a ruleset supplies the rules through the hooks below
(:mod:`qxs_env.engine.hooks`).

What is asked is the ruleset's code in ``FR_A0``: typically an index into its table of compiled
card patterns (:mod:`qxs_env.engine.patterns`), which its mask of ``DEC_REQUEST`` reads
(:func:`qxs_env.engine.masks.allow_matching_hand` offers the matching hand cards; view-as skills
add their buttons in the same mask).

The ``OP_REQUEST`` frame: ``FR_P`` the asked seat; ``FR_Q`` the seat asking (-1: none); ``FR_A0``
what is asked; ``FR_A1`` how many cards (1 or more); ``FR_A2`` how many were given so far;
``FR_A3`` the card that asks (-1: none); ``FR_A4`` the last card given (-1: a rule stood in for
it); ``FR_A5``, ``FR_A6``: the ruleset's. Its result (the parent's ``FR_R``): 1 when every card
asked for was given, 0 when the seat refused (or could not give) one. The stages:

- 0, before each card: :func:`request_alternative` may stand in for it: it pushes its frame and
  the request waits in stage 2; otherwise the seat is asked;
- asking: with the configuration's ``C_AUTO_FORCED`` on, a seat that cannot answer
  (:func:`request_possible`) refuses without being asked; otherwise :func:`request_ask` pushes
  the ruleset's decision (typically ``DEC_REQUEST``: ``FR_P`` the seat, ``FR_Q`` the asker,
  ``FR_A0`` what is asked, ``FR_A1`` the card that asks; a ruleset whose answers are decisions
  of its own pushes those) and the request waits in stage 1; the decision's result is the card
  given, or -1;
- 1, the seat answered: -1 ends the request (result 0); a card counts one, and
  :func:`request_answered` is told (it moves the card and may push frames: the request waits
  in stage 3);
- 2, the alternative's frame returned: a result of 1 counts one card (``FR_A4`` = -1); anything
  else asks the seat;
- 3, a card was counted: the request ends (result 1) when every card was given, else stage 0
  (when the last card asked for was given and :func:`request_answered` pushed nothing, stage 1
  ends the request itself: one pass of the driver loop less per answer).

:func:`start_request` pushes a request and runs its first stage at once (what the driver's next
pass would do), so that asking costs the asking procedure no extra pass either.
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    DEC_REQUEST,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A4,
    FR_A5,
    FR_A6,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    OP_REQUEST,
)
from qxs_env.engine.stack import (
    push,
    ret,
)

request_alternative = declare(
    "request_alternative",
    "g, tb, cfg, i",
    """Before seat ``FR_P`` of request ``i`` is asked for its next card: True when a rule
    stands in for it (it pushed its frame; a result of 1 counts as the card given).""",
)
request_possible = declare(
    "request_possible",
    "g, tb, cfg, i, p",
    """Can seat ``p`` give what request ``i`` asks (a matching card, a view-as skill)?""",
)
request_ask = declare(
    "request_ask",
    "g, tb, cfg, i, p",
    """Push the decision that asks seat ``p`` for the next card of request ``i`` (its result to
    the request: the card given, or -1 for none).""",
)
request_answered = declare(
    "request_answered",
    "g, tb, cfg, i, p, r",
    """Seat ``p`` gave card ``r`` to request ``i``: move the card (to the table or the discard
    pile), log it; rules reacting to the card push their frames.""",
)


@njit_cached
def op_request(g, tb, cfg, i):
    """One stage of the request frame ``i`` (the module docstring lists the stages)."""
    st = g.stk[i, FR_ST]
    p = g.stk[i, FR_P]
    if st == 1:
        r = g.stk[i, FR_R]
        if r < 0:
            ret(g, 0)
            return
        g.stk[i, FR_A2] += 1
        g.stk[i, FR_A4] = r
        g.stk[i, FR_ST] = 3
        request_answered(g, tb, cfg, i, p, r)
        if g.sp == i + 1 and g.stk[i, FR_A2] >= g.stk[i, FR_A1]:
            ret(g, 1)  # the last card, and nothing pushed: stage 3 at once
        return
    if st == 2:
        if g.stk[i, FR_R] == 1:
            g.stk[i, FR_A2] += 1
            g.stk[i, FR_A4] = -1
            st = 3
        else:
            ask_seat(g, tb, cfg, i, p)
            return
    if st == 3:
        if g.stk[i, FR_A2] >= g.stk[i, FR_A1]:
            ret(g, 1)
            return
    g.stk[i, FR_ST] = 2
    g.stk[i, FR_R] = 0  # the alternative's result, when it returns one
    if request_alternative(g, tb, cfg, i):
        return
    ask_seat(g, tb, cfg, i, p)


@njit_cached
def ask_seat(g, tb, cfg, i, p):
    """Ask seat ``p`` for the next card of request ``i`` (or refuse for it when it cannot
    answer and ``C_AUTO_FORCED`` is on)."""
    if cfg[C_AUTO_FORCED] != 0 and not request_possible(g, tb, cfg, i, p):
        ret(g, 0)
        return
    g.stk[i, FR_ST] = 1
    request_ask(g, tb, cfg, i, p)


@njit_cached
def start_request(g, tb, cfg, p, q, ask, n, card, a5, a6):
    """Ask seat ``p`` (asked by seat ``q``, -1 none) for ``n`` cards of what ``ask`` says, about
    ``card`` (-1 none): push the request frame (``FR_A5``, ``FR_A6``: the ruleset's ``a5``,
    ``a6``) and run its first stage now; its index."""
    j = push(g, OP_REQUEST, p, q, ask, n, 0, card)
    g.stk[j, FR_A5] = a5
    g.stk[j, FR_A6] = a6
    op_request(g, tb, cfg, j)
    return j


@njit_cached
def push_request_decision(g, i, p):
    """The framework's decision for request ``i`` (what a ruleset's :func:`request_ask` pushes
    unless its answers are decisions of its own): ``DEC_REQUEST``, seat ``p`` asked by the
    request's asker for what it asks, about the card that asks."""
    push(g, DEC_REQUEST, p, g.stk[i, FR_Q], g.stk[i, FR_A0], g.stk[i, FR_A3], 0, 0)
