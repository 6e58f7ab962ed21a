"""The ruleset registry (issue 32, scope 1): games by name, ``game=`` on the entry points, and
the environments free of any ruleset's modules."""

from __future__ import annotations

import ast
import copy
import dataclasses
import pickle
from pathlib import Path

import numpy as np
import pytest

import qxs_env
from qxs_env.rulesets import registry
from qxs_env.rulesets.qxs.config import GameConfig

ROOT = Path(__file__).resolve().parent.parent
SMALL = {"players": 5, "deck": "starter", "heroes": "off"}


def test_games_by_name_and_alias() -> None:
    assert registry.DEFAULT_GAME in registry.names()
    assert qxs_env.games() == registry.names()
    qxs = registry.get("qunxiasha")
    assert registry.get(None) is qxs and registry.get("qxs") is qxs and registry.get("QXS") is qxs
    assert qxs.config_class is GameConfig
    assert qxs.identity_names[0] == "leader" and len(qxs.identity_names) == 6
    assert registry.ruleset_of(GameConfig()) is qxs


def test_unknown_game_names_the_games() -> None:
    with pytest.raises(registry.UnknownGameError, match="unknown game 'chess': the games are"):
        registry.get("chess")
    with pytest.raises(TypeError, match="game must be a game name"):
        registry.get(3)  # type: ignore[arg-type]
    with pytest.raises(registry.UnknownGameError):
        qxs_env.env(game="chess")


def test_register_and_unregister_a_game() -> None:
    qxs = registry.get("qunxiasha")
    other = dataclasses.replace(qxs, name="toy_copy", aliases=("toy_alias",), env_id="toy_v0")
    try:
        registry.register(other)
        assert registry.get("toy_alias") is other and "toy_copy" in registry.names()
        with pytest.raises(ValueError, match="is taken"):
            registry.register(dataclasses.replace(qxs, name="toy_copy", aliases=()))
        with pytest.raises(ValueError, match="lower case"):
            registry.register(dataclasses.replace(qxs, name="Toy", aliases=()))
    finally:
        registry.unregister("toy_copy")
    assert "toy_copy" not in registry.names()
    with pytest.raises(registry.UnknownGameError):
        registry.get("toy_alias")
    assert registry.get("qxs") is qxs  # a built-in alias survives


def test_resolve_checks_the_config_against_the_game() -> None:
    qxs, config = registry.resolve("qunxiasha", None, {"players": 6}, max_turns=50)
    assert config == GameConfig(players=6, max_turns=50)
    with pytest.raises(TypeError, match="config must be a GameConfig"):
        registry.resolve("qunxiasha", {"players": 6}, {})
    with pytest.raises(ValueError, match="disagree with the config"):
        registry.resolve(None, GameConfig(players=6), {"players": 5})


def test_entry_points_take_the_game_by_name() -> None:
    """``game=`` plays the same game as the default, through every entry point."""
    a = qxs_env.env(game="qunxiasha", **SMALL)
    b = qxs_env.env(**SMALL)
    assert a.game == b.game == "qunxiasha" and a.metadata["name"] == "qxs_v0"
    a.reset(seed=4)
    b.reset(seed=4)
    for _ in range(30):
        oa, ob = a.observe(a.agent_selection), b.observe(b.agent_selection)
        assert np.array_equal(oa["observation"], ob["observation"])
        action = int(np.flatnonzero(oa["action_mask"])[0])
        a.step(action)
        b.step(action)
    # a deep copy and a pickle keep the game (the descriptor is looked up by name)
    for clone in (copy.deepcopy(a), pickle.loads(pickle.dumps(a))):
        assert clone.game == "qunxiasha"
        assert np.array_equal(
            clone.observe(clone.agent_selection)["observation"],
            a.observe(a.agent_selection)["observation"],
        )
    batch = qxs_env.BatchEnv(2, game="qxs", **SMALL)
    assert batch.game == "qunxiasha"
    obs, _ = batch.reset(seed=1)
    assert obs["action_mask"].any(axis=1).all()
    eng = qxs_env.make_engine(game="qunxiasha", batch=3, **SMALL)
    assert eng.batch == 3 and eng.config == GameConfig(**SMALL)


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return out


def _own_agents(name: str) -> tuple[str, ...]:
    """The modules outside a ruleset's package that its descriptor names as its own."""
    return registry.get(name).agent_modules


