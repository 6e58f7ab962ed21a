"""The compile notice (issue 19, item 1): a first run says that numba compiles, and for how long."""

from __future__ import annotations

import numba
import pytest
from numba.core import event as numba_event

from qxs_env.engine import compile_notice
from qxs_env.engine.compile_notice import CompileNotice, enabled, part_of, start_line


@pytest.fixture(autouse=True)
def _no_game_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """No batch engine built in this process yet (another test may have built one)."""
    monkeypatch.setattr(compile_notice, "_game_hint", [])


def _probe(module: str):
    """A fresh numba function that claims to live in ``module`` (no cache: it compiles)."""

    def add_one(x):
        return x + 1

    add_one.__module__ = module
    return numba.njit(cache=False)(add_one)


def _listening(notice: CompileNotice, fn, arg):
    numba_event.register("numba:compile", notice)
    try:
        return fn(arg)
    finally:
        numba_event.unregister("numba:compile", notice)


def test_a_compile_of_our_code_is_announced_with_its_time():
    lines: list[str] = []
    times = iter([100.0, 227.0])
    notice = CompileNotice(write=lines.append, clock=lambda: next(times), tick=0, cache_dir="/c")
    assert _listening(notice, _probe("qxs_env.engine.probe"), 41) == 42
    assert len(lines) == 2, lines
    assert lines[0].startswith("qxs: compiling the rules engine with numba, one time only")
    _, cpu_s = part_of("qxs_env.engine.probe")
    assert f"about {cpu_s} CPU-seconds, " in lines[0] and "cached in /c" in lines[0]
    assert "about 470 CPU-seconds, 7-10 minutes" in start_line("x", 470, None)  # the minutes
    assert lines[1] == "qxs: compiled the rules engine in 2:07"
    assert notice.depth == 0
    notice.clock = lambda: 0.0
    _listening(notice, _probe("qxs_env.engine.other"), 1)  # a later compile: a short line
    assert lines[2] == "qxs: compiling more of the rules engine with numba (once; cached)"
    assert lines[3] == "qxs: compiled the rules engine in 0:00"


def test_other_code_and_cache_hits_say_nothing():
    lines: list[str] = []
    notice = CompileNotice(write=lines.append, tick=0)
    fn = _probe("someone_else.module")
    assert _listening(notice, fn, 1) == 2
    assert lines == []
    ours = _probe("agents.probe")
    _listening(notice, ours, 1)
    assert len(lines) == 2 and "the heuristic agent" in lines[0]
    lines.clear()
    _listening(notice, ours, 2)  # compiled already: no compile event, no line
    assert lines == []


def test_progress_lines_while_a_compile_lasts():
    import threading

    lines: list[str] = []
    notice = CompileNotice(write=lines.append, clock=lambda: 75.0, tick=0.01)

    class Event:
        data = {"dispatcher": type("D", (), {"py_func": _probe("qxs_env.x").py_func})()}

    notice.on_start(Event())
    notice.clock = lambda: 75.0
    threading.Event().wait(0.1)
    notice.on_end(Event())
    assert any(line.startswith("qxs: still compiling the rules engine") for line in lines), lines
    assert lines[-1].startswith("qxs: compiled the rules engine")


def test_parts_and_switch(monkeypatch):
    assert part_of("qxs_env.rulesets.qxs.driver")[0] == "the rules engine"
    assert part_of("agents.learner_games.loop")[0] == "the training helpers"
    assert part_of("agents.heuristic")[0] == "the heuristic agent"
    assert part_of("qxs_envelope") is None and part_of("numpy") is None
    assert "minutes" in start_line("the rules engine", 450, None)
    monkeypatch.setenv("QXS_COMPILE_NOTICE", "0")
    assert not enabled()
    monkeypatch.setenv("QXS_COMPILE_NOTICE", "1")
    assert enabled()


def test_another_rulesets_engine_is_named_without_a_figure():
    """A framework procedure compiled for 三国杀 is cached in its ruleset's folder: the notice
    names that game's engine and quotes no time (the figure is 群侠杀's)."""
    from qxs_env.engine.compile_notice import ruleset_of_cache

    path = "/x/qxs_env/__pycache__/numba-functions/rulesets_sanguosha_cards/stamp"
    assert ruleset_of_cache(path) == "sanguosha"
    assert ruleset_of_cache("/x/numba-functions/rulesets_qxs_skills/y") == "qxs"
    assert ruleset_of_cache("/x/numba-functions/engine/y") is None
    assert part_of("qxs_env.engine.driver", path) == ("the rules engine of sanguosha", None)
    what, cpu_s = part_of("qxs_env.engine.driver", "/x/numba-functions/rulesets_qxs/y")
    assert what == "the rules engine" and cpu_s is not None
    assert part_of("agents.heuristic.play", path)[0] == "the heuristic agent"
    assert "CPU-seconds" not in start_line("the rules engine of sanguosha", None, None)


def test_the_game_being_built_names_a_framework_compile(monkeypatch):
    """The framework's shared code compiles first, cached apart from any ruleset: the engine
    being built (its batch engine says which) names it."""
    N = compile_notice
    shared = "/x/numba-functions/engine/y"
    assert part_of("qxs_env.engine.entry", shared)[1] is not None  # no game said: 群侠杀's figure
    N.note_game("sanguosha")
    assert part_of("qxs_env.engine.entry", shared) == ("the rules engine of sanguosha", None)
    N.note_game("qunxiasha")
    assert part_of("qxs_env.engine.entry", shared)[1] is not None
