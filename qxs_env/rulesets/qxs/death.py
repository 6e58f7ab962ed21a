"""群侠杀's death and end of game (R-D, R-W) as the hooks of the framework's procedure
(``qxs_env.engine.death``: the record of a death, the end check, the end): what a death shows
(the identity revealed, or kept hidden by 金花婆婆), the end's own record (``winners``, the
bitmask of winning identities, and EV_GAME_OVER), what follows a death (the dead seat's cards
discarded after the end check, deaths that follow, rewards and penalties, 屠龙刀's award), and
a dead current player's turn cut short (:func:`unwind_turn`). The identity rules themselves are
in ``identities``; :func:`kill` is what the ruleset's code calls for a death.
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    FR_A0,
    FR_A2,
    FR_OP,
    FR_P,
    FR_ST,
    OP_DYING,
    OP_TURN,
    Z_OUT,
)
from qxs_env.engine.stack import (
    log,
    push,
)
from qxs_env.rulesets.qxs.content.effects import (
    EFFECT_TULONGDAO,
)
from qxs_env.rulesets.qxs.content.skills import (
    SKILL_HIDDEN_IDENTITY,
)
from qxs_env.rulesets.qxs.layout import (
    C_BLUE_IDS,
    CF_AWARDED,
    EV_DEATH,
    EV_GAME_OVER,
    EV_REVEAL,
    EV_TAKE,
    FR_LEND,
    HERO_SKILLS,
    OP_LENT_PHASE,
)

# =============================================================================================
# the framework's death and end check (qxs_env.engine.death): 群侠杀's hooks
# =============================================================================================


@njit_inlined
def end_results(g, tb, cfg):
    """The end check (R-W1..R-W4, ``identities.winning_identities``): when the game is over,
    ``winners`` is the bitmask of winning identities (群侠杀's own record of it) and each
    seat's ``won`` is 1 when its identity is among them."""
    winners = identities.winning_identities(g, cfg)
    if winners < 0:
        return False
    g.winners = winners
    for p in range(g.won.shape[0]):
        k = g.ident[p]
        g.won[p] = 1 if k >= 0 and (winners >> k) & 1 else 0
    return True


@njit_inlined
def game_ended(g, tb, cfg):
    """The game ended (won, or truncated: then no identity won): no seat is asked anything
    more; EV_GAME_OVER logs the winning identities and the truncation."""
    if g.truncated:
        g.winners = 0
    g.actor = -1
    g.mask[:] = 0
    g.n_legal = 0
    log(g, EV_GAME_OVER, g.winners, 1 if g.truncated else 0, 0, 0, 0)


@njit_inlined
def death_shown(g, tb, cfg, p, killer):
    """p died (the framework recorded it): its character is out (HP 0, face up, unlinked, no
    skips) and its identity is revealed (R-D2) unless a skill keeps it hidden (金花婆婆: then
    state.concealed, and the death event shows no identity); a blue identity revealed here
    ends every other concealment (reveal_concealed). Its cards stay until the end is checked
    (death_consequences discards them)."""
    hide = not g.revealed[p] and identity_concealed(g, cfg, p)
    g.hp[p] = 0
    g.face_down[p] = False
    g.linked[p] = False
    g.skip[p] = 0
    if hide:
        g.concealed[p] = 1  # covers: hidden_identity
        log(g, EV_DEATH, p, killer, -1, 0, 0)
        return
    g.revealed[p] = True
    log(g, EV_DEATH, p, killer, g.ident[p], 0, 0)
    reveal_concealed(g, cfg, p)


@njit_inlined
def death_consequences(g, tb, cfg, p, killer):
    """What follows a death that did not end the game (R-D2..R-D6): p's cards are discarded,
    deaths that follow (R-D5), rewards or penalties (R-D3, R-D4, ``identities``) and the
    skills acting on a kill (铁尸). True when the game ended."""
    discard_all(g, p, True)
    if identities.deaths_that_follow(g, tb, cfg, p):  # (R-D5)
        return True
    if g.concealed[p] != 0:  # 金花婆婆: no reward or penalty (nor 屠龙刀) for a hidden identity
        skill_on_kill(g, tb, cfg, p, killer)  # covers: hidden_identity
        return False
    identities.reward_or_penalty(g, tb, cfg, p, killer)  # (R-D3, R-D4)
    skill_on_kill(g, tb, cfg, p, killer)  # 铁尸
    return False


@njit_inlined
def current_player_died(g, tb, cfg):
    """The current player died and the game goes on: its turn is cut short (unwind_turn)."""
    unwind_turn(g)


@njit_cached
def kill(g, tb, cfg, p, killer):
    """p dies, killed by ``killer`` (-1: nobody), and what follows (``framework.death``: the
    record, the reveal, the end check, the consequences, a dead current player's turn cut
    short). True when the game ended."""
    return framework.death(g, tb, cfg, p, killer)


@njit_cached
def blue_revealed(g, cfg, p):
    """Is the identity of a seat other than p revealed and blue (cfg C_BLUE_IDS)?"""
    for q in range(cfg[C_PLAYERS]):
        if q != p and g.revealed[q] and (cfg[C_BLUE_IDS] >> g.ident[q]) & 1 != 0:
            return True
    return False


@njit_cached
def identity_concealed(g, cfg, p):
    """金花婆婆: while no other blue identity is revealed, p's identity stays hidden. Asked as p
    dies (the framework has already marked it dead, so the skill is looked up among p's skills
    directly: the skill acts at its holder's death)."""
    held = False
    for k in range(HERO_SKILLS):
        if g.skills[p, k] == SKILL_HIDDEN_IDENTITY:
            held = True
    return held and hidden_identity_skill.conceals(g, cfg, p)


@njit_cached
def reveal_concealed(g, cfg, p):
    """Seat p's identity was just revealed: if it is blue, the identities kept hidden after
    death (state.concealed) are revealed now (EV_REVEAL), with no reward or penalty."""
    if (cfg[C_BLUE_IDS] >> g.ident[p]) & 1 == 0:
        return
    for q in range(cfg[C_PLAYERS]):
        if g.concealed[q] != 0 and q != p:
            g.concealed[q] = 0
            g.revealed[q] = True  # covers: hidden_identity
            log(g, EV_REVEAL, q, g.ident[q], 0, 0, 0)


@njit_cached
def unwind_turn(g):
    """The current player died: cut its turn short (everything above the turn frame goes, cards
    on the table are discarded, the turn frame jumps to its end). When the current player was
    carrying out another seat's play phase (OP_LENT_PHASE), only that phase is cut short.

    A living character left at 0 HP or less by what was cut short (its rescue window went
    with the turn: 玄冥寒毒 ending the turn while 亢龙有悔's owner is dying, the current
    player dying while another character is) is still dying: its window opens again above
    the turn's end, with the same killer (R-D1)."""
    top = -1
    for i in range(g.sp):
        op = g.stk[i, FR_OP]
        if (op == OP_TURN and top < 0) or (op == OP_LENT_PHASE and g.stk[i, FR_ST] == 2):
            top = i
    n = g.alive.shape[0]  # (seats past the player count are never alive)
    killer = np.full(n, -1, np.int64)
    for i in range(max(top + 1, 0), g.sp):
        if g.stk[i, FR_OP] == OP_DYING:
            killer[g.stk[i, FR_P]] = g.stk[i, FR_A0]
    if top >= 0:
        g.sp = top + 1
        if g.stk[top, FR_OP] == OP_TURN:
            g.stk[top, FR_ST] = 5
            g.stk[top, FR_LEND] = 0
        else:  # (the turn's owner is the current player again at once)
            g.cur = g.stk[top, FR_A2]
    flush_proc(g)
    g.dying[:] = False
    g.skill_dec[:] = 0  # a decision set aside for a hero skill went with the turn
    for k in range(n - 1, -1, -1):  # pushed last = asked first: turn order from the current
        p = (g.cur + k) % n
        if g.alive[p] and g.hp[p] <= 0:
            push(g, OP_DYING, p, -1, killer[p], 0, 0, 0)


@njit_inlined
def award_tulongdao(g, tb, killer):
    """The first cult member died: 屠龙刀 goes to its killer's hand (ruling: lost when there is
    no living killer). Only once per game."""
    c = special_card(g, tb, EFFECT_TULONGDAO)
    if c < 0 or (g.cflag[c] & CF_AWARDED) != 0:
        return
    g.cflag[c] = g.cflag[c] | CF_AWARDED
    if killer >= 0 and g.alive[killer] and g.zone[c] == Z_OUT:
        to_hand(g, c, killer)
        log(g, EV_TAKE, killer, c, -1, 0, 0)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last; skill, card and dispatch modules are imported as modules.
from qxs_env.rulesets.qxs import framework, identities
from qxs_env.rulesets.qxs.card_moves import (
    discard_all,
    flush_proc,
    to_hand,
)
from qxs_env.rulesets.qxs.mask import (
    special_card,
)
from qxs_env.rulesets.qxs.skill_queries import (
    skill_on_kill,
)
from qxs_env.rulesets.qxs.skills import hidden_identity as hidden_identity_skill
