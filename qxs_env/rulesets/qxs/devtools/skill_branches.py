"""The static analysis behind the skill coverage check: which lines of the rule modules run
only for one hero skill (its own code), read from the source with :mod:`ast` (no games).

:func:`skill_branches` maps each skill to the first lines of the branches whose test implies
it (a dispatch ``code == SKILL_X``, a slot ``skill_slot(g, p, SKILL_X) >= 0``, a predicate of
the skill), :func:`skill_returns` names the predicate functions of one skill.
:mod:`qxs_env.rulesets.qxs.devtools.effect_coverage` runs random games and checks that those
lines ran.
"""

from __future__ import annotations

import ast
import functools
import re

from qxs_env.rulesets.qxs.content.skills import SKILL_IDS

_MARKER = re.compile(r"#.*\bcovers:\s*([a-z0-9_, ]+)")
"""The marker comment ``# covers: <skill id>[, <skill id>...]`` on a line no rule finds."""

_SKILL_PREFIX = "SKILL_"
_BLOCK_FIELDS = ("body", "orelse", "finalbody", "handlers")
_EXITS = (ast.Return, ast.Continue, ast.Break, ast.Raise)


def _universe(skill_ids: set[str] | None) -> set[str]:
    """The skill ids whose names are read: the registered ones (``none`` aside) and any others
    given (tests use made-up ones); the results are reported for ``skill_ids`` only."""
    return (set(SKILL_IDS) - {"none"}) | set(skill_ids or ())


def _skill_names(node: ast.AST, skill_ids: set[str]) -> set[str]:
    """Skill ids named in ``node`` (``SKILL_<ID>`` names of registered skills)."""
    return {
        sub.id[len(_SKILL_PREFIX) :].lower()
        for sub in ast.walk(node)
        if isinstance(sub, ast.Name) and sub.id.startswith(_SKILL_PREFIX)
    } & skill_ids


