"""Generate the dispatchers the engine calls for card effects and hero skills.

Every card effect's code lives in its module ``qxs_env/rulesets/qxs/cards/<effect id>.py`` and
every hero skill's in ``qxs_env/rulesets/qxs/skills/<skill id>.py``; the ruleset's rules
(``qxs_env/rulesets/qxs/*.py``) call one dispatcher per hook (a :class:`Target`'s ``hooks``),
and a dispatcher is a chain of ``if e == EFFECT_<ID>: return <id>_card.<hook>(...)`` (cards) or
``if code == SKILL_<ID>: return <id>_skill.<hook>(...)`` (skills) lines, one per module that
defines the hook. numba resolves such static calls at compile time (no function pointers, no
per-call lookup), and a hook decorated ``@njit_inlined`` is inlined into its dispatcher, so the
generated chain compiles and runs like the hand-written chains it replaced. Each target's file
(``cards/dispatch.py``, ``skills/dispatch.py``) is generated, checked in (ruff-formatted), and a
test fails when regenerating would change its code::

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

import argparse
import ast
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
GENERATED = "dispatch"  # the generated module's name in each target's package


@dataclass(frozen=True)
class Hook:
    """A hook a module may define, and the dispatcher the engine calls for it."""

    name: str  # the function name in a module
    dispatcher: str  # the generated dispatcher's name
    args: str  # the hook's arguments (the dispatcher adds the target's key after them, unless one)
    default: str  # what the dispatcher returns when no module defines the hook for the key
    doc: str  # the dispatcher's docstring
    returns: bool = True  # the hook's own result is returned (else: True after the call)
    result: bool = True  # the dispatcher returns a value (else: a bare return after the call)
    core: tuple[
        str, ...
    ] = ()  # rule functions ``default`` calls, as ``module.name`` (rulesets.qxs)
    # a rule query asked in the hot loops (legal targets, usable cards): the dispatcher itself is
    # inlined into its callers (numba ``inline="always"``), so asking costs no call
    query: bool = False


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


@dataclass(frozen=True)
class Table:
    """Module data gathered into one generated tuple of ``(code, <module>.<name>)`` pairs."""

    name: str  # the module-level name a module may define (TRIGGERS)
    generated: str  # the generated tuple's name
    doc: str  # the generated tuple's docstring


SKILL_TABLES: tuple[Table, ...] = (
    Table(
        "TRIGGERS",
        "MODULE_TRIGGERS",
        "(skill code, its module's ``TRIGGERS``: ``(TP_*, ROLE_* | TRIG_*)`` rows) for every\n"
        "skill module that declares trigger points; ``tables.SKILL_TRIGGERS`` is built from it.",
    ),
)


@dataclass(frozen=True)
class Variant:
    """A dispatch file of a subset of a target's modules, for the configurations that can reach
    no other (``qxs_env.rulesets.qxs.skill_sets``: the engine compiles only the file its
    configuration needs, so a heroes-off game compiles no hero skill)."""

    name: str  # the file is ``dispatch_<name>.py``
    doc: str  # what the subset is, for the file's docstring
    members: Callable[[], set[str]]  # the module ids it dispatches (read when generating)
    defaults: tuple[tuple[str, str], ...] = ()  # (hook name, default) replacing the hook's


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


@dataclass(frozen=True)
class Target:
    """A package of one module per id, and the dispatch file generated from its modules."""

    package: str  # the package's name under qxs_env/rulesets/qxs/ (cards, skills)
    key: str  # the dispatchers' argument holding the id's code (e, code)
    prefix: str  # the code constants' prefix (EFFECT_, SKILL_)
    constants: str  # the module defining the code constants
    alias: str  # a module's name in the generated file is ``<id>_<alias>`` (heal_card)
    hooks: tuple[Hook, ...]
    directory: Path  # the package's folder (a test points it at a made-up one)
    tables: tuple[Table, ...] = ()
    variants: tuple[Variant, ...] = ()  # more dispatch files, of subsets of the modules

    @property
    def output(self) -> Path:
        """The generated file."""
        return self.directory / f"{GENERATED}.py"

    def output_of(self, variant: Variant | None) -> Path:
        """The generated file of ``variant`` (None: the one of every module)."""
        if variant is None:
            return self.output
        return self.directory / f"{GENERATED}_{variant.name}.py"

    def at(self, directory: Path) -> Target:
        """The same target reading its modules from ``directory``."""
        return Target(
            self.package,
            self.key,
            self.prefix,
            self.constants,
            self.alias,
            self.hooks,
            directory,
            self.tables,
            self.variants,
        )


CARDS = Target(
    "cards",
    "e",
    "EFFECT_",
    "qxs_env.rulesets.qxs.content.effects",
    "card",
    CARD_HOOKS,
    PACKAGE_DIR / "cards",
)
SKILLS = Target(
    "skills",
    "code",
    "SKILL_",
    "qxs_env.rulesets.qxs.content.skills",
    "skill",
    SKILL_HOOKS,
    PACKAGE_DIR / "skills",
    SKILL_TABLES,
    SKILL_VARIANTS,
)
TARGETS = {t.package: t for t in (CARDS, SKILLS)}


def hooks_of(target: Target, path: Path) -> set[str]:
    """The hook names defined (as top-level functions) by the module at ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    return names & {h.name for h in target.hooks}


