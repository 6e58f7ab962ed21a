"""``qxs audit`` (issue 20): each counter on a hand-built situation, scripted policies that do
the counted thing on purpose, and a small end-to-end run of the command."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from agents.audit import (
    BARS,
    METRICS,
    RATES,
    Auditor,
    audit_config,
)
from qxs_env.cli.audit import add_audit_parser, cmd_audit
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.card_model import action_offsets_for
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import CAT_MOVE, CULT, IDENTITY_NAMES, LEADER, RIGHTEOUS
from qxs_env.rulesets.qxs.scenario import Scenario

FIVE = ["leader", "cult", "righteous", "cult", "court"]


def audited(sc: Scenario) -> Auditor:
    """An Auditor that sees every step the scenario takes (its engine's ``step`` is wrapped)."""
    aud = Auditor(sc.eng)
    aud.start_game(0)
    step = sc.eng.step

    def audited_step(actions: Any) -> None:
        acts = np.asarray(actions, dtype=np.int64).reshape(1)
        aud.before_step(acts)
        step(actions)
        aud.after_step()

    sc.eng.step = audited_step  # type: ignore[method-assign]
    return aud


def counts(aud: Auditor) -> dict[str, int]:
    """The counts of the game under way (slot 0)."""
    return dict(aud._games[0].counts)


# ---------------------------------------------------------------------------------------------
# attacks into a guard
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("hand", "move", "target", "into", "no_alternative"),
    [
        (["li_2x1", "qi_2x1"], "li_2x1", 1, 1, 0),  # red into 闭穴功, yellow in hand reaches
        (["li_2x1", "qi_2x1"], "qi_2x1", 1, 0, 0),  # the unguarded colour: not guarded
        (["li_2x1", "li_1x1"], "li_2x1", 1, 0, 1),  # only red moves: nothing else to use
        (["ji_2x2", "qi_1x1"], "ji_2x2", 2, 0, 1),  # the yellow move does not reach seat 2
        (["ji_2x2", "qi_1x2"], "ji_2x2", 2, 1, 0),  # ... this one does
    ],
)
def test_attacks_into_guard(
    hand: list[str], move: str, target: int, into: int, no_alternative: int
) -> None:
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, hand)
    sc.equip(target, "bixuegong")  # prevents the first red or blue damage each turn
    sc.play_phase(0)
    aud = audited(sc)
    sc.use(move)
    sc.target(target)
    c = counts(aud)
    assert c.get("attacks") == 1
    guarded = into + no_alternative
    assert c.get("guarded_attacks", 0) == guarded
    assert c.get("attacks_into_guard", 0) == into
    assert c.get("guarded_attacks_no_alternative", 0) == no_alternative
    assert c.get("guarded_attacks_unchecked", 0) == 0


def test_spent_guard_is_not_a_guard() -> None:
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, ["li_2x1", "qi_2x1"])
    sc.equip(1, "bixuegong")
    sc.play_phase(0)
    sc._s["pt"][0, 1, L.PT_GUARD] = 1  # its use this turn is spent
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(1)
    assert counts(aud).get("guarded_attacks", 0) == 0


def test_recolouring_is_read_before_the_step() -> None:
    """白衣仙女 (小龙女: her red cards count as white) attacks with a red move into 移宫易穴 (it
    prevents yellow and white damage): the attack counts as white, so it is guarded. The
    colour is read from the skills the attacker had when the step began: a step that ends the
    turn gives back skills lent by 冒名顶替 (in the audit's games a borrower's red move, red
    when it was chosen, was counted white against the skills restored after the step)."""
    sc = Scenario(players=5, seed=3, identities=FIVE, deck="standard")
    sc.set_hero(0, "xiaolongnv", partial=True)
    (red,) = sc.hand(0, [("tiezhang", "red")])
    sc.equip(1, "yigongyixue")
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("tiezhang")
    sc.target(1)
    assert counts(aud).get("guarded_attacks", 0) == 1
    aud.before_step(np.zeros(1, np.int64))
    assert aud._colour(0, 0, red) == 3  # white, with the skill in place
    sc.state["skills"][0] = 0  # the skills change during the step: the colour does not
    assert aud._colour(0, 0, red) == 3


