"""三国杀's copies of the framework procedures (``qxs_env.engine.hooks.bind``), bound to its
hooks in :mod:`.procedures`, :mod:`.decisions`, :mod:`.death` and :mod:`.draft`: the driver
loop (``run``), turns, judgements, distance and attack range, damage, dying, death and the end
check, the draft, card requests, cancel windows, card use, the shown cards (五穀豐登), choosing
several cards (``engine/select.py``: 丈八蛇矛's two cards) and the entry points
(``engine/entry.py``: ``one_game``, ``encode_one``, ``step_batch``, ``encode_batch``,
``vec_step``, ``play_random_games``; the deal is :func:`.rules.setup_game`, the observation
:func:`.observation.encode`). Rule modules import this module at their end and call the copies
by attribute (``framework.distance(...)``): numba reads them when it compiles."""

from __future__ import annotations

from qxs_env.engine import (
    cancel,
    damage,
    death,
    draft,
    driver,
    dying,
    entry,
    geometry,
    judgement,
    request,
    select,
    shown,
    turn,
    use,
)
from qxs_env.engine.hooks import bind

from . import death as sanguosha_death
from . import decisions, observation, procedures, rules
from . import draft as sanguosha_draft

BOUND = bind(
    (
        driver,
        turn,
        judgement,
        geometry,
        damage,
        dying,
        death,
        draft,
        request,
        cancel,
        use,
        shown,
        select,
        entry,
    ),
    (procedures, decisions, rules, observation, sanguosha_death, sanguosha_draft),
)
run = BOUND.run
one_game = BOUND.one_game
encode_one = BOUND.encode_one
step_batch = BOUND.step_batch
encode_batch = BOUND.encode_batch
play_random_games = BOUND.play_random_games
vec_step = BOUND.vec_step
start = BOUND.start
play = BOUND.play
distance = BOUND.distance
attack_range = BOUND.attack_range
death = BOUND.death
op_draft = BOUND.op_draft
shuffle_ids = BOUND.shuffle_ids
shuffle_pool = BOUND.shuffle_pool
deal_offer = BOUND.deal_offer
offer_size = BOUND.offer_size
