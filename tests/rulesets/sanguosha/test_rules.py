"""三国杀's setup, turn, death and end (S-SETUP, S-TURN, S-DEATH, S-END, S-ID), its config and
decks, through the scenario table and the engine."""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.engine.layout import DEC_REQUEST, DEC_RESCUE, Z_DRAW, Z_OUT
from qxs_env.engine.state import copy_state, states_equal
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine, identity_counts
from qxs_env.rulesets.sanguosha.tables import DECKS

from .table import Table


# --- setup (S-SETUP, S-ID-1, S-ID-2) ----------------------------------------------------------
@pytest.mark.parametrize(
    ("players", "mode", "counts"),
    [
        (4, "standard", (1, 1, 1, 1)),
        (5, "standard", (1, 1, 2, 1)),
        (8, "standard", (1, 2, 4, 1)),
        (8, "two_renegades", (1, 2, 3, 2)),
        (10, "standard", (1, 3, 4, 2)),
    ],
)
def test_the_identity_table_is_dealt_and_only_the_lord_is_shown(
    players: int, mode: str, counts: tuple[int, ...]
) -> None:
    assert identity_counts(players, mode) == counts
    eng = SanguoshaEngine(SanguoshaConfig(players=players, mode=mode), batch=4)
    eng.reset(11)
    for b in range(4):
        ident = eng.state.ident[b, :players]
        assert tuple(np.bincount(ident, minlength=4)) == counts
        assert list(eng.state.revealed[b, :players]) == [int(i == L.LORD) for i in ident]
        lord = int(np.flatnonzero(ident == L.LORD)[0])
        assert int(eng.state.cur[b]) == lord and int(eng.actor[b]) == lord  # the lord starts


def test_two_renegades_only_where_the_table_has_them() -> None:
    with pytest.raises(ValueError, match="6, 8 and 10 only"):
        SanguoshaConfig(players=7, mode="two_renegades")


@pytest.mark.parametrize(("players", "lord_hp"), [(4, 4), (5, 5), (9, 5)])
def test_skill_less_characters_with_the_lords_bonus_and_four_cards(
    players: int, lord_hp: int
) -> None:
    t = Table(players=players)
    for p in range(players):
        want = lord_hp if p == t.lord else 4
        assert int(t.g.max_hp[0, p]) == want and t.hp(p) == want
        assert len(t.hand(p)) == (4 + 2 if p == t.lord else 4)  # the lord drew 2 already


def test_the_lords_bonus_at_four_players_is_a_switch() -> None:
    t = Table(players=4, lord_bonus_min_players=4)
    assert int(t.g.max_hp[0, t.lord]) == 5


@pytest.mark.parametrize("deck", sorted(DECKS))
def test_a_deck_deals_only_its_faces(deck: str) -> None:
    t = Table(deck=deck)
    wanted = {L.FACE_IDS.index(f) for f in DECKS[deck]}
    zones = t.g.zone[0, :104]
    faces = t.faces[:104]
    assert all((zones[c] == Z_OUT) == (int(faces[c]) not in wanted) for c in range(104))
    assert (zones == Z_DRAW).sum() == sum(int(f) in wanted for f in faces) - 4 * 5 - 2


def test_the_seed_deck_is_every_card_and_the_default() -> None:
    """S-C-2: the seed's 104 cards, every one of them implemented, are the default deck."""
    assert SanguoshaConfig().deck == "seed"
    eng = SanguoshaEngine(SanguoshaConfig(players=5))
    eng.reset(1)
    assert int(eng.tba[0]["in_deck"][:104].sum()) == 104


def test_unknown_decks_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown deck"):
        SanguoshaConfig(deck="nope")


def test_the_published_deck_has_a_second_bagua_at_club_2_and_no_renwang() -> None:
    """S-C-2's published edition (cards.yaml ``variants.standard``): the ♣2 armour is 八卦陣;
    its id (and action) stay the seed's, the other 103 cards are the seed's."""
    seed = SanguoshaEngine(SanguoshaConfig(players=5)).tba[0]
    eng = SanguoshaEngine(SanguoshaConfig(players=5, deck="standard"))
    tb = eng.tba[0]
    changed = np.flatnonzero(tb["card_face"][:104] != seed["card_face"][:104]).tolist()
    assert len(changed) == 1
    (c,) = changed
    assert L.FACE_IDS[int(seed["card_face"][c])] == "renwang"
    assert L.FACE_IDS[int(tb["card_face"][c])] == "bagua"
    assert (int(tb["card_suit"][c]), int(tb["card_rank"][c])) == (2, 2)  # ♣2
    assert int(tb["in_deck"][:104].sum()) == 104
    faces = [L.FACE_IDS[int(f)] for f in tb["card_face"][:104]]
    assert faces.count("bagua") == 2 and "renwang" not in faces
    # the ♣2 八卦陣 acts as 八卦陣: its owner may judge when asked for a 閃 (both 八卦陣 are
    # equipped, on the lord's two neighbours; the 殺 goes to the one holding the ♣2 card)
    t = Table(deck="standard")
    owners = {t.equip(seat, "bagua"): seat for seat in (t.seat(1), t.seat(4))}
    target = owners[c]
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    assert t.decision() == (target, L.DEC_ARMOUR)