def test_no_module_above_the_rulesets_imports_a_ruleset_but_its_own_agents() -> None:
    """The environments, the lab, training, the CLI and the generic agents read a game only
    through the registry; only a ruleset's package and the modules its descriptor names as its
    own agents (``agent_modules``: 群侠杀's heuristic, audit, learner loop, ...) import its
    internals (issue 32, scope 1)."""
    own = {
        "qunxiasha": _own_agents("qunxiasha"),
        "sanguosha": _own_agents("sanguosha"),
    }
    package = {"qunxiasha": "qxs_env.rulesets.qxs", "sanguosha": "qxs_env.rulesets.sanguosha"}
    assert own["qunxiasha"], "群侠杀 names its agents"
    assert own["sanguosha"], "三国杀 names its agents (its heuristic and audit, issue 36)"
    found: dict[str, list[str]] = {}
    for top in ("qxs_env", "agents"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT)
            if rel.parts[:2] == ("qxs_env", "rulesets"):
                continue
            module = ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
            for m in _imports(path):
                for game, prefix in package.items():
                    if m != prefix and not m.startswith(prefix + "."):
                        continue
                    mine = own[game]
                    if not any(module == a or module.startswith(a + ".") for a in mine):
                        found.setdefault(module, []).append(m)
    assert found == {}, found


def test_a_named_agent_module_exists() -> None:
    """Every module a descriptor names as its own agents exists (a stale name would let
    anything under it import the ruleset)."""
    import importlib.util

    for name in registry.names():
        for module in registry.get(name).agent_modules:
            assert importlib.util.find_spec(module) is not None, (name, module)


def test_the_developer_tools_fields_of_qunxiasha() -> None:
    """群侠杀's descriptor gives the fuzz its compiled loop and its own sweep axes
    (``qxs fuzz --game``); a descriptor without them is the default."""
    qxs = registry.get("qunxiasha")
    assert qxs.fuzz_slice is not None and qxs.fuzz_axes is not None
    loop = qxs.fuzz_slice()
    assert loop.__name__ == "qxs_env.rulesets.qxs.fuzz_slice"
    for member in ("fuzz_games", "play_recorded", "ignore_mask", "describe", "OK", "N_STATS"):
        assert hasattr(loop, member), member
    assert loop.describe(loop.D_NO_END).startswith("the game did not end")
    axes = qxs.fuzz_axes()
    assert list(axes.AXES) == ["deck", "heroes", "hero_assign", "specials"]
    (config,) = axes.configurations([(5, "standard")], {"deck": "starter"})
    assert config == GameConfig(players=5, deck="starter", heroes="off")
    assert axes.label(config) == "5p standard, deck starter, heroes off"
    bare = dataclasses.replace(qxs, name="bare_copy", aliases=(), fuzz_slice=None, fuzz_axes=None)
    assert bare.fuzz_slice is None and bare.fuzz_axes is None
    assert copy.deepcopy(qxs) == qxs and pickle.loads(pickle.dumps(qxs)) == qxs


def test_a_rulesets_devtools_hold_no_compiled_code() -> None:
    """A ruleset's ``devtools/`` is plain Python that no compiled code calls, so the numba
    cache's stamps leave it out (editing a tool recompiles nothing); its fuzz loop is in."""
    from qxs_env.engine import jit

    tools = sorted((ROOT / "qxs_env" / "rulesets").glob("*/devtools/*.py"))
    assert tools, "群侠杀's devtools (fuzz axes, coverage)"
    sources = set(jit._sources())
    for path in tools:
        assert path not in sources, path
        assert "njit" not in path.read_text(encoding="utf-8"), path
    assert ROOT / "qxs_env" / "rulesets" / "qxs" / "fuzz_slice.py" in sources


def test_a_game_registered_with_its_origin_is_found_in_another_process() -> None:
    """``registry.origin_of`` names where a run-time game's descriptor lives; ``get(name,
    origin)`` registers it where it is not (the lab's and the fuzz sweep's workers)."""
    from toy_ruleset import RULESET as TOY

    origin = "toy_ruleset.ruleset:RULESET"
    registry.register(TOY, replace=True, origin=origin)
    try:
        assert registry.origin_of("toy") == origin
        assert registry.origin_of("qxs") == registry.BUILTIN["qunxiasha"]
        registry.unregister("toy")  # as in a fresh worker process
        with pytest.raises(registry.UnknownGameError):
            registry.get("toy")
        assert registry.get("toy", origin) is TOY and "toy" in registry.names()
    finally:
        registry.unregister("toy")


def test_the_built_in_aliases_are_the_descriptors() -> None:
    """A built-in game is found by its alias before it is imported, so the registry lists the
    aliases by hand: they must be the descriptors' own."""
    for name in registry.BUILTIN:
        listed = {a for a, n in registry.BUILTIN_ALIASES.items() if n == name}
        assert listed == set(registry.get(name).aliases), name
