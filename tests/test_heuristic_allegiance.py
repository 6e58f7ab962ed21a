"""Tests of the heuristic's second version (issue 20: the heuristic as a fair measuring instrument).

Each rule of the heuristic (``agents/heuristic/``) added for issue 20 is shown on a hand-built table
(``qxs_env.rulesets.qxs.scenario``): the current heuristic makes the expected choice and the
previous version
(``agents/heuristic_v1.py``, kept for comparisons) makes the old one. The belief arithmetic
(``agents/framework/belief.py``) is tested on its own, and ``heuristic_v1`` is checked to still
play as the heuristic did before the change (a digest of its actions recorded then).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from agents import heuristic as H
from agents import heuristic_v1 as H1
from agents.framework import belief
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.scenario import Scenario

# the actions of the heuristic before issue 20 (agents/heuristic.py at commit 24a97f3), from
# agents.evaluate.action_digest(lambda d: HeuristicPolicy(deck=d, seed=1), games=16)
V1_DIGEST_16 = {
    "starter-off-5": "3cd5271e6f71ebca",
    "standard-off-8": "1ea2838056120ee7",
    "standard-standard-5": "c33151cc82e26aae",
    "standard-standard-8": "601eeea112951732",
    "standard-standard-8m": "96ae10cf759b0b55",
    "standard-all-10": "3a6ca17db1a28b6b",
}

IDS5 = ["leader", "righteous", "cult", "cult", "court"]


def _new() -> H.HeuristicPolicy:
    return H.HeuristicPolicy(deck="standard")


def _old() -> H1.HeuristicPolicy:
    return H1.HeuristicPolicy(deck="standard")


def _choice(sc: Scenario, pol) -> int:
    """The policy's action for the scenario's pending decision (actor's observation, mask)."""
    actor = sc.decision().actor
    obs = sc.eng.observe(actor)[None, :]
    mask = np.asarray(sc.eng.mask[0], dtype=np.int8)[None, :]
    out = np.zeros(1, np.int64)
    pol.act(obs, mask, np.zeros(1, np.int64), out)
    return int(out[0])


def _table(ids=IDS5, **kw) -> Scenario:
    kw.setdefault("deck", "standard")
    return Scenario(players=len(ids), seed=0, identities=ids, auto_forced=False, **kw)


def _hostile(sc: Scenario, src: int, dst: int, attacks: int = 1, damage: int = 1) -> None:
    """Public history: ``src`` attacked ``dst`` ``attacks`` times, dealing ``damage``."""
    h = sc.state["hist"]
    h[src, dst, L.H_ATTACK] += attacks
    h[src, dst, L.H_DAMAGE] += damage


def _card(sc: Scenario, face: str, colour: int | None = None) -> int:
    """The legal card-type action of ``face`` (and colour) in the pending decision."""
    f = sc.eng.catalogue.index[face]
    for c in [colour] if colour is not None else range(4):
        if sc.eng.mask[0, f * 4 + c]:
            return f * 4 + c
    raise AssertionError(f"{face} is not legal here")


def _seat_action(sc: Scenario, seat: int) -> int:
    return sc.eng.offsets["seat"] + (seat - sc.decision().actor) % sc.n


def _pass_until(sc: Scenario, actor: int, kind: str) -> None:
    for _ in range(60):
        d = sc.decision()
        if d.actor == actor and d.kind == kind:
            return
        sc.pass_()
    raise AssertionError(f"seat {actor} never faced a {kind} decision")


# ---- the kept version ------------------------------------------------------------------------


def test_v1_plays_as_the_heuristic_did_before_issue_20() -> None:
    """``agents/heuristic_v1.py`` chooses exactly the actions the heuristic chose before issue 20
    (digest recorded with the code of that time, 16 all-heuristic games in each of six
    configurations: decks, heroes off / standard / all, 5, 8, 8-melee and 10 players)."""
    from agents.evaluate import action_digest

    got = action_digest(lambda deck: H1.HeuristicPolicy(deck=deck, seed=1), games=16)
    assert got == V1_DIGEST_16


def test_v1_is_selectable_in_the_lab() -> None:
    """``heuristic_v1`` is a lab policy name, usable in agents specs next to ``heuristic``."""
    from qxs_env.lab import simulate as lab
    from qxs_env.rulesets.qxs.config import GameConfig

    spec = lab.parse_agents("leader=heuristic,*=heuristic_v1")
    assert spec.names() == ["heuristic", "heuristic_v1"] or set(spec.names()) == {
        "heuristic",
        "heuristic_v1",
    }
    pol = lab.make_policy("heuristic_v1", GameConfig(players=5))
    assert isinstance(pol, H1.HeuristicPolicy) and pol.name == "heuristic_v1"
    assert isinstance(H1.HeuristicPolicy(), H1.HeuristicPolicy)
    res = lab.simulate(GameConfig(players=5), 4, "leader=heuristic,*=heuristic_v1", num_envs=4)
    assert res.results[0].games == 4


def test_the_heuristic_cache_is_keyed_by_all_its_sources(tmp_path: Path) -> None:
    """numba invalidates a cached function only when its own file changes, and the heuristic's
    compiled functions call across the modules of agents.heuristic and into agents.framework: so
    every one of them is cached in ``agents.framework.jit.CACHE_DIR``, named after a digest of all
    those
    files, and an edit to any of them changes the digest (a fresh cache, never stale code)."""
    import importlib
    import pkgutil

    import numba

    from agents.framework import jit

    if numba.config.DISABLE_JIT:
        pytest.skip("nothing is compiled under NUMBA_DISABLE_JIT")
    covered = {p.resolve() for p in jit.sources()}
    import agents.framework as F

    names = [f"agents.heuristic.{m.name}" for m in pkgutil.iter_modules(H.__path__)]
    names += [f"agents.framework.{m.name}" for m in pkgutil.iter_modules(F.__path__)]
    compiled = 0
    for mod in [H, F, *(importlib.import_module(x) for x in names)]:
        assert Path(mod.__file__).resolve() in covered, mod.__name__
        for obj in vars(mod).values():
            if isinstance(obj, numba.core.registry.CPUDispatcher):
                if obj.py_func.__module__ == mod.__name__:
                    assert obj._cache._cache_path.startswith(jit.CACHE_DIR), obj
                    compiled += 1
    assert compiled >= 30
    copies = []
    for i, path in enumerate(jit.sources()):
        (tmp_path / str(i)).mkdir()
        copies.append(tmp_path / str(i) / path.name)
        copies[-1].write_bytes(path.read_bytes())
    base = jit.digest(copies)
    assert base == jit.digest() and Path(jit.CACHE_DIR).name == f"numba-{base}"
    for copy in copies:
        text = copy.read_bytes()
        copy.write_bytes(text + b"\n# an edit\n")
        assert jit.digest(copies) != base, copy.name
        copy.write_bytes(text)
    assert jit.digest(copies) == base


# ---- belief arithmetic (agents/framework/belief.py) ------------------------------------------


def test_allegiance_counts_acts_against_the_dead_by_their_identity() -> None:
    """Seat 1 fought seat 2, who died as cult: it keeps the credit (score > 0). Counting the
    living only (as the first version did), the credit vanishes."""
    n = 3
    fixed = np.array([True, False, True])
    hostile = np.zeros((n, n))
    hostile[1, 2] = 2.0
    helped = np.zeros((n, n))
    for counted, positive in (([True, True, True], True), ([True, True, False], False)):
        sc = np.array([1.5, 0.0, -1.0])
        belief.allegiance_scores(n, np.array(counted), fixed, hostile, helped, sc, np.zeros(n), 3)
        assert (sc[1] > 0.5) == positive


def test_identity_marginals_follow_the_identity_table() -> None:
    """5 players (1 leader, 1 righteous, 2 cult, 1 court): the leader (seat 0) is known, both
    cult are dead (known). The two unknown seats can only be the righteous and the court; the
    one with the higher allegiance score is more likely the righteous."""
    n = 5
    known = np.array([0, -1, -1, 2, 2])
    counts = np.array([1.0, 1.0, 2.0, 1.0, 0.0, 0.0])
    lean = np.array([0.0, 3.0, -3.0, 1.0, 0.0, 0.0])
    sc = np.array([1.5, 0.6, -0.2, -1.0, -1.0])
    p = np.zeros((n, 6))
    assert belief.identity_marginals(n, known, counts, lean, sc, p, 20) == 2
    assert p[1, 2] == 0.0 and p[2, 2] == 0.0  # no cult left to be
    assert np.allclose(p[1:3].sum(axis=1), 1.0)
    assert np.allclose(p[1:3, 1].sum(), 1.0) and np.allclose(p[1:3, 3].sum(), 1.0)
    assert p[1, 1] > 0.65 and p[2, 1] < 0.35
    util = np.array([-3.0, -2.0, 1.0, 1.0, 1.0, 1.0])
    en = np.zeros(n)
    belief.expected_utility(n, p, util, en)
    assert en[2] > 0.0 > en[1]


def test_identity_marginals_without_acts_are_the_table_shares() -> None:
    """8 players, nothing seen yet: every unknown seat is cult with probability 4/7, righteous
    2/7, court 1/7 (the observer is the leader)."""
    n = 8
    known = np.array([0] + [-1] * 7)
    counts = np.array([1.0, 2.0, 4.0, 1.0, 0.0, 0.0])
    p = np.zeros((n, 6))
    belief.identity_marginals(n, known, counts, np.array([0, 3, -3, 1, 0, 0.0]), np.zeros(n), p, 12)
    assert np.allclose(p[1:, 2], 4 / 7) and np.allclose(p[1:, 1], 2 / 7)


# ---- rules: who is an enemy ------------------------------------------------------------------


def test_no_blind_attack_from_turn_one() -> None:
    """The leader's first turn, nothing seen yet: the first version attacked (the next seat,
    on ties); now an undecided seat is not attacked (hurting a righteous costs more than
    hurting a cult gains), so the leader ends its play phase."""
    sc = _table()
    sc.hand(0, ["tiezhang"])
    sc.play_phase(0)
    assert _choice(sc, _old()) == _card(sc, "tiezhang")
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]


