"""Ruleset hooks: how a framework procedure calls a game's rules without naming the game.

A framework procedure (``qxs_env.engine.judgement``, ...) is written once for every ruleset. Where
it needs a game's rule (what a revealed judgement card means, what happens to it afterwards) it
calls a *hook*: a stub declared here with :func:`declare`. A ruleset supplies the rule with
:func:`implement`, for the record type of its game state (the ``g`` every compiled rules
function receives first). The framework imports no ruleset.

- **Compiled**, the stub is a ``numba.extending.overload``: numba picks the implementation from
  the record type of ``g`` while it compiles the caller, so a hook costs no dispatch at run time
  and is inlined like a direct call; a second ruleset with its own state record gets its own
  compiled copy of the framework procedure, cached apart (the record type is part of the
  signature numba caches under).
- **Uncompiled** (``NUMBA_DISABLE_JIT=1``), the stub finds the implementation by ``g.dtype``.

A ruleset's implementation must carry the hook's name (``def judgement_revealed(...)`` in the
ruleset's module): the per-function cache stamps (``qxs_env.engine.cache_stamps``) link callers
to callees by name, so a caller's cached code goes stale when the implementation changes.
:func:`implement` refuses an implementation of another name.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
from numba.core.errors import NumbaIRAssumptionWarning

_IMPLEMENTATIONS: dict[str, list[tuple[np.dtype, Any]]] = {}
"""hook name -> [(state record dtype, implementation)]."""
_STUBS: set[Any] = set()
"""The stubs :func:`declare` made."""


def _is_stub(value: Any) -> bool:
    try:
        return value in _STUBS
    except TypeError:  # unhashable
        return False


def _find(name: str, dtype: np.dtype) -> Any:
    for known, fn in _IMPLEMENTATIONS[name]:
        if known == dtype:
            return fn
    return None


def declare(name: str, params: str, doc: str) -> Callable[..., Any]:
    """A hook stub ``name(params)`` whose first parameter is the game state record ``g``.

    ``params``: the parameter list as Python source (``"g, tb, cfg, i"``); every implementation
    takes the same parameters. ``doc``: what the hook must do (the stub's docstring).
    """
    if name in _IMPLEMENTATIONS:
        raise ValueError(f"hook {name!r} is declared twice")
    if not params.replace(" ", "").startswith("g,"):
        raise ValueError(f"hook {name!r}: the first parameter must be the state record g")
    _IMPLEMENTATIONS[name] = []
    space: dict[str, Any] = {"_find": _find, "_name": name}
    # the stub (called uncompiled) and numba's typing function for it, which must have the same
    # parameters; both are built from source because numba reads the parameter names
    exec(  # noqa: S102  (fixed templates; ``params`` comes from the framework's own modules)
        f"def {name}({params}):\n"
        f"    fn = _find(_name, g.dtype)\n"
        f"    if fn is None:\n"
        f"        raise LookupError(f'no ruleset implements hook {name} for this state')\n"
        f"    return fn({params})\n"
        f"def typing_of_{name}({params}):\n"
        f"    return _impl_for(g)\n",
        space,
    )
    stub = space[name]
    stub.__doc__ = doc
    _STUBS.add(stub)

    def _impl_for(g_type: Any) -> Any:
        from numba.np.numpy_support import as_dtype

        fn = _find(name, as_dtype(g_type))
        if fn is None:
            return None  # numba then reports that no implementation matches this state
        # the implementation's own Python function: numba inlines its body into the caller (a
        # one-line wrapper around the compiled function cost a second inlining: about 6% more
        # cold compile and a few % of heroes-off speed)
        return getattr(fn, "py_func", fn)

    space["_impl_for"] = _impl_for
    # numba's SSA pass, after inlining an implementation, warns that some of its variables (named
    # after it: "<hook>_v12_x.1") are "not in scope" (NumbaIRAssumptionWarning, "an internal
    # pedantic check"); the code is right (the golden digests of whole games are unchanged), so
    # that warning, for the implementation's variables only, is not shown
    warnings.filterwarnings(
        "ignore", message=rf"(?s).*variable '{name}_v\d", category=NumbaIRAssumptionWarning
    )
    from numba.extending import overload

    overload(stub, inline="always")(space[f"typing_of_{name}"])
    return stub


def implement(hook: Callable[..., Any], state_dtype: np.dtype, fn: Any) -> None:
    """Make ``fn`` (a compiled function named like the hook, with the hook's parameters) the
    implementation of ``hook`` for game states of record dtype ``state_dtype``."""
    name = hook.__name__
    if name not in _IMPLEMENTATIONS:
        raise ValueError(f"{name!r} is not a declared hook")
    fn_name = getattr(fn, "__name__", None)
    if fn_name != name:
        raise ValueError(f"hook {name!r}: its implementation must have its name, not {fn_name!r}")
    dtype = np.dtype(state_dtype)
    if _find(name, dtype) not in (None, fn):
        raise ValueError(f"hook {name!r} already has an implementation for this state")
    if _find(name, dtype) is None:
        _IMPLEMENTATIONS[name].append((dtype, fn))


def implement_all(framework_module: Any, state_dtype: np.dtype, namespace: dict[str, Any]) -> None:
    """Implement every hook that ``framework_module`` declares with the function of the same
    name in ``namespace`` (a ruleset module's ``globals()``); a missing one is an error, so a
    ruleset cannot leave a framework procedure half bound."""
    hooks = [v for v in vars(framework_module).values() if _is_stub(v)]
    if not hooks:
        raise ValueError(f"{framework_module.__name__} declares no hook")
    missing = [hook.__name__ for hook in hooks if hook.__name__ not in namespace]
    if missing:
        raise ValueError(f"{framework_module.__name__}: no implementation of {missing}")
    for hook in hooks:
        implement(hook, state_dtype, namespace[hook.__name__])


def implementations(hook: Callable[..., Any]) -> list[Any]:
    """The implementations registered for ``hook`` (for tests and docs)."""
    return [fn for _, fn in _IMPLEMENTATIONS[hook.__name__]]
