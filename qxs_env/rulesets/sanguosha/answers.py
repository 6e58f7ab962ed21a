"""What a seat may give when it is asked for a card: the compiled pattern of an answering
decision (a card request, the cancel window, the rescue window), widened by the seat's
conversion skills (傾國, 龍膽, 武聖, 急救: their ``answer_pattern``). The decisions' masks and
answers (:mod:`.decisions`) and the requests' and rescues' "can it answer at all" hooks
(:mod:`.procedures`) ask the same function, so what is offered and what is possible agree."""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached

from .layout import ANSWER_RESCUE, ASK_SHA, ASK_SHAN
from .skills.dispatch import skills_answer_pattern
from .tables import SHA_PATTERN, SHAN_PATTERN, TAO_PATTERN


@njit_cached
def request_pattern(g, tb, cfg, p, ask):
    """The cards seat ``p`` may give to a request for ``ask`` (a 閃 or a 殺)."""
    if ask == ASK_SHA:
        if g.skills[p] == 0:
            return SHA_PATTERN
        return skills_answer_pattern(g, tb, cfg, p, ASK_SHA, SHA_PATTERN)
    if g.skills[p] == 0:
        return SHAN_PATTERN
    return skills_answer_pattern(g, tb, cfg, p, ASK_SHAN, SHAN_PATTERN)


@njit_cached
def rescue_pattern(g, tb, cfg, p):
    """The cards seat ``p`` may give to save a dying seat (a 桃; a red card with 急救)."""
    if g.skills[p] == 0:
        return TAO_PATTERN
    return skills_answer_pattern(g, tb, cfg, p, ANSWER_RESCUE, TAO_PATTERN)
