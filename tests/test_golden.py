"""Golden digests of whole games: a refactor that changes no rule changes none of them (issue 18).

For every combination of agents (the fuzz's uniformly random legal policy, the heuristic),
player count (5, 8, the 8-player melee, 10), deck (starter, standard) and heroes (off, the 40
base heroes, all 80), a few games are played from fixed seeds and digested: per game its every
action, winners, truncation, turns, decisions, and per seat HP, life, identity and hero. The
digest does not read the state record's bytes, so a change of the record's layout alone keeps
it; any change of a rule, a mask, the dealing or an agent's choice changes it.

The expected digests live in ``tests/golden_digests.json``. When a change of the games is
intended (a rule fixed, the heuristic improved), re-record them and say why in the commit:

    python tests/test_golden.py --record
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from qxs_env.devtools.fuzz import random_game  # noqa: E402
from qxs_env.rulesets.qxs.api import Engine  # noqa: E402
from qxs_env.rulesets.qxs.config import GameConfig  # noqa: E402

DIGESTS = Path(__file__).resolve().parent / "golden_digests.json"
PLAYERS = {
    "5p": (5, "standard"),
    "8p": (8, "standard"),
    "8p-melee": (8, "melee"),
    "10p": (10, "standard"),
}
DECKS = ("starter", "standard")
HEROES = ("off", "standard", "all")
GAMES = {"random": 6, "heuristic": 2}
SEED = 20261125


def _config(players: str, deck: str, heroes: str) -> GameConfig:
    n, mode = PLAYERS[players]
    return GameConfig(players=n, mode=mode, deck=deck, heroes=heroes)


def _summary(eng: Engine, actions: list[int]) -> dict:
    g = eng.state[0]
    n = eng.players
    return {
        "actions": hashlib.sha256(np.asarray(actions, np.int64).tobytes()).hexdigest(),
        "decisions": len(actions),
        "winners": int(g["winners"]),
        "truncated": bool(g["truncated"]),
        "turns": int(g["turn"]),
        "hp": [int(x) for x in g["hp"][:n]],
        "alive": [bool(x) for x in g["alive"][:n]],
        "ident": [int(x) for x in g["ident"][:n]],
        "hero": [int(x) for x in g["hero"][:n]],
    }


def _random_games(config: GameConfig, seeds: list[int]) -> list[dict]:
    out = []
    for seed in seeds:
        game = random_game(config, seed)
        assert game.code == 0, f"invariant E{game.code} in the game of seed {seed}"
        out.append(_summary(game.engine, game.actions))
    return out


def _heuristic_games(config: GameConfig, seeds: list[int]) -> list[dict]:
    from agents.heuristic import HeuristicPolicy

    out = []
    for seed in seeds:
        pol = HeuristicPolicy(seed=seed, deck=config.deck)
        eng = Engine(config, batch=1)
        eng.reset_one(0, seed)
        obs = np.zeros((1, eng.obs_size), dtype=np.float32)
        mask = np.zeros((1, eng.n_actions), dtype=np.int8)
        act = np.zeros(1, dtype=np.int64)
        rows = np.zeros(1, dtype=np.int64)
        actions: list[int] = []
        while not eng.done[0]:
            mask[0, :] = eng.state["mask"][0, : eng.n_actions]
            eng.observe(int(eng.actor[0]), 0, out=obs[0])
            pol.act(obs, mask, rows, act)
            actions.append(int(act[0]))
            eng.step([int(act[0])])
        out.append(_summary(eng, actions))
    return out


def cases() -> list[tuple[str, str, str, str]]:
    """(agents, players, deck, heroes) for every golden configuration."""
    return [
        (agents, players, deck, heroes)
        for agents in GAMES
        for players in PLAYERS
        for deck in DECKS
        for heroes in HEROES
    ]


def case_key(agents: str, players: str, deck: str, heroes: str) -> str:
    return f"{agents}/{players}/{deck}/heroes-{heroes}"


def digest(agents: str, players: str, deck: str, heroes: str) -> str:
    """sha256 of the games of one golden configuration."""
    config = _config(players, deck, heroes)
    seeds = [SEED + k for k in range(GAMES[agents])]
    play = _random_games if agents == "random" else _heuristic_games
    games = play(config, seeds)
    return hashlib.sha256(json.dumps(games, sort_keys=True).encode()).hexdigest()


def _expected() -> dict[str, str]:
    return json.loads(DIGESTS.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", cases(), ids=lambda c: case_key(*c))
def test_golden_digest(case: tuple[str, str, str, str]) -> None:
    """The games of this configuration are the recorded ones (see the module docstring)."""
    key = case_key(*case)
    expected = _expected().get(key)
    assert expected is not None, f"no digest recorded for {key}: run tests/test_golden.py --record"
    assert digest(*case) == expected, (
        f"the games of {key} changed; if intended, re-record (python tests/test_golden.py "
        "--record) and say why in the commit"
    )


@pytest.mark.slow
@pytest.mark.parametrize("players", ["5p", "8p"])
def test_golden_digest_on_the_heroes_off_skill_set(
    players: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The heroes-off games on the engine compiled for no skill (``rulesets.qxs.skill_sets``;
    the suite otherwise widens every engine to the base set, tests/conftest.py) are the
    recorded ones. Slow: it compiles that engine."""
    from qxs_env.rulesets.qxs.skill_sets import SKILL_SET_ENV

    monkeypatch.delenv(SKILL_SET_ENV, raising=False)
    assert Engine(_config(players, "standard", "off")).skill_set == "off"
    for deck in DECKS:
        key = case_key("random", players, deck, "off")
        assert digest("random", players, deck, "off") == _expected()[key], key


def test_every_recorded_digest_is_tested() -> None:
    """No stale entry in the digest file (a configuration dropped from the list)."""
    assert set(_expected()) == {case_key(*c) for c in cases()}


def main(argv: list[str]) -> int:
    if argv != ["--record"]:
        print(__doc__)
        return 2
    out = {}
    for case in cases():
        key = case_key(*case)
        out[key] = digest(*case)
        print(key, out[key][:16], flush=True)
    DIGESTS.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {DIGESTS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
