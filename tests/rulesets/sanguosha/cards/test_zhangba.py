"""丈八蛇矛 (S-CARD-ZHANGBA, S-USE-3, rulings S-OPEN-15, S-OPEN-28, S-OPEN-35): range 3; its owner
may use or play two hand cards together as a 殺 (a converted card: the two go to the discard pile
with it), offered as the equipped spear's own action; the 殺's colour is its cards' common one
(仁王盾 stops two black cards, not a red and a black)."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST, DEC_SELECT, MAX_CARDS, Z_DISCARD
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import observation as O

from ..table import Table


def _of_colour(t: Table, red: bool) -> int:
    """A card of the draw pile of that colour, neither a 殺 nor a 無中生有 (kept for the hands)."""
    suits = t.eng.tba[0]["card_suit"]
    pile = [int(c) for c in t.g.draw[0, : int(t.g.n_draw[0])]]
    avoid = (L.F_SHA, L.F_WUZHONG)
    return next(c for c in pile if t.faces[c] not in avoid and (suits[c] in (1, 3)) == red)


def test_two_hand_cards_used_as_a_sha() -> None:
    t = Table()
    target = t.seat(1)
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["tao", "wuxie", "wuzhong"], target: ["shan"]})
    assert spear in t.legal()  # the spear's own action, in the play decision
    t.act(spear)
    assert t.decision() == (t.lord, DEC_SELECT)
    tao, wuxie = t.card_of(t.lord, "tao"), t.card_of(t.lord, "wuxie")
    assert sorted(t.legal()) == sorted(t.hand(t.lord))
    t.act(tao)
    assert t.decision() == (t.lord, DEC_SELECT) and tao not in t.legal()
    words = t.act(wuxie)
    assert any("makes a 殺" in w for w in words)
    assert t.decision() == (t.lord, L.DEC_TARGET) and t.asked_card() >= MAX_CARDS
    assert t.target(target) in t.legal()
    t.act(t.target(target))
    assert t.decision() == (target, DEC_REQUEST)
    t.act(t.passes)
    assert t.hp(target) == 3 and int(t.g.sha_used[0]) == 1
    assert int(t.g.zone[0, tao]) == Z_DISCARD and int(t.g.zone[0, wuxie]) == Z_DISCARD
    assert t.decision() == (t.lord, L.DEC_PLAY) and spear not in t.legal()  # the limit


def test_not_offered_with_one_hand_card_or_past_the_limit() -> None:
    t = Table()
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["wuzhong"]})
    assert spear not in t.legal()
    t = Table()
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["sha", "tao", "tao", "wuzhong"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_PLAY) and spear not in t.legal()


def test_played_as_a_sha_against_nanman() -> None:
    t = Table()
    owner = t.seat(1)
    spear = t.equip(owner, "zhangba")
    t.deal({t.lord: ["nanman", "wuzhong"], owner: ["tao", "shan"]})
    t.play("nanman")
    assert t.decision() == (owner, DEC_REQUEST)
    assert sorted(t.legal()) == sorted([spear, t.passes])
    t.act(spear)
    assert t.decision() == (owner, DEC_SELECT)
    t.act(t.card_of(owner, "tao"))  # the last card is taken at once (the only choice)
    assert t.hp(owner) == 4 and t.hand(owner) == []


def test_two_black_cards_make_a_black_sha_renwang_stops() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "zhangba")
    t.equip(target, "renwang")
    suits = t.eng.tba[0]["card_suit"]
    pile = [int(c) for c in t.g.draw[0, : int(t.g.n_draw[0])]]
    spades = [c for c in pile if suits[c] == 0 and t.faces[c] != L.F_SHA][:2]
    t.deal({t.lord: [*spades, "wuzhong"], target: []})
    t.act(int(t.g.equip[0, t.lord, L.SLOT_WEAPON]))
    t.act(spades[0])
    t.act(spades[1])
    words = t.act(t.target(target))
    assert t.hp(target) == 4 and any("仁王盾 stops" in w for w in words)


def test_a_red_and_a_black_card_make_a_colourless_sha() -> None:
    t = Table()
    target = t.seat(1)
    t.equip(t.lord, "zhangba")
    t.equip(target, "renwang")
    red = _of_colour(t, True)
    black = _of_colour(t, False)
    t.deal({t.lord: [red, black, "wuzhong"], target: []})
    t.act(int(t.g.equip[0, t.lord, L.SLOT_WEAPON]))
    t.act(red)
    t.act(black)
    t.act(t.target(target))
    assert t.hp(target) == 3


def test_the_observation_counts_the_cards_chosen() -> None:
    t = Table()
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["tao", "tao", "wuzhong"]})
    t.act(spear)
    t.act(t.card_of(t.lord, "tao"))
    row = t.eng.observe(t.lord)
    assert row[O.O_DEC + O.DECISION_KINDS.index(DEC_SELECT)] == 1
    assert row[O.O_CTX_FACE + L.F_TAO] == 1 and row[O.O_HAND_FACES + L.F_TAO] == 1


def test_played_as_a_sha_in_a_duel() -> None:
    t = Table()
    owner = t.seat(2)
    spear = t.equip(owner, "zhangba")
    t.deal({t.lord: ["juedou", "wuzhong"], owner: ["tao", "shan"]})
    t.play("juedou")
    t.act(t.target(owner))
    assert t.decision() == (owner, DEC_REQUEST) and spear in t.legal()
    t.act(spear)
    words = t.act(t.card_of(owner, "tao"))
    assert any("plays a converted card" in w for w in words)
    lord_max = int(t.g.max_hp[0, t.lord])
    assert t.hp(owner) == 4 and t.hp(t.lord) == lord_max - 1  # the lord had no 殺 to answer


def test_the_spear_is_not_offered_when_every_seat_in_range_is_shielded() -> None:
    """A 殺 made with the spear must have a target: with 空城 (S-HERO-ZHUGELIANG-2) shielding
    every seat in range, the spear's action is not offered (found by the fuzz with heroes: the
    spear was offered and its 殺 had no legal target)."""
    from qxs_env.rulesets.sanguosha import layout as L

    from ..table import hero_table

    t = hero_table({1: "zhugeliang", 4: "zhugeliang"})
    spear = t.equip(t.lord, "zhangba")
    for k in (2, 3):  # the spear's range 3 reaches every seat: only the two 諸葛亮 live
        t.g.alive[0, t.seat(k)] = 0
    t.deal({t.lord: ["shan", "wuzhong"]})
    assert t.decision() == (t.lord, L.DEC_PLAY)
    assert int(t.eng.tba[0]["card_action"][spear]) not in t.legal()
    t = hero_table({1: "zhugeliang"})  # one seat unshielded: offered
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["shan", "wuzhong"]})
    assert int(t.eng.tba[0]["card_action"][spear]) in t.legal()
