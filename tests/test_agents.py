"""Tests of the reference agents (agents/heuristic.py, agents/evaluate.py)."""

from __future__ import annotations

import numpy as np
import pytest

from agents.base import RandomPolicy
from agents.evaluate import play_routed
from agents.heuristic import HeuristicPolicy
from qxs_env.constants import LEADER
from qxs_env.stats import wilson
from qxs_env.vector import VectorEnv

N_KINDS = 10


def _decision_kinds(venv: VectorEnv, obs: np.ndarray) -> np.ndarray:
    """Decision kind of each row, read from the observation's decision slice."""
    start = venv.engine.layout.slices["decision"].start
    return np.argmax(obs[:, start : start + N_KINDS], axis=1)


def _deck_available(deck: str) -> bool:
    try:
        from qxs_env.engine.api import content_for

        content_for(deck)
    except (NotImplementedError, FileNotFoundError, ValueError):
        return False
    return True


@pytest.mark.parametrize(
    "players,mode,auto_forced,deck",
    [
        (5, "standard", True, "starter"),
        (8, "melee", False, "starter"),
        (10, "standard", False, "starter"),
        (8, "melee", False, "wide"),
    ],
)
def test_heuristic_always_legal(players: int, mode: str, auto_forced: bool, deck: str) -> None:
    """Over many states (heuristic and random seats mixed), every action is legal, and every
    decision kind that turns up is answered (the ``wide`` deck: cards added after the policy
    was written fall back to defaults by category)."""
    if not _deck_available(deck):
        pytest.skip(f"deck {deck!r} is not playable in this checkout")
    n_env = 64
    venv = VectorEnv(n_env, players=players, mode=mode, auto_forced=auto_forced, deck=deck)
    pol = HeuristicPolicy(seed=3, deck=deck)
    rnd = RandomPolicy(seed=4)
    out, _ = venv.reset(seed=11)
    acts = np.zeros(n_env, np.int64)
    seen = np.zeros(N_KINDS, np.int64)
    rng = np.random.default_rng(0)
    rows = np.arange(n_env, dtype=np.int64)
    for _ in range(1500):
        obs, mask = out["observation"], out["action_mask"]
        pol.act(obs, mask, rows, acts)
        assert np.all(mask[rows, acts] == 1)
        seen += np.bincount(_decision_kinds(venv, obs), minlength=N_KINDS)
        # mix in random moves so the states are not only those the heuristic steers into
        mix = rows[rng.random(n_env) < 0.3]
        rnd.act(obs, mask, mix, acts)
        out = venv.step(acts)[0]
    # the common decision kinds must have been exercised
    for k in (0, 1, 2, 3, 4, 5, 6):
        assert seen[k] > 0, f"decision kind {k} never seen"
    if not auto_forced:
        assert seen[8] > 0  # hand card (conversion costs)


def test_heuristic_legal_under_any_mask() -> None:
    """Whatever the mask (here random non-empty subsets), the action is one it marks."""
    venv = VectorEnv(32, players=8)
    out, _ = venv.reset(seed=5)
    pol = HeuristicPolicy()
    rng = np.random.default_rng(1)
    rows = np.arange(32, dtype=np.int64)
    acts = np.zeros(32, np.int64)
    for _ in range(50):
        obs = out["observation"].copy()
        mask = (rng.random(out["action_mask"].shape) < 0.02).astype(np.int8)
        mask[rows, rng.integers(0, mask.shape[1], 32)] = 1
        pol.act(obs, mask, rows, acts)
        assert np.all(mask[rows, acts] == 1)
        pol.act(out["observation"], out["action_mask"], rows, acts)
        out = venv.step(acts)[0]


