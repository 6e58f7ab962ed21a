"""``Engine``: a batch of games of one configuration, over the compiled core.

This is the one Python object the adapters (AEC env, vector env, SB3 env), the CLI and the tests
drive. It owns the content tables, the rule array and the batch state, and checks every action
against the exact legal mask before the compiled code applies it: an illegal action raises a
``ValueError`` naming the action and the legal ones, and changes nothing.

Arguments are checked before any compiled call (the compiled code does not check bounds, so a bad
index would read or write outside the state): a game index ``b`` must be an int in
``range(batch)``, a ``seat`` an int in ``range(players)`` (``IndexError`` when out of range,
``TypeError`` for a bool, a float or another type); seeds are ints in ``[0, 2**63)`` (bools
refused; ``ValueError``); action and output arrays must have the documented dtype and shape.

Broken games (the contract adapters rely on). The compiled rules raise ``RuntimeError("qxs
engine: ...")`` when they meet a state they cannot continue from (an engine bug: a decision with
no legal action, a stack overflow, ...). The game is then half-updated, so it is never used
again until reset: ``rules.apply_action`` / ``rules.reset_game`` mark the game's record
(``state["broken"] = 1``) on entry and clear the mark only on a normal return, and
``apply_action`` on a marked game changes nothing and returns ``rules.ERR_BROKEN``. Here:

- :meth:`Engine.step`, :meth:`Engine.step_unchecked`, :meth:`Engine.reset`,
  :meth:`Engine.reset_one` catch the exception and raise :class:`EngineError` (a
  ``RuntimeError``) whose ``game`` is the game's index and whose message carries the compiled
  code's message, the config and the game's seed (to reproduce: replay that seed with the
  actions played in it, ``Engine.replay``). In :meth:`step` / :meth:`step_unchecked` the games
  before the broken one in the batch have moved, the games after it have not;
- afterwards :meth:`step`, :meth:`step_unchecked` and :meth:`observe_batch` of a batch holding
  a broken game refuse the whole call (no game moves), and :meth:`observe` and
  :meth:`legal_actions` of the broken game raise :class:`EngineError` again, naming the game
  (the other games stay readable one by one); ``Engine.broken`` shows the marks;
- :meth:`reset` / :meth:`reset_one` clear the mark: the game is playable again.

Compiled adapters that call ``rules.apply_action`` themselves see ``ERR_BROKEN`` from then on.

Saved states: :meth:`Engine.to_bytes` writes the state with the ``GameConfig`` and a digest of it
and of the content tables it compiled (deck, specials, heroes); :meth:`Engine.load_bytes`
refuses a state saved under another configuration (naming the fields that differ), bytes that
are not a saved state or are truncated, and states whose counters and pointers are out of range
(``rulesets.qxs.state.check_state``).
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from typing import Any

import numpy as np

from qxs_env.engine.checks import check_index, is_int
from qxs_env.engine.fastcall import fast_entry
from qxs_env.engine.state import (
    copy_state,
    rebuild_engine,
    state_to_bytes,
)
from qxs_env.rulesets.qxs import rules
from qxs_env.rulesets.qxs.card_model import action_offsets_for
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES
from qxs_env.rulesets.qxs.content import (
    Catalogue,
    compile_tables,
    identity_counts,
    load_catalogue,
    load_deck,
)
from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS, EFFECTS
from qxs_env.rulesets.qxs.content.heroes import HeroTables, compile_heroes
from qxs_env.rulesets.qxs.content.loader import HeroCatalogue, load_heroes
from qxs_env.rulesets.qxs.content.skills import SKILL_IDS
from qxs_env.rulesets.qxs.content.tables import Tables, with_specials
from qxs_env.rulesets.qxs.layout import C_MAOMING_HERO
from qxs_env.rulesets.qxs.obs import ObsLayout, build_layout, encode_batch, encode_one
from qxs_env.rulesets.qxs.skill_sets import SKILL_SET_ENV, skill_set_for, widest_skill_set
from qxs_env.rulesets.qxs.state import (
    STATE_DTYPE,
    alloc_state,
    check_state,
    pack_tables,
    read_state_bytes,
    tables_content_bytes,
)

MAOMINGDINGTI_HERO = "qiuqianren"  # 冒名顶替's face: the two skills of 裘千仞


@lru_cache(maxsize=1)
def _catalogue() -> Catalogue:
    return load_catalogue()


@lru_cache(maxsize=1)
def implemented_effects() -> frozenset[int]:
    """The effect codes this engine implements: ``IMPLEMENTED_EFFECTS`` (effects whose rules
    sit in the rule modules; ``qxs_env/rulesets/qxs/tables.py``) and every effect with a module
    of its own in ``qxs_env/rulesets/qxs/cards/`` (docs/engine.md, "Adding a card effect"). A
    deck holding any other effect is refused, so that no card silently does nothing."""
    from qxs_env.rulesets.qxs.dispatch_gen import CARDS, modules

    own = {EFFECTS[m].code for m in modules(CARDS) if m in EFFECTS}
    return frozenset(int(e) for e in rules.IMPLEMENTED_EFFECTS) | frozenset(own)


@lru_cache(maxsize=32)
def content_for(deck: str, specials: bool = False) -> tuple[Catalogue, Tables]:
    """Catalogue and compiled tables of a deck name or path (loaded once per process); with
    ``specials`` the 3 special cards are appended (GameConfig.specials). A deck with
    ``extra_faces`` (a test-only deck) gets the catalogue with those faces appended."""
    listed = load_deck(deck, _catalogue())
    cat = _catalogue().extended(listed.extra_faces)  # (a test deck's own faces, appended)
    tables = compile_tables(cat, listed)
    if specials:
        tables = with_specials(cat, tables)
    implemented = implemented_effects()
    missing = sorted(
        {
            (cat.faces[int(f)].id, EFFECT_IDS[int(tables.face_effect[f])])
            for f in np.unique(tables.card_face)
            if int(tables.face_effect[f]) not in implemented
        }
    )
    if missing:
        names = ", ".join(f"{fid} (effect {eid})" for fid, eid in missing)
        raise NotImplementedError(
            f"deck {deck!r} holds cards whose effects the engine does not implement yet: {names}"
        )
    return cat, tables


@lru_cache(maxsize=1)
def hero_catalogue() -> HeroCatalogue:
    """The shipped heroes (``configs/heroes.yaml``), loaded once per process."""
    return load_heroes(catalogue=_catalogue())


def missing_skills(hero_ids: list[str] | tuple[str, ...]) -> list[tuple[str, str, str]]:
    """(hero id, skill name, skill id) of every skill of these heroes the engine lacks."""
    hcat = hero_catalogue()
    implemented = {SKILL_IDS[c] for c in rules.IMPLEMENTED_SKILLS}
    out = []
    for hid in hero_ids:
        for sk in hcat.hero(hid).skills:
            if sk.id not in implemented:
                out.append((hid, sk.name, sk.id))
    return out


def implemented_heroes() -> list[str]:
    """Ids of the heroes whose every skill the engine implements (``heroes="implemented"``)."""
    return [h for h in hero_catalogue().ids("all") if not missing_skills([h])]


def hero_tables_for(config: GameConfig) -> HeroTables | None:
    """The hero tables of a configuration (None with heroes off).

    Raises ValueError for unknown hero ids or a pool too small, NotImplementedError naming the
    skills when the pool (or the fixed heroes) holds a hero whose skills are not implemented."""
    if config.heroes == "off":
        return None
    pool, fixed, _ = _heroes_in_play(config)
    return compile_heroes(hero_catalogue(), _catalogue(), pool, fixed)


def skill_set_of(config: GameConfig) -> str:
    """The smallest skill set (``state.SKILL_SETS``) holding every skill a game of ``config`` can
    meet: the skills of its heroes in play (the pool, or the fixed heroes) and of the hero that
    冒名顶替 lends (``MAOMINGDINGTI_HERO``). The engine compiled for it holds no other skill
    (``rulesets.qxs.skill_sets``). The environment variable ``QXS_SKILL_SET`` (off, base, all)
    widens it: ``QXS_SKILL_SET=all`` compiles one engine for every configuration (the test
    suite sets it, so that it compiles the engine once)."""
    if config.heroes == "off":
        needed = skill_set_for((), heroes_on=False)
    else:
        _, _, in_play = _heroes_in_play(config)
        hcat = hero_catalogue()
        heroes = [*in_play, MAOMINGDINGTI_HERO]
        needed = skill_set_for({sk.id for h in heroes for sk in hcat.hero(h).skills})
    return widest_skill_set(needed, os.environ.get(SKILL_SET_ENV, "off") or "off")


def _heroes_in_play(
    config: GameConfig,
) -> tuple[list[str], tuple[str, ...], list[str]]:
    """(pool, fixed heroes, heroes in play) of a configuration with heroes on; raises as
    :func:`hero_tables_for` does."""
    hcat = hero_catalogue()
    if config.heroes == "implemented":
        pool = implemented_heroes()
    else:
        pool = hcat.ids(config.heroes)
    if config.hero_pool is not None:
        unknown = [h for h in config.hero_pool if h not in hcat.index]
        if unknown:
            raise ValueError(f"hero_pool names unknown heroes: {', '.join(unknown)}")
        pool = [h for h in pool if h in set(config.hero_pool)]
    fixed: tuple[str, ...] = ()
    if isinstance(config.hero_assign, tuple):
        fixed = config.hero_assign
        unknown = [h for h in fixed if h not in hcat.index]
        if unknown:
            raise ValueError(f"hero_assign names unknown heroes: {', '.join(unknown)}")
        in_play = list(dict.fromkeys(fixed))
    else:
        in_play = pool
        need = 5 if config.hero_assign == "draft" else 1
        if len(pool) < need:
            raise ValueError(
                f"the hero pool has {len(pool)} heroes; hero_assign={config.hero_assign!r} needs"
                f" at least {need}"
            )
    missing = missing_skills(in_play)
    if missing:
        names = ", ".join(f"{h} {name} ({sid})" for h, name, sid in missing)
        raise NotImplementedError(
            f"heroes={config.heroes!r} holds heroes whose skills the engine does not implement"
            f" yet: {names}; use heroes='implemented' or a hero_pool of implemented heroes"
        )
    return pool, fixed, in_play


MAX_SEED = 2**63  # seeds are ints in [0, MAX_SEED) (state.seed is an int64)


class EngineError(RuntimeError):
    """A game of an :class:`Engine` is broken: the compiled rules raised inside it (see the
    module docstring). ``game`` is the game's index in the batch."""

    def __init__(self, message: str, game: int) -> None:
        super().__init__(message)
        self.game = game


