"""孫權 · 救援 (S-HERO-SUNQUAN-L, ruling S-OPEN-50): a 桃 another Wu seat uses on the dying lord
孫權 heals 2; another kingdom's heals 1; only the lord has it."""

from __future__ import annotations

import pytest

from qxs_env.engine.layout import DEC_RESCUE
from qxs_env.rulesets.sanguosha import layout as L

from ..table import hero_table


@pytest.mark.parametrize(("rescuer", "healed"), [("ganning", 2), ("guanyu", 1)])
def test_jiuyuan_wu_peach_heals_two(rescuer: str, healed: int) -> None:
    t = hero_table({0: "sunquan", 1: rescuer})
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["juedou"], t.seat(1): ["sha", "tao"]})
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.play("sha")  # seat 1 answers the 決鬥; the lord has none and takes 1: dying
    assert t.decision() == (t.seat(1), DEC_RESCUE)
    t.play("tao")
    assert t.hp(t.lord) == healed


def test_jiuyuan_is_the_lords_only() -> None:
    t = hero_table({1: "sunquan"})
    assert not int(t.g.skills[0, t.seat(1)]) >> L.SKILL_JIUYUAN & 1
