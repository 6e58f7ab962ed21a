"""Registry of card effects: effect id -> stable integer code and typed parameter list.

An effect is engine code, picked per card face by its id in ``configs/cards.yaml``::

    effect: {id: delayed_skip_phase, params: {phase: play, safe: [yellow]}}

The numbers an effect uses (damage, colours, phases, distances ...) are never implied by the id:
they come from ``params``. The loader encodes them into one int32 row of ``face_param[F, 6]`` in
the order the parameters are declared here:

=============  ======================================  ================================
type           YAML value                              encoded as
=============  ======================================  ================================
``int``        an integer                              the integer
``colour``     ``red`` / ``blue`` / ``yellow`` /       0..3 (``qxs_env.rulesets.qxs.constants``)
               ``white``
``colour_set`` a list of colour names, e.g.            bitmask ``sum(1 << colour)``
               ``[yellow, white]``
``phase``      ``turn_start`` / ``judgement`` /        0..5 in that order
               ``draw`` / ``play`` / ``discard`` /
               ``turn_end``
``bool``       ``true`` / ``false``                    1 / 0
=============  ======================================  ================================

Unused trailing columns are 0. A parameter with a default may be left out; one without a default
is required. Codes are stable: new effects are appended at the end, never renumbered. The engine
imports the ``EFFECT_<ID>`` ints (plain module constants, so numba folds them) and the
``PARAM_*``/``PHASE_*`` helpers below.

Naming: an effect shared by several faces, or one that names a reusable mechanism, has a
descriptive id (``counter_colour``); behaviour peculiar to a single card with nothing reusable
about it is named after that card (``tulongdao``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from qxs_env.rulesets.qxs.constants import COLOUR_NAMES, PHASE_IDS

MAX_PARAMS = 6

# --- parameter types ---------------------------------------------------------------------------
PARAM_TYPES = ("int", "colour", "colour_set", "phase", "bool")

# --- phases of a turn (R-T1), as encoded by the ``phase`` parameter type -------------------------
PHASE_NAMES = PHASE_IDS  # the phase names configs use (codes: qxs_env.rulesets.qxs.constants.PH_*)

_REQUIRED = object()


@dataclass(frozen=True)
class Param:
    """One declared effect parameter: its name, type and (optional) default."""

    name: str
    type: str
    default: Any = _REQUIRED

    @property
    def required(self) -> bool:
        """True when the parameter has no default and must be given in the config."""
        return self.default is _REQUIRED


@dataclass(frozen=True)
class Effect:
    """A registered effect: id, stable integer code, ordered parameters and a one-line summary."""

    id: str
    code: int
    params: tuple[Param, ...]
    summary: str

    def param_names(self) -> tuple[str, ...]:
        """Names of the parameters, in encoding order."""
        return tuple(p.name for p in self.params)


def _p(name: str, type_: str, default: Any = _REQUIRED) -> Param:
    return Param(name, type_, default)


# (id, params, summary). The position in this list IS the code: append only.
_SPECS: tuple[tuple[str, tuple[Param, ...], str], ...] = (
    # --- first-wave effects (the starter deck) -------------------------------------------------
    ("none", (), "No effect beyond the printed numbers."),
    (
        "colour_power_bonus",
        (_p("colour", "colour"), _p("amount", "int", 1)),
        "Your moves of `colour` get +`amount` power when attacking or defending.",
    ),
    (
        "judgement_block",
        (_p("success", "colour_set"),),
        "When attacked you may judge; a result in `success` counts as a successful block.",
    ),
    (
        "attribute_guard",
        (_p("colours", "colour_set"), _p("per_turn", "int", 1)),
        "The first `per_turn` damage of an attribute in `colours` each turn is prevented.",
    ),
    (
        "heal",
        (_p("amount", "int", 1),),
        "Play phase: recover `amount` HP; or use on any dying character to restore `amount` HP.",
    ),
    ("cancel_strategy", (), "Cancel one strategy card's effect on one character (chains)."),
    ("cancel_poison", (), "Cancel one poison card's effect on one character."),
    ("draw", (_p("n", "int"),), "Draw `n` cards."),
    (
        "all_play_move_or_damage",
        (_p("damage", "int", 1),),
        "Every other character must play a move card or take `damage` damage.",
    ),
    (
        "delayed_skip_phase",
        (_p("phase", "phase"), _p("safe", "colour_set"), _p("max_distance", "int", 0)),
        "Delayed: judged in the target's judgement phase; unless the result is in `safe` the "
        "target skips `phase`. `max_distance` 0 = any distance.",
    ),
    (
        "discard_target_card",
        (_p("max_distance", "int", 0),),
        "Discard one card of another character (`max_distance` 0 = any distance).",
    ),
    (
        "take_target_card",
        (_p("max_distance", "int", 1),),
        "Take one card of another character within `max_distance` into your hand.",
    ),
    ("face_down", (), "Turn a character face down; it takes no damage while face down."),
    # --- moves ---------------------------------------------------------------------------------
    (
        "counter_colour",
        (_p("colour", "colour"),),
        "Attacking: also counters moves of `colour` (gets the counter bonus against them).",
    ),
    (
        "low_hp_power_bonus",
        (_p("hp_max", "int"), _p("amount", "int")),
        "Attacking or defending with HP <= `hp_max`: +`amount` power.",
    ),
    (
        "after_damage_draw",
        (_p("n", "int"),),
        "Attacking: after this move deals damage, you draw `n` cards.",
    ),
    (
        "no_move_damage_bonus",
        (_p("amount", "int"),),
        "Attacking: if the defender played no move and did not block otherwise, +`amount` damage.",
    ),
    (
        "after_damage_other_draws",
        (_p("n", "int"),),
        "Attacking: after damage, a character other than you (your choice) draws `n` cards.",
    ),
    (
        "dugujiujian",
        (_p("per_card", "int"),),
        "Attacking or defending: discard hand cards of the opponent move's colour, "
        "+`per_card` power each.",
    ),
    (
        "judgement_damage_bonus",
        (_p("success", "colour_set"), _p("amount", "int")),
        "Attacking: when about to deal damage, judge; a result in `success` adds `amount` damage.",
    ),
    (
        "hamagong",
        (_p("amount", "int"), _p("attack_cost", "int")),
        "Play phase: spend `attack_cost` attack opportunities to reveal it; later use gets "
        "+`amount` power.",
    ),
    (
        "discard_instead_of_damage",
        (_p("n", "int"),),
        "Attacking: instead of dealing the damage you may discard `n` of the target's cards.",
    ),
    (
        "uncountered_discard_target",
        (_p("n", "int"),),
        "Attacking: if this move was not countered, discard `n` of the target's cards.",
    ),
    (
        "after_damage_discard_or_damage",
        (
            _p("discard_colour", "colour"),
            _p("discard_n", "int"),
            _p("damage", "int"),
            _p("damage_colour", "colour"),
        ),
        "Attacking: after damage the target discards `discard_n` card(s) of `discard_colour` or "
        "takes `damage` more damage of `damage_colour`.",
    ),
    (
        "after_damage_take_hand_card",
        (_p("n", "int"),),
        "Attacking: after damage, take `n` card(s) from the target's hand.",
    ),
    (
        "restrict_defence_colour",
        (_p("allowed", "colour_set"),),
        "Attacking: the defender may only block with moves of a colour in `allowed`.",
    ),
    (
        "uncountered_follow_up",
        (_p("allowed", "colour_set"), _p("counts_as_attack", "bool", False)),
        "Attacking: if not countered, you may attack the same target again with a move in "
        "`allowed`.",
    ),
    (
        "after_damage_follow_up",
        (_p("allowed", "colour_set"), _p("counts_as_attack", "bool", False)),
        "Attacking: after damage you may attack a different target with a move in `allowed`.",
    ),
    (
        "near_target_power_set",
        (_p("max_distance", "int"), _p("power", "int")),
        "Attacking a target within `max_distance`: this move's power becomes `power`.",
    ),
    (
        "uncountered_self_loss_damage",
        (_p("hp_loss", "int"), _p("damage", "int")),
        "Attacking: if not countered, you lose `hp_loss` HP and the target takes `damage` damage.",
    ),
    (
        "suppress_after_damage_skills",
        (),
        "In a clash with this move, no card or character skill fires after the damage step.",
    ),
    (
        "after_damage_next_seat_discards",
        (_p("n", "int"),),
        "Attacking: after damage, the player seated after the target discards `n` card(s).",
    ),
    (
        "after_damage_judgement_skip_phase",
        (_p("success", "colour_set"), _p("phase", "phase")),
        "Attacking: after damage, judge; a result in `success` makes the target skip its next "
        "`phase`.",
    ),
    (
        "two_adjacent_targets",
        (_p("targets", "int"),),
        "Attacking: you may attack `targets` neighbouring characters in range, one after another.",
    ),
    (
        "empty_hand_damage_bonus",
        (_p("amount", "int"),),
        "Attacking: +`amount` damage if the target has no hand cards when damage is dealt.",
    ),
    ("defend_auto_block", (), "Defending: the block succeeds whatever the powers."),
    (
        "female_power_bonus",
        (_p("amount", "int"),),
        "Attacking as a female hero: +`amount` power.",
    ),
    (
        "after_damage_face_down",
        (),
        "Attacking: after damage you may turn the target face down.",
    ),
    # --- internal arts -------------------------------------------------------------------------
    ("ignore_target_mental", (), "Your attacks ignore the target's mental art."),
    (
        "pay_to_force_damage",
        (_p("colour", "colour"), _p("n", "int")),
        "When your attack is blocked you may discard `n` card(s) of `colour` to deal the damage "
        "anyway.",
    ),
    (
        "retry_until_damage",
        (),
        "When your attack is blocked you may keep attacking the same target with further moves.",
    ),
    (
        "after_damage_discard_lightness",
        (_p("n", "int"),),
        "When your move deals damage you may discard `n` lightness card(s) of the target.",
    ),
    (
        "virtual_move",
        (
            _p("cards", "int"),
            _p("power", "int"),
            _p("range", "int"),
            _p("choose_colour", "bool"),
        ),
        "Whenever you need a move, `cards` hand card(s) may act as a skill-less move of "
        "`power` x `range`; its colour is chosen (`choose_colour`) or the card's own.",
    ),
    (
        "lifesteal",
        (_p("max_distance", "int"),),
        "Dealing N damage to a target within `max_distance` heals you N HP.",
    ),
    (
        "opposite_gender_power_bonus",
        (_p("amount", "int"),),
        "Attacking a hero of the other gender: +`amount` power.",
    ),
    ("unlimited_attacks", (), "No limit on attacks per play phase."),
    # --- mental arts ---------------------------------------------------------------------------
    (
        "damaged_take_from_source",
        (_p("n", "int"),),
        "Each time you are damaged you may take `n` card(s) from the damage source.",
    ),
    (
        "damaged_discard_to_retaliate",
        (_p("colour", "colour"), _p("n", "int"), _p("damage", "int")),
        "Each time you are damaged you may discard `n` hand card(s) of `colour`; the source then "
        "takes `damage` damage.",
    ),
    (
        "copy_attacker_move",
        (_p("colour", "colour"),),
        "Defending: a card of `colour` from your hand may be played as a copy of the attacking "
        "move.",
    ),
    ("negate_attacker_move_skill", (), "Defending: the attacking move's skill has no effect."),
    (
        "damaged_move_table_card",
        (_p("n", "int"),),
        "Each time you are damaged you may move `n` card(s) on the table to another legal place.",
    ),
    (
        "damage_cap_heal_on_discard",
        (_p("cap", "int"), _p("heal", "int")),
        "You take at most `cap` damage at a time; when this card is discarded you recover `heal` "
        "HP.",
    ),
    (
        "damage_once_per_turn_draw",
        (_p("events", "int"), _p("draw", "int")),
        "You are damaged at most `events` time(s) per turn; each time you are damaged you may "
        "draw `draw`.",
    ),
    ("defence_move_skills", (), "Defending: your move's skill may fire too."),
    # --- lightness -----------------------------------------------------------------------------
    (
        "fix_distance",
        (_p("distance", "int"), _p("per_turn", "int")),
        "Play phase, `per_turn` time(s) per turn: your distance to one character is `distance` "
        "this turn.",
    ),
    # --- special cards -------------------------------------------------------------------------
    (
        "tulongdao",
        (_p("damage", "int"), _p("damage_colour", "colour")),
        "Won by killing the first cult member; discard for an extra turn, `damage` damage of "
        "`damage_colour`, or summoning 玄铁剑.",
    ),
    (
        "yitianjian",
        (),
        "Held by the leader: allies of the same faction may play moves on the leader's behalf.",
    ),
    (
        "delayed_passing_damage",
        (_p("hit", "colour_set"), _p("damage", "int"), _p("damage_colour", "colour")),
        "Delayed, on yourself: a judgement in `hit` deals `damage` damage of `damage_colour`, "
        "otherwise the card passes to the next player.",
    ),
    # --- strategy ------------------------------------------------------------------------------
    (
        "force_attack_or_give_internal",
        (),
        "A character with an internal art must attack a character you name in its range, or "
        "give you that internal art.",
    ),
    (
        "duel",
        (_p("damage", "int"),),
        "You and the target alternately play moves that can block the previous one; the first "
        "who cannot takes `damage` damage.",
    ),
    ("set_alignment_evil", (), "A character's alignment becomes evil (恶)."),
    (
        "cleanse_heal",
        (_p("amount", "int"),),
        "A character loses all adverse statuses and recovers `amount` HP.",
    ),
    (
        "maomingdingti",
        (),
        "This turn, a character loses its hero skills and gains those of 裘千仞.",
    ),
    (
        "next_move_counters",
        (),
        "This turn, a character's next move counters its opponent's move whatever the colours.",
    ),
    (
        "link_pair",
        (_p("targets", "int"), _p("recast_draw", "int")),
        "Link `targets` characters differing in gender or alignment (和合), or recast: discard "
        "it and draw `recast_draw`.",
    ),
    (
        "damage_boost_self_rescue",
        (_p("amount", "int"), _p("per_turn", "int"), _p("heal", "int")),
        "Play phase (`per_turn` per turn): your next damaging move this turn deals +`amount`; "
        "or, when you are dying, recover `heal` HP.",
    ),
    # --- effects of test-only faces (no shipped deck; tests/rulesets/qxs/cards/content/) --------
    (
        "draw_then_discard",
        (_p("n", "int", 2), _p("discard", "int", 1)),
        "Draw `n` cards, then discard `discard` cards from your hand (as many as you hold).",
    ),
)


def _build() -> dict[str, Effect]:
    effects: dict[str, Effect] = {}
    for code, (eid, params, summary) in enumerate(_SPECS):
        assert eid not in effects, eid
        assert len(params) <= MAX_PARAMS, eid
        for p in params:
            assert p.type in PARAM_TYPES, (eid, p)
        effects[eid] = Effect(eid, code, params, summary)
    return effects


EFFECTS: dict[str, Effect] = _build()
"""Effect id -> :class:`Effect`, in code order."""

N_EFFECTS = len(EFFECTS)
EFFECT_IDS: tuple[str, ...] = tuple(EFFECTS)
"""Effect ids indexed by code."""

# --- integer codes (stable; checked against the registry below) ---------------------------------
EFFECT_NONE = 0
EFFECT_COLOUR_POWER_BONUS = 1
EFFECT_JUDGEMENT_BLOCK = 2
EFFECT_ATTRIBUTE_GUARD = 3
EFFECT_HEAL = 4
EFFECT_CANCEL_STRATEGY = 5
EFFECT_CANCEL_POISON = 6
EFFECT_DRAW = 7
EFFECT_ALL_PLAY_MOVE_OR_DAMAGE = 8
EFFECT_DELAYED_SKIP_PHASE = 9
EFFECT_DISCARD_TARGET_CARD = 10
EFFECT_TAKE_TARGET_CARD = 11
EFFECT_FACE_DOWN = 12
EFFECT_COUNTER_COLOUR = 13
EFFECT_LOW_HP_POWER_BONUS = 14
EFFECT_AFTER_DAMAGE_DRAW = 15
EFFECT_NO_MOVE_DAMAGE_BONUS = 16
EFFECT_AFTER_DAMAGE_OTHER_DRAWS = 17
EFFECT_DUGUJIUJIAN = 18
EFFECT_JUDGEMENT_DAMAGE_BONUS = 19
EFFECT_HAMAGONG = 20
EFFECT_DISCARD_INSTEAD_OF_DAMAGE = 21
EFFECT_UNCOUNTERED_DISCARD_TARGET = 22
EFFECT_AFTER_DAMAGE_DISCARD_OR_DAMAGE = 23
EFFECT_AFTER_DAMAGE_TAKE_HAND_CARD = 24
EFFECT_RESTRICT_DEFENCE_COLOUR = 25
EFFECT_UNCOUNTERED_FOLLOW_UP = 26
EFFECT_AFTER_DAMAGE_FOLLOW_UP = 27
EFFECT_NEAR_TARGET_POWER_SET = 28
EFFECT_UNCOUNTERED_SELF_LOSS_DAMAGE = 29
EFFECT_SUPPRESS_AFTER_DAMAGE_SKILLS = 30
EFFECT_AFTER_DAMAGE_NEXT_SEAT_DISCARDS = 31
EFFECT_AFTER_DAMAGE_JUDGEMENT_SKIP_PHASE = 32
EFFECT_TWO_ADJACENT_TARGETS = 33
EFFECT_EMPTY_HAND_DAMAGE_BONUS = 34
EFFECT_DEFEND_AUTO_BLOCK = 35
EFFECT_FEMALE_POWER_BONUS = 36
EFFECT_AFTER_DAMAGE_FACE_DOWN = 37
EFFECT_IGNORE_TARGET_MENTAL = 38
EFFECT_PAY_TO_FORCE_DAMAGE = 39
EFFECT_RETRY_UNTIL_DAMAGE = 40
EFFECT_AFTER_DAMAGE_DISCARD_LIGHTNESS = 41
EFFECT_VIRTUAL_MOVE = 42
EFFECT_LIFESTEAL = 43
EFFECT_OPPOSITE_GENDER_POWER_BONUS = 44
EFFECT_UNLIMITED_ATTACKS = 45
EFFECT_DAMAGED_TAKE_FROM_SOURCE = 46
EFFECT_DAMAGED_DISCARD_TO_RETALIATE = 47
EFFECT_COPY_ATTACKER_MOVE = 48
EFFECT_NEGATE_ATTACKER_MOVE_SKILL = 49
EFFECT_DAMAGED_MOVE_TABLE_CARD = 50
EFFECT_DAMAGE_CAP_HEAL_ON_DISCARD = 51
EFFECT_DAMAGE_ONCE_PER_TURN_DRAW = 52
EFFECT_DEFENCE_MOVE_SKILLS = 53
EFFECT_FIX_DISTANCE = 54
EFFECT_TULONGDAO = 55
EFFECT_YITIANJIAN = 56
EFFECT_DELAYED_PASSING_DAMAGE = 57
EFFECT_FORCE_ATTACK_OR_GIVE_INTERNAL = 58
EFFECT_DUEL = 59
EFFECT_SET_ALIGNMENT_EVIL = 60
EFFECT_CLEANSE_HEAL = 61
EFFECT_MAOMINGDINGTI = 62
EFFECT_NEXT_MOVE_COUNTERS = 63
EFFECT_LINK_PAIR = 64
EFFECT_DAMAGE_BOOST_SELF_RESCUE = 65
EFFECT_DRAW_THEN_DISCARD = 66

_CONSTANTS = {n: v for n, v in globals().items() if re.fullmatch(r"EFFECT_[A-Z0-9_]+", n)}
_CONSTANTS.pop("EFFECT_IDS")
if _CONSTANTS != {f"EFFECT_{e.upper()}": c.code for e, c in EFFECTS.items()}:  # pragma: no cover
    raise RuntimeError("EFFECT_* constants and the effect registry disagree")
del _CONSTANTS


# --- encoding ----------------------------------------------------------------------------------
def _encode_value(ptype: str, value: Any) -> int:
    """Encode one parameter value of type ``ptype``; raise ValueError with the reason if bad."""
    if ptype == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"expected an integer, got {value!r}")
        if not -(2**31) <= value < 2**31:
            raise ValueError(f"integer {value} does not fit in int32")
        return value
    if ptype == "bool":
        if not isinstance(value, bool):
            raise ValueError(f"expected true or false, got {value!r}")
        return int(value)
    if ptype == "colour":
        return colour_code(value)
    if ptype == "colour_set":
        if not isinstance(value, (list, tuple)) or not value:
            raise ValueError(f"expected a non-empty list of colours, got {value!r}")
        mask = 0
        for item in value:
            bit = 1 << colour_code(item)
            if mask & bit:
                raise ValueError(f"colour {item!r} listed twice")
            mask |= bit
        return mask
    if ptype == "phase":
        if value not in PHASE_NAMES:
            raise ValueError(f"unknown phase {value!r} (expected one of {', '.join(PHASE_NAMES)})")
        return PHASE_NAMES.index(value)
    raise AssertionError(ptype)  # pragma: no cover - registry is checked at import


def colour_code(value: Any) -> int:
    """Return the integer code of a colour name (``red`` -> 0 ...); ValueError if unknown."""
    if isinstance(value, str) and value in COLOUR_NAMES:
        return COLOUR_NAMES.index(value)
    raise ValueError(f"unknown colour {value!r} (expected one of {', '.join(COLOUR_NAMES)})")


def encode_params(effect_id: str, params: dict[str, Any] | None) -> list[int]:
    """Validate ``params`` for ``effect_id`` and encode them as ``MAX_PARAMS`` ints.

    Raises ValueError naming the problem: unknown effect id, unknown parameter, missing required
    parameter or a value of the wrong type.
    """
    if effect_id not in EFFECTS:
        raise ValueError(f"unknown effect id {effect_id!r}")
    spec = EFFECTS[effect_id]
    params = dict(params or {})
    unknown = sorted(set(params) - set(spec.param_names()))
    if unknown:
        expected = ", ".join(spec.param_names()) or "none"
        raise ValueError(
            f"effect {effect_id!r}: unknown param(s) {', '.join(unknown)} (expected: {expected})"
        )
    row = [0] * MAX_PARAMS
    for i, p in enumerate(spec.params):
        if p.name in params:
            value = params[p.name]
        elif p.required:
            raise ValueError(f"effect {effect_id!r}: missing required param {p.name!r} ({p.type})")
        else:
            value = p.default
        try:
            row[i] = _encode_value(p.type, value)
        except ValueError as exc:
            raise ValueError(f"effect {effect_id!r}: param {p.name!r} ({p.type}): {exc}") from None
    return row
