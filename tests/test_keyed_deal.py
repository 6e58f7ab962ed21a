"""The keyed deal (``GameConfig.keyed_deal``; ``engine.random_streams.keyed_sort``; issue 35,
scope 2): the deck and the draft's pool put in the order of values drawn per physical card and
per hero from the game's seed. It is a uniform shuffle; a deck one card shorter or longer deals
the other cards in the same order; a pool less one hero offers the others in the same order;
the same seed deals the same game. Off (the default) the deal is the Fisher-Yates one, which the
random-play golden digests (tests/test_golden.py) pin."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

from qxs_env.engine.random_streams import KEYED_DECK, keyed_sort
from qxs_env.envs.batch import BatchEnv
from qxs_env.lab.sensitivity import read_deck, write_changed_deck
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import LEADER

CHI2_999 = {23: 49.73, 25: 52.62}
"""The chi-square distribution's 99.9% points for the degrees of freedom the tests use."""


def test_the_keyed_sort_is_a_uniform_shuffle() -> None:
    """Over 24,000 seeds, every order of 4 things comes out about as often (chi-square over the
    24 orders) and, for 6 things, every thing lands at every position about as often (chi-square
    over the 36 cells); the things keep their order only when their values do."""
    orders = {p: 0 for p in itertools.permutations(range(4))}
    positions = np.zeros((6, 6))
    for seed in range(24_000):
        four = np.arange(4, dtype=np.int16)
        keyed_sort(four, 4, np.arange(4, dtype=np.int64) + 100, seed, KEYED_DECK)
        orders[tuple(int(x) for x in four)] += 1
        six = np.arange(6, dtype=np.int16)
        keyed_sort(six, 6, np.arange(6, dtype=np.int64), seed, KEYED_DECK)
        positions[six, np.arange(6)] += 1
    counts = np.array(list(orders.values()), dtype=np.float64)
    assert np.sum((counts - 1000.0) ** 2 / 1000.0) < CHI2_999[23]
    assert np.sum((positions - 4000.0) ** 2 / 4000.0) < CHI2_999[25]


def _pile_order(env: BatchEnv, b: int) -> list[int]:
    """The cards of game ``b`` in the order the shuffled deck held them, from the top: the
    starting hands in dealing order (5 each from the leader on), the leader's draw-phase cards,
    then the draw pile from its top (the state at the leader's first decision)."""
    st = env.engine.state
    players = env.engine.config.players
    leader = int(np.flatnonzero(st["ident"][b, :players] == LEADER)[0])
    seats = [(leader + k) % players for k in range(players)]
    order = [int(c) for p in seats for c in st["hand"][b, p, :5]]
    order += [int(c) for c in st["hand"][b, leader, 5 : st["hand_n"][b, leader]]]
    order += [int(c) for c in st["draw"][b, : st["n_draw"][b]][::-1]]
    return order


def _deals(config: GameConfig, seeds: list[int]) -> list[list[tuple[int, int]]]:
    """Each seed's deal as (face, suit) in pile order (:func:`_pile_order`)."""
    env = BatchEnv(len(seeds), config=config, observations=False)
    env.reset(seed=seeds)
    tb = env.engine.tba[0]
    deals = []
    for b in range(len(seeds)):
        order = _pile_order(env, b)
        assert len(order) == tb["n_cards"]  # every card accounted for
        deals.append([(int(tb["card_face"][c]), int(tb["card_suit"][c])) for c in order])
    return deals


@pytest.mark.parametrize("step", [-1, 1])
def test_a_deck_one_card_apart_deals_the_same_cards_in_the_same_order(
    tmp_path: Path, step: int
) -> None:
    """With ``keyed_deal``, a deck with one copy fewer (more) of a face deals every other card
    in the same order as the standard deck, on every seed; with the Fisher-Yates deal (the
    switch off) the two decks' first 20 cards differ on every seed."""
    base = GameConfig(players=8, heroes="off", keyed_deal=True)
    face = "dalijingangzhang"
    deck = write_changed_deck(read_deck(base), {face: step}, tmp_path / "deck.yaml", "changed")
    seeds = list(range(40, 56))
    full = _deals(base, seeds)
    changed = _deals(base.replace(deck=str(deck)), seeds)
    long, short = (changed, full) if step > 0 else (full, changed)
    for a, b in zip(long, short, strict=True):
        assert len(a) == len(b) + 1
        extra = {x for x in a if a.count(x) != b.count(x)}  # the face and suit added
        assert len(extra) == 1
        assert any(a[:i] + a[i + 1 :] == b for i, x in enumerate(a) if x in extra)
    plain = _deals(base.replace(keyed_deal=False), seeds)
    plain_changed = _deals(base.replace(keyed_deal=False, deck=str(deck)), seeds)
    assert not any(a[:20] == b[:20] for a, b in zip(plain, plain_changed, strict=True))


def test_a_banned_hero_leaves_the_other_offers_in_order() -> None:
    """With ``keyed_deal``, the leader's five offers from the pool less one hero are the offers
    from the whole pool with that hero taken out (the next in the pool's order coming in), and
    the identities are dealt alike."""
    whole = GameConfig(players=8, keyed_deal=True)
    seeds = list(range(24))
    env = BatchEnv(len(seeds), config=whole, observations=False)
    env.reset(seed=seeds)
    st = env.engine.state
    tb = env.engine.tba[0]
    pool = [int(h) for h in tb["hero_pool"][: tb["n_pool"]]]
    first_leader = int(np.flatnonzero(st["ident"][0, :8] == LEADER)[0])
    banned = int(st["offer"][0, first_leader, 2])  # offered to game 0's leader
    names = _hero_ids()
    less = whole.replace(hero_pool=tuple(names[h] for h in pool if h != banned))
    env2 = BatchEnv(len(seeds), config=less, observations=False)
    env2.reset(seed=seeds)
    st2 = env2.engine.state
    touched = 0
    for b in range(len(seeds)):
        assert np.array_equal(st["ident"][b], st2["ident"][b])
        leader = int(np.flatnonzero(st["ident"][b, :8] == LEADER)[0])
        offers = [int(h) for h in st["offer"][b, leader, :5]]
        offers2 = [int(h) for h in st2["offer"][b, leader, :5]]
        kept = [h for h in offers if h != banned]
        assert offers2[: len(kept)] == kept
        touched += banned in offers
    assert touched and banned in pool


def _hero_ids() -> list[str]:
    """The catalogue's hero ids, by index."""
    from qxs_env.rulesets import registry

    return [h for h, _ in registry.get("qunxiasha").hero_names()]


def test_the_keyed_deal_is_determined_by_the_seed() -> None:
    """The same seed deals the same game twice, other seeds other games, with the switch on."""
    config = GameConfig(players=8, heroes="off", keyed_deal=True)
    first = _deals(config, [7, 8, 9])
    again = _deals(config, [7, 8, 9])
    assert first == again
    assert first[0] != first[1] != first[2]