def test_heuristic_depends_only_on_observation_mask_and_seed() -> None:
    """The policy sees nothing but (obs, mask): the same inputs and seed give the same actions,
    whatever the engine state behind them (a copy of the observations is used, and the engine
    is then advanced and its hidden hands scrambled without changing the answer)."""
    venv = VectorEnv(48, players=8, mode="melee")
    out, _ = venv.reset(seed=9)
    acts = np.zeros(48, np.int64)
    pol = HeuristicPolicy()
    rows = np.arange(48, dtype=np.int64)
    for _ in range(200):
        pol.act(out["observation"], out["action_mask"], rows, acts)
        out = venv.step(acts)[0]
    obs = out["observation"].copy()
    mask = out["action_mask"].copy()
    a1 = np.zeros(48, np.int64)
    a2 = np.zeros(48, np.int64)
    pol.reset(123)
    pol.act(obs, mask, rows, a1)
    # change hidden information in the engine: other seats' hands reversed
    st = venv.engine.state
    for b in range(48):
        for p in range(8):
            k = int(st["hand_n"][b, p])
            st["hand"][b, p, :k] = st["hand"][b, p, :k][::-1].copy()
    pol2 = HeuristicPolicy(seed=123)
    pol2.act(obs, mask, rows, a2)
    assert np.array_equal(a1, a2)
    # forcing a style is accepted and stays legal
    HeuristicPolicy(identity="cult").act(obs, mask, rows, a2)
    assert np.all(mask[rows, a2] == 1)
    with pytest.raises(ValueError):
        HeuristicPolicy(identity="emperor")


def test_heuristic_leader_uplift_smoke() -> None:
    """The leader played by the heuristic wins clearly more often than played at random."""
    n = 300
    h = play_routed(
        5, "standard", HeuristicPolicy(), LEADER, RandomPolicy(), n, seed=1, num_envs=100
    )
    r = play_routed(5, "standard", RandomPolicy(), LEADER, RandomPolicy(), n, seed=1, num_envs=100)
    assert h["decided"] >= n // 2 and r["decided"] >= n // 2
    h_lo, _ = wilson(h["wins"], h["decided"])
    _, r_hi = wilson(r["wins"], r["decided"])
    assert h_lo > r_hi, (h, r)


_TRACE_SCRIPT = """
import json, sys
import numpy as np
from agents.heuristic import HeuristicPolicy
from qxs_env.vector import VectorEnv
venv = VectorEnv(4, players=8, deck="standard", observations=True)
pol = HeuristicPolicy()
pol.reset(7)
out, _ = venv.reset(seed=4)
acts = np.zeros(4, np.int64)
rows = np.arange(4)
trace = []
for _ in range(int(sys.argv[1])):
    pol.act(out["observation"], out["action_mask"], rows, acts)
    trace.append(acts.tolist())
    out = venv.step(acts)[0]
print(json.dumps(trace))
"""


def test_heuristic_compiled_equals_uncompiled() -> None:
    """The compiled heuristic and the same code run as Python (NUMBA_DISABLE_JIT=1) choose the
    same actions: scores are computed in float64 in both modes, so ties break the same way.
    (Before the fix, float32 arithmetic in Python mode changed a target choice at step 24 of
    8-player seed 4.)"""
    import json
    import os
    import subprocess
    import sys

    traces = []
    for disable in ("0", "1"):
        env = dict(os.environ, NUMBA_DISABLE_JIT=disable)
        proc = subprocess.run(
            [sys.executable, "-c", _TRACE_SCRIPT, "120"],
            capture_output=True,
            text=True,
            env=env,
            timeout=900,
        )
        assert proc.returncode == 0, proc.stderr
        traces.append(json.loads(proc.stdout))
    assert traces[0] == traces[1]


# ---- hero skills and the draft (heroes on) ------------------------------------------------------

IDS5 = ["leader", "cult", "righteous", "cult", "court"]


def _heuristic_choice(sc, pol: HeuristicPolicy | None = None) -> int:
    """The heuristic's action for the scenario's pending decision, from the actor's observation
    and the legal mask only."""
    pol = pol if pol is not None else HeuristicPolicy()
    actor = sc.decision().actor
    obs = sc.eng.observe(actor)[None, :]
    mask = np.asarray(sc.eng.mask[0], dtype=np.int8)[None, :]
    out = np.zeros(1, np.int64)
    pol.act(obs, mask, np.zeros(1, np.int64), out)
    return int(out[0])


def _hero_scenario(seat_hero: dict[int, str], identities=IDS5, **kw):
    from qxs_env.scenario import Scenario

    sc = Scenario(players=5, seed=0, identities=identities, **kw)
    for seat, hero in seat_hero.items():
        sc.set_hero(seat, hero, partial=True)
    return sc


