"""Train 群侠杀 agents with Ray RLlib: multi-agent PPO, one policy per identity, action masking.

Run (after ``pip install torch==2.13.0`` for the CPU build, then ``pip install -e ".[ray]"``)::

    python examples/rllib_train.py --players 8 --iterations 20
    python examples/rllib_train.py --players 8 --mode melee --env-runners 2 --iterations 50
    python examples/rllib_train.py --shared --iterations 5 --checkpoint out/rllib

What it shows (docs/rllib.md explains the choices):

* **The env** — :class:`QxsMultiAgentEnv`, a thin RLlib ``MultiAgentEnv`` over the PettingZoo AEC
  env ``qxs_env.env(...)`` (one game, one acting seat at a time; illegal actions raise). Each
  step returns the observation of the one seat that must act next; at the end of a game every
  seat that acted gets its side's result (+1 / -1, 0 when cut at the turn limit) and a last
  observation. Observations are copied out of the AEC env's buffers.
* **Agents named by identity** — identities are dealt at random, so the RLlib agent ids are not
  the seats but ``<identity>_<k>`` (``cult_0``, ``cult_1``, ``leader_0``...: the k-th seat of
  that identity in seat order, re-mapped every game). The policy mapping is then a pure function
  of the agent id: one policy (RLModule) per identity, or one shared by all with ``--shared``.
  The env uses the dealt identities only to name the acting agent; the policies see only the
  seat's own observation (the same routing as ``qxs simulate --agents``).
* **Action masking** — each observation is a ``Dict`` with ``"observations"`` (the seat's view,
  float32) and ``"action_mask"`` (1.0 legal, 0.0 not). :class:`MaskedPPOModule` is a small
  torch RLModule for PPO (new API stack: ``TorchRLModule`` + ``ValueFunctionAPI``): an MLP torso
  on ``"observations"``, a policy head whose logits of illegal actions are pushed to the
  smallest float (probability 0 when sampling, and in the PPO loss), and a value head.

Everything runs on CPU. ``--env-runners 0`` (the default) samples in the driver process, the
cheapest setup on a small machine; more runners sample in parallel Ray actors.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import ray
from ray.rllib.algorithms.ppo import PPOConfig
from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec
from ray.rllib.core.rl_module.rl_module import RLModuleSpec
from ray.rllib.env.multi_agent_env import MultiAgentEnv

import qxs_env

# the masked PPO network lives in the package, so that checkpoints name an importable class and
# load anywhere, e.g. as a lab policy: qxs simulate --agents cult=rllib:DIR@cult
from qxs_env.envs.rllib_policy import MASKED_LOGIT, MaskedPPOModule  # noqa: F401
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, MAX_PLAYERS, MIN_PLAYERS
from qxs_env.rulesets.qxs.content import identity_counts

SHARED_POLICY = "shared"


# ---------------------------------------------------------------------------------------------
# the environment
# ---------------------------------------------------------------------------------------------
def identity_agents(players: int, mode: str) -> list[str]:
    """The RLlib agent ids of a configuration: ``<identity>_<k>`` for every dealt identity."""
    counts = identity_counts(players, mode)
    return [f"{IDENTITY_NAMES[i]}_{k}" for i, c in enumerate(counts) for k in range(c)]


def identity_of(agent_id: str) -> str:
    """The identity of an agent id (``cult_1`` -> ``cult``)."""
    return agent_id.rsplit("_", 1)[0]


class QxsMultiAgentEnv(MultiAgentEnv):
    """One game of 群侠杀 at a time as an RLlib ``MultiAgentEnv`` (see the module docstring).

    ``env_config`` keys: ``players`` (default 8), ``mode`` (``standard``), ``deck``
    (``starter``) and any other :class:`qxs_env.GameConfig` field, e.g. ``max_turns``.
    """

    def __init__(self, env_config: dict[str, Any] | None = None) -> None:
        super().__init__()
        cfg = dict(env_config or {})
        self.players = int(cfg.pop("players", 8))
        self.mode = str(cfg.pop("mode", "standard"))
        self.game = qxs_env.env(players=self.players, mode=self.mode, **cfg)
        self.possible_agents = identity_agents(self.players, self.mode)
        self.agents = list(self.possible_agents)
        n_actions = self.game.n_actions
        space = gym.spaces.Dict(
            {
                "observations": gym.spaces.Box(-np.inf, np.inf, (self.game.obs_size,), np.float32),
                "action_mask": gym.spaces.Box(0.0, 1.0, (n_actions,), np.float32),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = dict.fromkeys(self.possible_agents, gym.spaces.Discrete(n_actions))
        self._agent_of_seat: dict[str, str] = {}

    def _observe(self, seat: str) -> dict[str, np.ndarray]:
        """A copy of ``seat``'s observation in the module's layout."""
        o = self.game.observe(seat)
        return {
            "observations": np.array(o["observation"], dtype=np.float32),
            "action_mask": o["action_mask"].astype(np.float32),
        }

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """Deal a new game (``seed`` as in the AEC env: None draws the next game seed) and name
        every seat's agent by its dealt identity."""
        self.game.reset(seed=seed)
        # env-side bookkeeping only (like the lab's routing): which identity each seat holds
        idents = self.game.engine.state["ident"][0, : self.players]
        seen: Counter[str] = Counter()
        self._agent_of_seat = {}
        for seat, ident in enumerate(idents):
            name = IDENTITY_NAMES[int(ident)]
            self._agent_of_seat[self.game.possible_agents[seat]] = f"{name}_{seen[name]}"
            seen[name] += 1
        self.agents = list(self.possible_agents)
        seat = self.game.agent_selection
        return {self._agent_of_seat[seat]: self._observe(seat)}, {}

    def step(
        self, action_dict: dict[str, Any]
    ) -> tuple[dict[str, Any], dict[str, float], dict[str, bool], dict[str, bool], dict]:
        """Apply the acting agent's action; return the next actor's observation, or at the end
        of the game every seat's result and last observation."""
        game = self.game
        seat = game.agent_selection
        agent = self._agent_of_seat[seat]
        if set(action_dict) != {agent}:
            raise ValueError(f"expected an action for {agent} only, got {sorted(action_dict)}")
        game.step(int(action_dict[agent]))
        nxt = game.agent_selection
        ended = game.terminations[nxt] or game.truncations[nxt]
        if not ended:
            a = self._agent_of_seat[nxt]
            return {a: self._observe(nxt)}, {a: 0.0}, {"__all__": False}, {"__all__": False}, {}
        obs, rewards, terms, truncs, infos = {}, {}, {}, {}, {}
        for s, a in self._agent_of_seat.items():
            obs[a] = self._observe(s)
            rewards[a] = float(game.rewards[s])
            terms[a] = bool(game.terminations[s])
            truncs[a] = bool(game.truncations[s])
            infos[a] = {"winners": list(game.infos[s].get("winners", []))}
        terms["__all__"] = all(terms.values())
        truncs["__all__"] = not terms["__all__"]
        self.agents = []
        return obs, rewards, terms, truncs, infos


