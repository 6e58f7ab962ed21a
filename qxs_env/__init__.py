"""qxs_env: the wuxia hidden-identity card game 群侠杀 (Qunxiasha) as a batched, compiled
rules engine behind PettingZoo, vector and single-seat environments.

Main entry points::

    import qxs_env
    env = qxs_env.env(players=8)            # PettingZoo AEC environment
    batch = qxs_env.BatchEnv(256, players=8) # many games stepped in one compiled call
    eng = qxs_env.Engine(qxs_env.GameConfig(players=5), batch=4)  # the raw batch engine
"""

from __future__ import annotations

from typing import Any

from qxs_env.engine.compile_notice import install as _install_compile_notice
from qxs_env.rulesets.qxs.config import GameConfig

__version__ = "0.1.0"
__all__ = ["BatchEnv", "Engine", "GameConfig", "env", "raw_env", "__version__"]


def __getattr__(name: str) -> Any:
    # Lazy imports: importing qxs_env stays cheap and does not compile the engine.
    if name == "Engine":
        from qxs_env.rulesets.qxs.api import Engine

        return Engine
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
