"""Generate 三国杀's card dispatchers (``cards/dispatch.py``) with the framework's generator
(:mod:`qxs_env.engine.dispatch_gen`): one module per card effect in ``cards/`` (named after the
effect id of ``configs/sanguosha/cards.yaml``, its code ``layout.EFFECT_<ID>``: a face's own id,
or ``horse_plus`` / ``horse_minus`` for the three horses of each kind), and one dispatcher per
hook (:data:`CARD_HOOKS`), a chain of ``if e == EFFECT_<ID>: return <id>_card.<hook>(...)``
lines over the modules that define the hook; the rules pass ``tb.face_effect[face]``. A test
fails while the checked-in file is stale::

    python -m qxs_env.rulesets.sanguosha.dispatch_gen          # rewrite cards/dispatch.py
    python -m qxs_env.rulesets.sanguosha.dispatch_gen --check  # exit 1 if it is stale

An effect whose module does not define a hook gets the hook's default; a deck holds only faces
whose effect has a module (``tables.DECKS``), and the fuzz's invariants would catch a face that
does nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qxs_env.engine import dispatch_gen as framework
from qxs_env.engine.dispatch_gen import Hook, Target

RULESET = "qxs_env.rulesets.sanguosha"
PACKAGE_DIR = Path(__file__).resolve().parent

CARD_HOOKS: tuple[Hook, ...] = (
    Hook(
        "aimed",
        "card_aimed",
        "e",
        "False",
        "Is a card of effect e aimed at a seat its user chooses (DEC_TARGET)?",
        query=True,
    ),
    Hook(
        "usable",
        "card_usable",
        "g, tb, cfg, p",
        "False",
        "May seat p use a card of effect e in its play phase now (some target is legal)?",
    ),
    Hook(
        "valid_target",
        "card_valid_target",
        "g, tb, cfg, p, c, t",
        "False",
        "May seat p aim its card c of effect e at seat t?",
    ),
    Hook(
        "add_targets",
        "card_add_targets",
        "g, tb, cfg, u, p",
        "False",
        "The fixed targets of seat p's card of effect e into use record u, in the order its\n"
        "    effect resolves; True when the face has fixed targets.",
        returns=False,
    ),
    Hook(
        "effect",
        "card_effect",
        "g, tb, cfg, i, u, k",
        "False",
        "The effect of use u's card (effect e) on its target k (frame i): it acts at once or\n"
        "    pushes OP_EFFECT; True when the face has an effect.",
        returns=False,
    ),
    Hook(
        "step",
        "card_step",
        "g, tb, cfg, i, st",
        "False",
        "One stage st of the OP_EFFECT frame i of a card of effect e; True when the face has\n"
        "    such a frame.",
        returns=False,
    ),
    Hook(
        "sub_aimed",
        "card_sub_aimed",
        "e",
        "False",
        "Does a card of effect e, once aimed, name a sub-target for its target (DEC_VICTIM)?",
        query=True,
    ),
    Hook(
        "valid_sub_target",
        "card_valid_sub_target",
        "g, tb, cfg, p, c, t, v",
        "False",
        "May seat p's card c of effect e, aimed at seat t, name seat v as t's sub-target?",
    ),
    Hook(
        "judged",
        "card_judged",
        "g, tb, cfg, i, p, c, r",
        "False",
        "Card c of effect e in seat p's judgement area was judged with judgement card r (the\n"
        "    judgement phase's frame i): act, put c away; True when the face is judged.",
        returns=False,
    ),
    Hook(
        "judge_cancelled",
        "card_judge_cancelled",
        "g, tb, cfg, p, c",
        "False",
        "無懈可擊 cancelled card c of effect e of seat p's judgement area before its judgement:\n"
        "    put c away; True when the face is judged.",
        returns=False,
    ),
    Hook(
        "picked",
        "card_picked",
        "g, tb, cfg, p, t, c",
        "False",
        "Seat p's card of effect e picked card c of seat t (DEC_PICK); True when the face picks.",
        returns=False,
    ),
    # --- a weapon's powers, dispatched by the effect of the weapon its owner holds
    # (``sha.weapon_effect``) from the 殺 flow (cards/sha.py) and the decisions
    Hook(
        "ignores_armour",
        "weapon_ignores_armour",
        "e",
        "False",
        "Does a weapon of effect e make its owner's 殺 ignore the target's armour?",
        query=True,
    ),
    Hook(
        "on_dodged",
        "weapon_on_dodged",
        "g, tb, cfg, i",
        "False",
        "The 殺 of OP_EFFECT frame i was dodged and its user holds a weapon of effect e: True\n"
        "    when the weapon pushed a frame (its result 1: the 殺 hits anyway).",
    ),
    Hook(
        "on_hit",
        "weapon_on_hit",
        "g, tb, cfg, i",
        "False",
        "The 殺 of OP_EFFECT frame i dealt its damage and its user holds a weapon of effect e:\n"
        "    True when the weapon pushed a frame.",
    ),
    Hook(
        "power_step",
        "weapon_power_step",
        "g, tb, cfg, i, st",
        "False",
        "One stage st of the OP_WEAPON frame i of a weapon of effect e; True when the weapon\n"
        "    has such a frame.",
        returns=False,
    ),
    Hook(
        "power_mask",
        "weapon_power_mask",
        "g, tb, cfg, i",
        "False",
        "The legal actions of the DEC_WEAPON frame i of a weapon of effect e; True when the\n"
        "    weapon asks such decisions.",
        returns=False,
    ),
    Hook(
        "extra_targets",
        "weapon_extra_targets",
        "g, tb, cfg, p, c",
        "0",
        "How many more seats seat p may aim its 殺 c at (it holds a weapon of effect e).",
    ),
    Hook(
        "converts",
        "weapon_converts",
        "g, tb, cfg, p",
        "False",
        "May seat p make a 殺 of its cards with its weapon of effect e now?",
    ),
)
"""The hooks a card module may define (each ``@njit_inlined``, with exactly these arguments);
a weapon module's powers are the ``weapon_*`` dispatchers, called with the effect of the
weapon its owner holds."""

CARDS = Target(
    RULESET, "cards", "e", "EFFECT_", "layout", "card", CARD_HOOKS, PACKAGE_DIR / "cards"
)
TARGETS = {CARDS.package: CARDS}


def main(argv: list[str] | None = None) -> int:
    """Rewrite 三国杀's dispatch file, or with ``--check`` exit 1 when it differs from a fresh
    generation (the framework's command line over :data:`TARGETS`)."""
    return framework.main(TARGETS, argv, __doc__.splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
