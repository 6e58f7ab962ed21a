"""When hero skills fire: locked skills run at once at their trigger points, optional ones push an
OP_SKILL frame; whether an active skill may be used now.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_CANCEL,
    DEC_RESCUE,
    FR_A6,
    FR_OP,
)
from qxs_env.engine.stack import (
    push,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_CONVERT_CARD,
    SKILL_TOKENS_DAMAGE_GOOD,
    SKILL_TOKENS_FOR_SKILLS,
)
from qxs_env.rulesets.qxs.layout import (
    ALIGN_GOOD,
    DEC_PLAY,
    HERO_SKILLS,
    OP_SKILL,
    ROLE_SOURCE,
    ROLE_SUBJECT,
    TRIG_OPTIONAL,
)


# ---- triggered skills ---------------------------------------------------------------------------
@njit_inlined
def skill_can_fire(g, tb, cfg, point, p, k, subject, source, ctx):
    """Is p's optional skill in slot k worth asking about at this moment (its conditions and
    costs can be met)?"""
    code = g.skills[p, k]
    # every number as int64: each skill set's dispatcher compiles once (skill_sets)
    return skill_sets.skill_module_can_fire(
        g,
        tb,
        cfg,
        np.int64(point),
        np.int64(p),
        np.int64(k),
        np.int64(code),
        np.int64(subject),
        np.int64(source),
        np.int64(ctx),
    )


@njit_inlined
def fire_skills_locked(g, tb, cfg, point, p, subject, source, ctx):
    """fire(): p's locked skills listening to ``point``."""
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == 0:
            continue
        v = SKILL_TRIGGERS[code, point]
        if v == 0 or (v & (TRIG_OPTIONAL | TRIG_NO_ASK)) != 0:
            continue
        role = v & 3
        if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
            continue
        # every number as int64: each skill set's dispatcher compiles once (skill_sets)
        skill_sets.skill_module_locked(
            g,
            tb,
            cfg,
            np.int64(point),
            np.int64(p),
            np.int64(k),
            np.int64(code),
            np.int64(subject),
            np.int64(source),
            np.int64(ctx),
        )


@njit_inlined
def fire_skills_optional(g, tb, cfg, point, p, subject, source, ctx):
    """fire(): push one OP_SKILL frame for p's optional skills at ``point`` (a bitmask of the
    slots; with several, p chooses their order). Returns the number of frames pushed."""
    mask = 0
    ask = 1
    for k in range(HERO_SKILLS):
        code = g.skills[p, k]
        if code == 0:
            continue
        v = SKILL_TRIGGERS[code, point]
        if (v & (TRIG_OPTIONAL | TRIG_NO_ASK)) == 0:
            continue
        role = v & 3
        if (role == ROLE_SUBJECT and p != subject) or (role == ROLE_SOURCE and p != source):
            continue
        if not skill_can_fire(g, tb, cfg, point, p, k, subject, source, ctx):
            continue
        mask |= 1 << k
        if (v & TRIG_NO_ASK) != 0:
            ask = 0
    if mask == 0:
        return 0
    other = source if p == subject else subject
    j = push(g, OP_SKILL, p, other, mask, ctx, point, -1)
    g.stk[j, FR_A6] = ask
    return 1


# ---- active skills ---------------------------------------------------------------------------
@njit_cached
def hero_has_colour_in_hand(g, tb, p, cols, moves_only):
    for j in range(g.hand_n[p]):
        c = g.hand[p, j]
        if (cols & (1 << colour_of(g, tb, c, p))) == 0:
            continue
        if moves_only and tb.face_category[tb.card_face[c]] != CAT_MOVE:
            continue
        return True
    return False


@njit_inlined
def skill_active_ok(g, tb, cfg, p, k, op, pur, dist):
    """May p use its active skill in slot k for the pending decision ``op`` (purpose ``pur``)?
    ``dist``: distances from p (play phase). Its module's ``active_ok`` (the generated
    skill_sets.skill_module_active_ok; skill_shared_active_ok for the skills that share
    their test)."""
    code = g.skills[p, k]
    if code == 0 or not g.alive[p]:
        return False
    if g.skill_dec[FR_OP] != 0 and not skill_makes_card(code):
        return False  # another decision is already set aside for a skill
    # every number as int64: each skill set's dispatcher compiles once (skill_sets)
    return skill_sets.skill_module_active_ok(
        g, tb, cfg, np.int64(p), np.int64(k), np.int64(code), np.int64(op), np.int64(pur), dist
    )


@njit_cached
def convert_play_ok(g, tb, cfg, p, k, dist):
    """A card-converting skill (``hero_rules.converts_card``: params face, colours,
    play_phase_only, per_turn, responses_only) in the play phase: not an answers-only one, not
    used up this turn, and the face usable now in the colour of p's first hand card of the
    skill's colours. Shared by convert_card, poison_immune_convert and the modules of
    convert_delayed_card and convert_pair_card (their ``active_ok``)."""
    if g.sk_param[p, k, 4] != 0:  # answers only
        return False
    per = g.sk_param[p, k, 3]
    if per > 0 and g.sk_used[p, k] >= per:
        return False
    cols = g.sk_param[p, k, 1]
    for j in range(g.hand_n[p]):
        col = colour_of(g, tb, g.hand[p, j], p)
        if (cols & (1 << col)) != 0:
            return face_usable(g, tb, cfg, p, g.sk_param[p, k, 0], col, dist)
    return False


@njit_inlined
def skill_shared_active_ok(g, tb, cfg, p, k, code, op, pur, dist):
    """The tests that several active skills share (skill_active_ok's arguments): the default
    of the skill set's generated skill_module_active_ok, inlined into it, for the skills
    whose module has no ``active_ok``."""
    if op == DEC_PLAY:  # skills sharing their rules (the rest: in their modules, active_ok)
        if converts_card(code):
            return convert_play_ok(g, tb, cfg, p, k, dist)
        if code == SKILL_TOKENS_FOR_SKILLS or code == SKILL_TOKENS_DAMAGE_GOOD:
            kt = skill_tokens(g, p)  # 铁掌水上漂 (once: a second use adds nothing), 恶贯满盈
            if kt < 0 or g.sk_tok[p, kt] < g.sk_param[p, k, 0]:
                return False
            if code == SKILL_TOKENS_FOR_SKILLS:
                return g.sk_used[p, k] == 0
            for x in range(cfg[C_PLAYERS]):
                if g.alive[x] and g.align[x] == ALIGN_GOOD:
                    return True
            return False
    if op == DEC_CANCEL or op == DEC_RESCUE:
        if code == SKILL_CONVERT_CARD:
            return convert_card_skill.answer_window_ok(g, tb, p, k, op, pur)
    return False


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import skill_sets
from qxs_env.rulesets.qxs.card_moves import (
    colour_of,
)
from qxs_env.rulesets.qxs.hero_rules import (
    converts_card,
)
from qxs_env.rulesets.qxs.skill_ops import (
    skill_makes_card,
)
from qxs_env.rulesets.qxs.skill_queries import (
    face_usable,
    skill_tokens,
)
from qxs_env.rulesets.qxs.skills import convert_card as convert_card_skill
from qxs_env.rulesets.qxs.tables import (
    SKILL_TRIGGERS,
    TRIG_NO_ASK,
)