def test_dead_cult_credit_makes_the_leader_rescue_its_righteous() -> None:
    """Seat 1 (righteous) fought seat 2, who died as cult; now seat 1 is dying and the leader
    holds 黑玉断续膏. The first version summed the credit over the living only: seat 1 looked
    undecided and was left to die. Now the leader rescues it."""
    sc = _table()
    _hostile(sc, 1, 2, attacks=2, damage=2)
    sc.kill(2)
    sc.hand(0, ["heiyuduanxugao"])
    sc.hp(1, 1)
    sc.play_phase(3)
    sc.inject_damage(1, 1, source=3)
    _pass_until(sc, 0, "rescue")
    assert _choice(sc, _old()) == sc.eng.offsets["pass"]
    assert _choice(sc, _new()) == _card(sc, "heiyuduanxugao")


def test_the_court_does_not_rescue_a_likely_cult() -> None:
    """A seat that attacked the leader twice is dying; the court holds 黑玉断续膏. The first
    version's court kept the weaker side alive and rescued it; the cult wins most games, so the
    court no longer rescues a likely cult."""
    sc = _table()
    _hostile(sc, 2, 0, attacks=2, damage=2)
    _hostile(sc, 1, 2, attacks=1, damage=1)
    sc.hand(4, ["heiyuduanxugao"])
    sc.hp(2, 1)
    sc.hp(0, 5)
    sc.play_phase(1)
    sc.inject_damage(2, 1, source=1)
    _pass_until(sc, 4, "rescue")
    assert _choice(sc, _old()) == _card(sc, "heiyuduanxugao")
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]


