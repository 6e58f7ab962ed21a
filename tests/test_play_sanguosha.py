"""``qxs play --game sanguosha`` for a person (issue 36, scope 5): every decision kind prints a
prompt in words (``now:``) and its actions in the decision's words (the hero offered, the shown
card, the equipped card taken, the suit, the skill, where a card goes), the events read as a log,
``h`` gives the help and the goal, ``i`` the texts of cards, heroes, skills and identities
(:mod:`qxs_env.rulesets.sanguosha.terminal`); and a whole game is played through the CLI's input.
A seat's table shows no other seat's question (觀星's cards are its seat's alone) and no
face-down pick of the draft."""

from __future__ import annotations

import builtins
import re
from collections import Counter

import numpy as np
import pytest

import qxs_env
from qxs_env.cli.main import main
from qxs_env.engine.layout import DEC_GIVE_TO, DEC_PLACE, DEC_SELECT, DEC_SHOWN, FR_OP
from qxs_env.rulesets import registry
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha import terminal

SGS = registry.get("sanguosha")
FALLBACK = re.compile(r"decision \d|question \d|out of range|equipment slot|judgement-area card \d"
                      r"|shown card \(or|^skill |^event ")  # fmt: skip
"""What the texts say when they do not know a decision, an action or an event."""
MUST_MEET = {L.DEC_HERO, L.DEC_PLAY, L.DEC_TARGET, L.DEC_DISCARD, L.DEC_PICK, 35, 36, 44,
             DEC_SHOWN, DEC_PLACE, DEC_SELECT, DEC_GIVE_TO, L.DEC_ARMOUR, L.DEC_WEAPON,
             L.DEC_VICTIM, L.DEC_BORROWED_SHA, L.DEC_SKILL_YES, L.DEC_SKILL_TARGET,
             L.DEC_SKILL_PICK, L.DEC_SUIT}  # fmt: skip
"""The decision kinds random games with heroes meet (35, 36, 44: 無懈可擊's cancel window, the
rescue, a request for 閃 or 殺)."""


def test_every_decision_kind_reads_in_words() -> None:
    """Random games with heroes at 4, 5, 8 and 10 players until every kind of
    :data:`MUST_MEET` was met: at the first decisions of each kind, the prompt, each legal
    action and the events after it are in words (no fallback text)."""
    met: Counter[int] = Counter()
    for seed in range(40):
        players = (4, 5, 8, 10)[seed % 4]
        eng = qxs_env.make_engine(game="sanguosha", batch=1, players=players,
                                  heroes="standard", auto_forced=False)  # fmt: skip
        eng.reset(seed)
        rng = np.random.default_rng(seed)
        while not eng.done[0]:
            st = eng.state
            op = int(st.stk[0, int(st.sp[0]) - 1, FR_OP])
            met[op] += 1
            legal = eng.legal_actions(0)
            if met[op] <= 20:
                words = [SGS.decision_to_string(eng, 0)]
                words += [eng.action_to_string(int(a), 0) for a in legal]
                assert not [w for w in words if FALLBACK.search(w)], (op, words)
                assert "now: " in SGS.render_table(eng, 0, viewer=int(st.actor[0]))
            eng.step([int(legal[rng.integers(len(legal))])])
            if met[op] <= 20:
                events = SGS.events(eng, 0)
                assert not [e for e in events if FALLBACK.search(e)], events
        if MUST_MEET <= set(met):
            break
    assert MUST_MEET <= set(met), sorted(MUST_MEET - set(met))


def _engine_at(players: int, seed: int, until: object) -> object:
    """A random game with heroes, stepped until ``until(eng)`` holds."""
    eng = qxs_env.make_engine(game="sanguosha", batch=1, players=players, heroes="standard",
                              auto_forced=False)  # fmt: skip
    for s in range(seed, seed + 40):
        eng.reset(s)
        rng = np.random.default_rng(s)
        while not eng.done[0]:
            if until(eng):
                return eng
            legal = eng.legal_actions(0)
            eng.step([int(legal[rng.integers(len(legal))])])
    raise AssertionError("no such point in 40 games")


