"""The engine's numba cache goes stale exactly when it should (qxs_env/engine/cache_stamps.py).

A compiled function's stamp covers the code of every compiled function it may call and the
module-level part of every source file, so editing a callee in another file recompiles its
callers, editing an unrelated function does not, and comments or docstrings recompile nothing.
These tests read source only (no compile).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from numba.core import caching as numba_caching

from qxs_env.engine import cache_stamps, jit
from qxs_env.engine.cache_stamps import SourceStamps, saved_stamps

A = '''"""Module a."""
from b import g

LIMIT = 3


@njit_cached
def f(x):
    """Calls g."""
    return g(x) + LIMIT


@njit_cached
def lonely(x):
    return x


def plain_helper():
    return 1
'''

B = """@njit_cached
def g(x):
    return x + 1


@njit_cached
def h(x):
    return x * 2
"""


def _stamps(tmp_path: Path, a: str = A, b: str = B) -> tuple[SourceStamps, Path, Path]:
    pa, pb = tmp_path / "a.py", tmp_path / "b.py"
    pa.write_text(a)
    pb.write_text(b)
    return SourceStamps([pa, pb]), pa, pb


def test_a_callee_edited_in_another_file_makes_its_callers_stale_only(tmp_path: Path) -> None:
    before, pa, pb = _stamps(tmp_path)
    after, _, _ = _stamps(tmp_path, b=B.replace("x + 1", "x + 2"))
    assert after.stamp(pa, "f") != before.stamp(pa, "f")  # f calls g
    assert after.stamp(pb, "g") != before.stamp(pb, "g")
    assert after.stamp(pb, "h") == before.stamp(pb, "h")  # unrelated
    assert after.stamp(pa, "lonely") == before.stamp(pa, "lonely")
    assert before.closure(pa, "f") == [(pa, "f"), (pb, "g")]


def test_comments_docstrings_and_blank_lines_recompile_nothing(tmp_path: Path) -> None:
    before, pa, pb = _stamps(tmp_path)
    edited = A.replace('"""Calls g."""', '"""Calls g, then adds."""').replace(
        "    return g(x) + LIMIT", "    # a comment\n\n    return g(x) + LIMIT"
    )
    after, _, _ = _stamps(tmp_path, a='"""Another module docstring."""\n' + edited[15:])
    for path, name in [(pa, "f"), (pa, "lonely"), (pb, "g"), (pb, "h")]:
        assert after.stamp(path, name) == before.stamp(path, name)


@pytest.mark.parametrize(
    "edit",
    [("LIMIT = 3", "LIMIT = 4"), ("    return 1\n", "    return 2\n")],
    ids=["constant", "plain-python-function"],
)
def test_module_level_code_makes_every_function_stale(tmp_path: Path, edit) -> None:
    """A constant (or a plain Python function computing one at import) is compiled into every
    function that reads it; the stamps cannot tell which do, so all change."""
    before, pa, pb = _stamps(tmp_path)
    after, _, _ = _stamps(tmp_path, a=A.replace(*edit))
    for path, name in [(pa, "f"), (pa, "lonely"), (pb, "g"), (pb, "h")]:
        assert after.stamp(path, name) != before.stamp(path, name)


def test_code_outside_the_sources_is_stale_when_its_folder_changes(tmp_path: Path) -> None:
    """A compiled function the sources do not hold (a ruleset outside the package: the tests'
    toy game) is stamped by all of the sources and by its own folder's files as they are now,
    so an edit to it recompiles it (before, its cache was never stale: issue 32)."""
    st, _, _ = _stamps(tmp_path)
    outside = tmp_path / "toy"
    outside.mkdir()
    (outside / "rules.py").write_text("@njit_cached\ndef f(x):\n    return x + 1\n")
    (outside / "notes.txt").write_text("not python")
    before = st.stamp(outside / "rules.py", "f")
    assert before.startswith("all:" + st.everything())
    (outside / "notes.txt").write_text("edited, still not python")
    assert st.stamp(outside / "rules.py", "f") == before
    (outside / "helpers.py").write_text("LIMIT = 3\n")  # a module it may import
    assert st.stamp(outside / "rules.py", "f") != before


def test_engine_closures_reach_the_skill_modules() -> None:
    """On the real sources: the entry point's closure holds the skill dispatcher and every skill
    module's step; a skill module's step does not hold the entry point (editing it recompiles
    its callers, not the whole engine)."""
    from qxs_env.engine.cache_stamps import stamps

    st = stamps(jit._sources())
    ruleset = Path(jit.__file__).resolve().parent.parent / "rulesets" / "qxs"
    entries = ruleset.parent.parent / "engine" / "entry.py"  # bound for 群侠杀 in its framework
    skill_ops = ruleset / "skill_ops.py"
    skill = ruleset / "skills" / "extra_draw.py"
    entry = st.closure(entries, "one_game")  # through the bound copy of the framework's run
    assert (skill_ops, "skill_step") in entry and (skill, "step") in entry
    assert (entries, "one_game") not in st.closure(skill, "step")
    callers = [k for k in st.mentions if (skill, "step") in st.closure(*k)]
    assert 0 < len(callers) < len(st.mentions) / 4


def test_engine_functions_use_the_closure_stamp_locator() -> None:
    from qxs_env.rulesets.qxs import rules

    if not hasattr(rules.push, "_cache"):
        pytest.skip("NUMBA_DISABLE_JIT=1: nothing is compiled or cached")
    if not hasattr(rules.push._cache, "_impl"):  # not compiled in this process yet: its cache
        rules.push.enable_caching()  # is turned on at its first compile (jit.compile_general)
    locator = rules.push._cache._impl.locator
    assert isinstance(locator, jit.ClosureStampLocator)
    assert locator.get_cache_path().startswith(jit.CACHE_DIR)


def test_cache_entries_of_moved_functions_are_pruned(tmp_path: Path) -> None:
    """numba names cache files after module, function and first line: an entry whose function
    is no longer at that line is removed (at most once a day), current ones are kept."""
    from qxs_env.engine.cache_stamps import prune_orphans

    src = tmp_path / "a.py"
    src.write_text(A)  # f's decorator is on line 7, lonely's on line 13
    cache = tmp_path / "cache"
    sub = cache / "pkg_0123"
    sub.mkdir(parents=True)
    names = ["a.f-7.py311", "a.f-9.py311", "a.lonely-13.py311", "a.plain_helper-18.py311"]
    for name in names:
        (sub / f"{name}.nbi").write_bytes(b"")
        (sub / f"{name}.1.nbc").write_bytes(b"")
    assert prune_orphans(cache, [src], every_s=0) == 2
    left = sorted(p.name for p in sub.iterdir())
    assert left == [
        "a.f-7.py311.1.nbc",
        "a.f-7.py311.nbi",
        "a.lonely-13.py311.1.nbc",
        "a.lonely-13.py311.nbi",
    ]
    (sub / "a.f-9.py311.nbi").write_bytes(b"")
    assert prune_orphans(cache, [src]) == 0  # pruned less than a day ago: nothing done


def test_cache_folders_do_not_depend_on_where_the_package_is(tmp_path: Path) -> None:
    """A function's cache folder is named after its folder inside the package, not a hash of
    the absolute path: a copy of the package elsewhere (``--ray-ship``, a second checkout)
    finds the entries its equal code stamps (issue 22). The folders this copy had under numba's
    path-hash naming are pruned; other code's folders (a user's module, ``train-*``) are left
    alone."""
    pkg = Path(jit.__file__).resolve().parent.parent
    assert jit.cache_subpath(pkg / "engine" / "stack.py") == "engine"
    skill = pkg / "rulesets" / "qxs" / "skills" / "extra_draw.py"
    assert jit.cache_subpath(skill) == "rulesets_qxs_skills"
    outside = tmp_path / "elsewhere" / "mod.py"
    assert jit.cache_subpath(outside) != "elsewhere"  # numba's own naming outside the package
    old = numba_caching._CacheLocator.get_suitable_cache_subpath(str(pkg / "engine" / "stack.py"))
    user = numba_caching._CacheLocator.get_suitable_cache_subpath(str(outside))
    for name in ("engine", old, user, "train-123"):
        (tmp_path / "cache" / name).mkdir(parents=True)
    assert jit.prune_old_folders(tmp_path / "cache") == 1
    left = sorted(p.name for p in (tmp_path / "cache").iterdir())
    assert left == sorted(["engine", user, "train-123"])


def test_stamps_are_kept_for_the_next_process_while_the_sources_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, pa, pb = _stamps(tmp_path)
    texts = {pa: A, pb: B}
    saved = tmp_path / "cache" / "stamps" / "all.pickle"
    made = saved_stamps([pa, pb], texts, saved)
    assert saved.exists()
    parsed: list[int] = []
    original = SourceStamps.__init__

    def counting(self: SourceStamps, *args: object, **kwargs: object) -> None:
        parsed.append(1)
        original(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cache_stamps.SourceStamps, "__init__", counting)
    again = saved_stamps([pa, pb], texts, saved)  # the next process: read, not parsed
    assert not parsed
    assert all(again.stamp(p, n) == made.stamp(p, n) for p, n in ((pa, "f"), (pb, "g")))
    edited = {pa: A, pb: B.replace("x + 1", "x + 2")}  # an edit: parsed again, saved again
    after = saved_stamps([pa, pb], edited, saved)
    assert parsed == [1] and after.stamp(pa, "f") != made.stamp(pa, "f")
    assert saved_stamps([pa, pb], edited, saved).stamp(pa, "f") == after.stamp(pa, "f")
    assert parsed == [1]
    saved.write_bytes(b"not a pickle")  # a damaged file: parsed again
    assert saved_stamps([pa, pb], edited, saved).stamp(pa, "f") == after.stamp(pa, "f")
    assert parsed == [1, 1]