# ---- rules: damage that lands ----------------------------------------------------------------


def test_attack_avoids_the_colour_a_guard_prevents() -> None:
    """Seat 1 attacked the leader (a clear enemy) and wears 闭穴功 (prevents the first red or
    blue damage of a turn). The leader holds a red and a yellow 3x1 move: the first version
    attacked with the red one, now the yellow one."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=2, damage=2)
    sc.equip(1, "bixuegong")
    sc.hand(0, ["tiezhang", "xianglongshibazhang"])
    sc.play_phase(0)
    assert _choice(sc, _old()) == _card(sc, "tiezhang")
    assert _choice(sc, _new()) == _card(sc, "xianglongshibazhang")


def test_attack_target_is_not_face_down() -> None:
    """Seats 1 and 4 both attacked the leader (seat 1 more often) and both are in reach; seat 1
    is face down (it takes no damage). The first version aimed the attack at seat 1, now at
    seat 4."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=3, damage=3)
    _hostile(sc, 4, 0, attacks=1, damage=1)
    sc.set_face_down(1)
    sc.hand(0, ["tiezhang"])
    sc.play_phase(0)
    sc.use("tiezhang")
    assert sc.decision().kind == "target"
    assert _choice(sc, _old()) == _seat_action(sc, 1)
    assert _choice(sc, _new()) == _seat_action(sc, 4)


