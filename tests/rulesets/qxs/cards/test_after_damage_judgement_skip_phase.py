"""Card effect ``after_damage_judgement_skip_phase``
(qxs_env/rulesets/qxs/cards/after_damage_judgement_skip_phase.py): 弹指神通
(``tanzhishentong``), 玄冥神掌 (``xuanminshenzhang``), 透骨打穴 (``tougudaxue``).

Effect: Attacking: after damage, judge; a result in `success` makes the target skip its next
`phase`.

弹指神通 (configs/cards.yaml): After it deals damage, judge: on a dark result (red or blue) the
target skips its next draw phase.

玄冥神掌 (configs/cards.yaml): After it deals damage, judge: on a dark result (red or blue) the
target skips its next play phase.

透骨打穴 (configs/cards.yaml): Attack range 2. After your attack deals damage, judge: on red the
target skips its next play phase.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from qxs_env.engine import layout as L

from .helpers import attack, attacker_scenario


def test_tanzhishentong_dark_judgement_skips_the_draw() -> None:
    """弹指神通: after damage, judge; dark (red or blue): the target skips its next draw phase;
    light: nothing."""
    dark = attacker_scenario(["tanzhishentong"])
    dark.draw_pile_top([("ji_1x1", "blue")])
    dark.play_phase(0)
    attack(dark, "tanzhishentong", 2)
    assert int(dark.state["skip"][2]) & (1 << L.PH_DRAW)
    light = attacker_scenario(["tanzhishentong"])
    light.draw_pile_top([("qi_1x1", "yellow")])
    light.play_phase(0)
    attack(light, "tanzhishentong", 2)
    assert int(light.state["skip"][2]) == 0


def test_xuanminshenzhang_dark_judgement_skips_the_play_phase() -> None:
    """玄冥神掌: after damage, judge; dark: the target skips its next play phase."""
    sc = attacker_scenario(["xuanminshenzhang"])
    sc.draw_pile_top([("li_1x1", "red")])
    sc.play_phase(0)
    attack(sc, "xuanminshenzhang", 1)
    assert int(sc.state["skip"][1]) & (1 << L.PH_PLAY)


def test_tougudaxue_red_judgement_skips_the_play_phase() -> None:
    """透骨打穴 (internal art): after its owner's attack deals damage, judge; red: the target
    skips its next play phase; blue (dark but not red): nothing."""
    red = attacker_scenario(["li_1x1"])
    red.equip(0, "tougudaxue")
    red.draw_pile_top([("li_2x1", "red")])
    red.play_phase(0)
    attack(red, "li_1x1", 1)
    assert int(red.state["skip"][1]) & (1 << L.PH_PLAY)
    blue = attacker_scenario(["li_1x1"])
    blue.equip(0, "tougudaxue")
    blue.draw_pile_top([("ji_1x1", "blue")])
    blue.play_phase(0)
    attack(blue, "li_1x1", 1)
    assert int(blue.state["skip"][1]) == 0
