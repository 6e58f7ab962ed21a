"""Generate ``qxs_env/rulesets/qxs/cards/dispatch.py``: the card dispatchers the engine calls.

Every card effect's code lives in its module ``qxs_env/rulesets/qxs/cards/<effect id>.py``; the
engine (``qxs_env.engine.core``) calls one dispatcher per hook (:data:`HOOKS`), and a dispatcher
is a chain of ``if e == EFFECT_<ID>: return <id>.<hook>(...)`` lines, one per module that defines
the hook. numba resolves such static calls at compile time (no function pointers, no
per-call lookup), so the generated chain compiles and runs like the hand-written chains it
replaced. The file is generated, checked in (ruff-formatted), and a test fails when regenerating
would change its code::

    python -m qxs_env.rulesets.qxs.card_dispatch_gen          # rewrite dispatch.py
    python -m qxs_env.rulesets.qxs.card_dispatch_gen --check  # exit 1 if it is stale

Adding a card with a new effect: register the effect id in ``qxs_env/content/effects.py``, add
the face to ``configs/cards.yaml``, write ``cards/<effect id>.py`` with the hooks it needs, run
this generator, add ``tests/rulesets/qxs/cards/test_<effect id>.py`` (docs/engine.md, "Add a
card").
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

CARDS_DIR = Path(__file__).resolve().parent / "cards"
OUTPUT = CARDS_DIR / "dispatch.py"


@dataclass(frozen=True)
class Hook:
    """A hook a card module may define, and the dispatcher the engine calls for it."""

    name: str  # the function name in a card module
    dispatcher: str  # the generated dispatcher's name
    args: str  # the hook's arguments (the dispatcher adds ``e`` after them)
    default: str  # what the dispatcher returns when no module defines the hook for ``e``
    doc: str  # the dispatcher's docstring
    returns: bool = True  # the hook's own result is returned (else: ``default`` after the call)
    # a rule query asked in the hot loops (legal targets, usable cards): the dispatcher itself is
    # inlined into its callers (numba ``inline="always"``), so asking costs no call
    query: bool = False


HOOKS: tuple[Hook, ...] = (
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


def hooks_of(path: Path) -> set[str]:
    """The hook names defined (as top-level functions) by the card module at ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    return names & {h.name for h in HOOKS}


def modules(cards_dir: Path = CARDS_DIR) -> list[str]:
    """Effect ids that have a module in ``cards_dir``, in name order."""
    skip = {"__init__", OUTPUT.stem}
    return sorted(p.stem for p in cards_dir.glob("*.py") if p.stem not in skip)


def _alias(eid: str) -> str:
    """The name a card module is imported under in the generated file (``<id>_card``: card
    ids such as ``heal`` or ``draw`` are also names of engine functions)."""
    return f"{eid}_card"


def _dispatcher(hook: Hook, owners: list[str]) -> list[str]:
    """The source lines of one dispatcher."""
    deco = "@njit_inlined" if hook.query else "@njit_cached"
    out = [deco, f"def {hook.dispatcher}({hook.args}, e):", f'    """{hook.doc}"""']
    call_args = hook.args
    for eid in owners:
        call = f"{_alias(eid)}.{hook.name}({call_args})"
        out.append(f"    if e == EFFECT_{eid.upper()}:")
        if hook.returns:
            out.append(f"        return {call}")
        else:
            out += [f"        {call}", "        return True"]
    out.append(f"    return {hook.default}")
    return out


def generate(cards_dir: Path = CARDS_DIR) -> str:
    """The text of ``dispatch.py`` for the card modules in ``cards_dir``."""
    mods = modules(cards_dir)
    owners = {h.name: [m for m in mods if h.name in hooks_of(cards_dir / f"{m}.py")] for h in HOOKS}
    used = sorted({m for ms in owners.values() for m in ms})
    lines = [
        '"""The card dispatchers the engine calls: GENERATED by',
        "``python -m qxs_env.rulesets.qxs.card_dispatch_gen`` from the hooks each card module",
        "defines (see that module); do not edit by hand.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from qxs_env.content.effects import (",
        *[f"    EFFECT_{m.upper()}," for m in used],
        ")",
        "from qxs_env.engine.jit import njit_cached, njit_inlined",
        *[f"from qxs_env.rulesets.qxs.cards import {m} as {_alias(m)}" for m in used],
    ]
    for hook in HOOKS:
        lines += ["", "", *_dispatcher(hook, owners[hook.name])]
    return "\n".join(lines) + "\n"


def is_current(text: str | None = None) -> bool:
    """True when ``dispatch.py`` holds the same code as a fresh generation (compared as syntax
    trees, so its formatting does not matter)."""
    if not OUTPUT.exists():
        return False
    fresh = ast.dump(ast.parse(generate() if text is None else text))
    return ast.dump(ast.parse(OUTPUT.read_text(encoding="utf-8"))) == fresh


def main(argv: list[str] | None = None) -> int:
    """Rewrite ``dispatch.py``, or with ``--check`` exit 1 when it differs from a fresh
    generation."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if dispatch.py is stale")
    args = ap.parse_args(argv)
    text = generate()
    if args.check:
        same = is_current(text)
        if not same:
            print(f"{OUTPUT} is stale: run python -m qxs_env.rulesets.qxs.card_dispatch_gen")
        return 0 if same else 1
    OUTPUT.write_text(text, encoding="utf-8")
    if shutil.which("ruff"):  # the checked-in copy is ruff-formatted (the check ignores layout)
        subprocess.run(["ruff", "format", "-q", str(OUTPUT)], check=False)
    print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
