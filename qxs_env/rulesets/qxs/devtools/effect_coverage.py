"""Does random play run the code of every card effect and of every hero skill? An uncompiled
coverage check.

Run it with numba off, so that the engine is plain Python whose lines can be traced::

    NUMBA_DISABLE_JIT=1 python -m qxs_env.rulesets.qxs.devtools.effect_coverage --deck wide \
        --games 300 --specials
    NUMBA_DISABLE_JIT=1 python -m qxs_env.rulesets.qxs.devtools.effect_coverage --deck standard \
        --heroes implemented \
        --players 4,5,6,7,8,9,10 --games 200

How an effect's code is found: :func:`effect_branches` reads the ruleset's rule modules
(``qxs_env/rulesets/qxs/*.py``,
:func:`qxs_env.rulesets.qxs.devtools.coverage_sources.rule_files`) and, for
every ``if`` / ``elif`` whose condition compares something with an ``EFFECT_*`` constant by
``==`` (``if e == EFFECT_LIFESTEAL:``), records the first line of that branch's body under the
effect; every function of the effect's own module (``qxs_env/rulesets/qxs/cards/<effect
id>.py``, :func:`effect_lines`) counts as one of its lines too. An effect *ran* when at least one
of its lines executed. Effects of the deck that
the engine implements but tests only inside expressions (no such branch) are listed as
``unmapped`` rather than silently counted.

How a skill's code is found: :func:`skill_branches` records, per ``SKILL_<ID>``, the lines that
run only for that skill: the body of an ``if`` whose test implies the skill (``code ==
SKILL_X``, ``skill_slot(g, p, SKILL_X) >= 0``, a slot variable ``k >= 0``, a predicate function
true only for its holders), the code after a test that rules the skill out (``if k < 0: return``),
``log(g, EV_SKILL, p, SKILL_X, ...)`` calls, and lines marked ``# covers: <skill id>``; a
predicate function true only for one skill's holders (:func:`skill_returns`) counts when it
returned a true value (its callers often test it inside a longer expression). A skill is
*covered* when every one of its lines ran (so its resolution, not only its availability
check, ran; for skills given as ``--partial-ok``, one line); ``skills_partial`` lists the skills
with some lines not run. Every skill of
``rules.IMPLEMENTED_SKILLS`` held by a hero of the pool must have lines: one without is reported
``skills_unmapped`` (and fails the run), so a newly added skill is picked up by the same rules or
named. Implemented skills that no complete hero holds (``heroes="implemented"`` never deals
them) are listed in ``skills_unreachable``.

How games are played: the fuzz policy (:func:`coverage_sources.random_game`, the same games as
:func:`qxs_env.devtools.fuzz.random_game` through 群侠杀's fuzz slice: uniform random legal
actions, every invariant checked after every decision), seeds ``seed, seed + 1, ...``, over the
given player counts in turn, until everything expected ran or ``--games`` games were played.
With heroes on, the first ``--random-games`` games deal from the whole pool (alternating the
draft and a random deal unless ``--hero-assign`` says which); later games are *forced*: fixed
heroes per seat, the even seats taking in turn the heroes holding a skill not yet covered, the
odd seats other heroes in rotation (so that those skills meet others that interact with them).
Each skill records the game that covered it and whether that game was forced. The tracer stops
tracing a function once all of its wanted lines ran, which keeps the check cheap. The report
(JSON) lists, per effect id and per skill id, the number of lines, how many ran and the game
that first ran (skills: covered) it; a skill's lines that did not run are named with their text.
The exit status is 1 when an expected effect or skill never ran, a skill is unmapped, an
invariant failed, or (with ``--strict``) an effect is unmapped.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.api import content_for, hero_catalogue, implemented_heroes
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS, EFFECTS
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS
from qxs_env.rulesets.qxs.devtools.coverage_sources import (
    LINE_STRIDE,
    _line_text,
    _merged,
    _Tracer,
    module_function_lines,
    random_game,
    rules_text,
    source_files,
)
from qxs_env.rulesets.qxs.devtools.skill_branches import (
    skill_branches,
    skill_returns,
)

_MARKER = re.compile(r"#.*\bcovers:\s*([a-z0-9_, ]+)")

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


# ---- hero skills: which lines of rules.py are a skill's own code ------------------------------
def skill_holders(pool: list[str] | None = None) -> dict[str, list[str]]:
    """Skill id -> ids of the heroes of ``pool`` (default: the complete heroes) holding it."""
    hcat = hero_catalogue()
    out: dict[str, list[str]] = {}
    for hid in pool if pool is not None else implemented_heroes():
        for sk in hcat.hero(hid).skills:
            out.setdefault(sk.id, [])
            if hid not in out[sk.id]:
                out[sk.id].append(hid)
    return out


# ---- the run ----------------------------------------------------------------------------------
@dataclass
class CoverageReport:
    """Result of :func:`run`: which implemented effects of the deck (and, heroes on, which
    implemented skills) ran."""

    deck: str
    games: int
    seconds: float
    heroes: str = "off"
    effects: dict[str, dict[str, Any]] = field(default_factory=dict)
    skills: dict[str, dict[str, Any]] = field(default_factory=dict)
    skills_unreachable: dict[str, str] = field(default_factory=dict)
    forced_games: int = 0
    violations: list[str] = field(default_factory=list)

    @property
    def missed(self) -> list[str]:
        """Effects with branch lines none of which ran (heroes off: except those needing
        heroes)."""
        skip = NEEDS_HEROES if self.heroes == "off" else frozenset()
        return sorted(
            e for e, v in self.effects.items() if v["lines"] and not v["ran"] and e not in skip
        )

    @property
    def unmapped(self) -> list[str]:
        """Effects of the deck with no ``== EFFECT_*`` branch in the rules."""
        return sorted(e for e, v in self.effects.items() if not v["lines"])

    @property
    def skills_missed(self) -> list[str]:
        """Skills in play not covered: a line of theirs never ran (``partial_ok``: none ran)."""
        return sorted(s for s, v in self.skills.items() if v["lines"] and not v["covered"])

    @property
    def skills_partial(self) -> list[str]:
        """Skills of which some lines ran, but not all (``partial_ok`` ones included)."""
        return sorted(s for s, v in self.skills.items() if 0 < v["lines_ran"] < v["lines"])

    @property
    def skills_unmapped(self) -> list[str]:
        """Implemented skills in play without any line of their own in the rules."""
        return sorted(s for s, v in self.skills.items() if not v["lines"])

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        skills_covered = sum(1 for v in self.skills.values() if v["covered"])
        return {
            "deck": self.deck,
            "heroes": self.heroes,
            "games": self.games,
            "forced_games": self.forced_games,
            "seconds": round(self.seconds, 2),
            "effects_ran": sum(1 for v in self.effects.values() if v["ran"]),
            "effects_total": len(self.effects),
            "missed": self.missed,
            "unmapped": self.unmapped,
            "needs_heroes": sorted(NEEDS_HEROES & set(self.effects)),
            "skills_covered": skills_covered,
            "skills_total": len(self.skills),
            "skills_missed": self.skills_missed,
            "skills_partial": self.skills_partial,
            "skills_unmapped": self.skills_unmapped,
            "skills_forced": sorted(s for s, v in self.skills.items() if v.get("forced")),
            "skills_unreachable": self.skills_unreachable,
            "violations": self.violations,
            "effects": self.effects,
            "skills": self.skills,
        }


def effect_lines(files: list[Path], texts: list[str]) -> dict[str, set[int]]:
    """Effect id -> its lines in every source file: :func:`effect_branches` of each file, plus the
    first line of every function of the effect's own module (``rulesets/qxs/cards/<id>.py``)."""
    out = _merged(effect_branches(t) for t in texts)
    for k, (path, text) in enumerate(zip(files, texts, strict=True)):
        if k and path.parent.name == "cards" and path.stem in EFFECTS:
            lines = {ln + k * LINE_STRIDE for ln in module_function_lines(text)}
            out.setdefault(path.stem, set()).update(lines)
    return out


