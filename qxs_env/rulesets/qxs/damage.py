"""群侠杀's damage (the hooks of the framework's ``OP_DAMAGE``, :mod:`qxs_env.engine.damage`:
prevention by 西湖底牢, counting, 和合's links, the trigger points around the damage), dying and
rescue (``OP_DYING``, R-D1) and what follows a failed rescue (R-D)."""

from __future__ import annotations

from qxs_env.content.effects import (
    EFFECT_DAMAGE_BOOST_SELF_RESCUE,
    EFFECT_HEAL,
)
from qxs_env.engine import damage as framework_damage
from qxs_env.engine.cards import (
    c_effect,
    c_face,
)
from qxs_env.engine.hooks import implement
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_PLAYERS,
    DEC_RESCUE,
    EV_DAMAGE,
    EV_DYING,
    EV_PREVENT,
    EV_STATUS,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_P,
    FR_Q,
    FR_R,
    FR_ST,
    H_DAMAGE,
    H_RESCUE,
    PT_DAMAGED,
    ST_LINKED,
    TP_AFTER_DAMAGE,
    TP_BEFORE_DAMAGE,
    TP_DIES,
    TP_DYING,
)
from qxs_env.engine.stack import (
    log,
    pop,
    push,
)
from qxs_env.engine.state import STATE_DTYPE


@njit_inlined
def damage_announced(g, tb, cfg, i):
    """TP_BEFORE_DAMAGE: equipment and skills may lower the amount (FR_A0)."""
    fire(g, tb, cfg, TP_BEFORE_DAMAGE, g.stk[i, FR_Q], g.stk[i, FR_P], i)


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
    fire(g, tb, cfg, TP_AFTER_DAMAGE, g.stk[i, FR_Q], g.stk[i, FR_P], i)


implement(framework_damage.damage_announced, STATE_DTYPE, damage_announced)
implement(framework_damage.damage_prevented, STATE_DTYPE, damage_prevented)
implement(framework_damage.damage_dealt, STATE_DTYPE, damage_dealt)
implement(framework_damage.damage_unlinked, STATE_DTYPE, damage_unlinked)
implement(framework_damage.damage_followed_up, STATE_DTYPE, damage_followed_up)


@njit_cached
def dying_fails(g, tb, cfg, p, killer, named):
    """The rescue of p failed: pop its dying frame, p dies (kill), a turn whose player died is
    cut short, then what follows a death: 铜尸, and 亢龙有悔's attacks on the seats ``named``."""
    pop(g)
    if kill(g, tb, cfg, p, killer):
        return
    if not g.alive[g.cur]:  # the current player died (itself, or with the foreign player)
        unwind_turn(g)
    skill_after_death(g, p)  # 铜尸
    if named != 0 and g.alive[g.cur]:  # (lost when the turn ended with the death, R-D5)
        death_attacks_skill.skill_death_attacks(g, tb, cfg, p, named)  # 亢龙有悔


@njit_cached
def op_dying(g, tb, cfg, i):
    """Rescue window for P (R-D1): from the current player in turn order, each living player may
    use rescue cards until P is back to 1 HP; the same player is asked again after a rescue.
    Stage 3: the rescue failed and TP_DIES fired (skills acting before the death); 4: 亢龙有悔
    attacked first (in P's own turn), P now dies. A0 the killer, A1 the seat offset asked,
    A2 the characters 亢龙有悔 named (seat bitmask)."""
    p = g.stk[i, FR_P]
    killer = g.stk[i, FR_A0]
    st = g.stk[i, FR_ST]
    n = cfg[C_PLAYERS]
    if st == 0:
        g.dying[p] = True
        log(g, EV_DYING, p, 0, 0, 0, 0)
        g.stk[i, FR_ST] = 1
        fire(g, tb, cfg, TP_DYING, p, killer, i)
        return
    if st == 4:  # (亢龙有悔's attacks made in p's own turn:) the death stands, whatever its HP
        if g.alive[p]:
            dying_fails(g, tb, cfg, p, killer, 0)
        else:
            pop(g)
        return
    if st == 2:
        r = g.stk[i, FR_R]
        k = g.stk[i, FR_A1]
        if r >= 0:
            q = (g.cur + k) % n
            to_discard(g, r)
            rf = c_face(g, tb, r)  # (virtual: made by a hero skill)
            if c_effect(g, tb, r) == EFFECT_DAMAGE_BOOST_SELF_RESCUE:
                heal(g, p, tb.face_param[rf, 2], q)  # 九转熊蛇丸 on oneself
            else:
                heal(g, p, tb.face_param[rf, 0], q)
            g.hist[q, p, H_RESCUE] += 1
        else:
            g.stk[i, FR_A1] = k + 1
        g.stk[i, FR_ST] = 1
    if not g.alive[p]:
        pop(g)
        return
    if g.hp[p] > 0:
        g.dying[p] = False
        pop(g)
        return
    if st < 3 and g.hero[p] >= 0 and death_attacks_skill.skill_death_decided(g, p):
        g.stk[i, FR_A1] = n  # (dying again while 亢龙有悔 attacks before its death: no rescue)
    while True:
        k = g.stk[i, FR_A1]
        if k >= n:
            if st < 3 and g.hero[p] >= 0:  # the rescue failed: skills acting before death
                g.stk[i, FR_ST] = 3
                g.stk[i, FR_A2] = 0  # (亢龙有悔: the characters named, a seat bitmask)
                if fire(g, tb, cfg, TP_DIES, p, killer, i) > 0:
                    return
            named = g.stk[i, FR_A2]
            if named != 0 and p == g.cur:  # in its own turn, 亢龙有悔 attacks before the
                g.stk[i, FR_ST] = 4  # death (no turn goes on with its player dead)
                death_attacks_skill.skill_death_attacks(
                    g, tb, cfg, p, named
                )  # (its HP can no longer rise)
                return
            dying_fails(g, tb, cfg, p, killer, named)
            return
        q = (g.cur + k) % n
        # with auto_forced off every living seat is asked, so who is asked reveals nothing
        ask_all = cfg[C_AUTO_FORCED] == 0
        can = has_effect_in_hand(g, tb, q, EFFECT_HEAL) or (
            q == p and has_effect_in_hand(g, tb, q, EFFECT_DAMAGE_BOOST_SELF_RESCUE)
        )
        if not can and g.hero[q] >= 0:  # a hero skill that makes a rescue card
            can = skill_can_answer(g, tb, q, DEC_RESCUE, p)
        if g.alive[q] and (ask_all or can):
            g.stk[i, FR_ST] = 2
            push(g, DEC_RESCUE, q, p, -1, -1, 0, 0)
            return
        g.stk[i, FR_A1] = k + 1


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs.card_moves import (
    to_discard,
)
from qxs_env.rulesets.qxs.card_rules import (
    heal,
)
from qxs_env.rulesets.qxs.death import (
    kill,
    unwind_turn,
)
from qxs_env.rulesets.qxs.legality import (
    has_effect_in_hand,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_after_death,
    skill_can_answer,
)
from qxs_env.rulesets.qxs.skills import death_attacks as death_attacks_skill
from qxs_env.rulesets.qxs.triggers import (
    fire,
)
