"""三国杀's fuzz slice (``qxs fuzz --game sanguosha``): the framework's fuzz loop bound to its
entry points and invariants finds no violation in random games of every table, its invariants
catch a corrupted state, and a reported game replays from its seed."""

from __future__ import annotations

import numba
import numpy as np
import pytest

from qxs_env.devtools.fuzz import fuzz, random_game
from qxs_env.engine.layout import PH_PLAY, Z_JUDGE
from qxs_env.rulesets import registry
from qxs_env.rulesets.sanguosha import invariants as I
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.engine import SanguoshaConfig, SanguoshaEngine


@numba.njit
def _check(s, tba, cfg):
    return I.check_game(s[0], tba[0], cfg)


def test_the_descriptor_gives_the_fuzz_slice() -> None:
    loop = registry.get("sanguosha").fuzz_slice()
    assert loop.__name__ == "qxs_env.rulesets.sanguosha.fuzz_slice"
    assert loop.describe(loop.D_NO_END).startswith("the game did not end")
    assert loop.describe(I.E_RESULT).startswith("a finished game's winners")


@pytest.mark.parametrize(
    ("players", "mode", "auto_forced"),
    [
        (4, "standard", True),
        (6, "two_renegades", False),
        (8, "standard", True),
        (10, "standard", False),
    ],
)
def test_random_games_break_no_invariant(players: int, mode: str, auto_forced: bool) -> None:
    config = SanguoshaConfig(players=players, mode=mode, auto_forced=auto_forced)
    result = fuzz(config, 200, batch=16, seed=players)
    assert result.ok, result.message()
    assert result.won + result.truncated == 200 and result.won > 150


@pytest.mark.parametrize(
    ("field", "code"),
    [
        ("hp", I.E_HP_OVER_MAX),
        ("ident", I.E_IDENTITIES),
        ("actor", I.E_ACTOR),
        ("hand", I.E_CARD_PLACE),
        ("judge", I.E_JUDGE_AREA),
        ("skip", I.E_PLAY_SKIPPED),
        ("shown", I.E_SHOWN),
        ("gender", I.E_HEROES),
        ("followup", I.E_TABLE_AT_PLAY),
        ("acts", I.E_ACTS),
    ],
)
def test_the_invariants_catch_a_corrupted_state(field: str, code: int) -> None:
    eng = SanguoshaEngine(SanguoshaConfig(heroes="off"))  # at the lord's play decision
    eng.reset(2)
    assert _check(eng.state, eng.tba, eng.cfg) == I.OK
    g = eng.state[0]
    p = int(eng.actor[0])
    if field == "hp":
        g.hp[p] = g.max_hp[p] + 1
    elif field == "ident":
        g.ident[(p + 1) % 5] = g.ident[p]
    elif field == "actor":
        g.actor = (p + 1) % 5
    elif field == "judge":  # a hand card (not a delayed trick) moved into the judgement area
        c = int(g.hand[p, int(g.hand_n[p]) - 1])
        g.hand_n[p] -= 1
        g.judge[p, 0] = c
        g.judge_n[p] = 1
        g.zone[c] = Z_JUDGE
        assert L.FACE_IDS[int(eng.tba[0]["card_face"][c])] not in ("lebu", "shandian")
    elif field == "skip":  # at the play decision, the play phase still to be skipped
        g.skip[p] = 1 << PH_PLAY
    elif field == "shown":  # a card of the draw pile listed as shown on the table
        g.shown[0] = g.draw[0]
        g.shown_n = 1
    elif field == "gender":  # no heroes: no seat has a gender (雌雄雙股劍 never acts)
        g.gender[p] = 0
    elif field == "followup":  # a 青龍偃月刀 follow-up marked at a play decision
        g.followup_use = 0
    elif field == "acts":  # an act of a seat towards itself in the public history
        g.acts[p, p, L.ACT_AIMED] = 1
    else:
        g.hand[p, 0] = g.hand[p, 1]
    assert _check(eng.state, eng.tba, eng.cfg) == code


def test_a_game_replays_from_its_seed() -> None:
    config = SanguoshaConfig(players=7)
    first = random_game(config, 41)
    again = random_game(config, 41)
    assert first.code == 0 and first.actions == again.actions
    assert first.state_hash() == again.state_hash()
    assert np.array_equal(first.engine.state.won, again.engine.state.won)
