"""Tests of the reference agents (agents/heuristic.py, agents/evaluate.py)."""

from __future__ import annotations

import numpy as np
import pytest

from agents.base import RandomPolicy
from agents.evaluate import play_routed
from agents.heuristic import HeuristicPolicy
from qxs_env.envs.batch import BatchEnv
from qxs_env.lab.stats import wilson
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import LEADER

N_KINDS = 10


def _decision_kinds(venv: BatchEnv, obs: np.ndarray) -> np.ndarray:
    """Decision kind of each row, read from the observation's decision slice."""
    start = venv.engine.layout.slices["decision"].start
    return np.argmax(obs[:, start : start + N_KINDS], axis=1)


def _deck_available(deck: str) -> bool:
    try:
        from qxs_env.rulesets.qxs.api import content_for

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
    venv = BatchEnv(n_env, players=players, mode=mode, auto_forced=auto_forced, deck=deck)
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
    venv = BatchEnv(32, players=8)
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
    venv = BatchEnv(48, players=8, mode="melee")
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
from qxs_env.envs.batch import BatchEnv
venv = BatchEnv(4, players=8, deck="standard", observations=True)
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
    from qxs_env.rulesets.qxs.scenario import Scenario

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
    player uses it on the leader when the leader holds no card (no move to attack 黄药师 with:
    it takes the damage), then names the leader (its worst enemy) as the target (with cards
    in the leader's hand, tests/test_heuristic_issue34.py: not used)."""
    ids = ["cult", "leader", "righteous", "cult", "court"]
    sc = _hero_scenario({0: "huangyaoshi"}, identities=ids, auto_forced=False)
    sc.hand(0, [])
    sc.hand(1, [])
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
    from qxs_env.rulesets.qxs.api import hero_catalogue

    venv = BatchEnv(16, players=8, deck="standard", heroes="implemented", auto_forced=False)
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
    venv = BatchEnv(
        n_env,
        players=players,
        mode=mode,
        deck="standard",
        heroes="implemented",
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
    'BatchEnv(4, players=8, deck="standard", observations=True)',
    'BatchEnv(4, players=8, mode="melee", deck="standard", heroes="implemented", '
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
            [sys.executable, "-W", "ignore", "-c", _TRACE_SCRIPT_HEROES, "300"],
            capture_output=True,
            text=True,
            env=env,
            timeout=1500,
        )
        assert proc.returncode == 0, proc.stderr
        traces.append(json.loads(proc.stdout))
    assert traces[0] == traces[1]
    # hero skill actions appear in the trace (the skill rules are exercised)
    config = GameConfig(players=8, mode="melee", deck="standard", heroes="implemented")
    skill0 = Engine(config).offsets["skill"] + 4
    assert any(skill0 <= a < skill0 + 4 for step in traces[0] for a in step)


def test_heuristic_with_heroes_reads_only_its_inputs() -> None:
    """Heroes on: the same observation, mask and seed give the same actions after the engine's
    hidden state (other hands) is scrambled."""
    venv = BatchEnv(32, players=8, mode="melee", deck="standard", heroes="implemented")
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
    venv = BatchEnv(32, players=8, mode="melee", deck="standard", heroes="off")
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
    from qxs_env.rulesets.qxs.api import hero_catalogue

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
    the shipped tables (agents/hero_prior_v2.json, read by the heuristic, and
    agents/hero_prior.json, read by heuristic_v1) cover every base hero for every identity."""
    import json

    from agents.hero_prior import build_prior
    from agents.heuristic import HERO_PRIOR_PATH, hero_prior_table
    from qxs_env.rulesets.qxs.api import hero_catalogue

    a = {"heroes_by_identity": {"aobai": {"cult": {"games": 10, "wins": 7}}}}
    b = {"heroes_by_identity": {"aobai": {"cult": {"games": 30, "wins": 5}}}}
    table = build_prior([{"configurations": [a, b]}])
    assert table["games"]["aobai"]["cult"] == 40 and table["wins"]["aobai"]["cult"] == 12
    shipped = json.loads(HERO_PRIOR_PATH.read_text(encoding="utf-8"))
    cat = hero_catalogue()
    base = [h.id for h in cat.heroes if h.set == "base"]
    assert len(base) == 40 and all(len(shipped["win_rate"][h]) == 6 for h in base)
    v1 = json.loads(HERO_PRIOR_PATH.with_name("hero_prior.json").read_text(encoding="utf-8"))
    assert all(len(v1["win_rate"][h]) == 6 for h in base)
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


# ---- second round of hero rules (hero_rules_v2): judgement replacement, 西狂, 挥刀自宫, 蛤蟆功,
# the hero's 乾坤大挪移, skills lent by 冒名顶替 --------------------------------------------------

V1 = {"hero_rules_v2": False}


def _pass_until(sc, actor: int, kind: str) -> None:
    """Pass every decision until ``actor`` faces a decision of ``kind``."""
    for _ in range(40):
        d = sc.decision()
        if d.actor == actor and d.kind == kind:
            return
        sc.pass_()
    raise AssertionError(f"seat {actor} never faced a {kind} decision")


def _judgement_scenario(replacer: str, ident: str, top: str, stored=None):
    """The leader (seat 0) has 悲酥清风 in its judgement area (its play phase is skipped unless
    the judgement is yellow); seat 1 (``ident``) is hero ``replacer``; ``top`` is the card
    turned over. Runs to seat 1's confirm of its replacement skill."""
    ids = ["leader", ident, "cult" if ident != "cult" else "righteous", "cult", "court"]
    sc = _hero_scenario({1: replacer}, identities=ids, auto_forced=False)
    sc.hand(1, ["qi_1x1", "li_2x1"])
    if stored is not None:
        sc.stored(1, stored)
    sc.judgement(0, ["beisuqingfeng"])
    sc.draw_pile_top([top])
    sc.start_turn(0)
    _pass_until(sc, 1, "confirm")
    return sc


def test_heuristic_replaces_a_judgement_that_hurts_its_leader() -> None:
    """左冷禅 五岳盟主 (a yellow hand card replaces any judgement card), played by a righteous
    seat: the leader's 悲酥清风 is judged red (the leader would skip its play phase), so the
    heuristic replaces it with its yellow card, and the leader plays. The first version of the
    hero rules always declined (the judgement card was not observed)."""
    sc = _judgement_scenario("zuolengchan", "righteous", "li_1x1")
    yes, no = sc.eng.offsets["yes"], sc.eng.offsets["pass"]
    assert _heuristic_choice(sc, HeuristicPolicy(**V1)) == no
    assert _heuristic_choice(sc) == yes
    sc.act(yes)
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 1
    a = _heuristic_choice(sc)
    assert "qi_1x1" in sc.eng.catalogue.faces[(a // 4)].id and a % 4 == 2  # the yellow card
    sc.act(a)
    _pass_until(sc, 0, "play")  # the leader's play phase is not skipped
    assert "qi_1x1" not in sc.hand_faces(1)


def test_heuristic_keeps_a_judgement_that_already_suits_it() -> None:
    """Same table, but the judgement is yellow (the leader keeps its play phase): the righteous
    左冷禅 declines; a cult 左冷禅 declines too (its only colour, yellow, would not hurt the
    leader more)."""
    for ident in ("righteous", "cult"):
        sc = _judgement_scenario("zuolengchan", ident, "qi_2x1")
        assert _heuristic_choice(sc) == sc.eng.offsets["pass"], ident


def test_heuristic_page_boy_turns_the_leaders_judgement_as_cult() -> None:
    """冯锡范 六合童子 (a page boy may become any judgement card), played by a cult seat: the
    leader's 悲酥清风 comes out yellow (safe), so it puts a red page boy in its place (not the
    yellow one) and the leader skips its play phase; when the judgement is already red it
    declines."""
    sc = _judgement_scenario("fengxifan", "cult", "qi_2x1", stored=["qi_1x1", "li_1x1"])
    assert _heuristic_choice(sc) == sc.eng.offsets["yes"]
    sc.act(sc.eng.offsets["yes"])
    d = sc.decision()
    assert d.kind == "hand card" and d.actor == 1
    a = _heuristic_choice(sc)
    assert a % 4 == 0  # the red page boy
    sc.act(a)
    assert sc.stored_faces(1) == ["qi_1x1"]
    sc = _judgement_scenario("fengxifan", "cult", "li_2x1", stored=["qi_1x1", "li_1x1"])
    assert _heuristic_choice(sc) == sc.eng.offsets["pass"]


def _decide_on(sc, obs: np.ndarray, pol: HeuristicPolicy | None = None) -> int:
    """The heuristic's action for the pending decision from a given observation of its actor."""
    pol = pol if pol is not None else HeuristicPolicy()
    mask = np.asarray(sc.eng.mask[0], dtype=np.int8)[None, :]
    out = np.zeros(1, np.int64)
    pol.act(obs[None, :], mask, np.zeros(1, np.int64), out)
    return int(out[0])


def test_heuristic_xikuang_recolours_its_answer_to_counter() -> None:
    """杨过 西狂 (a move put out may take any colour): attacked by a red move of power 2 with
    only a yellow power-1 move in hand (1 damage as it is), the heuristic answers with the skill
    (the first version passed), gives the move, and names white, the colour that counters red
    (2 against 2: blocked). The colour prompt is read with the attacking move shown in the
    decision's card-in-question fields, as docs/observation_and_actions.md documents for a
    skill's own prompt."""
    from qxs_env.rulesets.qxs.obs import D_FACE

    sc = _hero_scenario({0: "yangguo"}, auto_forced=False)
    sc.hand(0, ["qi_1x1"])
    sc.hand(1, ["li_2x1"])
    sc.play_phase(1)
    sc.use("li_2x1")
    sc.target(0)
    skill = sc.eng.offsets["skill"] + 4 + 0
    assert _heuristic_choice(sc, HeuristicPolicy(**V1)) == sc.eng.offsets["pass"]
    assert _heuristic_choice(sc) == skill
    sc.act(skill)
    a = _heuristic_choice(sc)
    assert sc.decision().kind == "hand card" and a // 4 == sc.eng.catalogue.index["qi_1x1"]
    sc.act(a)
    assert sc.decision().kind == "colour"
    obs = sc.eng.observe(0)
    d0 = sc.eng.layout.slices["decision"].start + D_FACE
    n_faces = len(sc.eng.catalogue.faces)
    assert obs[d0 + sc.eng.catalogue.index["li_2x1"]] == 1.0  # the attacking move, shown
    assert obs[d0 + n_faces + 0] == 1.0  # red
    white = sc.eng.offsets["colour"] + 3
    assert _decide_on(sc, obs) == white
    sc.act(white)
    assert sc.hp(0) == sc.max_hp(0)  # blocked


def test_heuristic_huidao_zigong_before_a_killing_attack() -> None:
    """岳不群 挥刀自宫 (lose 1 HP: +1 power this turn), a cult seat next to the leader at 2 HP:
    the heuristic uses the skill first, then attacks; the first version attacked at once. With
    the leader at 4 HP it attacks without it. Defending, it loses 1 HP to block a hit of 1
    that would be judged after the damage."""
    ids = ["cult", "leader", "righteous", "cult", "court"]
    skill = None
    for leader_hp, want_skill in ((2, True), (4, False)):
        sc = _hero_scenario({0: "yubuqun"}, identities=ids, auto_forced=False)
        sc.hand(0, ["li_2x1", "qi_1x1"])
        sc.hp(1, leader_hp)
        sc.play_phase(0)
        skill = sc.eng.offsets["skill"] + 4 + 1
        move = sc.eng.catalogue.index["li_2x1"] * 4 + 0
        assert _heuristic_choice(sc, HeuristicPolicy(**V1)) == move
        a = _heuristic_choice(sc)
        assert a == (skill if want_skill else move), leader_hp
        if want_skill:
            sc.act(a)
            assert sc.hp(0) == sc.max_hp(0) - 1
            assert _heuristic_choice(sc) == move  # then the attack
    # defending with a power-1 move against 玄冥神掌 (power 2; after damage a judgement may
    # skip the target's play phase): the skill first, then the move blocks at 2 against 2
    # (the same HP as the 1 damage, and no judgement); against a move without a judgement the
    # skill is not used
    for mv, want_skill in (("xuanminshenzhang", True), ("tianshanliuyangzhang", False)):
        sc = _hero_scenario({0: "yubuqun"}, auto_forced=False, deck="standard")
        sc.hand(0, ["luohanquan"])
        sc.hand(1, [mv])
        sc.play_phase(1)
        sc.use(mv)
        sc.target(0)
        assert _heuristic_choice(sc, HeuristicPolicy(**V1)) != skill
        assert (_heuristic_choice(sc) == skill) == want_skill, mv
        if want_skill:
            sc.act(skill)
            sc.act(_heuristic_choice(sc))
            assert sc.clashes()[-1] == (1, 0, 2, 2) and sc.hp(0) == sc.max_hp(0) - 1


def test_heuristic_hamagong_charges_a_spare_move() -> None:
    """欧阳锋 蛤蟆功 (show a move now, +1 power from a later turn on): after its attack, with a
    move left that may not attack any more, the heuristic charges it instead of ending the
    phase (the first version ended it)."""
    ids = ["leader", "righteous", "cult", "cult", "court"]
    sc = _hero_scenario({0: "ouyangfeng"}, identities=ids, auto_forced=False)
    sc.hand(0, ["li_2x1", "qi_1x1"])
    sc.play_phase(0)
    sc.use("li_2x1")
    sc.target(1)
    _pass_until(sc, 0, "play")
    skill = sc.eng.offsets["skill"] + 4 + 1
    assert _heuristic_choice(sc, HeuristicPolicy(**V1)) == sc.eng.offsets["pass"]
    assert _heuristic_choice(sc) == skill
    sc.act(skill)
    a = _heuristic_choice(sc)
    assert sc.decision().kind == "hand card" and a // 4 == sc.eng.catalogue.index["qi_1x1"]
    sc.act(a)
    assert any("蛤蟆功" in e for e in sc.events())


def _run_own(sc, seat: int, pol: HeuristicPolicy | None = None, limit: int = 8) -> list[str]:
    """Let the heuristic decide ``seat``'s decisions (others pass) until it ends its phase;
    returns the actions taken, in words."""
    done = []
    for _ in range(limit):
        d = sc.decision()
        if d.actor != seat:
            sc.pass_()
            continue
        a = _heuristic_choice(sc, pol)
        done.append(sc.eng.action_to_string(a))
        sc.act(a)
        if a == sc.eng.offsets["pass"] and d.kind == "play":
            break
    return done


def test_heuristic_qiankun_danuoyi_hero_takes_equipment_and_moves_poison() -> None:
    """张无忌 乾坤大挪移 (throw away a red card: move an equipped or judgement-area card to the
    same area of another seat). A cult 张无忌 takes the leader's internal art into its own empty
    slot; a righteous 张无忌 moves the leader's 悲酥清风 to the seat that has been hurting the
    leader. The first version never used the skill."""
    ids = ["leader", "righteous", "cult", "cult", "court"]
    sc = _hero_scenario({2: "zhangwuji"}, identities=ids, auto_forced=False, deck="standard")
    sc.hand(2, [("kanpo", "red")])
    sc.equip(0, "bahuangliuheshengong")
    sc.play_phase(2)
    skill = sc.eng.offsets["skill"] + 4 + 1
    assert _heuristic_choice(sc, HeuristicPolicy(**V1)) != skill
    assert _heuristic_choice(sc) == skill
    _run_own(sc, 2)
    assert sc.equipment(2).get("internal") == "bahuangliuheshengong"
    assert "internal" not in sc.equipment(0)

    sc = _hero_scenario({1: "zhangwuji"}, identities=ids, auto_forced=False, deck="standard")
    sc.hand(1, [("kanpo", "red")])
    sc.judgement(0, ["beisuqingfeng"])
    sc.play_phase(1)
    sc.inject_damage(0, 1, source=2)  # seat 2 hurts the leader: a clear enemy
    sc.play_phase(1)
    assert _heuristic_choice(sc) == skill
    for _ in range(5):  # skill, red card, source seat, its card, destination
        sc.act(_heuristic_choice(sc))
    assert sc.judgement_faces(0) == [] and sc.judgement_faces(2) == ["beisuqingfeng"]


def test_heuristic_maomingdingti_on_itself_before_attacking() -> None:
    """冒名顶替 (one's hero skills become 裘千仞's until the turn ends: unlimited red attacks):
    with two red moves and the leader next to it, a cult seat plays it on itself first and
    then attacks with both moves; the first version attacked once and kept the card."""
    ids = ["cult", "leader", "righteous", "cult", "court"]
    sc = _hero_scenario({0: "guojing"}, identities=ids, auto_forced=False, deck="standard")
    sc.hand(0, ["maomingdingti", "luohanquan", "dalijingangzhang"])
    sc.hand(1, [])
    sc.play_phase(0)
    card = sc.eng.catalogue.index["maomingdingti"]
    assert _heuristic_choice(sc, HeuristicPolicy(**V1)) // 4 != card
    assert _heuristic_choice(sc) // 4 == card
    done = _run_own(sc, 0, limit=12)
    assert done[1].startswith("target seat 0")  # on itself
    assert sum(w.startswith("use ") and "冒名顶替" not in w for w in done) == 2  # two attacks


def test_heuristic_shaolin_heal_goes_to_self_not_the_enemy() -> None:
    """方证大师 少林方丈 (after using a Shaolin card: oneself or a wounded seat in reach
    recovers 1 HP): a hurt cult seat heals itself; the first version aimed the heal at its
    worst enemy (the leader), reading the prompt as harmful."""
    ids = ["cult", "leader", "righteous", "cult", "court"]
    sc = _hero_scenario({0: "fangzhengdashi"}, identities=ids, auto_forced=False, deck="standard")
    sc.hand(0, ["luohanquan"])
    sc.hand(1, [])
    sc.hp(0, 3)
    sc.hp(1, 3)
    sc.play_phase(0)
    sc.act(_heuristic_choice(sc))  # the Shaolin move ...
    sc.act(_heuristic_choice(sc))  # ... on the leader
    _pass_until(sc, 0, "confirm")
    sc.act(_heuristic_choice(sc))
    d = sc.decision()
    assert d.kind == "target" and d.actor == 0
    assert _heuristic_choice(sc, HeuristicPolicy(**V1)) == sc.eng.offsets["seat"] + 1
    assert _heuristic_choice(sc) == sc.eng.offsets["seat"] + 0


_TRACE_SCRIPT_NEW_HEROES = _TRACE_SCRIPT.replace(
    'BatchEnv(4, players=8, deck="standard", observations=True)',
    'BatchEnv(4, players=8, deck="standard", heroes="standard", auto_forced=False, '
    'hero_assign=("yangguo", "yubuqun", "ouyangfeng", "zhangwuji", "chengkun", "fengxifan", '
    '"zuolengchan", "duanyu"), observations=True)',
)


def test_heuristic_new_hero_rules_compiled_equals_uncompiled() -> None:
    """The heroes of the second round of hero rules at one table (西狂, 挥刀自宫, 蛤蟆功,
    乾坤大挪移, three judgement replacers, 六合童子): compiled and pure-Python runs choose
    the same actions, and hero skill actions occur."""
    import json
    import os
    import subprocess
    import sys

    assert _TRACE_SCRIPT_NEW_HEROES != _TRACE_SCRIPT
    traces = []
    for disable in ("0", "1"):
        env = dict(os.environ, NUMBA_DISABLE_JIT=disable)
        proc = subprocess.run(
            [sys.executable, "-W", "ignore", "-c", _TRACE_SCRIPT_NEW_HEROES, "150"],
            capture_output=True,
            text=True,
            env=env,
            timeout=1500,
        )
        assert proc.returncode == 0, proc.stderr
        traces.append(json.loads(proc.stdout))
    assert traces[0] == traces[1]
    assert any(463 <= a < 467 for step in traces[0] for a in step)


def test_heuristic_heroes_off_unchanged_by_second_hero_rules() -> None:
    """Heroes off: the heuristic with the second round of hero rules, with the first version's
    hero rules and with no hero rules at all choose the same actions over many states (the
    trained agents take its choice as an input, so heroes-off play must not move)."""
    venv = BatchEnv(32, players=10, deck="standard", heroes="off")
    out, _ = venv.reset(seed=23)
    pols = [
        HeuristicPolicy(seed=2, deck="standard"),
        HeuristicPolicy(seed=2, deck="standard", hero_rules_v2=False),
        HeuristicPolicy(seed=2, deck="standard", hero_skills=False, draft=False),
    ]
    rows = np.arange(32, dtype=np.int64)
    acts = [np.zeros(32, np.int64) for _ in pols]
    for _ in range(400):
        for pol, a in zip(pols, acts, strict=True):
            pol.act(out["observation"], out["action_mask"], rows, a)
        assert np.array_equal(acts[0], acts[1]) and np.array_equal(acts[0], acts[2])
        out = venv.step(acts[0])[0]


def test_heroes_off_digest_is_reproducible() -> None:
    """``agents.evaluate.heroes_off_digest`` (the check that heroes-off play did not move, see
    docs/agents.md) covers both decks and four configurations and gives the same digest twice."""
    from agents.evaluate import heroes_off_digest

    a = heroes_off_digest(games=4)
    assert sorted(a) == sorted(
        f"{d}-{c}" for d in ("starter", "standard") for c in ("5", "8", "8m", "10")
    )
    assert a == heroes_off_digest(games=4)
