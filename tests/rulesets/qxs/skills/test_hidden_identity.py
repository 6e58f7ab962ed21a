"""Hero skill ``hidden_identity`` (黛绮丝 金花婆婆): its scenario tests.

金花婆婆: While no other blue identity (GameConfig.blue_identities, the cult by default) is
revealed, your identity stays hidden even in death and killing you brings no reward or penalty; it
is revealed once another blue identity is.

Rules: R-D2, R-D3.
"""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.invariants import violations

from ..helpers import HER, sc5_daiqisi


def _identity_known(eng: Engine, obs: np.ndarray, s: int, p: int) -> bool:
    """The observation's "identity known" flag of seat p for observer s."""
    lay = eng.layout
    r = (p - s) % eng.players
    return bool(obs[lay.slices["seats"].start + r * lay.seat_size + 11] != 0)


def test_daiqisi_jinhuapopo_identity_hidden_at_death_and_no_reward():
    """金花婆婆: killed while no other blue (cult) identity is revealed, her identity stays
    hidden (not revealed, the death event shows none) and the killer of this cult member draws
    no reward (R-D3). Without the skill: revealed, and 3 cards drawn."""
    sc = sc5_daiqisi()
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(HER, 4, source=2)
    assert not sc.alive(HER)
    assert sc.state["revealed"][HER] == 0 and sc.state["concealed"][HER] == 1
    assert [r for r in sc.logged(L.EV_DEATH) if r[0] == HER][0][2] == -1
    assert sc.hand_size(2) == 1 and sc.logged(L.EV_REWARD) == []
    assert violations(sc.eng) == []
    for s in (0, 2, 3, 4):  # nobody's observation shows it
        o = sc.eng.observe(s)
        assert not _identity_known(sc.eng, o, s, HER)
    assert "it was cult" not in " ".join(sc.events())
    assert "seat 1 ?" in sc.table(viewer=0)


def test_daiqisi_jinhuapopo_revealed_when_another_blue_identity_is():
    """Once another cult member dies (its identity revealed), hers is revealed too (EV_REVEAL),
    with no reward settled for her afterwards; the second killer's reward is his own."""
    sc = sc5_daiqisi()
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(HER, 4, source=2)
    sc.inject_damage(3, 4, source=2)
    sc.pass_while("rescue")
    assert sc.state["revealed"][HER] == 1 and sc.state["concealed"][HER] == 0
    assert (HER, 2) in [r[:2] for r in sc.logged(L.EV_REVEAL)]
    assert len(sc.logged(L.EV_REWARD)) == 1 and sc.hand_size(2) == 4
    assert _identity_known(sc.eng, sc.eng.observe(0), 0, HER)
    assert violations(sc.eng) == []


def test_daiqisi_jinhuapopo_no_effect_once_a_blue_identity_is_public():
    """A cult member already revealed: her death reveals her and pays the reward as usual."""
    sc = sc5_daiqisi()
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(3, 4, source=2)
    sc.inject_damage(HER, 4, source=2)
    sc.pass_while("rescue")  # (seat 2's reward may hold a rescue card)
    assert sc.state["revealed"][HER] == 1 and len(sc.logged(L.EV_REWARD)) == 2


def test_daiqisi_jinhuapopo_blue_identities_switch():
    """The blue identities are a config switch (GameConfig.blue_identities, validated): with
    the righteous blue, a cult member's death no longer lifts her concealment, a righteous
    one's does."""
    with pytest.raises(ValueError, match="blue_identities"):
        GameConfig(blue_identities=("purple",))
    sc = sc5_daiqisi(blue_identities=("righteous",))
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(HER, 4, source=2)
    sc.inject_damage(3, 4, source=2)  # a cult member: not blue here
    assert sc.state["revealed"][HER] == 0
    sc.pass_while("play")
    sc.pass_while("rescue")
    sc.state["hp"][2] = 1
    sc.inject_damage(2, 1, source=0)  # the righteous seat 2
    sc.pass_while("rescue")
    assert sc.state["revealed"][HER] == 1
