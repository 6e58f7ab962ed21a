"""The draft of heroes (S-SETUP-2, S-SETUP-3, S-HERO's lord skills) with config ``heroes``
``"standard"``, and the game without heroes (S-SETUP-5) left as it was."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import observation as O
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig
from qxs_env.rulesets.sanguosha.tables import hero_set

from .table import Table


def offered(t: Table, seat: int) -> list[int]:
    return [int(h) for h in t.g.offer[0, seat, : int(t.g.offer_n[0, seat])]]


def test_heroes_are_on_by_default_and_other_values_are_refused() -> None:
    """The default is the rulebook's complete game (the 25 heroes, drafted); ``"off"`` is its
    first game (S-SETUP-5), as the scenario ``Table`` plays by default."""
    assert SanguoshaConfig().heroes == "standard"
    with pytest.raises(ValueError, match="heroes must be one of"):
        SanguoshaConfig(heroes="all")
    t = Table()
    assert (t.g.hero[0, :5] == -1).all() and (t.g.gender[0, :5] == -1).all()
    assert t.decision() == (t.lord, L.DEC_PLAY)


def test_the_lord_is_offered_caocao_liubei_sunquan_and_two_more() -> None:
    """S-SETUP-2: 曹操, 劉備, 孫權 and 2 at random from the rest, before any card is dealt."""
    for seed in range(6):
        t = Table(seed=seed, heroes="standard")
        assert t.decision() == (t.lord, L.DEC_HERO)
        offer = offered(t, t.lord)
        fixed = [L.HERO_IDS.index(h) for h in ("caocao", "liubei", "sunquan")]
        assert offer[:3] == fixed and len(set(offer)) == 5
        assert t.legal() == [t.shown(k) for k in range(5)]
        assert all(int(n) == 0 for n in t.g.hand_n[0, :5])  # S-SETUP-4 after the draft


@pytest.mark.parametrize("players", [4, 5, 9, 10])
def test_the_other_seats_get_three_heroes_each_two_at_ten(players: int) -> None:
    t = Table(players=players, heroes="standard")
    t.act(t.shown(1))  # the lord picks 劉備
    assert t.g.hero[0, t.lord] == L.HERO_IDS.index("liubei")
    seen: set[int] = set()
    for k in range(1, players):
        offer = offered(t, t.seat(k))
        assert len(offer) == (2 if players == 10 else 3)
        assert L.HERO_IDS.index("liubei") not in offer
        assert not seen & set(offer)
        seen |= set(offer)
    for k in range(1, players):  # in turn order from the lord
        assert t.decision() == (t.seat(k), L.DEC_HERO)
        t.act(t.shown(k % 2))
    assert t.decision() == (t.lord, L.DEC_PLAY)
    hands = [int(t.g.hand_n[0, t.seat(k)]) for k in range(players)]
    assert hands == [6] + [4] * (players - 1)  # S-SETUP-4, then the lord's draw phase


def test_max_hp_kingdom_gender_and_lord_skills_come_from_the_heroes() -> None:
    """S-SETUP-3 (the lord +1 at 5 players, ruling S-OPEN-06), S-HERO: a lord skill only for
    the lord."""
    heroes = hero_set()
    for seed in range(8):
        t = Table(seed=seed, heroes="standard")
        t.draft(pick=seed % 3)
        for p in range(5):
            hero = heroes.heroes[int(t.g.hero[0, p])]
            assert t.g.max_hp[0, p] == hero.hp + (1 if p == t.lord else 0) == t.g.hp[0, p]
            assert L.KINGDOM_IDS[int(t.g.kingdom[0, p])] == hero.kingdom
            assert t.g.gender[0, p] == (1 if hero.gender == "female" else 0)
            bits = {L.SKILL_IDS[s] for s in range(L.N_SKILLS) if int(t.g.skills[0, p]) >> s & 1}
            want = {s.id for s in hero.skills if s.kind != "lord" or p == t.lord}
            assert bits == want
        assert len({int(h) for h in t.g.hero[0, :5]}) == 5
    t = Table(heroes="standard")
    t.act(t.shown(0))  # 曹操 as lord: 護駕 is his
    assert int(t.g.skills[0, t.lord]) >> L.SKILL_HUJIA & 1


def test_picks_are_hidden_until_all_are_made() -> None:
    """S-SETUP-2: the lord's hero is shown at once, the others' together at the end."""
    t = Table(heroes="standard")
    t.act(t.shown(2))
    obs = t.eng.observe(t.seat(2))
    lord_slot = O.O_HEROES + ((t.lord - t.seat(2)) % 5) * O.HERO_W
    assert obs[lord_slot + L.HERO_IDS.index("sunquan")] == 1.0
    t.act(t.shown(0))  # seat 1 picks, face down
    h1 = int(t.g.hero[0, t.seat(1)])
    own = t.eng.observe(t.seat(1))
    assert own[O.O_HEROES + h1] == 1.0
    other = t.eng.observe(t.seat(2))
    slot = O.O_HEROES + ((t.seat(1) - t.seat(2)) % 5) * O.HERO_W
    assert other[slot : slot + O.HERO_W].sum() == 0.0
    width = L.N_HEROES
    offer = [other[O.O_OFFER + k * width : O.O_OFFER + (k + 1) * width].sum() for k in range(5)]
    assert offer == [1.0, 1.0, 1.0, 0.0, 0.0]  # seat 2 sees its own offer
    t.act(t.shown(0))
    t.act(t.shown(0))
    t.act(t.shown(0))  # the last pick: all are shown together
    other = t.eng.observe(t.seat(2))
    assert other[slot + h1] == 1.0
    name = hero_set().heroes[h1].name
    assert f"seat {t.seat(1)} plays {name}" in t.events()


def test_heroes_on_games_end() -> None:
    t = Table(players=6, heroes="standard")
    rng = np.random.default_rng(1)
    while not t.eng.done[0]:
        legal = t.legal()
        t.act(int(legal[rng.integers(len(legal))]))
    assert t.eng.done[0]
