"""三国杀's keyed deal (``SanguoshaConfig.keyed_deal``, default off; issue 35): the deck through
the framework's ``engine.zones.shuffle_deck`` and the draft's pools through
``engine.draft.shuffle_pool``, as 群侠杀's. A uniform shuffle; a deck one card apart deals the
others in the same order; a pool less one hero keeps the others' order; the seed decides the
deal. Off, the deal is the Fisher-Yates one the golden digests pin (tests/test_golden*.py)."""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.sanguosha import framework as F
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine

CHI2_999 = {7: 24.32, 21: 46.80}
"""The chi-square distribution's 99.9% points for the degrees of freedom the tests use."""


def _engine(config: SanguoshaConfig, seeds: list[int]) -> SanguoshaEngine:
    """Games dealt from ``seeds``, at the lord's pick (the deck shuffled, no card dealt)."""
    eng = SanguoshaEngine(config, batch=len(seeds))
    eng.reset(np.asarray(seeds, dtype=np.int64))
    return eng


def _piles(eng: SanguoshaEngine) -> list[list[tuple[int, int, int]]]:
    """Each game's draw pile from the top as (face, suit, rank)."""
    tb = eng.tba[0]
    out = []
    for b in range(eng.batch):
        cards = eng.state.draw[b, : int(eng.state.n_draw[b])][::-1]
        out.append([(int(tb["card_face"][c]), int(tb["card_suit"][c]), int(tb["card_rank"][c]))
                    for c in cards])  # fmt: skip
    return out


def test_the_keyed_deal_is_a_uniform_shuffle() -> None:
    """Over 2,400 seeds, three cards land in each eighth of the pile about as often, and the
    lord's two offers beside 曹操, 劉備 and 孫權 are each of the other 22 heroes about as often
    (chi-square)."""
    eng = _engine(SanguoshaConfig(keyed_deal=True), list(range(2400)))
    n = int(eng.state.n_draw[0])
    for card in (0, 51, 103):
        where = [int(np.flatnonzero(eng.state.draw[b, :n] == card)[0]) for b in range(eng.batch)]
        counts = np.bincount(np.asarray(where) * 8 // n, minlength=8).astype(np.float64)
        assert np.sum((counts - 300.0) ** 2 / 300.0) < CHI2_999[7]
    extra = eng.state.offer[:, :, 3:5]
    lords = np.argmax(eng.state.ident[:, :5] == L.LORD, axis=1)
    heroes = np.concatenate([extra[b, lords[b]] for b in range(eng.batch)])
    fixed = {L.HERO_IDS.index(h) for h in ("caocao", "liubei", "sunquan")}
    assert not fixed & set(heroes.tolist())
    counts = np.bincount(heroes, minlength=L.N_HEROES)[[h for h in range(L.N_HEROES)
                                                        if h not in fixed]]  # fmt: skip
    assert np.sum((counts - 4800 / 22) ** 2 / (4800 / 22)) < CHI2_999[21]


def _without(config: SanguoshaConfig, card: int, seeds: list[int]) -> SanguoshaEngine:
    """Games of ``config`` whose deck lacks physical card ``card`` (the tables' ``in_deck``)."""
    eng = SanguoshaEngine(config, batch=len(seeds))
    eng.tba[0]["in_deck"][card] = 0
    eng.reset(np.asarray(seeds, dtype=np.int64))
    return eng


def test_a_deck_one_card_apart_deals_the_others_in_the_same_order() -> None:
    """Keyed, a deck without one card (103 of the seed deck's 104) deals every other card in
    the same order on every seed, and the ``standard`` deck (八卦陣 at ♣2 where the seed deck
    has 仁王盾) too but for that card; with the default deal, the deck one card shorter does not
    (its first 20 cards differ on every seed)."""
    seeds = list(range(30, 46))
    keyed = SanguoshaConfig(keyed_deal=True)
    full, short = _engine(keyed, seeds), _without(keyed, 17, seeds)
    for b in range(len(seeds)):
        x = [int(c) for c in full.state.draw[b, : int(full.state.n_draw[b])]]
        y = [int(c) for c in short.state.draw[b, : int(short.state.n_draw[b])]]
        assert len(x) == len(y) + 1 and [c for c in x if c != 17] == y  # physical cards
    full = _piles(full)
    swapped = _piles(_engine(keyed.replace(deck="standard"), seeds))
    for x, y in zip(full, swapped, strict=True):
        only_x, only_y = set(x) - set(y), set(y) - set(x)
        assert len(only_x) == len(only_y) == 1
        assert [c for c in x if c not in only_x] == [c for c in y if c not in only_y]
    plain = _piles(_engine(SanguoshaConfig(), seeds))
    plain_short = _piles(_without(SanguoshaConfig(), 17, seeds))
    assert not any(x[:20] == y[:20] for x, y in zip(plain, plain_short, strict=True))


def test_a_pool_less_one_hero_keeps_the_others_order() -> None:
    """The framework's ``shuffle_pool`` (三国杀's bound copy), keyed: a pool without one hero
    is the whole pool's order without it; another round of the same game orders the pool
    otherwise; off, it is the game's Fisher-Yates shuffle."""
    eng = _engine(SanguoshaConfig(keyed_deal=True), [5])
    g, cfg = eng.state[0], eng.cfg
    whole = np.arange(24, dtype=np.int16)
    less = np.asarray([h for h in range(24) if h != 9], dtype=np.int16)
    F.shuffle_pool(g, cfg, whole, 24, 1)
    F.shuffle_pool(g, cfg, less, 23, 1)
    assert [int(h) for h in whole if h != 9] == [int(h) for h in less]
    other = np.arange(24, dtype=np.int16)
    F.shuffle_pool(g, cfg, other, 24, 0)
    assert not np.array_equal(other, whole)
    rng_before = int(g.rng)
    F.shuffle_pool(g, cfg, np.arange(24, dtype=np.int16), 24, 1)
    assert int(g.rng) == rng_before  # the keyed shuffle draws nothing from the generator
    plain = _engine(SanguoshaConfig(), [5])
    F.shuffle_pool(plain.state[0], plain.cfg, np.arange(24, dtype=np.int16), 24, 1)
    assert int(plain.state[0].rng) != int(_engine(SanguoshaConfig(), [5]).state[0].rng)


def test_the_keyed_deal_is_determined_by_the_seed_and_off_by_default() -> None:
    """The same seeds deal the same piles and offers; other seeds other ones; the switch is
    off by default and the default deal differs from the keyed one."""
    assert SanguoshaConfig().keyed_deal is False
    keyed = SanguoshaConfig(keyed_deal=True)
    first, again = _engine(keyed, [7, 8, 9]), _engine(keyed, [7, 8, 9])
    assert _piles(first) == _piles(again)
    assert np.array_equal(first.state.offer, again.state.offer)
    piles = _piles(first)
    assert piles[0] != piles[1] != piles[2]
    assert _piles(_engine(SanguoshaConfig(), [7])) != piles[:1]


def test_the_lab_pairs_sanguosha_deck_variants_on_keyed_deals() -> None:
    """``qxs compare`` (``with_keyed_deal``) turns the switch on for 三国杀 when a variant
    changes the deck, as for 群侠杀; a variant of another field leaves the default deal."""
    from qxs_env.lab.compare import with_keyed_deal

    assert with_keyed_deal(SanguoshaConfig(), ("deck",)).keyed_deal is True
    assert with_keyed_deal(SanguoshaConfig(), ("max_turns",)).keyed_deal is False
    assert with_keyed_deal(SanguoshaConfig(), ("deck", "keyed_deal")).keyed_deal is False
