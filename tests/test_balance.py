"""``qxs balance`` (issue 35, scope 4): small changes (a card face's count, an integer rule)
screened on the same deals, the best combined, the best few confirmed on fresh deals, ranked by
how far the sides' win rates are from a target, within a game budget."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from qxs_env.cli.main import main
from qxs_env.lab import balance as B
from qxs_env.lab.agents import LabError
from qxs_env.lab.compare import variant_configs
from qxs_env.lab.simulate import simulate
from qxs_env.rulesets.qxs.config import GameConfig

STARTER = GameConfig(players=5, deck="starter", heroes="off")


def test_sides_and_targets_follow_the_identity_table() -> None:
    assert B.sides_of(STARTER) == [(0, 1), (2,), (3,)]  # no foreign side at 5 players
    assert B.parse_target("equal", STARTER) == pytest.approx(
        {"leader+righteous": 1 / 3, "cult": 1 / 3, "court": 1 / 3}
    )
    # seats: leader 1 + righteous 1, cult 2, court 1 (R-S1)
    assert B.parse_target("seats", STARTER) == pytest.approx(
        {"leader+righteous": 0.4, "cult": 0.4, "court": 0.2}
    )
    # a side is named by any of its identities; the others share what is left
    assert B.parse_target("righteous=0.5,court=0.1", STARTER) == pytest.approx(
        {"leader+righteous": 0.5, "cult": 0.4, "court": 0.1}
    )


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("cult=2", r"rate in \[0, 1\]"),
        ("cult", "identity=rate"),
        ("foreign=0.2", "names no side dealt here"),
        ("leader=0.3,righteous=0.3", "given twice"),
        ("leader=0.6,cult=0.6", "add up to 1"),
        ("leader=0.4,cult=0.4,court=0.1", "add up to 1"),
    ],
)
def test_bad_targets_are_refused(text: str, says: str) -> None:
    with pytest.raises(LabError, match=says):
        B.parse_target(text, STARTER)


def test_imbalance_is_the_largest_distance_from_the_target() -> None:
    target = {"a": 0.4, "b": 0.4, "c": 0.2}
    assert B.imbalance({"a": 0.5, "b": 0.35, "c": 0.15}, target) == pytest.approx(0.1)
    assert B.imbalance({"a": 0.4, "b": 0.4, "c": 0.2}, target) == pytest.approx(0.0)
    assert B.imbalance({"a": 0.4, "b": None, "c": 0.2}, target) is None


def test_single_steps_change_each_face_and_rule_by_one() -> None:
    steps = B.single_steps(STARTER, ("cards", "rules"))
    cards = {(s.target, s.delta) for s in steps if s.kind == "card"}
    rules = {(s.target, s.delta) for s in steps if s.kind == "rule"}
    copies = B.deck_faces(B.read_deck(STARTER))
    assert cards == {(f, 1) for f in copies} | {(f, -1) for f, n in copies.items() if n > 1}
    assert {name for name, _ in rules} == {
        "hand_start",
        "draw_per_turn",
        "base_hp",
        "leader_bonus",
        "kill_draw",
        "attacks_per_turn",
    }
    # within the bounds the ruleset sets: one attack per turn at least, no leader's bonus below 0
    assert ("attacks_per_turn", -1) not in rules and ("attacks_per_turn", 1) in rules
    assert len(rules) == 11
    low = STARTER.replace(base_hp=2, leader_bonus=0)
    rules = {(s.target, s.delta) for s in B.single_steps(low, ("rules",))}
    assert ("base_hp", 1) in rules and ("base_hp", -1) not in rules
    assert ("leader_bonus", 1) in rules and ("leader_bonus", -1) not in rules


def test_a_candidate_plays_its_card_and_rule_steps(tmp_path: Path) -> None:
    steps = (B.Step("card", "heiyuduanxugao", 1), B.Step("rule", "leader_bonus", -1))
    variant = B.candidate_variant(STARTER, steps, tmp_path)
    fields = dict(variant.fields)
    assert fields["leader_bonus"] == 0  # the leader's +1 at 5 players (R-S5), one less
    base = yaml.safe_load(_deck_file().read_text("utf-8"))
    changed = yaml.safe_load(Path(fields["deck"]).read_text("utf-8"))
    assert changed["expect_total"] == base["expect_total"] + 1
    assert _count(changed, "heiyuduanxugao") == _count(base, "heiyuduanxugao") + 1
    (config,) = variant_configs([STARTER], variant)  # the game accepts it
    assert config.leader_hp_bonus == 0


def _deck_file() -> Path:
    from qxs_env.rulesets.qxs.content.loader import deck_path

    return deck_path("starter")


def _count(deck: dict, face: str) -> int:
    return sum(line["count"] for line in deck["cards"] if line["face"] == face)


def test_the_search_keeps_to_its_budget_and_confirms_on_fresh_deals(tmp_path: Path) -> None:
    run = B.balance(STARTER, "seats", budget=2_000, agents="random", workdir=tmp_path, seed=5)
    meta = run.meta
    assert meta["games_played"] <= 2_000
    assert meta["kinds"] == ["rules"]  # by default the rules, where the game offers some
    assert len(run.screen) == 12  # the base and 11 rule steps
    assert meta["screen_games"] == 1_000 // 12
    assert [a.steps for a in run.confirmed][0] == ()  # the base is confirmed beside them
    assert len(run.confirmed) == 1 + B.DEFAULT_KEEP
    # the finalists are the screen's and the pairs' best, in order of imbalance
    screened = sorted(run.screen[1:] + run.combined, key=lambda a: a.imbalance)
    assert {a.steps for a in run.confirmed[1:]} == {a.steps for a in screened[:3]}
    # each pair joins two single steps that lowered the base's imbalance
    base_gap = run.screen[0].imbalance
    better = {a.steps[0] for a in run.screen[1:] if a.imbalance < base_gap}
    for arm in run.combined:
        assert len(arm.steps) == 2 and set(arm.steps) <= better
    # the confirmation's figures are an independent run of that candidate on fresh deals
    best = run.best()[0]
    variant = B.candidate_variant(STARTER, best.steps, tmp_path)
    (config,) = variant_configs([STARTER], variant)
    again = simulate(
        [config],
        meta["confirm_games"],
        "random",
        seed=5 + B.CONFIRM_SEED_OFFSET,
        num_envs=B.NUM_ENVS,
    )
    rates = B.side_rates(again.results[0], STARTER)
    assert rates == best.rates
    gaps = [abs(r["win_rate"] - run.target[s]) for s, r in rates.items()]
    assert best.imbalance == pytest.approx(max(gaps))
    # paired against the base on the same fresh deals; the base's own difference is nil
    assert all(p["diff"] == 0 for p in run.confirmed[0].paired.values())
    assert all(p["pairs"] > 0 for p in best.paired.values())


def test_the_search_repeats_with_its_seed(tmp_path: Path) -> None:
    def one(seed: int) -> dict:
        run = B.balance(
            STARTER, budget=1_400, agents="random", kinds=("rules",), workdir=tmp_path, seed=seed
        )
        return run.report()

    first = one(1)
    assert json.dumps(first, sort_keys=True) == json.dumps(one(1), sort_keys=True)
    assert first["confirmed"] != one(2)["confirmed"]


@pytest.mark.extras
def test_the_search_gives_the_same_numbers_with_ray_local(tmp_path: Path) -> None:
    """As qxs compare's bar: Ray tasks play the same games (needs the ray extra)."""
    pytest.importorskip("ray")
    run = dict(budget=1_400, agents="random", kinds=("rules",), workdir=tmp_path, seed=4)
    here, on_ray = B.balance(STARTER, **run).report(), B.balance(STARTER, **run, ray="local")
    for part in ("screen", "combined", "confirmed"):
        assert on_ray.report()[part] == here[part]
    assert on_ray.meta["ray"] == "local"


