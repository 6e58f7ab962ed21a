"""The command line shared by every ruleset's generated reference docs (群侠杀's docs/cards.md
and docs/heroes.md, 三国杀's docs/sanguosha/cards.md and heroes.md): write the text, or check
that the committed file equals it."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path


def doc_main(
    argv: list[str] | None, description: str, render: Callable[[], str], path: Path, module: str
) -> int:
    """Write ``render()`` to ``path`` (``--out`` overrides), or with ``--check`` exit 1 when
    the file differs from it (``module``: the command that regenerates it)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("--check", action="store_true", help="exit 1 if the file is out of date")
    ap.add_argument("--out", type=Path, default=path)
    args = ap.parse_args(argv)
    text = render()
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != text:
            print(f"{args.out} is out of date: run python -m {module}")
            return 1
        print(f"{args.out} is up to date")
        return 0
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0
