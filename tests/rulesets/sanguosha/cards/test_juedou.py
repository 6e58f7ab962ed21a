"""決鬥 (S-CARD-JUEDOU, rulings S-OPEN-14, S-OPEN-18): the target, then the user, each give a
殺 in turn; the first who gives none takes 1 damage from the other."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_the_duellists_alternate_until_one_gives_no_sha() -> None:
    t = Table()
    target = t.seat(2)  # any other seat, whatever the distance
    t.deal({t.lord: ["juedou", "sha", "wuzhong"], target: ["sha", "sha"]})
    t.play("juedou")
    t.act(t.target(target))
    assert t.decision() == (target, DEC_REQUEST)
    t.play("sha")
    assert t.decision() == (t.lord, DEC_REQUEST)
    t.play("sha")
    assert t.decision() == (target, DEC_REQUEST)
    words = t.play("sha")
    assert t.hp(t.lord) == 4  # the lord has no 殺 left: 1 damage from the target
    assert f"seat {t.lord} takes 1 damage from seat {target} (4 HP left)" in words
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert int(t.g.sha_used[0]) == 0  # played 殺 do not count toward the limit


def test_a_target_without_sha_takes_the_damage_from_the_user() -> None:
    t = Table()
    target = t.seat(3)
    t.deal({t.lord: ["juedou", "wuzhong"], target: ["shan"]})
    t.play("juedou")
    t.act(t.target(target))
    assert t.hp(target) == 3 and t.hp(t.lord) == 5
