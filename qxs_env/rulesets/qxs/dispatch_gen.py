"""Generate the dispatchers the engine calls for card effects and hero skills.

Every card effect's code lives in its module ``qxs_env/rulesets/qxs/cards/<effect id>.py`` and
every hero skill's in ``qxs_env/rulesets/qxs/skills/<skill id>.py``; the ruleset's rules
(``qxs_env/rulesets/qxs/*.py``) call one dispatcher per hook (a :class:`Target`'s ``hooks``),
and a dispatcher is a chain of ``if e == EFFECT_<ID>: return <id>_card.<hook>(...)`` (cards) or
``if code == SKILL_<ID>: return <id>_skill.<hook>(...)`` (skills) lines, one per module that
defines the hook. The generator is the framework's (:mod:`qxs_env.engine.dispatch_gen`, which
says why such chains compile like hand-written ones); this module holds only 群侠杀's part: its
hook lists (:data:`CARD_HOOKS`, :data:`SKILL_HOOKS`), the skills' trigger table, the skill sets'
files (:data:`SKILL_VARIANTS`, ``qxs_env.rulesets.qxs.skill_sets``: a heroes-off game compiles
no hero skill) and the two targets. Each target's file (``cards/dispatch.py``,
``skills/dispatch.py``) is generated, checked in (ruff-formatted), and a test fails when
regenerating would change its code::

    python -m qxs_env.rulesets.qxs.dispatch_gen                  # rewrite both files
    python -m qxs_env.rulesets.qxs.dispatch_gen --check          # exit 1 if one is stale
    python -m qxs_env.rulesets.qxs.dispatch_gen --target skills  # one of them

Adding a card with a new effect: register the effect id in
``qxs_env/rulesets/qxs/content/effects.py``, add
the face to ``configs/cards.yaml``, write ``cards/<effect id>.py`` with the hooks it needs, run
this generator, add ``tests/rulesets/qxs/cards/test_<effect id>.py`` (docs/engine.md, "Adding a
card effect"). Adding a skill: the same with ``qxs_env/rulesets/qxs/content/skills.py``,
``configs/heroes.yaml`` and ``skills/<skill id>.py`` (docs/engine.md, "Adding a skill"); every
hook of one name takes the same arguments (:data:`SKILL_HOOKS`), whether it uses them or not
(an inlined hook's unused arguments cost nothing).
"""

from __future__ import annotations

import sys
from pathlib import Path

from qxs_env.engine import dispatch_gen as framework
from qxs_env.engine.dispatch_gen import (
    GENERATED,
    Hook,
    Slots,
    Status,
    Table,
    Target,
    Variant,
    generate,
    hooks_of,
    is_current,
    modules,
    outputs,
    tables_of,
)

__all__ = [
    "CARDS",
    "CARD_HOOKS",
    "GENERATED",
    "SKILLS",
    "SKILL_HOOKS",
    "SKILL_STATUSES",
    "SKILL_TABLES",
    "SKILL_VARIANTS",
    "TARGETS",
    "Hook",
    "Slots",
    "Status",
    "Table",
    "Target",
    "Variant",
    "generate",
    "hooks_of",
    "is_current",
    "main",
    "modules",
    "outputs",
    "tables_of",
]

RULESET = "qxs_env.rulesets.qxs"
PACKAGE_DIR = Path(__file__).resolve().parent


