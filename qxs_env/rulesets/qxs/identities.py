"""群侠杀's identities and end rules: who wins (R-W1..R-W4), who dies with whom (R-D5), and what a
kill earns or costs the killer (R-D3, R-D4).

The identities (``qxs_env.rulesets.qxs.constants``: LEADER 武林盟主, RIGHTEOUS 正派, CULT 魔教,
COURT 朝廷, FOREIGN 番邦, COLLABORATOR 汉奸) are 群侠杀's; the engine's death procedure
(``qxs_env.engine.death``, through 群侠杀's hooks in ``qxs_env.rulesets.qxs.death``) calls these
functions and names no identity itself.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
)
from qxs_env.engine.stack import (
    log,
)
from qxs_env.engine.zones import (
    draw_cards,
)
from qxs_env.rulesets.qxs.card_moves import (
    discard_all,
)
from qxs_env.rulesets.qxs.cards import damage_cap_heal_on_discard as damage_cap_heal_on_discard_card
from qxs_env.rulesets.qxs.constants import (
    COLLABORATOR,
    COURT,
    CULT,
    FOREIGN,
    LEADER,
    RIGHTEOUS,
    SLOT_MENTAL,
)
from qxs_env.rulesets.qxs.content.effects import EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD
from qxs_env.rulesets.qxs.death import (
    award_tulongdao,
)
from qxs_env.rulesets.qxs.geometry import (
    equipped_effect,
)
from qxs_env.rulesets.qxs.layout import (
    C_KILL_DRAW,
    C_SPECIALS,
    EV_PENALTY,
    EV_REWARD,
)


@njit_cached
def winning_identities(g, cfg):
    """Apply R-W1..R-W4: the bitmask of the winning identities when the game is over, else -1."""
    n = cfg[C_PLAYERS]
    leader_alive = False
    enemies_alive = False
    n_alive = 0
    n_court = 0
    n_foreign_side = 0
    for p in range(n):
        if g.alive[p]:
            n_alive += 1
            idn = g.ident[p]
            if idn == LEADER:
                leader_alive = True
            elif idn == CULT or idn == COURT or idn == FOREIGN or idn == COLLABORATOR:
                enemies_alive = True
            if idn == COURT:
                n_court += 1
            if idn == FOREIGN or idn == COLLABORATOR:
                n_foreign_side += 1
    if not leader_alive:
        if n_alive > 0 and n_court == n_alive:
            return 1 << COURT
        if n_alive > 0 and n_foreign_side == n_alive:
            return (1 << FOREIGN) | (1 << COLLABORATOR)
        return 1 << CULT
    if not enemies_alive:
        return (1 << LEADER) | (1 << RIGHTEOUS)
    return -1


@njit_inlined
def deaths_that_follow(g, tb, cfg, p):
    """R-D5: the collaborator dies with the foreign player p (the framework's death record, the
    reveal and the end check; then its cards are discarded). True when the game ended."""
    if g.ident[p] != FOREIGN:
        return False
    for q in range(cfg[C_PLAYERS]):
        if g.alive[q] and g.ident[q] == COLLABORATOR:
            if framework.seat_dies(g, tb, cfg, q, -1):
                return True
            discard_all(g, q, True)
    return False


@njit_inlined
def reward_or_penalty(g, tb, cfg, p, killer):
    """What killing p (identity revealed) earns or costs the killer: R-D3 (a cult or collaborator
    killed: the killer draws), R-D4 (the leader killed a righteous, the foreign player its
    collaborator: the killer discards everything), and 屠龙刀 (specials) for whoever kills a
    cult."""
    if cfg[C_SPECIALS] != 0 and g.ident[p] == CULT:
        award_tulongdao(g, tb, killer)
    if killer >= 0 and g.alive[killer]:
        idp = g.ident[p]
        idk = g.ident[killer]
        if idp == CULT or idp == COLLABORATOR:  # R-D3
            got = draw_cards(g, killer, cfg[C_KILL_DRAW])
            log(g, EV_REWARD, killer, got, 0, 0, 0)
        if (idk == LEADER and idp == RIGHTEOUS) or (idk == FOREIGN and idp == COLLABORATOR):
            log(g, EV_PENALTY, killer, 0, 0, 0, 0)  # R-D4
            xs = equipped_effect(g, tb, killer, SLOT_MENTAL, EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD)
            discard_all(g, killer, False)
            if xs >= 0:  # 少林洗髓经 discarded from the killer's equipment
                damage_cap_heal_on_discard_card.heal_owner(g, tb, xs, killer)


# The ruleset's modules call one another (numba resolves the names when it compiles), so
# they import each other last.
from qxs_env.rulesets.qxs import framework
