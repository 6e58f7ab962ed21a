"""The driver and the entry points of the 群侠杀 ruleset.

Rule functions take ``g`` (one game's record of the batch state, see ``qxs_env.engine.state``),
``tb`` (the content tables as one record) and ``cfg`` (int32 rule switches, indices
``layout.C_*``). They are plain Python compiled with ``jit.njit_cached``; with
``NUMBA_DISABLE_JIT=1`` the same code runs as Python, for tracebacks and coverage.

``run`` (the framework's driver loop, ``qxs_env.engine.driver``) pops frames off the decision
stack and runs their procedures until a decision is needed; the hooks here give it 群侠杀's
procedures, masks and announcements. The entry points are the framework's
(``qxs_env.engine.entry``: ``one_game``, ``step_batch``, ``vec_step``, ``play_random_games``,
bound in ``qxs_env.rulesets.qxs.framework``); the hooks here give them the deal
(:func:`setup_game`) and what 群侠杀 does around each action (:func:`action_accepted`,
:func:`action_settled`: the decision count and limit). :func:`reset_game` and
:func:`apply_action` are the framework's ``start`` and ``play`` as compiled functions of their
own (the fuzz loop's hooks; the learner's loop). Rule ids (R-…) refer to
../shared/qxs/RULES.md.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    OP_GAME,
    OP_JUDGE_PHASE,
    OP_PLAY_PHASE,
    Z_DRAW,
)
from qxs_env.engine.nrt import borrow
from qxs_env.engine.stack import (
    push,
    rnd,
    seed_rng,
)
from qxs_env.engine.use import clear_use_records
from qxs_env.rulesets.qxs.constants import (
    LEADER,
)
from qxs_env.rulesets.qxs.layout import (
    C_BASE_HP,
    C_HEROES,
    C_ID_COUNTS,
    C_LEADER_BONUS,
    C_MAX_DECISIONS,
    OP_ATTACK,
    OP_CONVERT,
    OP_DELAYED,
    OP_DISCARD_PHASE,
    OP_DRAFT,
    OP_DUEL,
    OP_EQUIP_SKILL,
    OP_HELP,
    OP_LENT_PHASE,
    OP_SKILL,
    OP_TRIGGER,
    OP_USE,
)


@njit_inlined
def between_steps(g, tb, cfg):
    """Announce, one at a time, what the last step counted (``fire_holding``): an equipped card
    that left its owner (藏经阁), a hand card lost outside its owner's turn (多灾多难), cards
    thrown away (自宫练剑), a character who gave another HP (寒阴箭). True when something fired."""
    if g.eq_lost_n > 0 and announce_equip_lost(g, tb, cfg):  # (their total: no scan of seats)
        return True
    if g.hand_lost_n > 0 and announce_hand_lost(g, tb, cfg):
        return True
    if g.thrown_n > 0 and announce_thrown(g, tb, cfg):
        return True
    if g.heal_by != 0 and announce_heals(g, tb, cfg):
        return True
    return False


@njit_inlined
def decision_mask(g, tb, cfg):
    """The legal-action mask (``mask.compute_mask``)."""
    return compute_mask(g, tb, cfg)


@njit_inlined
def decision_resolved(g, tb, cfg, a):
    """The chosen action into its frame (``decisions.resolve_decision``)."""
    resolve_decision(g, tb, cfg, a)


@njit_inlined
def procedure_step(g, tb, cfg, i, op):
    """群侠杀's own procedures."""
    if op == OP_USE:
        op_use(g, tb, cfg, i)
    elif op == OP_ATTACK:
        op_attack(g, tb, cfg, i)
    elif op == OP_TRIGGER:
        op_trigger(g, tb, cfg, i)
    elif op == OP_PLAY_PHASE:
        op_play_phase(g, tb, cfg, i)
    elif op == OP_SKILL:
        op_skill(g, tb, cfg, i)
    elif op == OP_JUDGE_PHASE:
        op_judge_phase(g, tb, cfg, i)
    elif op == OP_DISCARD_PHASE:
        op_discard_phase(g, tb, cfg, i)
    elif op == OP_DELAYED:
        op_delayed(g, tb, cfg, i)
    elif op == OP_CONVERT:
        op_convert(g, tb, cfg, i)
    elif op == OP_DUEL:
        op_duel(g, tb, cfg, i)
    elif op == OP_EQUIP_SKILL:
        op_equip_skill(g, tb, cfg, i)
    elif op == OP_HELP:
        op_help(g, tb, cfg, i)
    elif op == OP_LENT_PHASE:
        op_lent_phase(g, tb, cfg, i)
    elif op == OP_DRAFT:
        framework.op_draft(g, tb, cfg, i)
    else:
        raise RuntimeError("qxs engine: unknown operation on the stack")