CARD_HOOKS: tuple[Hook, ...] = (
    Hook(
        "use_move",
        "card_use_move",
        "g, tb, cfg, i, p, c, f",
        "False",
        "A move used in the play phase, before its target prompt (OP_USE stage 0): True when\n"
        "    its effect asked something instead.",
    ),
    Hook(
        "use",
        "card_use",
        "g, tb, cfg, i, p, c, f",
        "False",
        "Stage 0 of OP_USE frame i for a card that starts on its own (no ordinary target\n"
        "    prompt): True when its effect took it.",
        returns=False,
    ),
    Hook(
        "resolve",
        "card_resolve",
        "g, tb, cfg, i, p, t, c, f",
        "True",
        "Stage 4 of OP_USE frame i: the card was not cancelled and acts on target t. True when\n"
        "    the card is done; False when it pushed a child and set its own stage.",
    ),
    Hook(
        "step",
        "card_step",
        "g, tb, cfg, i, p, c, f, st",
        "False",
        "A card's own stage st of OP_USE frame i: True when its effect has such stages (the\n"
        "    engine ends the frame otherwise).",
        returns=False,
    ),
    Hook(
        "second_target",
        "card_second_target",
        "g, tb, cfg, i, p, c, t",
        "False",
        "A move's first target t chosen: True when its effect asks for a second target.",
    ),
    Hook(
        "before_damage",
        "card_before_damage",
        "g, tb, cfg, i, p, t, c, f",
        "False",
        "OP_ATTACK frame i, stage 4 (before the damage): True when move c's effect took the\n"
        "    stage (set the next one).",
        returns=False,
    ),
    Hook(
        "replace_damage",
        "card_replace_damage",
        "g, tb, cfg, i, p, t, c, f",
        "False",
        "OP_ATTACK frame i, stage 6: True when move c's effect asked to replace the damage.",
    ),
    Hook(
        "after_damage",
        "card_after_damage",
        "g, tb, cfg, i, p, t, c, f",
        "False",
        "OP_ATTACK frame i: move c dealt damage to t (one that asks something sets stage 8,\n"
        "    where ``card_after_damage_answer`` reads the answer).",
        returns=False,
    ),
    Hook(
        "after_damage_answer",
        "card_after_damage_answer",
        "g, tb, cfg, i, p, t, c, f, r",
        "False",
        "OP_ATTACK frame i, stage 8: the answer r to what move c's after-damage effect\n    asked.",
        returns=False,
    ),
    Hook(
        "uncountered",
        "card_uncountered",
        "g, tb, cfg, i, p, t, c, f",
        "False",
        "OP_ATTACK frame i: t's defence did not counter move c (damage or not).",
        returns=False,
    ),
    Hook(
        "attack_step",
        "card_attack_step",
        "g, tb, cfg, i, p, t, c, f, st",
        "False",
        "A move's own stage st of OP_ATTACK frame i: True when its effect has such stages.",
        returns=False,
    ),
    Hook(
        "needs_target",
        "card_needs_target",
        "g, tb, c",
        "False",
        "Is a card of this effect used on a target the user chooses (the ordinary target\n"
        "    prompt of OP_USE)?",
        query=True,
    ),
    Hook(
        "valid_target",
        "card_valid_target",
        "g, tb, cfg, p, c, f, t, dist",
        "False",
        "May p aim card c at t, by its effect's own rule (after the framework's checks: alive,\n"
        "    immunities)? ``dist``: distances from p.",
        query=True,
    ),
    Hook(
        "valid_second",
        "card_valid_second",
        "g, tb, cfg, c, first, x",
        "False",
        "May x be the second target of two-target card c whose first target is ``first``?",
        query=True,
    ),
    Hook(
        "usable",
        "card_usable",
        "g, tb, cfg, p, c, f",
        "False",
        "May p use card c, a card without a target, now (its effect's own condition)?",
        query=True,
    ),
    Hook(
        "harmful",
        "card_harmful",
        "g, tb, c",
        "True",
        "Does card c count as aimed against its target (history H_HARM)? False for a card\n"
        "    that helps its target.",
        query=True,
    ),
)

SKILL_HOOKS: tuple[Hook, ...] = (
    Hook(
        "step",
        "skill_module_step",
        "g, tb, cfg, i, p, k, code, sub, ctx, r",
        "skill_shared_step(g, tb, cfg, i, p, k, code, sub, ctx, r)",
        "One step of p's skill ``code`` in slot k inside OP_SKILL frame i (its stage ``sub``,\n"
        "    the firing frame ``ctx``, a child's result ``r``): True when the skill is done (a\n"
        "    card-making skill hands its card to the parent with ret and returns False). The\n"
        "    skills that share their steps: skill_ops.skill_shared_step (inlined here).",
        core=("skill_ops.skill_shared_step",),
    ),
    Hook(
        "can_fire",
        "skill_module_can_fire",
        "g, tb, cfg, point, p, k, code, subject, source, ctx",
        "True",
        "Is p's optional skill ``code`` in slot k worth asking about at trigger point\n"
        "    ``point`` (its conditions and costs can be met)?",
    ),
    Hook(
        "active_ok",
        "skill_module_active_ok",
        "g, tb, cfg, p, k, code, op, pur, dist",
        "skill_shared_active_ok(g, tb, cfg, p, k, code, op, pur, dist)",
        "May p use its active skill ``code`` in slot k for the pending decision ``op``\n"
        "    (purpose ``pur``; ``dist``: distances from p)? The skills that share their test:\n"
        "    skill_firing.skill_shared_active_ok (inlined here).",
        core=("skill_firing.skill_shared_active_ok",),
    ),
    Hook(
        "locked",
        "skill_module_locked",
        "g, tb, cfg, point, p, k, code, subject, source, ctx",
        "None",
        "Apply p's locked skill ``code`` in slot k at trigger point ``point`` at once.",
        returns=False,
        result=False,
    ),
)