def _const(node: ast.AST) -> int | None:
    """The int value of a literal (``0``, ``-1``), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return int(node.value)
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and isinstance(node.operand.value, int)
    ):
        return -int(node.operand.value)
    return None


class _Polarity:
    """What the truth of a test says about a skill. For a test ``E`` and a skill ``X``,
    ``pos(E)`` holds the skills for which "E is true" implies that X is the skill at hand (the
    dispatch ``code == SKILL_X``, a slot ``skill_slot(g, p, SKILL_X) >= 0``, a call of a predicate
    that is only true for holders of X); ``neg(E)`` those for which "E is false" implies it
    (``code != SKILL_X``, ``k < 0`` with ``k`` a slot of X)."""

    def __init__(
        self, skill_ids: set[str], slot_vars: dict[str, set[str]], predicates: dict[str, set[str]]
    ) -> None:
        self.skill_ids = skill_ids
        self.slot_vars = slot_vars
        self.predicates = predicates

    def _slot_of(self, node: ast.AST) -> set[str]:
        """Skills whose slot ``node`` is: a slot variable, or a call naming one skill."""
        if isinstance(node, ast.Name):
            return self.slot_vars.get(node.id, set())
        if isinstance(node, ast.Call) and not (
            isinstance(node.func, ast.Name) and node.func.id in self.predicates
        ):
            names = _skill_names(node, self.skill_ids)
            return names if len(names) == 1 else set()
        return set()

    def of(self, node: ast.AST) -> tuple[set[str], set[str]]:
        """(pos, neg) of the test ``node``."""
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            pos, neg = self.of(node.operand)
            return neg, pos
        if isinstance(node, ast.BoolOp):
            parts = [self.of(v) for v in node.values]
            if isinstance(node.op, ast.And):
                pos = set().union(*(p for p, _ in parts))
                neg = set.intersection(*(n for _, n in parts))
            else:
                neg = set().union(*(n for _, n in parts))
                # a shared dispatch branch (code == SKILL_A or code == SKILL_B) belongs to each
                pos = set().union(*(p for p, _ in parts)) if all(p for p, _ in parts) else set()
            return pos, neg
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            return set(self.predicates.get(node.func.id, set())), set()
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, op, right = node.left, node.ops[0], node.comparators[0]
            named = set()
            for side in (left, right):
                if isinstance(side, ast.Name) and side.id.startswith(_SKILL_PREFIX):
                    named |= _skill_names(side, self.skill_ids)
            if named:
                if isinstance(op, ast.Eq):
                    return named, set()
                if isinstance(op, ast.NotEq):
                    return set(), named
                return set(), set()
            slot = self._slot_of(left)
            value = _const(right)
            if slot and value is not None:
                present = (
                    (isinstance(op, ast.GtE) and value >= 0)
                    or (isinstance(op, ast.Gt) and value >= -1)
                    or (isinstance(op, ast.NotEq) and value == -1)
                )
                absent = (
                    (isinstance(op, ast.Lt) and value <= 0)
                    or (isinstance(op, ast.LtE) and value <= -1)
                    or (isinstance(op, ast.Eq) and value == -1)
                )
                if present:
                    return set(slot), set()
                if absent:
                    return set(), set(slot)
        return set(), set()


def _slot_vars(fn: ast.FunctionDef, skill_ids: set[str]) -> dict[str, set[str]]:
    """Variables of ``fn`` that only ever hold the slot of one skill (``k = skill_slot(g, p,
    SKILL_X)``, possibly inside a conditional expression); loop variables never do. Kept on the
    node for the ids asked (:func:`skill_lines` reads the same context functions for every
    file: computing them again made the analysis take minutes)."""
    key = frozenset(skill_ids)
    memo = getattr(fn, "_qxs_slot_vars", None)
    if memo is not None and memo[0] == key:
        return memo[1]
    found = _find_slot_vars(fn, skill_ids)
    fn._qxs_slot_vars = (key, found)  # type: ignore[attr-defined]
    return found


def _find_slot_vars(fn: ast.FunctionDef, skill_ids: set[str]) -> dict[str, set[str]]:
    """:func:`_slot_vars` computed."""
    seen: dict[str, set[str]] = {}
    bad: set[str] = set()
    for sub in ast.walk(fn):
        if isinstance(sub, ast.Assign):
            for tgt in sub.targets:
                if not isinstance(tgt, ast.Name):
                    continue
                names = _skill_names(sub.value, skill_ids)
                has_call = any(isinstance(s, ast.Call) for s in ast.walk(sub.value))
                if len(names) == 1 and has_call:
                    seen.setdefault(tgt.id, set()).update(names)
                else:
                    bad.add(tgt.id)
        elif isinstance(sub, (ast.For, ast.AugAssign, ast.AnnAssign)):
            for tgt in ast.walk(sub.target):
                if isinstance(tgt, ast.Name):
                    bad.add(tgt.id)
    return {v: s for v, s in seen.items() if v not in bad and len(s) == 1}


def _returns(fn: ast.FunctionDef) -> list[tuple[ast.Return, list[ast.If]]]:
    """Every ``return`` of ``fn`` (not of nested functions) with the ``if`` statements whose body
    holds it, innermost last (kept on the node, as :func:`_slot_vars`)."""
    memo = getattr(fn, "_qxs_returns", None)
    if memo is not None:
        return memo
    out: list[tuple[ast.Return, list[ast.If]]] = []

    def visit(stmts: list[ast.stmt], ifs: list[ast.If]) -> None:
        for st in stmts:
            if isinstance(st, ast.Return):
                out.append((st, ifs))
            elif isinstance(st, ast.If):
                visit(st.body, [*ifs, st])
                visit(st.orelse, ifs)
            elif isinstance(st, (ast.For, ast.While, ast.With, ast.Try)):
                for name in _BLOCK_FIELDS:
                    block = getattr(st, name, None)
                    if isinstance(block, list):
                        visit([b for b in block if isinstance(b, ast.stmt)], ifs)

    visit(fn.body, [])
    fn._qxs_returns = out  # type: ignore[attr-defined]
    return out


def _predicates(functions: list[ast.FunctionDef], skill_ids: set[str]) -> dict[str, set[str]]:
    """Functions that can only return a true value for a holder of one skill: every return is a
    false constant or a test that implies the skill, or returns a true value inside an ``if``
    that implies it (``return skill_slot(g, t, SKILL_X) >= 0 and ...``). Iterated so that a
    predicate returning another predicate's value counts."""
    preds: dict[str, set[str]] = {}
    for _ in range(4):
        changed = False
        for fn in functions:
            if fn.name in preds:
                continue
            pol = _Polarity(skill_ids, _slot_vars(fn, skill_ids), preds)
            common: set[str] | None = None
            for ret, ifs in _returns(fn):
                val = ret.value
                if val is None or (isinstance(val, ast.Constant) and not val.value):
                    continue
                implied = set(pol.of(val)[0])
                for st in ifs:
                    implied |= pol.of(st.test)[0]
                common = implied if common is None else common & implied
            if common:
                preds[fn.name] = common
                changed = True
        if not changed:
            break
    return preds