def test_a_budget_too_small_says_what_it_needs(tmp_path: Path) -> None:
    with pytest.raises(LabError, match=r"too small for 11 single steps: give at least 1,200"):
        B.balance(STARTER, budget=600, agents="random", kinds=("rules",), workdir=tmp_path)


def test_qxs_balance_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "b.json"
    code = main(
        [
            "balance",
            "--players",
            "5",
            "--deck",
            "starter",
            "--heroes",
            "off",
            "--agents",
            "random",
            "--kinds",
            "rules",
            "--budget",
            "1400",
            "--quiet",
            "--workdir",
            str(tmp_path / "decks"),
            "--json",
            str(out),
            "--csv",
            str(tmp_path / "b.csv"),
        ]
    )
    assert code == 0
    text = capsys.readouterr().out
    report = json.loads(out.read_text("utf-8"))
    assert report["target"] == pytest.approx({"leader+righteous": 0.4, "cult": 0.4, "court": 0.2})
    best = report["confirmed"][0]
    assert best["label"] in text
    rate = best["sides"]["cult"]["win_rate"]
    assert f"{100 * rate:.1f}" in text
    rows = (tmp_path / "b.csv").read_text("utf-8").splitlines()
    assert len(rows) - 1 == 3 * (
        len(report["confirmed"]) + len(report["screen"]) + len(report["combined"])
    )
    screened = len(report["screen"]) + len(report["combined"])
    played = report["screen_games"] * screened + report["confirm_games"] * len(report["confirmed"])
    assert report["games_played"] == played <= 1400


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--kinds", "colours"], "--kinds must be among cards, rules, heroes"),
        (["--within", "2"], "--within must be between 0 and 1"),
        (["--target", "cult=3"], "rate in [0, 1]"),
        (["--players", "5,8"], "one player count"),
        (["--budget", "10"], "too small"),
    ],
)
def test_qxs_balance_errors(
    args: list[str], says: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    base = [
        "balance",
        "--deck",
        "starter",
        "--heroes",
        "off",
        "--agents",
        "random",
        "--quiet",
        "--workdir",
        str(tmp_path),
    ]
    if "--players" not in args:
        base += ["--players", "5"]
    assert main(base + args) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1


def test_a_search_of_card_steps_plays_changed_decks(tmp_path: Path) -> None:
    steps = B.single_steps(STARTER, ("cards",))
    budget = 2 * B.MIN_SCREEN_GAMES * (len(steps) + 1) + 400
    run = B.balance(STARTER, "equal", budget=budget, agents="random", kinds=("cards",),
                    workdir=tmp_path, keep=2)  # fmt: skip
    assert len(run.screen) == len(steps) + 1 and len(run.confirmed) == 3
    for arm in run.combined:  # two faces, never one face twice
        assert arm.steps[0].target != arm.steps[1].target
    files = sorted(p.name for p in tmp_path.glob("*.yaml"))
    assert len(files) == len(steps) + len(run.combined)  # one deck per candidate played
    assert run.meta["games_played"] <= budget


# --- a hero's HP (GameConfig.hero_hp, --kinds heroes) ---------------------------------------
HEROES5 = GameConfig(players=5, deck="starter")


def test_hero_hp_entries_are_checked_and_change_the_seat_that_draws_the_hero() -> None:
    from qxs_env.rulesets.qxs.api import Engine

    for bad, says in [
        (("guojing",), "expected hero_id:hp"),
        (("guojing:0",), "from 1 to 50"),
        (("guojing:5", "guojing:6"), "twice"),
    ]:
        with pytest.raises(ValueError, match=says):
            HEROES5.replace(hero_hp=bad)
    with pytest.raises(ValueError, match="unknown hero 'nobody'"):
        Engine(HEROES5.replace(hero_hp=("nobody:4",)), batch=1)
    seats = ("aobai", "chengkun", "chenjinnan", "dingchunqiu", "duanyu")
    fixed = HEROES5.replace(hero_assign=seats)
    plain = Engine(fixed, batch=1)
    plain.reset(3)
    changed = Engine(fixed.replace(hero_hp=("chengkun:6",)), batch=1)
    changed.reset(3)
    before = plain.state["maxhp"][0, :5].tolist()
    after = changed.state["maxhp"][0, :5].tolist()
    assert after[1] == 6 + (before[1] - plain.hero_tables.hp[_hero("chengkun")])  # + the bonus
    assert after[:1] + after[2:] == before[:1] + before[2:]


def _hero(hid: str) -> int:
    from qxs_env.rulesets.qxs.api import hero_catalogue

    return hero_catalogue().index[hid]


def test_hero_steps_move_one_hero_by_one_within_the_bounds(tmp_path: Path) -> None:
    from qxs_env.rulesets.qxs.ruleset import HERO_HP_TUNING

    steps = B.single_steps(HEROES5, ("heroes",))
    table = B._hero_hp(HEROES5)
    assert len(table) == 40  # the standard heroes
    least, most = HERO_HP_TUNING
    assert {(s.target, s.delta) for s in steps} == {
        (h, d) for h, (hp, _, _) in table.items() for d in (1, -1) if least <= hp + d <= most
    }
    five = next(h for h, (hp, _, _) in table.items() if hp == 5)
    variant = B.candidate_variant(
        HEROES5.replace(hero_hp=("guojing:4",)), (B.Step("hero", five, 1),), tmp_path
    )
    assert dict(variant.fields) == {"hero_hp": ("guojing:4", f"{five}:6")}
    assert variant.label == f"{five} HP +1"
    (config,) = variant_configs([HEROES5], variant)  # the game accepts it
    assert B._hero_hp(config)[five][0] == 6
    with pytest.raises(LabError, match="deals no hero"):
        B.single_steps(STARTER, ("heroes",))


EIGHT = GameConfig(players=8, deck="starter", heroes="off")


def test_the_descriptor_offers_the_rulebooks_identity_tables() -> None:
    """群侠杀's rulebook (R-S1) gives two tables at 8 players, the standard and the melee (混战),
    and one at every other count: a table step exists at 8 players only."""
    from qxs_env.rulesets.qxs.ruleset import identity_tables

    assert identity_tables(EIGHT) == {"standard": {"mode": "standard"}, "melee": {"mode": "melee"}}
    assert list(identity_tables(STARTER)) == ["standard"]
    assert list(identity_tables(GameConfig(players=7))) == ["standard"]  # the ruling's
    assert B.single_steps(EIGHT, ("tables",)) == [B.Step("table", "melee", 0)]
    melee = EIGHT.replace(mode="melee")
    assert B.single_steps(melee, ("tables",)) == [B.Step("table", "standard", 0)]
    with pytest.raises(LabError, match="one identity table at 5 players"):
        B.single_steps(STARTER, ("tables",))


@pytest.mark.parametrize("mode", ["standard", "melee"])
def test_a_table_step_is_played_and_measured_against_its_own_target(
    tmp_path: Path, mode: str
) -> None:
    """The search steps from the base's identity table to the other one; the other table's arm
    deals its own identities and is measured against its own seats' shares (the melee's
    foreign and collaborator side included), and the table prints every base side."""
    base = EIGHT.replace(mode=mode)
    other = "melee" if mode == "standard" else "standard"
    run = B.balance(base, "seats", budget=600, agents="random", kinds=("tables",),
                    workdir=tmp_path, seed=2, keep=1)  # fmt: skip
    assert [a.label for a in run.screen] == ["base", f"table {other}"]
    arm = run.screen[1]
    own = base.replace(mode=other)
    assert arm.target == B.parse_target("seats", own) != run.target
    assert set(arm.rates) == {B.side_label(own, s) for s in B.sides_of(own)}
    gaps = [abs(arm.rates[s]["win_rate"] - t) for s, t in arm.target.items()]
    assert arm.imbalance == pytest.approx(max(gaps))
    (config,) = variant_configs([base], B.candidate_variant(base, arm.steps, tmp_path))
    assert config.mode == other
    assert f"table {other}" in run.text()  # the table shows every base side
    assert json.loads(json.dumps(run.report()))["screen"]