# --- the turn (S-TURN) -----------------------------------------------------------------------
def test_passing_ends_the_play_phase_and_the_seat_discards_down_to_its_hp() -> None:
    t = Table(auto_forced=False)
    t.set_hp(t.lord, 2)
    t.deal({t.lord: ["sha", "shan", "shan", "tao"]}, top=["sha", "sha", "sha"])
    t.act(t.passes)
    assert t.decision() == (t.lord, L.DEC_DISCARD)
    assert t.legal() == sorted(t.hand(t.lord))
    t.play("shan")
    assert t.decision() == (t.lord, L.DEC_DISCARD)
    t.play("shan")
    assert t.hand_faces(t.lord) == ["sha", "tao"]
    assert t.decision()[0] == t.seat(1) and len(t.hand(t.seat(1))) == 2  # drew 2


def test_max_turns_truncates_the_game() -> None:
    eng = SanguoshaEngine(SanguoshaConfig(max_turns=3))
    eng.reset(5)
    rng = np.random.default_rng(0)
    while not eng.done[0]:
        legal = eng.legal_actions(0)
        eng.step([legal[int(rng.integers(len(legal)))]])
    g = eng.state[0]
    if g.truncated:
        assert g.turn == 3 and not g.won.any() and list(eng.returns(0)) == [0.0] * 5


def test_an_illegal_action_is_refused_not_corrected() -> None:
    t = Table()
    illegal = next(a for a in range(t.eng.n_actions) if not t.eng.mask[0, a])
    before = copy_state(t.g)
    with pytest.raises(ValueError, match="illegal action"):
        t.eng.step([illegal])
    assert states_equal(before, t.g)


# --- death, rewards and penalties (S-DEATH) ---------------------------------------------------
def _kill(t: Table, victim: int, killer_cards: list[str] | None = None) -> None:
    """The lord (the current seat) kills ``victim`` (at 1 HP, no 閃, no 桃) with a 決鬥."""
    t.set_hp(victim, 1)
    t.deal({t.lord: killer_cards or ["juedou", "wuzhong"], victim: ["shan", "shan"]})
    t.play("juedou")
    if t.decision()[1] == L.DEC_TARGET:
        t.act(t.target(victim))
    while t.decision()[1] == DEC_RESCUE:  # a seat holding a 桃 declines
        t.act(t.passes)


def test_a_dead_seat_shows_its_identity_and_discards_everything() -> None:
    t = Table()
    victim = t.seat(2)
    _kill(t, victim)
    assert not t.g.alive[0, victim] and t.g.revealed[0, victim] and t.hand(victim) == []
    assert int(t.g.death_turn[0, victim]) == 1 and int(t.g.killer[0, victim]) == t.lord


def test_the_killer_of_a_rebel_draws_three() -> None:
    t = Table(players=6)
    rebels = [p for p in range(6) if t.g.ident[0, p] == L.REBEL]
    _kill(t, rebels[0])
    assert t.g.ident[0, rebels[0]] == L.REBEL and not t.g.alive[0, rebels[0]]
    assert len(t.hand(t.lord)) == 1 + 3  # 無中生有 kept, 3 drawn


def test_the_lord_who_kills_a_loyalist_discards_his_hand_and_equipment() -> None:
    t = Table(players=5)
    loyalist = int(np.flatnonzero(t.g.ident[0, :5] == L.LOYALIST)[0])
    _kill(t, loyalist, ["juedou", "wuzhong", "sha", "tao"])
    assert not t.g.alive[0, loyalist] and t.hand(t.lord) == []


# --- the end (S-END, ruling S-OPEN-05) ---------------------------------------------------------
def _set_deaths(t: Table, dead: list[int]) -> None:
    for p in dead:
        t.g.alive[0, p] = 0
        t.g.revealed[0, p] = 1


def test_the_lords_death_wins_for_the_rebels_dead_or_alive() -> None:
    t = Table(players=5)
    rebels = [p for p in range(5) if t.g.ident[0, p] == L.REBEL]
    _set_deaths(t, rebels)
    t.set_hp(t.lord, 1)
    loyal = int(np.flatnonzero(t.g.ident[0, :5] == L.LOYALIST)[0])
    t.deal({t.lord: ["juedou", "wuzhong"], loyal: ["sha"]})  # a loyalist kills the lord
    t.play("juedou")
    if t.decision()[1] == L.DEC_TARGET:
        t.act(t.target(loyal))
    if t.decision()[1] == DEC_REQUEST:
        t.play("sha")
    assert t.g.done[0] and not t.g.truncated[0]
    assert [int(t.g.won[0, p]) for p in range(5)] == [int(p in rebels) for p in range(5)]


def test_the_renegade_alone_with_the_lord_wins_by_killing_him() -> None:
    t = Table(players=5)
    ren = int(np.flatnonzero(t.g.ident[0, :5] == L.RENEGADE)[0])
    _set_deaths(t, [p for p in range(5) if p not in (ren, t.lord)])
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou", "wuzhong"], ren: ["sha"]})
    t.play("juedou")
    t.play("sha")
    assert t.g.done[0]
    assert [int(t.g.won[0, p]) for p in range(5)] == [int(p == ren) for p in range(5)]
    assert t.eng.winner_names(0) == ["renegade"]


def test_every_rebel_and_renegade_dead_wins_for_the_lord_and_the_loyalists() -> None:
    t = Table(players=6, mode="two_renegades")
    ident = t.g.ident[0, :6]
    enemies = [p for p in range(6) if ident[p] in (L.REBEL, L.RENEGADE)]
    _set_deaths(t, enemies[1:])
    _kill(t, enemies[0])
    assert t.g.done[0]
    want = [int(ident[p] in (L.LORD, L.LOYALIST)) for p in range(6)]
    assert [int(t.g.won[0, p]) for p in range(6)] == want
    assert list(t.eng.returns(0)) == [1.0 if w else -1.0 for w in want]
