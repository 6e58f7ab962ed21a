"""Card effect ``cleanse_heal`` (qxs_env/rulesets/qxs/cards/cleanse_heal.py): 疗伤 (``liaoshang``).

Effect: A character loses all adverse statuses and recovers `amount` HP.

疗伤 (configs/cards.yaml): One character of your choice sheds every harmful status and recovers
1 HP.

Shared set-up and helpers: tests/rulesets/qxs/cards/helpers.py.
"""

from __future__ import annotations

from .helpers import wide_scenario


def test_liaoshang_removes_statuses_and_heals() -> None:
    """疗伤: the target loses its adverse statuses (ruling: 和合, face down, pending phase skips)
    and recovers 1 HP."""
    sc = wide_scenario()
    sc.hand(0, ["liaoshang", "zhangmenxinwu"])
    sc.hp(3, 2)
    sc.set_linked(3)
    sc.set_face_down(3)
    sc.set_skip(3, "play")
    sc.hp(4, 3)
    sc.play_phase(0)
    sc.use("liaoshang")
    assert sc.targets() == [3, 4]  # the others are at full HP with no status
    sc.target(3)
    assert sc.hp(3) == 3
    s = sc.state
    assert (int(s.linked[3]), int(s.face_down[3]), int(s.skip[3])) == (0, 0, 0)


def test_liaoshang_on_oneself_and_kanpo() -> None:
    """疗伤 may target its user; as a strategy card it can be cancelled by 看破."""
    sc = wide_scenario()
    sc.hand(0, ["liaoshang", "liaoshang", "zhangmenxinwu"])
    sc.hand(1, ["kanpo"])
    sc.hp(0, 3)
    sc.play_phase(0)
    sc.use("liaoshang")  # seat 0 is the only character not at full HP: the target by itself
    d = sc.decision()
    assert (d.kind, d.actor, d.other) == ("cancel", 1, 0)
    sc.cancel()  # seat 1 cancels it
    assert sc.hp(0) == 3
    sc.use("liaoshang")
    assert sc.hp(0) == 4
