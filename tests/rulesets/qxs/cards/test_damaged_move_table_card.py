"""Card effect ``damaged_move_table_card`` (qxs_env/rulesets/qxs/cards/damaged_move_table_card.py):
乾坤大挪移 (``qiankundanuoyi``).

Effect: Each time you are damaged you may move `n` card(s) on the table to another legal place.

乾坤大挪移 (configs/cards.yaml): Each time you are damaged you may move one equipped or
judgement-area card on the table to another legal place.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import attack, attacker_scenario


def test_qiankundanuoyi_moves_a_card_on_the_table() -> None:
    """乾坤大挪移: damaged, its holder moves the attacker's internal art to seat 2's free slot."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(0, "wudugong")
    sc.equip(0, "shuishangpiao")
    sc.equip(1, "qiankundanuoyi")
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    assert sc.decision().kind == "target" and sc.decision().actor == 1
    sc.target(0)
    sc.pick_equip("internal")
    assert 0 not in sc.targets() and 1 in sc.targets()
    sc.target(2)
    assert sc.equipment(2) == {"internal": "wudugong"}
    assert "internal" not in sc.equipment(0)


def test_qiankundanuoyi_moves_a_delayed_card() -> None:
    """乾坤大挪移 moves a delayed card to another judgement area (not to one holding the same
    name)."""
    sc = attacker_scenario(["li_2x1"])
    sc.equip(1, "qiankundanuoyi")
    sc.judgement(1, ["beisuqingfeng"])
    sc.judgement(3, ["beisuqingfeng"])
    sc.play_phase(0)
    attack(sc, "li_2x1", 1)
    sc.target(1)
    sc.pick_judgement(0)
    assert 3 not in sc.targets()
    sc.target(2)
    assert sc.judgement_faces(2) == ["beisuqingfeng"]
    assert sc.judgement_faces(1) == []


def test_qiankundanuoyi_not_asked_when_nothing_can_move() -> None:
    """乾坤大挪移 with no card on the table that could move: its holder is not asked."""
    sc = attacker_scenario(["li_2x1"], auto_forced=False)
    sc.equip(1, "qiankundanuoyi")
    for seat in (0, 2, 3, 4):  # everyone else holds a mental art: the holder's cannot move
        sc.equip(seat, "bixuegong" if seat in (0, 2) else "hunyuanqi")
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    sc.pass_()  # no defence
    assert sc.hp(1) == 3
    assert sc.decision().kind == "play" and sc.decision().actor == 0
