"""The toy game's compiled rules: the framework's procedures and entry points
(``engine/entry.py``: taking an action, ``one_game``, ``encode_one``, ``vec_step``) bound to its
hooks, the deal and the observation.

The game (4-6 seats): one ``leader`` (public) and hidden ``loyal`` and ``rebel`` seats, HP 3,
the 36 cards of :mod:`.content` (strikes, dodges, heals, barrages, negates, omens) in a draw pile
reshuffled from the discard pile. A turn (the framework's six phases): draw 2, then play cards
(a strike or a barrage at another living seat, a heal, an omen) or pass to end the play; then
discard down to one's HP. A seat at 0 HP is dying: every seat in turn may rescue it with a heal;
otherwise it dies and its identity is revealed. The leader's death: the rebels win; every rebel
dead: the leader and the loyal win; ``max_turns`` truncates.

Framework pieces used (every compiled function of the toy is in this folder: code outside
``qxs_env/`` is cache-stamped by the package's sources and its own folder's, so an edit here
recompiles it): the record's framework fields (``engine.state``, with the use records), the
bound framework procedures (``hooks.bind``: the driver loop, turns, judgement, cancel windows,
damage, dying, card requests, card use, shown cards and choosing and giving cards, whose hooks
:mod:`.hooks` implements), the masks (``engine.masks``), card patterns (``engine.patterns``),
the game's generator (``stack.seed_rng``/``rnd``), the shown cards (``engine.shown``), the event
log and the draw pile (``zones.draw_cards``, which reshuffles).

Observation (float32, ``OBS_SIZE``; relative seats: slot 0 is the observer):

==========  =================  ==================================================================
slice       width              meaning
==========  =================  ==================================================================
O_HAND      N_FACES            count of each face in the observer's hand
O_HP        MAX_SEATS          HP / 3 of each seat
O_ALIVE     MAX_SEATS          1 when the seat is alive
O_IDENT     3 * MAX_SEATS      one-hot identity of each seat the observer knows (own, revealed)
O_OWN       3                  the observer's identity, one-hot
O_DEC       N_DECISION_KINDS   the decision the observer faces, one-hot (:data:`DECISION_KINDS`)
O_TURN      1                  turns started / max_turns
O_SHOWN     6 * N_FACES        the shown cards the observer sees, one-hot face per position
==========  =================  ==================================================================
"""

from __future__ import annotations

import sys

from qxs_env.engine import (
    cancel,
    damage,
    driver,
    dying,
    entry,
    judgement,
    request,
    select,
    shown,
    turn,
    use,
)
from qxs_env.engine.hooks import bind
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_CANCEL,
    DEC_GIVE_TO,
    DEC_PLACE,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SELECT,
    DEC_SHOWN,
    FR_OP,
    OP_GAME,
    Z_DRAW,
)
from qxs_env.engine.stack import clear_framework_fields, push, rnd, seed_rng
from qxs_env.engine.zones import draw_cards

from . import hooks
from .content import (
    C_MAX_TURNS,
    C_N_LOYAL,
    DEC_DISCARD,
    DEC_PLAY,
    DEC_TARGET,
    DRAW_PER_TURN,
    LEADER,
    LOYAL,
    MAX_SEATS,
    N_FACES,
    N_SHOWN_ACTIONS,
    REBEL,
    START_HP,
)

DECISION_KINDS = (
    DEC_PLAY,
    DEC_TARGET,
    DEC_DISCARD,
    DEC_CANCEL,
    DEC_RESCUE,
    DEC_REQUEST,
    DEC_SHOWN,
    DEC_PLACE,
    DEC_SELECT,
    DEC_GIVE_TO,
)
"""The decisions of the toy, in the order of the observation's one-hot."""


# --- setup ---------------------------------------------------------------------------------------
@njit_cached
def clear_game(g):
    """Zero what a game uses, so a record reused for a new game holds nothing of the old one."""
    clear_framework_fields(g)
    g.ident[:] = 0
    g.zone[:] = 0
    g.turn = 0
    g.ndec = 0
    g.deaths = 0
    g.use_sp = 0
    g.shown_n = 0
    g.shown[:] = -1
    g.shown_to = -1
    g.sel_n = 0


