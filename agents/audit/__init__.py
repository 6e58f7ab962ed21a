"""``qxs audit``: how the agents play, measured against what they should not do (issue 20).

Identity win rates measured with the heuristic measure the heuristic's mistakes as much as the
game. The audit plays games with the agents of an agents spec (default ``heuristic`` at every
seat; any spec of ``qxs simulate``, e.g. an older heuristic named ``package.module:attribute``)
and counts, per configuration, the behaviours an experienced player found in logged games.
Ground truth (every identity) comes from the engine state: the auditor knows what the agents do
not. Everything is read from the decision on top of the stack before each step, the action
chosen, and the public events (``layout.EV_*``) the step logged; nothing is parsed from text.

Terms used below:

- **own use**: an ``EV_USE`` event whose user is the seat whose decision the step took and
  whose turn it is (its play phase: an attack, a card used on a target; follow-up attacks
  included). Forced attacks made on another seat's turn (暗器's target, 碧海潮生曲's victim) and
  uses redirected by a skill are not own uses.
- **hostile use**: an own use of a move (an attack; each target of 天山六阳掌 counts) or of a card
  whose effect harms its target: 单挑 (duel), 暗器 (both the seat forced to attack and its victim
  are hostile targets), 吸星, 十香软筋散, 西湖底牢, 悲酥清风, 三尸脑神丹 (effects
  ``HOSTILE_EFFECTS``). 剑魔下凡 (no target), 阴阳和合散 (its own metric) and 近墨者黑 are not.
- **damaging target**: a target that the hostile use can only hurt by damage: an attacked
  seat, the other duellist of 单挑, 暗器's victim.
- **sides** (for "enemy" and "friend"): leader and righteous; cult; court; foreign and
  collaborator. Two seats are enemies when their sides differ.

Metrics (JSON ``metrics``; ``counts`` gives each one's count, denominator and unit):

- ``leader_kills_righteous_rate``: games in which the leader is the killer (``EV_DEATH``'s
  killer) of a righteous seat / decided (not truncated) games.
- ``leader_rescues_righteous_rate``: the leader's rescue decisions (``DEC_RESCUE`` asked of the
  leader while a righteous seat is dying; the engine asks only a seat with a legal rescue, a
  黑玉断续膏 or a skill making one) in which it rescued (any action but pass) / those decisions.
  Each decision is one chance (a seat at -1 HP may need two).
- ``leader_hostile_to_righteous_after_cult_dead``: the leader's hostile uses made while every
  cult seat is dead whose hostile targets include a living righteous seat / the leader's
  hostile uses made while every cult seat is dead. ``..._while_cult_live`` is the same while
  some cult seat lives.
- ``attacks_into_guard``: attacks (own uses of a move) whose move colour (as the attacker counts
  it: 白衣仙女's recolouring, read from its skills when the step began) is one the target's
  闭穴功 / 移宫易穴 (the mental art's ``attribute_guard``, or the hero skill of that id) would
  prevent now (its per-turn use not spent; an equipped guard card ignored by an attacker with
  八荒六合神功) while the attacker's play decision that began the attack offered a move card of
  another, unguarded colour that could attack that target (checked by playing that card in a
  copy of the game: the target is legal). ``counts`` also gives the guarded attacks with no
  such alternative.
- ``targets_face_down``: damaging targets that were face down (a face-down seat takes no
  damage) / all damaging targets.
- ``own_cancel_cancelled``: cancels (``EV_CANCEL``) by a seat of a 看破 / 无常丹 that the same
  seat played earlier in the same chain / all cancels of a cancel.
- ``cancels_restoring_enemy_benefit``: cancels at an even depth of a chain (they restore the
  first card's effect) whose first card helps its target (掌门信物, 疗伤, 黑玉断续膏, 指点,
  冒名顶替) while that protected seat is an enemy of the cancelling seat / all cancels of a
  cancel.
- ``links_with_friend_rate``: 阴阳和合散 links (own uses on two characters) made by a leader or
  righteous seat in which one of the two is a leader-side seat (the user included: damage to
  the enemy would pass to it) / all links made by leader-side seats.
- ``leader_first_target_next_seat_rate`` / ``leader_first_target_righteous_rate``: among games
  where the leader made a hostile use, the share whose first hostile target was the next seat
  (+1 in turn order) / a righteous seat.

``first_target``: for every identity, over the (game, seat) pairs of that identity that made a
hostile use, the distribution of the first hostile target's seat relative to the user (``+1``
= the next seat in turn order) and of its identity. ``rescues`` and ``hostility`` are the full
matrices (rescuer identity x dying identity: chances and rescues; user identity x target
identity: hostile targets) from which the leader's rows above are taken.

Seeding follows :mod:`qxs_env.lab.simulate`: game k is dealt from ``episode_seed(seed, k, 0)``, the
same
deals as ``qxs simulate`` with the same seed; policies are reset once per configuration and
reseeded per game where they implement ``begin_game``. The numbers depend on the seed, the
configuration, the agents and ``num_envs``.
"""

from __future__ import annotations

from agents.audit.counters import (
    BARS,
    BENEFIT_EFFECTS,
    HOSTILE_EFFECTS,
    METRICS,
    RATES,
    SIDES,
    Auditor,
    Tally,
)
from agents.audit.run import AuditResults, audit, audit_config, version_info

__all__ = [
    "BARS",
    "BENEFIT_EFFECTS",
    "HOSTILE_EFFECTS",
    "METRICS",
    "RATES",
    "SIDES",
    "AuditResults",
    "Auditor",
    "Tally",
    "audit",
    "audit_config",
    "version_info",
]