def skill_lines(files: list[Path], texts: list[str], skill_ids: set[str]) -> dict[str, set[int]]:
    """Skill id -> its lines in every source file: :func:`skill_branches` of each file, plus the
    first line of every function of the skill's own module."""
    context = rules_text(files, texts)
    out = _merged(skill_branches(t, skill_ids, context) for t in texts)
    for k, (path, text) in enumerate(zip(files, texts, strict=True)):
        if k and path.parent.name == "skills" and path.stem in skill_ids:
            lines = {ln + k * LINE_STRIDE for ln in module_function_lines(text)}
            out.setdefault(path.stem, set()).update(lines)
    return out


def _forced_seats(
    missed: list[str], holders: dict[str, list[str]], n: int, k: int
) -> tuple[str, ...]:
    """Heroes per seat for forced game ``k`` of ``n`` players: the even seats hold the heroes with
    a skill of ``missed`` (in turn), the odd seats other complete heroes, rotating from game to
    game, so that the missed skills also meet skills that interact with them."""
    ordered = implemented_heroes()
    want = [h for h in ordered if any(h in holders.get(s, []) for s in missed)]
    others = [h for h in ordered if h not in want]
    seats = []
    for s in range(n):
        if s % 2 == 0 or not others:
            seats.append(want[(k + s // 2) % len(want)])
        else:
            seats.append(others[(k * n + s) % len(others)])
    return tuple(seats)


def run(
    deck: str = "wide",
    games: int = 300,
    players: tuple[int, ...] = (5, 8, 10),
    seed: int = 0,
    max_turns: int = 200,
    specials: bool = False,
    heroes: str = "off",
    hero_assign: str = "both",
    random_games: int | None = None,
    partial_ok: tuple[str, ...] = (),
) -> CoverageReport:
    """Play up to ``games`` random games of ``deck`` (uncompiled engine) until every effect the
    deck holds ran and, with ``heroes`` on (``"implemented"``), every skill in play is covered;
    see the module docstring. ``hero_assign``: ``"draft"``, ``"random"`` or ``"both"``
    (alternating) for the games with the whole pool; ``random_games``: how many such games
    before forced games (default: one per player count); ``partial_ok``: skills known to have
    lines rare in random play, for which one line run is enough (they count as covered then,
    marked ``partial_ok``, and are forced no more)."""
    from qxs_env.rulesets.qxs.fuzz_slice import describe

    _, tables = content_for(deck, specials)
    codes = sorted({int(tables.face_effect[f]) for f in set(tables.card_face.tolist())})
    deck_effects = [EFFECT_IDS[c] for c in codes if EFFECT_IDS[c] != "none"]
    skip = NEEDS_HEROES if heroes == "off" else frozenset()
    expected = [e for e in deck_effects if e not in skip]
    files = source_files()
    texts = [f.read_text(encoding="utf-8") for f in files]
    branches = effect_lines(files, texts)
    wanted = {ln for e in deck_effects for ln in branches.get(e, ())}
    report = CoverageReport(deck=deck, games=0, seconds=0.0, heroes=heroes)
    in_play: list[str] = []
    holders: dict[str, list[str]] = {}
    sk_lines: dict[str, set[int | str]] = {}  # a line, or a function that must return true
    if heroes != "off":
        if heroes != "implemented":
            raise ValueError("coverage with heroes plays heroes='implemented' only")
        in_play, holders, sk_lines = _skills_plan(files, texts, report)
    wanted |= {x for s in in_play for x in sk_lines.get(s, ()) if isinstance(x, int)}
    returns = {x[:-2] for s in in_play for x in sk_lines.get(s, ()) if isinstance(x, str)}
    n_random = len(players) if random_games is None else random_games
    tracer = _Tracer(wanted, returns, files)
    first_game: dict[str, tuple[int, bool]] = {}
    effect_game: dict[str, int] = {}

    def seen() -> set[int | str]:
        return tracer.hit | {f"{name}()" for name in tracer.returned}

    def done(s: str, now: set[int | str]) -> bool:
        if s in partial_ok:
            return bool(sk_lines[s] & now)
        return sk_lines[s] <= now

    def skills_left() -> list[str]:
        now = seen()
        return [s for s in in_play if sk_lines.get(s) and not done(s, now)]

    t0 = time.perf_counter()
    old = sys.gettrace()
    sys.settrace(tracer.global_trace)
    try:
        for k in range(games):
            n = players[k % len(players)]
            left = skills_left() if heroes != "off" and k >= n_random else []
            forced = bool(left)
            assign: str | tuple[str, ...] = hero_assign
            if forced:
                assign = _forced_seats(left, holders, n, k)
            elif assign == "both":
                assign = "draft" if k % 2 == 0 else "random"
            extra: dict[str, Any] = {"heroes": heroes}  # always: GameConfig's default is on
            if heroes != "off":
                extra["hero_assign"] = assign
            config = GameConfig(
                players=n,
                mode="standard",
                deck=deck,
                max_turns=max_turns,
                specials=specials,
                **extra,
            )
            actions, code = random_game(config, seed + k)
            report.games = k + 1
            report.forced_games += int(forced)
            if code != 0:
                heroes_note = f", heroes={heroes!r}"  # enough to replay it with GameConfig
                if heroes != "off":
                    heroes_note += f", hero_assign={config.hero_assign!r}"
                report.violations.append(
                    f"{n} players, seed {seed + k}{heroes_note}: code {code}"
                    f" ({describe(code)}) after {len(actions)} actions"
                )
            now = seen()
            for s in in_play:
                if s not in first_game and sk_lines.get(s) and done(s, now):
                    first_game[s] = (k, forced)
            for e in deck_effects:
                if e not in effect_game and branches.get(e, set()) & tracer.hit:
                    effect_game[e] = k
            effects_done = all(not branches.get(e) or branches[e] & tracer.hit for e in expected)
            if effects_done and not skills_left():
                break
    finally:
        sys.settrace(old)
    report.seconds = time.perf_counter() - t0
    for e in deck_effects:
        report.effects[e] = _effect_entry(set(branches.get(e, ())), tracer.hit, effect_game.get(e))
    now = seen()
    for s in in_play:
        report.skills[s] = _skill_entry(
            sk_lines.get(s, set()), now, done(s, now), holders.get(s, []), files, texts
        )
        if s in partial_ok:
            report.skills[s]["partial_ok"] = True
        if s in first_game:
            report.skills[s]["game"], report.skills[s]["forced"] = first_game[s]
    return report


def _effect_entry(lines: set[int], hit: set[int], game: int | None) -> dict[str, Any]:
    """One effect's entry of the report: its lines, those that ran, whether it ran, and the
    game where it first did."""
    entry: dict[str, Any] = {"lines": len(lines), "lines_ran": len(lines & hit)}
    entry["ran"] = bool(lines & hit)
    if game is not None:
        entry["game"] = game
    return entry


def _skills_plan(
    files: list[Path], texts: list[str], report: CoverageReport
) -> tuple[list[str], dict[str, list[str]], dict[str, set[int | str]]]:
    """For a heroes-on run: the implemented skills some complete hero holds (in play), their
    holders, and each one's lines and true-returning predicates (``"name()"``); the implemented
    skills no complete hero holds go to ``report.skills_unreachable``."""
    implemented = sorted({SKILL_IDS[int(c)] for c in rules.IMPLEMENTED_SKILLS})
    holders = skill_holders()
    in_play = [s for s in implemented if s in holders]
    everyone = skill_holders(hero_catalogue().ids("all"))
    for s in implemented:
        if s not in holders:
            who = ", ".join(everyone.get(s, [])) or "no hero"
            report.skills_unreachable[s] = (
                f"no complete hero holds it (held by {who}, whose other skills are not all "
                "implemented)"
            )
    sk_lines: dict[str, set[int | str]] = {}
    for s, lines in skill_lines(files, texts, set(in_play)).items():
        sk_lines.setdefault(s, set()).update(lines)
    for s, names in skill_returns(rules_text(files, texts), set(in_play)).items():
        sk_lines.setdefault(s, set()).update(f"{name}()" for name in names)
    return in_play, holders, sk_lines


def _skill_entry(
    lines: set[int | str],
    now: set[int | str],
    covered: bool,
    heroes: list[str],
    files: list[Path],
    texts: list[str],
) -> dict[str, Any]:
    """One skill's entry of the report: its lines, those that ran, whether it is covered, its
    heroes and, when some did not run, those lines' text."""
    ran = lines & now
    entry: dict[str, Any] = {
        "lines": len(lines),
        "lines_ran": len(ran),
        "covered": bool(lines) and covered,
        "heroes": heroes,
    }
    if lines - ran:
        entry["not_ran"] = [
            x if isinstance(x, str) else _line_text(files, texts, x)
            for x in sorted(lines - ran, key=str)
        ]
    return entry


def main(argv: list[str] | None = None) -> int:
    """Command line: print the JSON report; exit 1 if an effect or skill never ran (see the
    module doc)."""
    ap = argparse.ArgumentParser(
        prog="python -m qxs_env.rulesets.qxs.devtools.effect_coverage", description=__doc__
    )
    ap.add_argument("--deck", default="wide")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", default="5,8,10", help="comma-separated player counts")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--strict", action="store_true", help="fail on unmapped effects too")
    ap.add_argument("--specials", action="store_true", help="with the special cards module")
    ap.add_argument("--heroes", default="off", help="off or implemented")
    ap.add_argument("--hero-assign", default="both", help="draft, random or both (alternating)")
    ap.add_argument(
        "--partial-ok",
        default="",
        help="comma-separated skill ids for which one line run is enough (rare last lines)",
    )
    ap.add_argument(
        "--random-games",
        type=int,
        default=None,
        help="games dealt from the whole pool before forced games (default: one per count)",
    )
    args = ap.parse_args(argv)
    # uncompiled, numpy warns on the generators' intended uint64 wrap-around
    warnings.filterwarnings("ignore", "overflow encountered in scalar", RuntimeWarning)
    players = tuple(int(x) for x in args.players.split(","))
    rep = run(
        args.deck,
        args.games,
        players,
        args.seed,
        args.max_turns,
        args.specials,
        args.heroes,
        args.hero_assign,
        args.random_games,
        tuple(x for x in args.partial_ok.split(",") if x),
    )
    print(json.dumps(rep.to_dict(), ensure_ascii=False))
    bad = (
        rep.missed
        or rep.violations
        or rep.skills_missed
        or rep.skills_unmapped
        or (args.strict and rep.unmapped)
    )
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
