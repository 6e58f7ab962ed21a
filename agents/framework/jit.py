"""``njit_cached``: numba's ``njit(cache=True)`` for the agents, with a cache that cannot go stale.

numba invalidates a cached function only when *its own* source file changes. The heuristic's
compiled functions call each other across the modules of :mod:`agents.heuristic` and into the
agents' framework :mod:`agents.framework`, so after an edit to, say,
``agents/framework/belief.py`` the cached ``agents.heuristic.decide._act_rows`` would still run
the old arithmetic. Every compiled function that uses this decorator is therefore cached in a
directory named after a digest of all of those sources (:func:`sources`, plus the engine's
digest, whose constants they read): any edit to any of them means a fresh directory and one
fresh compile, never stale code. This mirrors :mod:`qxs_env.engine.jit`, whose cache it sits
next to.

The cache lives in ``agents/__pycache__/numba-<digest>`` when that directory is writable, else
in ``$XDG_CACHE_HOME/qxs_env/agents`` (``~/.cache/qxs_env/agents``); a ``NUMBA_CACHE_DIR`` set
by the user is used as the base instead (``$NUMBA_CACHE_DIR/agents``). Directories of other
versions are removed once unused for a day. numba's global setting is changed only while a
function is being decorated, so other libraries' caches are untouched.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numba

from qxs_env.engine.jit import SOURCES_DIGEST, compile_general

_AGENTS = Path(__file__).resolve().parent.parent  # the agents package
_PREFIX = "numba-"


def sources() -> list[Path]:
    """Every agents source file that compiled code of the heuristic may depend on: this module,
    every module of the agents' framework :mod:`agents.framework` and of the
    :mod:`agents.heuristic` package."""
    files = sorted((_AGENTS / "framework").glob("*.py"))  # this module among them
    files += sorted((_AGENTS / "heuristic").glob("*.py"))
    return files


def frozen_sources() -> list[Path]:
    """The files of the frozen copy :mod:`agents.heuristic_v2` (not in :func:`sources`: it has
    its own cache, :data:`FROZEN_CACHE_DIR`)."""
    return sorted((_AGENTS / "heuristic_v2").glob("*.py"))


def digest(paths: list[Path] | None = None) -> str:
    """16 hex digits over numba's version, the engine's source digest (its constants are
    compiled into the agents' code) and the names and bytes of every file of ``paths``
    (default :func:`sources`): it changes whenever any of them does."""
    h = hashlib.sha256(numba.__version__.encode())
    h.update(SOURCES_DIGEST.encode())
    for path in sources() if paths is None else paths:
        h.update(path.name.encode())
        h.update(path.read_bytes() if path.exists() else b"")
    return h.hexdigest()[:16]


def _writable(path: Path) -> bool:
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f".probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
        return True
    except OSError:
        return False


def _cache_dir(prefix: str = _PREFIX, paths: list[Path] | None = None) -> str:
    """The cache directory for the sources ``paths`` (default :func:`sources`), named
    ``<prefix><digest>``; unused directories of the same prefix are removed after a day."""
    user = os.environ.get("NUMBA_CACHE_DIR")
    if user:
        base = Path(user) / "agents"
    elif "site-packages" not in _AGENTS.parts and _writable(_AGENTS / "__pycache__"):
        base = _AGENTS / "__pycache__"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "qxs_env" / "agents"
    here = base / f"{prefix}{digest(paths)}"
    try:
        for old in base.glob(f"{prefix}*"):
            if old != here and old.is_dir() and time.time() - old.stat().st_mtime > 86400:
                shutil.rmtree(old, ignore_errors=True)
    except OSError:
        pass
    return str(here)


CACHE_DIR = _cache_dir()
"""Where the agents' compiled functions are cached (module docstring)."""

_FROZEN = "agents.heuristic_v2"
FROZEN_CACHE_DIR = _cache_dir(
    "frozen-v2-", sorted((_AGENTS / "framework").glob("*.py")) + frozen_sources()
)
"""Where the frozen copy :mod:`agents.heuristic_v2` (issue 34) is cached: keyed by the
framework and its own files, so that editing the current heuristic does not recompile it."""


def njit_in(cache_dir: str, fn: Callable[..., Any], general: bool = True, **options: Any) -> Any:
    """``numba.njit(cache=True, **options)(fn)`` cached under ``cache_dir`` (numba's global
    setting is changed only while decorating) and, with ``general``, compiled once per argument
    kind like the engine (``qxs_env.engine.jit.general_type``: constants and narrow signed
    integers are widened before numba specialises). The training helpers use it too."""
    saved = numba.config.CACHE_DIR
    numba.config.CACHE_DIR = cache_dir
    try:
        dispatcher = numba.njit(cache=True, **options)(fn)
    finally:
        numba.config.CACHE_DIR = saved
    if general and hasattr(dispatcher, "overloads"):  # not under NUMBA_DISABLE_JIT=1
        compile_general(dispatcher)
    return dispatcher


def _dir_for(fn: Callable[..., Any]) -> str:
    """:data:`FROZEN_CACHE_DIR` for functions of the frozen copy, else :data:`CACHE_DIR`."""
    return FROZEN_CACHE_DIR if fn.__module__.startswith(_FROZEN) else CACHE_DIR


def njit_cached(fn: Callable[..., Any]) -> Any:
    """:func:`njit_in` with its cache in :data:`CACHE_DIR` (:data:`FROZEN_CACHE_DIR` for the
    frozen copy ``agents.heuristic_v2``)."""
    return njit_in(_dir_for(fn), fn)


def njit_inlined(fn: Callable[..., Any]) -> Any:
    """:func:`njit_cached` with ``inline="always"``: numba inlines the function into its
    callers. For small helpers called in a loop with a large argument (a ``TableView``), whose
    call would otherwise copy that argument at every iteration."""
    return njit_in(_dir_for(fn), fn, general=False, inline="always")