@njit_cached
def clear_game(g):
    g.done = False
    g.truncated = False
    g.winners = 0
    g.won[:] = 0
    g.killer[:] = -1
    g.death_turn[:] = 0
    g.death_order[:] = 0
    g.actor = -1
    g.turn = 0
    g.ndec = 0
    g.n_draw = 0
    g.n_disc = 0
    g.draw[:] = -1
    g.disc[:] = -1
    g.zone[:] = Z_DRAW
    g.owner[:] = -1
    g.hand[:, :] = -1
    g.hand_n[:] = 0
    g.equip[:, :] = -1
    g.judge[:, :] = -1
    g.judge_n[:] = 0
    g.hp[:] = 0
    g.maxhp[:] = 0
    g.alive[:] = False
    g.ident[:] = -1
    g.revealed[:] = False
    g.dying[:] = False
    g.face_down[:] = False
    g.linked[:] = False
    g.align[:] = 0  # ruling: with heroes off every character is 善 (good)
    g.gender[:] = 0  # and has no gender
    g.hero[:] = -1  # heroes: none until dealt or drafted
    g.hero_up[:] = 0
    g.skills[:, :] = 0
    g.sk_used[:, :] = 0
    g.sk_tok[:, :] = 0
    g.borrow[:] = -1
    g.offer[:, :] = -1
    g.sk_param[:, :, :] = 0
    g.skill_dec[:] = 0
    g.sk_mark[:] = 0
    g.skip[:] = 0
    g.pt[:, :] = 0
    g.hist[:, :, :] = 0
    g.helps[:, :, :] = 0
    g.stk[:, :] = 0
    g.sp = 0
    g.mask[:] = False
    g.n_legal = 0
    g.ev_n = 0
    g.vcard[:, :] = 0
    g.vnext = 0
    g.cflag[:] = 0
    g.jface[:] = 0
    g.eq_lost[:] = 0
    g.eq_lost_n = 0
    g.hand_lost[:] = 0
    g.hand_lost_n = 0
    g.qingxin[:] = 0
    g.thrown_n = 0
    g.knife_card = 0
    g.heal_by = 0
    g.concealed[:] = 0
    g.lent_pt[:] = 0
    g.lent_sku[:] = 0
    g.lent_mark = 0
    clear_use_records(g)  # no card use open (engine/use.py's records)


@njit_cached
def setup_game(g, tb, cfg, seed):
    """:func:`reset_game` up to the run to the first decision: the game is marked broken, set
    up from ``seed``, and its stack holds OP_GAME (and, with heroes, the draft)."""
    g.broken = 1
    clear_game(g)
    seed_rng(g, seed)
    n = cfg[C_PLAYERS]
    k = 0
    for idn in range(6):
        for _ in range(cfg[C_ID_COUNTS + idn]):
            g.ident[k] = idn
            k += 1
    for j in range(n - 1, 0, -1):  # identities dealt at random (R-S2)
        r = rnd(g, j + 1)
        t = g.ident[j]
        g.ident[j] = g.ident[r]
        g.ident[r] = t
    leader = 0
    for p in range(n):
        g.alive[p] = True
        hp = cfg[C_BASE_HP]
        if g.ident[p] == LEADER:
            leader = p
            g.revealed[p] = True
            hp += cfg[C_LEADER_BONUS]
        g.hp[p] = hp
        g.maxhp[p] = hp
    g.cur = leader
    if cfg[C_HEROES] != 0:  # heroes (R-S4, R-S5): the draft, then the starting hands
        for c in range(tb.n_cards):  # the deck waits in the draw pile (shuffled after)
            g.draw[c] = c
        g.n_draw = tb.n_cards
        g.ev_n = 0
        push(g, OP_GAME, -1, -1, 0, 0, 0, 0)
        push(g, OP_DRAFT, leader, -1, 0, 0, 0, 0)
        return
    deal_start(g, tb, cfg, leader)
    g.ev_n = 0
    push(g, OP_GAME, -1, -1, 0, 0, 0, 0)


@njit_inlined
def action_accepted(g, tb, cfg):
    """An accepted action counts as a decision taken (``state.ndec``, the decision limit's
    count), before the decision resolves with it (the framework's ``entry.play``)."""
    g.ndec += 1


@njit_inlined
def action_settled(g, tb, cfg):
    """After the rules ran on to the next decision: the decision limit (``C_MAX_DECISIONS``)
    truncates the game (the framework's ``entry.play``)."""
    md = cfg[C_MAX_DECISIONS]
    if not g.done and md > 0 and g.ndec >= md:
        framework.end_game(g, tb, cfg, True)


@njit_cached
def reset_game(g, tb, cfg, seed):
    """Set up game ``g`` from ``seed`` (R-S1, R-S2, R-S4 heroes off, R-S5, R-S6) and run to the
    first decision: the framework's ``entry.start`` (a compiled function of its own, for the
    fuzz loop and the learner's loop). The game is marked broken until this returns normally,
    so a reset that raises inside the rules leaves a game that refuses every action."""
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    framework.start(g, tb, cfg, seed)


@njit_cached
def apply_action(g, tb, cfg, a):
    """Apply action ``a`` of game ``g``'s pending decision and run to the next decision: the
    framework's ``entry.play`` (a compiled function of its own, for the fuzz loop and the
    learner's loop). Returns ERR_OK, ERR_ILLEGAL, ERR_DONE or ERR_BROKEN (nothing changed). The
    game is marked broken (state.broken) from entry until a normal return: if the rules raise
    (a RuntimeError("qxs engine: ...")), the half-done game stays marked and refuses every later
    action until :func:`reset_game`."""
    cfg = borrow(cfg)
    return framework.play(g, tb, cfg, a)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework  # noqa: E402  (bound copies, read when compiled)
from qxs_env.rulesets.qxs.combat import (
    op_attack,
    op_duel,
)
from qxs_env.rulesets.qxs.decisions import (
    resolve_decision,
)
from qxs_env.rulesets.qxs.draft import (
    deal_start,
)
from qxs_env.rulesets.qxs.mask import (
    compute_mask,
)
from qxs_env.rulesets.qxs.skill_numbers import (
    announce_hand_lost,
    announce_thrown,
)
from qxs_env.rulesets.qxs.skill_ops import (
    op_skill,
)
from qxs_env.rulesets.qxs.skill_queries import (
    announce_heals,
)
from qxs_env.rulesets.qxs.triggers import (
    announce_equip_lost,
    op_trigger,
)
from qxs_env.rulesets.qxs.turn import (
    op_delayed,
    op_discard_phase,
    op_judge_phase,
    op_lent_phase,
    op_play_phase,
)
from qxs_env.rulesets.qxs.use import (
    op_convert,
    op_equip_skill,
    op_help,
    op_use,
)
