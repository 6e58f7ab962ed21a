"""The judgement procedure, written once for every ruleset: turn over the top card of the draw
pile, let the rules replace it, settle it, put it away, and hand the parent its result
(群侠杀 R-K3 判定; 三国杀's 判定 follows the same four steps). Framework: names no card, skill or
identity; a ruleset supplies the rules through the hooks below (:mod:`qxs_env.engine.hooks`).

The ``OP_JUDGEMENT`` frame: ``FR_P`` the judged seat; ``FR_A0`` the card that asked for the
judgement (-1: none; the ruleset's); ``FR_A1`` the judgement card (the rules may replace it while
it is revealed); ``FR_A2`` and later: the ruleset's (群侠杀 keeps the settled colour in
``FR_A2``). The stages:

0. reveal: the top card of the draw pile goes to the table (``FR_A1``) and
   :func:`judgement_revealed` is called (it logs the card and may push frames that replace it).
   With both piles empty there is no card: the hook is told so (card -1) and the parent's result
   is -1.
1. settle: :func:`judgement_settled` reads the final card (群侠杀: its colour as the judged
   seat sees it) and may push frames that react to the result (a hero who takes the card).
2. finish: :func:`judgement_finished` puts the card away (to the discard pile when still on the
   table) and the parent receives :func:`judgement_result` (群侠杀: the settled colour; a
   ruleset that reads suit and rank returns the card itself).
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.layout import (
    FR_A1,
    FR_ST,
)
from qxs_env.engine.stack import (
    ret,
)
from qxs_env.engine.zones import (
    top_card,
)

judgement_revealed = declare(
    "judgement_revealed",
    "g, tb, cfg, i, c",
    """The judgement of frame ``i`` revealed card ``c`` (-1: both piles were empty and the
    judgement has no card). Log it; the rules that may replace the card (written to the frame's
    ``FR_A1``) push their frames here.""",
)
judgement_settled = declare(
    "judgement_settled",
    "g, tb, cfg, i",
    """The judgement card of frame ``i`` (``FR_A1``) is final: read the result the ruleset needs
    and let the rules react to it (push their frames).""",
)
judgement_finished = declare(
    "judgement_finished",
    "g, tb, cfg, i",
    """The judgement of frame ``i`` is over: put its card away (unless a rule took it).""",
)
judgement_result = declare(
    "judgement_result",
    "g, tb, cfg, i",
    """What the parent of the judgement frame ``i`` receives (its ``FR_R``) once it is over.""",
)


@njit_cached
def op_judgement(g, tb, cfg, i):
    """One stage of the judgement frame ``i`` (the module docstring lists the stages)."""
    st = g.stk[i, FR_ST]
    if st == 0:
        c = top_card(g)
        if c < 0:
            judgement_revealed(g, tb, cfg, i, c)
            ret(g, -1)
            return
        g.stk[i, FR_A1] = c
        g.stk[i, FR_ST] = 1
        judgement_revealed(g, tb, cfg, i, c)
    elif st == 1:
        g.stk[i, FR_ST] = 2
        judgement_settled(g, tb, cfg, i)
    else:
        judgement_finished(g, tb, cfg, i)
        ret(g, judgement_result(g, tb, cfg, i))
