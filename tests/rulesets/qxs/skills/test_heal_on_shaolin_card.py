"""Hero skill ``heal_on_shaolin_card`` (方证大师 少林方丈): its scenario tests.

少林方丈: When you use or play a card of the Shaolin school (少林 in its name), you may let yourself
or a character in your attack range recover 1 HP.
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig

from ..helpers import ok, sc5


def test_fangzheng_shaolinfangzhang_heals_on_using_a_shaolin_move():
    """方证大师 少林方丈: attacking with 少林罗汉拳 (a Shaolin card) he lets himself recover 1 HP
    (without the skill his HP stays at 2)."""
    sc = sc5(deck="wide")
    sc.set_hero(0, "fangzhengdashi", partial=True)
    sc.hp(0, 2)
    sc.hand(0, ["luohanquan", "li_1x1"])
    sc.hand(1, [])
    sc.play_phase(0)
    sc.use("luohanquan").target(1)
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 0
    sc.yes()  # the only wounded character is himself (taken at once): seat 1 is at full HP
    assert sc.hp(0) == 3 and sc.hp(1) == 3  # (the attack went on and hit)
    ok(sc)


def test_fangzheng_shaolinfangzhang_heals_another_when_playing_in_defence():
    """方证大师 少林方丈: defending with 少林般若掌 (played, not used) he may heal a wounded
    character in his attack range: the attacker next to him (he is at full HP himself)."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.hp(0, 3)
    sc.hand(0, ["li_1x1", "li_1x1"])
    sc.hand(1, ["shaolinbanruozhang", "su_1x2"])
    sc.play_phase(0)
    sc.use("li_1x1").target(1).respond("shaolinbanruozhang")
    d = sc.decision()
    assert d.kind == "confirm" and d.actor == 1
    sc.yes()  # (seat 0 is the only choice: taken at once)
    assert sc.hp(0) == 4
    ok(sc)


def test_fangzheng_shaolinfangzhang_not_for_other_cards():
    """方证大师 少林方丈: a plain move played in defence asks nothing."""
    sc = sc5(deck="wide")
    sc.set_hero(1, "fangzhengdashi", partial=True)
    sc.hp(0, 3)
    sc.hp(1, 3)
    sc.hand(0, ["li_2x1", "li_1x1"])
    sc.hand(1, ["su_1x2"])
    sc.play_phase(0)
    sc.use("li_2x1").target(1).respond("su_1x2")
    assert sc.hp(0) == 3
    assert not any(r[1] == 1 for r in sc.logged(L.EV_SKILL))


def test_shaolin_flag_comes_from_the_card_name():
    """The Shaolin school flag (少林方丈) is derived from 少林 in a face's name."""
    eng = Engine(GameConfig(players=5, deck="wide"))
    faces = eng.catalogue.faces
    flagged = {faces[k].id for k in np.flatnonzero(eng.tables.face_shaolin[: len(faces)])}
    assert flagged == {
        "luohanquan",
        "shaolinbanruozhang",
        "shaolinlongzhuashou",
        "shaolinxisuijing",
        "shaolinyijinjing",
        "shaolinyanxingjin",
    }
