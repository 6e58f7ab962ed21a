"""三国杀's audit (``agents.sanguosha_audit``): its counters on a game set up to show them, and
a short audited run with the report's shape and the figures the heuristic must always meet."""

from __future__ import annotations

import pytest

from agents.sanguosha_audit import audit
from agents.sanguosha_audit.counters import SanguoshaAuditor
from agents.sanguosha_audit.run import RATES
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig

from ..table import Table
from ..test_acts import hujia_asked
from .test_heuristic_choices import table_with


def step(t: Table, aud: SanguoshaAuditor, action: int) -> None:
    aud.before_step(0, action)
    t.act(action)
    aud.after_step(0)


def test_the_lord_killing_a_loyalist_is_counted() -> None:
    """The lord's 殺 at a loyalist at 1 HP with nothing to answer it: a hostile use at a
    loyalist, in the first round at a seat without public evidence, and the kill."""
    t = table_with(L.LOYALIST, 1)
    loyalist = t.seat(1)
    t.set_hp(loyalist, 1)
    t.equip(t.seat(4), "dilu")  # the loyalist is the only seat in range: aimed at once
    t.deal({t.lord: ["sha", "shan"]})
    aud = SanguoshaAuditor(t.eng)
    aud.start_game(0)
    step(t, aud, t.card_of(t.lord, "sha"))
    assert not t.g.alive[0, loyalist]
    assert aud.n["lord_hostile_to_loyalist"] == 1 and aud.n["lord_hostile_to_loyalist/of"] == 1
    assert aud.n["first_round_unfounded_lord"] == 1
    assert "lord_kills_loyalist" in aud.flags[0]
    assert aud.evidence[0, t.lord]  # the lord: public (its identity) and now hostile too


def test_a_discarded_peach_while_hurt_is_wasted() -> None:
    t = Table(players=5, seed=2)
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["tao", "tao", "tao"]})
    aud = SanguoshaAuditor(t.eng)
    aud.start_game(0)
    step(t, aud, t.passes)  # ends the play phase: 3 cards at 1 HP, discard 2
    step(t, aud, t.card_of(t.lord, "tao"))
    assert aud.n["wasted_discards"] == 1 and aud.n["wasted_discards/of"] == 1
    assert aud.n["wasted_discards_lord"] == 1


def test_discards_after_a_play_phase_not_played_are_not_counted() -> None:
    """A seat whose play phase was skipped (樂不思蜀: here the auditor sees no play decision of
    the turn) could not have used its cards: its discards are left out of the metric."""
    t = Table(players=5, seed=2)
    t.set_hp(t.lord, 1)
    t.deal({t.lord: ["tao", "tao", "tao"]})
    aud = SanguoshaAuditor(t.eng)
    aud.start_game(0)
    t.act(t.passes)  # the play decision, unseen by the auditor
    step(t, aud, t.card_of(t.lord, "tao"))
    assert aud.n["wasted_discards/of"] == 0 and aud.n["wasted_discards"] == 0


@pytest.mark.parametrize("heroes", ["off", "standard"])
def test_an_audited_run_reports_every_metric(heroes: str) -> None:
    configs = [SanguoshaConfig(players=p, max_turns=60, heroes=heroes) for p in (5, 8)]
    results = audit(configs, 12, "heuristic", seed=3, num_envs=6)
    rep = results.report()
    assert [c["players"] for c in rep["configs"]] == [5, 8]
    for c in rep["configs"]:
        assert c["games"] == 12 and set(c["metrics"]) == set(RATES)
        assert c["legal_defaults"] == {}
        m = c["metrics"]
        if heroes == "off":  # with heroes a seat may have no card left to save itself with
            assert m["self_rescue"]["count"] == m["self_rescue"]["of"]  # always saves itself
        assert m["wasted_discards"]["count"] <= 0.05 * max(m["wasted_discards"]["of"], 1)
    assert "lord_kills_loyalist" in results.text()


def test_a_hujia_card_given_counts_as_a_stand_in() -> None:
    """``stand_in_<identity>``: the Wei seat asked for the lord's 護駕 with a 閃 gives it."""
    t = hujia_asked()
    wei = t.seat(3)
    auditor = SanguoshaAuditor(t.eng)
    shan = t.card_of(wei, "shan")
    auditor.before_step(0, shan)
    t.act(shan)
    auditor.after_step(0)
    name = L.IDENTITY_NAMES[int(t.g.ident[0, wei])]
    assert auditor.n[f"stand_in_{name}"] == 1 and auditor.n[f"stand_in_{name}/of"] == 1


def test_a_game_whose_rules_raise_is_dropped_and_counted(monkeypatch) -> None:  # noqa: ANN001
    """An engine error in one game (the heroes' rules had some) drops that game, counted as
    ``dropped``; the audit still plays its number of games."""
    from agents.sanguosha_audit.run import audit_config
    from qxs_env.rulesets.sanguosha.engine import SanguoshaEngine, SanguoshaEngineError

    real = SanguoshaEngine.step
    calls = {"n": 0}

    def flaky(self, actions):  # noqa: ANN001, ANN202
        calls["n"] += 1
        if calls["n"] == 5:
            raise SanguoshaEngineError("sanguosha game 1 is broken: test", 1)
        return real(self, actions)

    monkeypatch.setattr(SanguoshaEngine, "step", flaky)
    counts, _, _ = audit_config(SanguoshaConfig(players=5, max_turns=30), 4, num_envs=2)
    assert counts["dropped"] == 1 and counts["games"] == 4
