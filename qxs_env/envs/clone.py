"""Copying and pickling of the env adapters, whose objects hold compiled entry points.

The adapters (``qxs_env.envs.aec``, ``qxs_env.envs.batch``, ``qxs_env.train``) call the compiled
engine
through entry points looked up once (``qxs_env.engine.fastcall.fast_entry``): these cannot be
pickled (``cannot pickle '_dynfunc._Closure'``), and a plain ``copy.deepcopy`` would copy the
cached views of the engine state apart from the state itself, so the copy would silently stop
following its own game. :class:`Clonable` gives a class ``__getstate__`` / ``__setstate__``
that leave out the attributes named in ``_DERIVED`` (entry points, views) and rebuild them
with ``_rebind()`` after the rest was restored:

- ``copy.deepcopy``: every engine named in ``_ENGINES`` becomes ``Engine.copy()`` (a copy of
  the state bytes; tables shared, they are never written), everything else is deep-copied;
- ``pickle``: every engine travels as its class, config and ``Engine.to_bytes()`` and is
  rebuilt with ``Engine(config, batch)`` + ``load_bytes`` (``engine.state.rebuild_engine``, the
  helper the engine's own ``__reduce__`` uses; in another process too).

Either way the clone continues exactly like the original (same observations, masks, rewards,
infos for the same actions). A shallow ``copy.copy`` shares the engine, as shallow copies do.
"""

from __future__ import annotations

from typing import Any

from qxs_env.engine.state import rebuild_engine

__all__ = ["Clonable", "EngineRef"]


class EngineRef:
    """Stands for an ``Engine`` in a ``__getstate__`` dict: deep-copied it becomes
    ``engine.copy()``, pickled it becomes a rebuilt engine (module docstring)."""

    __slots__ = ("engine",)

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        key = id(self.engine)
        if key not in memo:
            memo[key] = self.engine.copy()
        return memo[key]

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        e = self.engine
        return (rebuild_engine, (type(e), e.config, int(e.batch), e.to_bytes()))


class Clonable:
    """Mixin: ``__getstate__`` / ``__setstate__`` that drop ``_DERIVED`` attributes, carry the
    engines named in ``_ENGINES`` through :class:`EngineRef`, and call ``_rebind()``."""

    _DERIVED: tuple[str, ...] = ()
    _ENGINES: tuple[str, ...] = ()

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        for name in self._DERIVED:
            state.pop(name, None)
        for name in self._ENGINES:
            if name in state:
                state[name] = EngineRef(state[name])
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state = dict(state)
        for name in self._ENGINES:
            ref = state.get(name)
            if isinstance(ref, EngineRef):  # copy.copy: the engine is shared
                state[name] = ref.engine
        self.__dict__.update(state)
        self._rebind()

    def _rebind(self) -> None:
        """Rebuild the ``_DERIVED`` attributes from the restored ones."""
