"""RLlib checkpoints as lab policies: ``qxs simulate --agents cult=rllib:PATH[@MODULE]``.

``PATH`` is a checkpoint written by ``examples/rllib_train.py --checkpoint DIR``
(``Algorithm.save_to_path``), or any folder of RLlib's multi-module checkpoint layout
(``learner_group/learner/rl_module/<module>``), or one RLModule's own checkpoint folder.
``MODULE`` names the RLModule to play (``cult``, ``shared`` ...); it may be left out when the
checkpoint holds one module. The module plays greedily (the most likely legal action), so the
numbers do not depend on chunks or workers.

:class:`MaskedPPOModule` (the example's PPO network with action masking) lives here, not in the
example script, so that a checkpoint names an importable class and loads in any process (the
lab's workers, Ray tasks). Needs the ``ray`` extra (ray[rllib] and torch).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import torch
from ray.rllib.core.columns import Columns
from ray.rllib.core.rl_module.apis.value_function_api import ValueFunctionAPI
from ray.rllib.core.rl_module.torch import TorchRLModule
from torch import nn

MASKED_LOGIT = torch.finfo(torch.float32).min
"""Logit given to illegal actions: its exp() is exactly 0 in float32."""
PREFIX = "rllib:"


class MaskedPPOModule(TorchRLModule, ValueFunctionAPI):
    """PPO's policy and value networks for a ``Dict(observations, action_mask)`` observation.

    ``model_config``: ``hidden`` (list of layer widths, default ``[256, 256]``). The torso is
    shared by the policy and value heads; the value is computed from the torso's output of the
    train pass when RLlib hands it back (``Columns.EMBEDDINGS``).
    """

    def setup(self) -> None:
        """Build the layers from the spaces and ``model_config``."""
        hidden = list((self.model_config or {}).get("hidden", [256, 256]))
        width = int(self.observation_space["observations"].shape[0])
        layers: list[nn.Module] = []
        for h in hidden:
            layers += [nn.Linear(width, int(h)), nn.Tanh()]
            width = int(h)
        self.torso = nn.Sequential(*layers)
        self.pi = nn.Linear(width, int(self.action_space.n))
        self.vf = nn.Linear(width, 1)

    def _torso(self, batch: dict[str, Any]) -> torch.Tensor:
        return self.torso(batch[Columns.OBS]["observations"])

    def _heads(self, batch: dict[str, Any]) -> dict[str, Any]:
        features = self._torso(batch)
        logits = self.pi(features)
        legal = batch[Columns.OBS]["action_mask"] > 0.5
        return {
            Columns.ACTION_DIST_INPUTS: logits.masked_fill(~legal, MASKED_LOGIT),
            Columns.EMBEDDINGS: features,
        }

    def _forward(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """Inference and exploration: masked action logits."""
        out = self._heads(batch)
        out.pop(Columns.EMBEDDINGS)
        return out

    def _forward_train(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        """Training: masked action logits, and the torso output for :meth:`compute_values`."""
        return self._heads(batch)

    def compute_values(
        self, batch: dict[str, Any], embeddings: torch.Tensor | None = None
    ) -> torch.Tensor:
        """State values (for GAE and the value loss)."""
        if embeddings is None:
            embeddings = self._torso(batch)
        return self.vf(embeddings).squeeze(-1)


def split_name(text: str) -> tuple[Path, str | None]:
    """``(checkpoint path, module or None)`` of ``PATH[@MODULE]`` (the part after ``rllib:``)."""
    path, at, module = text.rpartition("@")
    if not at or not module or "/" in module or "\\" in module:
        return Path(text).expanduser(), None
    return Path(path).expanduser(), module


def module_dirs(path: Path) -> dict[str, Path]:
    """The RLModule checkpoint folders under ``path``, by module id (one unnamed entry ``""``
    when ``path`` is a single module's checkpoint)."""
    for base in (path / "learner_group" / "learner" / "rl_module", path):
        if not base.is_dir():
            continue
        found = {
            d.name: d
            for d in sorted(base.iterdir())
            if d.is_dir() and (d / "class_and_ctor_args.pkl").is_file()
        }
        if found:
            return found
    if (path / "class_and_ctor_args.pkl").is_file():
        return {"": path}
    return {}


class RLlibPolicy:
    """A lab policy (``reset`` / ``act``) that plays an RLlib RLModule greedily."""

    needs_observations = True

    def __init__(self, module: Any, name: str) -> None:
        self.module = module
        self.name = name
        self.module.eval()

    def reset(self, seed: int) -> None:
        """Nothing to reseed: the module plays greedily."""

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """The most likely legal action of each row."""
        batch = {
            Columns.OBS: {
                "observations": torch.from_numpy(np.ascontiguousarray(obs[rows], np.float32)),
                "action_mask": torch.from_numpy(np.ascontiguousarray(mask[rows], np.float32)),
            }
        }
        with torch.no_grad():
            logits = self.module.forward_inference(batch)[Columns.ACTION_DIST_INPUTS]
        out[rows] = logits.argmax(dim=-1).numpy()


_CACHE: dict[tuple[str, str], Any] = {}


def rllib_policy(text: str, config: Any = None) -> RLlibPolicy:
    """The policy of ``rllib:PATH[@MODULE]`` (``text`` without the prefix); loaded once per
    process. Raises ``ValueError`` (one line) when the checkpoint or module is not there or does
    not fit the game."""
    from ray.rllib.core.rl_module.rl_module import RLModule

    path, wanted = split_name(text)
    if not path.exists():
        raise ValueError(f"rllib:{text}: no checkpoint at {path}")
    dirs = module_dirs(path)
    if not dirs:
        raise ValueError(f"rllib:{text}: {path} holds no RLlib module checkpoint")
    if wanted is None:
        if len(dirs) > 1:
            raise ValueError(
                f"rllib:{text}: the checkpoint holds several modules; name one: "
                + ", ".join(f"rllib:{path}@{m}" for m in dirs)
            )
        wanted = next(iter(dirs))
    if wanted not in dirs:
        raise ValueError(f"rllib:{text}: no module {wanted!r}; there are {', '.join(dirs)}")
    key = (str(dirs[wanted].resolve()), wanted)
    if key not in _CACHE:
        try:
            _CACHE[key] = RLModule.from_checkpoint(str(dirs[wanted]))
        except Exception as exc:
            first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            raise ValueError(f"rllib:{text}: cannot load module {wanted!r}: {first}") from exc
    module = _CACHE[key]
    if config is not None:
        from qxs_env.rulesets.registry import ruleset_of  # this game's observation size

        space = getattr(module, "observation_space", None)
        width = getattr(getattr(space, "get", lambda _k: None)("observations"), "shape", None)
        eng = ruleset_of(config).engine_class(config, batch=1)
        if width is not None and int(width[0]) != int(eng.obs_size):
            raise ValueError(
                f"rllib:{text}: the module sees {int(width[0])} numbers, this game's "
                f"observation has {eng.obs_size}"
            )
    return RLlibPolicy(module, wanted)