# ---------------------------------------------------------------------------------------------
# face-down targets, hostility towards the righteous once the cult is dead
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("target", "down"), [(1, 1), (4, 0)])
def test_targets_face_down(target: int, down: int) -> None:
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, ["li_2x1"])
    sc.set_face_down(1)
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(target)
    c = counts(aud)
    assert c["damaging_targets"] == 1
    assert c.get("targets_face_down", 0) == down


@pytest.mark.parametrize(
    ("cult_dead", "target", "tag", "at_righteous"),
    [
        (True, 1, "cult_dead", 1),  # 5 players, cult at 2 and 3: seat 1 is righteous
        (True, 4, "cult_dead", 0),  # the court
        (False, 1, "cult_live", 1),
    ],
)
def test_leader_hostile_to_righteous(cult_dead: bool, target: int, tag: str, at_righteous: int):
    sc = Scenario(players=5, seed=3, identities=["leader", "righteous", "cult", "cult", "court"])
    sc.hand(0, ["li_2x1"])
    if cult_dead:
        sc.kill(2)
        sc.kill(3)
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(target)
    c = counts(aud)
    assert c[f"leader_hostile_{tag}"] == 1
    assert c.get(f"leader_hostile_at_righteous_{tag}", 0) == at_righteous
    aud.finish_game(0, truncated=False)
    name = f"leader_hostile_to_righteous_{'after_cult_dead' if cult_dead else 'while_cult_live'}"
    assert aud.tally.metric(name) == float(at_righteous)
    assert aud.tally.first_rel[LEADER, target] == 1  # seat 0's target is its +target seat


# ---------------------------------------------------------------------------------------------
# cancel chains
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("second", "own", "restoring"),
    [
        (1, 1, 1),  # the cult seat cancels its own 看破: the leader draws after all
        (3, 0, 1),  # another cult seat restores the leader's draw: an enemy's benefit
        (2, 0, 0),  # the righteous restores it: a friend's benefit
    ],
)
def test_cancel_chains(second: int, own: int, restoring: int) -> None:
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, ["zhangmenxinwu"])
    sc.hand(1, ["kanpo", "kanpo"] if second == 1 else ["kanpo"])
    if second != 1:
        sc.hand(second, ["kanpo"])
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("zhangmenxinwu")  # draw 2, aimed at its user
    assert sc.decision().kind == "cancel" and sc.decision().actor == 1
    sc.cancel("kanpo")  # depth 1: cancels the leader's draw
    while sc.decision().kind == "cancel" and sc.decision().actor != second:
        sc.pass_()
    assert sc.decision().actor == second
    sc.cancel("kanpo")  # depth 2: the draw happens again
    while sc.decision().kind == "cancel":
        sc.pass_()
    c = counts(aud)
    assert c["cancels_of_cancels"] == 1
    assert c.get("own_cancel_cancelled", 0) == own
    assert c.get("cancels_restoring_enemy_benefit", 0) == restoring


# ---------------------------------------------------------------------------------------------
# rescues, kills, links
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("dying", "rescue"), [(2, True), (2, False), (1, False)])
def test_leader_rescues(dying: int, rescue: bool) -> None:
    sc = Scenario(players=5, seed=3, identities=FIVE)
    sc.hand(0, ["heiyuduanxugao"])
    sc.hp(dying, 1)
    sc.play_phase(0)
    aud = audited(sc)
    sc.inject_damage(dying, 1, source=3)
    assert sc.decision().kind == "rescue" and sc.decision().actor == 0
    if rescue:
        sc.rescue()
    else:
        sc.pass_()
    aud.finish_game(0, truncated=False)
    t = aud.tally
    did = int(sc._s["ident"][0, dying])
    assert t.rescue[LEADER, did].tolist() == [1, int(rescue)]
    expected = (1.0 if rescue else 0.0) if did == RIGHTEOUS else None
    assert t.metric("leader_rescues_righteous_rate") == expected


