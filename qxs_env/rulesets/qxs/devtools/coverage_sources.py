"""Which source files the coverage check traces, the tracer, and the games it plays
(``qxs_env.rulesets.qxs.devtools.effect_coverage``).

The check maps card effects and hero skills to lines of the ruleset's rule modules
(``qxs_env/rulesets/qxs/*.py``) and of every card effect's and skill's module
(``qxs_env/rulesets/qxs/cards/<effect id>.py``, ``qxs_env/rulesets/qxs/skills/<skill id>.py``).
Lines of several files are kept as one set of integers: a line of the k-th file of
:func:`source_files` is ``k * LINE_STRIDE + line``.
:class:`_Tracer` records which wanted lines ran (``sys.settrace``), per code object (by its id:
code objects compare equal by contents, and two skill modules may hold identical functions).
"""

from __future__ import annotations

import ast
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

from qxs_env.rulesets.qxs import rules

RULESET_DIR = Path(rules.__file__).resolve().parent
SKILLS_DIR = RULESET_DIR / "skills"
CARDS_DIR = RULESET_DIR / "cards"
#: modules of the ruleset package that hold no rules (the loader, the facade, a code generator,
#: the fuzz loop)
NOT_RULES = frozenset({"__init__", "rules", "dispatch_gen", "fuzz_slice"})
#: a line of the k-th source file is recorded as ``k * LINE_STRIDE + line``
LINE_STRIDE = 1_000_000


def rule_files() -> list[Path]:
    """The ruleset's rule modules (``qxs_env/rulesets/qxs/*.py``: driver, combat, mask, ...)."""
    return sorted(p.resolve() for p in RULESET_DIR.glob("*.py") if p.stem not in NOT_RULES)


def _traced(path: Path) -> bool:
    """A card's or skill's module, or the generated dispatch.py; not a skill set's generated
    copy of it (``dispatch_base.py``, ``dispatch_off.py``: the coverage games run the engine
    of every skill, so those lines never run there)."""
    return path.stem != "__init__" and not path.stem.startswith("dispatch_")


def source_files() -> list[Path]:
    """The files whose lines are mapped and traced: the ruleset's rule modules, then each card
    effect's module (``qxs_env/rulesets/qxs/cards/<effect id>.py``) and each skill's module
    (``qxs_env/rulesets/qxs/skills/<skill id>.py``) and the generated dispatchers, each in
    name order; a file's index in this list times :data:`LINE_STRIDE` is added to its line
    numbers."""
    cards = sorted(p.resolve() for p in CARDS_DIR.glob("*.py") if _traced(p))
    skills = sorted(p.resolve() for p in SKILLS_DIR.glob("*.py") if _traced(p))
    return [*rule_files(), *cards, *skills]


def rules_text(files: list[Path], texts: list[str]) -> str:
    """The rule modules' sources as one text (their ``from __future__`` lines dropped), for the
    analyses that look at how functions of different modules call one another (a predicate of
    one module tested in another); its line numbers mean nothing."""
    out = []
    for path, text in zip(files, texts, strict=True):
        if path.parent == RULESET_DIR and path.stem not in NOT_RULES:
            out.append(text.replace("from __future__ import annotations", ""))
    return "\n".join(out)


def module_function_lines(source: str) -> set[int]:
    """First lines of the functions of a card effect's or skill's module (after their
    docstrings): the module is its effect's or skill's own code, so each of its functions running
    counts as a line of it."""
    lines: set[int] = set()
    for fn in ast.parse(source).body:
        if isinstance(fn, ast.FunctionDef):
            body = fn.body
            if (
                len(body) > 1
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                body = body[1:]
            lines.add(body[0].lineno)
    return lines


def _merged(per_file: Any) -> dict[str, set[int]]:
    """Merge per-file ``id -> lines`` maps (in :func:`source_files` order), shifting each file's
    lines by its offset."""
    out: dict[str, set[int]] = {}
    for k, found in enumerate(per_file):
        for key, lines in found.items():
            out.setdefault(key, set()).update(ln + k * LINE_STRIDE for ln in lines)
    return out


def _line_text(files: list[Path], texts: list[str], x: int) -> str:
    """``<file>:<line>: <text>`` of an encoded line (see :data:`LINE_STRIDE`)."""
    k, ln = divmod(x, LINE_STRIDE)
    return f"{files[k].name}:{ln}: {texts[k].splitlines()[ln - 1].strip()[:70]}"


class _Tracer:
    """Records which of the wanted lines ran, and which of the wanted functions
    (by name) returned a true value; stops tracing a function (code object) once nothing of it
    is left to see."""

    def __init__(
        self, wanted: set[int], returns: set[str] | None = None, files: list[Path] | None = None
    ) -> None:
        self.offsets = {path: k * LINE_STRIDE for k, path in enumerate(files or source_files())}
        self._code_offset: dict[int, int] = {}
        self.left = set(wanted)
        self.hit: set[int] = set()
        self.returns_left = set(returns or ())
        self.returned: set[str] = set()
        # keyed by the code object's id: code objects compare equal by their contents, not their
        # file, and two skill modules may hold identical functions (same body, same line)
        self._done_codes: set[int] = set()
        self._code_lines: dict[int, set[int]] = {}

    def _lines_of(self, code: CodeType) -> set[int]:
        lines = self._code_lines.get(id(code))
        if lines is None:
            off = self._code_offset[id(code)]
            span = {ln + off for _, _, ln in code.co_lines() if ln is not None}
            lines = span & self.left
            self._code_lines[id(code)] = lines
        return lines

    def global_trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        if id(code) in self._done_codes:
            return None
        if id(code) not in self._code_offset:
            off = self.offsets.get(Path(code.co_filename).resolve())
            if off is None:
                self._done_codes.add(id(code))
                return None
            self._code_offset[id(code)] = off
        lines = self._lines_of(code)
        if not lines and code.co_name not in self.returns_left:
            self._done_codes.add(id(code))
            return None
        return self.local_trace

    def local_trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        if event == "line":
            ln = frame.f_lineno + self._code_offset.get(id(code), 0)
            if ln in self.left:
                self.left.discard(ln)
                self.hit.add(ln)
                lines = self._code_lines.get(id(code))
                if lines is not None:
                    lines.discard(ln)
                    if not lines and code.co_name not in self.returns_left:
                        self._done_codes.add(id(code))
        elif event == "return" and code.co_name in self.returns_left and bool(arg):
            self.returns_left.discard(code.co_name)
            self.returned.add(code.co_name)
            if not self._code_lines.get(id(code)):
                self._done_codes.add(id(code))
        return self.local_trace


def random_game(config: Any, seed: int, budget: int = 200_000) -> tuple[list[int], int]:
    """The actions of the game of ``seed`` played by the fuzz policy in a one-game engine, every
    invariant checked after every decision, and the code of its first violation (0: none): the
    game :func:`qxs_env.devtools.fuzz.random_game` plays, through 群侠杀's fuzz slice directly
    (a ruleset imports nothing of the packages above it)."""
    import numpy as np

    from qxs_env.rulesets.qxs.api import Engine
    from qxs_env.rulesets.qxs.fuzz_slice import play_recorded

    engine = Engine(config, batch=1)
    actions = np.zeros(budget + 1, dtype=np.int64)
    n, code = play_recorded(engine.state, engine.tba, engine.cfg, 0, seed, budget, 0, actions)
    return [int(a) for a in actions[: int(n)]], int(code)
