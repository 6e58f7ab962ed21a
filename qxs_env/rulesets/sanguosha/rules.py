"""三国杀's deal (S-SETUP): ``setup_game``, the hook of the framework's entry points
(``engine/entry.py``: taking an action, ``one_game``, ``vec_step``; bound in :mod:`.framework`).

The deal (:func:`setup_game`, every random draw from the game's own generator, but for the
keyed deal's: config ``keyed_deal``): the deck's cards (``tb.in_deck``) shuffled into the draw
pile, the other cards out of the game; the identities of
the table in ``cfg`` dealt at random, the lord's shown (S-ID-2); without heroes (config
``heroes`` ``"off"``) every seat a skill-less character (S-SETUP-5): max HP 4, the lord 5 at
``C_LORD_BONUS_MIN`` players or more (S-SETUP-3, ruling S-OPEN-06), and 4 cards each, from the
lord in turn order (S-SETUP-4); with heroes the draft (:mod:`.draft`, ``OP_DRAFT``) comes
first and sets the max HP and deals the hands. The lord's turn first (S-SETUP-1), through the
framework's ``OP_GAME``.
"""

from __future__ import annotations

from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import C_PLAYERS, MAX_PLAYERS, OP_GAME, Z_DRAW, Z_OUT
from qxs_env.engine.stack import clear_framework_fields, push, rnd, seed_rng
from qxs_env.engine.use import clear_use_records
from qxs_env.engine.zones import shuffle_deck as deck_shuffle

from .acts import note_acts
from .layout import (
    C_BASE_HP,
    C_HEROES,
    C_LORD_BONUS_MIN,
    C_N_LOYALIST,
    C_N_REBEL,
    C_N_RENEGADE,
    HEROES_OFF,
    LORD,
    LOYALIST,
    OP_DRAFT,
    REBEL,
    RENEGADE,
    START_CARDS,
)
from .moves import draw


@njit_cached
def clear_game(g):
    """Zero what a game uses, so that a record reused for a new game holds nothing of the old."""
    clear_framework_fields(g)
    g.vcard[:, :] = 0
    g.vnext = 0
    g.jface[:] = 0
    g.ident[:] = -1
    g.max_hp[:] = 0
    g.zone[:] = Z_OUT
    clear_use_records(g)
    g.sel[:] = 0
    g.sel_n = 0
    g.turn = 0
    g.deaths = 0
    g.sha_used = 0
    g.shown[:] = -1
    g.shown_n = 0
    g.shown_to = -1
    g.sel[:] = 0
    g.sel_n = 0
    g.hero[:] = -1
    g.kingdom[:] = -1
    g.gender[:] = -1
    g.skills[:] = 0
    g.skill_slot[:, :] = -1
    g.hand_seen[:] = 0
    g.equip_lost[:] = 0
    g.draw_minus = 0
    g.offer[:, :] = 0
    g.offer_n[:] = 0
    g.drafting = 0
    g.skill_turn[:] = 0
    g.rende_n = 0
    g.luoyi = 0
    g.sha_touched = 0
    g.followup = -1
    g.followup_user = -1
    g.followup_target = -1
    g.followup_use = -1
    g.acts[:, :, :] = 0
    g.cur = 0


@njit_cached
def shuffle_deck(g, tb, cfg):
    """The deck's cards into the draw pile, shuffled: the framework's
    ``engine.zones.shuffle_deck`` (Fisher-Yates with the game's generator, or the keyed
    shuffle with the config's ``keyed_deal``)."""
    n = 0
    for c in range(tb.n_cards):
        if tb.in_deck[c]:
            g.draw[n] = c
            g.zone[c] = Z_DRAW
            n += 1
    deck_shuffle(g, tb, cfg, n)
    g.n_draw = n


@njit_cached
def deal_identities(g, cfg):
    """The identity cards of the table in ``cfg``, one per seat at random (S-ID-2)."""
    n = cfg[C_PLAYERS]
    k = 0
    g.ident[k] = LORD
    k += 1
    for _ in range(cfg[C_N_LOYALIST]):
        g.ident[k] = LOYALIST
        k += 1
    for _ in range(cfg[C_N_REBEL]):
        g.ident[k] = REBEL
        k += 1
    for _ in range(cfg[C_N_RENEGADE]):
        g.ident[k] = RENEGADE
        k += 1
    if k != n:
        raise RuntimeError("sanguosha engine: the identity table does not fit the seats")
    for k in range(n - 1, 0, -1):
        j = rnd(g, k + 1)
        t = g.ident[k]
        g.ident[k] = g.ident[j]
        g.ident[j] = t


@njit_inlined
def setup_game(g, tb, cfg, seed):
    """Deal a game from ``seed`` (the module docstring says how)."""
    clear_game(g)
    seed_rng(g, seed)
    n = cfg[C_PLAYERS]
    if n < 2 or n > MAX_PLAYERS:
        raise RuntimeError("sanguosha engine: bad number of players")
    shuffle_deck(g, tb, cfg)
    deal_identities(g, cfg)
    for p in range(n):
        g.alive[p] = 1
        g.max_hp[p] = cfg[C_BASE_HP]
        if g.ident[p] == LORD:
            g.revealed[p] = 1
            g.cur = p
            if n >= cfg[C_LORD_BONUS_MIN]:
                g.max_hp[p] += 1
        g.hp[p] = g.max_hp[p]
    push(g, OP_GAME, -1, -1, 0, 0, 0, 0)
    if cfg[C_HEROES] != HEROES_OFF:  # the draft first; it deals the hands (draft.py)
        push(g, OP_DRAFT, g.cur, -1, 0, 0, 0, 0)
        return
    for k in range(n):
        draw(g, (g.cur + k) % n, START_CARDS)


@njit_inlined
def action_accepted(g, tb, cfg):
    """Nothing: 三国杀 counts no decisions (the framework's ``entry.play``)."""


@njit_inlined
def action_settled(g, tb, cfg):
    """The step's public acts into ``g.acts`` (``acts.note_acts``); 三国杀's games are truncated
    by turns (S-OPEN-11), not by decisions (the framework's ``entry.play``)."""
    note_acts(g, tb, cfg)


# --- the fuzz loop's hooks (engine/fuzz_loop.py, bound in fuzz_slice.py) ----------------------
@njit_cached
def reset_game(g, tb, cfg, seed):
    """Deal game record ``g`` from ``seed`` and run to its first decision."""
    framework.start(g, tb, cfg, seed)


@njit_cached
def apply_action(g, tb, cfg, a):
    """Apply action ``a`` (refused unless the mask allows it) and run on; an ``ERR_*`` code."""
    return framework.play(g, tb, cfg, a)


from . import framework  # noqa: E402  (the bound copies; resolved when numba compiles)