@njit_cached
def setup_game(g, tb, cfg, seed):
    """Deal a game from ``seed``: the deck shuffled, identities dealt, two cards each."""
    clear_game(g)
    seed_rng(g, seed)
    n = cfg[C_PLAYERS]
    nc = tb.n_cards
    for c in range(nc):
        g.draw[c] = c
        g.zone[c] = Z_DRAW
    for k in range(nc - 1, 0, -1):  # Fisher-Yates with the game's generator
        j = rnd(g, k + 1)
        t = g.draw[k]
        g.draw[k] = g.draw[j]
        g.draw[j] = t
    g.n_draw = nc
    for p in range(n):
        g.ident[p] = LEADER if p == 0 else (LOYAL if p <= cfg[C_N_LOYAL] else REBEL)
    for k in range(n - 1, 0, -1):
        j = rnd(g, k + 1)
        t = g.ident[k]
        g.ident[k] = g.ident[j]
        g.ident[j] = t
    for p in range(n):
        g.alive[p] = 1
        g.hp[p] = START_HP
        if g.ident[p] == LEADER:
            g.revealed[p] = 1
            g.cur = p
        draw_cards(g, p, DRAW_PER_TURN)
    push(g, OP_GAME, -1, -1, 0, 0, 0, 0)


# --- observation -------------------------------------------------------------------------------
N_DECISION_KINDS = len(DECISION_KINDS)
O_HAND = 0
O_HP = O_HAND + N_FACES
O_ALIVE = O_HP + MAX_SEATS
O_IDENT = O_ALIVE + MAX_SEATS
O_OWN = O_IDENT + 3 * MAX_SEATS
O_DEC = O_OWN + 3
O_TURN = O_DEC + N_DECISION_KINDS
O_SHOWN = O_TURN + 1
OBS_SIZE = O_SHOWN + N_SHOWN_ACTIONS * N_FACES


@njit_cached
def decision_index(op):
    """The decision's position in :data:`DECISION_KINDS` (-1: not the toy's)."""
    for k in range(len(DECISION_KINDS)):
        if DECISION_KINDS[k] == op:
            return k
    return -1


@njit_cached
def encode(g, tb, cfg, mp, me, out):
    """Seat ``me``'s observation of game record ``g`` into ``out`` (float32, OBS_SIZE); ``mp``
    (the engine's dummy ``layout.maps``) is unused."""
    out[:] = 0.0
    n = cfg[C_PLAYERS]
    for k in range(g.hand_n[me]):
        out[O_HAND + tb.card_face[g.hand[me, k]]] += 1.0
    for r in range(n):
        p = (me + r) % n
        out[O_HP + r] = max(g.hp[p], 0) / START_HP
        out[O_ALIVE + r] = g.alive[p]
        if r == 0 or g.revealed[p]:
            out[O_IDENT + 3 * r + g.ident[p]] = 1.0
    out[O_OWN + g.ident[me]] = 1.0
    if g.actor == me and not g.done:
        k = decision_index(g.stk[g.sp - 1, FR_OP])
        if k >= 0:
            out[O_DEC + k] = 1.0
    if cfg[C_MAX_TURNS] > 0:
        out[O_TURN] = g.turn / cfg[C_MAX_TURNS]
    if g.shown_to < 0 or g.shown_to == me:
        for j in range(g.shown_n):
            out[O_SHOWN + j * N_FACES + tb.card_face[g.shown[j]]] = 1.0


@njit_inlined
def action_accepted(g, tb, cfg):
    """Nothing: the toy counts no decisions (the framework's ``entry.play``)."""


@njit_inlined
def action_settled(g, tb, cfg):
    """Nothing: the toy has no decision limit (the framework's ``entry.play``)."""


BOUND = bind(
    (driver, turn, judgement, cancel, damage, dying, request, use, shown, select, entry),
    (hooks, sys.modules[__name__]),
)
"""The toy's copies of the framework procedures and entry points (its hooks: :mod:`.hooks`, and
this module's ``setup_game`` and ``encode``)."""
run = BOUND.run
one_game = BOUND.one_game
encode_one = BOUND.encode_one
step_batch = BOUND.step_batch
encode_batch = BOUND.encode_batch