def tables_of(target: Target, path: Path) -> set[str]:
    """The table names (:class:`Table`) the module at ``path`` assigns at its top level."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {
        t.id
        for n in tree.body
        if isinstance(n, ast.Assign)
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    return names & {t.name for t in target.tables}


def modules(target: Target) -> list[str]:
    """Ids that have a module in the target's folder, in name order."""
    skip = {"__init__", GENERATED}
    return sorted(
        p.stem
        for p in target.directory.glob("*.py")
        if p.stem not in skip and not p.stem.startswith(f"{GENERATED}_")
    )


def _alias(target: Target, mid: str) -> str:
    """The name a module is imported under in the generated file (``<id>_card``, ``<id>_skill``:
    ids such as ``heal`` or ``draw`` are also names of engine functions)."""
    return f"{mid}_{target.alias}"


def _dispatcher(target: Target, hook: Hook, owners: list[str], default: str) -> list[str]:
    """The source lines of one dispatcher (``default``: what it returns for other keys)."""
    params = [a.strip() for a in hook.args.split(",")]
    sig = hook.args if target.key in params else f"{hook.args}, {target.key}"
    deco = "@njit_inlined" if hook.query else "@njit_cached"
    out = [deco, f"def {hook.dispatcher}({sig}):", f'    """{hook.doc}"""']
    for mid in owners:
        call = f"{_alias(target, mid)}.{hook.name}({hook.args})"
        out.append(f"    if {target.key} == {target.prefix}{mid.upper()}:")
        if hook.returns:
            out.append(f"        return {call}")
        elif hook.result:
            out += [f"        {call}", "        return True"]
        else:
            out += [f"        {call}", "        return"]
    if hook.result:
        out.append(f"    return {default}")
    elif not owners:
        out.append("    return")
    return out


def _core_imports(target: Target, hooks: list[Hook]) -> list[str]:
    """The import lines of the rule functions the defaults of ``hooks`` call (if any)."""
    by_module: dict[str, list[str]] = {}
    for dotted in sorted({n for h in hooks for n in h.core}):
        module, name = dotted.rsplit(".", 1)
        by_module.setdefault(module, []).append(name)
    return [
        f"from qxs_env.rulesets.qxs.{module} import {', '.join(names)}"
        for module, names in sorted(by_module.items())
    ]


