"""Information leaks in every registered game and the toy (issue 32, scope 7): at points of
random games, for every seat s, change what s cannot know (its ruleset says what:
``Ruleset.hidden_from``) and check that ``observe(s)`` does not move: a hand card of another
seat swapped with a draw-pile card, the draw pile shuffled, two identities hidden from s
swapped. A sanity check shows the test can fail: swapping s's own hand card does move it.

群侠杀 has a stronger test of its own (tests/test_leak.py: hands exchanged, masks recomputed,
the draft, the cancel window, concealed dead); this one holds every game to the same minimum.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from leak_surgery import shuffle_draw, swap_hand_with_draw
from toy_ruleset import RULESET as TOY

import qxs_env
from qxs_env.rulesets import registry

GAMES = list(dict.fromkeys([*registry.names(), TOY.name]))
Perturb = Callable[[Any, int, np.random.Generator], bool]


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[None]:
    registry.register(TOY, replace=True)
    yield
    registry.unregister(TOY.name)


def _other_hand_with_draw(eng: Any, s: int, rng: np.random.Generator) -> bool:
    holders, _ = registry.ruleset_of(eng.config).hidden_from(eng, 0, s)
    return bool(holders) and swap_hand_with_draw(eng.state[0], int(rng.choice(holders)), rng)


def _shuffle_draw(eng: Any, s: int, rng: np.random.Generator) -> bool:
    return shuffle_draw(eng.state[0], rng)


def _swap_hidden_identities(eng: Any, s: int, rng: np.random.Generator) -> bool:
    hidden_from = registry.ruleset_of(eng.config).hidden_from
    g = eng.state[0]
    _, hidden = hidden_from(eng, 0, s)
    pairs = [(p, q) for p in hidden for q in hidden if p < q and g.ident[p] != g.ident[q]]
    if not pairs:
        return False
    p, q = pairs[int(rng.integers(len(pairs)))]
    g.ident[p], g.ident[q] = int(g.ident[q]), int(g.ident[p])
    if sorted(hidden_from(eng, 0, s)[1]) != sorted(hidden):  # the swap told s something: undo
        g.ident[p], g.ident[q] = int(g.ident[q]), int(g.ident[p])
        return False
    return True


HIDDEN: list[Perturb] = [_other_hand_with_draw, _shuffle_draw, _swap_hidden_identities]


def _points(game: str, seed: int, every: int = 7, limit: int = 12) -> list[Any]:
    """Copies of a random game's engine every ``every`` decisions (at most ``limit``)."""
    ruleset = registry.get(game)
    eng = qxs_env.make_engine(game=game, batch=1, **ruleset.small_config)
    eng.reset(seed)
    rng = np.random.default_rng(seed)
    out, k = [], 0
    while not eng.done[0] and len(out) < limit:
        if k % every == 0:
            out.append(eng.copy())
        legal = eng.legal_actions(0)
        eng.step([int(legal[rng.integers(len(legal))])])
        k += 1
    return out


@pytest.mark.parametrize("game", GAMES)
def test_hidden_information_does_not_reach_observations(game: str) -> None:
    if registry.get(game).hidden_from is None:
        pytest.fail(f"{game} does not say what a seat cannot know (Ruleset.hidden_from)")
    rng = np.random.default_rng(5)
    changed = 0
    for seed in (1, 2, 3):
        for base in _points(game, seed):
            for s in range(base.players):
                if not base.state[0]["alive"][s]:
                    continue
                before = base.observe(s, 0).copy()
                for perturb in HIDDEN:
                    eng = base.copy()
                    if perturb(eng, s, rng):
                        changed += 1
                        after = eng.observe(s, 0)
                        moved = np.flatnonzero(after != before)
                        assert moved.size == 0, (
                            f"{game}, seed {seed}: {perturb.__name__} for seat {s} moved "
                            f"observation entries {moved[:10].tolist()}"
                        )
    assert changed > 50


@pytest.mark.parametrize("game", GAMES)
def test_own_hand_change_moves_the_observation(game: str) -> None:
    """The test can fail: s's own hand card swapped with a draw-pile card of another face."""
    rng = np.random.default_rng(9)
    moved = 0
    for base in _points(game, 4):
        g = base.state[0]
        s = int(base.actor[0])
        eng = base.copy()
        tb = eng.tba[0]
        gg = eng.state[0]
        if gg.hand_n[s] == 0 or gg.n_draw == 0:
            continue
        faces = tb["card_face"]
        own = {int(faces[int(c)]) for c in g.hand[s, : g.hand_n[s]]}
        if all(int(faces[int(c)]) in own for c in g.draw[: g.n_draw]):
            continue
        before = base.observe(s, 0).copy()
        while True:
            trial = base.copy()
            swap_hand_with_draw(trial.state[0], s, rng)
            hand = trial.state[0].hand[s, : trial.state[0].hand_n[s]]
            if sorted(int(faces[int(c)]) for c in hand) != sorted(
                int(faces[int(c)]) for c in g.hand[s, : g.hand_n[s]]
            ):
                break
        moved += int(not np.array_equal(trial.observe(s, 0), before))
    assert moved > 0
