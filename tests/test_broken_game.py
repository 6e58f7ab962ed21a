"""An engine error in the middle of a step leaves no corrupted game behind (issue 18).

The compiled rules raise ``RuntimeError("qxs engine: ...")`` on a state they cannot continue
from; the game is then half-updated. ``rules.apply_action`` marks the game (``state.broken``) on
entry and clears the mark only on a normal return, refuses a marked game with
``rules.ERR_BROKEN``, and ``reset`` clears the mark. ``Engine`` turns the exception into an
``EngineError`` naming the game, carrying the compiled message and how to reproduce it, and
refuses further steps and observations of the game until it is reset.

The error is forced by editing a state so that the next action raises: the pending decision
becomes the only frame of the stack, so handing the chosen card to its (missing) parent empties
the stack and ``run`` raises "qxs engine: empty decision stack".
"""

from __future__ import annotations

import numpy as np
import pytest

from qxs_env.engine.layout import DEC_BASE, FR_OP
from qxs_env.engine.state import copy_state
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.api import Engine, EngineError
from qxs_env.rulesets.qxs.config import GameConfig

CONFIG = GameConfig(players=5, deck="starter", heroes="off")  # the first decision is a play


def _break_next_action(eng: Engine, b: int) -> int:
    """Edit game b so that its next action raises inside the rules; returns a legal action."""
    st = eng.state
    sp = int(st["sp"][b])
    assert sp >= 2 and st["stk"][b, sp - 1, FR_OP] >= DEC_BASE
    st["stk"][b, 0] = st["stk"][b, sp - 1]
    st["sp"][b] = 1
    legal = eng.legal_actions(b)
    cards = [a for a in legal if a < eng.offsets["seat"]] or [eng.offsets["pass"]]
    assert cards[0] in legal
    return cards[0]


def _first_actions(eng: Engine) -> np.ndarray:
    return np.array([eng.legal_actions(b)[0] for b in range(eng.batch)], np.int64)


def test_step_error_marks_the_game_and_refuses_it_until_reset() -> None:
    eng = Engine(CONFIG, batch=3)
    eng.reset(40)
    acts = _first_actions(eng)
    acts[1] = _break_next_action(eng, 1)
    before = copy_state(eng.state)
    with pytest.raises(EngineError) as info:
        eng.step(acts)
    err = info.value
    msg = str(err)
    assert err.game == 1 and isinstance(err, RuntimeError)
    assert "game 1 is broken" in msg
    assert "qxs engine: empty decision stack" in msg  # the compiled code's own message
    assert f"seed={int(before['seed'][1])}" in msg and "players=5" in msg
    assert list(eng.broken) == [0, 1, 0]
    assert int(eng.state["ndec"][0]) == int(before["ndec"][0]) + 1  # game 0 moved
    assert eng.state[2].tobytes() == before[2].tobytes()  # game 2 did not

    # further steps, observations and legal actions of the broken game refuse
    frozen = eng.to_bytes()
    with pytest.raises(EngineError, match="game 1 is broken: RuntimeError: qxs engine: empty"):
        eng.step(_actions_or_zero(eng))
    with pytest.raises(EngineError, match="game 1 is broken"):
        eng.step_unchecked(_actions_or_zero(eng))
    with pytest.raises(EngineError, match="game 1"):
        eng.observe(0, 1)
    with pytest.raises(EngineError, match="game 1"):
        eng.legal_actions(1)
    with pytest.raises(EngineError, match="game 1"):
        eng.observe_batch(np.zeros(3, np.int64), np.zeros((3, eng.obs_size), np.float32))
    assert eng.to_bytes() == frozen  # nothing moved, not even the healthy games
    eng.observe(0, 0)  # the healthy games are still readable

    # the compiled entry refuses it too, changing nothing
    assert rules.one_game(eng.state, eng.tba, eng.cfg, 1, 0, 0) == rules.ERR_BROKEN
    assert eng.to_bytes() == frozen

    # a saved broken game stays broken
    other = Engine(CONFIG, batch=1)
    other.load_bytes(frozen)
    with pytest.raises(EngineError, match="game 1 is broken: it was saved broken"):
        other.observe(0, 1)

    # reset clears the mark: the game plays again
    eng.reset_one(1, 99)
    assert not eng.broken.any()
    eng.step(_first_actions(eng))
    other.reset(5)
    assert not other.broken.any()


