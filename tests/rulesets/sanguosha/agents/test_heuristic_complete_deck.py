"""三国杀's heuristic on the complete deck's cards and decisions, in games set up with the
scenario table, each with the enmity given (seats named enemies +1, friends -1, the others 0):
樂不思蜀 on the stronger enemy (S-CARD-LEBU), 無懈可擊 against a delayed trick judged on oneself
or a friend (S-CARD-LEBU-3, S-CARD-WUXIE), 閃電 when the seats it reaches next are weaker
enemies (S-CARD-SHANDIAN), 借刀殺人's target and victim and the borrowed 殺 (S-CARD-JIEDAO,
S-OPEN-25), the weapons' questions (S-CARD-GUANSHI, S-CARD-QINGLONG, S-CARD-QILIN,
S-CARD-CIXIONG), 方天畫戟's extra targets (S-CARD-FANGTIAN) and 丈八蛇矛's 殺 of two spare cards
(S-CARD-ZHANGBA)."""

from __future__ import annotations

import numpy as np

from agents.sanguosha_heuristic import decide
from agents.sanguosha_heuristic.play import card_value, distances, keep_value
from agents.sanguosha_heuristic.view import read_view
from qxs_env.engine.layout import DEC_CANCEL, DEC_SELECT
from qxs_env.rulesets.sanguosha import layout as L

from ..table import Table


def choice(t: Table, enemies: tuple[int, ...] = (), friends: tuple[int, ...] = ()) -> int:
    """The heuristic's action for the pending decision, the deciding seat's enmity given by
    absolute seats (-1 for no rule: the policy's legal default would answer)."""
    seat = t.decision()[0]
    v = read_view(t.eng.observe(seat, 0))
    en = np.zeros(v.n)
    en[0] = -9.0
    for s in enemies:
        en[(s - seat) % t.n] = 1.0
    for s in friends:
        en[(s - seat) % t.n] = -1.0
    return decide(v, en, t.eng.state["mask"][0, : t.eng.n_actions])


def test_lebu_goes_to_the_stronger_enemy_and_is_kept_without_one() -> None:
    t = Table()
    t.deal({t.lord: ["lebu"]})
    t.set_hp(t.seat(1), 2)
    assert choice(t) == t.passes
    assert choice(t, enemies=(t.seat(1), t.seat(3))) == t.card_of(t.lord, "lebu")
    t.play("lebu")
    assert choice(t, enemies=(t.seat(1), t.seat(3))) == t.target(t.seat(3))


def _lebu_judged(holder_of_wuxie: int) -> Table:
    """樂不思蜀 in seat 1's area; ``holder_of_wuxie`` holds a 無懈可擊; seat 1's judgement."""
    t = Table()
    t.place(t.seat(1), "lebu")
    t.deal({t.lord: ["wuzhong"], holder_of_wuxie: ["wuxie"]})
    t.act(t.passes)
    assert t.decision() == (holder_of_wuxie, DEC_CANCEL)
    return t


def test_wuxie_cancels_a_lebu_on_itself_or_a_friend_only() -> None:
    t = _lebu_judged(Table().seat(1))
    assert choice(t) == t.card_of(t.seat(1), "wuxie")
    t = _lebu_judged(Table().seat(3))
    assert choice(t, friends=(t.seat(1),)) == t.card_of(t.seat(3), "wuxie")
    assert choice(t, enemies=(t.seat(1),)) == t.passes
    assert choice(t) == t.passes


def test_shandian_when_the_next_seats_are_weaker_enemies() -> None:
    t = Table()
    t.deal({t.lord: ["shandian"]})
    near = (t.seat(1), t.seat(2))
    for s in near:
        t.set_hp(s, 3)
    assert choice(t, enemies=near) == t.card_of(t.lord, "shandian")
    assert choice(t, enemies=(t.seat(1),), friends=(t.seat(2),)) == t.passes  # a friend at 3
    t.set_hp(t.lord, 3)
    assert choice(t, enemies=near) == t.passes  # 3 HP: it would not survive a strike