@functools.lru_cache(maxsize=2)
def _context_functions(context: str) -> list[ast.FunctionDef]:
    """The functions of ``context``, parsed once per context (:func:`skill_lines` passes the
    same one with every file; the nodes then keep their :func:`_slot_vars`)."""
    return [n for n in ast.walk(ast.parse(context)) if isinstance(n, ast.FunctionDef)]


def skill_branches(
    source: str, skill_ids: set[str] | None = None, context: str = ""
) -> dict[str, set[int]]:
    """Skill id -> the lines of ``source`` that run only for that skill (its own code).

    For every ``if`` / ``elif``: when its test being true implies the skill (``code ==
    SKILL_X``, ``skill_slot(g, p, SKILL_X) >= 0``, ``k >= 0`` with ``k`` assigned from such a
    call, a predicate function of the skill, any of them inside ``and``), the first line of its
    body; when its test being false implies it (``k < 0 or ...: return``), the first line of the
    ``else`` or, when the body always leaves (return, continue, break, raise), the statement after
    the ``if``. Also every ``log(...)`` call that names ``SKILL_X`` (the skill firing), and every
    line carrying the marker comment ``# covers: <skill id>[, <skill id>...]`` (for code no rule
    above finds). A skill without any such line is *unmapped*. ``context``: more source whose
    functions may be the predicates ``source`` tests (the other rule modules)."""
    ids = _universe(skill_ids)
    tree = ast.parse(source)
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    others = _context_functions(context)
    preds = _predicates(others + functions, ids)
    out: dict[str, set[int]] = {}
    keep = ids if skill_ids is None else set(skill_ids)

    def add(skills: set[str], line: int) -> None:
        for s in skills & keep:
            out.setdefault(s, set()).add(line)

    def visit(stmts: list[ast.stmt], pol: _Polarity) -> None:
        for k, st in enumerate(stmts):
            if isinstance(st, (ast.FunctionDef, ast.ClassDef)):
                continue  # visited as functions of their own
            if isinstance(st, ast.If):
                pos, neg = pol.of(st.test)
                if st.body:
                    add(pos, st.body[0].lineno)
                if neg:
                    if st.orelse:
                        add(neg, st.orelse[0].lineno)
                    elif isinstance(st.body[-1], _EXITS) and k + 1 < len(stmts):
                        add(neg, stmts[k + 1].lineno)
            if (
                isinstance(st, ast.Expr)
                and isinstance(st.value, ast.Call)
                and isinstance(st.value.func, ast.Name)
                and st.value.func.id == "log"
            ):
                add(_skill_names(st.value, ids), st.lineno)
            for name in _BLOCK_FIELDS:
                block = getattr(st, name, None)
                if isinstance(block, list):
                    inner = [b for b in block if isinstance(b, ast.stmt)]
                    for h in block:
                        if isinstance(h, ast.ExceptHandler):
                            inner.extend(h.body)
                    visit(inner, pol)

    for fn in functions:
        visit(fn.body, _Polarity(ids, _slot_vars(fn, ids), preds))
    for lineno, text in enumerate(source.splitlines(), start=1):
        m = _MARKER.search(text)
        if m:
            add({s.strip() for s in m.group(1).split(",")} & ids, lineno)
    return out


def skill_returns(source: str, skill_ids: set[str] | None = None) -> dict[str, set[str]]:
    """Skill id -> the predicate functions of ``source`` that can return a true value only for a
    holder of that one skill (``skill_free_attack``: 无尽之力). Such a function is the skill's
    code when its callers test it inside a larger expression, where no branch of its own shows
    it: the skill counts as applied when the function *returned* a true value."""
    ids = _universe(skill_ids)
    keep = ids if skill_ids is None else set(skill_ids)
    tree = ast.parse(source)
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    out: dict[str, set[str]] = {}
    for name, skills in _predicates(functions, ids).items():
        if len(skills) == 1 and skills <= keep:
            out.setdefault(next(iter(skills)), set()).add(name)
    return out
