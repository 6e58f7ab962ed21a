"""Golden digests of whole random games of every registered game (issue 32, scope 7), through
the registry's entry points only, and the framework's state checks after every step.

Each game's small configuration (``Ruleset.small_config``) plays a few games from fixed seeds
with uniformly random legal actions (a numpy generator seeded per game); a game's digest covers
its every action and, at the end, each seat's side, life, HP and result and the truncation flag.
A refactor that changes no rule of a game changes none of its digests (群侠杀's own, finer
digests: tests/test_golden.py). Re-record on purpose, saying why in the commit::

    python tests/test_golden_all_games.py --record
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
for path in (HERE.parent, HERE):  # run as a script from anywhere
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from toy_ruleset import RULESET as TOY  # noqa: E402

import qxs_env  # noqa: E402
from qxs_env.engine.state import check_state  # noqa: E402
from qxs_env.rulesets import registry  # noqa: E402

DIGESTS = HERE / "golden_digests_all_games.json"
GAMES_PER_GAME = 4
SEED = 20261129


def _games() -> list[str]:
    return list(dict.fromkeys([*registry.names(), TOY.name]))


def play_digest(game: str) -> str:
    """The digest of ``GAMES_PER_GAME`` random games of ``game`` (its small configuration),
    checking the framework's state invariants (``engine.state.check_state``) after each step."""
    eng = qxs_env.make_engine(game=game, batch=1, **registry.get(game).small_config)
    h = hashlib.sha256()
    for k in range(GAMES_PER_GAME):
        rng = np.random.default_rng(SEED + k)
        eng.reset(SEED * 7 + k)
        actions = []
        while not eng.done[0]:
            legal = eng.legal_actions(0)
            assert legal, f"{game}: a seat must act with no legal action"
            a = int(legal[rng.integers(len(legal))])
            actions.append(a)
            eng.step([a])
            check_state(eng.state, eng.players)
            assert len(actions) < 200_000, f"{game}: game {k} does not end"
        g = eng.state[0]
        n = eng.players
        h.update(np.asarray(actions, np.int64).tobytes())
        for field in ("ident", "alive", "hp", "won"):
            h.update(np.asarray(g[field][:n], np.int64).tobytes())
        h.update(bytes([bool(g["truncated"])]))
    return h.hexdigest()


@pytest.fixture(scope="module", autouse=True)
def toy_registered():
    registry.register(TOY, replace=True)
    yield
    registry.unregister(TOY.name)


@pytest.mark.parametrize("game", _games())
def test_golden_digest(game: str) -> None:
    expected = json.loads(DIGESTS.read_text(encoding="utf-8"))
    assert game in expected, f"no digest of {game}: record it (see the module docstring)"
    assert play_digest(game) == expected[game], (
        f"{game}'s random games changed; if the change is intended, re-record "
        "(python tests/test_golden_all_games.py --record) and say why in the commit"
    )


if __name__ == "__main__":
    if sys.argv[1:] != ["--record"]:
        raise SystemExit("usage: python tests/test_golden_all_games.py --record")
    registry.register(TOY, replace=True)
    found = {game: play_digest(game) for game in _games()}
    DIGESTS.write_text(json.dumps(found, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(found)} digests to {DIGESTS}")