def test_equal_targets_are_chosen_at_random() -> None:
    """Seats 1 and 4 attacked the leader alike: the first version always took the first one in
    turn order (seat 1); now either, at random."""
    picks_old, picks_new = set(), set()
    for seed in range(12):
        sc = _table()
        _hostile(sc, 1, 0)
        _hostile(sc, 4, 0)
        sc.hand(0, ["tiezhang"])
        sc.play_phase(0)
        sc.use("tiezhang")
        old, new = _old(), _new()
        old.reset(seed)
        new.reset(seed)
        picks_old.add(_choice(sc, old))
        picks_new.add(_choice(sc, new))
    assert picks_old == {_seat_action(sc, 1)}
    assert picks_new == {_seat_action(sc, 1), _seat_action(sc, 4)}


def test_no_attack_on_a_linked_target_that_would_pass_lethal_damage_back() -> None:
    """The leader (1 HP) and seat 1, a clear enemy, are both linked (和合): damage to seat 1
    would pass to the leader and kill it. The first version attacked; now it does not."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=2, damage=2)
    sc.set_linked(0)
    sc.set_linked(1)
    sc.hp(0, 1)
    sc.hand(0, ["tiezhang", "pikongzhang"])
    sc.play_phase(0)
    assert _choice(sc, _old()) == _card(sc, "tiezhang")
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]


# ---- rules: cards --------------------------------------------------------------------------


def test_buff_right_before_the_attack() -> None:
    """The leader holds 指点 (its next move counters) and a move, a clear enemy in reach: it
    plays 指点 first and then attacks (the first version attacked first, then played 指点 for
    nothing)."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=2, damage=2)
    sc.hand(0, ["zhidian", "tiezhang"])
    sc.play_phase(0)
    assert _choice(sc, _old()) == _card(sc, "tiezhang")
    assert _choice(sc, _new()) == _card(sc, "zhidian")