def _armed(hands: dict[str, list[str]]) -> Table:
    """Seat 1 after the lord wears 諸葛連弩 (the lord and seat 2 in its range)."""
    t = Table()
    t.equip(t.seat(1), "zhuge")
    seats = {"lord": t.lord, "armed": t.seat(1), "seat2": t.seat(2)}
    t.deal({seats[k]: v for k, v in hands.items()})
    return t


def test_jiedao_at_an_armed_enemy_naming_an_enemy_victim() -> None:
    t = _armed({"lord": ["jiedao"]})
    assert choice(t, enemies=(t.seat(1),)) == t.passes  # no enemy in its range
    assert choice(t, enemies=(t.seat(1), t.seat(2))) == t.card_of(t.lord, "jiedao")
    t.play("jiedao")  # the only armed seat: the target without asking
    assert t.decision() == (t.lord, L.DEC_VICTIM)
    assert choice(t, enemies=(t.seat(1), t.seat(2))) == t.target(t.seat(2))


def test_the_borrowed_sha_goes_to_an_enemy_only() -> None:
    t = _armed({"lord": ["jiedao"], "armed": ["sha"]})
    t.play("jiedao")
    t.act(t.target(t.seat(2)))
    assert t.decision() == (t.seat(1), L.DEC_BORROWED_SHA)
    assert choice(t, enemies=(t.seat(2),)) == t.card_of(t.seat(1), "sha")
    assert choice(t, friends=(t.seat(2),)) == t.passes
    assert choice(t) == t.passes


def _dodged(weapon: str, lord_hand: list[str]) -> Table:
    """The lord (``weapon`` equipped) 殺s seat 1, which dodges: the weapon's question."""
    t = Table()
    t.equip(t.lord, weapon)
    t.deal({t.lord: ["sha", *lord_hand], t.seat(1): ["shan"]})
    t.play("sha")
    t.act(t.target(t.seat(1)))
    t.play("shan")
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    return t


def test_guanshi_discards_spare_cards_only() -> None:
    t = _dodged("guanshi", ["tao", "wuzhong"])
    assert choice(t, enemies=(t.seat(1),)) == t.passes
    t = _dodged("guanshi", ["wugu", "taoyuan", "shan"])
    assert choice(t, friends=(t.seat(1),)) == t.passes
    assert choice(t, enemies=(t.seat(1),)) == t.card_of(t.lord, "wugu")
    t.act(t.card_of(t.lord, "wugu"))
    assert choice(t, enemies=(t.seat(1),)) == t.card_of(t.lord, "taoyuan")  # no pass now


def test_qinglong_follows_up_on_an_enemy() -> None:
    t = _dodged("qinglong", ["sha"])
    assert choice(t, enemies=(t.seat(1),)) == t.card_of(t.lord, "sha")
    assert choice(t) == t.passes


def test_qilin_takes_an_enemys_horse() -> None:
    t = Table()
    target = t.seat(2)
    t.equip(t.lord, "qilin")
    t.equip(target, "jueying")
    t.equip(target, "chitu")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    t.act(t.target(target))
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    assert choice(t, enemies=(target,)) == t.pick(1 + L.SLOT_PLUS)
    assert choice(t, friends=(target,)) == t.passes


def _cixiong(target_hand: list[str]) -> Table:
    """The lord (雌雄雙股劍, other gender than seat 1) hits seat 1 with a 殺."""
    t = Table()
    t.equip(t.lord, "cixiong")
    t.deal({t.lord: ["sha"], t.seat(1): target_hand})
    t.g.gender[0, t.lord], t.g.gender[0, t.seat(1)] = 0, 1
    t.rerun()
    t.play("sha")
    t.act(t.target(t.seat(1)))
    assert t.decision() == (t.lord, L.DEC_WEAPON)
    return t


def test_cixiong_asked_of_a_non_friend_and_answered_with_a_spare_card() -> None:
    t = _cixiong(["tao", "wuxie"])
    assert choice(t, friends=(t.seat(1),)) == t.passes
    assert choice(t) == t.yes
    t.act(t.yes)
    assert t.decision() == (t.seat(1), L.DEC_WEAPON)
    assert choice(t, enemies=(t.lord,)) == t.passes  # no spare card: the lord draws
    t = _cixiong(["wugu", "wuxie"])
    t.act(t.yes)
    assert choice(t, enemies=(t.lord,)) == t.card_of(t.seat(1), "wugu")
    assert choice(t, friends=(t.lord,)) == t.passes


