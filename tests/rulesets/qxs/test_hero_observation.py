"""What the observation shows of the heroes: a seat's hero and skill states only once known."""

from __future__ import annotations

from .helpers import hero_index, sc5


def test_hero_observation_hidden_until_known():
    """The heroes slice shows a seat's hero and skill states only once it is known."""
    from qxs_env.rulesets.qxs.obs import HS_ID, HS_KNOWN, HS_SKILL

    sc = sc5()
    sc.set_hero(0, "yubuqun")
    sc.set_hero(1, "yangguo")
    sc.state["hero_up"][1] = 0
    sc.hand(0, ["li_2x1"])
    sc.play_phase(0)
    sc.hero_skill(1)  # 挥刀自宫: one use this turn
    lay = sc.eng.layout
    o = sc.eng.observe(0)
    me = o[lay.hero_slice(0)]
    assert me[HS_KNOWN] == 1 and me[HS_ID + hero_index("yubuqun")] == 1
    assert me[HS_SKILL + 1 * 4 + 1] == 1  # slot 1: used once this turn
    assert o[lay.hero_slice(1)].sum() == 0  # seat 1's hero is not public
    assert sc.eng.observe(1)[lay.hero_slice(0)][HS_KNOWN] == 1
