"""Hero skill ``poisoned_power_bonus`` (海大富 服毒练功): its scenario tests.

服毒练功: Outside your own turn, while you are poisoned (和合 linked or a poison in your judgement
area), your moves get +1 power.
"""

from __future__ import annotations

from ..helpers import sc5


def test_haidafu_fuduliangong_poisoned_power():
    """海大富 服毒练功: outside his turn, while linked (和合), his moves get +1 power."""
    sc = sc5()
    sc.set_hero(1, "haidafu")
    sc.set_linked(1)
    sc.set_linked(2)
    sc.hand(0, ["li_2x1"])
    sc.hand(1, ["ji_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("ji_1x1")
    assert sc.clashes() == [(0, 1, 3, 2)]
