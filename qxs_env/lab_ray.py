"""The lab's chunks as Ray tasks (``qxs simulate --ray local|ADDRESS``; the optional ``ray`` extra).

Each chunk of games runs :func:`qxs_env.lab._worker_task`, the function the process pool runs,
so its records do not depend on where it ran and the numbers equal one worker's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from qxs_env.config import GameConfig
from qxs_env.lab import AgentsSpec, LabError, _add_records, _worker_task
from qxs_env.stats import GameResults

RAY_INSTALL_HINT = "pip install 'qxs_env[ray]' (or pip install ray)"
RAY_LOCAL_OBJECT_STORE = 128 * 1024 * 1024  # bytes; records are small (a few MB per million)


def require_ray() -> Any:
    """The ``ray`` module, or :class:`LabError` saying how to install it (``--ray`` needs the
    optional ``ray`` extra)."""
    try:
        import ray
    except ImportError as exc:
        raise LabError(f"--ray needs Ray, which is not installed: {RAY_INSTALL_HINT}") from exc
    return ray


def ray_init(ray: Any, address: str, workers: int) -> bool:
    """Start or join Ray for :func:`run_ray`; returns whether this call initialised it (and so
    must shut it down). ``local`` starts a private instance on this machine with ``workers``
    CPUs (all cores when ``workers`` is 1); any other address (``auto``, ``HOST:PORT``,
    ``ray://HOST:PORT``) joins an existing cluster. A Ray session that the caller already opened
    is used as it is."""
    if ray.is_initialized():
        return False
    common = {"include_dashboard": False, "logging_level": "warning", "log_to_driver": True}
    if address == "local":
        ray.init(
            num_cpus=workers if workers > 1 else None,
            object_store_memory=RAY_LOCAL_OBJECT_STORE,
            **common,
        )
    else:
        ray.init(address=address, **common)
    return True


def run_ray(
    address: str,
    configs: list[GameConfig],
    spec: AgentsSpec,
    seed: int,
    num_envs: int,
    chunks: list[tuple[int, int, int]],
    workers: int,
    results: list[GameResults],
    progress: Callable[[int], None] | None,
) -> bool:
    """Play every (configuration, chunk) as a Ray task; returns ``interrupted``.

    Each task is :func:`_worker_task`, the same function the process pool runs, so a chunk's
    records do not depend on where it ran; Ray reuses its worker processes, which keep their
    ``_Runner`` (and compiled engine) between tasks. Every node needs ``qxs_env`` installed (the
    tasks refer to it by module name). On Ctrl-C the pending tasks are cancelled and the chunks
    already finished are kept."""
    ray = require_ray()
    started = ray_init(ray, address, workers)
    interrupted = False
    try:
        task = ray.remote(num_cpus=1, max_retries=0)(_worker_task)
        pending = [
            task.remote(ci, config.to_dict(), str(spec), seed, num_envs, c)
            for ci, config in enumerate(configs)
            for c in chunks
        ]
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    ci, records = ray.get(ref)
                    _add_records(results[ci], records)
                    if progress is not None:
                        progress(len(records))
        except KeyboardInterrupt:
            interrupted = True
            # keep the chunks that finished meanwhile (a quick look, no waiting), cancel the rest
            if pending:
                done, pending = ray.wait(pending, num_returns=len(pending), timeout=0)
                for ref in done:
                    try:
                        ci, records = ray.get(ref, timeout=0)
                    except Exception:  # failed or lost: its games are not counted
                        continue
                    _add_records(results[ci], records)
            for ref in pending:
                ray.cancel(ref, force=True)
    finally:
        if started:
            ray.shutdown()
    return interrupted
