"""Card effect ``judgement_block`` (qxs_env/rulesets/qxs/cards/judgement_block.py): 混元气
(``hunyuanqi``).

Effect: When attacked you may judge; a result in `success` counts as a successful block.

混元气 (configs/cards.yaml): When attacked you may judge: a light result (yellow or white)
counts as a successful block.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

import pytest

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE, OF_COLOUR


@pytest.mark.parametrize("colour", ["red", "blue", "yellow", "white"])
def test_rk3_hunyuanqi_blocks_on_light_colours(colour: str) -> None:
    """R-K3 with 混元气: when attacked its owner may judge; yellow or white (light) blocks the
    attack outright (no defence asked, no damage); red or blue does not, and the attack goes on
    to the defence and the clash."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.draw_pile_top([OF_COLOUR[colour]])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    d = sc.decision()
    assert (d.kind, d.actor) == ("confirm", 1)
    sc.yes()
    assert len(sc.logged(L.EV_JUDGE)) == 1
    if colour in ("yellow", "white"):
        assert sc.hp(1) == 4
        assert sc.clashes() == []
        hy = sc.eng.catalogue.index["hunyuanqi"]
        assert (1, hy) in [row[:2] for row in sc.logged(L.EV_BLOCK)]
    else:
        assert sc.clashes() == [(0, 1, 2, 0)]
        assert sc.hp(1) == 3


def test_rk3_hunyuanqi_is_optional() -> None:
    """混元气 is optional: declining it makes no judgement and the attack goes on."""
    sc = Scenario(5, identities=FIVE)
    sc.equip(1, "hunyuanqi")
    sc.hand(0, ["li_2x1", "zhangmenxinwu"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    sc.pass_()
    assert sc.logged(L.EV_JUDGE) == []
    assert sc.hp(1) == 3
