"""群侠杀's copy of the framework procedures, bound to its hooks (``qxs_env.engine.hooks.bind``).

The framework's driver loop, turns, judgement, cancel windows, damage, dying, death and the end
check, the draft, trigger scan, entry points and card request
(``qxs_env.engine.{driver,turn,judgement,cancel,damage,dying,death,draft,triggers,geometry,entry,
request}``) call 群侠杀's rules through the hooks implemented in
``qxs_env.rulesets.qxs.{driver,turn,judgement,cancel,damage,death,draft,triggers,geometry,obs,
answers}`` (the deal, the actions' count and limit: ``driver``; the observation: ``obs.encode``;
the answer to an attack: ``answers``). The entry points (``one_game``, ``encode_one``,
``step_batch``, ``encode_batch``, ``vec_step``, ``play_random_games``) are what ``Engine``,
the environments, the lab and the benchmark call. The ruleset's code calls these copies
(``framework.run``, ``framework.fire``, ...), never the framework originals (whose hooks are
stubs that raise).

The hook modules import this module at their end and call the copies as its attributes
(``framework.fire(...)``): numba reads them when it compiles, after :data:`BOUND` is made, while a
``from ... framework import fire`` could run before (this module imports the hook modules).
"""

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
    triggers,
    turn,
)
from qxs_env.engine.hooks import bind
from qxs_env.rulesets.qxs import answers as qxs_answers
from qxs_env.rulesets.qxs import cancel as qxs_cancel
from qxs_env.rulesets.qxs import damage as qxs_damage
from qxs_env.rulesets.qxs import death as qxs_death
from qxs_env.rulesets.qxs import draft as qxs_draft
from qxs_env.rulesets.qxs import driver as qxs_driver
from qxs_env.rulesets.qxs import geometry as qxs_geometry
from qxs_env.rulesets.qxs import judgement as qxs_judgement
from qxs_env.rulesets.qxs import obs as qxs_obs
from qxs_env.rulesets.qxs import triggers as qxs_triggers
from qxs_env.rulesets.qxs import turn as qxs_turn

FRAMEWORK_MODULES = (
    driver,
    turn,
    judgement,
    cancel,
    damage,
    dying,
    death,
    draft,
    triggers,
    geometry,
    entry,
    request,
)
"""The framework modules whose procedures call hooks."""
RULESET_MODULES = (
    qxs_driver,
    qxs_turn,
    qxs_judgement,
    qxs_cancel,
    qxs_damage,
    qxs_death,
    qxs_draft,
    qxs_triggers,
    qxs_geometry,
    qxs_obs,
    qxs_answers,
)
"""群侠杀's modules implementing those hooks."""

BOUND = bind(FRAMEWORK_MODULES, RULESET_MODULES)
"""Every framework function copied for 群侠杀, by name (``BOUND.implementations``: the hooks)."""

run = BOUND.run
op_game = BOUND.op_game
op_turn = BOUND.op_turn
op_judgement = BOUND.op_judgement
op_cancel = BOUND.op_cancel
op_damage = BOUND.op_damage
op_dying = BOUND.op_dying
death = BOUND.death
seat_dies = BOUND.seat_dies
end_game = BOUND.end_game
op_draft = BOUND.op_draft
shuffle_ids = BOUND.shuffle_ids
shuffle_pool = BOUND.shuffle_pool
deal_offer = BOUND.deal_offer
offer_size = BOUND.offer_size
op_request = BOUND.op_request
start_request = BOUND.start_request
fire = BOUND.fire
stage_fire = BOUND.stage_fire
fire_holding = BOUND.fire_holding
distance = BOUND.distance
distances_from = BOUND.distances_from
distances_to = BOUND.distances_to
distances_into = BOUND.distances_into
attack_range = BOUND.attack_range
one_game = BOUND.one_game
step_batch = BOUND.step_batch
encode_one = BOUND.encode_one
encode_batch = BOUND.encode_batch
vec_step = BOUND.vec_step
play_random_games = BOUND.play_random_games
write_outputs = BOUND.write_outputs
start = BOUND.start
play = BOUND.play
