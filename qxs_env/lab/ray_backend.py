"""The lab's chunks as Ray tasks (``qxs simulate --ray local|ADDRESS``; the optional ``ray`` extra).

Each chunk of games runs :func:`qxs_env.lab.simulate._worker_task`, the function the process pool
runs,
so its records do not depend on where it ran and the numbers equal one worker's.

Failures: a chunk is deterministic and has no side effects, so a chunk whose worker process or
node died is simply played again (``max_retries``, default :data:`DEFAULT_RETRIES`; Ray retries
system failures, and the transient :data:`RETRY_EXCEPTIONS` raised by the task). A chunk that
still fails, or one whose error is the chunk's own (a policy that raises), is reported as
*missing*: the other chunks go on, and the run ends with the finished chunks kept (see
:attr:`qxs_env.lab.simulate.LabResults.missing`), which ``qxs simulate --resume FILE`` completes.

Addresses: ``local`` starts a private instance; ``auto`` joins the cluster this machine is part
of; ``HOST:PORT`` (the GCS port of ``ray start --head``, 6379 by default) joins the cluster at
that address. Ray Client (``ray://HOST:PORT``) is refused with a clear error: with Ray 2.60's
token authentication its server fails to start the client's session (a 40-s wait, then an
empty error), and Ray deprecates it; from outside the cluster, submit the run as a Ray job
instead (docs/ray.md). Ray 2.60 clusters check an authentication token; Ray itself picks
the token up only for ``auto``, so :func:`ray_init` turns token mode on for an explicit address
when a token is available (``RAY_AUTH_TOKEN``, ``RAY_AUTH_TOKEN_PATH`` or ``~/.ray/auth_token``)
and ``RAY_AUTH_MODE`` is not set. An explicit address that does not answer within
:data:`CONNECT_TIMEOUT_S` is one clear error instead of Ray's endless retries.
"""

from __future__ import annotations

import os
import re
import socket
import sys
import time
from collections.abc import Callable
from typing import Any

from qxs_env.lab.results import GameConfig
from qxs_env.lab.simulate import AgentsSpec, LabError, _add_records, _worker_task
from qxs_env.lab.stats import GameResults
from qxs_env.rulesets import registry

RAY_INSTALL_HINT = "pip install 'qxs_env[ray]' (or pip install 'ray[client]')"
DASHBOARD_INSTALL_HINT = "pip install 'ray[default]' (the same version as ray)"
RAY_LOCAL_OBJECT_STORE = 128 * 1024 * 1024  # bytes; records are small (a few MB per million)
DEFAULT_RETRIES = 3
"""How many times a chunk is played again after its worker or node died (``--ray-retries``)."""
RETRY_EXCEPTIONS: list[type[BaseException]] = [OSError, MemoryError]
"""Exceptions raised inside a chunk that are worth another try (the machine's, not the
game's); any other exception of a chunk is deterministic and fails it at once."""
CONNECT_TIMEOUT_S = 5.0
"""Seconds to wait for an explicit cluster address to accept a connection."""
HEAD_CHECK_S = 5.0
"""How often a run checks that the cluster's head (its GCS) still answers; when it does not,
the run stops waiting and ends incomplete (Ray itself would wait 60 s, then end the process
without saving anything)."""
SHIP_EXCLUDES = [
    "__pycache__",
    "*.nbi",
    "*.nbc",
    "*.pyc",
    ".git",
    "*.egg-info",
    ".venv",
    "venv",
    ".ci-venv",
    ".ci-venv-readme",
    "out",
    "runs",
    "notebooks",
    "bench",
    "tests",
]
"""What ``--ray-ship`` leaves out of the uploaded project (the numba cache above all: it is
large and tied to this machine)."""
_ANSI_CODE = re.compile(r"\x1b\[[0-9;]*m")
_TASK_HEADER = re.compile(r"^ray::\S+ \(pid=")
NODE_NUMBA_CACHE = "/tmp/qxs-numba-cache"
"""The compile cache of shipped code on each node: every worker of a node shares it, so a node
compiles the engine once per version of the code."""


