"""Say so on stderr whenever numba compiles qxs_env's code, and for how long.

A first run compiles the rules engine (every function reachable from the batch step) with
numba before the first game, which takes minutes on a small machine; the result is cached, so
later runs load it in a second or two. Without a word the first run looks hung, so
:func:`install` registers a numba event listener (``numba:compile``, which numba fires only on
a cache miss, never when it loads from its cache) that prints one line when the outermost
compile of our code starts (what is being compiled, that it happens once, the time it took on
the machine we measured; a shorter line for later, smaller compiles of the same part, as when
a function first called later in the run compiles then), a line every :data:`TICK_S`
seconds while it lasts, and one when it ends. ``qxs_env`` installs it on import;
``QXS_COMPILE_NOTICE=0`` turns it off (the tests do, since several of them read stderr).

The figures in :data:`PARTS` are measured cold compiles in CPU seconds (one core: numba
compiles on one thread) on the project's 2-core reference machine; docs/engine.md lists them.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from numba.core import event as numba_event

TICK_S = 30.0
"""Seconds between the "still compiling" lines."""

PARTS: tuple[tuple[str, str, int | None], ...] = (
    ("agents.learner_games", "the training helpers", 80),
    ("qxs_env", "the rules engine", 110),
    ("agents", "the heuristic agent", 40),
)
"""Module prefix of the compiled function -> (what it is, measured cold CPU seconds); the first
matching prefix wins."""

_installed: CompileNotice | None = None


def _clock(seconds: float) -> str:
    """``125.0`` -> ``"2:05"``."""
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


MEASURED_RULESETS = ("qxs", "qunxiasha")
"""The ruleset whose engine :data:`PARTS`' "the rules engine" figure was measured on (群侠杀, by
its cache folder's name and its registry name): the framework's procedures compiled for another
ruleset are that ruleset's engine, said by name and without a figure (none is measured)."""

_game_hint: list[str] = []
"""The game whose engine this process built last (:func:`note_game`): a framework function
compiled before any of the ruleset's own (cached with the framework's, not in the ruleset's
folder) is counted as that game's engine."""


def note_game(game: str) -> None:
    """Say which game's engine is being built (the batch engines call it), so that the notice
    names it when the framework's code compiles first."""
    _game_hint[:] = [game] if game else []


def part_of(module: str, cache_path: str | None = None) -> tuple[str, int | None] | None:
    """What a function of ``module`` belongs to and its measured cold compile (CPU seconds), or
    None when it is not ours. ``cache_path``: where numba caches it; a ruleset's compiled code
    is cached in a folder of its own (``rulesets_<name>``), which names the game whose engine it
    is (the framework's procedures are bound per ruleset, so their module does not say)."""
    for prefix, what, cpu_s in PARTS:
        if module == prefix or module.startswith(prefix + "."):
            game = None
            if what == "the rules engine":
                game = ruleset_of_cache(cache_path) or (_game_hint[0] if _game_hint else None)
            if game is not None and game not in MEASURED_RULESETS:
                return f"the rules engine of {game}", None
            return what, cpu_s
    return None


def ruleset_of_cache(cache_path: str | None) -> str | None:
    """``.../numba-functions/rulesets_sanguosha_cards/...`` -> ``"sanguosha"`` (None: no
    ruleset's folder in the path)."""
    if not cache_path:
        return None
    for part in Path(cache_path).parts:
        if part.startswith("rulesets_"):
            name = part[len("rulesets_") :]
            for tail in ("_cards", "_skills"):
                name = name.removesuffix(tail)
            return name or None
    return None


def start_line(what: str, cpu_s: int | None, cache_dir: str | None) -> str:
    """The line printed when a compile of ``what`` starts."""
    took = ""
    if cpu_s:
        lo = max(1, round(cpu_s * 0.95 / 60))
        hi = max(lo + 1, round(cpu_s * 1.25 / 60))  # (160 CPU-s: 3-4, not 3-3)
        took = (
            f"; it takes about {cpu_s} CPU-seconds, {lo}-{hi} minutes on a 2-core machine "
            "(less on a fast desktop, more on a busy one)"
        )
    where = f" in {cache_dir}" if cache_dir else ""
    return (
        f"qxs: compiling {what} with numba, one time only{took}; the result is cached{where}, "
        "so later runs start in seconds"
    )


