"""The toy game's compiled rules: its state record, content tables, procedures, decisions,
observation and entry points (``one_game``, ``encode_one``, ``vec_step``, ``episode_seed``).

Every compiled function of the toy is in this one module: a compiled function outside
``qxs_env/`` is cache-stamped by the package's sources and by its own folder's sources
(``qxs_env.engine.jit``), so that an edit here recompiles it.

The game (4-6 seats): one ``leader`` (public) and hidden ``loyal`` and ``rebel`` seats, HP 3,
a deck of strikes, dodges and heals whose draw pile is reshuffled from the discard pile
(``engine.zones``). A turn: draw 2, then play cards: a strike at another living seat (that seat
then decides: a dodge, or take 1 damage), a heal (+1 HP, up to 3), or pass to end the play; then
discard down to one's HP. A seat at 0 HP dies and its identity is revealed. The leader's death:
the rebels win; every rebel dead: the leader and the loyal win; ``max_turns`` truncates.

Framework pieces used: the record's framework fields (``engine.state``), the decision stack
(``stack.push``/``pop``, frames of ``layout.FR_*``, decisions at or above ``DEC_BASE``), the
game's generator (``stack.seed_rng``/``rnd``), the event log (``stack.log``), seat order
(``stack.next_alive``) and the draw pile (``zones.draw_cards``, which reshuffles). Not used: the
bound framework procedures (``hooks.bind``; docs/engine.md, "Adding a game", says why).
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.card_tables import FRAMEWORK_TABLES_FIELDS, pack_card_fields
from qxs_env.engine.cards import a_pass, a_seat
from qxs_env.engine.jit import njit_cached
from qxs_env.engine.layout import (
    C_PLAYERS,
    CARDS_BY_FACE,
    DEC_BASE,
    FR_OP,
    FR_P,
    FR_ST,
    OP_GAME,
    OP_TURN,
    Z_DISCARD,
    Z_DRAW,
)
from qxs_env.engine.patterns import compile_pattern, hand_matching
from qxs_env.engine.random_streams import episode_seed
from qxs_env.engine.stack import (
    ERR_BROKEN,
    ERR_DONE,
    ERR_ILLEGAL,
    ERR_OK,
    log,
    next_alive,
    pop,
    push,
    rnd,
    seed_rng,
)
from qxs_env.engine.state import FRAMEWORK_FIELDS, framework_fields, record_dtype
from qxs_env.engine.zones import draw_cards

# --- content -------------------------------------------------------------------------------------
STRIKE, DODGE, HEAL = 0, 1, 2
N_FACES = 3
FACE_NAMES = ("strike", "dodge", "heal")
DECK = (14, 8, 6)  # copies of each face
LEADER, LOYAL, REBEL = 0, 1, 2
IDENTITY_NAMES = ("leader", "loyal", "rebel")
MIN_PLAYERS, MAX_SEATS = 4, 6
START_HP = 3
DRAW_PER_TURN = 2

# --- config slots (cfg, int64): C_PLAYERS is the framework's ----------------------------------
C_MAX_TURNS = 1
C_N_LOYAL = 2
C_N_REBEL = 3
N_CFG = 4

# --- decisions and events (numbered apart from the framework's) ------------------------------
DEC_PLAY = DEC_BASE + 10  # the current seat plays a card or passes
DEC_TARGET = DEC_BASE + 11  # ... chooses the target of its strike
DEC_DODGE = DEC_BASE + 12  # FR_P, struck by FR_Q: a dodge, or pass (take 1 damage)
DEC_DISCARD = DEC_BASE + 13  # the current seat discards a card (down to its HP)
EV_TURN = 40  # seat
EV_PLAY = 41  # seat, face
EV_STRIKE = 42  # seat, target
EV_DAMAGE = 43  # seat, hp left
EV_DEATH = 44  # seat, identity
EV_DISCARD = 45  # seat, face

# --- actions: one per face, one per seat (k seats after the actor; k = 0 is never legal), pass
A_SEAT = N_FACES


def n_actions(players: int) -> int:
    """The number of action ids of a game of ``players`` seats."""
    return N_FACES + players + 1


# --- the state record: every framework field, then the toy's own -------------------------------
STATE_DTYPE = record_dtype(
    framework_fields(
        [
            *(f[0] for f in FRAMEWORK_FIELDS),
            ("turn", (), np.int32),
            ("ndec", (), np.int32),
        ]
    ),
    {},
)
TABLES_DTYPE = np.dtype(list(FRAMEWORK_TABLES_FIELDS), align=True)
"""The toy's content tables are the framework's fields alone."""

SUIT_NAMES = ("spade", "heart", "club", "diamond")
DODGE_REQUEST = compile_pattern("dodge", {f: k for k, f in enumerate(FACE_NAMES)}, {}, SUIT_NAMES)
"""What a struck seat is asked for (a card request through the framework's pattern)."""


def make_tables(players: int) -> np.ndarray:
    """The content tables (one record, ``tba[0]`` in compiled code): the deck's faces, suits
    (round the four in deck order) and ranks (1..13 likewise), and the action layout: a card
    block by face, a seat block of ``players`` seats, pass."""
    faces = np.repeat(np.arange(N_FACES), DECK)
    k = np.arange(faces.size)
    tba = np.zeros(1, dtype=TABLES_DTYPE)
    tba[0]["n_cards"] = faces.size
    tba[0]["n_faces"] = N_FACES
    offsets = pack_card_fields(
        tba, faces, k % 4, 1 + k % 13, CARDS_BY_FACE, {"seat": players, "pass": 1}
    )
    assert offsets["seat"] == A_SEAT and offsets["size"] == n_actions(players)
    return tba


# --- cards -------------------------------------------------------------------------------------
@njit_cached
def count_face(g, tb, p, f):
    """How many cards of face ``f`` seat ``p`` holds."""
    n = 0
    for k in range(g.hand_n[p]):
        if tb.card_face[g.hand[p, k]] == f:
            n += 1
    return n


@njit_cached
def discard_face(g, tb, p, f):
    """Move one card of face ``f`` from ``p``'s hand to the discard pile; the card, or -1."""
    for k in range(g.hand_n[p]):
        c = g.hand[p, k]
        if tb.card_face[c] == f:
            last = g.hand_n[p] - 1
            g.hand[p, k] = g.hand[p, last]
            g.hand[p, last] = 0
            g.hand_n[p] = last
            g.disc[g.n_disc] = c
            g.n_disc += 1
            g.zone[c] = Z_DISCARD
            g.owner[c] = -1
            return c
    return -1


# --- setup ---------------------------------------------------------------------------------------
@njit_cached
def clear_game(g):
    """Zero what a game uses, so a record reused for a new game holds nothing of the old one."""
    g.draw[:] = 0
    g.disc[:] = 0
    g.hand[:, :] = 0
    g.hand_n[:] = 0
    g.stk[:, :] = 0
    g.legal[:] = 0
    g.ev[:, :] = 0
    g.mask[:] = 0
    g.ident[:] = 0
    g.revealed[:] = 0
    g.hp[:] = 0
    g.alive[:] = 0
    g.zone[:] = 0
    g.owner[:] = -1
    g.equip[:, :] = -1
    g.n_draw = 0
    g.n_disc = 0
    g.sp = 0
    g.n_legal = 0
    g.ev_n = 0
    g.done = False
    g.truncated = False
    g.won[:] = 0
    g.turn = 0
    g.ndec = 0
    g.actor = -1


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


# --- procedures ------------------------------------------------------------------------------
@njit_cached
def op_game(g, cfg, i):
    """The bottom frame: the next turn (the leader's first), or the end at the turn limit."""
    if g.stk[i, FR_ST] == 0:
        g.stk[i, FR_ST] = 1
    else:
        g.cur = next_alive(g, cfg, g.cur, 1)
    if cfg[C_MAX_TURNS] > 0 and g.turn >= cfg[C_MAX_TURNS]:
        g.truncated = True
        g.done = True
        return
    g.turn += 1
    push(g, OP_TURN, g.cur, -1, 0, 0, 0, 0)


@njit_cached
def op_turn(g, tb, i):
    """A turn: stage 0 draws and opens the play; stage 1 discards down to HP, then ends."""
    p = g.stk[i, FR_P]
    if not g.alive[p]:
        pop(g)
    elif g.stk[i, FR_ST] == 0:
        log(g, EV_TURN, p, 0, 0, 0, 0)
        draw_cards(g, p, DRAW_PER_TURN)
        g.stk[i, FR_ST] = 1
        push(g, DEC_PLAY, p, -1, 0, 0, 0, 0)
    elif g.hand_n[p] > g.hp[p]:
        push(g, DEC_DISCARD, p, -1, 0, 0, 0, 0)
    else:
        pop(g)


@njit_cached
def check_end(g, cfg):
    """The game is won when the leader is dead (rebels) or every rebel is (leader and loyal)."""
    rebels = 0
    for p in range(cfg[C_PLAYERS]):
        if g.ident[p] == LEADER and not g.alive[p]:
            set_won(g, cfg, True)
            return
        if g.ident[p] == REBEL and g.alive[p]:
            rebels += 1
    if rebels == 0:
        set_won(g, cfg, False)


@njit_cached
def set_won(g, cfg, rebels_won):
    """End the game: each seat's result by its side (the rebels', or the leader's and loyal's)."""
    for p in range(cfg[C_PLAYERS]):
        g.won[p] = 1 if (g.ident[p] == REBEL) == rebels_won else 0
    g.done = True


@njit_cached
def damage(g, tb, cfg, p):
    """One damage to ``p``: at 0 HP it dies (identity revealed, hand discarded)."""
    g.hp[p] -= 1
    log(g, EV_DAMAGE, p, g.hp[p], 0, 0, 0)
    if g.hp[p] > 0:
        return
    g.alive[p] = 0
    g.revealed[p] = 1
    log(g, EV_DEATH, p, g.ident[p], 0, 0, 0)
    while g.hand_n[p] > 0:
        discard_face(g, tb, p, tb.card_face[g.hand[p, 0]])
    check_end(g, cfg)


# --- decisions -------------------------------------------------------------------------------
@njit_cached
def allow(g, a):
    g.legal[g.n_legal] = a
    g.n_legal += 1
    g.mask[a] = 1


@njit_cached
def decision_mask(g, tb, cfg, i):
    """The legal actions of decision frame ``i`` (``legal``, ``n_legal``, ``mask``): their
    number."""
    n = cfg[C_PLAYERS]
    end = a_pass(tb)
    g.mask[:] = 0
    g.n_legal = 0
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    if op == DEC_PLAY:
        if count_face(g, tb, p, STRIKE) > 0:
            allow(g, STRIKE)
        if count_face(g, tb, p, HEAL) > 0 and g.hp[p] < START_HP:
            allow(g, HEAL)
        allow(g, end)
    elif op == DEC_TARGET:
        for k in range(1, n):
            if g.alive[(p + k) % n]:
                allow(g, a_seat(tb) + k)
    elif op == DEC_DODGE:
        if hand_matching(g, tb, p, DODGE_REQUEST) > 0:
            allow(g, DODGE)
        allow(g, end)
    elif op == DEC_DISCARD:
        for f in range(N_FACES):
            if count_face(g, tb, p, f) > 0:
                allow(g, f)
    return g.n_legal


@njit_cached
def resolve(g, tb, cfg, a):
    """Take action ``a`` (legal) for the decision on top."""
    n = cfg[C_PLAYERS]
    i = g.sp - 1
    op = g.stk[i, FR_OP]
    p = g.stk[i, FR_P]
    if op == DEC_PLAY:
        if a == STRIKE:
            discard_face(g, tb, p, STRIKE)
            log(g, EV_PLAY, p, STRIKE, 0, 0, 0)
            push(g, DEC_TARGET, p, -1, 0, 0, 0, 0)
        elif a == HEAL:
            discard_face(g, tb, p, HEAL)
            log(g, EV_PLAY, p, HEAL, 0, 0, 0)
            g.hp[p] += 1
        else:
            pop(g)  # pass: the play ends
    elif op == DEC_TARGET:
        q = (p + a - a_seat(tb)) % n
        pop(g)
        log(g, EV_STRIKE, p, q, 0, 0, 0)
        push(g, DEC_DODGE, q, p, 0, 0, 0, 0)
    elif op == DEC_DODGE:
        pop(g)
        if a == DODGE:
            discard_face(g, tb, p, DODGE)
            log(g, EV_PLAY, p, DODGE, 0, 0, 0)
        else:
            damage(g, tb, cfg, p)
    elif op == DEC_DISCARD:
        discard_face(g, tb, p, a)
        log(g, EV_DISCARD, p, a, 0, 0, 0)
        pop(g)


@njit_cached
def run(g, tb, cfg):
    """Run procedures until a seat must decide (its mask computed) or the game is over."""
    while True:
        if g.done:
            g.actor = -1
            g.n_legal = 0
            g.mask[:] = 0
            return
        i = g.sp - 1
        if i < 0:
            raise RuntimeError("toy engine: empty decision stack")
        op = g.stk[i, FR_OP]
        if op >= DEC_BASE:
            if decision_mask(g, tb, cfg, i) == 0:
                raise RuntimeError("toy engine: a decision with no legal action")
            g.actor = g.stk[i, FR_P]
            return
        if op == OP_GAME:
            op_game(g, cfg, i)
        elif op == OP_TURN:
            op_turn(g, tb, i)
        else:
            raise RuntimeError("toy engine: unknown procedure")


@njit_cached
def play(g, tb, cfg, a):
    """Apply action ``a`` of game record ``g`` and run on; an ``ERR_*`` code. The game is
    marked broken while the rules run (it stays marked if they raise)."""
    if g.broken:
        return ERR_BROKEN
    if g.done:
        return ERR_DONE
    if a < 0 or a >= N_FACES + cfg[C_PLAYERS] + 1 or g.mask[a] == 0:
        return ERR_ILLEGAL
    g.broken = 1
    g.ev_n = 0
    g.ndec += 1
    resolve(g, tb, cfg, a)
    run(g, tb, cfg)
    g.broken = 0
    return ERR_OK


@njit_cached
def start(g, tb, cfg, seed):
    """Deal game record ``g`` from ``seed`` and run to its first decision."""
    g.broken = 1
    setup_game(g, tb, cfg, seed)
    run(g, tb, cfg)
    g.broken = 0


@njit_cached
def one_game(s, tba, cfg, b, value, reset):
    """Game ``b`` of state ``s``: with ``reset`` non-zero, deal it from seed ``value``;
    otherwise play action ``value``. Returns an ``ERR_*`` code (the AEC env's entry)."""
    g = s[b]
    tb = tba[0]
    if reset != 0:
        start(g, tb, cfg, value)
        return ERR_OK
    return play(g, tb, cfg, value)


# --- observation -------------------------------------------------------------------------------
O_HAND = 0  # count of each face in the observer's hand
O_HP = O_HAND + N_FACES  # HP / 3 of each seat, relative to the observer (slot 0: itself)
O_ALIVE = O_HP + MAX_SEATS
O_IDENT = O_ALIVE + MAX_SEATS  # one-hot identity of each seat the observer knows (revealed, own)
O_OWN = O_IDENT + 3 * MAX_SEATS  # the observer's own identity, one-hot
O_DEC = O_OWN + 3  # the decision the observer faces, one-hot (play, target, dodge, discard)
O_TURN = O_DEC + 4  # turns started / max_turns
OBS_SIZE = O_TURN + 1


@njit_cached
def encode(g, tb, cfg, me, out):
    """Seat ``me``'s observation of game record ``g`` into ``out`` (float32, OBS_SIZE)."""
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
        out[O_DEC + g.stk[g.sp - 1, FR_OP] - DEC_PLAY] = 1.0
    if cfg[C_MAX_TURNS] > 0:
        out[O_TURN] = g.turn / cfg[C_MAX_TURNS]


@njit_cached
def encode_one(s, tba, cfg, mp, b, seat, out):
    """The AEC env's observation entry: seat ``seat`` of game ``b`` into ``out`` (``mp``, the
    engine's ``layout.maps``, is unused by the toy)."""
    encode(s[b], tba[0], cfg, seat, out)


# --- the batch step ------------------------------------------------------------------------------
@njit_cached
def write_outputs(g, tb, cfg, b, want_obs, obs, mask, actor):
    """Slot ``b``'s acting seat, its mask and (``want_obs``) its observation."""
    actor[b] = g.actor
    for k in range(mask.shape[1]):
        mask[b, k] = g.mask[k]
    if want_obs:
        if g.actor >= 0:
            encode(g, tb, cfg, g.actor, obs[b])
        else:
            obs[b, :] = 0.0


@njit_cached
def final_rewards(g, cfg, rw, out):
    """Per-seat rewards of a finished game: rw = (win, loss, truncated)."""
    out[:] = 0.0
    for p in range(cfg[C_PLAYERS]):
        if g.truncated:
            out[p] = rw[2]
        elif g.won[p]:
            out[p] = rw[0]
        else:
            out[p] = rw[1]


@njit_cached
def vec_step(
    s,
    tba,
    cfg,
    mp,
    rw,
    base_seed,
    episodes,
    actions,
    want_obs,
    obs,
    mask,
    actor,
    rewards,
    terminated,
    truncated,
    final_turns,
    final_won,
    final_deaths,
    final_seeds,
    reset_all,
    start_seeds,
):
    """``BatchEnv``'s compiled step, with 群侠杀's contract (``rulesets/qxs/batch.vec_step``):
    ``reset_all`` 1 deals every slot its first episode, 2 deals the slots whose ``start_seeds``
    is >= 0, 0 steps every slot whose action is not -1 (a parked slot is left as it is;
    returns the first slot whose action is illegal, applying nothing, else -1) and deals a
    finished game's next episode at once."""
    tb = tba[0]
    n_act = N_FACES + cfg[C_PLAYERS] + 1
    if reset_all != 0:
        for b in range(s.shape[0]):
            if reset_all == 1:
                episodes[b] = 0
                start(s[b], tb, cfg, episode_seed(base_seed, b, 0))
            elif start_seeds[b] >= 0:
                start(s[b], tb, cfg, start_seeds[b])
            else:
                continue
            write_outputs(s[b], tb, cfg, b, want_obs, obs, mask, actor)
        return -1
    for b in range(s.shape[0]):
        a = actions[b]
        if a == -1:
            continue
        if a < 0 or a >= n_act or s[b].mask[a] == 0 or s[b].done:
            return b
    for b in range(s.shape[0]):
        g = s[b]
        terminated[b] = False
        truncated[b] = False
        rewards[b, :] = 0.0
        final_turns[b] = -1
        if actions[b] == -1:  # a parked slot: left as it is
            continue
        play(g, tb, cfg, actions[b])
        if g.done:
            final_rewards(g, cfg, rw, rewards[b])
            terminated[b] = not g.truncated
            truncated[b] = g.truncated
            final_turns[b] = g.turn
            final_won[b, :] = g.won
            final_deaths[b, 0, :] = g.killer  # (the ended game's deaths: the lab's end causes)
            final_deaths[b, 1, :] = g.death_turn
            final_deaths[b, 2, :] = g.death_order
            final_seeds[b] = g.seed
            episodes[b] += 1
            start(g, tb, cfg, episode_seed(base_seed, b, episodes[b]))
        write_outputs(g, tb, cfg, b, want_obs, obs, mask, actor)
    return -1
