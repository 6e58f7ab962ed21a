"""The skill dispatchers chosen by skill set: a configuration compiles only the skills it can reach.

The generator (``dispatch_gen``) writes one file of skill dispatchers per skill set
(``state.SKILL_SETS``): ``skills/dispatch.py`` (every skill module), ``skills/dispatch_base.py``
(the base heroes' skills, the default game) and ``skills/dispatch_off.py`` (no skill). The rules
call the four dispatchers defined here; each chooses the set's dispatcher from the tables
record's type (``state.TABLES_DTYPES``: one record type per set, marked by a field of its own):

- compiled, a ``numba.extending.overload`` picks the set's function when numba types the call,
  so the engine compiled for one set holds that set's skill code and no other (the whole engine
  compiles once per record type, and its cache entries differ by that type);
- uncompiled (``NUMBA_DISABLE_JIT=1``), the same choice is made from the record's dtype.

:func:`skill_set_for` names the smallest set that holds every skill a game can meet (the skills
of its heroes in play, and of the hero 冒名顶替 lends); an engine packs its tables for that set
(``state.pack_tables``). Measured on the default game (issue 21): the skill modules cost about
45 of 120 CPU-s of a cold compile, most of it as the dispatchers linked into every library that
reaches a trigger.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType
from typing import Any

from numba.extending import overload

from qxs_env.rulesets.qxs.skills import dispatch as dispatch_all
from qxs_env.rulesets.qxs.skills import dispatch_base, dispatch_off
from qxs_env.rulesets.qxs.state import SKILL_SETS, skill_set_mark

DISPATCH: dict[str, ModuleType] = {"off": dispatch_off, "base": dispatch_base, "all": dispatch_all}
"""The generated dispatch module of each skill set."""
assert tuple(DISPATCH) == SKILL_SETS


def skill_set_for(skill_ids: Iterable[str], heroes_on: bool = True) -> str:
    """The smallest skill set whose dispatchers hold every skill of ``skill_ids`` (the skills a
    game can meet). A skill without a module of its own (its steps shared in ``skill_ops``) is
    held by every set but ``off``; ``off`` only when no skill can be met (``heroes_on`` False and
    no ids)."""
    wanted = set(skill_ids)
    if not wanted and not heroes_on:
        return "off"
    with_module = wanted & set(dispatch_all.SKILLS)
    for name in SKILL_SETS[1:]:
        if with_module <= set(DISPATCH[name].SKILLS):
            return name
    raise ValueError(f"skills without a dispatcher: {sorted(with_module)}")


SKILL_SET_ENV = "QXS_SKILL_SET"
"""The environment variable that widens every engine's skill set (``api.skill_set_of``)."""


def widest_skill_set(*names: str) -> str:
    """The widest of these skill sets (each of ``state.SKILL_SETS``; ValueError otherwise)."""
    for name in names:
        if name not in SKILL_SETS:
            raise ValueError(f"unknown skill set {name!r}; known: {', '.join(SKILL_SETS)}")
    return max(names, key=SKILL_SETS.index)


def _set_of_dtype(names: tuple[str, ...]) -> str:
    for name in SKILL_SETS:
        if skill_set_mark(name) in names:
            return name
    raise TypeError("the tables record carries no skill-set mark (state.pack_tables makes it)")


def dispatch_of(tb: Any) -> ModuleType:
    """The dispatch module of tables record ``tb`` (a numpy record, uncompiled)."""
    return DISPATCH[_set_of_dtype(tb.dtype.names)]


def _compiled(tb_type: Any, name: str) -> Any:
    """The Python function numba compiles for dispatcher ``name`` with tables of ``tb_type``."""
    fn = getattr(DISPATCH[_set_of_dtype(tuple(tb_type.fields))], name)
    return getattr(fn, "py_func", fn)


def _chooser(name: str, params: str) -> Any:
    """The function ``name(params)`` that runs the skill set's dispatcher ``name`` (the
    generated ``skills/dispatch*.py``): uncompiled it picks the file from the tables record's
    dtype (:func:`dispatch_of`); compiled, its ``overload`` picks it when numba types the call
    (:func:`_compiled`), so a configuration's engine holds its own set's skill code only.
    ``params`` must name the tables record ``tb``."""
    names = [a.strip() for a in params.split(",")]
    at = names.index("tb")
    space: dict[str, Any] = {"dispatch_of": dispatch_of, "_compiled": _compiled}
    exec(  # noqa: S102  (a fixed template over the generator's own names)
        f"def {name}({params}):\n    return dispatch_of(tb).{name}({params})\n\n"
        f"def typer({params}):\n    return _compiled({names[at]}, {name!r})\n",
        space,
    )
    chooser = space[name]
    chooser.__doc__ = f"The skill set's ``{name}`` (``skills/dispatch*.py``)."
    overload(chooser)(space["typer"])
    return chooser


# the skill hooks (dispatch_gen.SKILL_HOOKS): one skill's step or question
skill_module_step = _chooser("skill_module_step", "g, tb, cfg, i, p, k, code, sub, ctx, r")
skill_module_can_fire = _chooser(
    "skill_module_can_fire", "g, tb, cfg, point, p, k, code, subject, source, ctx"
)
skill_module_active_ok = _chooser("skill_module_active_ok", "g, tb, cfg, p, k, code, op, pur, dist")
skill_module_locked = _chooser(
    "skill_module_locked", "g, tb, cfg, point, p, k, code, subject, source, ctx"
)
# the status queries (dispatch_gen.SKILL_STATUSES): over all of a seat's skills
skills_distance_mods = _chooser("skills_distance_mods", "g, tb, p")
skills_power_bonus = _chooser("skills_power_bonus", "g, tb, p, q, col, attacking")
skills_power_floor = _chooser("skills_power_floor", "g, tb, cfg, p, q, pw, attacking")
skills_counters = _chooser("skills_counters", "g, tb, p, col, other_col")
skills_on_use = _chooser("skills_on_use", "g, tb, cfg, p, c, cat, col")
