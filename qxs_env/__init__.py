"""qxs_env: the wuxia hidden-identity card game 群侠杀 (Qunxiasha) as a batched, compiled
rules engine behind PettingZoo, vector and single-seat environments.

Main entry points::

    import qxs_env
    env = qxs_env.env(players=8)            # PettingZoo AEC environment
    batch = qxs_env.BatchEnv(256, players=8) # many games stepped in one compiled call
    eng = qxs_env.Engine(qxs_env.GameConfig(players=5), batch=4)  # the raw batch engine

Every entry point takes the game by name, ``game=`` (the ruleset registry,
:mod:`qxs_env.rulesets.registry`; :func:`games` lists them; default 群侠杀, ``"qunxiasha"``)::

    env = qxs_env.env(game="qunxiasha", players=8)
    eng = qxs_env.make_engine(game="qunxiasha", players=5, batch=4)
"""

from __future__ import annotations

from typing import Any

from qxs_env.engine.compile_notice import install as _install_compile_notice
from qxs_env.rulesets import registry as _registry

__version__ = "0.1.0"
__all__ = [
    "BatchEnv",
    "Engine",
    "GameConfig",
    "env",
    "games",
    "make_engine",
    "raw_env",
    "__version__",
]


def games() -> list[str]:
    """The names of the games ``game=`` takes (the ruleset registry)."""
    return _registry.names()


def make_engine(
    game: str | None = None, config: Any = None, batch: int = 1, **config_kwargs: Any
) -> Any:
    """The raw batch engine of ``game`` (default 群侠杀) for ``batch`` games: its config class
    built from ``config_kwargs``, or ``config`` with them applied (the adapters' rule,
    :func:`qxs_env.rulesets.registry.resolve`)."""
    ruleset, config = _registry.resolve(game, config, {}, **config_kwargs)
    return ruleset.engine_class(config, batch=batch)


def __getattr__(name: str) -> Any:
    # Lazy imports: importing qxs_env stays cheap and does not compile the engine.
    # ``Engine`` and ``GameConfig`` are the default game's (the registry's descriptor).
    if name == "Engine":
        return _registry.get().engine_class
    if name == "GameConfig":
        return _registry.get().config_class
    if name in ("env", "raw_env"):
        from qxs_env.envs import aec

        return getattr(aec, name)
    if name == "BatchEnv":
        from qxs_env.envs.batch import BatchEnv

        return BatchEnv
    if name == "VectorEnv":  # deprecated alias of BatchEnv (warns)
        import warnings

        from qxs_env.envs.batch import BatchEnv

        warnings.warn(
            "qxs_env.VectorEnv is deprecated: it is now qxs_env.BatchEnv (the same class; it is "
            "not a gymnasium VectorEnv, rewards are per seat). For a gymnasium VectorEnv use "
            "qxs_env.train.env.SingleSeatVectorEnv",
            DeprecationWarning,
            stacklevel=2,
        )
        return BatchEnv
    raise AttributeError(f"module 'qxs_env' has no attribute {name!r}")


# last, so that the module is complete (its lazy attributes too) while the notice's imports run
_install_compile_notice()  # a line on stderr whenever numba compiles our code (minutes, once)
