"""Card effect ``delayed_passing_damage`` (qxs_env/rulesets/qxs/cards/delayed_passing_damage.py):
玄铁剑 (``xuantiejian``).

Effect: Delayed, on yourself: a judgement in `hit` deals `damage` damage of `damage_colour`,
otherwise the card passes to the next player.

玄铁剑 (configs/cards.yaml): Place it in your own judgement area; when judged, red deals 4 red
(力) damage to the holder, anything else passes it to the next player.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import specials_scenario, zone_name_of


def test_xuantiejian_red_deals_four_else_passes_on() -> None:
    """玄铁剑 judged red: 4 red damage to its holder (no source) and it leaves the game; any other
    colour: it moves to the next player's judgement area."""
    hit = specials_scenario()
    hit.judgement(1, ["xuantiejian"])
    hit.hp(1, 4)
    hit.hand(1, ["zhangmenxinwu"])
    hit.draw_pile_top([("li_1x1", "red")])
    hit.start_turn(1)
    hit.pass_while("rescue")
    assert not hit.alive(1)
    assert zone_name_of(hit, "xuantiejian") == "out"
    miss = specials_scenario()
    miss.judgement(1, ["xuantiejian"])
    miss.hand(1, ["zhangmenxinwu"])
    miss.draw_pile_top([("ji_1x1", "blue")])
    miss.start_turn(1)
    assert miss.hp(1) == 4
    assert miss.judgement_faces(2) == ["xuantiejian"]
