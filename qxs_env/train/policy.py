"""Trained agents: the checkpoint format and :class:`TrainedPolicy`, a batched ``BatchPolicy``.

Checkpoint (``<identity>.pt``, written by :func:`save_agent`, read by :func:`load_agent` with
``torch.load(weights_only=True)``): a dict

- ``format``: ``"qxs_env.trained/2"`` (``/1``, without ``inputs``, is still read); ``identity``:
  the identity it plays;
- ``obs_size``, ``n_actions``, ``layout``: the observation size, action count and a digest of
  the observation slices and action offsets of the engine it was trained for (the game's
  ``Ruleset.observation_layout``, :func:`engine_signature`). Loading refuses
  (:class:`CheckpointMismatch`) when the running engine differs: a network fed a different
  layout plays garbage. One difference is allowed: the observation grew at its end (new slices
  after the old ones, :func:`prefix_digest`); the network then reads the old columns, mapped to
  today's indices (:func:`map_columns`), and never the new ones;
- ``hint``: the network's input is the observation followed by the one-hot of the heuristic's
  choice (``qxs_env.train.inputs.add_hint``), so its *full* input has ``obs_size + n_actions``
  columns;
- ``inputs`` (optional, int64 tensor): the columns of that full input the network reads, in
  order (``qxs_env.train.trainer.active_inputs``: the columns that were ever nonzero in a sample
  of the training configurations; the others would have no trained weights). Absent = all;
- ``hidden`` (layer widths), ``activation`` (``tanh`` / ``relu``), ``dtype`` (storage dtype,
  float16 for the shipped agents; inference runs in float32);
- ``state_dict``: the policy network ``Linear, act, ..., Linear -> logits`` (SB3's
  ``mlp_extractor.policy_net`` followed by ``action_net``; the value head is not kept);
- ``meta``: recipe, command, timesteps, wall time, ... (also in the ``.json`` sidecar).

:class:`TrainedPolicy` plays any seat: it reads the acting seat's identity from the observation's
``self_identity`` slice, loads that identity's checkpoint on first use, and runs one forward
pass per identity present in the batch (masked argmax, or sampling with ``deterministic=False``).
The identities, the layout and the hint's heuristics (``heuristic_v1``, ``heuristic``) are the
game's, read from its descriptor in the ruleset registry (群侠杀, the shipped agents' game, by
default).
Shipped agents live in ``agents/trained/`` (installed with the package); ``QXS_TRAINED_DIR``
points it at another directory of ``<identity>.pt`` files.
"""

from __future__ import annotations

import hashlib
import json
import os
import warnings
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from qxs_env.rulesets import registry

FORMAT = "qxs_env.trained/2"
_READABLE = (FORMAT, "qxs_env.trained/1")
_ACTIVATIONS = {"tanh": nn.Tanh, "relu": nn.ReLU}


class CheckpointMismatch(ValueError):
    """A checkpoint was trained for another observation layout or action space."""


class AgentNotFound(ValueError):
    """No checkpoint for an identity in the agents directory."""


class TrainedOnAnotherGame(UserWarning):
    """A trained agent plays a game (deck, heroes) other than the one it was trained on: it
    loads (the layout is the same) but has never seen these cards or skills."""


def trained_game(header: dict[str, Any]) -> tuple[str, str]:
    """``(deck, heroes)`` a checkpoint was trained on, from its recipe (``meta.recipe``);
    recipes older than the ``heroes`` key trained with heroes off."""
    recipe = (header.get("meta") or {}).get("recipe") or {}
    heroes = recipe.get("heroes", "off")
    return str(recipe.get("deck", "?")), "off" if heroes in (False, None, "none") else str(heroes)


def hint_heuristic(header: dict[str, Any]) -> str:
    """Which heuristic gave a checkpoint its hint input in training: ``meta.hint_heuristic``,
    ``"v1"`` for checkpoints older than that key (the shipped agents: ``agents.heuristic_v1``).
    A network fed another heuristic's hints than it was trained with plays differently."""
    if not header:  # a network given in memory (a snapshot during training): today's
        return "v2"
    return str((header.get("meta") or {}).get("hint_heuristic", "v1"))