@pytest.mark.parametrize(("victim", "rate"), [(1, 1.0), (4, 0.0)])
def test_leader_kills_righteous(victim: int, rate: float) -> None:
    sc = Scenario(players=5, seed=3, identities=["leader", "righteous", "cult", "cult", "court"])
    sc.hand(0, ["li_2x1"])
    sc.hp(victim, 1)
    sc.play_phase(0)
    aud = audited(sc)
    sc.use("li_2x1")
    sc.target(victim)
    assert not sc.alive(victim)
    aud.finish_game(0, truncated=False)
    assert aud.tally.metric("leader_kills_righteous_rate") == rate
    aud.start_game(0)
    aud.finish_game(0, truncated=True)  # a truncated game is not a decided game
    assert aud.tally.metric("leader_kills_righteous_rate") == rate


@pytest.mark.parametrize(
    ("user", "pair", "friend"),
    [
        (0, (1, 2), 1),  # the leader links a cult seat and the righteous
        (0, (1, 3), 0),  # two cult seats
        (0, (0, 1), 1),  # itself and a cult seat: damage to the cult would pass to it
        (2, (1, 3), 0),  # the righteous links two cult seats
    ],
)
def test_links_with_friend(user: int, pair: tuple[int, int], friend: int) -> None:
    sc = Scenario(players=5, deck="standard", seed=3, identities=FIVE)
    sc.hand(user, ["yinyanghehesan"])
    sc.set_gender(pair[0], "male")
    sc.set_gender(pair[1], "female")
    sc.play_phase(user)
    aud = audited(sc)
    sc.use("yinyanghehesan")
    sc.yes()
    sc.target(pair[0])
    if sc.decision().kind == "target":  # (the only other character that differs: forced)
        sc.target(pair[1])
    assert sc.state["linked"][list(pair)].all()
    aud.finish_game(0, truncated=False)
    assert aud.tally.counts["leader_side_links"] == 1
    assert aud.tally.metric("links_with_friend_rate") == float(friend)


def test_cult_link_is_not_counted() -> None:
    sc = Scenario(players=5, deck="standard", seed=3, identities=FIVE)
    sc.hand(1, ["yinyanghehesan"])
    sc.set_gender(0, "male")
    sc.set_gender(2, "female")
    sc.play_phase(1)
    aud = audited(sc)
    sc.use("yinyanghehesan")
    sc.yes()
    sc.target(0)
    if sc.decision().kind == "target":
        sc.target(2)
    assert sc.state["linked"][[0, 2]].all()
    assert counts(aud).get("leader_side_links", 0) == 0


