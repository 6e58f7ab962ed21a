"""群侠杀's damage (the hooks of the framework's ``OP_DAMAGE``, :mod:`qxs_env.engine.damage`:
prevention by 西湖底牢, counting, 和合's links, the trigger points around the damage), dying and
rescue (``OP_DYING``, R-D1) and what follows a failed rescue (R-D)."""

from __future__ import annotations

from qxs_env.engine.cards import (
    c_effect,
    c_face,
)
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    DEC_RESCUE,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_P,
    FR_Q,
    FR_ST,
)
from qxs_env.engine.stack import (
    log,
    pop,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    EFFECT_HEAL,
)
from qxs_env.rulesets.qxs.layout import (
    EV_DAMAGE,
    EV_DYING,
    EV_PREVENT,
    EV_STATUS,
    H_DAMAGE,
    H_RESCUE,
    PT_DAMAGED,
    ST_LINKED,
    TP_AFTER_DAMAGE,
    TP_BEFORE_DAMAGE,
    TP_DIES,
    TP_DYING,
)


@njit_inlined
def damage_announced(g, tb, cfg, i):
    """TP_BEFORE_DAMAGE: equipment and skills may lower the amount (FR_A0)."""
    framework.fire(g, tb, cfg, TP_BEFORE_DAMAGE, g.stk[i, FR_Q], g.stk[i, FR_P], i)


@njit_inlined
def damage_prevented(g, tb, cfg, i, t, amt):
    """西湖底牢: a face-down character takes no damage."""
    if g.face_down[t]:
        log(g, EV_PREVENT, t, amt, -1, 0, 0)
        return True
    return False


@njit_inlined
def damage_dealt(g, tb, cfg, i, src, t, amt):
    """Count the damage (per-turn ``PT_DAMAGED``, the public history) and log it."""
    if g.pt[t, PT_DAMAGED] < 100:
        g.pt[t, PT_DAMAGED] += 1
    if src >= 0:
        g.hist[src, t, H_DAMAGE] += amt
    log(g, EV_DAMAGE, src, t, amt, g.stk[i, FR_A1], g.stk[i, FR_A3])


@njit_inlined
def damage_unlinked(g, tb, cfg, q):
    """和合 (阴阳和合散): the link is broken by the damage."""
    log(g, EV_STATUS, q, ST_LINKED, 0, -1, 0)


@njit_inlined
def damage_followed_up(g, tb, cfg, i):
    """TP_AFTER_DAMAGE: equipment and skills acting after the damage."""
    framework.fire(g, tb, cfg, TP_AFTER_DAMAGE, g.stk[i, FR_Q], g.stk[i, FR_P], i)


@njit_cached
def dying_fails(g, tb, cfg, p, killer, named):
    """The rescue of p failed: pop its dying frame, p dies (kill; a turn whose player died, p
    itself or the collaborator with the foreign player, is cut short there), then what follows
    a death: 铜尸, and 亢龙有悔's attacks on the seats ``named``."""
    pop(g)
    if kill(g, tb, cfg, p, killer):
        return
    skill_after_death(g, p)  # 铜尸
    if named != 0 and g.alive[g.cur]:  # (lost when the turn ended with the death, R-D5)
        death_attacks_skill.skill_death_attacks(g, tb, cfg, p, named)  # 亢龙有悔


@njit_inlined
def dying_entered(g, tb, cfg, i):
    """Log it; TP_DYING (skills acting as a character becomes dying)."""
    p = g.stk[i, FR_P]
    log(g, EV_DYING, p, 0, 0, 0, 0)
    framework.fire(g, tb, cfg, TP_DYING, p, g.stk[i, FR_A0], i)


@njit_inlined
def rescue_closed(g, tb, cfg, i, st):
    """Dying again while 亢龙有悔 attacks before its death (its death is decided): no rescue."""
    p = g.stk[i, FR_P]
    if st < 3 and g.hero[p] >= 0:
        if death_attacks_skill.skill_death_decided(g, p):
            return True
    return False


@njit_inlined
def rescue_possible(g, tb, cfg, i, q):
    """A rescue card in q's hand (九转熊蛇丸 only on oneself) or a hero skill that makes one."""
    p = g.stk[i, FR_P]
    can = has_effect_in_hand(g, tb, q, EFFECT_HEAL) or (
        damage_boost_self_rescue_card.allows_self_rescue(p, q)
        and has_effect_in_hand(g, tb, q, EFFECT_DAMAGE_BOOST_SELF_RESCUE)
    )
    if not can and g.hero[q] >= 0:
        can = skill_can_answer(g, tb, q, DEC_RESCUE, p)
    return can


@njit_inlined
def rescue_applied(g, tb, cfg, i, q, r):
    """The rescue card goes to the discard pile and heals by its face's amount (九转熊蛇丸 on
    oneself: its own amount); counted in the public history (H_RESCUE)."""
    p = g.stk[i, FR_P]
    to_discard(g, r)
    rf = c_face(g, tb, r)  # (virtual: made by a hero skill)
    if c_effect(g, tb, r) == EFFECT_DAMAGE_BOOST_SELF_RESCUE:
        heal(g, p, damage_boost_self_rescue_card.rescue_amount(tb, rf), q)  # 九转熊蛇丸
    else:
        heal(g, p, tb.face_param[rf, 0], q)
    g.hist[q, p, H_RESCUE] += 1


@njit_inlined
def rescue_failed(g, tb, cfg, i, st):
    """Nobody rescued: first TP_DIES (stage 3: skills acting before the death; the window's
    checks run again when they are done), then, in the dying seat's own turn, 亢龙有悔's attacks
    on the characters it named (FR_A2, a seat bitmask; stage 4), then the death."""
    p = g.stk[i, FR_P]
    killer = g.stk[i, FR_A0]
    if st < 3 and g.hero[p] >= 0:  # the rescue failed: skills acting before death
        g.stk[i, FR_ST] = 3
        g.stk[i, FR_A2] = 0  # (亢龙有悔: the characters named, a seat bitmask)
        if framework.fire(g, tb, cfg, TP_DIES, p, killer, i) > 0:
            return
    named = g.stk[i, FR_A2]
    if named != 0 and p == g.cur:  # in its own turn, 亢龙有悔 attacks before the
        g.stk[i, FR_ST] = 4  # death (no turn goes on with its player dead)
        death_attacks_skill.skill_death_attacks(g, tb, cfg, p, named)  # (its HP can no longer rise)
        return
    dying_fails(g, tb, cfg, p, killer, named)


@njit_inlined
def dying_late_stage(g, tb, cfg, i, st):
    """Stage 4: 亢龙有悔's attacks made in the dying seat's own turn are over: the death stands,
    whatever its HP."""
    p = g.stk[i, FR_P]
    if g.alive[p]:
        dying_fails(g, tb, cfg, p, g.stk[i, FR_A0], 0)
    else:
        pop(g)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.cards import damage_boost_self_rescue as damage_boost_self_rescue_card
from qxs_env.rulesets.qxs.death import (
    kill,
)
from qxs_env.rulesets.qxs.legality import (
    has_effect_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_after_death,
    skill_can_answer,
)
from qxs_env.rulesets.qxs.skills import death_attacks as death_attacks_skill