def test_heuristic_uses_boming_when_healthy_only() -> None:
    """游坦之 搏命 (lose 1 HP, draw 2): the heuristic uses it at full HP with nothing better to
    do, not at 2 HP; with hero skills off it ends the phase instead."""
    sc = _hero_scenario({0: "youtanzhi"}, auto_forced=False)
    sc.hand(0, [])
    sc.play_phase(0)
    skill = sc.eng.offsets["skill"] + 4 + 1  # 搏命 is 游坦之's second skill
    assert sc.can_hero_skill(1)
    assert _heuristic_choice(sc) == skill
    assert _heuristic_choice(sc, HeuristicPolicy(hero_skills=False)) == sc.eng.offsets["pass"]
    sc.hp(0, 2)
    sc.play_phase(0)
    assert _heuristic_choice(sc) == sc.eng.offsets["pass"]


def test_heuristic_aims_bihai_at_the_leader_as_cult() -> None:
    """黄药师 碧海潮生曲 (a seat in reach attacks its nearest or takes 1 damage): a cult
    player uses it, then names the leader (its worst enemy) as the target."""
    ids = ["cult", "leader", "righteous", "cult", "court"]
    sc = _hero_scenario({0: "huangyaoshi"}, identities=ids, auto_forced=False)
    sc.hand(0, [])
    sc.play_phase(0)
    a = _heuristic_choice(sc)
    assert a == sc.eng.offsets["skill"] + 4 + 0
    sc.act(a)
    d = sc.decision()
    assert d.kind == "target" and d.actor == 0
    t = _heuristic_choice(sc)
    assert t == sc.eng.offsets["seat"] + 1  # relative seat 1 = the leader


def test_heuristic_accepts_helpful_trigger_and_spares_enemies_with_nanseng() -> None:
    """Optional triggered skills: 夏雪宜 金蛇郎君 (draw one more) is accepted; 一灯禅师 南僧
    (lose 1 HP so that a dying seat recovers) is used for the leader by a righteous player,
    and not by a cult player."""
    sc = _hero_scenario({0: "xiaxueyi"}, auto_forced=False)
    sc.start_turn(0)
    while sc.decision().kind != "confirm":
        sc.act(_heuristic_choice(sc))
    assert sc.decision().actor == 0
    assert _heuristic_choice(sc) == sc.eng.offsets["yes"]

    for helper_ident, expect_yes in (("righteous", True), ("cult", False)):
        ids = ["leader", helper_ident, "court", "cult", "righteous"]
        if helper_ident == "cult":
            ids = ["leader", "cult", "court", "righteous", "cult"]
        sc = _hero_scenario({1: "yidengchanshi"}, identities=ids, auto_forced=False)
        sc.hp(0, 1)
        sc.play_phase(2)
        sc.inject_damage(0, 1)
        while sc.decision().kind != "confirm" or sc.decision().actor != 1:
            sc.pass_()
        want = sc.eng.offsets["yes"] if expect_yes else sc.eng.offsets["pass"]
        assert _heuristic_choice(sc) == want, helper_ident


def test_heuristic_draft_picks_by_prior_table() -> None:
    """In the draft the heuristic takes the offered hero with the best score of its table for
    its identity (read from the observation's draft block); draft=False picks at random."""
    from qxs_env.engine.api import hero_catalogue

    venv = VectorEnv(16, players=8, deck="standard", heroes="implemented", auto_forced=False)
    out, _ = venv.reset(seed=2)
    obs, mask = out["observation"], out["action_mask"]
    pol = HeuristicPolicy()
    acts = np.zeros(16, np.int64)
    rows = np.arange(16)
    pol.act(obs, mask, rows, acts)
    draft = venv.engine.layout.slices["draft"].start
    ident0 = venv.engine.layout.slices["self_identity"].start
    pick = venv.engine.offsets["pick"]
    n_heroes = len(hero_catalogue().heroes)
    checked = 0
    for b in range(16):
        offers = [
            (k, int(np.argmax(obs[b, draft + 96 * k : draft + 96 * k + n_heroes])))
            for k in range(5)
            if mask[b, pick + k]
        ]
        assert len(offers) >= 2
        ident = int(np.argmax(obs[b, ident0 : ident0 + 6]))
        best = max(offers, key=lambda kh: (pol.hero_prior[kh[1], ident], -kh[0]))
        assert acts[b] == pick + best[0]
        checked += 1
    assert checked == 16
    # the table is not flat: it separates the heroes of the pool
    assert np.ptp(pol.hero_prior[:n_heroes, 0]) > 0.0


