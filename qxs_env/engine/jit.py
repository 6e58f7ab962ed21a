"""``njit_cached``: numba's ``njit(cache=True)`` with a cache that cannot go stale, compiled once
per argument kind.

numba invalidates a cached function only when *its own* source file changes, but compiled code
contains the functions it calls (numba links them in) and the module-level constants it reads:
after an edit to ``rulesets/qxs/combat.py`` a cached 群侠杀 ``vec_step`` would still run the old
rules. So the engine's functions are cached with their own freshness stamp
(:mod:`qxs_env.engine.cache_stamps`): a hash of the source of every compiled function the
function may call, of the module-level part of every source file and of numba's version. An edit
recompiles the functions that can reach the edited code and nothing else (an edit to one skill's
module: that skill, its dispatcher and their callers up to the entry points); an edit to a
constant recompiles everything.

The stamps are given by a numba cache locator (:class:`ClosureStampLocator`) that this module
puts first in numba's list; it serves only functions decorated here and leaves every other
library's cache alone. The cache lives in ``qxs_env/__pycache__/numba-functions`` in a source
checkout whose package directory is writable, else (an installed copy: files left in
site-packages would survive ``pip uninstall``) in ``$XDG_CACHE_HOME/qxs_env``
(``~/.cache/qxs_env``); a ``NUMBA_CACHE_DIR`` set by the user is used as the base instead.
:data:`SOURCES_DIGEST` (a digest of all the sources) is for code cached elsewhere that depends on
the engine's constants (the agents, the training helpers).
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numba
from numba.core import caching, sigutils
from numba.core import types as nbtypes

from qxs_env.engine.cache_stamps import SourceStamps, folder_digest, prune_orphans, saved_stamps

_PKG = Path(__file__).resolve().parent.parent
_PREFIX = "numba-"
_HERE = "numba-functions"
_MARK = "_qxs_closure_stamp"
_TAG = "_qxs_cache_tag"  # the ruleset a bound copy was made for (copy_compiled)


def _stable_record_mangling(self: Any) -> tuple[str, tuple[int]]:
    """A numba record type's part of a compiled function's symbol name, from its layout.

    numba names a record argument in a symbol by a counter of the types made in the process
    (``Record._code``), and links the libraries it loads from the cache by symbol name, keeping
    the first definition of a name. Two processes that create record types in different orders
    thus give one symbol name to two specialisations (for example a skill dispatcher compiled
    for the base heroes' tables record and for the all-heroes one); once both are cached, a
    process that loads the first finds the second's calls bound to it, and plays the other skill
    set's rules (found as an expansion hero's active skill never offered at 10 players after
    base-hero games in the same process). Naming a record by a digest of its full description
    (every field's name, type and offset) makes the symbol the same in every process for the
    same layout and different for different layouts."""
    digest = hashlib.sha256(self.name.encode()).digest()
    return type(self).__name__, (int.from_bytes(digest[:7], "big"),)


nbtypes.Record.mangling_args = property(_stable_record_mangling)


def _sources() -> list[Path]:
    """Every source file compiled code of qxs_env may depend on: the framework and the
    rulesets (a ruleset's fuzz loop included), not a ruleset's ``devtools/`` (plain Python
    tools that no compiled code calls, so that editing one recompiles nothing)."""
    files = sorted((_PKG / "engine").glob("*.py"))
    rulesets = _PKG / "rulesets"
    files += sorted(
        p for p in rulesets.rglob("*.py") if "devtools" not in p.relative_to(rulesets).parts[1:-1]
    )
    return files


def _read_sources() -> dict[Path, bytes]:
    """Every source file's bytes (empty for a missing file)."""
    return {path: path.read_bytes() if path.exists() else b"" for path in _sources()}


_SOURCES_AT_IMPORT = _read_sources()
"""The sources as they were when the package was imported: the code this process compiles.
Stamps are made from this snapshot, not from the files when a function first compiles (maybe
minutes later, after an edit), so a cache entry never pairs old code with a new stamp."""


def _digest() -> str:
    """16 hex digits over numba's version and every source file's name and bytes."""
    h = hashlib.sha256(numba.__version__.encode())
    for path, data in _SOURCES_AT_IMPORT.items():
        h.update(path.name.encode())
        h.update(data)
    return h.hexdigest()[:16]


@functools.cache
def import_time_stamps(scope: str | None = None) -> SourceStamps:
    """The :class:`~qxs_env.engine.cache_stamps.SourceStamps` of :data:`_SOURCES_AT_IMPORT` in
    ``scope`` (:func:`scope_files`), made once, when the first function of that scope
    compiles or loads from the cache, and kept in the cache folder for the next process while
    the sources stay the same (:func:`~qxs_env.engine.cache_stamps.saved_stamps`)."""
    texts = {path: data.decode("utf-8") for path, data in _SOURCES_AT_IMPORT.items()}
    name = "all" if scope is None else f"scope-{scope}"
    saved = Path(CACHE_DIR) / "stamps" / f"{name}.pickle"
    return saved_stamps(scope_files(list(texts), scope), texts, saved)


def scope_files(files: list[Path], scope: str | None, root: Path = _PKG) -> list[Path]:
    """The files whose code stamps a function of ``scope`` (:func:`stamp_scope`): the
    framework's (``engine/``) for ``""``, with one ruleset's package (``rulesets/<scope>/``)
    for a ruleset's name, all of them for None. A ruleset's functions and the copies bound for
    it so depend on the framework and on it alone: an edit in another ruleset (a hook of the
    same name included) leaves their cache entries fresh."""
    if scope is None:
        return list(files)
    keep = []
    for path in files:
        try:
            parts = path.relative_to(root).parts
        except ValueError:
            continue
        if parts[0] == "engine" or (scope and parts[:2] == ("rulesets", scope)):
            keep.append(path)
    return keep


def stamp_scope(py_file: Path, tag: str = "", root: Path = _PKG) -> str | None:
    """The scope of a compiled function (:func:`scope_files`): the ruleset of its tag (a copy
    bound for ``qxs_env.rulesets.<name>``) or of its file (``rulesets/<name>/``), ``""`` (the
    framework alone) for the framework's own functions, for code outside the package and for a
    copy bound for a ruleset outside it (whose folder is known) :func:`_outside_scope`, None
    (everything) for the rest."""
    prefix = "qxs_env.rulesets."
    if tag.startswith(prefix):
        return tag[len(prefix) :].split(".")[0]
    if tag:  # a copy bound for a ruleset outside the package: scoped as that ruleset's code
        folder = outside_ruleset_folder(tag)
        return None if folder is None else _outside_scope(folder / "__init__.py")
    try:
        parts = Path(py_file).relative_to(root).parts
    except ValueError:
        return _outside_scope(Path(py_file))
    if parts[0] == "engine":
        return ""
    if parts[0] == "rulesets" and len(parts) > 2:
        return parts[1]
    return None


def outside_ruleset_folder(tag: str) -> Path | None:
    """The folder of the ruleset a copy was bound for (:func:`copy_compiled`'s ``tag``, the
    package of its hook modules) when that ruleset lives outside this package (a test's toy
    game); None otherwise. A copy's code is the framework's, but its hooks are that folder's
    functions: its stamp reads the folder too, so that an edit of a hook recompiles it."""
    if not tag or tag.startswith("qxs_env."):
        return None
    module = sys.modules.get(tag)
    if module is None:
        return None
    paths = getattr(module, "__path__", None)
    if paths:
        return Path(next(iter(paths))).resolve()
    file = getattr(module, "__file__", None)
    return Path(file).resolve().parent if file else None


def _outside_scope(py_file: Path) -> str | None:
    """The scope of compiled code outside the package (a test's ruleset, another package's):
    the framework alone (``""``; its own folder's sources are stamped too, see
    ``cache_stamps.folder_digest``), unless its folder's sources name a ruleset of the package
    (``qxs_env.rulesets.<name>``): then that ruleset's scope, or everything (None) when they
    name several, so that an edit of what it uses is never missed."""
    named: set[str] = set()
    prefix = "qxs_env.rulesets."
    for path in sorted(py_file.parent.glob("*.py")):
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            return None
        for chunk in text.split(prefix)[1:]:
            name = chunk.split(".")[0].split()[0].strip(",;:()'\"")
            if name and name != "registry":
                named.add(name)
    if not named:
        return ""
    return named.pop() if len(named) == 1 else None


def _writable(path: Path) -> bool:
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / f".probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
        return True
    except OSError:
        return False


def _cache_dir() -> str:
    user = os.environ.get("NUMBA_CACHE_DIR")
    if user:
        base = Path(user) / "qxs_env"
    elif "site-packages" not in _PKG.parts and _writable(_PKG / "__pycache__"):
        # a source checkout; an installed copy caches outside it (files numba leaves in
        # site-packages/qxs_env survive pip uninstall and shadow a later editable install)
        base = _PKG / "__pycache__"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "qxs_env"
    here = base / _HERE
    try:  # directories of the earlier whole-source-digest scheme, once unused for a day
        for old in base.glob(f"{_PREFIX}*"):
            if old != here and old.is_dir() and time.time() - old.stat().st_mtime > 86400:
                shutil.rmtree(old, ignore_errors=True)
    except OSError:
        pass
    return str(here)


CACHE_DIR = _cache_dir()
SOURCES_DIGEST = _digest()
_PRUNED: list[bool] = []


def cache_subpath(py_file: Path) -> str:
    """The cache folder of the functions of ``py_file``: its folder's path inside the package
    (``engine``, ``rulesets_qxs_skills``). numba's own locators name it after a hash of the
    absolute path, so that a copy of the package elsewhere (``qxs simulate --ray-ship`` unpacks
    one per Ray session, a second checkout) recompiled everything although the stamps, made
    from the code alone, were equal; a file outside the package keeps numba's naming."""
    folder = Path(py_file).resolve().parent
    try:
        return "_".join(folder.relative_to(_PKG.resolve()).parts) or "qxs_env"
    except ValueError:
        return caching._CacheLocator.get_suitable_cache_subpath(str(py_file))


def _current_subpaths() -> set[str]:
    """The cache folders :func:`cache_subpath` gives for the sources now."""
    return {cache_subpath(path) for path in _sources()}


def prune_old_folders(cache_dir: Path) -> int:
    """Remove the cache folders this copy of the package had under numba's own naming
    (``<folder>_<hash of the absolute path>``), before :func:`cache_subpath`; folders of other
    code cached here (a user's module decorated with :func:`njit_cached`) are not touched.
    Returns how many were removed."""
    old = {caching._CacheLocator.get_suitable_cache_subpath(str(p)) for p in _sources()}
    removed = 0
    for name in old - _current_subpaths():
        if (cache_dir / name).is_dir():
            shutil.rmtree(cache_dir / name, ignore_errors=True)
            removed += 1
    return removed


class ClosureStampLocator(caching._CacheLocator):
    """numba cache locator for the functions decorated in this module: cached under
    :data:`CACHE_DIR`, fresh while :func:`cache_stamps.stamps` gives the same stamp."""

    def __init__(self, py_func: Any, py_file: str) -> None:
        self._py_file = Path(py_file).resolve()
        self._name = py_func.__name__
        self._lineno = py_func.__code__.co_firstlineno
        self._tag = getattr(py_func, _TAG, "")
        self._cache_path = os.path.join(CACHE_DIR, cache_subpath(self._py_file))

    def get_cache_path(self) -> str:
        return self._cache_path

    def get_source_stamp(self) -> str:
        scope = stamp_scope(self._py_file, self._tag)
        stamp = import_time_stamps(scope).stamp(self._py_file, self._name)
        folder = outside_ruleset_folder(self._tag)
        if folder is not None:  # its hooks are there, out of the package's sources
            stamp += ":" + folder_digest(folder)
        return stamp

    def get_disambiguator(self) -> str:
        """The first line, and for a copy bound for a ruleset (:func:`copy_compiled`) that
        ruleset: the copies of one procedure for two rulesets share their code object (so
        their file, name and line) and often their argument types, and must not share cache
        entries (each would load the other's compiled rules)."""
        if not self._tag:
            return str(self._lineno)
        return f"{self._lineno}-{re.sub(r'[^A-Za-z0-9]+', '_', self._tag)}"

    @classmethod
    def from_function(cls, py_func: Any, py_file: str) -> ClosureStampLocator | None:
        if not getattr(py_func, _MARK, False) or not os.path.exists(py_file):
            return None  # not ours: numba's own locators decide
        self = cls(py_func, py_file)
        try:
            self.ensure_cache_path()
        except OSError:
            return None
        return self


# numba's list of locators (``CacheImpl._locator_classes``; ``_CacheImpl`` before numba 0.61):
# the first whose ``from_function`` answers serves a function
_LOCATORS = getattr(caching, "CacheImpl", getattr(caching, "_CacheImpl", None))._locator_classes
if ClosureStampLocator not in _LOCATORS:
    _LOCATORS.insert(0, ClosureStampLocator)


def general_type(t: Any) -> Any:
    """The argument type a rules function is compiled for when called with a value of type *t*.

    numba compiles a separate copy of a function for every distinct tuple of argument types it
    is called with, and a constant argument has its own type per value (``Literal[int](18)``).
    The engine passes event and operation codes as constants and small-integer record fields
    (int8, int16, int32) as arguments, so ``push`` was compiled 210 times and ``fire`` (with
    every trigger and skill under it) 26 times: about half of the cold compile. Constants are
    typed as their plain type and signed integers narrower than 64 bits as int64, so each
    function is compiled once per argument *kind*. Unsigned integers (the random generator's
    uint64 state) keep their type: their arithmetic wraps differently.
    """
    t = nbtypes.unliteral(t)
    if isinstance(t, nbtypes.Integer) and t.signed and t.bitwidth < 64:
        return nbtypes.int64
    return t


def compile_general(dispatcher: Any, lazy_cache: bool = False) -> None:
    """Make *dispatcher* compile the :func:`general_type` of the argument types it is asked for;
    calls with narrower types then resolve to that compiled version by numba's safe conversions.

    ``lazy_cache``: turn on numba's cache (``enable_caching``) at the first compile rather than
    at decoration. numba asks the locator for the function's freshness stamp when caching is
    turned on, and a stamp hashes the function's whole call closure; most functions never
    compile in a given process (a warm start loads the entry points' cached code, which holds
    their callees; an inlined hook is inlined as IR, never compiled on its own), so computing
    their stamps at import was most of a warm start."""
    compile_exact = dispatcher.compile

    def compile(sig: Any) -> Any:
        if lazy_cache and not isinstance(dispatcher._cache, caching.FunctionCache):
            dispatcher.enable_caching()
        if not _PRUNED:  # the first use of compiled code in this process, not the import
            _PRUNED.append(True)
            # at most once a day: entries of moved functions, in this package's folders only
            prune_orphans(Path(CACHE_DIR), _sources(), folders=_current_subpaths())
            prune_old_folders(Path(CACHE_DIR))  # folders of numba's path-hash naming
        args, return_type = sigutils.normalize_signature(sig)
        general = tuple(general_type(a) for a in args)
        return compile_exact(general if return_type is None else return_type(*general))

    dispatcher.compile = compile


def _njit(fn: Callable[..., Any], **options: Any) -> Any:
    """``numba.njit(cache=True, **options)(fn)``, cached by :class:`ClosureStampLocator` (from
    its first compile: :func:`compile_general`) and compiled per argument kind."""
    setattr(fn, _MARK, True)
    dispatcher = numba.njit(**options)(fn)  # cached from its first compile (compile_general)
    if hasattr(dispatcher, "overloads"):  # not under NUMBA_DISABLE_JIT=1
        compile_general(dispatcher, lazy_cache=True)
    return dispatcher


def copy_compiled(fn: Any, globals_: dict[str, Any], tag: str = "") -> Any:
    """A copy of ``fn`` (a function decorated here, or a plain function under
    ``NUMBA_DISABLE_JIT=1``) that reads its globals from ``globals_``, decorated as ``fn`` was.

    The copy keeps the original's code object, so its source file, name and first line: it is
    stamped as the original (``qxs_env.engine.hooks.bind`` copies the framework procedures for
    a ruleset this way). ``tag`` (the ruleset's name) keeps its cache entries apart from the
    copies made for another ruleset (:meth:`ClosureStampLocator.get_disambiguator`)."""
    py = getattr(fn, "py_func", fn)
    new = types.FunctionType(py.__code__, globals_, py.__name__, py.__defaults__, py.__closure__)
    new.__qualname__ = py.__qualname__
    new.__doc__ = py.__doc__
    new.__kwdefaults__ = py.__kwdefaults__
    new.__dict__.update(py.__dict__)
    if tag:
        setattr(new, _TAG, tag)
    if not hasattr(fn, "py_func"):  # NUMBA_DISABLE_JIT=1, or a function numba never saw
        return new
    inline = fn.targetoptions.get("inline")
    options = {} if inline in (None, "never") else {"inline": inline}
    if not getattr(py, _MARK, False):  # compiled by numba.njit itself: copied as such (tests)
        return numba.njit(**options)(new)
    return _njit(new, **options)


def njit_cached(fn: Callable[..., Any]) -> Any:
    """``numba.njit(cache=True)(fn)`` with its cache in :data:`CACHE_DIR`, compiled once per
    argument kind (:func:`general_type`)."""
    return _njit(fn)


def njit_inlined(fn: Callable[..., Any]) -> Any:
    """:func:`njit_cached` with numba's ``inline="always"``: the function's code is inlined (as
    numba IR) into each compiled caller instead of being compiled as a library of its own. For
    the small hooks of a ruleset's card modules, called from one generated dispatcher each:
    a library of its own costs a few tenths of a CPU-second of a cold compile (it links and
    optimises again everything it calls, ``fire`` and the triggers under it for many hooks),
    inlined it costs its typing only. Called from Python it still compiles as usual."""
    return _njit(fn, inline="always")
