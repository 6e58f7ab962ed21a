"""諸葛亮 · 空城 (S-HERO-ZHUGELIANG-2, ruling S-OPEN-47): with no hand card he cannot be chosen
as the target of 殺 or 決鬥."""

from __future__ import annotations

from ..table import hero_table


def test_kongcheng_empty_hand_is_no_target() -> None:
    t = hero_table({1: "zhugeliang"})
    t.equip(t.lord, "chitu")  # every seat at distance 1
    t.deal({t.lord: ["sha", "juedou"]})
    t.play("sha")
    assert t.legal_seats() == sorted(t.seat(k) for k in (2, 3, 4))
    t = hero_table({1: "zhugeliang"})
    t.deal({t.lord: ["juedou"]})
    t.play("juedou")
    assert t.seat(1) not in t.legal_seats() and len(t.legal_seats()) == 3


def test_kongcheng_with_a_card_he_is_a_target() -> None:
    t = hero_table({1: "zhugeliang"})
    t.deal({t.lord: ["sha"], t.seat(1): ["tao"]})
    t.play("sha")
    assert t.legal_seats() == sorted([t.seat(1), t.seat(4)])


def test_kongcheng_a_sha_with_no_other_target_is_not_offered() -> None:
    t = hero_table({1: "zhugeliang", 4: "zhugeliang"})
    t.deal({t.lord: ["sha", "tao"]})
    assert t.card_of(t.lord, "sha") not in t.legal()


def test_kongcheng_a_spear_sha_with_no_other_target_is_not_offered() -> None:
    """丈八蛇矛's 殺 (S-CARD-ZHANGBA) is not offered when every seat in range is an
    empty-handed 諸葛亮 (found by the fuzz: the two cards chosen, no target was left)."""
    t = hero_table({k: "zhugeliang" for k in range(1, 5)})
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["shan", "shan", "wuzhong"]})
    assert spear not in t.legal() and t.card_of(t.lord, "wuzhong") in t.legal()
