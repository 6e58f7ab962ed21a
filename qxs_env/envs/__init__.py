"""The environments: thin views over a ruleset's batch engine, with one shared validation of
actions, seeds and configs.

- :mod:`qxs_env.envs.aec`: the PettingZoo AEC environment (``qxs_env.env``);
- :mod:`qxs_env.envs.batch`: :class:`BatchEnv`, many games stepped in one compiled call;
- :mod:`qxs_env.envs.rllib_policy`: the lab's policies as RLlib policies;
- :mod:`qxs_env.envs.validation`: the checks every adapter shares;
- :mod:`qxs_env.envs.clone`: deep copies of an adapter and its engine.

The gymnasium single-seat environments for stable-baselines3 live with training
(:mod:`qxs_env.train.env`).
"""
