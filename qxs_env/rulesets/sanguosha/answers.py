"""What a seat may give when it is asked for a card: the compiled pattern of an answering
decision (a card request, the cancel window, the rescue window), widened by the seat's
conversion skills (傾國, 龍膽, 武聖, 急救: their ``answer_pattern``). The decisions' masks and
answers (:mod:`.decisions`) and the requests' and rescues' "can it answer at all" hooks
(:mod:`.procedures`) ask the same function, so what is offered and what is possible agree.

An equipped card may answer too where a seat's skill says so (武聖's 殺, 急救's rescue:
``equipment_answers``, rulings S-OPEN-45, S-OPEN-57): :func:`equipped_answer` finds it."""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.masks import allow
from qxs_env.engine.patterns import card_matches

from .layout import ANSWER_RESCUE, ASK_SHA, ASK_SHAN, N_EQUIP_SLOTS
from .skills.dispatch import skills_answer_pattern, skills_equipment_answers
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


@njit_cached
def equipped_answer(g, tb, cfg, p, ask, pattern, a):
    """The equipped card of seat ``p`` that card action ``a`` names (``a`` -1: any) and that
    matches ``pattern``, when ``p``'s skills let it answer ``ask`` with equipment (``ask`` -1:
    no answer of that kind); -1 when there is none."""
    if ask < 0 or g.skills[p] == 0 or not skills_equipment_answers(g, tb, cfg, p, ask):
        return -1
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0 and (a < 0 or tb.card_action[c] == a) and card_matches(g, tb, c, pattern):
            return c
    return -1


@njit_cached
def allow_equipped_answers(g, tb, cfg, p, ask, pattern):
    """Offer each equipped card of ``p`` that may answer ``ask`` (:func:`equipped_answer`)."""
    for s in range(N_EQUIP_SLOTS):
        c = g.equip[p, s]
        if c >= 0 and equipped_answer(g, tb, cfg, p, ask, pattern, tb.card_action[c]) == c:
            allow(g, tb.card_action[c])
