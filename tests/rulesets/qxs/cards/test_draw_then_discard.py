"""Card effect ``draw_then_discard`` (qxs_env/rulesets/qxs/cards/draw_then_discard.py): 试炼
(``shilian``), a test-only card.

Effect: Draw `n` cards, then discard `discard` cards from your hand (as many as you hold).

试炼 (tests/rulesets/qxs/cards/content/faces.yaml): Draw 2 cards, then discard 1 card from your
hand. No shipped deck holds it: the scenarios play the test-only deck
tests/rulesets/qxs/cards/content/deck.yaml, whose ``extra_faces`` adds it after the catalogue's
faces. The card was added by following docs/engine.md, "Adding a card effect", step by step
(issue 21); the last tests check that the default game did not change.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from qxs_env.devtools.fuzz import random_game
from qxs_env.rulesets.qxs.api import content_for
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.content.loader import load_catalogue
from qxs_env.rulesets.qxs.scenario import Scenario
from qxs_env.rulesets.qxs.text import decision_to_string

from .helpers import FIVE, set_face_param

TEST_DECK = Path(__file__).resolve().parent / "content" / "deck.yaml"
"""The test-only deck holding 试炼."""


def _scenario(hand: list[str]) -> Scenario:
    """Five players on the test-only deck; seat 0 holds ``hand`` and is in its play phase after
    the draw pile's top was stacked with a 掌门信物 and a 黑玉断续膏 (drawn in that order)."""
    sc = Scenario(5, deck=str(TEST_DECK), identities=FIVE)
    sc.hand(0, hand)
    sc.draw_pile_top(["zhangmenxinwu", "heiyuduanxugao"])
    sc.play_phase(0)
    return sc


def test_shilian_draws_two_then_discards_one_of_the_users_choice() -> None:
    """试炼: the user draws the 2 top cards, then is asked to discard one hand card (any, the
    ones just drawn included) and discards the one it names; then its play phase goes on."""
    sc = _scenario(["shilian", "li_1x1"])
    sc.use("shilian")
    d = sc.decision()
    assert (d.kind, d.actor, d.face) == ("discard", 0, "shilian")
    assert sc.hand_faces(0) == ["heiyuduanxugao", "li_1x1", "zhangmenxinwu"]
    assert "makes you discard 1 card" in decision_to_string(sc.eng)
    sc.discard("zhangmenxinwu")
    assert sc.hand_faces(0) == ["heiyuduanxugao", "li_1x1"]
    assert sc.discard_faces() == ["zhangmenxinwu", "shilian"]
    assert (sc.decision().kind, sc.decision().actor) == ("play", 0)


def test_cancelled_shilian_draws_and_discards_nothing() -> None:
    """试炼 is a strategy: another seat's 看破 cancels it (R-K1), and nothing is drawn or
    discarded."""
    sc = Scenario(5, deck=str(TEST_DECK), identities=FIVE)
    sc.hand(0, ["shilian", "li_1x1"])
    sc.hand(1, ["kanpo"])
    sc.play_phase(0)
    sc.use("shilian")
    assert (sc.decision().kind, sc.decision().actor) == ("cancel", 1)
    sc.cancel("kanpo")
    assert sc.hand_faces(0) == ["li_1x1"]
    assert sorted(sc.discard_faces()) == ["kanpo", "shilian"]


@pytest.mark.parametrize(("discard", "asked", "left"), [(2, 2, 1), (5, 2, 0), (0, 0, 3)])
def test_the_face_sets_how_many_are_discarded(discard: int, asked: int, left: int) -> None:
    """The number of discards is the face's parameter (one decision each), never more than the
    hand holds (the last card goes without asking: a single legal action); 0 asks nothing."""
    sc = _scenario(["shilian", "li_1x1"])
    set_face_param(sc, "shilian", 1, discard)
    sc.use("shilian")
    for _ in range(asked):
        assert (sc.decision().kind, sc.decision().actor) == ("discard", 0)
        sc.discard(sc.hand_faces(0)[0])
    assert sc.hand_size(0) == left
    assert sc.decision().kind != "discard"
    assert "shilian" in sc.discard_faces()


def test_the_default_game_has_no_test_only_face() -> None:
    """The test-only face is no face of configs/cards.yaml: the shipped decks' catalogue (and so
    the default game's action and observation layout) is unchanged; the test deck appends it
    after the catalogue's faces, which keep their indices."""
    base = load_catalogue()
    assert "shilian" not in base.index
    cat, tables = content_for(str(TEST_DECK))
    assert [f.id for f in cat.faces] == [*base.index, "shilian"]
    assert cat.faces[-1].set == "test"
    assert int(tables.face_category.shape[0]) == len(base) + 1
    default_cat, _ = content_for("standard")
    assert len(default_cat) == len(base)


def test_random_play_on_the_test_deck_keeps_every_invariant() -> None:
    """Whole games of the fuzz policy on the test-only deck end cleanly, every invariant
    checked after every decision (qxs_env.rulesets.qxs.invariants), with 试炼 chosen along the way
    (used,
    or discarded, by its card-type action)."""
    config = GameConfig(players=5, deck=str(TEST_DECK))
    games = [random_game(config, seed) for seed in range(4)]
    assert [g.code for g in games] == [0, 0, 0, 0]
    f = games[0].engine.catalogue.index["shilian"]
    types = set(range(4 * f, 4 * f + 4))  # card-type actions: face x colour (layout.action_offsets)
    assert sum(a in types for g in games for a in g.actions) > 0
