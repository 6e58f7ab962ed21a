"""Hero skill ``convert_delayed_card`` (``SKILL_CONVERT_DELAYED_CARD``).

Printed as:

- 三尸脑神丹 (洪安通, ``hongantong``; active): In your play phase you may use a white hand card
  as 三尸脑神丹.
- 悲酥清风 (慕容复, ``murongfu``; active): In your play phase you may use a yellow hand card as
  悲酥清风.

The rule: in his play phase the holder may use one hand card of the skill's colours (param 1) as
the delayed card of the skill's face (param 0), of the hand card's colour; the virtual card is
placed in the target's judgement area and judged there like the printed card (R-K2, ``op_use``).
It is one of the card-converting skills (``hero_rules.converts_card``: params face, colours,
play_phase_only, per_turn, responses_only; the last two are 0 here) with ``convert_card``,
``convert_pair_card`` and ``poison_immune_convert``, whose use test and step are one code path
read from the params: ``skill_firing.convert_play_ok`` and ``skill_ops.convert_step`` (compiled
once), which this module's hooks call; the others reach them through the shared branches.

Its own code here, called by the generated skill dispatchers (``skills/dispatch.py``):

- :func:`active_ok`: may the holder use it for the pending decision?
- :func:`step`: its resolution inside its ``OP_SKILL`` frame.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)
from qxs_env.rulesets.qxs.layout import (
    DEC_PLAY,
)
from qxs_env.rulesets.qxs.skill_firing import (
    convert_play_ok,
)
from qxs_env.rulesets.qxs.skill_ops import (
    convert_step,
)


@njit_inlined
def active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """Only in the play phase, as every card-converting skill there (``convert_play_ok``:
    not used up, the face usable now in the colour of a hand card of the skill's colours)."""
    if op != DEC_PLAY:
        return False
    return convert_play_ok(g, tb, cfg, p, k, dist)


@njit_inlined
def step(g, tb, cfg, i, p, k, code, sub, ctx, r):
    """Ask for a hand card of the skill's colours and hand the decision the card of the skill's
    face made of it (``convert_step``, shared with the other card-converting skills)."""
    return convert_step(g, tb, i, p, k, sub, r)
