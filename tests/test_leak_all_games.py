"""Information leaks in every registered game and the toy (issue 32, scope 7): at points of
random games, for every seat s, change what s cannot know (its ruleset says what:
``Ruleset.hidden_from``) and check that ``observe(s)`` does not move: a hand card of another
seat swapped with a draw-pile card, the draw pile shuffled, two identities hidden from s
swapped, and what else the game declares hidden at that point (``Ruleset.hidden_swaps``:
三国杀's face-down draft picks and offers, the cards 觀星 shows to 諸葛亮 alone), exchanged as
declared. A sanity check shows the test can fail: swapping s's own hand card does move it.

Each game is played with its ``small_config`` and the configurations of :data:`MORE_CONFIGS`
(三国杀 with heroes, so that the draft and 觀星 are met); a configuration lists what it must
exercise, so that a declaration that stops applying fails the test.

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
MORE_CONFIGS: dict[str, list[tuple[dict[str, Any], set[str]]]] = {
    "sanguosha": [
        (
            {"players": 5, "auto_forced": False, "heroes": "standard"},
            {"draft picks", "draft offers", "觀星's cards"},
        )
    ],
}
"""Per game, more configurations to play: (config fields, the ``hidden_swaps`` kinds that must
be exercised)."""
CASES = [(game, {}, set()) for game in GAMES] + [
    (game, fields, kinds) for game, more in MORE_CONFIGS.items() for fields, kinds in more
]


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


def _swaps(eng: Any, s: int) -> list[registry.HiddenSwap]:
    """What else seat ``s`` of game 0 cannot know now (the game's ``hidden_swaps``)."""
    declared = registry.ruleset_of(eng.config).hidden_swaps
    return list(declared(eng, 0, s)) if declared is not None else []


def _exchange_cards(eng: Any, swap: registry.HiddenSwap, rng: np.random.Generator) -> bool:
    """A card of ``swap.cards`` exchanged with one of ``swap.pool`` (every place of a group
    rewritten; zone and owner follow each card); False when both have the same face."""
    g = eng.state[0]
    mine = swap.cards[int(rng.integers(len(swap.cards)))]
    other = swap.pool[int(rng.integers(len(swap.pool)))]
    c, d = (int(g[grp[0][0]][grp[0][1:]]) for grp in (mine, other))
    faces = eng.tba[0]["card_face"]
    if int(faces[c]) == int(faces[d]):
        return False
    for group, card in ((mine, d), (other, c)):
        for field, *index in group:
            g[field][tuple(index)] = card
    for field in ("zone", "owner"):
        g[field][c], g[field][d] = int(g[field][d]), int(g[field][c])
    return True


def _exchange_seats(eng: Any, swap: registry.HiddenSwap, rng: np.random.Generator) -> bool:
    """Two of ``swap.seats`` exchange their rows of ``swap.fields``; False when equal."""
    g = eng.state[0]
    p, q = (int(x) for x in rng.choice(swap.seats, 2, replace=False))
    rows = [(g[f][p].copy(), g[f][q].copy()) for f in swap.fields]
    if all(np.array_equal(a, b) for a, b in rows):
        return False
    for f, (a, b) in zip(swap.fields, rows, strict=True):
        g[f][p], g[f][q] = b, a
    return True


def _apply(eng: Any, swap: registry.HiddenSwap, rng: np.random.Generator) -> bool:
    """Make one exchange ``swap`` declares (False: nothing changed)."""
    if swap.fields:
        return _exchange_seats(eng, swap, rng)
    return _exchange_cards(eng, swap, rng)


def _points(
    game: str, seed: int, fields: dict[str, Any] | None = None, every: int = 7, limit: int = 12
) -> list[Any]:
    """Copies of a random game's engine every ``every`` decisions (at most ``limit``), and at
    every decision where the game declares more hidden facts (``hidden_swaps``: at most
    ``limit`` more)."""
    ruleset = registry.get(game)
    config = {**ruleset.small_config, **(fields or {})}
    eng = qxs_env.make_engine(game=game, batch=1, **config)
    eng.reset(seed)
    rng = np.random.default_rng(seed)
    out, k, special = [], 0, 0
    while not eng.done[0] and len(out) < limit + special:
        if k % every == 0:
            out.append(eng.copy())
        elif special < limit and any(_swaps(eng, s) for s in range(eng.players)):
            out.append(eng.copy())
            special += 1
        legal = eng.legal_actions(0)
        eng.step([int(legal[rng.integers(len(legal))])])
        k += 1
    return out


def _check_point(base: Any, label: str, rng: np.random.Generator, kinds: dict[str, int]) -> int:
    """Every perturbation of what each living seat cannot know, at one point; how many were
    made (``kinds``: the count of each ``hidden_swaps`` kind made)."""
    changed = 0
    for s in range(base.players):
        if not base.state[0]["alive"][s]:
            continue
        before = base.observe(s, 0).copy()
        trials: list[tuple[str, Callable[[Any], bool]]] = [
            (f.__name__, lambda e, f=f, s=s: f(e, s, rng)) for f in HIDDEN
        ]
        trials += [(w.what, lambda e, w=w: _apply(e, w, rng)) for w in _swaps(base, s)]
        for name, perturb in trials:
            eng = base.copy()
            if not perturb(eng):
                continue
            changed += 1
            kinds[name] = kinds.get(name, 0) + 1
            moved = np.flatnonzero(eng.observe(s, 0) != before)
            assert moved.size == 0, (
                f"{label}: {name} for seat {s} moved observation entries {moved[:10].tolist()}"
            )
    return changed


@pytest.mark.parametrize(
    ("game", "fields", "kinds"),
    CASES,
    ids=[f"{g}-{'-'.join(str(v) for v in f.values()) or 'small'}" for g, f, _ in CASES],
)
def test_hidden_information_does_not_reach_observations(
    game: str, fields: dict[str, Any], kinds: set[str]
) -> None:
    if registry.get(game).hidden_from is None:
        pytest.fail(f"{game} does not say what a seat cannot know (Ruleset.hidden_from)")
    rng = np.random.default_rng(5)
    changed = 0
    made: dict[str, int] = {}
    for seed in range(1, 4 if not kinds else 40):
        for base in _points(game, seed, fields):
            changed += _check_point(base, f"{game} {fields}, seed {seed}", rng, made)
        if kinds and all(made.get(k, 0) >= 20 for k in kinds):
            break
    assert changed > 50
    assert {k: made.get(k, 0) for k in kinds} == {k: max(made.get(k, 0), 20) for k in kinds}


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
