"""Per-function freshness stamps for numba's cache: a compiled function is stale exactly when the
source of a function it can call (directly or not) or a module-level definition changed.

numba decides whether a cached function is fresh from a *source stamp* its cache locator gives
(by default the hash of the function's own file). Compiled code also contains every function it
calls (numba links the callees' code into the caller) and every module-level constant it reads,
so an edit to a callee in another file would leave the caller's cached code stale. The stamp
here covers that, and only that:

``stamp(file, name)`` = a hash of numba's version, the **module-level part** of every source file
(everything except the compiled functions: constants, tables built at import, plain Python
helpers, imports) and the code of every compiled function in the **call closure** of
``name``: the names a compiled function's body mentions (``push``, ``core.push``,
``extra_draw.step``) matched against every compiled function of the sources with that name, over
every file, repeated until nothing is added. Matching by name alone over-approximates (every
``step`` of every skill module counts for a caller of ``x.step``), which can only cost a
recompile, never leave stale code. A compiled function is one decorated with a name containing
``njit`` (``njit_cached``, ``njit``). Code is read as a normalised syntax tree, so
comments, docstrings and formatting do not count. A compiled function outside these sources (a
ruleset in the tests or in another package) is stamped by the sources of its scope (the
framework's, and a ruleset's of the package when its folder names one: ``jit.stamp_scope``) and
by the ``*.py`` files of its own folder (:func:`folder_digest`): so keep such a ruleset's
compiled code in one folder.

So an edit to one skill's module recompiles that skill's functions and their callers up to the
entry points (about a third of the engine), not everything; an edit to a constant or to a plain
Python function at module level recompiles everything. :mod:`qxs_env.engine.jit` installs the
locator that uses these stamps.
"""

from __future__ import annotations

import ast
import copy
import functools
import hashlib
import os
import pickle
import re
import shutil
import sys
import time
from pathlib import Path

import numba


def _is_compiled(fn: ast.FunctionDef) -> bool:
    """Decorated with something named ``*njit*`` (``njit_cached``, ``njit``)."""
    for dec in fn.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        if "njit" in name:
            return True
    return False


def _mentioned(fn: ast.FunctionDef) -> set[str]:
    """Every bare name and attribute name in the body of ``fn``."""
    out: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Name):
            out.add(node.id)
        elif isinstance(node, ast.Attribute):
            out.add(node.attr)
    return out


def _is_docstring(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    )


def _code_of(node: ast.AST) -> str:
    """The code of ``node`` as a normalised syntax tree: comments, docstrings, blank lines and
    line numbers do not count (editing them recompiles nothing)."""
    if isinstance(node, ast.FunctionDef) and node.body and _is_docstring(node.body[0]):
        node = copy.copy(node)
        node.body = node.body[1:] or [ast.Pass()]
    return ast.dump(node, include_attributes=False)


class SourceStamps:
    """Stamps for the compiled functions of a fixed set of source files (module docstring)."""

    def __init__(self, files: list[Path], texts: dict[Path, str] | None = None) -> None:
        """``texts``: the sources' text by path (default: read from ``files`` now)."""
        self.by_name: dict[str, list[tuple[Path, str]]] = {}  # name -> [(file, code)]
        self.mentions: dict[tuple[Path, str], set[str]] = {}
        module_part = hashlib.sha256(numba.__version__.encode())
        for path in files:
            if texts is not None:
                text = texts.get(path, "")
            else:
                text = path.read_text(encoding="utf-8") if path.exists() else ""
            body = ast.parse(text).body
            if body and _is_docstring(body[0]):
                body = body[1:]
            module_part.update(path.name.encode() + b"\0")
            for node in body:
                if isinstance(node, ast.FunctionDef) and _is_compiled(node):
                    self.by_name.setdefault(node.name, []).append((path, _code_of(node)))
                    self.mentions[(path, node.name)] = _mentioned(node)
                else:
                    module_part.update(_code_of(node).encode())
        self.module_digest = module_part.hexdigest()

    def closure(self, path: Path, name: str) -> list[tuple[Path, str]]:
        """The compiled functions ``name`` (defined in ``path``) may call, itself included, as
        sorted ``(file, name)`` pairs."""
        seen: set[tuple[Path, str]] = set()
        todo = [(path, name)]
        while todo:
            key = todo.pop()
            if key in seen or key not in self.mentions:
                continue
            seen.add(key)
            for other in self.mentions[key]:
                for file, _ in self.by_name.get(other, ()):
                    todo.append((file, other))
        return sorted(seen, key=lambda k: (str(k[0]), k[1]))

    def stamp(self, path: Path, name: str) -> str:
        """The freshness stamp of compiled function ``name`` of ``path``; a function these
        sources do not hold (code outside the package: a test's or another package's ruleset)
        gets the digest of all of them and of the sources of its own folder as they are now
        (:func:`folder_digest`), so that an edit to either makes it stale."""
        if (path, name) not in self.mentions:
            return "all:" + self.everything() + ":" + folder_digest(path.parent)
        h = hashlib.sha256(self.module_digest.encode())
        for file, fn in self.closure(path, name):
            for where, src in self.by_name[fn]:
                if where == file:
                    h.update(f"{file.name}:{fn}\0".encode() + src.encode())
        return h.hexdigest()

    def everything(self) -> str:
        """A digest of every compiled function's source and the module-level parts."""
        h = hashlib.sha256(self.module_digest.encode())
        for name in sorted(self.by_name):
            for where, src in self.by_name[name]:
                h.update(f"{where.name}:{name}\0".encode() + src.encode())
        return h.hexdigest()


