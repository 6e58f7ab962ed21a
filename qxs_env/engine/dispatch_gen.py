"""Generate a ruleset's dispatchers: one per hook, a static ``if`` chain over its modules.

A ruleset keeps each card effect, skill or other keyed rule in a module of its own, one module per
id in a package of the ruleset (a :class:`Target`: the folder, the argument holding the id's code,
the prefix of the code constants and the module defining them), and its rules call one
dispatcher per hook (a :class:`Hook`). A dispatcher is a chain of ``if <key> == <PREFIX><ID>:
return <id>_<alias>.<hook>(...)`` lines, one per module that defines the hook, ending in the
hook's default. numba resolves such static calls at compile time (no function pointers, no
per-call lookup), and a hook decorated ``@njit_inlined`` is inlined into its dispatcher, so the
generated chain compiles and runs like a hand-written one. Module-level data may be gathered too
(a :class:`Table`), and a :class:`Variant` writes a second file of a subset of the modules (a
configuration that can reach no other compiles only that file).

A :class:`Status` is a query over every keyed slot a seat holds (FreeKill's status skills: a
distance modifier, a power bonus, "may counter"): its generated function loops over the seat's
slots (the target's :class:`Slots`) and combines what each slot's module answers (a sum, any,
a value threaded through, each called), so a rule asks one function and a module adds its part
by defining the status function; no hand-written ``if code == ...`` chain names the modules.

This module is the framework's and names no game: every module path of a target is relative to
its ruleset package (:attr:`Target.ruleset`), so the generated file imports
``from <ruleset>.<package> import <id> as <id>_<alias>`` and the hooks' defaults call rule
functions ``from <ruleset>.<module>``. A ruleset holds only its hook lists and targets in its own
generator module, whose command line is :func:`main` (``python -m <ruleset>.dispatch_gen
[--check] [--target NAME]``). Each generated file is checked in, ruff-formatted, and a ruleset's
test fails when regenerating would change its code (:func:`is_current`).
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import shutil
import subprocess
import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

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
    # rule functions ``default`` calls, as ``module.name`` relative to the ruleset package
    core: tuple[str, ...] = ()
    # a rule query asked in the hot loops (legal targets, usable cards): the dispatcher itself is
    # inlined into its callers (numba ``inline="always"``), so asking costs no call
    query: bool = False


STATUS_COMBINES = ("sum", "any", "fold", "each")
"""How a :class:`Status` combines its modules' answers: ``sum`` adds them (``width`` values),
``any`` is True at the first True, ``fold`` threads its ``fold`` argument through every answer
(each module returns the argument's new value), ``each`` calls every module (no result)."""


@dataclass(frozen=True)
class Slots:
    """Where a seat's keyed slots are, for :class:`Status` queries: slot ``k`` of seat ``p``
    holds the code ``key`` (an expression of ``g``, ``p`` and ``k``, e.g. ``g.skills[p, k]``)
    for ``k`` in ``range(count)``; ``count`` is a constant of the ruleset module ``count_from``."""

    key: str
    count: str
    count_from: str


@dataclass(frozen=True)
class Status:
    """A query over a seat's slots: a module answers for its slot by defining the function
    ``name(<args>, k)`` (``k``: the slot); the generated ``aggregator(<args>)`` loops over the
    seat ``p``'s slots and combines the answers (:data:`STATUS_COMBINES`). With no module
    defining it, the aggregator returns ``zero`` (``sum``: per value), False (``any``) or the
    ``fold`` argument unchanged."""

    name: str  # the function name in a module
    aggregator: str  # the generated function's name
    args: str  # its arguments (they include ``p``, the seat; the modules get them and ``k``)
    combine: str  # one of STATUS_COMBINES
    doc: str  # the aggregator's docstring
    width: int = 1  # sum: the number of values each answer holds (a tuple when more than one)
    zero: str = "0"  # sum: the start of each value
    fold: str = ""  # fold: the argument threaded through the answers

    def __post_init__(self) -> None:
        if self.combine not in STATUS_COMBINES:
            raise ValueError(f"status {self.name!r}: combine must be one of {STATUS_COMBINES}")
        if self.combine == "fold" and self.fold not in [a.strip() for a in self.args.split(",")]:
            raise ValueError(f"status {self.name!r}: fold names none of its arguments")


@dataclass(frozen=True)
class Table:
    """Module data gathered into one generated tuple of ``(code, <module>.<name>)`` pairs."""

    name: str  # the module-level name a module may define
    generated: str  # the generated tuple's name
    doc: str  # the generated tuple's docstring


@dataclass(frozen=True)
class Variant:
    """A dispatch file of a subset of a target's modules, for the configurations that can reach
    no other (the engine compiles only the file its configuration needs)."""

    name: str  # the file is ``dispatch_<name>.py``
    doc: str  # what the subset is, for the file's docstring
    members: Callable[[], set[str]]  # the module ids it dispatches (read when generating)
    defaults: tuple[tuple[str, str], ...] = ()  # (hook name, default) replacing the hook's


@dataclass(frozen=True)
class Target:
    """A package of one module per id in a ruleset, and the dispatch file generated from its
    modules. Module paths (``package``, ``constants``, a hook's ``core``) are relative to the
    ruleset package ``ruleset``."""

    ruleset: str  # the ruleset package's dotted name
    package: str  # the package's name under the ruleset
    key: str  # the dispatchers' argument holding the id's code
    prefix: str  # the code constants' prefix
    constants: str  # the module defining the code constants, under the ruleset
    alias: str  # a module's name in the generated file is ``<id>_<alias>``
    hooks: tuple[Hook, ...]
    directory: Path  # the package's folder (a test points it at a made-up one)
    tables: tuple[Table, ...] = ()
    variants: tuple[Variant, ...] = ()  # more dispatch files, of subsets of the modules
    generator: str = ""  # the ruleset's generator module ("": ``<ruleset>.dispatch_gen``)
    statuses: tuple[Status, ...] = ()  # queries over a seat's slots (need ``slots``)
    slots: Slots | None = None  # where a seat's slots are

    @property
    def command(self) -> str:
        """The command that regenerates the target's files (named in their headers)."""
        return f"python -m {self.generator or f'{self.ruleset}.dispatch_gen'}"

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
        return dataclasses.replace(self, directory=directory)


def hooks_of(target: Target, path: Path) -> set[str]:
    """The hook and status names defined (as top-level functions) by the module at ``path``.

    A top-level function named like a hook is dispatched as that hook, so it must take the
    hook's parameters, by name and in order (a status's, then ``k``): a ValueError naming the
    module, the function and both parameter lists otherwise (a helper that only shares a
    hook's name would else be called as the hook)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wanted = {h.name: _params(h.args) for h in target.hooks}
    wanted.update({s.name: [*_params(s.args), "k"] for s in target.statuses})
    found = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in wanted:
            got = [a.arg for a in node.args.posonlyargs + node.args.args]
            if got != wanted[node.name] or node.args.vararg or node.args.kwonlyargs:
                raise ValueError(
                    f"{path}: {node.name}({', '.join(got)}) is named like a hook of "
                    f"{target.package} but does not take its parameters "
                    f"({', '.join(wanted[node.name])}): rename the function or match the hook"
                )
            found.add(node.name)
    return found


def _params(args: str) -> list[str]:
    """The parameter names of a hook's ``args`` text."""
    return [a.strip() for a in args.split(",") if a.strip()]


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
    """The name a module is imported under in the generated file (``<id>_<alias>``: an id may
    also be the name of an engine function)."""
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


def _status_call(target: Target, status: Status, mid: str) -> list[str]:
    """The lines that combine module ``mid``'s answer for slot ``k`` (inside the slot loop)."""
    call = f"{_alias(target, mid)}.{status.name}({status.args}, k)"
    if status.combine == "any":
        return [f"            if {call}:", "                return True"]
    if status.combine == "fold":
        return [f"            {status.fold} = {call}"]
    if status.combine == "each":
        return [f"            {call}"]
    if status.width == 1:
        return [f"            total += {call}"]
    parts = [f"part{j}" for j in range(status.width)]
    return [f"            {', '.join(parts)} = {call}"] + [
        f"            total{j} += part{j}" for j in range(status.width)
    ]


def _status(target: Target, status: Status, owners: list[str]) -> list[str]:
    """The source lines of one status aggregator: a loop over seat ``p``'s slots with one
    branch per module defining the status, combined as the status says."""
    totals = ["total"] if status.width == 1 else [f"total{j}" for j in range(status.width)]
    out = ["@njit_cached", f"def {status.aggregator}({status.args}):", f'    """{status.doc}"""']
    if status.combine == "sum":
        out += [f"    {t} = {status.zero}" for t in totals]
    if owners:
        assert target.slots is not None, f"status {status.name!r}: the target has no slots"
        out += [
            f"    for k in range({target.slots.count}):",
            f"        {target.key} = {target.slots.key}",
        ]
        for j, mid in enumerate(owners):
            word = "if" if j == 0 else "elif"
            out.append(f"        {word} {target.key} == {target.prefix}{mid.upper()}:")
            out += _status_call(target, status, mid)
    ending = {
        "sum": ", ".join(totals),
        "any": "False",
        "fold": status.fold,
        "each": "",
    }[status.combine]
    out.append(f"    return {ending}".rstrip())
    return out


def _core_imports(target: Target, hooks: list[Hook]) -> list[str]:
    """The import lines of the rule functions the defaults of ``hooks`` call (if any)."""
    by_module: dict[str, list[str]] = {}
    for dotted in sorted({n for h in hooks for n in h.core}):
        module, name = dotted.rsplit(".", 1)
        by_module.setdefault(module, []).append(name)
    return [
        f"from {target.ruleset}.{module} import {', '.join(names)}"
        for module, names in sorted(by_module.items())
    ]


def _slot_imports(target: Target, statuses: list[Status]) -> list[str]:
    """The import of the slot count, when a status of ``statuses`` loops over slots."""
    if not statuses or target.slots is None:
        return []
    return [f"from {target.ruleset}.{target.slots.count_from} import {target.slots.count}"]


def _header(target: Target, variant: Variant | None) -> list[str]:
    """The generated file's docstring: what wrote it, from which package, and what it holds."""
    what = "every module" if variant is None else variant.doc
    pkg = f"{target.ruleset}.{target.package}"
    return [
        f'"""The {target.alias} dispatchers the engine calls: GENERATED by',
        f"``{target.command} --target {target.package}`` from the",
        f"hooks each module of ``{pkg}`` defines (see that module); do not",
        "edit by hand.",
        "",
        *textwrap.wrap(f"This file dispatches {what}.", 96),
        '"""',
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
        name: [m for m in mods if name in hooks_of(target, target.directory / f"{m}.py")]
        for name in [h.name for h in target.hooks] + [s.name for s in target.statuses]
    }
    tables = target.tables if variant is None else ()
    holders = {
        t.name: [m for m in mods if t.name in tables_of(target, target.directory / f"{m}.py")]
        for t in tables
    }
    used = sorted({m for ms in [*owners.values(), *holders.values()] for m in ms})
    pkg = f"{target.ruleset}.{target.package}"
    name = GENERATED if variant is None else f"{GENERATED}_{variant.name}"
    jit_names = ["njit_cached"] + (["njit_inlined"] if any(h.query for h in target.hooks) else [])
    lines = [*_header(target, variant), "", "from __future__ import annotations", ""]
    if used:
        codes = [f"    {target.prefix}{m.upper()}," for m in used]
        lines += [f"from {target.ruleset}.{target.constants} import (", *codes, ")"]
    lines += [
        "from qxs_env.engine.jit import " + ", ".join(jit_names),
        *_core_imports(target, [h for h in target.hooks if h.name not in defaults]),
        *_slot_imports(target, [s for s in target.statuses if owners[s.name]]),
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
    for status in target.statuses:
        lines += ["", "", *_status(target, status, owners[status.name])]
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
    """``ast.dump`` of ``source`` with its module-level imports as one sorted list of imported
    names (so that ruff's sorting and merging of import lines does not count)."""
    tree = ast.parse(source)
    imports = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    rest = [n for n in tree.body if not isinstance(n, (ast.Import, ast.ImportFrom))]
    names = sorted(
        f"{getattr(n, 'module', '')}:{a.name}:{a.asname}" for n in imports for a in n.names
    )
    return "\n".join(names + [ast.dump(n) for n in rest])


def write(target: Target, variant: Variant | None = None) -> Path:
    """Write the target's file (or the variant's) and ruff-format it when ruff is installed
    (checked in formatted, imports sorted; :func:`is_current` compares syntax trees and ignores
    both). Returns the file."""
    out = target.output_of(variant)
    out.write_text(generate(target, variant), encoding="utf-8")
    if shutil.which("ruff"):
        subprocess.run(["ruff", "check", "-q", "--fix", "--select", "I", str(out)], check=False)
        subprocess.run(["ruff", "format", "-q", str(out)], check=False)
    return out


def main(
    targets: Mapping[str, Target] | Sequence[Target],
    argv: list[str] | None = None,
    description: str = "Generate a ruleset's dispatchers.",
) -> int:
    """A ruleset generator's command line: rewrite the dispatch files of ``targets`` (by their
    package name), or with ``--check`` exit 1 when one differs from a fresh generation;
    ``--target NAME`` picks one target. Returns the exit status."""
    by_name = dict(targets) if isinstance(targets, Mapping) else {t.package: t for t in targets}
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--check", action="store_true", help="exit 1 if a dispatch.py is stale")
    ap.add_argument("--target", choices=[*by_name, "all"], default="all", help="which file")
    args = ap.parse_args(argv)
    chosen = list(by_name.values()) if args.target == "all" else [by_name[args.target]]
    stale = 0
    for target in chosen:
        for variant, out in outputs(target):
            if args.check:
                if not is_current(target, variant=variant):
                    stale += 1
                    print(f"{out} is stale: run {target.command}")
                continue
            print(f"wrote {write(target, variant)}")
    return 1 if stale else 0
