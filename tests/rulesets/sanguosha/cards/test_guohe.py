"""過河拆橋 (S-CARD-GUOHE, ruling S-OPEN-22): another seat with a card, at any distance; the user
picks a hand card blind (at random) or a named card of the equipment, and it is discarded."""

from __future__ import annotations

from qxs_env.engine.layout import Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_guohe_discards_a_hand_card_picked_blind() -> None:
    t = Table()
    target = t.seat(2)
    t.deal({t.lord: ["guohe", "wuzhong"], target: ["tao", "shan"], t.seat(1): ["sha"]})
    t.play("guohe")
    assert t.legal() == [t.target(t.seat(1)), t.target(target)]  # seats with a card only
    words = t.act(t.target(target))  # one pick (the hand): taken without asking
    assert len(t.hand(target)) == 1 and any("discards" in w for w in words)


def test_guohe_may_name_an_equipped_card() -> None:
    t = Table()
    target = t.seat(3)
    horse = t.equip(target, "chitu")
    t.deal({t.lord: ["guohe", "wuzhong"], target: ["tao"]})
    t.play("guohe")  # one seat with a card: aimed at it without asking (auto_forced)
    assert t.decision() == (t.lord, L.DEC_PICK)
    assert t.legal() == [t.pick(0), t.pick(1 + L.SLOT_MINUS)]
    t.act(t.pick(1 + L.SLOT_MINUS))
    assert t.g.equip[0, target, L.SLOT_MINUS] == -1 and t.g.zone[0, horse] == Z_DISCARD
    assert t.hand_faces(target) == ["tao"]