def test_fangtian_adds_enemies_only() -> None:
    t = Table(players=6, auto_forced=False)
    t.equip(t.lord, "fangtian")
    t.deal({t.lord: ["sha"]})
    t.play("sha")
    t.act(t.target(t.seat(4)))
    assert t.decision() == (t.lord, L.DEC_MORE_TARGETS)
    assert choice(t, enemies=(t.seat(4), t.seat(2))) == t.target(t.seat(2))
    t.act(t.target(t.seat(2)))
    assert choice(t, enemies=(t.seat(4), t.seat(2)), friends=(t.seat(1),)) == t.passes


def test_zhangba_makes_a_sha_of_the_two_cheapest_cards_without_a_sha() -> None:
    t = Table()
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["wugu", "taoyuan", "shan"]})
    enemy = (t.seat(1),)
    assert choice(t, enemies=enemy) == spear
    t.act(spear)
    assert t.decision() == (t.lord, DEC_SELECT)
    assert choice(t, enemies=enemy) == t.card_of(t.lord, "wugu")
    t.act(t.card_of(t.lord, "wugu"))
    assert choice(t, enemies=enemy) == t.card_of(t.lord, "taoyuan")
    t.act(t.card_of(t.lord, "taoyuan"))
    assert t.decision() == (t.lord, L.DEC_TARGET)
    assert choice(t, enemies=enemy) == t.target(t.seat(1))
    t = Table()
    spear = t.equip(t.lord, "zhangba")
    t.deal({t.lord: ["wugu", "taoyuan", "sha"]})
    assert choice(t, enemies=enemy) == t.card_of(t.lord, "sha")


def test_the_view_reads_weapons_and_judgement_areas_by_the_observations_columns() -> None:
    """The seat columns come from ``observation.S_*``: a weapon's face and range, a horse, a
    樂不思蜀 and a 閃電 in the judgement areas, as the lord sees them."""
    t = Table()
    t.place(t.seat(1), "lebu")
    t.place(t.seat(3), "shandian")
    t.equip(t.seat(2), "qilin")
    t.equip(t.seat(2), "chitu")
    t.deal({t.lord: ["sha"]})
    v = read_view(t.eng.observe(t.lord, 0))
    assert v.lebu == [False, True, False, False, False]
    assert v.shandian == [False, False, False, True, False]
    assert v.weapon_face == [-1, -1, L.F_QILIN, -1, -1] and v.weapon_range[2] == 5
    assert v.horse_minus == [False, False, True, False, False]
    assert v.hand_n[0] == 1 and v.hp[0] == 5


def test_lebu_never_goes_to_a_seat_below_the_enemy_threshold() -> None:
    """A seat of enmity 0.2 (not an enemy) with many cards and full HP is not given a
    樂不思蜀: the strength tie-breaker applies among enemies only."""
    t = Table()
    t.deal({t.lord: ["lebu"], t.seat(1): ["shan"] * 5})
    v = read_view(t.eng.observe(t.lord, 0))
    en = np.array([-9.0, 0.2, 0.2, 0.2, 0.2])
    assert card_value(v, en, L.F_LEBU, distances(v)) < 0
    en[3] = 0.4
    assert card_value(v, en, L.F_LEBU, distances(v)) > 0


def test_equipment_for_an_empty_slot_is_kept_over_a_sha() -> None:
    """After 樂不思蜀 skips the play phase, the discard gives up a 殺 before a horse or an
    armour for an empty slot (equipped next turn); over a taken slot the horse goes first."""
    t = Table()
    t.deal({t.lord: ["sha"]})
    v = read_view(t.eng.observe(t.lord, 0))
    assert keep_value(v, L.F_DILU) > keep_value(v, L.F_SHA)
    assert keep_value(v, L.F_BAGUA) > keep_value(v, L.F_SHA)
    v.horse_plus[0] = True
    assert keep_value(v, L.F_DILU) < keep_value(v, L.F_SHA)
