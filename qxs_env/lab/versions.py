"""Which code measured a result: qxs_env's version and git commit, Python and numba.

Reports of the lab (``qxs simulate``) and of ``qxs audit`` carry :func:`version_info`, so a win
rate can be traced to the agents and rules that produced it.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np


def version_info() -> dict[str, Any]:
    """qxs_env's version, the git commit of its source tree (when it is a git checkout) and
    whether tracked files differ from it (``git_dirty``), and the Python and numba versions."""
    from importlib.metadata import PackageNotFoundError, version

    import numba

    try:
        ours = version("qxs_env")
    except PackageNotFoundError:
        ours = None
    root = Path(__file__).resolve().parents[2]  # the checkout (qxs_env/lab/versions.py)

    def git(*argv: str) -> str | None:
        try:
            out = subprocess.run(
                ["git", "-C", str(root), *argv],
                capture_output=True,
                text=True,
                timeout=10,
                check=False,
            )
        except (OSError, subprocess.SubprocessError):
            return None
        return out.stdout.strip() if out.returncode == 0 else None

    commit = git("rev-parse", "HEAD") or None
    changed = git("status", "--porcelain", "--untracked-files=no") if commit else None
    return {
        "qxs_env": ours,
        "git_commit": commit,
        "git_dirty": None if changed is None else bool(changed),
        "python": sys.version.split()[0],
        "numba": numba.__version__,
    }


def machine_info() -> dict[str, Any]:
    """Versions and CPU of this machine, for benchmark reports (``qxs bench``, and the compile
    benchmark)."""
    import numba

    return {
        "python": platform.python_version(),
        "numpy": np.__version__,
        "numba": numba.__version__,
        "cpu_count": os.cpu_count(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "threads": "one process, one thread (the compiled loops are serial)",
    }