def generate(target: Target, variant: Variant | None = None) -> str:
    """The text of the target's ``dispatch.py`` for the modules in its folder, or of
    ``dispatch_<variant>.py`` for the variant's subset of them."""
    mods = modules(target)
    if variant is not None:
        members = variant.members()
        mods = [m for m in mods if m in members]
    defaults = dict(variant.defaults) if variant is not None else {}
    owners = {
        h.name: [m for m in mods if h.name in hooks_of(target, target.directory / f"{m}.py")]
        for h in target.hooks
    }
    tables = target.tables if variant is None else ()
    holders = {
        t.name: [m for m in mods if t.name in tables_of(target, target.directory / f"{m}.py")]
        for t in tables
    }
    used = sorted({m for ms in [*owners.values(), *holders.values()] for m in ms})
    pkg = f"qxs_env.rulesets.qxs.{target.package}"
    what = "every module" if variant is None else variant.doc
    name = GENERATED if variant is None else f"{GENERATED}_{variant.name}"
    jit_names = ["njit_cached"] + (["njit_inlined"] if any(h.query for h in target.hooks) else [])
    lines = [
        f'"""The {target.alias} dispatchers the engine calls: GENERATED by',
        f"``python -m qxs_env.rulesets.qxs.dispatch_gen --target {target.package}`` from the",
        f"hooks each module of ``{pkg}`` defines (see that module); do not",
        "edit by hand.",
        "",
        *textwrap.wrap(f"This file dispatches {what}.", 96),
        '"""',
        "",
        "from __future__ import annotations",
        "",
    ]
    if used:
        codes = [f"    {target.prefix}{m.upper()}," for m in used]
        lines += [f"from {target.constants} import (", *codes, ")"]
    lines += [
        "from qxs_env.engine.jit import " + ", ".join(jit_names),
        *_core_imports(target, [h for h in target.hooks if h.name not in defaults]),
        *[f"from {pkg} import {m} as {_alias(target, m)}" for m in used],
        "",
        f"{target.package.upper()} = (",
        *[f"    {m!r}," for m in used],
        ")",
        f'"""The ids of the {target.package} dispatched here (``{name}.py``)."""',
    ]
    for table in tables:
        lines += ["", f"{table.generated} = ("]
        lines += [
            f"    ({target.prefix}{m.upper()}, {_alias(target, m)}.{table.name}),"
            for m in holders[table.name]
        ]
        lines += [")", f'"""{table.doc}"""']
    for hook in target.hooks:
        default = defaults.get(hook.name, hook.default)
        lines += ["", "", *_dispatcher(target, hook, owners[hook.name], default)]
    return "\n".join(lines) + "\n"


def outputs(target: Target) -> list[tuple[Variant | None, Path]]:
    """Every file generated for the target: ``dispatch.py`` and one per variant."""
    return [(None, target.output)] + [(v, target.output_of(v)) for v in target.variants]


def is_current(target: Target, text: str | None = None, variant: Variant | None = None) -> bool:
    """True when the target's ``dispatch.py`` (or the variant's file) holds the same code as a
    fresh generation (compared as syntax trees, so its formatting and the order of its imports,
    which ruff sorts, do not matter)."""
    out = target.output_of(variant)
    if not out.exists():
        return False
    fresh = _tree_text(generate(target, variant) if text is None else text)
    return _tree_text(out.read_text(encoding="utf-8")) == fresh


def _tree_text(source: str) -> str:
    """``ast.dump`` of ``source`` with its module-level imports in one sorted order."""
    tree = ast.parse(source)
    imports = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    rest = [n for n in tree.body if not isinstance(n, (ast.Import, ast.ImportFrom))]
    parts = sorted(ast.dump(n) for n in imports) + [ast.dump(n) for n in rest]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the dispatch files, or with ``--check`` exit 1 when one differs from a fresh
    generation."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a dispatch.py is stale")
    ap.add_argument("--target", choices=[*TARGETS, "all"], default="all", help="which file")
    args = ap.parse_args(argv)
    targets = list(TARGETS.values()) if args.target == "all" else [TARGETS[args.target]]
    stale = 0
    for target in targets:
        for variant, out in outputs(target):
            text = generate(target, variant)
            if args.check:
                if not is_current(target, text, variant):
                    stale += 1
                    print(f"{out} is stale: run python -m qxs_env.rulesets.qxs.dispatch_gen")
                continue
            out.write_text(text, encoding="utf-8")
            if shutil.which("ruff"):  # checked in ruff-formatted, imports sorted (the check
                # compares syntax trees and ignores both)
                subprocess.run(["ruff", "check", "-q", "--fix", "--select", "I", str(out)])
                subprocess.run(["ruff", "format", "-q", str(out)], check=False)
            print(f"wrote {out}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
