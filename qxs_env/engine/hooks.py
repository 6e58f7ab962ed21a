"""Ruleset hooks: how a framework procedure calls a game's rules without naming the game.

A framework procedure (``qxs_env.engine.judgement``, ...) is written once for every ruleset. Where
it needs a game's rule (what a revealed judgement card means, what happens to it afterwards) it
calls a *hook*: a stub declared in its module with :func:`declare`. The framework imports no
ruleset.

A ruleset gets its own copy of the framework procedures with :func:`bind`: every function of the
framework modules is copied with its module's globals, in which each hook stub is replaced by the
ruleset's implementation (a function of the same name) and each framework function by its copy.
numba reads a compiled function's globals when it compiles it, so the copies call the ruleset's
rules directly: an implementation decorated ``@njit_inlined`` is inlined into the procedure as
numba IR, with no dispatch at run time and no compiled library of its own. Two rulesets bind two
sets of copies; the originals are never run (a stub raises, compiled or not).

Why copies and not ``numba.extending.overload`` stubs chosen by the state's record type (the first
design): numba compiles an overload's implementation on its own before it inlines it (to learn
its return type), so every hook implementation was a library of its own that linked and optimised
everything it calls: 31 libraries and about 13 CPU-seconds of a cold compile (issue 21 note).

An implementation must carry the hook's name (``def judgement_revealed(...)`` in the ruleset's
module): the per-function cache stamps (``qxs_env.engine.cache_stamps``) link callers to callees by
name, so a procedure's cached code goes stale when the implementation changes. A copy keeps its
original's source file, name and line, so it is cached, and stamped, as the original.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Iterable
from typing import Any

from qxs_env.engine.jit import copy_compiled, njit_cached

_STUBS: dict[str, Callable[..., Any]] = {}
"""hook name -> the stub :func:`declare` made."""


def _is_stub(value: Any) -> bool:
    name = getattr(value, "__name__", None)
    return isinstance(name, str) and _STUBS.get(name) is value


def declare(name: str, params: str, doc: str) -> Callable[..., Any]:
    """A hook stub ``name(params)`` whose first parameter is the game state record ``g``.

    ``params``: the parameter list as Python source (``"g, tb, cfg, i"``); every implementation
    takes the same parameters. ``doc``: what the hook must do (the stub's docstring). The stub
    itself raises: only a ruleset's bound copy of the procedure (:func:`bind`) can run.
    """
    if name in _STUBS:
        raise ValueError(f"hook {name!r} is declared twice")
    if not params.replace(" ", "").startswith("g,"):
        raise ValueError(f"hook {name!r}: the first parameter must be the state record g")
    space: dict[str, Any] = {}
    exec(  # noqa: S102  (a fixed template; ``params`` comes from the framework's own modules)
        f"def {name}({params}):\n"
        f"    raise LookupError('hook {name} is not bound: run the procedure of a ruleset "
        f"(qxs_env.engine.hooks.bind), not the framework original')\n",
        space,
    )
    stub = space[name]
    stub.__doc__ = doc
    _STUBS[name] = stub
    return stub


def hooks_of(module: types.ModuleType) -> list[Callable[..., Any]]:
    """The hook stubs a framework module declares, in declaration order (each once)."""
    found = {v.__name__: v for v in vars(module).values() if _is_stub(v)}
    return list(found.values())


def _own_functions(module: types.ModuleType) -> dict[str, Any]:
    """The functions (compiled or not) defined in ``module``, by name; hook stubs left out."""
    found = {}
    for name, value in vars(module).items():
        fn = getattr(value, "py_func", value)
        if isinstance(fn, types.FunctionType) and fn.__module__ == module.__name__:
            if not _is_stub(value):
                found[name] = value
    return found


def _implementations(
    hooks: list[Callable[..., Any]], namespaces: Iterable[types.ModuleType]
) -> dict[str, Any]:
    """Each hook's implementation, found by name in the ruleset's modules (exactly one)."""
    spaces = list(namespaces)
    found: dict[str, Any] = {}
    missing = []
    for hook in hooks:
        name = hook.__name__
        candidates = {id(v): v for v in (vars(m).get(name) for m in spaces) if v is not None}
        if not candidates:
            missing.append(name)
            continue
        if len(candidates) > 1:
            raise ValueError(f"hook {name!r}: implemented differently in two ruleset modules")
        fn = next(iter(candidates.values()))
        fn_name = getattr(fn, "__name__", None)
        if fn_name != name:
            raise ValueError(
                f"hook {name!r}: its implementation must have its name, not {fn_name!r}"
            )
        found[name] = fn
    if missing:
        raise ValueError(f"no implementation of {missing} in {[m.__name__ for m in spaces]}")
    return found


@njit_cached
def procedure_not_bound(g, tb, cfg, i):
    """Stands in for the procedure of a framework module a ruleset does not bind (in its copy
    of the driver loop): its operation never reaches the loop in that game."""
    raise RuntimeError("engine: an operation whose procedure this ruleset does not bind")


def _unbound_procedure(value: Any, bound_modules: set[str]) -> bool:
    """Is ``value`` a function of a framework module that declares hooks and is not bound?"""
    fn = getattr(value, "py_func", value)
    if not isinstance(fn, types.FunctionType) or fn.__module__ in bound_modules:
        return False
    module = sys.modules.get(fn.__module__)
    return (
        module is not None
        and fn.__module__.startswith("qxs_env.engine.")
        and bool(hooks_of(module))
    )


class Bound(types.SimpleNamespace):
    """A ruleset's copies of the framework procedures (:func:`bind`), by function name; also
    ``implementations``: hook name -> the ruleset's function."""

    implementations: dict[str, Any]


def ruleset_tag(ruleset_modules: Iterable[types.ModuleType]) -> str:
    """The name of the ruleset the modules belong to: their longest common dotted prefix
    (``qxs_env.rulesets.qxs`` for 群侠杀's hook modules), the module's name for one module. The
    copies bound for it are cached under it (:func:`qxs_env.engine.jit.copy_compiled`)."""
    names = [m.__name__.split(".") for m in ruleset_modules]
    if not names:
        return ""
    common = names[0][:-1] if len(names) > 1 else names[0]
    for parts in names[1:]:
        k = 0
        while k < min(len(common), len(parts)) and common[k] == parts[k]:
            k += 1
        common = common[:k]
    return ".".join(common) or ".".join(sorted(".".join(n) for n in names))


def bind(
    framework_modules: Iterable[types.ModuleType], ruleset_modules: Iterable[types.ModuleType]
) -> Bound:
    """Copy every function of ``framework_modules`` for one ruleset, its hooks bound to the
    functions of the same names in ``ruleset_modules``.

    Every hook the framework modules declare must be implemented (exactly one function of its
    name among the ruleset modules), so a ruleset cannot leave a procedure half bound; a name
    defined in two framework modules is refused (the copies are returned by name). A procedure
    of a framework module that is not bound, called from a bound one (the driver loop calls
    every procedure), is :func:`procedure_not_bound` in the copies.
    """
    modules = list(framework_modules)
    hooks = [hook for m in modules for hook in hooks_of(m)]
    impls = _implementations(hooks, ruleset_modules)
    originals: dict[str, Any] = {}
    for module in modules:
        for name, fn in _own_functions(module).items():
            if name in originals:
                raise ValueError(f"{name!r} is defined in two framework modules")
            originals[name] = fn
    # one globals dict per module: the original's, with hooks and framework functions replaced
    spaces = {m.__name__: dict(vars(m)) for m in modules}
    tag = ruleset_tag(ruleset_modules)
    copies = {
        name: copy_compiled(fn, spaces[getattr(fn, "py_func", fn).__module__], tag)
        for name, fn in originals.items()
    }
    by_id = {id(fn): copies[name] for name, fn in originals.items()}
    bound_modules = set(spaces)
    for space in spaces.values():
        for key, value in list(space.items()):
            if _is_stub(value):
                space[key] = impls[value.__name__]
            elif id(value) in by_id:
                space[key] = by_id[id(value)]
            elif _unbound_procedure(value, bound_modules):
                space[key] = procedure_not_bound
    bound = Bound(**copies)
    bound.implementations = impls
    return bound