# ---------------------------------------------------------------------------------------------
# the masked PPO module
# ---------------------------------------------------------------------------------------------
# ---------------------------------------------------------------------------------------------
# configuration and training
# ---------------------------------------------------------------------------------------------
def build_config(args: argparse.Namespace) -> PPOConfig:
    """The PPO configuration for the command-line ``args`` (see :func:`parse_args`)."""
    env_config: dict[str, Any] = {"players": args.players, "mode": args.mode, "deck": args.deck}
    if args.max_turns is not None:
        env_config["max_turns"] = args.max_turns
    agents = identity_agents(args.players, args.mode)
    if args.shared:
        policies = [SHARED_POLICY]

        def mapping(agent_id: str, episode: Any = None, **kwargs: Any) -> str:
            return SHARED_POLICY
    else:
        policies = sorted({identity_of(a) for a in agents}, key=IDENTITY_NAMES.index)

        def mapping(agent_id: str, episode: Any = None, **kwargs: Any) -> str:
            return identity_of(agent_id)

    hidden = [int(x) for x in args.hidden.split(",") if x]
    spec = RLModuleSpec(module_class=MaskedPPOModule, model_config={"hidden": hidden})
    return (
        PPOConfig()
        # RLlib's env checker steps with unmasked random actions, which the env rejects
        .environment(QxsMultiAgentEnv, env_config=env_config, disable_env_checking=True)
        .multi_agent(policies=set(policies), policy_mapping_fn=mapping)
        .rl_module(rl_module_spec=MultiRLModuleSpec(rl_module_specs=dict.fromkeys(policies, spec)))
        .env_runners(
            num_env_runners=args.env_runners,
            num_envs_per_env_runner=args.envs_per_runner,
            rollout_fragment_length=args.fragment,
        )
        .learners(num_learners=0)
        .training(
            train_batch_size_per_learner=args.batch_size,
            minibatch_size=args.minibatch_size,
            num_epochs=args.epochs,
            lr=args.lr,
            gamma=1.0,  # the only reward is the game's result
            entropy_coeff=0.01,
        )
        .debugging(seed=args.seed)
    )


def summarize(result: dict[str, Any]) -> dict[str, Any]:
    """The numbers of one ``algo.train()`` result worth printing."""
    runners = result.get("env_runners", {})
    learners = result.get("learners", {})
    timers = result.get("timers", {})
    return {
        "iteration": result.get("training_iteration"),
        "env_steps": runners.get("num_env_steps_sampled_lifetime"),
        "episodes": runners.get("num_episodes_lifetime"),
        "episode_len_mean": runners.get("episode_len_mean"),
        "sample_s": timers.get("env_runner_sampling_timer"),
        "learn_s": timers.get("learner_update_timer"),
        "module_return_mean": runners.get("module_episode_returns_mean", {}),
        "policy_loss": {
            m: v.get("policy_loss")
            for m, v in learners.items()
            if isinstance(v, dict) and "policy_loss" in v
        },
    }


