"""The ruleset registry: each game of the family registered by name (``game=``).

A ruleset is one package under ``qxs_env/rulesets/`` (群侠杀: ``qxs_env.rulesets.qxs``) that
registers one :class:`Ruleset` descriptor. The environments, the lab, training and the command
line take a game by name from here and touch only the descriptor's members, never the
ruleset's modules, so that they serve every game without naming one (OpenSpiel's
``LoadGame("name")``, pgx's ``make(env_id)``).

The built-in rulesets are listed by import path (:data:`BUILTIN`) and imported on first use, so
that importing the registry loads no game. A test or a third party registers its own with
:func:`register`. Names are lower case; a ruleset may have aliases (群侠杀: ``qunxiasha``, also
``qxs``). :data:`DEFAULT_GAME` is the game every entry point plays when ``game`` is not given.

What a descriptor gives (each member documented on :class:`Ruleset`): the config class and how
to build one from keyword arguments, the batch engine class, the identity (side) names and the
identity table per player count and mode, the text of a decision and of the table, and the
compiled entry points the adapters bind (one game driven to its next decision, one observation,
the batch step).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

DEFAULT_GAME = "qunxiasha"
"""The game of every entry point that is not told another (群侠杀, the rulebook's game)."""

BUILTIN: dict[str, str] = {
    "qunxiasha": "qxs_env.rulesets.qxs.ruleset:RULESET",
    "sanguosha": "qxs_env.rulesets.sanguosha.ruleset:RULESET",
}
"""The rulesets shipped with the package: name -> ``module:attribute`` of its descriptor."""

_REGISTERED: dict[str, Ruleset] = {}
BUILTIN_ALIASES: dict[str, str] = {"qxs": "qunxiasha", "sgs": "sanguosha"}
"""The built-in rulesets' aliases: alias -> name, known before the game is imported (each
descriptor's ``aliases`` list the same: tests/test_registry.py checks it)."""

_ALIASES: dict[str, str] = dict(BUILTIN_ALIASES)


Place = tuple[Any, ...]
"""Where a card id is held in a game's record: a field name and its index (``("draw", 3)``,
``("stk", 5, 4)``)."""


class HiddenSwap(NamedTuple):
    """One more thing a seat cannot know besides hands and identities (:attr:`Ruleset.
    hidden_swaps`), as exchanges that must leave the seat's observation as it was (the leak test
    over every game makes them). Either:

    - per-seat record ``fields`` (e.g. a face-down hero: ``hero``, ``kingdom``, ...) whose rows
      any two of ``seats`` could have exchanged; or
    - hidden cards: each of ``cards`` (a group of :data:`Place` s that hold one card, e.g. the
      card in two frames) could be any card of ``pool`` (groups likewise, e.g. the draw pile's
      places); a card of one exchanged with a card of the other, each card's ``zone`` and
      ``owner`` follow it.

    ``what`` names it in words (the test's messages and its count of what it exercised).
    """

    what: str
    fields: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    cards: tuple[tuple[Place, ...], ...] = ()
    pool: tuple[tuple[Place, ...], ...] = ()


@dataclass(frozen=True)
class Ruleset:
    """One game's descriptor. Members that are callables are called lazily by the adapters, so
    a descriptor can be built without compiling anything.

    Attributes:
        name: the registry name (lower case).
        title: the game's name in words, for tables and help texts.
        config_class: the game's configuration class (frozen, validated at construction).
            The environments read its ``players``, ``mode``, ``reward_win``, ``reward_loss``
            and ``reward_truncated`` and call ``replace(**changes)``; ``deck``/``heroes`` only
            when given.
        engine_class: the batch engine, ``engine_class(config, batch)``: ``reset``, ``step``,
            ``actor``, ``mask``, ``done``, ``returns``, ``observe``, ``legal_actions``,
            ``action_to_string``, ``to_bytes``/``load_bytes``, ``copy``, ``state``, ``n_actions``,
            ``obs_size``, ``players``. What the environments use of it: ``config``, ``batch``,
            ``players``, ``n_actions``, ``obs_size``; ``state`` (a 1-d record array, replaced
            by ``load_bytes``; the AEC env reads its fields ``actor``, ``mask`` (int8, at least
            ``n_actions`` long), ``seed``, ``truncated`` and ``ident``); ``tba``, ``cfg`` and
            ``layout.maps``, handed to the compiled entry points as they are; ``mask``,
            ``broken``, ``returns(b)``, ``winner_names(b)``, ``legal_actions(b)``,
            ``action_to_string(a, b)``, ``to_bytes()``/``load_bytes(data)``, ``copy()``; and
            the broken-game contract: ``_raised(exc, b=None)`` and ``_broken_error(b)`` return
            the game's own ``RuntimeError`` naming the game, ``_refuse_broken()`` raises it
            (``tests/toy_ruleset`` is a second game's engine with exactly these).
        identity_names: the identities (sides) in index order, as the record's ``ident`` holds
            them.
        identity_counts: ``(players, mode) -> counts per identity`` (the table the deal uses).
        modes: the modes the config accepts (the identity tables).
        min_players, max_players: the player counts the game is played with.
        decision_to_string: ``(engine, b) -> str``, the pending decision in words.
        render_table: ``(engine, b, viewer) -> str``, the table as a viewer sees it
            (``viewer=None``: everything, a debugging view).
        events: ``(engine, b) -> list[str]``, the public events since the last decision.
        one_game_entry: ``engine -> entry``: the compiled function that drives game ``b`` of
            the engine's state to its next decision, bound for the engine's types
            (``entry(state, tables, cfg, b, action, reset_seed)``).
        encode_one_entry: ``engine -> entry``: the compiled observation of one seat
            (``entry(state, tables, cfg, maps, b, seat, out)``).
        vec_step: the compiled batch step behind ``BatchEnv``: the 21 arguments of
            ``BatchEnv._step_args`` (:mod:`qxs_env.envs.batch`); returns -1, or the first slot
            whose action is illegal (then nothing is applied). In a step, a slot whose action
            is -1 (``envs.batch.PARKED``) is left as it is: not stepped, its outputs not
            rewritten, its rewards 0 and its end flags False.
        episode_seed: the compiled seed of a slot's k-th game (``(base, slot, k) -> seed``).
        env_id: the PettingZoo environment name (``metadata["name"]``), versioned.
        aliases: other names that find this ruleset.
        small_config: keyword arguments of a small, quick game of it (few players, a small
            deck): what the generic conformance tests over every game play
            (tests/test_conformance_all_games.py).

    The lab (:mod:`qxs_env.lab`: ``qxs simulate``, its tables, files and charts) reads:

    Attributes:
        identity_labels: each identity's name in the game's own language, shown beside the
            English one in charts (empty: the English names only).
        leader_identity: the identity whose seat plays first and is public (群侠杀's leader,
            三国杀's lord): the lab's positions are counted from its seat; ``None``: from seat 0.
        lab_columns: the config fields the lab's rows, tables and CSV show besides ``players``
            and ``mode``, and ``qxs bench`` and ``qxs play`` echo: every game option of the
            command line the config has (群侠杀 and 三国杀: ``deck``, ``heroes``;
            tests/test_bench_all_games.py checks it).
        heroes_dealt: ``config -> bool``, whether games of that config deal heroes (then the
            engine's record has a ``hero`` field, (B, P) hero index per seat, and the lab
            tabulates heroes); ``None``: the game has no heroes.
        hero_groups: ``() -> {attribute: labels}``, per-hero attributes the lab groups seats
            by besides the hero itself (三国杀: ``kingdom``): ``labels[h]`` is hero ``h``'s
            value (the ``hero`` field's numbering); the lab reports win rates per value and per
            identity x value, with intervals. Empty: no grouping.
        hero_names: ``() -> [(id, name), ...]``, every hero by index (the ``hero`` field's
            numbering): ids in the lab's JSON and CSV, names in its tables.
        policies: the game's named agents besides the lab's own (``random``, ``trained``):
            name -> ``factory(config or None)`` returning a new batch policy (群侠杀:
            ``heuristic``, ``heuristic_v1``).
        sides: the identities that win together, one tuple of identity indices per side
            (群侠杀: leader and righteous; cult; court; foreign and collaborator): the teams of
            ``qxs ladder``'s ratings and ``qxs balance``'s sides. Empty: every identity is a
            side of its own.
        tuning: ``config -> {field: (value, least, most)}``, the integer rules of the config
            that ``qxs balance`` may change by one, within ``least..most`` (each field's
            value as the game plays it: a field left to a default by the player count gives
            that count's value); ``None``: no rule is offered for tuning (cards only).
        hero_hp: ``config -> {hero id: (printed HP, least, most)}`` for every hero a game of
            ``config`` can deal (empty with heroes off), where the config class has a field
            ``hero_hp`` of ``"hero_id:hp"`` entries that changes them: ``qxs balance --kinds
            heroes`` steps a hero's HP by one within ``least..most``. ``None``: the game has
            no such setting.
        identity_tables: ``config -> {label: {config field: value}}``, the identity tables the
            game's rules allow at ``config``'s player count, the config's own included, each as
            the fields that deal it (群侠杀: the modes of configs/identities.yaml the rulebook
            gives for that count, R-S1: ``standard`` and ``melee`` at 8 players): ``qxs
            balance --kinds tables`` steps from the config's table to each other one.
            ``None``: the game offers no choice of table.

    The command line (:mod:`qxs_env.cli`) reads:

    Attributes:
        config_from_options: ``(players, mode, **options) -> config``: the game's config from
            the command line's game options (``deck``, ``heroes``, ``hero_pool``,
            ``hero_assign``, ``max_turns``, ``max_decisions``; only those given are passed),
            checked as far as the first game needs (ValueError of one line otherwise);
            ``None``: :meth:`make_config` with the options as fields.
        play_random_games: the compiled loop that plays whole games with uniform random legal
            actions inside one call, ``(state, tables, cfg, base_seed, n_games, rng_state) ->
            (decisions, games, turns)`` (``qxs bench``'s engine figure); ``None``: not measured.
        terminal: ``() -> module``, the game's texts for ``qxs play``: ``help_text(identity)``
            (the help of ``h`` with the identity's goal), ``goal(identity)``, ``lookup(engine,
            query)``, ``action_info(engine, action)`` and ``table_info(engine, seat)`` (the
            texts of ``i``); ``None``: the commands and the table only.
        audit: ``module:function`` of the game's ``qxs audit`` (``audit(configs, games,
            spec, seed, num_envs, progress)`` returning results with ``report()``, ``text()``,
            ``write_json(path)`` and ``interrupted``); ``None``: the game has no audit.

    Training (:mod:`qxs_env.train`) reads:

    Attributes:
        learner_games: ``module:Class`` of the game's compiled learner loop, constructed as
            ``Class(num_envs, config, identity, opponents)`` (the contract of
            :class:`qxs_env.train.generic.GenericLearnerGames`; 群侠杀's,
            :class:`agents.learner_games.LearnerGames`, plays its heuristic inside numba and
            gives what the SB3 ``VecEnv`` needs besides: ``potential()``, ``input_args`` /
            ``input_entry``, ``externals``, ``add_external``, ``self_play``, records);
            ``None``: the generic one (Python, opponents one decision at a time).
        default_learner: the identity the single-seat envs train when none is given;
            ``None``: the first identity that is not the leader's.
        observation_layout: ``config -> (layout, action offsets)``: the observation layout of
            games of that config (``size`` and ``slices``, name -> slice, a ``self_identity``
            slice among them) and the first action id of each action block by name
            (``size``: the action count), what a trained agent's checkpoint records and is
            checked against (:func:`qxs_env.train.policy.engine_signature`); ``None``: the
            game has no trained agents.
        reveal_identities: ``(obs, ident, seats, players, layout) -> obs``: shows every seat's
            true identity (``ident``, the record's, one row per observation) in the
            observations of ``seats``, in place (``layout``: the engine's), for the oracle arm
            of ``qxs eval --oracle`` (:class:`qxs_env.train.oracle.OracleHeuristic`, which plays
            the game's ``heuristic`` policy on them); ``None``: the game has no oracle arm.

    The tests read:

    Attributes:
        hidden_from: ``(engine, b, seat) -> (holders, identity_seats)``, what ``seat`` of game
            ``b`` cannot know, from the rules: the other seats whose hand cards it cannot tell
            from the draw pile's, and the seats whose identity it does not know (the leak test
            over every game changes them and checks the seat's observation);
            ``None``: the game is not leak-tested.
        hidden_swaps: ``(engine, b, seat) -> [HiddenSwap, ...]``, the rest of what ``seat``
            cannot know at this point (三国杀: the face-down draft picks and offers of the
            other seats, the cards 觀星 shows to 諸葛亮 alone), changed by the same test;
            ``None`` or an empty list: nothing more.
        deck_file: ``config -> Path``, the YAML deck file a configuration plays (``qxs
            sensitivity`` writes copies with one card more or fewer); ``None``: the game has
            no deck file to change.
        agent_modules: the modules outside the ruleset's package that are the game's own
            (its heuristic, its audit, its learner loop: dotted prefixes such as
            ``agents.heuristic``); they alone may import the ruleset's internals
            (tests/test_registry.py checks every other module above the rulesets).

    The developer tools (:mod:`qxs_env.devtools`) read:

    Attributes:
        fuzz_slice: ``() -> module``, the game's compiled fuzz loop
            (``qxs fuzz``, :mod:`qxs_env.devtools.fuzz`): ``fuzz_games``, ``play_recorded``,
            ``ignore_mask``, ``describe``, ``OK`` and the layouts ``N_STATS``/``S_*`` and
            ``N_VIOLATION``/``V_*`` (群侠杀's: :mod:`qxs_env.rulesets.qxs.fuzz_slice`, which
            documents them). None: ``qxs fuzz --game`` refuses the game ("has no fuzz slice").
        fuzz_axes: ``() -> module``, the game's own axes of the fuzz
            sweep beyond players and modes: ``AXES`` (option name -> (default, help)),
            ``configurations(pairs, axes)``, ``label(config)``, ``report_fields(config)``
            (群侠杀's decks, heroes, hero dealing, special cards:
            :mod:`qxs_env.rulesets.qxs.devtools.fuzz_axes`). None: the sweep's configurations
            are ``make_config(players=, mode=)``.
    """

    name: str
    title: str
    config_class: type
    engine_class: type
    identity_names: tuple[str, ...]
    identity_counts: Callable[[int, str], Any]
    modes: tuple[str, ...]
    min_players: int
    max_players: int
    decision_to_string: Callable[..., str]
    render_table: Callable[..., str]
    events: Callable[..., list[str]]
    one_game_entry: Callable[[Any], Any]
    encode_one_entry: Callable[[Any], Any]
    vec_step: Any
    episode_seed: Any
    env_id: str
    aliases: tuple[str, ...] = field(default=())
    small_config: Mapping[str, Any] = field(default_factory=dict)
    # the lab (qxs_env.lab)
    identity_labels: tuple[str, ...] = field(default=())
    leader_identity: int | None = 0
    lab_columns: tuple[str, ...] = field(default=())
    heroes_dealt: Callable[[Any], bool] | None = None
    hero_names: Callable[[], Sequence[tuple[str, str]]] | None = None
    hero_groups: Callable[[], Mapping[str, Sequence[str]]] | None = None
    policies: Mapping[str, Callable[[Any], Any]] = field(default_factory=dict)
    sides: tuple[tuple[int, ...], ...] = field(default=())
    tuning: Callable[[Any], Mapping[str, tuple[int, int, int]]] | None = None
    hero_hp: Callable[[Any], Mapping[str, tuple[int, int, int]]] | None = None
    identity_tables: Callable[[Any], Mapping[str, Mapping[str, Any]]] | None = None
    # the command line (qxs_env.cli)
    config_from_options: Callable[..., Any] | None = None
    play_random_games: Any = None
    terminal: Callable[[], Any] | None = None
    audit: str | None = None
    # training (qxs_env.train)
    learner_games: str | None = None
    default_learner: str | None = None
    observation_layout: Callable[[Any], tuple[Any, Mapping[str, int]]] | None = None
    reveal_identities: Callable[..., Any] | None = None
    # tests
    hidden_from: Callable[[Any, int, int], tuple[list[int], list[int]]] | None = None
    hidden_swaps: Callable[[Any, int, int], Sequence[HiddenSwap]] | None = None
    deck_file: Callable[[Any], Path] | None = None
    agent_modules: tuple[str, ...] = field(default=())
    # developer tools (qxs_env.devtools)
    fuzz_slice: Callable[[], Any] | None = None
    fuzz_axes: Callable[[], Any] | None = None

    def make_config(self, **kwargs: Any) -> Any:
        """``config_class(**kwargs)``: the game's configuration (its own validation)."""
        return self.config_class(**kwargs)


class UnknownGameError(ValueError):
    """A ``game=`` that names no registered ruleset."""


_ORIGINS: dict[str, str] = {}
"""``module:attribute`` of the rulesets registered with an origin (:func:`register`)."""


def register(ruleset: Ruleset, replace: bool = False, origin: str | None = None) -> Ruleset:
    """Register ``ruleset`` under its name and aliases; ValueError when a name is taken (unless
    ``replace``). Returns it. ``origin``: the ``module:attribute`` that holds the descriptor,
    so that another process (the lab's workers, Ray tasks) finds the game by importing it
    (:func:`origin_of`, ``get(name, origin)``)."""
    if not isinstance(ruleset, Ruleset):
        raise TypeError(f"register takes a Ruleset, got {type(ruleset).__name__}")
    names = (ruleset.name, *ruleset.aliases)
    for name in names:
        if name != name.lower() or not name:
            raise ValueError(f"a game name is lower case and not empty, got {name!r}")
        taken = _REGISTERED.get(_ALIASES.get(name, name))
        if not replace and taken is not None and taken is not ruleset:
            raise ValueError(f"the game name {name!r} is taken by {taken.title}")
    _REGISTERED[ruleset.name] = ruleset
    for alias in ruleset.aliases:
        _ALIASES[alias] = ruleset.name
    if origin is not None:
        _ORIGINS[ruleset.name] = origin
    return ruleset


def origin_of(game: str | None = None) -> str | None:
    """``module:attribute`` of the descriptor of ``game``: a built-in's, or the origin it was
    registered with; ``None`` for one registered without (usable in this process only)."""
    name = get(game).name
    return BUILTIN.get(name) or _ORIGINS.get(name)


def unregister(name: str) -> None:
    """Remove a ruleset registered by :func:`register` (tests); built-ins come back on use."""
    name = _ALIASES.get(name, name)
    _REGISTERED.pop(name, None)
    _ORIGINS.pop(name, None)
    for alias in [a for a, n in _ALIASES.items() if n == name]:
        if alias not in _BUILTIN_ALIASES:
            del _ALIASES[alias]


_BUILTIN_ALIASES = frozenset(_ALIASES)


def names() -> list[str]:
    """Every game name that :func:`get` takes (registered and built-in), aliases excluded."""
    return sorted(set(BUILTIN) | set(_REGISTERED))


def get(game: str | None = None, origin: str | None = None) -> Ruleset:
    """The ruleset named ``game`` (default :data:`DEFAULT_GAME`); an alias finds its ruleset.
    A game not registered in this process is registered from ``origin`` (``module:attribute``,
    from :func:`origin_of` in another process). :class:`UnknownGameError` naming the games
    otherwise."""
    if game is None:
        game = DEFAULT_GAME
    if isinstance(game, Ruleset):
        return game
    if not isinstance(game, str):
        raise TypeError(f"game must be a game name (str), got {type(game).__name__}")
    key = _ALIASES.get(game.lower(), game.lower())
    found = _REGISTERED.get(key)
    if found is not None:
        return found
    if key in BUILTIN:
        module, _, attr = BUILTIN[key].partition(":")
        ruleset = getattr(importlib.import_module(module), attr)
        _REGISTERED.setdefault(key, ruleset)
        return _REGISTERED[key]
    if origin is not None:
        module, _, attr = origin.partition(":")
        ruleset = getattr(importlib.import_module(module), attr)
        if isinstance(ruleset, Ruleset) and ruleset.name == key:
            return register(ruleset, origin=origin)
    known = ", ".join(names())
    raise UnknownGameError(f"unknown game {game!r}: the games are {known}")


def ruleset_of(config: Any) -> Ruleset:
    """The ruleset whose config class ``config`` is an instance of (the registered and
    built-in ones are searched); TypeError when none is."""
    for name in names():
        ruleset = get(name)
        if isinstance(config, ruleset.config_class):
            return ruleset
    raise TypeError(f"{type(config).__name__} is the config class of no registered game")


def resolve(
    game: str | None, config: Any, given: Mapping[str, Any], **config_kwargs: Any
) -> tuple[Ruleset, Any]:
    """The ruleset and the configuration of an adapter: ``game``'s config class built from
    ``given`` and ``config_kwargs`` when no ``config`` is given; else ``config`` (which must
    be of ``game``'s config class when ``game`` is given too) with ``config_kwargs`` applied,
    and every non-None value of ``given`` must agree with it (ValueError naming them, rather
    than silently playing the config's game)."""
    given = {k: v for k, v in given.items() if v is not None}
    if config is None:
        ruleset = get(game)
        return ruleset, ruleset.make_config(**given, **config_kwargs)
    ruleset = get(game) if game is not None else None
    if ruleset is None:
        try:
            ruleset = ruleset_of(config)
        except TypeError:
            ruleset = get(None)
    if not isinstance(config, ruleset.config_class):
        raise TypeError(
            f"config must be a {ruleset.config_class.__name__} (the config of game "
            f"{ruleset.name!r}), got {type(config).__name__}"
        )
    clash = {k: v for k, v in given.items() if getattr(config, k) != v}
    if clash:
        raise ValueError(
            f"arguments {clash} disagree with the config given "
            f"({ {k: getattr(config, k) for k in clash} }); change the config instead"
        )
    if config_kwargs:
        config = config.replace(**config_kwargs)
    return ruleset, config