_is_int = is_int


def check_seed(name: str, value: Any, count: int = 1) -> int:
    """``value`` as a seed: an int (not a bool) with ``value + count - 1 < 2**63``, >= 0."""
    if not _is_int(value) or not 0 <= int(value) <= MAX_SEED - count:
        top = "2**63" if count == 1 else f"2**63 - {count - 1}"
        raise ValueError(f"{name} must be an int in [0, {top}), got {value!r}")
    return int(value)


def _check_array(name: str, arr: Any, dtype: type, shape: tuple[int, ...]) -> None:
    """ValueError unless ``arr`` is a writable C-contiguous ndarray of that dtype and shape
    (what the compiled entry points take: anything else would be misread)."""
    if not (
        isinstance(arr, np.ndarray)
        and arr.dtype == dtype
        and arr.shape == shape
        and arr.flags.c_contiguous
        and arr.flags.writeable
    ):
        got = (
            f"{arr.dtype} array of shape {arr.shape}"
            if isinstance(arr, np.ndarray)
            else type(arr).__name__
        )
        raise ValueError(
            f"{name} must be a writable C-contiguous {np.dtype(dtype)} array of shape {shape},"
            f" got {got}"
        )


class Engine:
    """A batch of ``batch`` games sharing one :class:`GameConfig`.

    After :meth:`reset`, ``actor[b]`` is the seat whose decision game ``b`` waits for (-1 when the
    game is over), ``mask[b]`` its legal actions. :meth:`step` applies one action per game.
    """

    def __init__(self, config: GameConfig | None = None, batch: int = 1) -> None:
        if config is not None and not isinstance(config, GameConfig):
            raise TypeError(f"config must be a GameConfig, got {type(config).__name__}")
        if not _is_int(batch) or batch < 1:
            raise ValueError(f"batch must be an int >= 1, got {batch!r}")
        self.config = config if config is not None else GameConfig()
        self.catalogue, self.tables = content_for(self.config.deck, self.config.specials)
        self.n_faces = int(self.tables.face_category.shape[0])
        self.n_types = 4 * self.n_faces
        self.n_cards = int(self.tables.card_face.shape[0])
        self.offsets = action_offsets_for(self.n_faces)
        self.n_actions = self.offsets["size"]
        self.id_counts = identity_counts(self.config.players, self.config.mode)
        self.cfg = self.config.to_array(self.id_counts)
        # 冒名顶替 lends the skills of the hero its face names (-1: no such hero in the catalogue)
        self.cfg[C_MAOMING_HERO] = hero_catalogue().index.get(MAOMINGDINGTI_HERO, -1)
        self.hero_tables = hero_tables_for(self.config)
        self.skill_set = skill_set_of(self.config)  # the skills compiled (rulesets.qxs.skill_sets)
        self.tba = pack_tables(self.tables, self.hero_tables, self.skill_set)
        self.layout: ObsLayout = build_layout(self.tables)
        self.obs_size = self.layout.size
        self._players = self.config.players
        self._info: dict[str, Any] | None = None  # to_bytes' config block (made when first used)
        self.state = alloc_state(int(batch))
        self._bind()

    def _bind(self) -> None:
        """Look up the compiled entry points for this state (see engine.fastcall)."""
        # bound (and compiled) on first use: one_game is a library holding the whole engine
        # (several CPU-seconds of a first compile), not needed by every user of an Engine
        self._one_game = self._first_one_game
        # encode_one too: compiled first, it made the compile notice say "compiled the rules
        # engine" after its few seconds, before the long compile of the engine proper
        self._encode_one = self._first_encode_one

    def _first_encode_one(self, *args: Any) -> Any:
        """``encode_one`` the first time: bind its compiled entry point, then call it."""
        st, tba, cfg = self.state, self.tba, self.cfg
        example = (st, tba, cfg, self.layout.maps, 0, 0, np.zeros(1, np.float32))
        self._encode_one = fast_entry(encode_one, example)
        return self._encode_one(*args)

    def _first_one_game(self, *args: Any) -> Any:
        """``rules.one_game`` the first time: bind its compiled entry point, then call it."""
        self._one_game = fast_entry(rules.one_game, (self.state, self.tba, self.cfg, 0, 0, 0))
        return self._one_game(*args)

    # ------------------------------------------------------------------ views
    @property
    def state(self) -> np.ndarray:
        """The batch state (a record array, see rulesets.qxs.state). Assigning a new array of the
        state's dtype replaces the whole batch (``batch`` follows its length)."""
        return self._state

    @state.setter
    def state(self, st: np.ndarray) -> None:
        if not (
            isinstance(st, np.ndarray)
            and st.dtype == STATE_DTYPE
            and st.ndim == 1
            and st.shape[0] >= 1
            and st.flags.c_contiguous
            and st.flags.writeable
        ):
            raise ValueError(
                "Engine.state must be a writable, C-contiguous, non-empty 1-d array of the state"
                " dtype (rulesets.qxs.state.alloc_state)"
            )
        if not st.dtype.isalignedstruct:  # same layout, but numba would see another type
            st = st.view(STATE_DTYPE)
        self._state = st.view(np.recarray)
        self.batch = st.shape[0]
        self._err = np.zeros(self.batch, dtype=np.int64)
        self._done = self._state["done"]
        self._broken = self._state["broken"]
        self._mask_arr = self._state["mask"]
        self._why: dict[int, str] = {}  # why each broken game broke (as far as seen here)

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def actor(self) -> np.ndarray:
        """Seat whose decision each game waits for (-1 when over); a view, shape (B,)."""
        return self._state["actor"]

    @property
    def mask(self) -> np.ndarray:
        """Legal actions of each game's pending decision; a bool view, shape (B, n_actions)."""
        return self._state["mask"][:, : self.n_actions].view(np.bool_)

    @property
    def done(self) -> np.ndarray:
        """Game over flags; a view, shape (B,)."""
        return self._state["done"]

    @property
    def broken(self) -> np.ndarray:
        """Broken-game flags (the rules raised inside the game; see the module docstring); a
        uint8 view, shape (B,)."""
        return self._broken

    # ------------------------------------------------------------------ broken games
    def _broken_error(self, b: int, cause: str | None = None) -> EngineError:
        """The EngineError for broken game ``b`` (``cause``: the compiled code's message)."""
        if cause is not None:
            self._why[b] = cause
        why = self._why.get(b, "the compiled rules raised inside it earlier")
        g = self._state[b]
        return EngineError(
            f"game {b} is broken: {why}. It refuses every step until reset (reset_one({b}, seed)"
            f" or reset). To reproduce: Engine.replay({self.config!r}, seed={int(g['seed'])},"
            f" actions) with the {int(g['ndec'])} actions played in it since that reset",
            b,
        )

    def _raised(self, exc: Exception, b: int | None = None) -> EngineError:
        """Turn an exception out of the compiled code into the EngineError of the game it broke
        (``b``, or the first marked game without a recorded cause)."""
        cause = f"{type(exc).__name__}: {exc}"
        if b is None:
            marked = [int(x) for x in np.flatnonzero(self._broken) if int(x) not in self._why]
            b = marked[0] if marked else -1
        if b < 0:
            return EngineError(f"the compiled engine raised: {cause}", -1)
        return self._broken_error(b, cause)

    def _refuse_broken(self) -> None:
        """EngineError if any game of the batch is broken (before a whole-batch call)."""
        if self._broken.any():
            raise self._broken_error(int(np.flatnonzero(self._broken)[0]))

    # ------------------------------------------------------------------ play
    def reset(self, seeds: int | np.ndarray | list[int]) -> None:
        """Start every game: game ``b`` gets ``seeds[b]`` (an int seeds game b with seed + b).
        Seeds are ints in [0, 2**63)."""
        if _is_int(seeds):
            first = check_seed("seed", seeds, self.batch)
            arr = np.arange(self.batch, dtype=np.int64) + first
        else:
            arr = np.asarray(seeds)
            if arr.shape != (self.batch,):
                raise ValueError(f"need {self.batch} seeds, got shape {arr.shape}")
            if arr.dtype.kind not in "iu":
                raise ValueError(f"seeds must be ints in [0, 2**63), got dtype {arr.dtype}")
            if arr.size and (int(arr.min()) < 0 or int(arr.max()) >= MAX_SEED):
                bad = int(np.flatnonzero((arr < 0) | (arr.astype(np.uint64) >= MAX_SEED))[0])
                raise ValueError(f"seeds[{bad}] must be an int in [0, 2**63), got {arr[bad]}")
            arr = np.ascontiguousarray(arr, dtype=np.int64)
        self._why.clear()
        st, tba, cfg = self._state, self.tba, self.cfg
        for b in range(self.batch):
            try:
                self._one_game(st, tba, cfg, b, int(arr[b]), 1)
            except Exception as exc:
                raise self._raised(exc, b) from exc

    def reset_one(self, b: int, seed: int) -> None:
        """Start game ``b`` anew from ``seed`` (an int in [0, 2**63))."""
        b = check_index("b", b, self.batch)
        seed = check_seed("seed", seed)
        self._why.pop(b, None)
        try:
            self._one_game(self._state, self.tba, self.cfg, b, seed, 1)
        except Exception as exc:
            raise self._raised(exc, b) from exc

    def step(self, actions: np.ndarray | list[int] | int) -> None:
        """Apply ``actions[b]`` in every game that is not over (finished games ignore theirs).

        Raises ``ValueError`` if any action is illegal (or not an int); games before the
        offending one in the batch have then already advanced, the offending game and those
        after it have not. Raises :class:`EngineError`, moving no game, when a game of the batch
        is broken, and when a game breaks in this step (the games before it have moved).
        """
        acts = np.asarray(actions)
        if acts.ndim == 0:
            acts = acts.reshape(1)
        if acts.shape != (self.batch,):
            raise ValueError(f"need {self.batch} actions, got shape {acts.shape}")
        if acts.dtype.kind not in "iu":
            raise ValueError(f"actions must be ints, got dtype {acts.dtype}: {actions!r}")
        if self._broken.any():
            self._refuse_broken()
        done, mask, n_act = self._done, self._mask_arr, self.n_actions
        st, tba, cfg = self._state, self.tba, self.cfg
        for b in range(self.batch):
            if done[b]:
                continue
            a = int(acts[b])
            if not (0 <= a < n_act) or not mask[b, a]:
                self._illegal(b, a)
            try:
                self._one_game(st, tba, cfg, b, a, 0)
            except Exception as exc:
                raise self._raised(exc, b) from exc

    def step_unchecked(self, actions: np.ndarray, err: np.ndarray | None = None) -> np.ndarray:
        """The whole batch in one compiled call; ``err[b]`` is ``rules.ERR_*`` (illegal actions
        are not applied and are reported there, never corrected). ``actions`` (and ``err``) are
        C-contiguous int64 arrays of shape (batch,). Raises :class:`EngineError`, moving no
        game, when a game of the batch is broken, and when a game breaks in this call (the games
        before it have moved and have their ``err``; the later ones have not moved)."""
        _check_array("actions", actions, np.int64, (self.batch,))
        if err is None:
            err = self._err
        else:
            _check_array("err", err, np.int64, (self.batch,))
        if self._broken.any():
            self._refuse_broken()
        try:
            n_broken = rules.step_batch(self._state, self.tba, self.cfg, actions, err)
        except Exception as exc:
            raise self._raised(exc) from exc
        if n_broken:
            self._refuse_broken()
        return err

    def _illegal(self, b: int, a: int) -> None:
        legal = self.legal_actions(b)
        shown = ", ".join(f"{x} ({self.action_to_string(x, b)})" for x in legal[:20])
        more = "" if len(legal) <= 20 else f", ... ({len(legal)} in all)"
        raise ValueError(
            f"illegal action {a} ({self.action_to_string(a, b)}) for seat {int(self.actor[b])}"
            f" in game {b}; legal actions: {shown}{more}"
        )

    def legal_actions(self, b: int = 0) -> list[int]:
        """Legal action ids of game ``b``'s pending decision (EngineError if it is broken)."""
        b = check_index("b", b, self.batch)
        if self._broken[b]:
            raise self._broken_error(b)
        return [int(x) for x in np.flatnonzero(self._mask_arr[b, : self.n_actions])]

    # ------------------------------------------------------------------ observation
    def observe(self, seat: int, b: int = 0, out: np.ndarray | None = None) -> np.ndarray:
        """Observation vector of ``seat`` in game ``b`` (see qxs_env.rulesets.qxs.obs); ``out``: a
        C-contiguous float32 array of shape (obs_size,) to write it into."""
        if type(b) is not int or not 0 <= b < self.batch:
            b = check_index("b", b, self.batch)
        if type(seat) is not int or not 0 <= seat < self._players:
            seat = check_index("seat", seat, self._players)
        if self._broken[b]:
            raise self._broken_error(b)
        if out is None:
            out = np.zeros(self.obs_size, dtype=np.float32)
        else:
            _check_array("out", out, np.float32, (self.obs_size,))
        self._encode_one(self._state, self.tba, self.cfg, self.layout.maps, b, seat, out)
        return out

    def observe_batch(self, seats: np.ndarray, out: np.ndarray) -> np.ndarray:
        """Observation of ``seats[b]`` for every game into ``out[b]`` in one compiled call
        (``seats``: ints in range(players), shape (batch,); ``out``: float32 (batch, obs_size))."""
        seats = np.asarray(seats)
        if seats.shape != (self.batch,) or seats.dtype.kind not in "iu":
            raise ValueError(
                f"seats must be ints of shape ({self.batch},), got {seats.dtype} {seats.shape}"
            )
        bad = np.flatnonzero((seats < 0) | (seats >= self._players))
        if bad.size:
            check_index(f"seats[{int(bad[0])}]", int(seats[bad[0]]), self._players)
        _check_array("out", out, np.float32, (self.batch, self.obs_size))
        self._refuse_broken()
        seats = np.ascontiguousarray(seats, dtype=np.int64)
        encode_batch(self._state, self.tba, self.cfg, self.layout.maps, seats, out)
        return out

    def returns(self, b: int = 0) -> np.ndarray:
        """Per-seat result of game ``b`` (zeros while it runs): reward_win / reward_loss, or
        reward_truncated for everyone when truncated."""
        b = check_index("b", b, self.batch)
        out = np.zeros(self.players, dtype=np.float32)
        g = self._state[b]
        if not g["done"]:
            return out
        if g["truncated"]:
            out[:] = self.config.reward_truncated
            return out
        won = g["won"][: self.players]
        out[:] = np.where(won != 0, self.config.reward_win, self.config.reward_loss)
        return out

    def winner_names(self, b: int = 0) -> list[str]:
        """English names of the identities of the seats that won game ``b`` (each once, in
        identity order; empty while it runs or when truncated)."""
        b = check_index("b", b, self.batch)
        g = self._state[b]
        idents = {int(g["ident"][p]) for p in range(self.players) if g["won"][p]}
        return [IDENTITY_NAMES[k] for k in sorted(idents)]

    # ------------------------------------------------------------------ state
    def copy(self) -> Engine:
        """An independent engine with a copy of the whole batch state."""
        other = object.__new__(Engine)
        other.__dict__.update(self.__dict__)
        other.state = copy_state(self._state)  # entry points: same types, reused
        other._why = dict(self._why)
        return other

    def __copy__(self) -> Engine:
        """``copy.copy``: an independent copy, as :meth:`copy` (a copy sharing the state would
        share its views and entry points with the original)."""
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Engine:
        """``copy.deepcopy``: :meth:`copy` (the state's bytes copied, its views and compiled
        entry points made for the copy; the content tables shared: they are never written)."""
        other = self.copy()
        memo[id(self)] = other
        return other

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """``pickle``: the engine travels as its class, config and :meth:`to_bytes` and is
        rebuilt by the framework's :func:`~qxs_env.engine.state.rebuild_engine` (in another
        process too; the compiled entry points cannot be pickled)."""
        return (rebuild_engine, (type(self), self.config, int(self.batch), self.to_bytes()))

    def _save_info(self) -> dict[str, Any]:
        """The config block of :meth:`to_bytes`: the GameConfig (plain data) and digests of it
        and of the compiled content tables and rule array (deck, specials, heroes)."""
        if self._info is None:
            conf = json.loads(json.dumps(self.config.to_dict(), sort_keys=True, default=repr))
            text = json.dumps(conf, sort_keys=True).encode()
            content = hashlib.sha256(
                tables_content_bytes(self.tba) + self.cfg.tobytes()
            ).hexdigest()
            self._info = {
                "config": conf,
                "config_digest": hashlib.sha256(text).hexdigest(),
                "content_digest": content,
            }
        return self._info

    def to_bytes(self) -> bytes:
        """The batch state as bytes, with this engine's config and its digests (a header: see
        engine.state); :meth:`load_bytes` of an engine of another config refuses them."""
        return state_to_bytes(self._state, self._save_info())

    def load_bytes(self, data: bytes) -> None:
        """Replace the batch state by one saved with :meth:`to_bytes` from the same config (the
        batch size follows the saved one). Raises ValueError, changing nothing, for bytes of
        another config (naming the differing fields), of another content (deck file, catalogue),
        not a saved state, truncated or corrupted, or holding out-of-range counters."""
        info, st = read_state_bytes(data)
        self._check_saved_config(info)
        check_state(st, self._players, self.n_cards)
        self.state = st  # same dtype as before (read_state_bytes checks): entry points still fit
        for b in np.flatnonzero(self._broken):
            self._why[int(b)] = "it was saved broken"

    def _check_saved_config(self, info: dict[str, Any]) -> None:
        """ValueError unless ``info`` (a saved state's config block) is this engine's."""
        mine = self._save_info()
        saved = info.get("config")
        if not isinstance(saved, dict) or "config_digest" not in info:
            raise ValueError(
                "the saved state carries no GameConfig (not saved by Engine.to_bytes); refusing"
                " to load it into an engine whose configuration it cannot be checked against"
            )
        if info["config_digest"] != mine["config_digest"] or saved != mine["config"]:
            fields = sorted(set(saved) | set(mine["config"]))
            diff = [
                f"{k}: saved {saved.get(k)!r}, this engine {mine['config'].get(k)!r}"
                for k in fields
                if saved.get(k) != mine["config"].get(k)
            ]
            raise ValueError(
                "the saved state was made under another GameConfig: "
                + ("; ".join(diff) or "the config digests differ")
            )
        if info.get("content_digest") != mine["content_digest"]:
            raise ValueError(
                "the saved state was made with other content tables under the same GameConfig"
                " (the deck file, the card or hero catalogue, or the engine's implemented skills"
                " changed since it was saved)"
            )

    @classmethod
    def replay(cls, config: GameConfig, seed: int, actions: list[int]) -> Engine:
        """Rebuild a game from (config, seed, actions): a one-game engine in the same state."""
        eng = cls(config, batch=1)
        eng.reset_one(0, seed)
        for a in actions:
            eng.step([a])
        return eng

    # ------------------------------------------------------------------ words
    def action_to_string(self, action: int, b: int = 0) -> str:
        """The action in plain words, in the context of game ``b``'s pending decision."""
        from qxs_env.rulesets.qxs.text import action_to_string

        if not _is_int(action):
            raise TypeError(f"action must be an int, got {action!r}")
        b = check_index("b", b, self.batch)
        return action_to_string(self, action, b)
