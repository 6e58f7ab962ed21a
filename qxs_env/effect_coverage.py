"""Does random play run the code of every card effect? An uncompiled coverage check.

Run it with numba off, so that the engine is plain Python whose lines can be traced::

    NUMBA_DISABLE_JIT=1 python -m qxs_env.effect_coverage --deck wide --games 300 --specials

How an effect's code is found: :func:`effect_branches` reads ``qxs_env/engine/core.py`` and, for
every ``if`` / ``elif`` whose condition compares something with an ``EFFECT_*`` constant by
``==`` (``if e == EFFECT_LIFESTEAL:``), records the first line of that branch's body under the
effect. An effect *ran* when at least one of its branch lines executed. Effects of the deck that
the engine implements but tests only inside expressions (no such branch) are listed as
``unmapped`` rather than silently counted.

How games are played: the fuzz policy (:func:`qxs_env.fuzz.random_game`: uniform random legal
actions, every invariant checked after every decision), seeds ``seed, seed + 1, ...``, over the
given player counts in turn, until every effect of the deck ran or ``--games`` games were
played. The tracer stops tracing a function once all of its branch lines ran, which keeps the
check cheap. The report (JSON) lists, per effect id, the number of branch lines and whether it
ran; the exit status is 1 when an effect never ran, an invariant failed, or (with ``--strict``)
an effect is unmapped.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

from qxs_env.config import GameConfig
from qxs_env.content.effects import EFFECT_IDS, EFFECTS
from qxs_env.engine import core
from qxs_env.engine.api import content_for

CORE_PATH = Path(core.__file__).resolve()

# effects that need a hero's gender, which skill-less characters (heroes off) do not have: they
# are reported apart and their scenario tests set a gender by hand
NEEDS_HEROES = frozenset({"female_power_bonus", "opposite_gender_power_bonus"})


_PREFIX = "EFFECT_"


def _effect_names(node: ast.AST) -> set[str]:
    """Effect ids named in ``node`` (``EFFECT_<ID>`` names), except operands of ``!=``."""
    skip: set[int] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Compare) and any(isinstance(o, ast.NotEq) for o in sub.ops):
            skip.update(id(x) for x in (sub.left, *sub.comparators))
    return {
        sub.id[len(_PREFIX) :].lower()
        for sub in ast.walk(node)
        if isinstance(sub, ast.Name) and sub.id.startswith(_PREFIX) and id(sub) not in skip
    } & set(EFFECTS)


def _names(node: ast.AST) -> set[str]:
    return {sub.id for sub in ast.walk(node) if isinstance(sub, ast.Name)}


def effect_branches(source: str) -> dict[str, set[int]]:
    """Effect id -> first body lines of the branches of ``source`` that belong to it.

    Three patterns: an ``if``/``elif`` whose condition names ``EFFECT_<ID>`` (other than as an
    operand of ``!=``), e.g. ``if e == EFFECT_HEAL:``; a variable assigned from a call that
    names it, e.g. ``ic = equipped_effect(..., EFFECT_LIFESTEAL)``, followed in the same block
    by an ``if`` that tests that variable; and an ``if`` whose whole condition is a call of a
    predicate function whose ``return`` names it (``if ignores_mental(g, tb, a):``)."""
    out: dict[str, set[int]] = {}
    tree = ast.parse(source)
    predicates: dict[str, set[str]] = {}
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef):
            for sub in ast.walk(fn):
                if isinstance(sub, ast.Return) and sub.value is not None:
                    eids = _effect_names(sub.value)
                    if eids:
                        predicates.setdefault(fn.name, set()).update(eids)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.If)
            and node.body
            and isinstance(node.test, ast.Call)
            and isinstance(node.test.func, ast.Name)
            and node.test.func.id in predicates
        ):
            for eid in predicates[node.test.func.id]:
                out.setdefault(eid, set()).add(node.body[0].lineno)
        if isinstance(node, ast.If) and node.body:
            for eid in _effect_names(node.test):
                out.setdefault(eid, set()).add(node.body[0].lineno)
        for block_name in ("body", "orelse"):
            block = getattr(node, block_name, None)
            if not isinstance(block, list):
                continue
            for k, stmt in enumerate(block):
                if not (
                    isinstance(stmt, ast.Assign)
                    and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name)
                    and any(isinstance(s, ast.Call) for s in ast.walk(stmt.value))
                ):
                    continue
                eids = _effect_names(stmt.value)
                if not eids:
                    continue
                var = stmt.targets[0].id
                for later in block[k + 1 :]:
                    if isinstance(later, ast.If) and var in _names(later.test) and later.body:
                        for eid in eids:
                            out.setdefault(eid, set()).add(later.body[0].lineno)
                        break
    return out


@dataclass
class CoverageReport:
    """Result of :func:`run`: which implemented effects of the deck ran."""

    deck: str
    games: int
    seconds: float
    effects: dict[str, dict[str, Any]] = field(default_factory=dict)
    violations: list[str] = field(default_factory=list)

    @property
    def missed(self) -> list[str]:
        """Effects with branch lines none of which ran (except those needing heroes)."""
        return sorted(
            e
            for e, v in self.effects.items()
            if v["lines"] and not v["ran"] and e not in NEEDS_HEROES
        )

    @property
    def unmapped(self) -> list[str]:
        """Effects of the deck with no ``== EFFECT_*`` branch in core.py."""
        return sorted(e for e, v in self.effects.items() if not v["lines"])

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return {
            "deck": self.deck,
            "games": self.games,
            "seconds": round(self.seconds, 2),
            "missed": self.missed,
            "unmapped": self.unmapped,
            "needs_heroes": sorted(NEEDS_HEROES & set(self.effects)),
            "violations": self.violations,
            "effects": self.effects,
        }


class _Tracer:
    """Records which of the wanted lines of core.py ran; stops tracing a function (code object)
    once none of its wanted lines is left."""

    def __init__(self, wanted: set[int]) -> None:
        self.left = set(wanted)
        self.hit: set[int] = set()
        self._done_codes: set[CodeType] = set()
        self._code_lines: dict[CodeType, set[int]] = {}

    def _lines_of(self, code: CodeType) -> set[int]:
        lines = self._code_lines.get(code)
        if lines is None:
            span = {ln for _, _, ln in code.co_lines() if ln is not None}
            lines = span & self.left
            self._code_lines[code] = lines
        return lines

    def global_trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        if code in self._done_codes or Path(code.co_filename).resolve() != CORE_PATH:
            self._done_codes.add(code)
            return None
        lines = self._lines_of(code)
        if not lines:
            self._done_codes.add(code)
            return None
        return self.local_trace

    def local_trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            ln = frame.f_lineno
            if ln in self.left:
                self.left.discard(ln)
                self.hit.add(ln)
                lines = self._code_lines.get(frame.f_code)
                if lines is not None:
                    lines.discard(ln)
                    if not lines:
                        self._done_codes.add(frame.f_code)
        return self.local_trace


def run(
    deck: str = "wide",
    games: int = 300,
    players: tuple[int, ...] = (5, 8, 10),
    seed: int = 0,
    max_turns: int = 200,
    specials: bool = False,
) -> CoverageReport:
    """Play up to ``games`` random games of ``deck`` (uncompiled engine) until every effect the
    deck holds ran; see the module docstring."""
    from qxs_env.fuzz import random_game  # imported late: it compiles when numba is on

    _, tables = content_for(deck, specials)
    codes = sorted({int(tables.face_effect[f]) for f in set(tables.card_face.tolist())})
    deck_effects = [EFFECT_IDS[c] for c in codes if EFFECT_IDS[c] != "none"]
    expected = [e for e in deck_effects if e not in NEEDS_HEROES]
    branches = effect_branches(CORE_PATH.read_text(encoding="utf-8"))
    wanted = {ln for e in deck_effects for ln in branches.get(e, ())}
    tracer = _Tracer(wanted)
    report = CoverageReport(deck=deck, games=0, seconds=0.0)
    t0 = time.perf_counter()
    old = sys.gettrace()
    sys.settrace(tracer.global_trace)
    try:
        for k in range(games):
            n = players[k % len(players)]
            mode = "standard"
            config = GameConfig(
                players=n, mode=mode, deck=deck, max_turns=max_turns, specials=specials
            )
            res = random_game(config, seed + k)
            report.games = k + 1
            if res.code != 0:
                report.violations.append(f"{n} players, seed {seed + k}: code {res.code}")
            if all(not branches.get(e) or branches[e] & tracer.hit for e in expected):
                break
    finally:
        sys.settrace(old)
    report.seconds = time.perf_counter() - t0
    for e in deck_effects:
        lines = sorted(branches.get(e, ()))
        report.effects[e] = {"lines": len(lines), "ran": bool(set(lines) & tracer.hit)}
    return report


def main(argv: list[str] | None = None) -> int:
    """Command line: print the JSON report; exit 1 if an effect never ran (see module doc)."""
    ap = argparse.ArgumentParser(prog="python -m qxs_env.effect_coverage", description=__doc__)
    ap.add_argument("--deck", default="wide")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", default="5,8,10", help="comma-separated player counts")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--strict", action="store_true", help="fail on unmapped effects too")
    ap.add_argument("--specials", action="store_true", help="with the special cards module")
    args = ap.parse_args(argv)
    # uncompiled, numpy warns on the generators' intended uint64 wrap-around
    warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning)
    players = tuple(int(x) for x in args.players.split(","))
    rep = run(args.deck, args.games, players, args.seed, args.max_turns, args.specials)
    print(json.dumps(rep.to_dict(), ensure_ascii=False))
    bad = rep.missed or rep.violations or (args.strict and rep.unmapped)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
