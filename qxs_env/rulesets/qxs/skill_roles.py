"""The heuristic's policy roles of 群侠杀's hero skills (``SR_*``), defined by the ruleset.

A role says how a rule-based player should treat a skill: which choices it offers and what it is
worth in the player's arithmetic. The role of a skill sits next to the skill, as the constant
``HEURISTIC_ROLE`` at the end of its module ``qxs_env/rulesets/qxs/skills/<skill id>.py``; a
skill without one has :data:`SR_NONE`. The heuristic (``agents.heuristic.tables.skill_roles``)
reads that constant from every skill module to build its per-hero skill table, so a new hero
whose skills reuse known skill ids is played by role, and a new skill gets a role by declaring
it in its own module. Several skill ids may share one role (``SR_VS_OTHER``, ``SR_STRAT_SINK``,
``SR_IMMUNE_COL``). The parameters named below (``p0``, ``p1``, ...) are the skill's encoded
parameters in declaration order (``qxs_env.rulesets.qxs.content.skills``), which the heuristic's
table carries
next to the role.

The codes are compiled into the heuristic's code as plain integers: they are stable, and a new
role is appended with the next free number.
"""

from __future__ import annotations

SR_NONE = 0
"""No rule of its own: a triggered skill is accepted when offered, an active one never chosen
on purpose; locked skills whose effect the heuristic does not count."""
SR_CONVERT = 1
"""``convert_card``: a hand card of colours p1 serves as the card p0 (valued as that card)."""
SR_ASCARD = 2
"""``skill_as_card``: serves as the card p0 without spending a card (valued as that card)."""
SR_VMOVE = 3
"""``virtual_move``: a card of colours p0 serves as a move of colour p1, power p2, range p3."""
SR_MIRROR = 4
"""``mirror_attack_move``: answer an attack with a copy of the attacking move (it blocks)."""
SR_DRAW_HP = 5
"""``lose_hp_draw``: lose p0 HP to draw p1 cards (used while HP is comfortable)."""
SR_FLIP_HEAL = 6
"""``flip_heal``: turn face down to recover p0 HP (used when hurt)."""
SR_HUAGONG = 7
"""``huagong_dafa``: two cards of one colour; every other seat pays or is hurt (used when it
hurts enemies more than friends)."""
SR_FORCE = 8
"""``force_attack_nearest_or_damage``: a seat in reach must attack or is hurt (aimed at an
enemy)."""
SR_DISCARD_DRAW = 9
"""``discard_draw``: swap cards of little use for fresh ones."""
SR_PAY_ATTACK = 10
"""``pay_for_attack``: an equipped card or 1 HP buys one more attack."""
SR_AS_COLOUR = 11
"""``move_as_colour``: a move of any colour counts as one of colour p0 (pick the strongest
move, name the colour that counters the target)."""
SR_JUDGE = 12
"""``judgement_replace``: a hand card of colours p0 replaces any judgement card (chosen by which
colour favours a friend)."""
SR_RESCUE_HP = 13
"""``lose_hp_rescue``: lose HP so that a dying seat recovers (for friends only)."""
SR_HEAL_OR_DRAW = 14
"""``on_other_death_heal_or_draw``: confirm to recover, pass to draw (recover when hurt)."""
SR_GENDER = 15
"""``switch_gender``: switch the own gender when more enemies then have the gender its other
skills want (``SR_SAMEGENDER``, ``SR_OTHERGENDER``)."""
SR_VS_OTHER = 16
"""An optional skill that hurts the decision's other seat (``counter_take_hand_card``,
``hanbing_zhenqi``, ...): declined against a believed friend."""
SR_AUTOBLOCK = 17
"""``defend_colour_auto_block``: a defending move of colours p0 always blocks (defence
arithmetic)."""
SR_FLOOR = 18
"""``power_floor``: own moves of colour p0 have power at least p1 (power arithmetic)."""
SR_XCOUNTER = 19
"""``always_counter_colour``: own moves also counter moves of colour p0 (clash arithmetic)."""
SR_SAMECOUNTER = 20
"""``counter_same_colour``: own moves counter opposing moves of their own colour."""
SR_SAMEGENDER = 21
"""``unblockable_same_gender``: its attacks on its own gender cannot be blocked (prefers such
enemies)."""
SR_OTHERGENDER = 22
"""``opposite_gender_power_no_internal``: more power against the other gender (prefers such
enemies)."""
SR_STRAT_SINK = 23
"""Strategy cards another seat aims at it do nothing or end in its hand (not worth aiming a
strategy at it)."""
SR_PAGE_BOYS = 24
"""``page_boys`` (六合童子): a stored card may become any judgement card."""
SR_HP_POWER = 25
"""``lose_hp_power_turn`` (挥刀自宫): lose p0 HP, own moves get +p1 power this turn."""
SR_CHARGE = 26
"""``charge_move`` (蛤蟆功 as a hero skill): show a move now, +p0 power from a later turn on."""
SR_MOVE_TABLE = 27
"""``move_table_card`` (乾坤大挪移 as a hero skill): a card of colour p0 moves a table card."""
SR_HEAL_TARGET = 28
"""``heal_on_shaolin_card`` (少林方丈): its target decision picks someone to heal (a friend)."""
SR_LOW_HP_POWER = 29
"""``low_hp_power`` (黯然销魂): at HP <= p0 own moves get +p1 power (power arithmetic)."""
SR_GUARD = 30
"""``attribute_guard`` (闭穴功 / 移宫易穴 as a hero skill): damage of colours p0 is prevented
(not worth attacking it with those colours)."""
SR_IMMUNE_COL = 31
"""Cards of colour p0 do nothing to it (``immune_colour_from_others``,
``immune_colour_damage``)."""
SR_UNTARGET_COL = 32
"""``untargetable_by_colour``: moves of colour p0 cannot be aimed at it."""
SR_RECOLOUR = 33
"""``recolour_cards`` (白衣仙女): own cards of colour p0 count as colour p1."""
SR_SMALL_HAND = 34
"""``untargetable_small_hand`` (万里独行): no attack on it while it holds at most p0 cards."""
SR_ATT_DIST = 35
"""``attack_distance`` (水上飘): its distance to others changed by p0 (never below 1)."""
SR_DEF_DIST = 36
"""``defend_distance`` (四象步法): others' distance to it changed by p0."""
SR_HP_DIST = 37
"""``hp_distance`` (潇湘夜雨): -1 to its distances when attacking at HP >= p0, else +1 to others'
distances to it."""

ROLE_NAMES: dict[int, str] = {
    v: k for k, v in sorted(globals().items()) if k.startswith("SR_") and isinstance(v, int)
}
"""Role code -> its constant's name (``SR_*``), for messages and tests."""
