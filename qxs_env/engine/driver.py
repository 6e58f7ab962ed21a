"""The driver loop, written once for every ruleset: pop frames off the decision stack and run
their procedures until a player must decide or the game is over. Framework: names no card, skill
or identity; a ruleset supplies its procedures, its masks and what it announces between steps
through the hooks below (:mod:`qxs_env.engine.hooks`).

Each pass of :func:`run` looks at the top frame (``g.sp - 1``):

- first :func:`between_steps`: the ruleset announces what happened during the last step (a lost
  equipment card, ...) and may push frames for it; the loop then starts again;
- a decision (``FR_OP >= DEC_BASE``): :func:`decision_mask` computes the deciding seat's legal
  actions; with exactly one and ``C_AUTO_FORCED`` on, :func:`decision_resolved` takes it at once;
  otherwise ``g.actor`` is the deciding seat and :func:`run` returns;
- a framework procedure (``OP_GAME``, ``OP_TURN``, ``OP_JUDGEMENT``, ``OP_CANCEL``, ``OP_DAMAGE``,
  ``OP_DYING``, ``OP_REQUEST``, ``OP_USE_CARD``, ``OP_ARRANGE``, ``OP_SELECT``, ``OP_GIVE``)
  advances one stage; ``OP_HELD``, a decision held while something fired, becomes that
  decision again, asked afresh; any other operation is the ruleset's (:func:`procedure_step`).

A ruleset binds the procedure modules it has (:func:`qxs_env.engine.hooks.bind`); the procedure
of a module it does not bind is :func:`qxs_env.engine.hooks.procedure_not_bound` in its copy of
this loop (it raises if its operation ever reaches the loop), so a game implements the hooks of
the procedures it uses, and no others.
"""

from __future__ import annotations

from qxs_env.engine.cancel import op_cancel
from qxs_env.engine.damage import op_damage
from qxs_env.engine.dying import op_dying
from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
)
from qxs_env.engine.judgement import op_judgement
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    DEC_BASE,
    FR_OP,
    FR_P,
    FR_ST,
    OP_ARRANGE,
    OP_CANCEL,
    OP_DAMAGE,
    OP_DYING,
    OP_GAME,
    OP_GIVE,
    OP_HELD,
    OP_JUDGEMENT,
    OP_REQUEST,
    OP_SELECT,
    OP_TURN,
    OP_USE_CARD,
)
from qxs_env.engine.request import op_request
from qxs_env.engine.select import op_give, op_select
from qxs_env.engine.shown import op_arrange
from qxs_env.engine.turn import op_game, op_turn
from qxs_env.engine.use import op_use_card

between_steps = declare(
    "between_steps",
    "g, tb, cfg",
    """Announce what happened during the last step (the ruleset's counters of it): True when
    frames were pushed for it (the loop starts again).""",
)
decision_mask = declare(
    "decision_mask",
    "g, tb, cfg",
    """The legal actions of the decision on top (``g.legal``, ``g.n_legal``): their number.""",
)
decision_resolved = declare(
    "decision_resolved",
    "g, tb, cfg, a",
    """Take action ``a`` for the decision on top (its frame's result to its parent).""",
)
procedure_step = declare(
    "procedure_step",
    "g, tb, cfg, i, op",
    """Advance the ruleset's procedure ``op`` of frame ``i`` by one stage; raise RuntimeError for
    an operation the ruleset does not have.""",
)


@njit_cached
def run(g, tb, cfg):
    """Resolve until a player must decide (then compute its mask) or the game ends."""
    auto = cfg[C_AUTO_FORCED] != 0
    while True:
        if g.done:
            g.actor = -1
            g.n_legal = 0
            return
        i = g.sp - 1
        if i < 0:
            raise RuntimeError("qxs engine: empty decision stack")
        if between_steps(g, tb, cfg):
            continue
        op = g.stk[i, FR_OP]
        if op >= DEC_BASE:
            cnt = decision_mask(g, tb, cfg)
            if cnt == 0:
                raise RuntimeError("qxs engine: a decision with no legal action")
            if cnt == 1 and auto:
                decision_resolved(g, tb, cfg, g.legal[0])
                continue
            g.actor = g.stk[i, FR_P]
            return
        if op == OP_TURN:
            op_turn(g, tb, cfg, i)
        elif op == OP_DAMAGE:
            op_damage(g, tb, cfg, i)
        elif op == OP_CANCEL:
            op_cancel(g, tb, cfg, i)
        elif op == OP_JUDGEMENT:
            op_judgement(g, tb, cfg, i)
        elif op == OP_DYING:
            op_dying(g, tb, cfg, i)
        elif op == OP_GAME:
            op_game(g, tb, cfg, i)
        elif op == OP_HELD:  # a held decision is asked afresh
            g.stk[i, FR_OP] = g.stk[i, FR_ST]
            g.stk[i, FR_ST] = 0
        elif (CARD_PROCEDURES >> op) & 1:
            card_procedure_step(g, tb, cfg, i, op)
        else:
            procedure_step(g, tb, cfg, i, op)


CARD_PROCEDURES = (
    (1 << OP_REQUEST) | (1 << OP_USE_CARD) | (1 << OP_ARRANGE) | (1 << OP_SELECT) | (1 << OP_GIVE)
)
"""The framework procedures of card use, requests, shown and chosen cards, as a bit per
operation: one test sends a ruleset's own operation past them (a ruleset that binds none of
them, 群侠杀, pays one comparison per step for them, not five)."""


@njit_cached
def card_procedure_step(g, tb, cfg, i, op):
    """One stage of the framework procedure ``op`` of :data:`CARD_PROCEDURES` (frame ``i``)."""
    if op == OP_REQUEST:
        op_request(g, tb, cfg, i)
    elif op == OP_USE_CARD:
        op_use_card(g, tb, cfg, i)
    elif op == OP_ARRANGE:
        op_arrange(g, tb, cfg, i)
    elif op == OP_SELECT:
        op_select(g, tb, cfg, i)
    else:
        op_give(g, tb, cfg, i)
