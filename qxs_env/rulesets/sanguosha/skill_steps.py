"""The heroes' machinery the skill modules (:mod:`.skills`) share: the trigger scan, the
``OP_SKILL`` frame, the skills' decisions and the skill buttons of the play phase.

The trigger scan (:func:`scan`): at a trigger point (``layout.PT_*``: a moment of the turn, a
seat damaged, a hand emptied, a trick used) every living seat with skills is asked, in reverse
turn order from the current seat, through the ``hears`` status of its skills (each module
answers for the points it listens to): a locked skill acts at once, an optional one pushes its
frame; pushed in reverse, the frames resolve in turn order from the current seat (ruling
S-OPEN-17). :func:`scan_holding` fires a point between steps of the driver (the ruleset's
``between_steps``), holding a waiting decision (``OP_HELD``) under what fires, as the
framework's ``triggers.fire_holding`` does. :func:`announce` is that hook: it compares each
seat's hand with what the scan saw last (``g.hand_seen``) and fires ``PT_HAND_EMPTIED`` for a
seat whose last hand card has left, and ``PT_EQUIP_LOST`` for a seat that lost equipped cards
(``g.equip_lost``, counted where a card leaves an equipment slot). In the game without heroes
nothing is scanned.

Frames and decisions:

- ``OP_SKILL``: ``FR_P`` the skill's owner, ``FR_Q`` the other seat (-1), ``FR_A0`` the skill,
  ``FR_A1``.. the skill's own; the skill module's ``step`` runs each stage.
- ``DEC_SKILL_YES`` (``FR_P`` the owner, ``FR_Q`` the other seat, ``FR_A0`` the skill): yes or
  pass; the parent's result 1 or 0.
- ``DEC_SKILL_TARGET`` (``FR_A0`` the skill, ``FR_A1`` 1 when it may pass): a seat the skill
  module's ``valid_target`` allows (the seat block), or pass; the parent's result the seat
  (absolute) or -1.
- the skill buttons in ``DEC_PLAY``: the skill block, one id per skill, offered for each active
  skill whose ``usable`` says so; pressing it calls the module's ``activate``.
"""

from __future__ import annotations

from qxs_env.engine.cards import a_pass, a_seat, a_skill, a_yes
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import C_PLAYERS, DEC_BASE, FR_A0, FR_A1, FR_OP, FR_P, FR_ST, OP_HELD
from qxs_env.engine.masks import allow
from qxs_env.engine.stack import ret

from .layout import (
    C_HEROES,
    DEC_SKILL_YES,
    HEROES_OFF,
    PT_EQUIP_LOST,
    PT_HAND_EMPTIED,
    SKILL_SLOTS,
)
from .skill_frames import ask_target, ask_yes, has_skill, skill_frame  # noqa: F401  (re-exported)
from .skills.dispatch import (
    skill_activate,
    skill_step,
    skill_usable,
    skill_valid_target,
    skills_hear,
)


@njit_cached
def scan(g, tb, cfg, point, subject, source, ctx):
    """Trigger point ``point``: every living seat's skills hear it (the module docstring says
    in which order); the number of frames pushed."""
    if cfg[C_HEROES] == HEROES_OFF:
        return 0
    n = cfg[C_PLAYERS]
    pushed = 0
    for k in range(n - 1, -1, -1):
        p = (g.cur + k) % n
        if g.alive[p] and g.skills[p] != 0:
            pushed += skills_hear(g, tb, cfg, point, p, subject, source, ctx)
    return pushed


@njit_cached
def scan_holding(g, tb, cfg, point, subject, source, ctx):
    """:func:`scan` between steps: a decision waiting on top is held (``OP_HELD``) under what
    fires and asked afresh afterwards. True when frames were pushed."""
    i = g.sp - 1
    held = g.stk[i, FR_OP] >= DEC_BASE
    if held:
        g.stk[i, FR_ST] = g.stk[i, FR_OP]
        g.stk[i, FR_OP] = OP_HELD
    if scan(g, tb, cfg, point, subject, source, ctx) > 0:
        return True
    if held:
        g.stk[i, FR_OP] = g.stk[i, FR_ST]
        g.stk[i, FR_ST] = 0
    return False


@njit_cached
def announce(g, tb, cfg):
    """The ruleset's ``between_steps``: a seat with skills that lost equipped cards since the
    last look fires ``PT_EQUIP_LOST`` (梟姬), one whose last hand card left ``PT_HAND_EMPTIED``
    (連營); True when frames were pushed."""
    if cfg[C_HEROES] == HEROES_OFF or g.done:
        return False
    n = cfg[C_PLAYERS]
    for p in range(n):
        lost = g.equip_lost[p]
        g.equip_lost[p] = 0
        if lost > 0 and g.alive[p] and g.skills[p] != 0:
            if scan_holding(g, tb, cfg, PT_EQUIP_LOST, p, -1, lost):
                return True
        had = g.hand_seen[p]
        g.hand_seen[p] = 1 if g.hand_n[p] > 0 else 0
        if had and g.hand_n[p] == 0 and g.alive[p] and g.skills[p] != 0:
            if scan_holding(g, tb, cfg, PT_HAND_EMPTIED, p, -1, -1):
                return True
    return False


@njit_cached
def allow_buttons(g, tb, cfg, p):
    """The buttons of ``p``'s active skills usable now (``DEC_PLAY``)."""
    if g.skills[p] == 0:
        return
    for k in range(SKILL_SLOTS):
        s = g.skill_slot[p, k]
        if s >= 0 and skill_usable(g, tb, cfg, p, s):
            allow(g, a_skill(tb) + s)


@njit_cached
def press_button(g, tb, cfg, p, a):
    """Seat ``p`` pressed skill button ``a`` (the ``DEC_PLAY`` frame is popped already)."""
    skill_activate(g, tb, cfg, p, a - a_skill(tb))


@njit_cached
def is_button(tb, a):
    """Is action ``a`` a skill button?"""
    return a_skill(tb) <= a < a_pass(tb)


@njit_cached
def skill_mask(g, tb, cfg, i, op):
    """The mask of the skills' decisions (``DEC_SKILL_YES``, ``DEC_SKILL_TARGET``)."""
    p = g.stk[i, FR_P]
    if op == DEC_SKILL_YES:
        allow(g, a_yes(tb))
        allow(g, a_pass(tb))
        return
    n = cfg[C_PLAYERS]
    for k in range(n):
        if skill_valid_target(g, tb, cfg, p, (p + k) % n, g.stk[i, FR_A0]):
            allow(g, a_seat(tb) + k)
    if g.stk[i, FR_A1] or g.n_legal == 0:
        allow(g, a_pass(tb))


@njit_cached
def skill_resolved(g, tb, cfg, i, op, a):
    """Take action ``a`` for a skills' decision (its result to the parent)."""
    if op == DEC_SKILL_YES:
        ret(g, 1 if a == a_yes(tb) else 0)
    elif a == a_pass(tb):
        ret(g, -1)
    else:
        ret(g, (g.stk[i, FR_P] + a - a_seat(tb)) % cfg[C_PLAYERS])


@njit_cached
def skill_procedure(g, tb, cfg, i):
    """One stage of the ``OP_SKILL`` frame ``i`` (its skill module's ``step``)."""
    skill_step(g, tb, cfg, i, g.stk[i, FR_ST], g.stk[i, FR_A0])
