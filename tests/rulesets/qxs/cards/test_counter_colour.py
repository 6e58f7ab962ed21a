"""Card effect ``counter_colour`` (qxs_env/rulesets/qxs/cards/counter_colour.py): 大力金刚掌
(``dalijingangzhang``), 少林般若掌 (``shaolinbanruozhang``), 少林龙抓手
(``shaolinlongzhuashou``), 天山折梅手 (``tianshanzhemeishou``), 鹰抓手 (``yingzhuashou``),
奔雷掌 (``benleizhang``), 降龙十八掌 (``xianglongshibazhang``), 金蛇剑法 (``jinshejianfa``),
狂风刀法 (``kuangfengdaofa``), 辟邪剑法 (``pixiejianfa``), 太极剑 (``taijijian``).

Effect: Attacking: also counters moves of `colour` (gets the counter bonus against them).

大力金刚掌 (configs/cards.yaml): When attacking it also counters red (力) moves, its own colour.

少林般若掌 (configs/cards.yaml): When attacking it also counters yellow (气) moves.

少林龙抓手 (configs/cards.yaml): When attacking it also counters red (力) moves.

天山折梅手 (configs/cards.yaml): When attacking it also counters blue (技) moves, its own
colour.

鹰抓手 (configs/cards.yaml): When attacking it also counters white (速) moves.

奔雷掌 (configs/cards.yaml): When attacking it also counters red (力) moves.

降龙十八掌 (configs/cards.yaml): When attacking it also counters yellow (气) moves, its own
colour.

金蛇剑法 (configs/cards.yaml): When attacking it also counters blue (技) moves.

狂风刀法 (configs/cards.yaml): When attacking it also counters white (速) moves, its own colour.

辟邪剑法 (configs/cards.yaml): When attacking it also counters white (速) moves, its own colour.

太极剑 (configs/cards.yaml): When attacking it also counters yellow (气) moves.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

import pytest

from qxs_env.rulesets.qxs.constants import COLOUR_NAMES

from .helpers import OF_COLOUR, attack, attacker_scenario


def test_benleizhang_counters_red_when_attacking() -> None:
    """奔雷掌 (yellow, power 1) counters red: against a red 1-power defence it has power 2 and
    deals ceil((2-1)/2) = 1; a plain yellow move would be blocked 1 against 1."""
    sc = attacker_scenario(["benleizhang"])
    sc.hand(1, ["li_1x1"])
    sc.play_phase(0)
    attack(sc, "benleizhang", 1, "li_1x1")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == 3


def test_counter_skill_does_not_act_when_defending() -> None:
    """R-M7: 奔雷掌's "counters red" acts only when attacking: defending against a red 2-power
    attack it keeps power 1 and the defender takes 1 damage."""
    sc = attacker_scenario(["li_2x1"])
    sc.hand(1, ["benleizhang"])
    sc.play_phase(0)
    attack(sc, "li_2x1", 1, "benleizhang")
    assert sc.clashes() == [(0, 1, 2, 1)]
    assert sc.hp(1) == 3


COUNTER_FACES = [
    "dalijingangzhang",
    "shaolinbanruozhang",
    "shaolinlongzhuashou",
    "tianshanzhemeishou",
    "yingzhuashou",
    "xianglongshibazhang",
    "jinshejianfa",
    "kuangfengdaofa",
    "pixiejianfa",
    "taijijian",
]
"""The faces of ``counter_colour`` besides 奔雷掌 (tested above)."""


@pytest.mark.parametrize("face", COUNTER_FACES)
def test_each_counter_face_counters_its_colour_when_attacking(face: str) -> None:
    """R-M4 ("cards and skills can grant extra counters") for every move whose face says "when
    attacking it also counters X": attacking seat 1, which defends with a plain power-1 move of
    colour X, it has its printed power + 1; the defence keeps its own natural counter (+1 when X
    counters the attacking colour along red -> blue -> yellow -> white -> red)."""
    sc = attacker_scenario([face])
    spec = sc.eng.catalogue.face(face)
    countered = spec.effect.params["colour"]
    sc.hand(1, [OF_COLOUR[countered]])
    sc.play_phase(0)
    attack(sc, face, 1, OF_COLOUR[countered])
    natural = int(COLOUR_NAMES.index(spec.colour) == (COLOUR_NAMES.index(countered) + 1) % 4)
    assert sc.clashes() == [(0, 1, spec.power + 1, 1 + natural)]
