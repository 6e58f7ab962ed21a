"""The framework's dispatcher generator (qxs_env/engine/dispatch_gen.py, issue 32 scope 5) serves
any ruleset package: generated for a made-up ruleset in a temporary folder, its dispatchers call
each module's hook for that module's code, return the hook's default for any other, import from
that ruleset only, and a stale file is seen."""

from __future__ import annotations

import ast
import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from qxs_env.engine import dispatch_gen as gen

RULESET = "toy_ruleset_for_dispatch_gen"
"""The made-up ruleset package (written under tmp_path, put on sys.path)."""

HOOKS = (
    gen.Hook("value", "piece_value", "x", "-1", "The piece's value for x (-1: no such piece)."),
    gen.Hook("touch", "piece_touch", "x", "False", "Touch the piece.", returns=False),
)


@pytest.fixture
def ruleset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[gen.Target]:
    """A ruleset package with a constants module and a package of two piece modules, each
    defining one hook; its target reads that package. The modules are dropped from
    ``sys.modules`` afterwards."""
    root = tmp_path / RULESET
    pieces = root / "pieces"
    pieces.mkdir(parents=True)
    (root / "__init__.py").write_text('"""A made-up ruleset."""\n', encoding="utf-8")
    (root / "codes.py").write_text("PIECE_ROOK = 1\nPIECE_PAWN = 2\n", encoding="utf-8")
    (pieces / "__init__.py").write_text('"""pieces"""\n', encoding="utf-8")
    (pieces / "rook.py").write_text("def value(x):\n    return 50 + x\n", encoding="utf-8")
    (pieces / "pawn.py").write_text(
        "TOUCHED = []\n\n\ndef touch(x):\n    TOUCHED.append(x)\n", encoding="utf-8"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    yield gen.Target(RULESET, "pieces", "kind", "PIECE_", "codes", "piece", HOOKS, pieces)
    for name in [m for m in sys.modules if m.split(".")[0] == RULESET]:
        del sys.modules[name]


def _python(fn: object) -> object:
    """The plain Python function behind a numba dispatcher (no compile in this test)."""
    return getattr(fn, "py_func", fn)


def test_dispatchers_call_each_modules_hook(ruleset: gen.Target) -> None:
    """The generated dispatchers call a module's hook for its code and return the default for
    any other code; their file imports from the made-up ruleset and names no 群侠杀 module."""
    text = gen.generate(ruleset)
    assert "qxs" not in text.replace("qxs_env.engine.jit", "")
    imports = [n for n in ast.parse(text).body if isinstance(n, ast.ImportFrom)]
    modules = {n.module for n in imports} - {"__future__", "qxs_env.engine.jit"}
    assert modules == {f"{RULESET}.codes", f"{RULESET}.pieces"}
    assert f"python -m {RULESET}.dispatch_gen --target pieces" in text
    gen.write(ruleset)
    mod = importlib.import_module(f"{RULESET}.pieces.{gen.GENERATED}")
    value, touch = _python(mod.piece_value), _python(mod.piece_touch)
    assert mod.PIECES == ("pawn", "rook")
    assert value(3, 1) == 53  # the rook's hook
    assert value(3, 2) == -1 and value(3, 9) == -1  # the pawn defines no value: the default
    pawn = importlib.import_module(f"{RULESET}.pieces.pawn")
    assert touch(7, 2) is True and pawn.TOUCHED == [7]  # returns=False: True after the call
    assert touch(7, 1) is False and pawn.TOUCHED == [7]


def test_is_current_sees_a_stale_file(ruleset: gen.Target) -> None:
    """A file written now is current; after a module gains a hook it is stale, and writing it
    again makes it current; a missing file is never current."""
    assert not gen.is_current(ruleset)
    gen.write(ruleset)
    assert gen.is_current(ruleset)
    pawn = ruleset.directory / "pawn.py"
    pawn.write_text(pawn.read_text(encoding="utf-8") + "\n\ndef value(x):\n    return 1\n")
    assert not gen.is_current(ruleset)
    assert gen.main([ruleset], ["--check"]) == 1
    assert gen.main([ruleset], []) == 0
    assert gen.is_current(ruleset) and gen.main({"pieces": ruleset}, ["--check"]) == 0


STATUSES = (
    gen.Status("reach", "pieces_reach", "g, p", "sum", "Summed (near, far) reach.", width=2),
    gen.Status("guards", "pieces_guard", "g, p", "any", "Does a piece guard p?"),
    gen.Status("strength", "pieces_strength", "g, p, s", "fold", "Strength s, raised.", fold="s"),
    gen.Status("tap", "pieces_tap", "g, p", "each", "Tap every piece of p."),
)


class _Seats:
    """A made-up state record: ``held[p, k]`` is the piece code in slot k of seat p."""

    def __init__(self, held: list[list[int]]) -> None:
        import numpy as np

        self.held = np.asarray(held)


def test_status_queries_loop_over_a_seats_slots(ruleset: gen.Target) -> None:
    """A status aggregator loops over the seat's slots in slot order and combines what each
    slot's module answers: a sum of pairs, any, a value threaded through (slot order
    matters), each called; a variant without the modules returns the neutral answers."""
    import dataclasses

    codes = ruleset.directory.parent / "codes.py"
    codes.write_text(codes.read_text(encoding="utf-8") + "SLOTS = 3\n", encoding="utf-8")
    rook = ruleset.directory / "rook.py"
    rook.write_text(
        rook.read_text(encoding="utf-8")
        + "\n\ndef reach(g, p, k):\n    return k + 1, 10\n"
        + "\n\ndef strength(g, p, s, k):\n    return s * 2\n",
        encoding="utf-8",
    )
    pawn = ruleset.directory / "pawn.py"
    pawn.write_text(
        pawn.read_text(encoding="utf-8")
        + "\n\ndef reach(g, p, k):\n    return 1, 0\n"
        + "\n\ndef guards(g, p, k):\n    return k == 2\n"
        + "\n\ndef strength(g, p, s, k):\n    return s + 1\n"
        + "\n\ndef tap(g, p, k):\n    TOUCHED.append((p, k))\n",
        encoding="utf-8",
    )
    none = gen.Variant("none", "no piece", set)
    target = dataclasses.replace(
        ruleset,
        statuses=STATUSES,
        slots=gen.Slots("g.held[p, k]", "SLOTS", "codes"),
        variants=(none,),
    )
    gen.write(target)
    gen.write(target, none)
    assert gen.is_current(target) and gen.is_current(target, variant=none)
    mod = importlib.import_module(f"{RULESET}.pieces.{gen.GENERATED}")
    g = _Seats([[1, 2, 0], [2, 2, 2]])
    assert _python(mod.pieces_reach)(g, 0) == (2, 10)  # rook in slot 0 (1, 10) + pawn (1, 0)
    assert _python(mod.pieces_reach)(g, 1) == (3, 0)
    assert _python(mod.pieces_guard)(g, 0) is False  # the pawn in slot 1 guards only slot 2
    assert _python(mod.pieces_guard)(g, 1) is True
    assert _python(mod.pieces_strength)(g, 0, 3) == 7  # rook first (6), then pawn (7)
    pawn_module = importlib.import_module(f"{RULESET}.pieces.pawn")
    assert _python(mod.pieces_tap)(g, 1) is None and pawn_module.TOUCHED == [(1, 0), (1, 1), (1, 2)]
    empty = importlib.import_module(f"{RULESET}.pieces.{gen.GENERATED}_none")
    assert _python(empty.pieces_reach)(g, 1) == (0, 0)
    assert _python(empty.pieces_guard)(g, 1) is False
    assert _python(empty.pieces_strength)(g, 1, 3) == 3


def test_a_status_is_checked_when_declared() -> None:
    """A status with an unknown combine, or a fold over an argument it lacks, is refused."""
    with pytest.raises(ValueError, match="combine"):
        gen.Status("x", "xs", "g, p", "max", "doc")
    with pytest.raises(ValueError, match="fold"):
        gen.Status("x", "xs", "g, p", "fold", "doc", fold="s")


def test_a_function_named_like_a_hook_must_take_its_parameters(ruleset: gen.Target) -> None:
    """A module's top-level function named like a hook is dispatched as the hook: when its
    parameters are not the hook's, generating stops with an error naming the module and both
    parameter lists, instead of calling a helper that only shares the name."""
    (ruleset.directory / "pawn.py").write_text(
        "def value(x, y):\n    return x + y\n", encoding="utf-8"
    )
    with pytest.raises(ValueError, match=r"pawn\.py: value\(x, y\) is named like a hook.*\(x\)"):
        gen.generate(ruleset)
    (ruleset.directory / "pawn.py").write_text("def value(x):\n    return x\n", encoding="utf-8")
    assert "pawn_piece.value(x)" in gen.generate(ruleset)  # matching: dispatched as a hook