def ship_runtime_env() -> dict[str, Any]:
    """The ``runtime_env`` of ``--ray-ship``: uploads this project to every node of the cluster
    (nodes then need only Ray and the project's dependencies, not the project). A source
    checkout (``pyproject.toml`` and ``configs/`` next to the package) travels as the
    ``working_dir`` (the decks in ``configs/`` with it); an installed package as ``py_modules``
    (``qxs_env``, with its packaged configs, and ``agents`` when installed). The compile cache
    is per node (:data:`NODE_NUMBA_CACHE`)."""
    import importlib.util
    from pathlib import Path

    import qxs_env

    package = Path(qxs_env.__file__).resolve().parent
    root = package.parent
    env: dict[str, Any] = {"env_vars": {"NUMBA_CACHE_DIR": NODE_NUMBA_CACHE}}
    if (root / "pyproject.toml").is_file() and (root / "configs").is_dir():
        env.update(working_dir=str(root), excludes=list(SHIP_EXCLUDES))
    else:
        modules = [str(package)]
        # found, not imported: the lab names the agents package by import strings only
        spec = importlib.util.find_spec("agents")
        if spec is not None and spec.origin:
            modules.append(str(Path(spec.origin).resolve().parent))
        env.update(py_modules=modules, excludes=list(SHIP_EXCLUDES))
    return env


def require_ray() -> Any:
    """The ``ray`` module, or :class:`LabError` saying how to install it (``--ray`` needs the
    optional ``ray`` extra)."""
    try:
        import ray
    except ImportError as exc:
        raise LabError(f"--ray needs Ray, which is not installed: {RAY_INSTALL_HINT}") from exc
    return ray


def split_address(address: str) -> tuple[str, int] | None:
    """``(host, port)`` of an explicit cluster address (``HOST:PORT``), ``None`` for ``local``
    and ``auto``; :class:`LabError` for an address without a port and for Ray Client
    (``ray://``, see the module docstring)."""
    if address in ("local", "auto"):
        return None
    if address.startswith("ray://"):
        raise LabError(
            f"--ray {address}: Ray Client (ray://) is not supported; use the cluster's "
            "HOST:PORT (6379) or run qxs on the cluster as a Ray job (see docs/ray.md)"
        )
    host, sep, port = address.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise LabError(f"--ray {address}: expected local, auto or HOST:PORT")
    return host.strip("[]"), int(port)


def check_reachable(address: str, timeout: float = CONNECT_TIMEOUT_S) -> None:
    """Raise :class:`LabError` (one line) when the explicit ``address`` does not accept a TCP
    connection within ``timeout`` seconds; ``local`` and ``auto`` are not checked."""
    where = split_address(address)
    if where is None:
        return
    try:
        with socket.create_connection(where, timeout=timeout):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise LabError(
            f"--ray {address}: no Ray cluster answers there ({reason}); start one with "
            "'ray start --head' or check the address"
        ) from exc


def enable_token_auth(address: str) -> bool:
    """For an explicit address, turn Ray's token authentication on in this process (and the
    processes it starts) when ``RAY_AUTH_MODE`` is unset and a token is available; Ray 2.60 does
    this itself only for ``auto``. Returns whether token mode is on."""
    if split_address(address) is None or "RAY_AUTH_MODE" in os.environ:
        return os.environ.get("RAY_AUTH_MODE", "").lower() == "token"
    try:
        from ray._private.authentication.authentication_token_setup import (
            maybe_enable_token_auth_if_token_available,
        )
    except ImportError:  # a Ray without token authentication
        return False
    return bool(maybe_enable_token_auth_if_token_available(warn_if_disabled=False))


def dashboard_missing() -> str | None:
    """Why Ray's dashboard cannot start on this machine (the first of its dependencies, which
    ``ray[default]`` installs and ``ray[rllib]`` does not, that fails to import), or ``None``
    when it can; the same import check Ray makes before it starts the dashboard."""
    try:
        import ray.dashboard.optional_deps  # noqa: F401
    except ImportError as exc:
        return str(exc) or type(exc).__name__
    return None


def check_dashboard(address: str) -> None:
    """:class:`LabError` (one line) unless ``--ray-dashboard`` can work: it applies to
    ``--ray local`` only (a cluster's dashboard is its head's), and needs ``ray[default]``."""
    if address != "local":
        raise LabError(
            "--ray-dashboard applies to --ray local; a cluster's dashboard is started by its "
            "head (ray start --head --include-dashboard true, see docs/ray.md)"
        )
    missing = dashboard_missing()
    if missing is not None:
        raise LabError(
            f"--ray-dashboard needs Ray's dashboard, which is not installed ({missing}): "
            f"{DASHBOARD_INSTALL_HINT}"
        )


