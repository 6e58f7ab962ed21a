"""大喬 · 國色 (S-HERO-DAQIAO-1, active; ruling S-OPEN-45): in her play phase she may use any
diamond card, from her hand or her equipment, as a 樂不思蜀, aimed as that card is (another
living seat whose judgement area holds no 樂不思蜀: ``cards/lebu.valid_target``, and not one
謙遜 shields).

The 國色 button (offered while she holds such a card and a seat could take it) chooses the card
(``skill_frames.convert_step``, ``OP_SELECT`` of one diamond card, ``PURPOSE_GUOSE``; an
equipped one leaves its slot when chosen), which then lies on the table counting as a
樂不思蜀 (``g.jface``) and is aimed (``DEC_TARGET``) and used as the real card: placed in the
target's judgement area without a 無懈可擊 window (ruling S-OPEN-16).

How the placed card is known (the project's ruling, docs/sanguosha/rulings.md, S-OPEN-45): it
is the physical diamond card, and its ``jface`` stays 1 + ``F_LEBU`` while it lies in the
judgement area, so every rule reading that area (``delayed``, ``judge_phase``, the
observation, the invariants: ``engine.zones.judge_face``) sees a 樂不思蜀: 無懈可擊 may cancel
it before its judgement, a non-heart judgement skips the holder's play phase, and a second
樂不思蜀 cannot join it. When it leaves the area (judged, cancelled, taken by 過河拆橋 or
順手牽羊, discarded at a death) it is its printed self again (``moves.put_in_discard``,
``put_in_hand`` clear ``jface``)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined
from qxs_env.engine.stack import push

from ..layout import EFFECT_LEBU, F_LEBU, OP_SKILL, PURPOSE_GUOSE, SKILL_GUOSE
from ..skill_frames import convert_step, holds_matching


@njit_inlined
def usable(g, tb, cfg, p):
    """The button: a diamond card (hand or equipped) as a 樂不思蜀, when a seat could take one."""
    return holds_matching(g, tb, p, PURPOSE_GUOSE) and decisions.playable(
        g, tb, cfg, p, EFFECT_LEBU
    )


@njit_inlined
def activate(g, tb, cfg, p):
    push(g, OP_SKILL, p, -1, SKILL_GUOSE, 0, 0, 0)


@njit_inlined
def step(g, tb, cfg, i, st):
    convert_step(g, i, st, PURPOSE_GUOSE, F_LEBU)


from .. import decisions  # noqa: E402  (imports the skills: resolved when numba compiles)
from ..skill_roles import SR_CONVERT  # noqa: E402  (the heuristic's role, read by the agent)

HEURISTIC_ROLE = SR_CONVERT
"""The heuristic's role (``skill_roles``): a diamond card used as 樂不思蜀 when worth it."""