def folder_digest(folder: Path) -> str:
    """A digest of the names and bytes of the ``*.py`` files of ``folder`` (the stamp of code
    outside the package's sources, whose own edits those sources cannot see)."""
    h = hashlib.sha256()
    for path in sorted(folder.glob("*.py")):
        h.update(path.name.encode() + b"\0")
        try:
            h.update(path.read_bytes())
        except OSError:
            pass
    return h.hexdigest()


@functools.lru_cache(maxsize=4)
def _stamps_for(key: tuple[tuple[str, int, int], ...]) -> SourceStamps:
    return SourceStamps([Path(p) for p, _, _ in key])


def stamps(files: list[Path]) -> SourceStamps:
    """:class:`SourceStamps` of ``files``, parsed again only when one of them changed (by its
    modification time and size)."""
    key = []
    for p in files:
        try:
            st = p.stat()
            key.append((str(p), st.st_mtime_ns, st.st_size))
        except OSError:
            key.append((str(p), 0, 0))
    return _stamps_for(tuple(key))


def saved_stamps(files: list[Path], texts: dict[Path, str], saved: Path) -> SourceStamps:
    """``SourceStamps(files, texts)``, kept in the file ``saved`` for the next process: parsing
    and normalising every source (about 2 s for 群侠杀's engine, in every process that loads a
    compiled entry point, every worker of ``qxs simulate --workers`` included) is done again
    only when the sources differ. The file holds a digest of everything the stamps are made of
    (Python's and numba's versions, each file's path and text) next to the stamps; a file whose
    digest differs, or that cannot be read, is replaced (written whole, then renamed, so that a
    process never reads another's half-written file)."""
    h = hashlib.sha256(f"{sys.version}\0{numba.__version__}\0".encode())
    for path in files:
        h.update(f"{path}\0".encode() + texts.get(path, "").encode() + b"\0")
    key = h.hexdigest()
    try:
        got_key, got = pickle.loads(saved.read_bytes())
        if got_key == key and isinstance(got, SourceStamps):
            return got
    except Exception:  # missing, unreadable or of another version: made again
        pass
    made = SourceStamps(files, texts)
    try:
        saved.parent.mkdir(parents=True, exist_ok=True)
        tmp = saved.with_name(f"{saved.name}.{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps((key, made), protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(tmp, saved)
    except OSError:  # a read-only cache: made in every process, as before
        pass
    return made


_INDEX_NAME = re.compile(
    r"^(?P<module>[^.]+)\.(?P<name>.+)-(?P<line>\d+)(-[A-Za-z0-9_]+)?\.py\d+[a-z]*\.nbi$"
)  # (a copy bound for a ruleset carries the ruleset's tag after its line: jit.copy_compiled)


def prune_orphans(
    cache_dir: Path, files: list[Path], every_s: float = 86400.0, folders: set[str] | None = None
) -> int:
    """Remove the cache entries of functions that no longer exist where they were compiled.

    numba names a function's cache files after its module, name and first line (the line of
    its first decorator), so an edit that moves a function leaves its old files behind, never
    read again. At most once per ``every_s`` seconds per ``cache_dir`` (a marker file), the
    entries whose (module, name, line) is not a compiled function of ``files`` now are
    removed, with directories named ``train-*`` (the training helpers' caches, one per source
    digest) untouched for a week. ``folders``: the subfolders of ``cache_dir`` to look in (None:
    all); entries of other code cached in the same directory are left alone. Returns the number
    of functions removed."""
    marker = cache_dir / ".pruned"
    try:
        if marker.exists() and time.time() - marker.stat().st_mtime < every_s:
            return 0
        cache_dir.mkdir(parents=True, exist_ok=True)
        marker.touch()
    except OSError:
        return 0
    current: set[tuple[str, str, int]] = set()
    for path in files:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError):
            return 0  # cannot tell what is current: keep everything
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and _is_compiled(node):
                first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                current.add((path.stem, node.name, first))
    removed = 0
    for index in cache_dir.glob("*/*.nbi"):
        if folders is not None and index.parent.name not in folders:
            continue
        m = _INDEX_NAME.match(index.name)
        if not m or (m["module"], m["name"], int(m["line"])) in current:
            continue
        for data in index.parent.glob(index.name[: -len(".nbi")] + ".*.nbc"):
            data.unlink(missing_ok=True)
        index.unlink(missing_ok=True)
        removed += 1
    for old in cache_dir.glob("train-*"):
        if old.is_dir() and time.time() - old.stat().st_mtime > 7 * 86400:
            shutil.rmtree(old, ignore_errors=True)
    return removed
