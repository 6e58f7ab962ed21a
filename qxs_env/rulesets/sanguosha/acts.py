"""The public history of acts (issue 36): ``g.acts[a, b, k]`` counts the public acts of kind
``layout.ACT_*`` seat ``a`` did towards seat ``b`` (absolute seats), so that a player may infer
allegiances from what every seat saw. The observation shows it seat-relative (``O_ACTS``).

It is counted once per step, after the rules ran (the ruleset's ``action_settled`` hook), from
the events the step logged (``g.ev``): every event read here is public (who aimed what at whom,
who dealt damage, who saved whom, who played a 無懈可擊 for whom, who gave how many cards to whom:
the given card itself is not counted by face, only the giving, which every seat sees).

======================  ====================================================================
kind                    what counts (event)
======================  ====================================================================
``ACT_DAMAGE``          HP of damage ``a`` dealt to ``b`` (``EV_DAMAGE`` with a source; a mass
                        trick's damage counts too: every seat sees it)
``ACT_AIMED``           a harmful card ``a`` aimed at ``b`` (``EV_TARGET`` of a 殺, 決鬥, 過河拆橋,
                        順手牽羊, 借刀殺人, by the face it is used as), a 樂不思蜀 or 閃電 ``a``
                        placed in ``b``'s judgement area (``EV_PLACED``), a card 突襲 took
                        (``EV_TAKEN_BY_SKILL``)
``ACT_RESCUE``          a 桃 ``a`` used on the dying ``b`` (``EV_RESCUE``; 急救's red card too)
``ACT_PROTECT``         a 無懈可擊 ``a`` played against a harmful trick aimed at ``b``
                        (``EV_WUXIE``, whose fourth field is the face of the card it answers;
                        a 無懈可擊 against a 無懈可擊 is left out: whom it helps depends on the
                        chain)
``ACT_GIVE``            a card ``a`` gave ``b`` by a skill (``EV_GIVEN``: 仁德, 遺計), HP ``a``
                        gave ``b`` by a skill (``EV_SKILL`` of 青囊 or 結姻 naming ``b``)
``ACT_STAND_IN``        a card ``a`` played for the lord ``b``'s 護駕 or 激將 (an ``EV_PLAYED``
                        for ``b``'s request followed by ``b``'s ``EV_SKILL`` of that skill)
======================  ====================================================================

A seat's act towards itself is not counted. A converted card whose use ended within the step
it was aimed in would read as its printed face; in the rules a harmful card's use always
waits on its target's answer first, so the use is still on when the step ends. The counters
saturate at ``ACT_CAP``. A step logging more than ``EV_MAX`` events has its events past the
buffer lost (the framework's event log); the history then misses them.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import EV_MAX

from .layout import (
    ACT_AIMED,
    ACT_DAMAGE,
    ACT_GIVE,
    ACT_PROTECT,
    ACT_RESCUE,
    ACT_STAND_IN,
    EV_DAMAGE,
    EV_GIVEN,
    EV_PLACED,
    EV_PLAYED,
    EV_RESCUE,
    EV_SKILL,
    EV_TAKEN_BY_SKILL,
    EV_TARGET,
    EV_WUXIE,
    F_GUOHE,
    F_JIEDAO,
    F_JUEDOU,
    F_LEBU,
    F_NANMAN,
    F_SHA,
    F_SHANDIAN,
    F_SHUNSHOU,
    F_WANJIAN,
    SKILL_HUJIA,
    SKILL_JIEYIN,
    SKILL_JIJIANG,
    SKILL_QINGNANG,
    SKILL_TUXI,
)
from .moves import used_face

ACT_CAP = 999
"""The most any counter holds (the observation writes ``count / ACT_SCALE``)."""


@njit_cached
def aimed_harmful(f):
    """Is face ``f``, aimed at one seat, a harmful act towards it?"""
    return f == F_SHA or f == F_JUEDOU or f == F_GUOHE or f == F_SHUNSHOU or f == F_JIEDAO


@njit_cached
def harmful_trick(f):
    """Is a trick of face ``f`` harmful to the seat it is aimed at (a 無懈可擊 against it
    protects that seat)?"""
    return (
        f == F_JUEDOU
        or f == F_GUOHE
        or f == F_SHUNSHOU
        or f == F_JIEDAO
        or f == F_NANMAN
        or f == F_WANJIAN
        or f == F_LEBU
        or f == F_SHANDIAN
    )


@njit_cached
def count_act(g, a, b, k, amount):
    """Add ``amount`` acts of kind ``k`` from seat ``a`` to seat ``b`` (not towards itself)."""
    if a < 0 or b < 0 or a == b or amount <= 0:
        return
    x = g.acts[a, b, k] + amount
    g.acts[a, b, k] = x if x < ACT_CAP else ACT_CAP


@njit_cached
def note_acts(g, tb, cfg):
    """Count the public acts among the events of the step that just ran (module docstring)."""
    m = g.ev_n if g.ev_n < EV_MAX else EV_MAX
    played_by = -1  # the seat of the last EV_PLAYED, and the seat it was asked by
    played_for = -1
    for e in range(m):
        kind = g.ev[e, 0]
        x0 = g.ev[e, 1]
        x1 = g.ev[e, 2]
        x2 = g.ev[e, 3]
        x3 = g.ev[e, 4]
        if kind == EV_DAMAGE:
            count_act(g, x2, x0, ACT_DAMAGE, x1)
        elif kind == EV_TARGET:
            if aimed_harmful(used_face(g, tb, x2)):
                count_act(g, x0, x1, ACT_AIMED, 1)
        elif kind == EV_PLACED:
            f = tb.card_face[x2]
            if f == F_LEBU or f == F_SHANDIAN:
                count_act(g, x0, x1, ACT_AIMED, 1)
        elif kind == EV_TAKEN_BY_SKILL:
            if g.ev[e, 5] == SKILL_TUXI:
                count_act(g, x0, x1, ACT_AIMED, 1)
        elif kind == EV_RESCUE:
            count_act(g, x0, x1, ACT_RESCUE, 1)
        elif kind == EV_WUXIE:
            if harmful_trick(x3):
                count_act(g, x0, x2, ACT_PROTECT, 1)
        elif kind == EV_GIVEN:
            count_act(g, x0, x1, ACT_GIVE, 1)
        elif kind == EV_PLAYED:
            played_by = x0
            played_for = x2
        elif kind == EV_SKILL:
            if x1 == SKILL_QINGNANG or x1 == SKILL_JIEYIN:
                count_act(g, x0, x2, ACT_GIVE, 1)
            elif (x1 == SKILL_HUJIA or x1 == SKILL_JIJIANG) and played_for == x0:
                count_act(g, played_by, x0, ACT_STAND_IN, 1)
