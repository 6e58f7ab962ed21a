"""大喬 · 國色 (S-HERO-DAQIAO-1, rulings S-OPEN-45, S-OPEN-16, S-OPEN-09): in her play phase a
diamond card of hers (hand or equipment) is used as a 樂不思蜀 on another seat whose judgement
area holds none; it lies there as the physical card counting as 樂不思蜀: judged as one (a
non-heart skips the play phase, a heart spares it), cancelled by 無懈可擊 before its judgement,
discarded afterwards as its printed self."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_CANCEL, DEC_SELECT, PH_PLAY, Z_DISCARD, Z_JUDGE
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.ruleset import render_table

from ..table import Table, hero_table
from .test_qingguo import suited

DIAMOND = (3,)


def lebu_in_area(t: Table, seat: int, c: int) -> bool:
    """Does ``seat``'s judgement area hold card ``c`` counting as a 樂不思蜀?"""
    g = t.g
    area = [int(x) for x in g.judge[0, seat, : int(g.judge_n[0, seat])]]
    return c in area and int(g.jface[0, c]) == 1 + L.F_LEBU


def use_guose(t: Table, c: int, target: int) -> list[str]:
    """The deciding seat uses its card ``c`` as a 樂不思蜀 on ``target`` (chosen at once when it
    is the only diamond card); the events of the aim."""
    t.act(t.skill("guose"))
    if t.decision()[1] == DEC_SELECT:
        t.act(c)
    assert t.decision()[1] == L.DEC_TARGET and t.asked_card() == c
    return t.act(t.target(target))


def test_guose_offered_only_with_a_diamond_card() -> None:
    """S-HERO-DAQIAO-1: the button needs a diamond card (a heart is no diamond)."""
    t = hero_table({0: "daqiao"})
    t.deal({t.lord: [suited(t, "tao", (1,)), "sha"]})
    assert t.skill("guose") not in t.legal()
    diamond = suited(t, "shan", DIAMOND)
    t.deal({t.lord: [diamond, "sha"]})
    assert t.skill("guose") in t.legal()


def test_guose_needs_a_seat_that_can_take_it() -> None:
    """S-OPEN-09 through 樂不思蜀's aim: every other seat holds one already: no button."""
    t = hero_table({0: "daqiao"}, players=4)
    for k in (1, 2, 3):
        t.place(t.seat(k), "lebu")
    t.deal({t.lord: [suited(t, "shan", DIAMOND), "sha"]})
    assert t.skill("guose") not in t.legal()


def test_guose_card_choice_and_targets_exact() -> None:
    """The selection offers exactly her diamond cards (an equipped one too, S-OPEN-45); the
    targets are exactly the other seats without a 樂不思蜀 (S-OPEN-09), a 國色 one counting."""
    t = hero_table({0: "daqiao"})
    horse = t.equip(t.lord, "zixing")  # ♦K, the -1 horse
    t.place(t.seat(2), "lebu")
    diamond = suited(t, "shan", DIAMOND)
    heart = suited(t, "tao", (1,))
    t.deal({t.lord: [diamond, heart, "sha"]})
    t.act(t.skill("guose"))
    assert t.decision() == (t.lord, DEC_SELECT)
    assert sorted(t.legal()) == sorted([diamond, horse])
    assert any("uses 國色" in w for w in t.act(diamond))
    assert t.decision() == (t.lord, L.DEC_TARGET)
    assert t.legal_seats() == sorted(t.seat(k) for k in (1, 3, 4))
    words = t.act(t.target(t.seat(1)))
    assert any("places" in w for w in words)
    assert lebu_in_area(t, t.seat(1), diamond) and t.g.zone[0, diamond] == Z_JUDGE
    assert "as 樂不思蜀)" in render_table(t.eng)  # the table says what it counts as
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert t.skill("guose") in t.legal()  # the horse is left: any number per turn
    t.act(t.skill("guose"))  # the horse is her only diamond card: chosen at once
    assert t.decision() == (t.lord, L.DEC_TARGET) and t.g.equip[0, t.lord, L.SLOT_MINUS] == -1
    assert t.legal_seats() == sorted(t.seat(k) for k in (3, 4))  # seat 1 holds one now


def test_guose_card_judged_as_lebu_skips_the_play_phase() -> None:
    """S-CARD-LEBU-2 through 國色: a spade judged: the holder skips its play phase; the card
    goes to the discard pile as the 閃 it is."""
    t = hero_table({0: "daqiao"})
    held = t.seat(1)
    diamond = suited(t, "shan", DIAMOND)
    spade = t.judged_card("spade")
    t.deal({t.lord: [diamond, "wuzhong"], t.seat(2): ["wuzhong"]}, top=[spade])
    use_guose(t, diamond, held)
    words = t.act(t.passes)  # the lord ends its play phase; seat 1's judgement phase
    assert f"seat {held} skips phase {PH_PLAY}" in words
    assert t.decision() == (t.seat(2), L.DEC_PLAY)
    assert t.g.zone[0, diamond] == Z_DISCARD and t.g.jface[0, diamond] == 0
    assert t.area(held) == []