def train(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Build PPO, run ``args.iterations`` training iterations, optionally save a checkpoint;
    returns one :func:`summarize` dict per iteration. Starts (and stops) a local Ray instance
    unless one is already running."""
    started = False
    if not ray.is_initialized():
        ray.init(
            num_cpus=max(1, args.env_runners + 1),
            include_dashboard=False,
            logging_level="warning",
            object_store_memory=256 * 1024 * 1024,
        )
        started = True
    algo = build_config(args).build_algo()
    history: list[dict[str, Any]] = []
    try:
        for _ in range(args.iterations):
            t0 = time.perf_counter()
            row = summarize(algo.train())
            row["seconds"] = round(time.perf_counter() - t0, 2)
            history.append(row)
            print(json.dumps(row, default=float), flush=True)
        if args.checkpoint:
            path = Path(args.checkpoint).resolve()
            algo.save_to_path(str(path))
            print(f"checkpoint written to {path}")
    finally:
        algo.stop()
        if started:
            ray.shutdown()
    return history


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command-line options (``--help`` lists them)."""
    p = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    p.add_argument("--players", type=int, default=8, help="player count 4-10 (default 8)")
    p.add_argument("--mode", default="standard", help="standard or melee (8 players)")
    p.add_argument("--deck", default="starter", help="deck name or YAML path (default starter)")
    p.add_argument("--max-turns", type=int, default=None, help="cut games after this many turns")
    p.add_argument("--iterations", type=int, default=10, help="training iterations (default 10)")
    p.add_argument("--shared", action="store_true", help="one policy for every identity")
    p.add_argument("--env-runners", type=int, default=0, help="sampling actors (0: the driver)")
    p.add_argument(
        "--envs-per-runner", type=int, default=1, help="games stepped together per runner (1)"
    )
    p.add_argument("--fragment", type=int, default=200, help="rollout fragment length")
    p.add_argument("--batch-size", type=int, default=4000, help="env steps per iteration")
    p.add_argument("--minibatch-size", type=int, default=256, help="SGD minibatch size")
    p.add_argument("--epochs", type=int, default=4, help="SGD epochs per iteration")
    p.add_argument("--lr", type=float, default=3e-4, help="learning rate")
    p.add_argument("--hidden", default="256,256", help="hidden layer widths (default 256,256)")
    p.add_argument("--seed", type=int, default=0, help="seed of RLlib and the games")
    p.add_argument("--checkpoint", metavar="DIR", help="save the trained algorithm to DIR")
    p.add_argument("--json", metavar="FILE", help="also write the per-iteration rows to FILE")
    args = p.parse_args(argv)
    problem = check_args(args)
    if problem:
        p.error(problem)
    return args


def check_args(args: argparse.Namespace) -> str | None:
    """What is wrong with the command-line ``args`` (one line), or None."""
    hidden = args.hidden.split(",")
    checks = [
        (
            MIN_PLAYERS <= args.players <= MAX_PLAYERS,
            f"--players must be {MIN_PLAYERS}-{MAX_PLAYERS}",
        ),
        (args.mode in ("standard", "melee"), "--mode must be standard or melee"),
        (args.mode != "melee" or args.players == 8, "--mode melee needs --players 8"),
        (args.max_turns is None or args.max_turns >= 0, "--max-turns must be >= 0"),
        (args.iterations >= 1, "--iterations must be at least 1"),
        (args.env_runners >= 0, "--env-runners must be >= 0"),
        (args.envs_per_runner >= 1, "--envs-per-runner must be at least 1"),
        (args.fragment >= 1, "--fragment must be at least 1"),
        (args.batch_size >= 1, "--batch-size must be at least 1"),
        (1 <= args.minibatch_size <= args.batch_size, "--minibatch-size must be 1..--batch-size"),
        (args.epochs >= 1, "--epochs must be at least 1"),
        (args.lr > 0, "--lr must be > 0"),
        (
            all(h.strip().isdigit() and int(h) > 0 for h in hidden),
            "--hidden: positive widths, e.g. 256,256",
        ),
        (args.seed >= 0, "--seed must be >= 0"),
    ]
    return next((msg for ok, msg in checks if not ok), None)


def main(argv: list[str] | None = None) -> int:
    """Train from the command line; returns the exit code."""
    args = parse_args(argv)
    history = train(args)
    if args.json:
        Path(args.json).write_text(json.dumps(history, indent=2, default=float) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