def _cache_path_of(event: Any) -> str | None:
    """Where numba caches the function being compiled (the engine's, the agents' and the
    training helpers' caches differ), or None when it is not cached or numba's internals
    differ."""
    try:
        return str(event.data["dispatcher"]._cache._impl.locator.get_cache_path())
    except Exception:
        return None


class CompileNotice(numba_event.Listener):
    """The numba listener (module docstring). ``write`` receives each line; ``clock`` gives
    the time in seconds; ``tick`` is the period of the progress lines (0: none, for tests)."""

    def __init__(
        self,
        write: Callable[[str], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        tick: float = TICK_S,
        cache_dir: str | None = None,
    ) -> None:
        self.write = write or _stderr_line
        self.clock = clock
        self.tick = tick
        self.cache_dir = cache_dir
        self.depth = 0
        self.announced: set[str] = set()
        self.what = ""
        self.started = 0.0
        self._stop: threading.Event | None = None

    def on_start(self, event: Any) -> None:
        """A compile starts: announce it when it is the outermost compile of our code."""
        if self.depth > 0:
            self.depth += 1
            return
        part = _part_of_event(event)
        if part is None:
            return
        self.depth = 1
        self.what, cpu_s = part
        self.started = self.clock()
        if self.what in self.announced:  # a later, smaller compile of the same part
            self.write(f"qxs: compiling more of {self.what} with numba (once; cached)")
        else:
            self.announced.add(self.what)
            self.write(start_line(self.what, cpu_s, _cache_path_of(event) or self.cache_dir))
        if self.tick > 0:
            self._stop = threading.Event()
            threading.Thread(target=self._ticker, args=(self._stop,), daemon=True).start()

    def on_end(self, event: Any) -> None:
        """A compile ends: when it is the outermost one, say how long it took."""
        if self.depth == 0:
            return
        self.depth -= 1
        if self.depth > 0:
            return
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self.write(f"qxs: compiled {self.what} in {_clock(self.clock() - self.started)}")

    def _ticker(self, stop: threading.Event) -> None:
        """Print the elapsed time every ``tick`` seconds until ``stop`` is set."""
        while not stop.wait(self.tick):
            self.write(f"qxs: still compiling {self.what}, {_clock(self.clock() - self.started)}")


def _part_of_event(event: Any) -> tuple[str, int | None] | None:
    """What the function compiled in a ``numba:compile`` event belongs to (None: not ours)."""
    data = getattr(event, "data", None) or {}
    dispatcher = data.get("dispatcher")
    fn = getattr(dispatcher, "py_func", None)
    module = getattr(fn, "__module__", None)
    if not isinstance(module, str):
        return None
    return part_of(module, _cache_path_of(event))


def _stderr_line(line: str, stream: TextIO | None = None) -> None:
    """Print ``line`` on stderr at once (a progress bar may be drawn there too)."""
    out = stream or sys.stderr
    try:
        out.write("\n" + line + "\n" if out.isatty() else line + "\n")
        out.flush()
    except (OSError, ValueError):  # a closed stream: the notice is not worth an error
        pass


def enabled() -> bool:
    """False when ``QXS_COMPILE_NOTICE`` is ``0``, ``false``, ``no`` or ``off``."""
    return os.environ.get("QXS_COMPILE_NOTICE", "1").strip().lower() not in (
        "0",
        "false",
        "no",
        "off",
    )


def install() -> CompileNotice | None:
    """Register the notice with numba (once per process); returns it, or None when disabled."""
    global _installed
    if _installed is not None or not enabled():
        return _installed
    from qxs_env.engine.jit import CACHE_DIR

    _installed = CompileNotice(cache_dir=CACHE_DIR)
    numba_event.register("numba:compile", _installed)
    return _installed