def test_guose_card_spared_by_a_heart() -> None:
    """S-CARD-LEBU-2 through 國色: a heart judged: the holder plays; the card is discarded."""
    t = hero_table({0: "daqiao"})
    held = t.seat(1)
    diamond = suited(t, "shan", DIAMOND)
    t.deal({t.lord: [diamond, "wuzhong"]}, top=[t.judged_card("heart")])
    use_guose(t, diamond, held)
    words = t.act(t.passes)
    assert f"seat {held} skips phase {PH_PLAY}" not in words
    assert t.decision() == (held, L.DEC_PLAY)
    assert t.g.zone[0, diamond] == Z_DISCARD and t.g.jface[0, diamond] == 0


def test_guose_card_cancelled_by_wuxie_before_its_judgement() -> None:
    """S-CARD-LEBU-3, S-OPEN-16 through 國色: no 無懈可擊 when placed; one before the judgement
    cancels it, and it is discarded unjudged as its printed self."""
    t = hero_table({0: "daqiao"})
    held = t.seat(1)
    diamond = suited(t, "shan", DIAMOND)
    spade = t.judged_card("spade")
    t.deal({t.lord: [diamond, "wuzhong"], t.seat(3): ["wuxie"]}, top=[spade])
    use_guose(t, diamond, held)
    assert t.decision() == (t.lord, L.DEC_PLAY)  # placing it opened no window
    t.act(t.passes)
    assert t.decision() == (t.seat(3), DEC_CANCEL) and t.asked_card() == diamond
    words = t.play("wuxie")
    assert any("is cancelled" in w for w in words)
    assert t.decision() == (held, L.DEC_PLAY)
    assert t.g.zone[0, diamond] == Z_DISCARD and t.g.jface[0, diamond] == 0
    assert t.g.zone[0, spade] != Z_DISCARD  # never turned over


def test_guose_with_an_equipped_diamond_card() -> None:
    """S-OPEN-45: her equipped ♦ weapon is used as a 樂不思蜀; it leaves her equipment, and
    judged it skips the holder's play phase."""
    t = hero_table({0: "daqiao"})
    held = t.seat(1)
    axe = t.equip(t.lord, "guanshi")  # 貫石斧 ♦5
    t.deal({t.lord: ["sha"], t.seat(2): ["wuzhong"]}, top=[t.judged_card("club")])
    assert t.skill("guose") in t.legal()
    t.act(t.skill("guose"))  # her only diamond card: chosen at once
    assert t.decision() == (t.lord, L.DEC_TARGET)
    assert t.g.equip[0, t.lord, L.SLOT_WEAPON] == -1 and int(t.g.jface[0, axe]) == 1 + L.F_LEBU
    t.act(t.target(held))
    assert lebu_in_area(t, held, axe)
    words = t.act(t.passes)
    assert f"seat {held} skips phase {PH_PLAY}" in words
    assert t.g.zone[0, axe] == Z_DISCARD and t.g.jface[0, axe] == 0


def test_guose_card_taken_by_shunshou_is_its_printed_self() -> None:
    """A 國色 card taken out of the judgement area (順手牽羊) is the diamond card again."""
    t = hero_table({0: "daqiao"})
    held = t.seat(1)
    diamond = suited(t, "shan", DIAMOND)
    t.deal({t.lord: [diamond, suited(t, "shunshou", (0, 2))]})
    use_guose(t, diamond, held)
    words = t.play("shunshou")  # the only target, its only card: both taken at once
    assert any("takes" in w for w in words) and t.area(held) == []
    assert diamond in t.hand(t.lord) and t.g.jface[0, diamond] == 0


def test_guose_cannot_aim_at_qianxun() -> None:
    """S-HERO-LUXUN-1 (謙遜): 陸遜 cannot be the target of a 樂不思蜀, a 國色 one included."""
    t = hero_table({0: "daqiao", 1: "luxun"})
    diamond = suited(t, "shan", DIAMOND)
    t.deal({t.lord: [diamond, "wuzhong"]})
    t.act(t.skill("guose"))
    assert t.decision() == (t.lord, L.DEC_TARGET)
    assert t.legal_seats() == sorted(t.seat(k) for k in (2, 3, 4))
