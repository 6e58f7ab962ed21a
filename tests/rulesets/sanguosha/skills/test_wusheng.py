"""關羽 · 武聖 (S-HERO-GUANYU-1, rulings S-OPEN-45, S-OPEN-15): a red card, from his hand or his
equipment, plays or is used as a 殺."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST, DEC_SELECT, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table, hero_table
from .test_qingguo import suited


def test_wusheng_red_card_answers_a_duel() -> None:
    t = hero_table({1: "guanyu"})
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: ["juedou", "wuzhong"], t.seat(1): [red]})
    hp = t.hp(t.lord)
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    t.act(red)  # as a 殺; the lord has none and takes the damage
    assert t.hp(t.lord) == hp - 1 and t.hand(t.seat(1)) == []
    assert t.g.sha_touched[0] == 0  # not 關羽's own turn (克己 counts only the current seat)


def test_wusheng_uses_a_red_card_as_a_sha() -> None:
    t = hero_table({0: "guanyu"})
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: [red, "wuzhong"]})
    t.act(t.skill("wusheng"))
    assert sorted(t.legal()) == sorted([red, t.card_of(t.lord, "wuzhong")])  # the red cards
    assert any("uses 武聖" in w for w in t.act(red))
    assert t.decision() == (t.lord, L.DEC_TARGET)
    hp = t.hp(t.seat(1))
    words = t.act(t.target(t.seat(1)))
    assert t.hp(t.seat(1)) == hp - 1 and t.g.zone[0, red] == Z_DISCARD
    assert any(f"seat {t.lord} uses 桃" in w for w in words)  # its own face and suit, as a 殺
    assert t.skill("wusheng") not in t.legal()  # the 殺 limit is spent
    assert t.g.jface[0, red] == 0  # a 桃 again in the discard pile


def test_wusheng_button_needs_a_red_card() -> None:
    t = hero_table({0: "guanyu"})
    black = suited(t, "juedou", (0, 2))
    t.deal({t.lord: [black]})
    assert t.skill("wusheng") not in t.legal() and black in t.legal()


def add_skill(t: Table, seat: int, skill_id: str) -> None:
    """Give ``seat`` one more skill (beside its hero's), then recompute the decision (after
    :meth:`Table.deal`: a play decision with an empty hand would pass at once)."""
    s = L.SKILL_IDS.index(skill_id)
    t.g.skills[0, seat] |= 1 << s
    free = [k for k in range(L.SKILL_SLOTS) if t.g.skill_slot[0, seat, k] < 0][0]
    t.g.skill_slot[0, seat, free] = s
    t.rerun()


def test_wusheng_equipped_red_card_answers_a_duel() -> None:
    """S-OPEN-45: his equipped red weapon (麒麟弓 ♥5) is offered to the duel's request for a 殺
    (the weapon's action names the card: it is no 丈八蛇矛); played, it leaves his equipment,
    which 梟姬 hears (S-HERO-SUNSHANGXIANG-2)."""
    t = hero_table({1: "guanyu"})
    bow = t.equip(t.seat(1), "qilin")
    t.deal({t.lord: ["juedou", "wuzhong"], t.seat(1): [suited(t, "sha", (0, 2))]})
    add_skill(t, t.seat(1), "xiaoji")
    hp = t.hp(t.lord)
    t.play("juedou")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.seat(1), DEC_REQUEST)
    black_sha = t.hand(t.seat(1))[0]
    assert sorted(t.legal()) == sorted([black_sha, bow, t.passes])
    t.act(bow)
    assert t.g.zone[0, bow] == Z_DISCARD and t.g.equip[0, t.seat(1), L.SLOT_WEAPON] == -1
    assert t.hp(t.lord) == hp - 1  # the lord had no 殺
    assert len(t.hand(t.seat(1))) == 3  # his 殺 and the 2 梟姬 drew


def test_wusheng_button_with_an_equipped_red_card_only() -> None:
    """S-OPEN-45: his only red card is his +1 horse (爪黃飛電 ♥K): the button uses it as a 殺."""
    t = hero_table({0: "guanyu"})
    horse = t.equip(t.lord, "zhuahuang")
    t.deal({t.lord: [suited(t, "juedou", (0, 2))]})
    assert t.skill("wusheng") in t.legal()
    hp = t.hp(t.seat(1))
    t.act(t.skill("wusheng"))  # the only red card: chosen at once
    assert t.decision() == (t.lord, L.DEC_TARGET) and t.asked_card() == horse
    assert t.g.equip[0, t.lord, L.SLOT_PLUS] == -1
    t.act(t.target(t.seat(1)))
    assert t.hp(t.seat(1)) == hp - 1 and t.g.zone[0, horse] == Z_DISCARD


def test_wusheng_red_weapon_not_offered_when_its_range_is_needed() -> None:
    """His 麒麟弓 (♥5, range 5) used as the 殺 no longer lends its range: with every seat
    beyond 1 without it, the bow is not offered (a red hand card is); with no other red card
    the button is not offered at all."""
    t = hero_table({0: "guanyu"})
    bow = t.equip(t.lord, "qilin")
    t.equip(t.seat(1), "jueying")  # +1 horses: seats 1 and 4 at distance 2
    t.equip(t.seat(4), "dilu")
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: [red, suited(t, "juedou", (0, 2))]})
    t.act(t.skill("wusheng"))
    assert t.decision() == (t.lord, L.DEC_TARGET) and t.asked_card() == red  # not the bow
    assert bow == t.g.equip[0, t.lord, L.SLOT_WEAPON]
    t2 = hero_table({0: "guanyu"})
    t2.equip(t2.lord, "qilin")
    t2.equip(t2.seat(1), "jueying")
    t2.equip(t2.seat(4), "dilu")
    t2.deal({t2.lord: [suited(t2, "juedou", (0, 2))]})
    assert t2.skill("wusheng") not in t2.legal()


def test_wusheng_selection_exact_with_equipment() -> None:
    """The selection offers exactly his red cards, hand and equipped (not the black ones)."""
    t = hero_table({0: "guanyu"})
    horse = t.equip(t.lord, "zixing")  # ♦K -1 horse
    t.equip(t.lord, "bagua")  # black armour: not offered
    red = suited(t, "tao", (1, 3))
    t.deal({t.lord: [red, suited(t, "juedou", (0, 2))]})
    t.act(t.skill("wusheng"))
    assert t.decision() == (t.lord, DEC_SELECT)
    assert sorted(t.legal()) == sorted([red, horse])
