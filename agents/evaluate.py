"""Measure an agent's uplift over random play, one identity at a time (群侠杀's: one of the
modules its descriptor names as its own agents, ``Ruleset.agent_modules``).

For a configuration (players, mode), :func:`identity_uplift` plays games in which every seat of
one identity is played by the tested policy and every other seat by a fixed opponent policy, then
the same with that identity played by :class:`agents.base.RandomPolicy`, and reports both win
rates with 95% Wilson intervals (``qxs_env.lab.stats.wilson``).

The harness routes each acting seat to a policy by the engine's identity of that seat
(``venv.engine.state["ident"]``): allowed here, because only the harness reads it; the policies
themselves see observations and masks only.

Every slot of the vector env plays the same number of games (``ceil(games / num_envs)``), so
short games are not over-represented. Truncated games count as losses of no one: they are left
out of the win rates and reported apart.

Command line::

    python -m agents.evaluate --players 5 6 7 8 8m 9 10 --games 2000
    python -m agents.evaluate --deck standard --heroes implemented --games 2000
    python -m agents.evaluate --players 8 8m --deck standard --heroes implemented \
        --compare-hero-skills --games 1000
    python -m agents.evaluate --players 8 8m --deck standard --heroes standard \
        --compare-hero-rules --games 2000
    python -m agents.evaluate --heroes-off-digest
    python -m agents.evaluate --compare-v1 --players 5 8 --games 2000

:func:`version_comparison` (``--compare-v1``) is issue 20's strength test: the current heuristic
in one identity's seats and ``heuristic_v1`` elsewhere against ``heuristic_v1`` everywhere, on
the same deals, with a paired test.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from typing import Any

import numpy as np

from agents.base import BatchPolicy, RandomPolicy
from agents.heuristic import HeuristicPolicy
from qxs_env.envs.batch import BatchEnv
from qxs_env.lab.stats import wilson
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES
from qxs_env.rulesets.qxs.content import identity_counts


def play_routed(
    players: int,
    mode: str,
    subject: BatchPolicy,
    subject_identity: int,
    opponent: BatchPolicy,
    games: int,
    seed: int = 0,
    num_envs: int = 256,
    deck: str = "starter",
    heroes: str = "off",
    max_decisions: int = 0,
    hero_assign: str | tuple[str, ...] = "draft",
) -> dict[str, Any]:
    """Play about ``games`` games, seats of ``subject_identity`` by ``subject``, the rest by
    ``opponent``; returns wins of that identity, decided games, truncated games, decisions and
    wall time. ``deck``, ``heroes``, ``hero_assign`` and ``max_decisions`` (truncation of a game
    after that many decisions, 0 never) are passed to :class:`qxs_env.envs.batch.BatchEnv`."""
    num_envs = max(1, min(num_envs, games))
    quota = math.ceil(games / num_envs)
    venv = BatchEnv(
        num_envs,
        players=players,
        mode=mode,
        deck=deck,
        heroes=heroes,
        observations=True,
        max_decisions=max_decisions,
        hero_assign=hero_assign,
    )
    subject.reset(seed + 1)
    opponent.reset(seed + 2)
    out, _ = venv.reset(seed=seed)
    done = np.zeros(num_envs, np.int64)
    acts = np.zeros(num_envs, np.int64)
    wins = decided = truncated = decisions = 0
    ident = venv.engine.state["ident"]
    slots = np.arange(num_envs)
    t0 = time.perf_counter()
    while (done < quota).any():
        seat = out["seat"]
        who = ident[slots, np.maximum(seat, 0)]
        is_subj = who == subject_identity
        rows_s = np.flatnonzero(is_subj)
        rows_o = np.flatnonzero(~is_subj)
        if rows_s.size:
            subject.act(out["observation"], out["action_mask"], rows_s, acts)
        if rows_o.size:
            opponent.act(out["observation"], out["action_mask"], rows_o, acts)
        dealt = ident[:, :players].copy()  # the identities of the games this step may end
        out, _rew, term, trunc, info = venv.step(acts)
        decisions += num_envs
        if "final" in info:
            fin = info["final"]
            for b in np.flatnonzero(fin["ended"]):
                if done[b] >= quota:
                    continue
                done[b] += 1
                if trunc[b]:
                    truncated += 1
                    continue
                decided += 1
                wins += int(fin["won"][b][dealt[b] == subject_identity].any())
    return {
        "wins": wins,
        "decided": decided,
        "truncated": truncated,
        "decisions": decisions,
        "seconds": time.perf_counter() - t0,
    }


def identity_uplift(
    players: int,
    mode: str,
    identity: int,
    games: int,
    seed: int = 0,
    opponent: str = "random",
    num_envs: int = 256,
    deck: str = "starter",
    heroes: str = "off",
) -> dict[str, Any]:
    """Win rate of ``identity`` played by the heuristic vs by random, same opponents and seeds.

    ``opponent``: ``"random"`` or ``"heuristic"`` for every seat of the other identities;
    ``deck`` and ``heroes`` choose the game's content (see
    :class:`qxs_env.rulesets.qxs.config.GameConfig`).
    """
    res: dict[str, Any] = {
        "players": players,
        "mode": mode,
        "identity": IDENTITY_NAMES[identity],
        "deck": deck,
        "heroes": heroes,
    }
    for arm, pol in (("heuristic", HeuristicPolicy()), ("random", RandomPolicy())):
        opp: BatchPolicy = RandomPolicy() if opponent == "random" else HeuristicPolicy()
        r = play_routed(
            players, mode, pol, identity, opp, games, seed, num_envs, deck=deck, heroes=heroes
        )
        lo, hi = wilson(r["wins"], r["decided"])
        r.update(
            win_rate=r["wins"] / max(r["decided"], 1),
            ci_low=lo,
            ci_high=hi,
        )
        res[arm] = r
    res["significant"] = res["heuristic"]["ci_low"] > res["random"]["ci_high"]
    return res


def hero_skill_comparison(
    players: int,
    mode: str,
    identity: int,
    games: int,
    seed: int = 0,
    num_envs: int = 256,
    deck: str = "standard",
    heroes: str = "implemented",
) -> dict[str, Any]:
    """Win rate of ``identity`` played by the heuristic with hero skills and the draft table
    (arm ``skills``) vs the heuristic without them (arm ``plain``: ``hero_skills=False,
    draft=False``), every other seat played by the plain heuristic, same seeds. Games are
    truncated after 20000 decisions (the plain heuristic can loop for ever on 吸星 against
    复国大任, see docs/agents.md); truncated games are counted apart."""
    res: dict[str, Any] = {
        "players": players,
        "mode": mode,
        "identity": IDENTITY_NAMES[identity],
        "deck": deck,
        "heroes": heroes,
    }
    arms = (
        ("skills", HeuristicPolicy()),
        ("plain", HeuristicPolicy(hero_skills=False, draft=False)),
    )
    for arm, pol in arms:
        opp = HeuristicPolicy(hero_skills=False, draft=False)
        r = play_routed(
            players,
            mode,
            pol,
            identity,
            opp,
            games,
            seed,
            num_envs,
            deck=deck,
            heroes=heroes,
            max_decisions=20000,
        )
        lo, hi = wilson(r["wins"], r["decided"])
        r.update(win_rate=r["wins"] / max(r["decided"], 1), ci_low=lo, ci_high=hi)
        res[arm] = r
    res["significant"] = res["skills"]["ci_low"] > res["plain"]["ci_high"]
    return res


def hero_rules_comparison(
    players: int,
    mode: str,
    identity: int,
    games: int,
    seed: int = 0,
    num_envs: int = 256,
    deck: str = "standard",
    heroes: str = "standard",
    hero_assign: str | tuple[str, ...] = "draft",
) -> dict[str, Any]:
    """Win rate of ``identity`` played by the heuristic with the second round of hero rules
    (arm ``v2``: the default ``HeuristicPolicy()``) vs the first version's hero play (arm
    ``v1``: ``hero_rules_v2=False``), every other seat played by the first version, same seeds
    (both arms use hero skills and the draft table). Games are truncated after 20000 decisions
    and counted apart. ``hero_assign``: ``"draft"``, ``"random"`` or one hero id per seat (the
    seats' identities are dealt at random, so a fixed table puts the tested identity on each of
    those heroes in turn)."""
    res: dict[str, Any] = {
        "players": players,
        "mode": mode,
        "identity": IDENTITY_NAMES[identity],
        "deck": deck,
        "heroes": heroes,
    }
    for arm, pol in (("v2", HeuristicPolicy()), ("v1", HeuristicPolicy(hero_rules_v2=False))):
        opp = HeuristicPolicy(hero_rules_v2=False)
        r = play_routed(
            players,
            mode,
            pol,
            identity,
            opp,
            games,
            seed,
            num_envs,
            deck=deck,
            heroes=heroes,
            max_decisions=20000,
            hero_assign=hero_assign,
        )
        lo, hi = wilson(r["wins"], r["decided"])
        r.update(win_rate=r["wins"] / max(r["decided"], 1), ci_low=lo, ci_high=hi)
        res[arm] = r
    res["hero_assign"] = hero_assign
    res["significant"] = res["v2"]["ci_low"] > res["v1"]["ci_high"]
    res["worse"] = res["v2"]["ci_high"] < res["v1"]["ci_low"]
    return res


def heroes_off_digest(games: int = 200, seed: int = 7) -> dict[str, str]:
    """A digest of heroes-off heuristic play: the actions of ``games`` all-heuristic games at
    5, 8, 8-melee and 10 players on the starter and standard decks (SHA-256 of every step's
    action vector, finished slots written as -1). The trained agents take the heuristic's
    choice as an input, so heroes-off play must not move when hero rules change: compare the
    digests before and after a change (``python -m agents.evaluate --heroes-off-digest``)."""
    import hashlib

    out: dict[str, str] = {}
    for deck in ("starter", "standard"):
        for players, mode in ((5, "standard"), (8, "standard"), (8, "melee"), (10, "standard")):
            venv = BatchEnv(games, players=players, mode=mode, deck=deck, heroes="off")
            pol = HeuristicPolicy(seed=1, deck=deck)
            obs, _ = venv.reset(seed=seed)
            done = np.zeros(games, bool)
            acts = np.zeros(games, np.int64)
            rows = np.arange(games, dtype=np.int64)
            h = hashlib.sha256()
            while not done.all():
                pol.act(obs["observation"], obs["action_mask"], rows, acts)
                h.update(np.where(done, -1, acts).tobytes())
                obs, _r, term, trunc, _info = venv.step(acts)
                done |= term | trunc
            out[f"{deck}-{players}{'m' if mode == 'melee' else ''}"] = h.hexdigest()[:16]
    return out


def matched_baseline_spec(identity: str, old: str) -> str:
    """The lab agents spec of :func:`version_comparison`'s matched baseline: every seat played
    by ``old``, the seats of ``identity`` by a second instance of it (``old#tested``), so that
    the baseline has the same policy objects as the run it is compared with."""
    return f"{identity}={old}#tested,*={old}"


def version_comparison(
    players: int,
    identity: int,
    games: int,
    seed: int = 0,
    mode: str = "standard",
    deck: str = "standard",
    heroes: str = "standard",
    new: str = "heuristic",
    old: str = "heuristic_v1",
    baseline: Any = None,
    matched: bool = True,
) -> dict[str, Any]:
    """Paired comparison of two lab policies in the seats of one identity (issue 20's strength
    test): the same ``games`` deals (game k is dealt from ``episode_seed(seed, k, 0)``, whatever
    the agents) are played once with ``new`` in every seat of ``identity`` and ``old`` in every
    other seat, and once with ``old`` everywhere. Returns both win rates of ``identity`` with
    95% Wilson intervals and ``qxs_env.lab.stats.paired_difference`` of the per-deal outcomes
    (``diff``, its interval, the exact McNemar ``p_value``; truncated games left out).
    ``baseline``: the ``GameResults`` of the all-``old`` run when already played, else it is
    played here.

    ``matched`` (the default): in the all-``old`` run the identity's seats are played by a
    second instance of ``old`` (``old#tested``, the lab's ``NAME#TAG``), as ``new`` plays them
    in the other run, so both runs have the same policy objects and draw the same tie-breaks
    per group of seats: with ``new`` behaving as ``old`` the two runs are the same games, and
    every discordant deal comes from a difference of play. Unmatched (one ``old`` object for
    every seat), a seat's draws depend on which object plays the other seats, and the runs
    drift apart after the first tie even between equal policies (about 1.5 points of spread at
    2,000 deals: docs/agents.md, "Issue 34"). The matched baseline depends on the identity."""
    from qxs_env.lab.simulate import simulate
    from qxs_env.lab.stats import paired_difference
    from qxs_env.rulesets.qxs.config import GameConfig

    cfg = GameConfig(players=players, mode=mode, deck=deck, heroes=heroes)
    name = IDENTITY_NAMES[identity]
    if baseline is None:
        spec = matched_baseline_spec(name, old) if matched else old
        baseline = simulate(cfg, games, spec, seed=seed).results[0]
    tested = simulate(cfg, games, f"{name}={new},*={old}", seed=seed).results[0]

    def outcome(res: Any) -> np.ndarray:
        o = np.array([int(res.identity_won(g, identity)) for g in range(res.games)], np.int64)
        o[np.asarray(res.truncated, bool)] = -1
        return o

    a, b = outcome(tested), outcome(baseline)
    out: dict[str, Any] = {
        "players": players,
        "mode": mode,
        "identity": name,
        "deck": deck,
        "heroes": heroes,
        "games": games,
        "seed": seed,
        "new": new,
        "old": old,
        "paired": paired_difference(a, b),
        "baseline": baseline,
    }
    for arm, x in (("new_arm", a), ("old_arm", b)):
        ok = x >= 0
        wins, n = int(x[ok].sum()), int(ok.sum())
        lo, hi = wilson(wins, n)
        out[arm] = {"wins": wins, "decided": n, "win_rate": wins / max(n, 1), "ci": [lo, hi]}
    return out


ACTION_DIGEST_CONFIGS: tuple[tuple[str, str, int, str], ...] = (
    ("starter", "off", 5, "standard"),
    ("standard", "off", 8, "standard"),
    ("standard", "standard", 5, "standard"),
    ("standard", "standard", 8, "standard"),
    ("standard", "standard", 8, "melee"),
    ("standard", "all", 10, "standard"),
)
"""(deck, heroes, players, mode) of :func:`action_digest`."""


def action_digest(
    make_policy: Any, games: int = 16, seed: int = 11, steps: int = 0
) -> dict[str, str]:
    """A digest of a policy's play: for every configuration of :data:`ACTION_DIGEST_CONFIGS`,
    ``games`` games in which ``make_policy(deck)`` (reset to seed 1) plays every seat, SHA-256
    of every step's action vector (finished slots written as -1), first 16 hex digits. ``steps``
    > 0 stops after that many steps. Used to show that a kept version of the heuristic
    (``agents.heuristic_v1``) still chooses what it chose when it was the current one."""
    import hashlib

    out: dict[str, str] = {}
    for deck, heroes, players, mode in ACTION_DIGEST_CONFIGS:
        venv = BatchEnv(games, players=players, mode=mode, deck=deck, heroes=heroes)
        pol = make_policy(deck)
        pol.reset(1)
        obs, _ = venv.reset(seed=seed)
        done = np.zeros(games, bool)
        acts = np.zeros(games, np.int64)
        rows = np.arange(games, dtype=np.int64)
        h = hashlib.sha256()
        k = 0
        while not done.all() and (steps <= 0 or k < steps):
            pol.act(obs["observation"], obs["action_mask"], rows, acts)
            h.update(np.where(done, -1, acts).tobytes())
            obs, _r, term, trunc, _info = venv.step(acts)
            done |= term | trunc
            k += 1
        out[f"{deck}-{heroes}-{players}{'m' if mode == 'melee' else ''}"] = h.hexdigest()[:16]
    return out


def decision_rate(
    policy: BatchPolicy,
    players: int = 8,
    mode: str = "standard",
    steps: int = 2000,
    num_envs: int = 256,
    seed: int = 0,
) -> float:
    """Decisions per second of ``policy`` playing every seat through a :class:`BatchEnv` with
    observations (one warm-up step first, so compilation is not timed)."""
    venv = BatchEnv(num_envs, players=players, mode=mode, observations=True)
    out, _ = venv.reset(seed=seed)
    acts = np.zeros(num_envs, np.int64)
    rows = np.arange(num_envs, dtype=np.int64)
    policy.reset(seed)
    policy.act(out["observation"], out["action_mask"], rows, acts)
    out = venv.step(acts)[0]
    t0 = time.perf_counter()
    for _ in range(steps):
        policy.act(out["observation"], out["action_mask"], rows, acts)
        out = venv.step(acts)[0]
    return steps * num_envs / (time.perf_counter() - t0)


def _configs(specs: list[str]) -> list[tuple[int, str]]:
    out = []
    for s in specs:
        if s.endswith("m"):
            out.append((int(s[:-1]), "melee"))
        else:
            out.append((int(s), "standard"))
    return out


def _compare_v1(args: argparse.Namespace) -> None:
    """``--compare-v1``: :func:`version_comparison` for every identity of every configuration
    (the deck and heroes default to the complete game unless given)."""
    deck = args.deck if args.deck != "starter" else "standard"
    heroes = args.heroes if args.heroes != "off" else "standard"
    print(
        f"heuristic vs heuristic_v1, deck {deck}, heroes {heroes}, {args.games} games, seed "
        f"{args.seed}: win % of the identity (new in its seats / v1 everywhere), paired test"
    )
    print(
        "| players | identity | new win % [95% CI] | v1 win % [95% CI] | difference [95% CI] "
        "| p | pairs |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    rows = []
    t0 = time.perf_counter()
    for players, mode in _configs(args.players):
        for k, c in enumerate(identity_counts(players, mode)):
            if c == 0:
                continue
            r = version_comparison(players, k, args.games, args.seed, mode, deck, heroes)
            r.pop("baseline")
            rows.append(r)
            a, b, pd = r["new_arm"], r["old_arm"], r["paired"]
            label = f"{players}{' melee' if mode == 'melee' else ''}"
            print(
                f"| {label} | {IDENTITY_NAMES[k]} | {100 * a['win_rate']:.1f} "
                f"[{100 * a['ci'][0]:.1f}, {100 * a['ci'][1]:.1f}] | {100 * b['win_rate']:.1f} "
                f"[{100 * b['ci'][0]:.1f}, {100 * b['ci'][1]:.1f}] | {100 * pd['diff']:+.1f} "
                f"[{100 * pd['ci_low']:+.1f}, {100 * pd['ci_high']:+.1f}] | "
                f"{pd['p_value']:.2g} | {pd['pairs']} |",
                flush=True,
            )
    print(f"wall time {time.perf_counter() - t0:.0f} s")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(rows, fh, indent=1)


def main(argv: list[str] | None = None) -> None:
    """Command line: the uplift table for the given player counts (``8m`` = 8-player melee)."""
    args = _parser().parse_args(argv)
    if args.speed:
        _print_speeds(args)
        return
    if args.heroes_off_digest:
        print(json.dumps(heroes_off_digest(), indent=1))
        return
    if args.compare_v1:
        _compare_v1(args)
        return
    if args.compare_hero_rules:
        _compare_hero_rules(args)
        return
    if args.compare_hero_skills:
        _compare_hero_skills(args)
        return
    _uplift_table(args)


def _parser() -> argparse.ArgumentParser:
    """The command line of :func:`main`."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", nargs="+", default=["5", "6", "7", "8", "8m", "9", "10"])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--opponent", choices=("random", "heuristic"), default="random")
    ap.add_argument("--num-envs", type=int, default=256)
    ap.add_argument("--speed", action="store_true", help="only print decisions/s")
    ap.add_argument(
        "--compare-hero-skills",
        action="store_true",
        help="heuristic with hero skills and draft table vs without, others plain heuristic",
    )
    ap.add_argument(
        "--compare-hero-rules",
        action="store_true",
        help="heuristic with the second round of hero rules vs the first version's, others v1",
    )
    ap.add_argument(
        "--compare-v1",
        action="store_true",
        help="paired test: the heuristic in one identity's seats, heuristic_v1 everywhere else, "
        "against heuristic_v1 everywhere (same deals); default game: standard deck and heroes",
    )
    ap.add_argument(
        "--heroes-off-digest",
        action="store_true",
        help="print a digest of heroes-off heuristic play (must not change with hero rules)",
    )
    ap.add_argument(
        "--hero-assign",
        default="draft",
        help="with --compare-hero-rules: draft, random, or comma-separated hero ids, one per seat",
    )
    ap.add_argument("--json", help="also write the rows to this JSON file")
    ap.add_argument("--deck", default="starter", help="deck name or YAML path (default starter)")
    ap.add_argument(
        "--heroes", default="off", help="hero set: off, implemented, standard, all (default off)"
    )
    return ap


def _write_rows(path: str | None, rows: list[dict]) -> None:
    """The table's rows as JSON to ``path`` (``--json``), if given."""
    if path:
        with open(path, "w") as fh:
            json.dump(rows, fh, indent=1)


def _print_speeds(args: argparse.Namespace) -> None:
    """``--speed``: decisions per second of the heuristic and of random play per configuration."""
    for players, mode in _configs(args.players):
        h = decision_rate(HeuristicPolicy(), players, mode)
        r = decision_rate(RandomPolicy(), players, mode)
        print(
            f"{players} {mode}: heuristic {h:,.0f} decisions/s, random {r:,.0f} "
            f"decisions/s (ratio {h / r:.2f})",
            flush=True,
        )


def _compare_hero_rules(args: argparse.Namespace) -> None:
    """``--compare-hero-rules``: the table of :func:`hero_rules_comparison` per identity."""
    rows = []
    t0 = time.perf_counter()
    print("| players | identity | v2 win % [95% CI] | v1 win % [95% CI] | sig | trunc |")
    print("| --- | --- | --- | --- | --- | --- |")
    for players, mode in _configs(args.players):
        for k, c in enumerate(identity_counts(players, mode)):
            if c == 0:
                continue
            assign = args.hero_assign
            if "," in assign:
                assign = tuple(x.strip() for x in assign.split(","))
            r = hero_rules_comparison(
                players,
                mode,
                k,
                args.games,
                args.seed,
                args.num_envs,
                args.deck,
                args.heroes,
                assign,
            )
            rows.append(r)
            h, q = r["v2"], r["v1"]
            label = f"{players}{' melee' if mode == 'melee' else ''}"
            sig = "better" if r["significant"] else ("worse" if r["worse"] else "no")
            print(
                f"| {label} | {IDENTITY_NAMES[k]} | {100 * h['win_rate']:.1f} "
                f"[{100 * h['ci_low']:.1f}, {100 * h['ci_high']:.1f}] | "
                f"{100 * q['win_rate']:.1f} [{100 * q['ci_low']:.1f}, "
                f"{100 * q['ci_high']:.1f}] | {sig} | {h['truncated']}/{q['truncated']} |",
                flush=True,
            )
    print(
        f"wall time {time.perf_counter() - t0:.0f} s (decided games per arm: "
        f"{rows[0]['v2']['decided'] if rows else 0})"
    )
    _write_rows(args.json, rows)


def _compare_hero_skills(args: argparse.Namespace) -> None:
    """``--compare-hero-skills``: the table of :func:`hero_skill_comparison` per identity."""
    rows = []
    t0 = time.perf_counter()
    print("| players | identity | with skills win % [95% CI] | plain win % [95% CI] | sig |")
    print("| --- | --- | --- | --- | --- |")
    for players, mode in _configs(args.players):
        for k, c in enumerate(identity_counts(players, mode)):
            if c == 0:
                continue
            r = hero_skill_comparison(
                players,
                mode,
                k,
                args.games,
                args.seed,
                args.num_envs,
                args.deck,
                args.heroes,
            )
            rows.append(r)
            h, q = r["skills"], r["plain"]
            label = f"{players}{' melee' if mode == 'melee' else ''}"
            print(
                f"| {label} | {IDENTITY_NAMES[k]} | {100 * h['win_rate']:.1f} "
                f"[{100 * h['ci_low']:.1f}, {100 * h['ci_high']:.1f}] | "
                f"{100 * q['win_rate']:.1f} [{100 * q['ci_low']:.1f}, "
                f"{100 * q['ci_high']:.1f}] | {'yes' if r['significant'] else 'no'} | "
                f"trunc {h['truncated']}/{q['truncated']}",
                flush=True,
            )
    print(
        f"wall time {time.perf_counter() - t0:.0f} s (decided games per arm: "
        f"{rows[0]['skills']['decided'] if rows else 0})"
    )
    _write_rows(args.json, rows)


def _uplift_table(args: argparse.Namespace) -> None:
    """The default table: :func:`identity_uplift` of the heuristic over random per identity."""
    rows = []
    t0 = time.perf_counter()
    print("| players | identity | heuristic win % [95% CI] | random win % [95% CI] | sig |")
    print("| --- | --- | --- | --- | --- |")
    for players, mode in _configs(args.players):
        counts = identity_counts(players, mode)
        for k, c in enumerate(counts):
            if c == 0:
                continue
            r = identity_uplift(
                players,
                mode,
                k,
                args.games,
                args.seed,
                args.opponent,
                args.num_envs,
                deck=args.deck,
                heroes=args.heroes,
            )
            rows.append(r)
            h, q = r["heuristic"], r["random"]
            label = f"{players}{' melee' if mode == 'melee' else ''}"
            print(
                f"| {label} | {IDENTITY_NAMES[k]} | {100 * h['win_rate']:.1f} "
                f"[{100 * h['ci_low']:.1f}, {100 * h['ci_high']:.1f}] (n={h['decided']}) | "
                f"{100 * q['win_rate']:.1f} [{100 * q['ci_low']:.1f}, {100 * q['ci_high']:.1f}]"
                f" (n={q['decided']}) | {'yes' if r['significant'] else 'NO'} |",
                flush=True,
            )
    print(f"wall time {time.perf_counter() - t0:.0f} s")
    _write_rows(args.json, rows)


if __name__ == "__main__":
    main()
