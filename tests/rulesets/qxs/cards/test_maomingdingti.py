"""Card effect ``maomingdingti`` (qxs_env/rulesets/qxs/cards/maomingdingti.py): 冒名顶替
(``maomingdingti``).

Effect: This turn, a character loses its hero skills and gains those of 裘千仞.

冒名顶替 (configs/cards.yaml): For the rest of this turn one character swaps its own hero skills
for the two skills of 裘千仞.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.api import hero_catalogue
from qxs_env.rulesets.qxs.scenario import Scenario

from .helpers import FIVE


def _impersonation(target: int) -> Scenario:
    """杨过 (黯然销魂: +1 power at 3 HP or less) in seat 0 at 3 HP uses 冒名顶替 on ``target``."""
    sc = Scenario(5, deck="standard", identities=FIVE)
    sc.set_hero(0, "yangguo")
    sc.set_hero(1, "yangguo")
    sc.set_hero(2, "yangguo")
    sc.hp(0, 3)
    sc.hand(0, ["maomingdingti", "maomingdingti", ("pikongzhang", "red"), ("tiezhang", "red")])
    sc.play_phase(0)
    assert sc.can_use("maomingdingti")
    sc.use("maomingdingti").target(target)
    if sc.decision().kind == "cancel":
        sc.pass_while("cancel")
    return sc


def test_maomingdingti_cannot_be_used_with_heroes_off() -> None:
    """冒名顶替 swaps hero skills: with heroes off (skill-less characters) it cannot be used
    (ruling), but it sits in the standard deck like any card."""
    sc = Scenario(5, deck="standard", identities=FIVE)
    sc.hand(0, ["maomingdingti", "zhangmenxinwu"])
    sc.play_phase(0)
    assert not sc.can_use("maomingdingti")


def test_maomingdingti_lends_qiuqianren_skills_until_the_turn_ends() -> None:
    """冒名顶替 on oneself: 杨过 loses 黯然销魂 (劈空掌 clashes at 1, not 2) and has 裘千仞's
    无尽之力 (a second red attack in the same play phase) for the rest of the turn; at the next
    turn start its own skills are back."""
    sc = _impersonation(0)
    hcat = hero_catalogue()
    qiu = sc.eng.tba["hero_skill"][0, hcat.index["qiuqianren"]]
    yang = sc.eng.tba["hero_skill"][0, hcat.index["yangguo"]]
    assert list(sc.state.skills[0]) == list(qiu)
    assert sc.state.borrow[0] == 0  # 裘千仞 is not at the table: borrowed "from itself"
    sc.use("pikongzhang").target(1)
    assert sc.clashes() == [(0, 1, 1, 0)]  # no 黯然销魂 (+1) while impersonating
    assert sc.can_use("tiezhang")  # 无尽之力: red attacks are not limited
    sc.use("tiezhang").target(1)
    assert len(sc.clashes()) == 2
    sc.start_turn(1)
    assert list(sc.state.skills[0]) == list(yang)
    assert sc.state.borrow[0] == -1


def test_maomingdingti_on_another_character_and_once_at_a_time() -> None:
    """冒名顶替 on seat 1: its skills become 裘千仞's; a character already impersonating cannot be
    chosen again this turn (ruling); without it seat 0 keeps its single attack."""
    sc = _impersonation(1)
    qiu = sc.eng.tba["hero_skill"][0, hero_catalogue().index["qiuqianren"]]
    assert list(sc.state.skills[1]) == list(qiu)
    assert sc.state.borrow[0] == -1
    sc.use("pikongzhang").target(1)
    assert not sc.can_use("tiezhang")  # seat 0 did not get 无尽之力
    sc.use("maomingdingti")
    assert sc.targets() == [0, 2]  # heroes only (seats 3, 4 are skill-less), seat 1 not again
