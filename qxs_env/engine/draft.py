"""The hero draft, written once for every ruleset: the leader seat (the ruleset's public leader)
picks first among its offer and its pick is shown at once; then every other seat, in turn
order from the leader, picks in secret among its own offer; then every pick is revealed
together and the game starts. Framework: names no card, skill or identity; a ruleset supplies
its offers, what a pick sets and the reveal through the hooks below
(:mod:`qxs_env.engine.hooks`).

The ``OP_DRAFT`` frame (its code is the ruleset's; the ruleset's ``procedure_step`` hands the
frame to :func:`op_draft`): ``FR_P`` the leader seat; ``FR_A0`` how many seats have picked;
``FR_ST`` the stage:

0. :func:`draft_offered` deals the leader's offer (a ruleset may deal every seat's now, from one
   pool) and the leader is asked (:func:`draft_asked`); a ruleset that gives the heroes without
   a choice (fixed, or dealt at random) says so and the reveal follows at once;
1. the leader picked (the frame's result ``FR_R``): :func:`leader_picked` sets and shows it (a
   ruleset that deals the others' offers after the leader's pick deals them now);
2. the next seat is asked, or, every seat having picked, the frame is popped and
   :func:`draft_revealed` shows every pick, gives each seat its HP (the ruleset's rule: the
   hero's printed HP, the leader's bonus) and deals the starting hands;
3. that seat picked: :func:`seat_picked` sets it, hidden from the others until the reveal.

What both games share besides the order is kept here as helpers: the size of an offer
(:func:`offer_size`: the leader's own size; 3 to every other seat, 2 at 10 players or more, so
that one pool of heroes is enough), the shuffle of a pool of hero ids (:func:`shuffle_ids`, one
``rnd`` per position from the last down; :func:`shuffle_pool`, a draft's shuffle of its pool,
keyed with the game's keyed deal like the deck) and dealing one seat's offer from a shuffled
pool (:func:`deal_offer`: distinct heroes, the pool shuffled again when it runs out).
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import C_PLAYERS, FR_A0, FR_P, FR_R, FR_ST
from qxs_env.engine.random_streams import KEYED_HEROES, keyed_sort
from qxs_env.engine.stack import pop
from qxs_env.engine.zones import keyed_deal, shuffle_first

OTHERS_OFFER = 3
"""Heroes offered to each seat but the leader's."""
OTHERS_OFFER_LARGE_TABLE = 2
"""... at ``LARGE_TABLE`` players or more."""
LARGE_TABLE = 10
POOL_ROUND_KEYS = 1 << 20
"""Keys of one round of :func:`shuffle_pool` (hero ids stay below it)."""

draft_offered = declare(
    "draft_offered",
    "g, tb, cfg, i, leader",
    """Deal the leader's offer (a ruleset may deal every seat's offer now). True when the seats
    are to pick; False when the ruleset gave every seat its hero without a choice (then the
    reveal follows at once).""",
)
draft_asked = declare(
    "draft_asked",
    "g, tb, cfg, p",
    """Push the ruleset's decision for seat ``p`` to pick one of its offered heroes.""",
)
leader_picked = declare(
    "leader_picked",
    "g, tb, cfg, i, leader, r",
    """The leader picked ``r`` (the decision's result): set its hero and show it to every seat;
    deal the other seats' offers if the ruleset deals them after the leader's pick.""",
)
seat_picked = declare(
    "seat_picked",
    "g, tb, cfg, i, p, r",
    """Seat ``p`` picked ``r``: set its hero, hidden from the other seats until the reveal.""",
)
draft_revealed = declare(
    "draft_revealed",
    "g, tb, cfg, leader",
    """Every seat has its hero (the draft frame is popped): show every pick, give each seat the
    HP of its hero by the ruleset's rule, deal the starting hands, start the game.""",
)


@njit_inlined
def offer_size(k, n, leader_size):
    """How many heroes the seat ``k`` places after the leader is offered at ``n`` players:
    ``leader_size`` to the leader, :data:`OTHERS_OFFER` to the others
    (:data:`OTHERS_OFFER_LARGE_TABLE` at :data:`LARGE_TABLE` players or more)."""
    if k == 0:
        return leader_size
    return OTHERS_OFFER_LARGE_TABLE if n >= LARGE_TABLE else OTHERS_OFFER


@njit_cached
def shuffle_ids(g, ids, count):
    """Shuffle the first ``count`` entries of ``ids`` with the game's generator: from the last
    position down to the second, swap with a position drawn among those up to it."""
    shuffle_first(g, ids, count)


@njit_cached
def shuffle_pool(g, cfg, pool, n, round_):
    """Shuffle the first ``n`` hero ids of a draft's ``pool``: with the game's generator
    (:func:`shuffle_ids`), or, with the keyed deal (:func:`qxs_env.engine.zones.keyed_deal`),
    in the order of values drawn per hero from the seed
    (:func:`qxs_env.engine.random_streams.keyed_sort`, keys: the hero id and ``round_``), so
    that a pool less one hero keeps the others in the same order and draws nothing from the
    generator. ``round_`` numbers a game's shuffles of heroes (0, 1, ...): each round's order
    is independent of the others' (a draft that shuffles twice, like 三国杀's lord offer and
    then the others' pool, does not deal the second like the first)."""
    if keyed_deal(cfg):
        keys = np.empty(n, np.int64)
        for j in range(n):
            keys[j] = np.int64(pool[j]) + np.int64(round_) * POOL_ROUND_KEYS
        keyed_sort(pool, n, keys, g.seed, KEYED_HEROES)
        return
    shuffle_ids(g, pool, n)


@njit_cached
def deal_offer(g, offer_row, pool, at, want):
    """Deal ``want`` distinct heroes into ``offer_row`` from the shuffled ``pool``, from position
    ``at`` on; a pool that runs out is shuffled again (only then may two seats see the same hero).
    Returns the next position in the pool."""
    size = pool.shape[0]
    got = 0
    while got < want:
        if at >= size:
            shuffle_ids(g, pool, size)
            at = 0
        h = pool[at]
        at += 1
        seen = False
        for j in range(got):
            if offer_row[j] == h:
                seen = True
        if not seen:
            offer_row[got] = h
            got += 1
    return at


@njit_cached
def op_draft(g, tb, cfg, i):
    """One stage of the draft frame ``i`` (the module docstring lists the stages)."""
    n = cfg[C_PLAYERS]
    leader = g.stk[i, FR_P]
    st = g.stk[i, FR_ST]
    if st == 0:
        if not draft_offered(g, tb, cfg, i, leader):
            pop(g)
            draft_revealed(g, tb, cfg, leader)
            return
        g.stk[i, FR_ST] = 1
        draft_asked(g, tb, cfg, leader)
    elif st == 1:
        leader_picked(g, tb, cfg, i, leader, g.stk[i, FR_R])
        g.stk[i, FR_A0] = 1
        g.stk[i, FR_ST] = 2
    elif st == 2:
        k = g.stk[i, FR_A0]
        if k >= n:
            pop(g)
            draft_revealed(g, tb, cfg, leader)
            return
        g.stk[i, FR_ST] = 3
        draft_asked(g, tb, cfg, (leader + k) % n)
    else:
        k = g.stk[i, FR_A0]
        seat_picked(g, tb, cfg, i, (leader + k) % n, g.stk[i, FR_R])
        g.stk[i, FR_A0] = k + 1
        g.stk[i, FR_ST] = 2
