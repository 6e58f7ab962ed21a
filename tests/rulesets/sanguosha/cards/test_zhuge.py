"""諸葛連弩 (S-CARD-ZHUGE, S-DIST-4, ruling S-OPEN-13): equipped from the hand into the weapon slot
(the old weapon discarded); its owner may use any number of 殺; range 1."""

from __future__ import annotations

from qxs_env.engine.layout import Z_DISCARD, Z_EQUIP
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_zhuge_is_equipped_and_lifts_the_sha_limit() -> None:
    t = Table()
    t.deal({t.lord: ["zhuge", "sha", "sha", "sha"]})
    words = t.play("zhuge")
    c = int(t.g.equip[0, t.lord, L.SLOT_WEAPON])
    assert L.FACE_IDS[int(t.faces[c])] == "zhuge" and t.g.zone[0, c] == Z_EQUIP
    assert any("equips 諸葛連弩" in w for w in words)
    for k in range(3):
        assert t.card_of(t.lord, "sha") in t.legal()  # offered again and again
        t.play("sha")
        assert t.legal() == [t.target(t.seat(1)), t.target(t.seat(4))]  # range 1
        t.act(t.target(t.seat(1)))
        assert t.hp(t.seat(1)) == 3 - k


def test_a_second_weapon_replaces_the_first() -> None:
    t = Table()
    old = t.equip(t.lord, "zhuge")
    t.deal({t.lord: ["zhuge", "wuzhong"]})
    t.play("zhuge")
    new = int(t.g.equip[0, t.lord, L.SLOT_WEAPON])
    assert new != old and t.g.zone[0, old] == Z_DISCARD