def ray_init(
    ray: Any, address: str, workers: int, ship: bool = False, dashboard: bool = False
) -> bool:
    """Start or join Ray for :func:`run_ray`; returns whether this call initialised it (and so
    must shut it down). ``local`` starts a private instance on this machine with ``workers``
    CPUs (all cores when ``workers`` is 1); any other address (``auto``, ``HOST:PORT``) joins
    an existing cluster, after checking that it answers and with the
    cluster's authentication token (see the module docstring). A Ray session that the caller
    already opened is used as it is. Failures to connect are :class:`LabError` (one line).
    ``ship`` uploads the project to the nodes (:func:`ship_runtime_env`); ``dashboard`` starts
    the local instance with Ray's dashboard (:func:`check_dashboard`) and prints its address
    on stderr."""
    if ray.is_initialized():
        return False
    if dashboard:
        check_dashboard(address)
    common: dict[str, Any] = {
        "include_dashboard": dashboard,
        "logging_level": "warning",
        "log_to_driver": True,
    }
    if ship:
        common["runtime_env"] = ship_runtime_env()
    if address == "local":
        context = ray.init(
            num_cpus=workers if workers > 1 else None,
            object_store_memory=RAY_LOCAL_OBJECT_STORE,
            **common,
        )
        url = getattr(context, "dashboard_url", None)
        if dashboard and url:
            print(f"Ray dashboard: http://{url}", file=sys.stderr)
        return True
    check_reachable(address)
    enable_token_auth(address)
    try:
        ray.init(address=address, **common)
    except (ConnectionError, RuntimeError, ValueError, ray.exceptions.RayError) as exc:
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        raise LabError(f"--ray {address}: cannot join the cluster: {first}") from exc
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
    todo: list[tuple[int, int]] | None = None,
    retries: int = DEFAULT_RETRIES,
    failures: list[str] | None = None,
    ship: bool = False,
    dashboard: bool = False,
) -> bool:
    """Play every (configuration, chunk) as a Ray task; returns ``interrupted``.

    Each task is :func:`_worker_task`, the same function the process pool runs, so a chunk's
    records do not depend on where it ran; Ray reuses its worker processes, which keep their
    ``_Runner`` (and compiled engine) between tasks. Every node needs ``qxs_env`` installed (the
    tasks refer to it by module name), unless ``ship`` uploads it.

    ``todo`` lists the (configuration index, chunk index) pairs to play (default: all). A chunk
    whose worker died is played again up to ``retries`` times; a chunk that fails for good is
    left out of ``results`` (the caller finds it missing) and one line about it is appended to
    ``failures``. On Ctrl-C the pending tasks are cancelled and the chunks already finished are
    kept. ``ship`` uploads the project to the nodes (:func:`ship_runtime_env`) and plays one
    warm-up game on every node before the chunks are queued (:func:`_warm_nodes`);
    ``dashboard`` starts ``local`` with Ray's dashboard."""
    ray = require_ray()
    if retries < 0:
        raise LabError("--ray-retries must be >= 0")
    started = ray_init(ray, address, workers, ship, dashboard)
    interrupted = False
    head_lost = False
    if todo is None:
        todo = [(ci, c[0]) for ci in range(len(configs)) for c in chunks]
    try:
        task = ray.remote(num_cpus=1, max_retries=retries, retry_exceptions=list(RETRY_EXCEPTIONS))(
            _worker_task
        )
        cfg = [config.to_dict() for config in configs]
        game = (spec.game, registry.origin_of(spec.game))
        owner: dict[Any, tuple[int, int]] = {}

        def queue_chunks() -> list[Any]:
            for ci, c in todo:
                ref = task.remote(ci, game, cfg[ci], str(spec), seed, num_envs, chunks[c])
                owner[ref] = (ci, c)
            return list(owner)

        # shipped code has a new path on every node: compile it once per node, then queue
        warming = (
            _warm_nodes(ray, task, todo, game, cfg, str(spec), seed, num_envs, chunks)
            if ship
            else []
        )
        pending = warming or queue_chunks()

        def collect(ref: Any, timeout: float | None = None) -> None:
            if ref not in owner:  # a warm-up game: its records are not kept, a failure is
                try:  # the chunks' to report
                    ray.get(ref, timeout=timeout)
                except ray.exceptions.RayError:
                    pass
                return
            try:
                ci, records = ray.get(ref, timeout=timeout)
            except ray.exceptions.RayError as exc:  # failed for good (retries spent)
                if failures is not None:
                    ci, c = owner[ref]
                    why = failure_reason(exc, isinstance(exc, ray.exceptions.RayTaskError))
                    failures.append(
                        f"configuration {ci} chunk {c}: {type(exc).__name__}: {why}"[:300]
                    )
                return
            _add_records(results[ci], records)
            if progress is not None:
                progress(len(records))

        gcs = _gcs_address(ray)
        checked = time.monotonic()
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1, timeout=1.0)
                for ref in done:
                    collect(ref)
                if warming and not pending:  # every node compiled: now the chunks
                    warming = []
                    pending = queue_chunks()
                if gcs and pending and time.monotonic() - checked >= HEAD_CHECK_S:
                    checked = time.monotonic()
                    if not _answers(gcs):
                        if failures is not None:
                            left = len(todo) if warming else len(pending)
                            failures.append(
                                f"the cluster's head (GCS {gcs}) stopped answering; "
                                f"{left} chunk(s) left unplayed"
                            )
                        head_lost = True
                        break
        except KeyboardInterrupt:
            interrupted = True
            # keep the chunks that finished meanwhile (a quick look, no waiting), cancel the rest
            if pending:
                done, pending = ray.wait(pending, num_returns=len(pending), timeout=0)
                for ref in done:
                    collect(ref, timeout=0)
            for ref in pending:
                ray.cancel(ref, force=True)
    finally:
        if started and not head_lost:
            ray.shutdown()
        elif started:  # the head is gone: disconnect without waiting on it
            _shutdown_without_head(ray)
    return interrupted