def other_game_warning(name: str, path: Path, header: dict[str, Any], config: Any) -> str | None:
    """The warning text when the checkpoint of ``name`` at ``path`` was trained on another
    deck or heroes setting than ``config``'s, else None."""
    deck, heroes = trained_game(header)
    if config is None or (deck, heroes) == (str(config.deck), str(config.heroes)):
        return None
    return (
        f"the trained {name} agent ({path}) was trained on the {deck} deck with heroes "
        f"{heroes}, but this game is the {config.deck} deck with heroes {config.heroes}: it has "
        "never seen these cards or skills, so its play here is untested (retrain it for this "
        "game: qxs train with a recipe naming this deck and heroes)"
    )


def shipped_dir() -> Path:
    """The directory of the shipped agents (``agents/trained``) or ``$QXS_TRAINED_DIR``."""
    env = os.environ.get("QXS_TRAINED_DIR")
    if env:
        return Path(env)
    import agents

    return Path(agents.__file__).resolve().parent / "trained"


def engine_signature(deck: str = "starter", game: str | None = None) -> dict[str, Any]:
    """``obs_size``, ``n_actions``, ``self_identity`` (start, stop) and ``layout`` (a digest of
    the observation slices and action offsets) of the running engine for ``deck``'s catalogue:
    the game's ``Ruleset.observation_layout`` of its config with that deck (default game:
    群侠杀); ValueError for a game without one."""
    ruleset = registry.get(game)
    if ruleset.observation_layout is None:
        raise ValueError(f"{ruleset.title} has no trained agents (no Ruleset.observation_layout)")
    layout, offsets = ruleset.observation_layout(ruleset.make_config(deck=deck))
    slices = {k: (int(v.start), int(v.stop)) for k, v in layout.slices.items()}
    actions = {k: int(v) for k, v in offsets.items()}
    return {
        "obs_size": int(layout.size),
        "n_actions": int(offsets["size"]),
        "self_identity": slices["self_identity"],
        "layout": _digest(slices, actions),
        "slices": slices,
        "actions": actions,
    }