def test_jinmozhehei_is_not_played() -> None:
    """近墨者黑 only turns a character evil: the first version played it on its worst enemy as
    if it hurt; now it is kept (it is discarded first when the hand is too big)."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=2, damage=2)
    sc.hand(0, ["jinmozhehei"])
    sc.play_phase(0)
    assert _choice(sc, _old()) == _card(sc, "jinmozhehei")
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]


def test_link_only_two_enemies_else_recast() -> None:
    """阴阳和合散 links two characters that differ (here: only seat 1 is evil, so every pair
    includes seat 1 and a good character). Seat 1 is a clear enemy but no other seat is: the
    first version linked anyway (a friend or an undecided seat with it), now it recasts."""
    sc = _table()
    _hostile(sc, 1, 0, attacks=2, damage=2)
    sc.set_alignment(1, "evil")
    sc.hand(0, ["yinyanghehesan"])
    sc.play_phase(0)
    sc.use("yinyanghehesan")
    assert sc.decision().kind == "confirm"
    assert _choice(sc, _old()) == sc.eng.offsets["yes"]
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]


def test_own_cancel_is_not_cancelled() -> None:
    """A clear enemy (seat 2) draws with 掌门信物; the leader cancels it with 看破 and is then
    asked whether to cancel that 看破 (its own). The first version did (the protected seat is
    an enemy), restoring the enemy's draw; now it passes."""
    sc = _table()
    _hostile(sc, 2, 0, attacks=3, damage=3)
    sc.hand(0, ["kanpo", "kanpo"])
    sc.hand(2, ["zhangmenxinwu", "tiezhang"])
    sc.play_phase(2)
    sc.use("zhangmenxinwu")
    _pass_until(sc, 0, "cancel")
    assert _choice(sc, _new()) == _card(sc, "kanpo")
    sc.act(_card(sc, "kanpo"))
    _pass_until(sc, 0, "cancel")
    assert _choice(sc, _old()) == _card(sc, "kanpo")
    assert _choice(sc, _new()) == sc.eng.offsets["pass"]


def test_cleanse_a_friends_status_at_full_hp() -> None:
    """The leader, at full HP, holds 疗伤; its righteous (seat 1 fought the dead cult seat 2)
    is to skip its next play phase. The first version kept 疗伤 for its own HP; now it plays it
    on seat 1 (疗伤 sheds the skip)."""
    sc = _table()
    _hostile(sc, 1, 2, attacks=2, damage=2)
    sc.kill(2)
    sc.set_skip(1, "play")
    sc.hand(0, ["liaoshang"])
    sc.play_phase(0)
    assert _choice(sc, _old()) == sc.eng.offsets["pass"]
    a = _choice(sc, _new())
    assert a == _card(sc, "liaoshang")
    sc.act(a)
    assert sc.decision().kind == "target"
    assert _choice(sc, _new()) == _seat_action(sc, 1)


def test_court_attacks_a_healthy_leader_rather_than_give_its_internal_art() -> None:
    """A cult seat uses 暗器 on the court: attack the leader (4+ HP) or hand over the internal
    art. The first version's court refused (and the cult got its art); now it attacks."""
    sc = _table()
    sc.equip(4, "zuoyouhubo")
    sc.hand(4, ["pikongzhang"])
    sc.hand(3, ["anqi"])
    sc.play_phase(3)
    sc.use("anqi")
    sc.target(4)
    sc.target(0)
    _pass_until(sc, 4, "respond")
    assert _choice(sc, _old()) == sc.eng.offsets["pass"]
    assert _choice(sc, _new()) == _card(sc, "pikongzhang")


@pytest.mark.parametrize("players", [5, 8])
def test_new_heuristic_always_legal_with_heroes(players: int) -> None:
    """Complete game (standard deck, heroes drafted): every action of the current heuristic is
    legal over many states (it never falls back on an illegal choice)."""
    from qxs_env.envs.batch import BatchEnv

    venv = BatchEnv(32, players=players, deck="standard", heroes="standard")
    pol = H.HeuristicPolicy(deck="standard", seed=5)
    out, _ = venv.reset(seed=5)
    acts = np.zeros(32, np.int64)
    rows = np.arange(32, dtype=np.int64)
    for _ in range(600):
        pol.act(out["observation"], out["action_mask"], rows, acts)
        assert out["action_mask"][rows, acts].all()
        out = venv.step(acts)[0]
