"""Generate 三国杀's card and skill dispatchers (``cards/dispatch.py``, ``skills/dispatch.py``)
with the framework's generator
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

Skills (``skills/``, one module per skill id of ``configs/sanguosha/heroes.yaml``, its code
``layout.SKILL_<ID>``): the hooks of :data:`SKILL_HOOKS` keyed by the skill (its button, its
frame's steps, its targets), and the queries of :data:`SKILL_STATUSES` over a seat's skill
slots (``g.skill_slot``): the trigger scan's ``hears``, the draw, distance, 殺 limit, target,
discard, rescue and 閃 rules a skill changes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from qxs_env.engine import dispatch_gen as framework
from qxs_env.engine.dispatch_gen import Hook, Slots, Status, Target

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

SKILL_HOOKS: tuple[Hook, ...] = (
    Hook(
        "usable",
        "skill_usable",
        "g, tb, cfg, p",
        "False",
        "May seat p press the button of its active skill s in its play phase now (DEC_PLAY)?",
    ),
    Hook(
        "activate",
        "skill_activate",
        "g, tb, cfg, p",
        "False",
        "Seat p pressed the button of skill s: it acts at once or pushes its OP_SKILL frame.",
        returns=False,
    ),
    Hook(
        "step",
        "skill_step",
        "g, tb, cfg, i, st",
        "False",
        "One stage st of the OP_SKILL frame i of skill s; True when the skill has such a frame.",
        returns=False,
    ),
    Hook(
        "valid_target",
        "skill_valid_target",
        "g, tb, cfg, p, t",
        "False",
        "May seat p choose seat t for its skill s (DEC_SKILL_TARGET)?",
    ),
)
"""The hooks a skill module may define, keyed by the skill's code ``s`` (``layout.SKILL_*``)."""

SKILL_SLOTS = Slots("g.skill_slot[p, k]", "SKILL_SLOTS", "layout")
"""A seat's skill slots: slot k of seat p holds a skill code (-1: none)."""

SKILL_STATUSES: tuple[Status, ...] = (
    Status(
        "hears",
        "skills_hear",
        "g, tb, cfg, point, p, subject, source, ctx",
        "sum",
        "Seat p's skills at trigger point ``point`` (``layout.PT_*``; subject, source, the\n"
        "    frame ``ctx``): locked ones act at once, optional ones push their frames; how many\n"
        "    frames were pushed (the trigger scan, skill_steps.scan).",
    ),
    Status(
        "draw_bonus",
        "skills_draw_bonus",
        "g, tb, cfg, p",
        "sum",
        "Cards p's skills add to its draw phase (英姿).",
    ),
    Status(
        "attack_distance",
        "skills_attack_distance",
        "g, tb, p",
        "sum",
        "What p's skills add to its distance to every other seat (馬術: -1).",
    ),
    Status(
        "sha_unlimited",
        "skills_sha_unlimited",
        "g, tb, p",
        "any",
        "Do p's skills lift its 殺 limit (飛將)?",
    ),
    Status(
        "untargetable",
        "skills_untargetable",
        "g, tb, cfg, p, e",
        "any",
        "Do p's skills forbid choosing p as a target of a card of effect e (空城, 謙遜)?",
    ),
    Status(
        "trick_unbounded",
        "skills_trick_unbounded",
        "g, tb, p",
        "any",
        "Do p's skills free its tricks of their distance limit (奇才)?",
    ),
    Status(
        "keeps_hand",
        "skills_keep_hand",
        "g, tb, cfg, p",
        "any",
        "Do p's skills skip its discarding this turn (克己)?",
    ),
    Status(
        "rescue_bonus",
        "skills_rescue_bonus",
        "g, tb, cfg, p, q",
        "sum",
        "HP p's skills add to a 桃 seat q uses on the dying p (救援).",
    ),
    Status(
        "answer_pattern",
        "skills_answer_pattern",
        "g, tb, cfg, p, ask, pat",
        "fold",
        "The pattern of the cards p may give when asked ``ask`` (``ASK_SHAN``, ``ASK_SHA``,\n"
        "    ``ANSWER_RESCUE``), from the card's own ``pat``: p's conversions widen it (傾國,\n"
        "    龍膽, 武聖, 急救).",
        fold="pat",
    ),
    Status(
        "equipment_answers",
        "skills_equipment_answers",
        "g, tb, cfg, p, ask",
        "any",
        "May p give an equipped card that matches its answer pattern when asked ``ask``\n"
        "    (武聖: a 殺, 急救: a rescue; ruling S-OPEN-45, S-OPEN-57)?",
    ),
    Status(
        "shan_needed",
        "skills_shan_needed",
        "g, tb, cfg, p",
        "sum",
        "閃 more than one that p's skills demand against p's 殺 (無雙: 1).",
    ),
)
"""Queries over a seat's skills (each module answers for its slot ``k``)."""

SKILLS = Target(
    RULESET,
    "skills",
    "s",
    "SKILL_",
    "layout",
    "skill",
    SKILL_HOOKS,
    PACKAGE_DIR / "skills",
    statuses=SKILL_STATUSES,
    slots=SKILL_SLOTS,
)
TARGETS = {CARDS.package: CARDS, SKILLS.package: SKILLS}


def main(argv: list[str] | None = None) -> int:
    """Rewrite 三国杀's dispatch file, or with ``--check`` exit 1 when it differs from a fresh
    generation (the framework's command line over :data:`TARGETS`)."""
    return framework.main(TARGETS, argv, __doc__.splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
