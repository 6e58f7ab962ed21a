"""A turn cut short (R-D5, 玄冥寒毒, the current player's death) keeps the dying dying (issue 18).

``unwind_turn`` drops every frame above the turn's own. A character still at 0 HP whose rescue
window was among them used to stay alive at 0 HP and not dying (invariant E18, found by the fuzz
with heroes="all": seeds 74802816 at 6 players and 63402618 at 8 with specials). Its window now
opens again above the turn's end, with the same killer, and the death follows as usual. Also
here: the announcement of heals (寒阴箭) is not made while the current player is dead (E34,
seed 94404136 at 5 players), as for the other announcements.
"""

from __future__ import annotations

import pytest

from qxs_env.devtools.fuzz import random_game
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.invariants import describe, violations
from qxs_env.rulesets.qxs.scenario import Scenario

IDS5 = ["leader", "righteous", "cult", "cult", "court"]


def test_xuanming_ends_the_turn_while_qiaofeng_attacks_before_his_death() -> None:
    """乔峰 (seat 2) is dying in his own turn, nobody rescues him, and 亢龙有悔 attacks 玄冥二老
    (seat 3) before his death. The attack's damage lets 玄冥二老 use 玄冥寒毒: 乔峰 chooses to end
    the turn at once. His death still stands (the dying window opens again above the turn's
    end): he dies, and seat 3 is not left to play on with him alive at 0 HP."""
    sc = Scenario(players=5, deck="wide", seed=0, identities=IDS5)
    sc.set_hero(2, "qiaofeng", partial=True)
    sc.set_hero(3, "xuanmingerlao", partial=True)
    for p in range(5):
        sc.hand(p, [])
    sc.hand(2, ["li_1x1"])  # (an empty hand would end his play phase at once)
    sc.hp(2, 1)
    sc.play_phase(2)
    sc.inject_damage(2, 1, source=4)
    d = sc.decision()
    assert d.kind == "target" and d.actor == 2, sc.describe()  # 亢龙有悔: whom to attack
    sc.target(3)
    sc.pass_()  # no more names
    d = sc.decision()
    if d.kind == "respond":  # (a skill of 玄冥二老 could answer the move: he does not)
        sc.pass_()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 3, sc.describe()  # 玄冥寒毒?
    sc.yes()
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 2, sc.describe()  # lose 1 HP, or end the turn
    sc.pass_()  # the turn ends at once
    assert not sc.alive(2), "乔峰's death stands"
    assert sc.hp(3) == sc.max_hp(3) - 1  # (a move deals 1 damage)
    assert [r for r in sc.logged(L.EV_DEATH) if r[0] == 2]
    assert sc.current() != 2 or sc.over()
    assert violations(sc.eng, 0) == []


@pytest.mark.parametrize(
    ("fields", "seed"),
    [
        ({"players": 5, "deck": "standard", "heroes": "all"}, 94404136),
        ({"players": 8, "deck": "standard", "specials": True, "heroes": "all"}, 63402253),
        ({"players": 6, "deck": "standard", "heroes": "all"}, 74802816),
        ({"players": 8, "deck": "standard", "specials": True, "heroes": "all"}, 63402618),
    ],
)
def test_the_reviewers_fuzz_seeds_play_clean(fields: dict, seed: int) -> None:
    """The four games the reviewer's fuzz stopped in (E34, an exception, E18, E18) now end
    with every invariant holding after every decision."""
    game = random_game(GameConfig(**fields), seed)
    assert game.code == 0, f"E{game.code}: {describe(game.code)}"
    assert game.engine.done[0]
