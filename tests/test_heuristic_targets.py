"""The heuristic's targets once a card is committed (issue 20, the face-down bar): the card is
played only for a target the follow-up prompt will name, and the follow-up names a seat the
damage reaches.

Each test builds the situation that produced face-down targets in `qxs audit` (standard deck,
standard heroes, 2,000 games at 5 and 8 players) and checks the choice; the first version
(``heuristic_v1``) is shown making the old choice where it still can.
"""

from __future__ import annotations

from test_heuristic_allegiance import _choice, _hostile, _seat_action, _table

from agents import heuristic as H
from agents import heuristic_v1 as H1
from qxs_env.rulesets.qxs.scenario import Scenario


def _new() -> H.HeuristicPolicy:
    return H.HeuristicPolicy(deck="standard")


def _card(sc: Scenario, face: str) -> int:
    """The legal card-type action of ``face`` in the pending decision, whatever its colour."""
    f = sc.eng.catalogue.index[face]
    return next(f * 4 + c for c in range(4) if sc.eng.mask[0, f * 4 + c])


def test_anqi_victim_is_not_shielded_by_a_strategy_immunity() -> None:
    """The leader uses 暗器 on the court (an internal art of range 6): the victims in its range
    are seat 3, a clear enemy whose hero is 成昆 (蒙面: other players' strategy cards do nothing
    to it), seat 2, a clear enemy face down, and seat 1, undecided. 暗器's victim is attacked by
    a move, not by the card, so 蒙面 does not shield it: the victim is seat 3. The first version
    (and the heuristic until this fix) skipped seat 3 as if the card were aimed at it and named
    the face-down seat (no damage)."""
    sc = _table()
    sc.set_hero(3, "chengkun", partial=True)
    _hostile(sc, 3, 0, attacks=2, damage=2)
    _hostile(sc, 2, 0, attacks=2, damage=2)
    sc.set_face_down(2)
    sc.equip(4, "tianluodiwangshi")
    sc.hand(0, ["anqi"])
    sc.play_phase(0)
    sc.use("anqi")
    sc.target(4)
    assert sc.decision().kind == "target"
    assert set(sc.targets()) >= {1, 2, 3}
    assert _choice(sc, _new()) == _seat_action(sc, 3)
    assert _choice(sc, H1.HeuristicPolicy(deck="standard")) == _seat_action(sc, 2)


def test_anqi_is_not_played_when_a_distance_skill_puts_the_victim_out_of_range() -> None:
    """Seat 3 (a clear enemy) sits next to the court, whose internal art reaches 1; its hero's
    四象步法 (``defend_distance``: others' distance to it +1) makes it distance 2 from the court.
    The policy counts the skill (from the known hero, checked against the distance the
    observation gives from the leader to seat 3) and does not play 暗器 on the court: its
    forced attack could reach no enemy. With a hero without a distance skill it does."""
    sc = _table()
    hero = _hero_with_skill("defend_distance")
    sc.set_hero(3, hero, partial=True)
    _hostile(sc, 3, 0, attacks=2, damage=2)
    sc.equip(4, "xixiegong")  # range 1
    sc.hand(0, ["anqi"])
    sc.play_phase(0)
    assert sc.can_use("anqi")
    assert _choice(sc, _new()) != _card(sc, "anqi")
    sc.set_hero(3, _hero_without_distance_skill(), partial=True)
    sc.play_phase(0)
    assert _choice(sc, _new()) == _card(sc, "anqi")


def test_virtual_move_target_is_an_enemy_whatever_card_made_it() -> None:
    """胡斐's 胡家刀法 puts out a yellow or white card as a move; the attack's target prompt shows
    the card that made it (here a 黑玉断续膏, a medicine). The target is the clear enemy, not
    the friend a medicine would go to (the heuristic until this fix aimed it at its most hurt
    friend, a face-down seat in the audit's games)."""
    sc = _table()
    sc.set_hero(0, "hufei", partial=True)
    _hostile(sc, 4, 0, attacks=2, damage=2)
    _hostile(sc, 1, 4, attacks=2, damage=2)  # seat 1 fights the enemy: a likely friend
    sc.hp(1, 2)
    sc.hand(0, [("heiyuduanxugao", "white")])
    sc.play_phase(0)
    slot = _skill_slot(sc, 0, "virtual_move")
    sc.hero_skill(slot)
    while sc.decision().kind != "target":
        d = sc.decision()
        assert d.kind in ("hand card", "colour"), sc.describe()
        sc.act(sc.legal()[0])
    assert set(sc.targets()) >= {1, 4}
    assert _choice(sc, _new()) == _seat_action(sc, 4)


def test_duel_is_not_played_when_its_damage_would_come_back() -> None:
    """The leader (1 HP) is linked by 和合 to its only clear enemy in sight: damage to that enemy
    passes to the leader. 单挑 would name it (or a face-down seat), so it is not played."""
    sc = _table()
    _hostile(sc, 4, 0, attacks=2, damage=2)
    sc.set_linked(0)
    sc.set_linked(4)
    sc.hp(0, 1)
    sc.hand(0, ["dantiao"])
    sc.play_phase(0)
    assert sc.can_use("dantiao")
    assert _choice(sc, _new()) != _card(sc, "dantiao")


# ---- helpers on the hero catalogue --------------------------------------------------------------


def _hero_with_skill(skill_id: str) -> str:
    from qxs_env.rulesets.qxs.api import hero_catalogue

    for h in hero_catalogue().heroes:
        if any(s.id == skill_id for s in h.skills):
            return h.id
    raise AssertionError(f"no hero has {skill_id}")


def _hero_without_distance_skill() -> str:
    from qxs_env.rulesets.qxs.api import hero_catalogue

    dist = {"attack_distance", "defend_distance", "hp_distance", "white_card_distance"}
    for h in hero_catalogue().heroes:
        if not any(s.id in dist for s in h.skills) and h.id != "chengkun":
            return h.id
    raise AssertionError("every hero has a distance skill")


def _skill_slot(sc: Scenario, seat: int, skill_id: str) -> int:
    from qxs_env.rulesets.qxs.api import hero_catalogue

    hero = hero_catalogue().heroes[int(sc.state["hero"][seat])]
    return next(k for k, s in enumerate(hero.skills) if s.id == skill_id)


def test_conversion_attack_only_at_a_seat_it_surely_hurts() -> None:
    """No move in hand, 杂阿含功 equipped (hand cards played as a move, of their colour): the
    leader attacks with it the clear enemy in reach, but not when that enemy wears 闭穴功 (the
    converted cards' colour may be one it prevents; in the audit's games the prompt then named a
    face-down seat) nor when it is 田伯光 with a small hand (it may not be attacked at all)."""
    skill = None
    for case in ("plain", "guard", "small hand"):
        sc = _table()
        _hostile(sc, 1, 0, attacks=2, damage=2)
        sc.equip(0, "zaahangong")
        sc.hand(0, ["heiyuduanxugao", "kanpo", "kanpo"])
        if case == "guard":
            sc.equip(1, "bixuegong")
        if case == "small hand":
            sc.set_hero(1, "tianboguang", partial=True)
            sc.hand(1, [])
        sc.play_phase(0)
        skill = sc.eng.offsets["skill"]
        assert sc.eng.mask[0, skill], sc.describe()
        played = _choice(sc, _new()) == skill
        assert played == (case == "plain"), case
