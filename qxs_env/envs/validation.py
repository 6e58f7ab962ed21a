"""The one set of argument checks shared by the env adapters.

The AEC env (``qxs_env.envs.aec``), :class:`~qxs_env.envs.batch.BatchEnv`, the single-seat envs
(``qxs_env.train.env``) and the SB3 ``QxsVecEnv`` (``qxs_env.train.vec_env``) check actions,
seeds, reset options, identities and configs here, so that they accept and refuse the same
values with the same messages:

- actions: Python ints and numpy integers (0-d integer arrays too) in ``0 .. n_actions - 1``;
  ``bool``, floats (even ``3.0``), strings, ``None`` and anything else are refused with a
  ``ValueError`` naming the value and its type. A batch of actions is an integer array (or a
  list / tuple of such ints) of exactly the batch's shape: nothing is broadcast, cast or
  truncated. Whether a legal-typed action is masked out is each adapter's business (it raises,
  or applies its documented penalty);
- seeds: ints (numpy integers too) in ``[0, 2**63)``, ``bool`` refused; a batch also takes a
  list of ``num_envs`` such seeds (:func:`check_batch_seed`);
- reset options: ``None`` or a dict whose keys the adapter knows (unknown keys are refused);
- identities: a name of the game's identities (its ruleset's ``identity_names``) or its index;
- configs: the game's config class, resolved through the ruleset registry
  (:func:`qxs_env.rulesets.registry.resolve`).

Nothing here runs on the adapters' per-step fast paths: the AEC env checks an action only when
its one-line test (an int, in range, legal) fails, and the batch adapters check arrays with a
few numpy reductions per step.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from qxs_env.rulesets import registry

if TYPE_CHECKING:
    from qxs_env.rulesets.registry import Ruleset

    Engine = Any  # a ruleset's batch engine (registry.Ruleset.engine_class)
    GameConfig = Any  # a ruleset's config class

__all__ = [
    "MAX_SEED",
    "as_int",
    "action_problem",
    "check_action",
    "check_actions",
    "check_batch_seed",
    "check_identity",
    "check_options",
    "check_seed",
    "illegal_action_message",
    "resolve_config",
]

MAX_SEED = 2**63  # seeds are int64 in the engine state: [0, 2**63)
SHOW_LEGAL = 20  # legal actions listed in an illegal-action message


def as_int(x: Any) -> int | None:
    """``x`` as a Python int if it is an integer (Python or numpy, or a 0-d integer array) and
    not a bool; else None."""
    if isinstance(x, (bool, np.bool_)):
        return None
    if isinstance(x, np.ndarray):
        if x.ndim != 0 or x.dtype.kind not in "iu":
            return None
        return int(x)
    try:
        return operator.index(x)
    except TypeError:
        return None


def _what(x: Any) -> str:
    return f"{x!r} of type {type(x).__name__}"


def action_problem(action: Any, n_actions: int) -> str | None:
    """None if ``action`` is an int in ``0 .. n_actions - 1``, else what is wrong with it, in
    words (the first part of an illegal-action message)."""
    a = as_int(action)
    hi = n_actions - 1
    if a is None:
        return f"{_what(action)} (actions are ints 0..{hi})"
    if not 0 <= a < n_actions:
        return f"{a} (out of range: actions are 0..{hi})"
    return None


def check_action(action: Any, n_actions: int) -> int:
    """``action`` as an int in ``0 .. n_actions - 1``; ``ValueError`` (:func:`action_problem`)
    otherwise. Legality (the mask) is not checked here."""
    problem = action_problem(action, n_actions)
    if problem is not None:
        raise ValueError(f"illegal action {problem}")
    return int(as_int(action))  # type: ignore[arg-type]


def check_actions(
    actions: Any, shape: tuple[int, ...], n_actions: int, check_range: bool = True
) -> np.ndarray:
    """One action per slot as a C-contiguous int64 array of exactly ``shape``.

    Accepted: an integer numpy array of that shape, or a list / tuple of ints
    (:func:`as_int` for each). Refused with ``ValueError`` naming the slot, the value and its
    type: a scalar or an array of another shape (nothing is broadcast), float, bool, string or
    object arrays (nothing is cast or truncated), values outside ``0 .. n_actions - 1``
    (``check_range=False`` leaves that to a caller whose compiled step checks every action
    against its range and mask anyway, and saves two reductions per step)."""
    if isinstance(actions, (list, tuple)):
        flat = list(np.asarray(actions, dtype=object).reshape(-1)) if actions else []
        for b, x in enumerate(flat):
            if as_int(x) is None:
                raise ValueError(f"illegal action {action_problem(x, n_actions)} in slot {b}")
        arr = np.array([as_int(x) for x in flat], dtype=np.int64)
        arr = arr.reshape(np.shape(np.asarray(actions, dtype=object)))
    elif isinstance(actions, np.ndarray):
        arr = actions
        if arr.dtype.kind not in "iu":
            raise ValueError(
                f"actions must be an integer array, got dtype {arr.dtype} (actions are ints "
                f"0..{n_actions - 1}; nothing is cast or rounded)"
            )
    else:
        raise ValueError(
            f"need an array of {shape[0] if shape else 1} actions (one per slot), got "
            f"{_what(actions)}"
        )
    if arr.shape != tuple(shape):
        raise ValueError(
            f"need actions of shape {tuple(shape)} (one per slot, nothing is broadcast), got "
            f"shape {arr.shape}"
        )
    if check_range and arr.size and (arr.min() < 0 or arr.max() >= n_actions):
        flat = arr.reshape(-1)
        b = int(np.flatnonzero((flat < 0) | (flat >= n_actions))[0])
        raise ValueError(f"illegal action {action_problem(int(flat[b]), n_actions)} in slot {b}")
    return np.ascontiguousarray(arr, dtype=np.int64)  # compiled entry points need C layout


def check_seed(seed: Any, name: str = "seed") -> int:
    """``seed`` as an int in ``[0, 2**63)``; ``ValueError`` naming the value and its type
    otherwise (``bool``, floats, strings, negative or too large ints)."""
    s = as_int(seed)
    if s is None or not 0 <= s < MAX_SEED:
        raise ValueError(f"{name} must be an int in [0, 2**63), got {_what(seed)}")
    return s


def check_batch_seed(seed: Any, num_envs: int) -> int | None:
    """The base seed of a batch from ``reset(seed=...)``: None stays None; an int is checked
    (:func:`check_seed`); a list / tuple / 1-d array of ``num_envs`` seeds (each checked) gives
    one base seed derived from all of them (``numpy.random.SeedSequence``): the same list always
    deals the same games, a different list other games."""
    if seed is None:
        return None
    if isinstance(seed, (list, tuple, np.ndarray)) and np.ndim(seed) == 1:
        if len(seed) != num_envs:
            raise ValueError(
                f"a list of seeds needs one seed per slot ({num_envs}), got {len(seed)}"
            )
        seeds = [check_seed(s, f"seed[{i}]") for i, s in enumerate(seed)]
        words = np.random.SeedSequence(seeds).generate_state(2, dtype=np.uint32)
        return (int(words[0]) << 31) ^ int(words[1])  # < 2**63
    if isinstance(seed, np.ndarray) and seed.ndim != 0:
        raise ValueError(f"seed must be an int or a list of {num_envs} ints, got {seed.ndim}-d")
    return check_seed(seed)


def check_options(
    options: Any, known: Mapping[str, str] | None = None, owner: str = "this env"
) -> dict[str, Any]:
    """``options`` of ``reset`` as a dict (None: empty). Keys not in ``known`` (name ->
    what it does) are refused with a ``ValueError`` listing the known ones."""
    if options is None:
        return {}
    if not isinstance(options, Mapping):
        raise ValueError(f"options must be None or a dict, got {_what(options)}")
    known = known or {}
    unknown = [k for k in options if k not in known]
    if unknown:
        takes = (
            "takes no reset options"
            if not known
            else "knows the reset options " + ", ".join(f"{k!r} ({v})" for k, v in known.items())
        )
        raise ValueError(f"unknown reset option(s) {unknown}: {owner} {takes}")
    return dict(options)


def check_identity(identity: Any, game: str | Ruleset | None = None) -> int:
    """The index of ``identity`` (a name of ``game``'s identities, default 群侠杀's, or an
    index); ``ValueError`` naming the identities otherwise."""
    IDENTITY_NAMES = registry.get(game).identity_names
    if isinstance(identity, str):
        if identity in IDENTITY_NAMES:
            return IDENTITY_NAMES.index(identity)
    else:
        k = as_int(identity)
        if k is not None and 0 <= k < len(IDENTITY_NAMES):
            return k
    raise ValueError(
        f"unknown identity {identity!r}: the identities are {', '.join(IDENTITY_NAMES)} "
        f"(or their indices 0..{len(IDENTITY_NAMES) - 1})"
    )


def resolve_config(
    config: GameConfig | None, given: Mapping[str, Any], **config_kwargs: Any
) -> GameConfig:
    """The game configuration of an adapter: ``GameConfig(**given, **config_kwargs)`` when no
    ``config`` is given; else ``config`` with ``config_kwargs`` applied (``config.replace``),
    and every non-None value of ``given`` (players, mode, deck, heroes...) must agree with it:
    a disagreement raises ``ValueError`` instead of silently playing the config's game. The
    game is the config's, or the default one (:func:`qxs_env.rulesets.registry.resolve`)."""
    return registry.resolve(None, config, given, **config_kwargs)[1]


def illegal_action_message(
    engine: Engine, b: int, action: Any, who: str, problem: str | None = None
) -> str:
    """Why ``action`` is not legal for game ``b``'s pending decision, taken by ``who``, with
    the decision and the legal actions in words (the AEC env's message, used by every
    adapter). ``problem`` replaces the description of the action (default
    :func:`action_problem`, or "masked out")."""
    decision_to_string = registry.ruleset_of(engine.config).decision_to_string
    if problem is None:
        problem = action_problem(action, engine.n_actions)
    if problem is None:
        a = int(as_int(action))  # type: ignore[arg-type]
        problem = f"{a} ({engine.action_to_string(a, b)}), masked out"
    legal = engine.legal_actions(b)
    shown = ", ".join(f"{x} ({engine.action_to_string(x, b)})" for x in legal[:SHOW_LEGAL])
    more = "" if len(legal) <= SHOW_LEGAL else f", ... ({len(legal)} in all)"
    return (
        f"illegal action {problem} for {who} [{decision_to_string(engine, b)}]; "
        f"legal actions: {shown}{more}"
    )
