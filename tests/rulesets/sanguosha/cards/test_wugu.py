"""五穀豐登 (S-CARD-WUGU, ruling S-OPEN-23): one card per living seat turned over when it is
declared; every living seat, the user first, takes one in turn order; 無懈可擊 makes a seat take
nothing; what nobody takes is discarded."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, DEC_SHOWN, Z_DISCARD, Z_PROC
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def test_every_seat_takes_one_shown_card_in_turn_order() -> None:
    t = Table(players=4)
    t.deal({t.lord: ["wugu", "wuzhong"]}, top=["sha", "shan", "tao", "juedou"])
    words = t.play("wugu")
    assert sum("五穀豐登 shows" in w for w in words) == 4
    assert t.decision() == (t.lord, DEC_SHOWN)
    shown = [int(c) for c in t.g.shown[0, : int(t.g.shown_n[0])]]
    assert [L.FACE_IDS[int(t.faces[c])] for c in shown] == ["sha", "shan", "tao", "juedou"]
    assert all(t.g.zone[0, c] == Z_PROC for c in shown)
    assert t.legal() == [t.shown(k) for k in range(4)]
    t.act(t.shown(2))  # the lord takes 桃
    assert t.decision() == (t.seat(1), DEC_SHOWN) and t.legal() == [t.shown(k) for k in range(3)]
    t.act(t.shown(0))  # 殺
    t.act(t.shown(1))  # seat 2 takes 決鬥 (閃 is first now)
    assert t.hand_faces(t.lord) == ["tao", "wuzhong"]
    assert t.hand_faces(t.seat(1)) == ["sha"] and t.hand_faces(t.seat(2)) == ["juedou"]
    assert t.hand_faces(t.seat(3)) == ["shan"]  # the last card: taken without asking
    assert t.decision() == (t.lord, L.DEC_PLAY) and int(t.g.shown_n[0]) == 0


def test_a_cancelled_seat_takes_nothing_and_the_leftover_is_discarded() -> None:
    t = Table(players=4)
    t.deal({t.lord: ["wugu", "wuzhong"], t.seat(2): ["wuxie"]}, top=["sha", "shan", "tao", "sha"])
    t.play("wugu")
    assert t.decision() == (t.seat(2), DEC_CANCEL)  # for the lord, the first target
    t.act(t.passes)
    t.act(t.shown(0))  # the lord takes the first 殺
    assert t.decision() == (t.seat(2), DEC_CANCEL)
    t.act(t.passes)  # seat 1 not cancelled
    t.act(t.shown(0))  # seat 1 takes 閃
    assert t.decision() == (t.seat(2), DEC_CANCEL)
    t.act(t.passes)
    t.act(t.shown(0))  # seat 2 takes 桃
    assert t.decision() == (t.seat(2), DEC_CANCEL)  # for seat 3
    left = int(t.g.shown[0, 0])
    t.play("wuxie")
    assert t.hand(t.seat(3)) == [] and t.g.zone[0, left] == Z_DISCARD
    assert int(t.g.shown_n[0]) == 0 and t.decision() == (t.lord, L.DEC_PLAY)