@pytest.mark.parametrize("players,mode", [(8, "melee"), (6, "standard")])
def test_heuristic_with_heroes_always_legal(players: int, mode: str) -> None:
    """With heroes on (draft, skill decisions of every kind) every action is legal, and the
    heuristic does use hero skill actions on its own (not only through the fallback)."""
    n_env = 32
    venv = VectorEnv(
        n_env, players=players, mode=mode, deck="standard", heroes="implemented",
        auto_forced=False,
    )
    pol = HeuristicPolicy(seed=5)
    out, _ = venv.reset(seed=21)
    acts = np.zeros(n_env, np.int64)
    rows = np.arange(n_env, dtype=np.int64)
    skill0 = venv.engine.offsets["skill"] + 4
    used = 0
    for _ in range(1200):
        obs, mask = out["observation"], out["action_mask"]
        pol.act(obs, mask, rows, acts)
        assert np.all(mask[rows, acts] == 1)
        used += int(((acts >= skill0) & (acts < skill0 + 4)).sum())
        out = venv.step(acts)[0]
    assert used > 0


_TRACE_SCRIPT_HEROES = _TRACE_SCRIPT.replace(
    'VectorEnv(4, players=8, deck="standard", observations=True)',
    'VectorEnv(4, players=8, mode="melee", deck="standard", heroes="implemented", '
    "auto_forced=False, observations=True)",
)


def test_heuristic_with_heroes_compiled_equals_uncompiled() -> None:
    """With heroes on (draft table, skill decisions), compiled and pure-Python runs of the
    heuristic still choose the same actions."""
    import json
    import os
    import subprocess
    import sys

    assert _TRACE_SCRIPT_HEROES != _TRACE_SCRIPT
    traces = []
    for disable in ("0", "1"):
        env = dict(os.environ, NUMBA_DISABLE_JIT=disable)
        proc = subprocess.run(
            [sys.executable, "-W", "ignore", "-c", _TRACE_SCRIPT_HEROES, "150"],
            capture_output=True,
            text=True,
            env=env,
            timeout=1500,
        )
        assert proc.returncode == 0, proc.stderr
        traces.append(json.loads(proc.stdout))
    assert traces[0] == traces[1]
    skill0 = 463  # hero skill actions appear in the trace (the skill rules are exercised)
    assert any(skill0 <= a < skill0 + 4 for step in traces[0] for a in step)


def test_heuristic_with_heroes_reads_only_its_inputs() -> None:
    """Heroes on: the same observation, mask and seed give the same actions after the engine's
    hidden state (other hands) is scrambled."""
    venv = VectorEnv(32, players=8, mode="melee", deck="standard", heroes="implemented")
    out, _ = venv.reset(seed=13)
    acts = np.zeros(32, np.int64)
    rows = np.arange(32, dtype=np.int64)
    pol = HeuristicPolicy()
    for _ in range(150):
        pol.act(out["observation"], out["action_mask"], rows, acts)
        out = venv.step(acts)[0]
    obs = out["observation"].copy()
    mask = out["action_mask"].copy()
    a1 = np.zeros(32, np.int64)
    a2 = np.zeros(32, np.int64)
    HeuristicPolicy(seed=4).act(obs, mask, rows, a1)
    st = venv.engine.state
    for b in range(32):
        for p in range(8):
            k = int(st["hand_n"][b, p])
            st["hand"][b, p, :k] = st["hand"][b, p, :k][::-1].copy()
    HeuristicPolicy(seed=4).act(obs, mask, rows, a2)
    assert np.array_equal(a1, a2)


def test_heuristic_heroes_off_unchanged_by_hero_rules() -> None:
    """With heroes off the hero rules never apply: the default heuristic and the one with hero
    skills and draft switched off choose the same actions over many states."""
    venv = VectorEnv(32, players=8, mode="melee", deck="standard")
    out, _ = venv.reset(seed=17)
    new, old = HeuristicPolicy(seed=2), HeuristicPolicy(seed=2, hero_skills=False, draft=False)
    rows = np.arange(32, dtype=np.int64)
    a_new = np.zeros(32, np.int64)
    a_old = np.zeros(32, np.int64)
    for _ in range(400):
        new.act(out["observation"], out["action_mask"], rows, a_new)
        old.act(out["observation"], out["action_mask"], rows, a_old)
        assert np.array_equal(a_new, a_old)
        out = venv.step(a_new)[0]