SKILL_SLOTS = Slots("g.skills[p, k]", "HERO_SKILLS", "layout")
"""A seat's skill slots: slot k of seat p holds the skill code ``g.skills[p, k]``."""

SKILL_STATUSES: tuple[Status, ...] = (
    Status(
        "distance_mods",
        "skills_distance_mods",
        "g, tb, p",
        "sum",
        "(attack, defence) distance changes of p's skills (R-M2), added like lightness arts: the\n"
        "    first to p's distance to others, the second to others' distance to p (ruling: never\n"
        "    below 1 in total).",
        width=2,
    ),
    Status(
        "power_bonus",
        "skills_power_bonus",
        "g, tb, p, q, col, attacking",
        "sum",
        "Power p's skills add to its move of colour ``col`` against q (R-M4), attacking or\n"
        "    not, after the floors.",
    ),
    Status(
        "power_floor",
        "skills_power_floor",
        "g, tb, cfg, p, q, pw, attacking",
        "fold",
        "The printed power ``pw`` of p's move against q raised by the floors of p's skills\n"
        "    (R-M4: before any bonus).",
        fold="pw",
    ),
    Status(
        "counters",
        "skills_counters",
        "g, tb, p, col, other_col",
        "any",
        "Does a skill of p make its move of colour ``col`` counter a move of ``other_col``\n"
        "    (R-M4's extra counters)?",
    ),
    Status(
        "on_use",
        "skills_on_use",
        "g, tb, cfg, p, c, cat, col",
        "each",
        "p used card c (category ``cat``, colour ``col`` as p puts it out) in its play\n"
        "    phase: each of p's skills that reacts does so.",
    ),
)
"""The status queries over a seat's skills (FreeKill's status skills): a skill module answers
for its slot by defining the function; the rules ask the generated aggregator through
``skill_sets`` (the skill set's file)."""


SKILL_TABLES: tuple[Table, ...] = (
    Table(
        "TRIGGERS",
        "MODULE_TRIGGERS",
        "(skill code, its module's ``TRIGGERS``: ``(TP_*, ROLE_* | TRIG_*)`` rows) for every\n"
        "skill module that declares trigger points; ``tables.SKILL_TRIGGERS`` is built from it.",
    ),
)


def _base_hero_skills() -> set[str]:
    """The skill ids of the base heroes (configs/heroes.yaml, set base: ``heroes="standard"``)."""
    from qxs_env.rulesets.qxs.content.loader import load_heroes

    return {s.id for h in load_heroes().heroes if h.set == "base" for s in h.skills}


def _no_modules() -> set[str]:
    return set()


SKILL_VARIANTS: tuple[Variant, ...] = (
    Variant(
        "base",
        "the skills of the 40 base heroes (``heroes='standard'``, the default game), for the"
        " configurations that can reach no other skill (``qxs_env.rulesets.qxs.skill_sets``)",
        _base_hero_skills,
    ),
    Variant(
        "off",
        "no skill, for ``heroes='off'``: no seat has a skill, and each dispatcher returns what"
        " a seat without the skill would get",
        _no_modules,
        (("step", "True"), ("can_fire", "False"), ("active_ok", "False")),
    ),
)


CARDS = Target(
    RULESET,
    "cards",
    "e",
    "EFFECT_",
    "content.effects",
    "card",
    CARD_HOOKS,
    PACKAGE_DIR / "cards",
)
SKILLS = Target(
    RULESET,
    "skills",
    "code",
    "SKILL_",
    "content.skills",
    "skill",
    SKILL_HOOKS,
    PACKAGE_DIR / "skills",
    SKILL_TABLES,
    SKILL_VARIANTS,
    statuses=SKILL_STATUSES,
    slots=SKILL_SLOTS,
)
TARGETS = {t.package: t for t in (CARDS, SKILLS)}


def main(argv: list[str] | None = None) -> int:
    """Rewrite 群侠杀's dispatch files, or with ``--check`` exit 1 when one differs from a fresh
    generation (the framework's command line over :data:`TARGETS`)."""
    return framework.main(TARGETS, argv, __doc__.splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
