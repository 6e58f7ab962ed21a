"""The public history of acts (``acts.py``, the observation's ``O_ACTS``; issue 36): who aimed,
hurt, saved, protected, gave to and stood in for whom, counted from each step's public events
and shown to every seat, seat-relative."""

from __future__ import annotations

from qxs_env.engine.layout import DEC_REQUEST, MAX_PLAYERS
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.observation import ACT_SCALE, O_ACTS

from .table import Table, hero_table


def acts(t: Table, a: int, b: int) -> list[int]:
    """The counters of seat ``a`` towards seat ``b``."""
    return [int(x) for x in t.g.acts[0, a, b]]


def seen(t: Table, me: int, a: int, b: int, k: int) -> float:
    """What seat ``me``'s observation shows of seat ``a``'s acts of kind ``k`` towards ``b``."""
    obs = t.eng.observe(me)
    ra, rb = (a - me) % t.n, (b - me) % t.n
    return float(obs[O_ACTS + (ra * MAX_PLAYERS + rb) * L.N_ACTS + k]) * ACT_SCALE


def test_a_sha_that_hits_counts_aimed_and_damage_and_every_seat_sees_it() -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.lord: ["sha"], target: ["tao"]})
    assert acts(t, t.lord, target) == [0] * L.N_ACTS
    t.play("sha")
    t.act(t.target(target))
    assert t.hp(target) == 3
    want = [0] * L.N_ACTS
    want[L.ACT_AIMED] = 1
    want[L.ACT_DAMAGE] = 1
    assert acts(t, t.lord, target) == want
    assert acts(t, target, t.lord) == [0] * L.N_ACTS
    for me in range(t.n):  # public: the same count in every seat's row, at its relative slots
        assert round(seen(t, me, t.lord, target, L.ACT_DAMAGE)) == 1
        assert round(seen(t, me, t.lord, target, L.ACT_AIMED)) == 1


def test_a_dodged_sha_counts_as_aimed_without_damage() -> None:
    t = Table()
    target = t.seat(1)
    t.deal({t.lord: ["sha", "wuzhong"], target: ["shan"]})
    t.play("sha")
    t.act(t.target(target))
    t.play("shan")
    assert acts(t, t.lord, target)[L.ACT_AIMED] == 1
    assert acts(t, t.lord, target)[L.ACT_DAMAGE] == 0


def test_a_rescue_counts_for_the_saviour() -> None:
    t = Table()
    target = t.seat(1)
    helper = t.seat(3)
    t.set_hp(target, 1)
    t.deal({t.lord: ["sha", "wuzhong"], helper: ["tao"]})
    t.play("sha")
    t.act(t.target(target))
    while t.decision()[0] != helper:
        t.act(t.passes)
    t.play("tao")
    assert acts(t, helper, target)[L.ACT_RESCUE] == 1
    assert acts(t, t.lord, target)[L.ACT_RESCUE] == 0


def test_a_wuxie_against_a_mass_trick_protects_its_target() -> None:
    t = Table()
    protected = t.seat(1)
    t.deal({t.lord: ["nanman", "wuzhong"], protected: ["wuxie"], t.seat(2): ["sha"]})
    t.play("nanman")
    t.play("wuxie")
    assert acts(t, protected, protected)[L.ACT_PROTECT] == 0  # towards itself: not counted
    t2 = Table()
    friend, guard = t2.seat(1), t2.seat(2)
    t2.deal({t2.lord: ["guohe", "wuzhong"], friend: ["sha"], guard: ["wuxie"]})
    t2.play("guohe")
    t2.act(t2.target(friend))
    while t2.decision()[0] != guard:
        t2.act(t2.passes)
    t2.play("wuxie")
    assert acts(t2, guard, friend)[L.ACT_PROTECT] == 1
    assert acts(t2, t2.lord, friend)[L.ACT_AIMED] == 1


def hujia_asked() -> Table:
    """曹操 the lord, 關羽 (蜀) one seat after him with a 殺 at him, 夏侯惇 (魏) three seats after
    with a 閃; the lord says yes to 護駕 and the Wei seat is asked for its 閃."""
    t = hero_table({0: "caocao", 1: "guanyu", 2: "simayi", 3: "xiahoudun"})
    for k in (1, 2, 3):
        t.plain(t.seat(k))
    t.deal({t.seat(1): ["sha", "wuzhong"], t.seat(3): ["shan"], t.lord: ["wuzhong"]})
    t.act(t.passes)
    t.play("sha")
    t.act(t.target(t.lord))
    t.act(t.yes)
    assert t.decision() == (t.seat(3), DEC_REQUEST)
    return t


def test_a_wei_seat_standing_in_for_hujia_shows_itself() -> None:
    t = hujia_asked()
    t.play("shan")
    assert acts(t, t.seat(3), t.lord)[L.ACT_STAND_IN] == 1
    assert acts(t, t.seat(1), t.lord)[L.ACT_AIMED] == 1
    assert acts(t, t.seat(1), t.lord)[L.ACT_DAMAGE] == 0