# ---------------------------------------------------------------------------------------------
# scripted policies over whole games
# ---------------------------------------------------------------------------------------------
class _Scripted:
    """Reads only the mask. ``attack``: use a move whenever one is legal and aim everything at
    the next seat when it is legal (else the nearest legal seat after it); otherwise pass
    when allowed, else the first legal action."""

    needs_observations = False

    def __init__(self, config: GameConfig | None, attack: bool) -> None:
        from qxs_env.rulesets.qxs.api import content_for

        _, tb = content_for(config.deck if config is not None else "starter")
        n_types = 4 * int(tb.face_category.shape[0])
        self.offsets = action_offsets_for(n_types // 4)
        self.move = np.array([tb.face_category[t // 4] == CAT_MOVE for t in range(n_types)])
        self.attack = attack
        self.name = "attack_next" if attack else "passive"

    def reset(self, seed: int) -> None:
        """Nothing random."""

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """The scripted choice for every listed row."""
        o = self.offsets
        for r in rows:
            legal = np.flatnonzero(mask[r])
            seats = legal[(legal >= o["seat"]) & (legal < o["pick"])]
            moves = legal[(legal < o["seat"])]
            moves = moves[self.move[moves]]
            if self.attack and seats.size:
                out[r] = o["seat"] + 1 if mask[r, o["seat"] + 1] else seats[0]
            elif self.attack and moves.size:
                out[r] = moves[0]
            elif mask[r, o["pass"]]:
                out[r] = o["pass"]
            else:
                out[r] = legal[0]


def test_scripted_leader_first_targets_and_kills() -> None:
    """A leader that attacks the next living seat, among seats that never act: its first
    target is always +1, and it kills the righteous exactly when an enemy sits after it."""
    from qxs_env.engine.random_streams import episode_seed
    from qxs_env.lab.simulate import POLICIES, register_policy
    from qxs_env.rulesets.qxs.api import Engine

    register_policy("audit_attack_next", lambda config: _Scripted(config, True))
    register_policy("audit_passive", lambda config: _Scripted(config, False))
    try:
        config = GameConfig(players=5, deck="starter", heroes="off")
        games, seed = 24, 7
        tally, interrupted = audit_config(
            config, games, "leader=audit_attack_next,*=audit_passive", seed, num_envs=8
        )
    finally:
        POLICIES.pop("audit_attack_next", None)
        POLICIES.pop("audit_passive", None)
    assert not interrupted and tally.games == games and tally.truncated == 0
    first = tally.first_target()
    assert set(first) == {"leader"}  # nobody else ever acts against anyone
    assert first["leader"]["seat_games"] == games
    assert first["leader"]["relative_seat"] == {"+1": 1.0}
    assert tally.metric("leader_first_target_next_seat_rate") == 1.0
    eng = Engine(config)
    next_righteous = kills = 0
    for k in range(games):
        eng.reset_one(0, int(episode_seed(seed, k, 0)))
        ids = [int(x) for x in eng.state.ident[0, :5]]
        lead = ids.index(LEADER)
        order = [ids[(lead + j) % 5] for j in range(1, 5)]  # the order it attacks in
        next_righteous += order[0] == RIGHTEOUS
        kills += any(x not in (RIGHTEOUS,) for x in order[order.index(RIGHTEOUS) + 1 :])
    assert first["leader"]["identity"].get("righteous", 0.0) == round(next_righteous / games, 4)
    assert tally.metric("leader_kills_righteous_rate") == round(kills / games, 4)
    assert tally.hostile[LEADER, CULT] > 0 and tally.hostile[CULT].sum() == 0


# ---------------------------------------------------------------------------------------------
# the command
# ---------------------------------------------------------------------------------------------
def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="qxs")
    add_audit_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["audit", *argv])


def test_cmd_audit_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "audit.json"
    args = _parse(["--players", "5", "--games", "12", "--num-envs", "12", "--json", str(out)])
    assert cmd_audit(args) == 0
    printed = json.loads(capsys.readouterr().out)
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert printed == saved
    assert saved["agents"] == "heuristic" and saved["seed"] == 0
    assert set(saved["version"]) >= {"qxs_env", "git_commit", "python", "numba"}
    block = saved["player_counts"]["standard"]["5"]
    assert block["config"]["deck"] == "standard" and block["config"]["heroes"] == "standard"
    assert block["games"] == 12 and block["decided"] + block["truncated"] == 12
    assert block["games_per_s"] > 0
    assert list(block["metrics"]) == list(METRICS)
    for name in METRICS:
        value = block["metrics"][name]
        c = block["counts"][name]
        assert 0 <= c["count"] <= c["of"] or name not in RATES
        if name in RATES:
            assert value is None or 0.0 <= value <= 1.0
        else:
            assert isinstance(value, int) and value >= 0
    assert set(block["bars"]) == set(BARS)
    leader = block["first_target"]["leader"]
    assert abs(sum(leader["relative_seat"].values()) - 1) < 1e-3
    assert set(leader["relative_seat"]) <= {"+1", "+2", "+3", "+4"}
    assert set(leader["identity"]) <= set(IDENTITY_NAMES) - {"leader"}


def test_cmd_audit_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    from qxs_env.cli.main import CliError

    args = _parse(["--players", "5", "--games", "4", "--num-envs", "4", "--agents", "random"])
    assert cmd_audit(args) == 0
    text = capsys.readouterr().out
    assert "5p standard" in text and "leader_kills_righteous_rate" in text
    for bad in (["--games", "0"], ["--players", "3"], ["--agents", "nosuch"], ["--seed", "-1"]):
        with pytest.raises(CliError):
            cmd_audit(_parse(bad))