def _digest(slices: dict[str, tuple[int, int]], actions: dict[str, int]) -> str:
    text = json.dumps({"slices": slices, "actions": actions}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def prefix_digest(sig: dict[str, Any], obs_size: int) -> str | None:
    """The layout digest the running engine would have had if its observation stopped after
    ``obs_size`` floats (its slices ending there or before), or None when ``obs_size`` is not a
    slice boundary. The observation only grows at its end, so a checkpoint whose digest equals
    this was trained on an earlier layout that is a prefix of today's."""
    kept = {k: v for k, v in sig["slices"].items() if v[1] <= obs_size}
    if not kept or max(v[1] for v in kept.values()) != obs_size:
        return None
    return _digest(kept, sig["actions"])


def map_columns(
    inputs: np.ndarray | None, obs_size: int, n_actions: int, hint: bool, new_obs_size: int
) -> np.ndarray | None:
    """The columns of today's full input (observation of ``new_obs_size`` floats, then the
    hint) that a network trained on an ``obs_size``-float prefix layout reads, in its order:
    observation columns keep their index, hint columns move by the growth. None = all columns
    of an unchanged layout."""
    if obs_size == new_obs_size:
        return inputs
    if inputs is None:
        inputs = np.arange(obs_size + (n_actions if hint else 0), dtype=np.int64)
    inputs = np.asarray(inputs, dtype=np.int64)
    return np.where(inputs >= obs_size, inputs + (new_obs_size - obs_size), inputs)


def build_net(obs_size: int, n_actions: int, hidden: list[int], activation: str) -> nn.Sequential:
    """The policy network ``obs -> hidden... -> logits`` (Linear + activation per layer)."""
    act = _ACTIVATIONS[activation]
    layers: list[nn.Module] = []
    width = obs_size
    for h in hidden:
        layers += [nn.Linear(width, h), act()]
        width = h
    layers.append(nn.Linear(width, n_actions))
    return nn.Sequential(*layers)


def net_from_sb3(model: Any) -> tuple[nn.Sequential, list[int], str]:
    """Copy the policy head of an SB3 (Maskable)PPO ``model`` (MLP policy) into a plain
    :func:`build_net` network; returns ``(net, hidden, activation)``."""
    pol = model.policy
    linears = [m for m in pol.mlp_extractor.policy_net if isinstance(m, nn.Linear)]
    acts = [m for m in pol.mlp_extractor.policy_net if not isinstance(m, nn.Linear)]
    activation = "relu" if acts and isinstance(acts[0], nn.ReLU) else "tanh"
    hidden = [m.out_features for m in linears]
    obs_size = linears[0].in_features if linears else pol.action_net.in_features
    net = build_net(obs_size, pol.action_net.out_features, hidden, activation)
    src = [*linears, pol.action_net]
    dst = [m for m in net if isinstance(m, nn.Linear)]
    with torch.no_grad():
        for d, s in zip(dst, src, strict=True):
            d.weight.copy_(s.weight)
            d.bias.copy_(s.bias)
    return net, hidden, activation


def net_into_sb3(net: nn.Sequential, model: Any) -> None:
    """Copy a :func:`build_net` network into the policy head of an SB3 (Maskable)PPO ``model``
    (the reverse of :func:`net_from_sb3`; the value network is left alone). Raises
    ``ValueError`` when the layer shapes differ."""
    pol = model.policy
    src = [m for m in net if isinstance(m, nn.Linear)]
    dst = [*[m for m in pol.mlp_extractor.policy_net if isinstance(m, nn.Linear)], pol.action_net]
    shapes = [tuple(m.weight.shape) for m in src]
    want = [tuple(m.weight.shape) for m in dst]
    if shapes != want:
        raise ValueError(f"network layers {shapes} do not fit the model's policy layers {want}")
    with torch.no_grad():
        for d, s in zip(dst, src, strict=True):
            d.weight.copy_(s.weight)
            d.bias.copy_(s.bias)


def save_agent(
    path: str | Path,
    net: nn.Sequential,
    identity: str,
    hidden: list[int],
    activation: str,
    deck: str = "starter",
    dtype: str = "float16",
    meta: dict[str, Any] | None = None,
    hint: bool = False,
    inputs: np.ndarray | None = None,
    game: str | None = None,
) -> Path:
    """Write a checkpoint (module docstring) for the running engine's layout (``game``'s, default
    群侠杀); also writes ``meta`` as a ``.json`` sidecar next to it (with ``n_inputs`` instead of
    the column list). ``inputs``: the columns of the full input the network reads (None = all).
    Returns the checkpoint path."""
    sig = engine_signature(deck, game)
    first = next(m for m in net if isinstance(m, nn.Linear))
    full = sig["obs_size"] + (sig["n_actions"] if hint else 0)
    if inputs is not None:
        inputs = np.asarray(inputs, dtype=np.int64)
        if inputs.ndim != 1 or inputs.size == 0 or inputs.min() < 0 or inputs.max() >= full:
            raise CheckpointMismatch(f"inputs must be column indices below {full}")
    want = full if inputs is None else int(inputs.size)
    if first.in_features != want:
        raise CheckpointMismatch(
            f"network input {first.in_features} != {want} (engine observation size "
            f"{sig['obs_size']}{' + the hint' if hint else ''}"
            f"{'' if inputs is None else ', selected columns'})"
        )
    tdtype = {"float16": torch.float16, "float32": torch.float32}[dtype]
    state = {k: v.detach().to(tdtype).contiguous() for k, v in net.state_dict().items()}
    ckpt = {
        "format": FORMAT,
        "identity": identity,
        "obs_size": sig["obs_size"],
        "n_actions": sig["n_actions"],
        "layout": sig["layout"],
        "hint": bool(hint),
        "hidden": list(hidden),
        "activation": activation,
        "dtype": dtype,
        "state_dict": state,
        "meta": meta or {},
    }
    if inputs is not None:
        ckpt["inputs"] = torch.from_numpy(inputs.copy())
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    torch.save(ckpt, p)
    side = {k: v for k, v in ckpt.items() if k not in ("state_dict", "inputs")}
    side["n_inputs"] = want
    p.with_suffix(".json").write_text(json.dumps(side, indent=2) + "\n", encoding="utf-8")
    return p


def load_agent(
    path: str | Path, deck: str = "starter", game: str | None = None
) -> tuple[nn.Sequential, dict[str, Any]]:
    """Load a checkpoint as a float32 network in eval mode, for ``game``'s engine (default
    群侠杀); returns ``(net, header)``.

    ``header["inputs"]`` is the int64 array of the input columns the network reads, or None
    (all of them). Raises :class:`CheckpointMismatch` when the checkpoint's observation size,
    action count or layout digest differ from the running engine's, :class:`AgentNotFound`
    when it is missing."""
    p = Path(path)
    if not p.exists():
        raise AgentNotFound(f"no trained agent at {p}")
    ckpt = torch.load(p, map_location="cpu", weights_only=True)
    if not isinstance(ckpt, dict) or ckpt.get("format") not in _READABLE:
        raise CheckpointMismatch(f"{p} is not a qxs_env trained-agent checkpoint ({FORMAT})")
    sig = engine_signature(deck, game)
    same = ckpt["obs_size"] == sig["obs_size"] and ckpt["layout"] == sig["layout"]
    prefix = ckpt["obs_size"] < sig["obs_size"] and ckpt["layout"] == prefix_digest(
        sig, int(ckpt["obs_size"])
    )
    if ckpt["n_actions"] != sig["n_actions"] or not (same or prefix):
        raise CheckpointMismatch(
            f"{p} was trained for observations of size {ckpt['obs_size']} and "
            f"{ckpt['n_actions']} actions (layout {ckpt['layout']}), but this engine has "
            f"{sig['obs_size']} and {sig['n_actions']} (layout {sig['layout']}): the "
            "observation or action layout changed since it was trained; retrain it "
            f"(qxs train --identity {ckpt.get('identity', '?')})"
        )
    width = ckpt["obs_size"] + (ckpt["n_actions"] if ckpt.get("hint") else 0)
    inputs = ckpt.get("inputs")
    if inputs is not None:
        inputs = inputs.numpy().astype(np.int64)
        if inputs.size == 0 or inputs.min() < 0 or inputs.max() >= width:
            raise CheckpointMismatch(f"{p}: input columns out of range (full input {width})")
        width = int(inputs.size)
    if prefix:  # trained before the observation grew at its end: today's columns
        inputs = map_columns(
            inputs,
            int(ckpt["obs_size"]),
            int(ckpt["n_actions"]),
            bool(ckpt.get("hint")),
            int(sig["obs_size"]),
        )
    net = build_net(width, ckpt["n_actions"], ckpt["hidden"], ckpt["activation"])
    net.load_state_dict({k: v.float() for k, v in ckpt["state_dict"].items()})
    net.eval()
    header = {k: v for k, v in ckpt.items() if k not in ("state_dict", "inputs")}
    header["inputs"] = inputs
    return net, header


def masked_choice(
    net: nn.Module,
    obs: np.ndarray,
    mask: np.ndarray,
    deterministic: bool = True,
    generator: torch.Generator | None = None,
) -> np.ndarray:
    """One forward pass over ``obs`` (float32 (n, obs_size)); the best (or a sampled) action
    among those with ``mask`` != 0 per row, int64 (n,)."""
    with torch.no_grad():
        logits = net(torch.from_numpy(np.ascontiguousarray(obs, dtype=np.float32)))
        legal = torch.from_numpy(np.ascontiguousarray(mask)) != 0
        logits = logits.masked_fill(~legal, float("-inf"))
        if deterministic:
            a = torch.argmax(logits, dim=1)
        else:
            a = torch.multinomial(torch.softmax(logits, dim=1), 1, generator=generator)[:, 0]
    return a.numpy().astype(np.int64)


class TrainedPolicy:
    """Trained agents as one ``BatchPolicy`` for every seat (module docstring).

    Args:
        directory: where ``<identity>.pt`` live (default :func:`shipped_dir`).
        nets: identity name -> network already loaded (e.g. a snapshot during training).
        hints: identity name -> whether that network takes the heuristic's hint (for ``nets``;
            loaded checkpoints say it themselves).
        inputs: identity name -> the input columns that network reads (for ``nets``; None or
            absent = the full input; loaded checkpoints say it themselves).
        deterministic: masked argmax (default) or sample from the policy.
        seed: seed of the sampling generator.
        deck: the deck whose catalogue defines the layout checked at load time.
        config: the game it will play (a ``GameConfig``): a checkpoint trained on another deck
            or heroes setting then loads with a :class:`TrainedOnAnotherGame` warning naming
            both.
        game: the registered game whose agents these are, when no ``config`` is given (default
            群侠杀, the shipped agents' game).
    """

    name = "trained"
    needs_observations = True

    def __init__(
        self,
        directory: str | Path | None = None,
        nets: dict[str, nn.Module] | None = None,
        hints: dict[str, bool] | None = None,
        inputs: dict[str, np.ndarray | None] | None = None,
        deterministic: bool = True,
        seed: int = 0,
        deck: str = "starter",
        config: Any = None,
        game: str | None = None,
    ) -> None:
        ruleset = registry.get(game) if config is None else registry.ruleset_of(config)
        self.game = ruleset.name  # (kept by name, as the envs keep theirs)
        names = ruleset.identity_names
        self.directory = Path(directory) if directory is not None else shipped_dir()
        self.deck = deck
        self.config = config
        self.deterministic = deterministic
        self.nets: dict[int, nn.Module] = {}
        self._given = dict(hints or {})
        self.inputs: dict[int, np.ndarray | None] = {
            names.index(k): v for k, v in (inputs or {}).items()
        }
        for name, net in (nets or {}).items():
            self.nets[names.index(name)] = net
        sig = engine_signature(deck, self.game)
        self.obs_size = sig["obs_size"]
        self.n_actions = sig["n_actions"]
        self._ident = slice(*sig["self_identity"])
        self.headers: dict[int, dict[str, Any]] = {}
        self.hints: dict[int, bool] = {}
        self._heur: dict[str, Any] = {}  # hint heuristic per version (hint_heuristic)
        self._gen = torch.Generator()
        self.reset(seed)

    @property
    def ruleset(self) -> registry.Ruleset:
        """The descriptor of the game these agents play (:attr:`game`)."""
        return registry.get(self.game)

    def reset(self, seed: int) -> None:
        """Reseed the sampling generator."""
        self._gen.manual_seed(int(seed) & 0x7FFFFFFFFFFFFFFF)

    def net(self, identity: int) -> nn.Module:
        """The network of ``identity`` (loaded from the directory on first use)."""
        if identity not in self.nets:
            name = self.ruleset.identity_names[identity]
            net, header = load_agent(self.directory / f"{name}.pt", self.deck, self.game)
            if header["identity"] != name:
                raise CheckpointMismatch(
                    f"{self.directory / f'{name}.pt'} plays {header['identity']}, not {name}"
                )
            note = other_game_warning(name, self.directory / f"{name}.pt", header, self.config)
            if note is not None:
                warnings.warn(note, TrainedOnAnotherGame, stacklevel=2)
            self.nets[identity] = net
            self.headers[identity] = header
            self.hints[identity] = bool(header.get("hint"))
            self.inputs[identity] = header.get("inputs")
        if identity not in self.hints:
            name = self.ruleset.identity_names[identity]
            self.hints[identity] = bool(self._given.get(name, False))
        return self.nets[identity]

    def _input(self, identity: int, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The network input for these rows: the observations, plus the hint if it wants it,
        restricted to the columns it reads."""
        cols = self.inputs.get(identity)
        if not self.hints[identity]:
            return obs if cols is None else obs[:, cols]
        version = hint_heuristic(self.headers.get(identity, {}))
        if version not in self._heur:
            # v1: the heuristic the shipped agents were trained beside (agents.heuristic_v1)
            policy = "heuristic_v1" if version == "v1" else "heuristic"
            config = self.ruleset.make_config(deck=self.deck)
            self._heur[version] = self.ruleset.policies[policy](config)
        from qxs_env.train.inputs import add_hint

        heur = self._heur[version]
        out = np.zeros((obs.shape[0], obs.shape[1] + mask.shape[1]), np.float32)
        out = add_hint(np.ascontiguousarray(obs), np.ascontiguousarray(mask), heur, out)
        return out if cols is None else out[:, cols]

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A legal action for every listed row: one forward pass per identity present."""
        if obs.shape[1] != self.obs_size or mask.shape[1] != self.n_actions:
            raise CheckpointMismatch(
                f"observation/mask sizes {obs.shape[1]}/{mask.shape[1]} differ from the "
                f"engine's {self.obs_size}/{self.n_actions}"
            )
        rows = np.asarray(rows, dtype=np.int64)
        if rows.size == 0:
            return
        ident = np.argmax(obs[rows, self._ident], axis=1)
        for k in np.unique(ident):
            sel = rows[ident == k]
            net = self.net(int(k))
            x = self._input(int(k), obs[sel], mask[sel])
            out[sel] = masked_choice(net, x, mask[sel], self.deterministic, self._gen)


def lab_factory(config: Any = None) -> TrainedPolicy:
    """The lab registry's ``trained``: the shipped agents (or ``$QXS_TRAINED_DIR``). Without a
    config (the lab checking an agents spec) every checkpoint present is loaded now, so a
    missing directory or a layout mismatch is reported before any game is played."""
    deck = getattr(config, "deck", "starter")
    pol = TrainedPolicy(deck=deck if isinstance(deck, str) else "starter", config=config)
    if config is None:
        names = pol.ruleset.identity_names
        found = [k for k, n in enumerate(names) if (pol.directory / f"{n}.pt").exists()]
        if not found:
            raise AgentNotFound(f"no trained agents (<identity>.pt) in {pol.directory}")
        for k in found:
            pol.net(k)
    return pol