def _actions_or_zero(eng: Engine) -> np.ndarray:
    return np.array(
        [eng.legal_actions(b)[0] if not eng.broken[b] else 0 for b in range(eng.batch)],
        np.int64,
    )


def test_step_unchecked_error_names_the_game() -> None:
    eng = Engine(CONFIG, batch=3)
    eng.reset(41)
    acts = _first_actions(eng)
    acts[2] = _break_next_action(eng, 2)
    err = np.full(3, -9, np.int64)
    with pytest.raises(EngineError, match="game 2 is broken: RuntimeError: qxs engine") as info:
        eng.step_unchecked(acts, err)
    assert info.value.game == 2
    assert list(err[:2]) == [rules.ERR_OK, rules.ERR_OK] and err[2] == -9
    assert list(eng.broken) == [0, 0, 1]
    eng.reset(7)  # the whole batch anew
    assert not eng.broken.any()
    assert list(eng.step_unchecked(_first_actions(eng))) == [rules.ERR_OK] * 3


def test_copy_keeps_the_mark_and_its_cause() -> None:
    eng = Engine(CONFIG, batch=1)
    eng.reset(42)
    a = _break_next_action(eng, 0)
    with pytest.raises(EngineError):
        eng.step([a])
    cp = eng.copy()
    with pytest.raises(EngineError, match="empty decision stack"):
        cp.step([a])
    cp.reset_one(0, 1)
    assert eng.broken[0] == 1 and cp.broken[0] == 0


# ---- the adapters on top: the same EngineError, and a broken game refuses further steps ------


def test_aec_env_raises_engine_error_and_refuses_the_broken_game() -> None:
    """The AEC env's fast path calls the compiled entry point itself: an exception of the rules
    comes out as the engine's EngineError, and the next step (the compiled entry answering
    ERR_BROKEN without moving) raises again instead of going on silently; reset plays again."""
    import qxs_env

    env = qxs_env.env(config=CONFIG)
    env.reset(seed=40)
    action = _break_next_action(env.engine, 0)
    env.sync()
    with pytest.raises(EngineError, match="game 0 is broken.*empty decision stack"):
        env.step(action)
    with pytest.raises(EngineError, match="game 0 is broken"):
        env.step(action)
    env.reset(seed=41)
    obs, _, term, trunc, _ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))


def test_batch_env_raises_engine_error_and_refuses_until_reset() -> None:
    """BatchEnv steps every slot in one compiled call: a slot that raises is marked broken,
    the step raises EngineError naming it, and later steps refuse (nothing moves) until
    reset."""
    from qxs_env.envs.batch import BatchEnv

    venv = BatchEnv(3, config=CONFIG)
    obs, _ = venv.reset(seed=5)
    acts = np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]], np.int64)
    acts[2] = _break_next_action(venv.engine, 2)
    with pytest.raises(EngineError, match="game 2 is broken"):
        venv.step(acts)
    before = copy_state(venv.engine.state)
    with pytest.raises(EngineError, match="game 2 is broken"):
        venv.step(acts)
    assert venv.engine.state.tobytes() == before.tobytes()
    obs, _ = venv.reset(seed=6)
    assert not venv.engine.broken.any()
    venv.step(np.array([int(np.flatnonzero(m)[0]) for m in obs["action_mask"]], np.int64))


def test_learner_games_raise_engine_error_and_refuse_until_reset() -> None:
    """The training games (LearnerGames, under SingleSeatEnv, SingleSeatVectorEnv and
    QxsVecEnv) step in compiled loops of their own: a game that raises there comes out as
    EngineError, and later steps refuse until reset."""
    from agents.learner_games import LearnerGames

    games = LearnerGames(2, CONFIG, "leader", "random")
    games.reset(7)
    acts = np.array([int(np.flatnonzero(m)[0]) for m in games.mask], np.int64)
    acts[1] = _break_next_action(games.engine, 1)
    with pytest.raises(EngineError, match="is broken"):
        games.step(acts)
    with pytest.raises(EngineError, match="is broken"):
        games.step(acts)
    games.reset(8)
    assert not games.engine.broken.any()
    games.step(np.array([int(np.flatnonzero(m)[0]) for m in games.mask], np.int64))