def _warm_nodes(
    ray: Any,
    task: Any,
    todo: list[tuple[int, int]],
    game: tuple[str, str | None],
    cfg: list[dict[str, Any]],
    spec_text: str,
    seed: int,
    num_envs: int,
    chunks: list[tuple[int, int, int]],
) -> list[Any]:
    """For ``--ray-ship``: one game on every live node with a CPU (pinned to it, not retried),
    whose references the run waits for before it queues the chunks. Shipped code lands in a new
    folder of every node's Ray session, and numba's cache is keyed on the source folder, so
    every worker's first chunk would compile the whole engine: all the workers of a node at
    once (each 150 CPU-s and half a GB or more). Warmed, a node compiles once into its cache
    (:data:`NODE_NUMBA_CACHE`) and its workers load it. Nodes that join later are not warmed.
    Says on stderr how many nodes compile."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    if not todo:
        return []
    ci, c = todo[0]
    first, start, _ = chunks[c]
    one_game = (first, start, start + 1)
    nodes = [n["NodeID"] for n in ray.nodes() if n.get("Alive") and n["Resources"].get("CPU")]
    print(
        f"--ray-ship: a warm-up game on each of {len(nodes)} node(s) before the chunks (the "
        "first run of a Ray session compiles the shipped engine: minutes, ~150 CPU-s a node)",
        file=sys.stderr,
    )
    refs = []
    for node in nodes:
        where = NodeAffinitySchedulingStrategy(node_id=node, soft=False)
        warm = task.options(scheduling_strategy=where, max_retries=0, retry_exceptions=False)
        refs.append(warm.remote(ci, game, cfg[ci], spec_text, seed, num_envs, one_game))
    return refs


def failure_reason(exc: BaseException, in_task: bool) -> str:
    """One line saying why a chunk failed for good. Ray's text of an error raised inside the
    task (``in_task``: a ``RayTaskError``) starts with the task's name and pid in colour codes
    and ends with the exception that caused it: that last line is the reason (e.g. the
    ``ModuleNotFoundError`` of a node without the project, which gets a hint); for Ray's own
    errors (a worker or node that died) the first line is."""
    text = _ANSI_CODE.sub("", str(exc))
    lines = [line.strip() for line in text.splitlines()]
    lines = [ln for ln in lines if ln and not _TASK_HEADER.match(ln) and set(ln) != {"^"}]
    if not lines:
        return type(exc).__name__
    reason = lines[-1] if in_task else lines[0]
    if any(f"No module named '{name}'" in reason for name in ("qxs_env", "agents")):
        reason += " (the node lacks the project: install it there or add --ray-ship)"
    return reason


def _gcs_address(ray: Any) -> str | None:
    """``HOST:PORT`` of the cluster's GCS (the head), or None when Ray does not say."""
    try:
        gcs = ray.get_runtime_context().gcs_address
    except Exception:
        return None
    return gcs if isinstance(gcs, str) and ":" in gcs else None


def _answers(gcs: str, timeout: float = 2.0, tries: int = 3) -> bool:
    """Whether ``HOST:PORT`` accepts a TCP connection within ``timeout`` seconds, in one of
    ``tries`` attempts a second apart (a busy machine is not a dead head)."""
    host, _, port = gcs.rpartition(":")
    for attempt in range(tries):
        if attempt:
            time.sleep(1.0)
        try:
            with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
                return True
        except (OSError, ValueError):
            continue
    return False


def _shutdown_without_head(ray: Any) -> None:
    """End this process's Ray session after its head died, in a bounded time: Ray's own
    shutdown would wait on the dead GCS, so it runs in a daemon thread for a few seconds."""
    import threading

    done = threading.Event()

    def stop() -> None:
        try:
            ray.shutdown()
        except Exception:
            pass
        done.set()

    threading.Thread(target=stop, daemon=True).start()
    done.wait(10.0)