def _op(eng: object) -> int:
    st = eng.state  # type: ignore[attr-defined]
    return int(st.stk[0, int(st.sp[0]) - 1, FR_OP])


def test_guanxing_cards_are_named_to_zhuge_liang_alone() -> None:
    eng = _engine_at(5, 0, lambda e: _op(e) == DEC_SHOWN and int(e.state.shown_to[0]) >= 0)
    p = int(eng.actor[0])
    mine = SGS.render_table(eng, 0, viewer=p)
    assert "now: " in mine and "觀星" in mine
    names = [eng.action_to_string(int(a), 0) for a in eng.legal_actions(0)]
    assert all("(shown card " in n for n in names)
    other = SGS.render_table(eng, 0, viewer=(p + 1) % 5)
    assert "now: " not in other and "觀星" not in other


def test_draft_picks_stay_hidden_in_the_table_and_offers_read_as_heroes() -> None:
    eng = _engine_at(5, 0, lambda e: _op(e) == L.DEC_HERO and e.state.drafting[0]
                     and sum(int(h) >= 0 for h in e.state.hero[0, :5]) >= 3)  # fmt: skip
    st = eng.state
    p = int(eng.actor[0])
    names = [eng.action_to_string(int(a), 0) for a in eng.legal_actions(0)]
    offered = [terminal.T.hero_set().heroes[int(h)].name for h in st.offer[0, p, :3]]
    assert [n.split()[2] for n in names] == offered
    table = SGS.render_table(eng, 0, viewer=p)
    for q in range(5):
        h = int(st.hero[0, q])
        if h >= 0 and not st.revealed[0, q]:
            assert terminal.T.hero_set().heroes[h].name not in table.splitlines()[1 + q]


def test_texts_of_h_and_i() -> None:
    eng = qxs_env.make_engine(game="sanguosha", batch=1, players=5, heroes="standard")
    eng.reset(1)
    assert "You are rebel (反賊): kill the lord" in terminal.help_text("rebel")
    assert terminal.lookup(eng, "杀")[0].startswith("殺 (Attack; basic)")
    assert terminal.lookup(eng, "Peach")[0].startswith("桃 (Peach")
    assert terminal.lookup(eng, "诸葛亮")[1].strip().startswith("觀星 (triggered skill of 諸葛亮)")
    assert terminal.lookup(eng, "guanxing") == [terminal.lookup(eng, "诸葛亮")[1].strip()]
    assert "lord skill of 曹操" in terminal.lookup(eng, "護駕")[0]
    assert terminal.lookup(eng, "renegade")[0].startswith("renegade (內奸), identity: be the last")
    assert terminal.lookup(eng, "no such thing") == []
    legal = eng.legal_actions(0)  # the lord's pick
    info = terminal.action_info(eng, int(legal[0]), 0)
    assert info[0].startswith(f"[{int(legal[0])}] the hero ") and "skill of" in info[2]
    assert terminal.table_info(eng, 0, 0)[:2] == ["your hand:", "  (empty)"]


def test_a_game_through_the_cli(monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    """``qxs play --game sanguosha --heroes standard``: the human types through ``input`` (the
    first action each time, and the commands once), to the end of the game."""
    typed = iter(["h", "i", "i 0", "t", "x"])
    prompts: list[str] = []

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        return next(typed, "0")

    monkeypatch.setattr(builtins, "input", fake_input)
    argv = ["play", "--game", "sanguosha", "--players", "5", "--heroes", "standard",
            "--agents", "random", "--seed", "2"]  # fmt: skip
    assert main(argv) == 0
    out = capsys.readouterr().out
    identity = re.search(r"you are seat 0, (\w+) \((?:主公|忠臣|反賊|內奸)\)", out).group(1)
    assert f"Your goal: {terminal.goal(identity)}." in out
    assert "Commands (type one, then Enter):" in out and "now: seat 0: pick a hero" in out
    assert "'x' is not a command" in out
    assert "seat 0 plays " in out and "seat 0's turn 1" in out
    assert (
        out.rstrip().endswith(("you win!", "you lose.")) or "you win!" in out or "you lose." in out
    )
    assert not [line for line in out.splitlines() if FALLBACK.search(line.strip())]
    assert len(prompts) > 10
