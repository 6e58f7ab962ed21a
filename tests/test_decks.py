"""The standard and basic decks (R-C1, R-C3) are playable: every card of theirs is implemented.

The effects of their cards are tested one file per effect in tests/rulesets/qxs/cards/.
"""

from __future__ import annotations

import pytest

from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig


@pytest.mark.parametrize("deck, total", [("standard", 200), ("basic", 140)])
def test_standard_and_basic_decks_are_playable(deck: str, total: int) -> None:
    """Every card of the standard and basic decks is implemented: the engine accepts them."""
    eng = Engine(GameConfig(players=8, deck=deck))
    assert eng.n_cards == total
