"""Output paths of the command line, checked before the first game and written safely after.

A run can take hours; finding out at the end that ``--json`` points into a folder that cannot
be written, that ``--csv`` names a folder or that ``--plot`` names a file would throw the run
away. :func:`check_file` and :func:`check_dir` therefore try each path before anything is
played (creating missing parent folders, as the writers do, and writing a probe that is removed
again), and :func:`write_all` writes each output on its own, so one that still fails (a full
disk) costs only itself: the others are written and the error is one line.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any


class OutputPathError(ValueError):
    """An output path that cannot be written; the message is one line naming the option."""


def _reason(exc: OSError) -> str:
    return exc.strerror or type(exc).__name__


def check_file(path: str | os.PathLike[str], option: str) -> Path:
    """Check that ``path`` (the value of ``option``, e.g. ``--json``) can be written as a file:
    not a folder, its folder exists or can be made, and a file can be created there. Leaves no
    trace when the file did not exist. Raises :class:`OutputPathError`."""
    p = Path(path)
    if str(path).strip() == "":
        raise OutputPathError(f"{option} needs a file name")
    if p.is_dir():
        raise OutputPathError(f"{option} {path}: is a folder; give a file name")
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputPathError(
            f"{option} {path}: cannot make the folder {p.parent}: {_reason(exc)}"
        ) from exc
    existed = p.exists()
    try:
        with p.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise OutputPathError(f"{option} {path}: cannot write it: {_reason(exc)}") from exc
    if not existed:
        p.unlink(missing_ok=True)
    return p


def check_dir(path: str | os.PathLike[str], option: str) -> Path:
    """Check that ``path`` (the value of ``option``, e.g. ``--plot``) is or can be made a
    folder whose files can be written. Raises :class:`OutputPathError`."""
    p = Path(path)
    if str(path).strip() == "":
        raise OutputPathError(f"{option} needs a folder name")
    if p.exists() and not p.is_dir():
        raise OutputPathError(f"{option} {path}: is a file; give a folder")
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputPathError(f"{option} {path}: cannot make the folder: {_reason(exc)}") from exc
    probe = p / f".qxs-probe-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise OutputPathError(f"{option} {path}: cannot write into it: {_reason(exc)}") from exc
    return p


def write_all(
    writers: Iterable[tuple[str, Callable[[], Iterable[Path] | Path]]],
    say: Callable[[str], None],
    warn: Callable[[str], None],
) -> bool:
    """Run each ``(option, writer)``; ``say("wrote PATH")`` for every file written, ``warn`` one
    line for a writer that fails (the others still run). Returns True when all succeeded."""
    ok = True
    for option, write in writers:
        try:
            written = write()
        except OSError as exc:
            ok = False
            where = f" {exc.filename}" if getattr(exc, "filename", None) else ""
            warn(f"{option}: could not write{where}: {_reason(exc)}")
            continue
        for path in [written] if isinstance(written, Path) else written:
            say(f"wrote {path}")
    return ok


def write_csv_rows(path: str | os.PathLike[str], cols: list[str], rows: Iterable[dict]) -> Path:
    """Write ``rows`` (dicts) as CSV to ``path`` with the columns ``cols`` in that order (other
    keys left out, None written as an empty cell); the folder is made. Returns the path."""
    import csv

    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with p.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            writer.writerow({k: "" if row.get(k) is None else row.get(k) for k in cols})
    return p


def write_json_file(path: str | os.PathLike[str], document: Any) -> Path:
    """Write ``document`` as indented UTF-8 JSON (non-ASCII kept) to ``path``, its folder made;
    returns the path."""
    import json

    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", "utf-8")
    return p
