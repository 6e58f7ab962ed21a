"""Shared helpers of the card-effect scenario tests (tests/rulesets/qxs/cards/).

Five players (``FIVE``): seat 0 is the leader (5 HP) and sits at distance 1 from seats 1 and 4
and at distance 2 from seats 2 and 3; the others have 4 HP. Turn order 0 -> 1 -> ... -> 4.
Colours counter along red -> blue -> yellow -> white -> red (R-M4); clash rows are (attacker,
defender, attacking power, defending power). Judgements are controlled by stacking the draw pile
(``Scenario.draw_pile_top``): the first card named is the one turned over.

- :func:`attacker_scenario`: the ``wide`` deck (every implemented card), seat 0 holding the given
  cards and a 掌门信物, so that its play phase stays open after an attack; :func:`attack` then
  makes seat 0 attack and the target defend or pass.
- :func:`wide_scenario`: the ``wide`` deck and nothing dealt (5 or 8 players);
  :func:`specials_scenario`: the same five players with the special cards (``specials=True``).
- :func:`card_action_faces` / :func:`card_action_types`: the card actions of the pending
  decision; :func:`clash`: one attack of seat 0 on seat 1 on the starter deck, its powers and the
  HP lost; :func:`set_face_param`: change one number of a face's effect in one engine's tables.
"""

from __future__ import annotations

from qxs_env.rulesets.qxs.scenario import Scenario

FIVE = ["leader", "righteous", "cult", "cult", "court"]
"""Identities of the five-player scenarios: seat 0 leads."""

EIGHT = ["leader", "righteous", "righteous", "cult", "cult", "cult", "cult", "court"]
"""Identities of eight-player scenarios on the starter deck: seat 0 leads."""

_EIGHT_WIDE = ["leader", "righteous", "cult", "cult", "court", "righteous", "cult", "cult"]
"""Identities of the eight-player scenarios of :func:`wide_scenario`."""

OF_COLOUR = {"red": "li_1x1", "blue": "ji_1x1", "yellow": "qi_1x1", "white": "su_1x2"}
"""One plain move card of each colour, to stack judgements."""


def attacker_scenario(attacker_hand: list, **kw) -> Scenario:
    """Five players on the ``wide`` deck; seat 0 holds ``attacker_hand`` and a 掌门信物."""
    sc = Scenario(5, deck="wide", identities=FIVE, **kw)
    sc.hand(0, [*attacker_hand, "zhangmenxinwu"])
    return sc


def attack(sc: Scenario, move: str, target: int, defence: str | None = None) -> None:
    """Seat 0 attacks ``target`` with ``move``; the target answers with ``defence`` or, when it
    is asked to defend, passes."""
    sc.use(move)
    sc.target(target)
    if defence is not None:
        sc.respond(defence)
    elif not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == target:
        sc.pass_()


def wide_scenario(players: int = 5, **kw) -> Scenario:
    """``players`` (5 or 8) on the ``wide`` deck, nothing dealt; seat 0 leads."""
    return Scenario(players, deck="wide", identities=FIVE if players == 5 else _EIGHT_WIDE, **kw)


def specials_scenario(**kw) -> Scenario:
    """Five players on the ``wide`` deck with the special cards (屠龙刀, 倚天剑, 玄铁剑); seats 2
    and 3 are the cult members."""
    return Scenario(5, deck="wide", identities=FIVE, specials=True, **kw)


def zone_name_of(sc: Scenario, face: str) -> str:
    """The zone (``"out"``, ``"hand"``, ...) of the single card of ``face``."""
    (c,) = sc.cards_of(face)
    return sc.zone_of(c)[0]


def card_action_faces(sc: Scenario) -> list[str]:
    """Face ids of the card actions of the pending decision."""
    o = sc.eng.offsets["seat"]
    return sorted(sc.eng.catalogue.faces[a // 4].id for a in sc.legal() if a < o)


def card_action_types(sc: Scenario) -> list[tuple[str, int]]:
    """(face id, colour code) of the card actions of the pending decision."""
    o = sc.eng.offsets["seat"]
    faces = sc.eng.catalogue.faces
    return sorted((faces[a // 4].id, a % 4) for a in sc.legal() if a < o)


def set_face_param(sc: Scenario, face: str, k: int, value: int) -> None:
    """Set column k of ``face``'s effect parameters in this engine's tables only."""
    f = sc.eng.catalogue.index[face]
    sc.eng.tba["face_param"][0, f, k] = value


def clash(
    attack: str,
    defence: str | None,
    *,
    attacker_equip: tuple[str, ...] = (),
    defender_equip: tuple[str, ...] = (),
) -> tuple[tuple[int, int], int]:
    """Seat 0 attacks seat 1 with ``attack``; seat 1 answers with ``defence`` (None: passes).
    Returns ((power A, power B), HP seat 1 lost)."""
    sc = Scenario(5, identities=FIVE, auto_forced=False)
    for card in attacker_equip:
        sc.equip(0, card)
    for card in defender_equip:
        sc.equip(1, card)
    sc.hand(0, [attack, "zhangmenxinwu"])
    sc.hand(1, [defence] if defence else ["li_1x1"])
    sc.play_phase(0)
    sc.use(attack)
    sc.target(1)
    assert sc.decision().kind == "respond" and sc.decision().actor == 1
    if defence:
        sc.respond(defence)
    else:
        sc.pass_()
    (a, d, pa, pb) = sc.clashes()[0]
    assert (a, d) == (0, 1)
    return (pa, pb), 4 - sc.hp(1)


# docs/rulings.md "Follow-up attacks are uses": the new move of a follow-up attack (少林罗汉拳,
# 万花剑法, 九阴真经) is aimed at its target as a first attack's is, so what listens to a card
# being used (TP_CARD_USED) hears it. 张三丰's 借力 (another character's red card aimed at him
# draws him a card) shows it; he starts with an empty hand and draws only strategy cards, so he
# never defends (and his 打力 never fires).
def seat_zhangsanfeng(sc: Scenario, seat: int) -> None:
    """Seat 张三丰 at ``seat`` with an empty hand; his 借力 draws come from three 疗伤."""
    sc.set_hero(seat, "zhangsanfeng")
    sc.hand(seat, [])
    sc.draw_pile_top(["liaoshang", "liaoshang", "liaoshang"])


def pass_defence(sc: Scenario, seat: int) -> None:
    """``seat`` passes if it is asked to defend."""
    if not sc.over() and sc.decision().kind == "respond" and sc.decision().actor == seat:
        sc.pass_()