def test_hero_prior_builder_shrinks_and_loads(tmp_path) -> None:
    """agents/hero_prior.py turns simulate results into shrunk per-identity scores, and the
    policy's table reads them (heroes missing from the file keep the HP/skills fallback)."""
    import json

    from agents.hero_prior import build_prior
    from agents.heuristic import hero_prior_table
    from qxs_env.engine.api import hero_catalogue

    cell = {"games": 400, "wins": 300}
    poor = {"games": 400, "wins": 100}
    res = {"heroes_by_identity": {"aobai": {"leader": cell}, "chengkun": {"leader": poor}}}
    table = build_prior([res])
    assert table["identity_mean"]["leader"] == 0.5
    good, bad = table["win_rate"]["aobai"]["leader"], table["win_rate"]["chengkun"]["leader"]
    assert 0.5 < good < 0.75 and 0.25 < bad < 0.5  # shrunk towards the mean, order kept
    path = tmp_path / "prior.json"
    path.write_text(json.dumps(table), encoding="utf-8")
    t = hero_prior_table(path)
    idx = hero_catalogue().index
    assert t[idx["aobai"], 0] == pytest.approx(good)
    assert t[idx["aobai"], 0] > t[idx["chengkun"], 0]
    assert t[idx["guojing"], 0] != 0.0  # not in the file: mean + HP/skills term


def test_hero_prior_builder_reads_simulate_json_and_shipped_table_loads() -> None:
    """build_prior takes `qxs simulate --json` files (one table per configuration, summed), and
    the shipped agents/hero_prior.json covers every base hero for every identity."""
    import json

    from agents.hero_prior import build_prior
    from agents.heuristic import HERO_PRIOR_PATH, hero_prior_table
    from qxs_env.engine.api import hero_catalogue

    a = {"heroes_by_identity": {"aobai": {"cult": {"games": 10, "wins": 7}}}}
    b = {"heroes_by_identity": {"aobai": {"cult": {"games": 30, "wins": 5}}}}
    table = build_prior([{"configurations": [a, b]}])
    assert table["games"]["aobai"]["cult"] == 40 and table["wins"]["aobai"]["cult"] == 12
    shipped = json.loads(HERO_PRIOR_PATH.read_text(encoding="utf-8"))
    cat = hero_catalogue()
    base = [h.id for h in cat.heroes if h.set == "base"]
    assert len(base) == 40 and all(len(shipped["win_rate"][h]) == 6 for h in base)
    t = hero_prior_table()
    cult = shipped["win_rate"]["jinlunfawang"]["cult"]
    assert t[cat.index["jinlunfawang"], 2] == pytest.approx(cult)


def test_heuristic_aims_no_strategy_card_at_fuguo_daren() -> None:
    """A strategy card aimed at 慕容复 ends in his hand (复国大任): the heuristic (a cult player
    with 吸星, the leader being 慕容复) does not aim it at him. Without the rule it does, and
    two such players looped for ever (吸星 taking the card straight back)."""
    ids = ["cult", "leader", "righteous", "cult", "court"]
    sc = _hero_scenario({1: "murongfu"}, identities=ids, auto_forced=False)
    sc.hand(0, ["xixing"])
    sc.hand(1, ["zhangmenxinwu"])
    sc.play_phase(0)
    plain = HeuristicPolicy(hero_skills=False, draft=False)
    a_old = _heuristic_choice(sc, plain)
    assert a_old < sc.eng.offsets["seat"]  # the old rules play 吸星 ...
    sc.act(a_old)
    assert _heuristic_choice(sc, plain) == sc.eng.offsets["seat"] + 1  # ... at the leader
    sc = _hero_scenario({1: "murongfu"}, identities=ids, auto_forced=False)
    sc.hand(0, ["xixing"])
    sc.hand(1, ["zhangmenxinwu"])
    sc.play_phase(0)
    a = _heuristic_choice(sc)
    if a < sc.eng.offsets["seat"]:
        sc.act(a)
        if sc.decision().kind == "target":
            assert _heuristic_choice(sc) != sc.eng.offsets["seat"] + 1
