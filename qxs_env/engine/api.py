"""``Engine``: a batch of games of one configuration, over the compiled core.

This is the one Python object the adapters (AEC env, vector env, SB3 env), the CLI and the tests
drive. It owns the content tables, the rule array and the batch state, and checks every action
against the exact legal mask before the compiled code applies it: an illegal action raises a
``ValueError`` naming the action and the legal ones, and changes nothing.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from qxs_env.config import GameConfig
from qxs_env.constants import IDENTITY_NAMES
from qxs_env.content import (
    Catalogue,
    compile_tables,
    identity_counts,
    load_catalogue,
    load_deck,
)
from qxs_env.content.effects import EFFECT_IDS
from qxs_env.content.heroes import HeroTables, compile_heroes
from qxs_env.content.loader import HeroCatalogue, load_heroes
from qxs_env.content.skills import SKILL_IDS
from qxs_env.content.tables import Tables, with_specials
from qxs_env.engine import core
from qxs_env.engine.fastcall import fast_entry
from qxs_env.engine.layout import C_MAOMING_HERO, action_offsets
from qxs_env.engine.obs import ObsLayout, build_layout, encode_batch, encode_one
from qxs_env.engine.state import (
    alloc_state,
    copy_state,
    pack_tables,
    state_from_bytes,
    state_to_bytes,
)

MAOMINGDINGTI_HERO = "qiuqianren"  # 冒名顶替's face: the two skills of 裘千仞


@lru_cache(maxsize=1)
def _catalogue() -> Catalogue:
    return load_catalogue()


@lru_cache(maxsize=32)
def content_for(deck: str, specials: bool = False) -> tuple[Catalogue, Tables]:
    """Catalogue and compiled tables of a deck name or path (loaded once per process); with
    ``specials`` the 3 special cards are appended (GameConfig.specials)."""
    cat = _catalogue()
    tables = compile_tables(cat, load_deck(deck, cat))
    if specials:
        tables = with_specials(cat, tables)
    implemented = set(core.IMPLEMENTED_EFFECTS)
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
    implemented = {SKILL_IDS[c] for c in core.IMPLEMENTED_SKILLS}
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
    return compile_heroes(hcat, _catalogue(), pool, fixed)


class Engine:
    """A batch of ``batch`` games sharing one :class:`GameConfig`.

    After :meth:`reset`, ``actor[b]`` is the seat whose decision game ``b`` waits for (-1 when the
    game is over), ``mask[b]`` its legal actions. :meth:`step` applies one action per game.
    """

    def __init__(self, config: GameConfig | None = None, batch: int = 1) -> None:
        self.config = config if config is not None else GameConfig()
        self.catalogue, self.tables = content_for(self.config.deck, self.config.specials)
        self.n_faces = int(self.tables.face_category.shape[0])
        self.n_types = 4 * self.n_faces
        self.n_cards = int(self.tables.card_face.shape[0])
        self.offsets = action_offsets(self.n_types)
        self.n_actions = self.offsets["size"]
        self.id_counts = identity_counts(self.config.players, self.config.mode)
        self.cfg = self.config.to_array(self.id_counts)
        # 冒名顶替 lends the skills of the hero its face names (-1: no such hero in the catalogue)
        self.cfg[C_MAOMING_HERO] = hero_catalogue().index.get(MAOMINGDINGTI_HERO, -1)
        self.hero_tables = hero_tables_for(self.config)
        self.tba = pack_tables(self.tables, self.hero_tables)
        self.layout: ObsLayout = build_layout(self.tables)
        self.obs_size = self.layout.size
        self.batch = batch
        self.state: np.ndarray = alloc_state(batch)
        self._err = np.zeros(batch, dtype=np.int64)
        self._bind()

    def _bind(self) -> None:
        """Look up the compiled entry points for this state (see engine.fastcall)."""
        st, tba, cfg = self.state, self.tba, self.cfg
        self._apply_one = fast_entry(core.apply_one, (st, tba, cfg, 0, 0))
        self._reset_one = fast_entry(core.reset_one, (st, tba, cfg, 0, 0))
        self._encode_one = fast_entry(
            encode_one, (st, tba, cfg, self.layout.maps, 0, 0, np.zeros(1, np.float32))
        )

    # ------------------------------------------------------------------ views
    @property
    def players(self) -> int:
        return self.config.players

    @property
    def actor(self) -> np.ndarray:
        """Seat whose decision each game waits for (-1 when over); a view, shape (B,)."""
        return self.state["actor"]

    @property
    def mask(self) -> np.ndarray:
        """Legal actions of each game's pending decision; a bool view, shape (B, n_actions)."""
        return self.state["mask"][:, : self.n_actions].view(np.bool_)

    @property
    def done(self) -> np.ndarray:
        """Game over flags; a view, shape (B,)."""
        return self.state["done"]

    # ------------------------------------------------------------------ play
    def reset(self, seeds: int | np.ndarray | list[int]) -> None:
        """Start every game: game ``b`` gets ``seeds[b]`` (an int seeds game b with seed + b)."""
        if np.isscalar(seeds):
            seeds = np.arange(self.batch, dtype=np.int64) + int(seeds)
        seeds = np.asarray(seeds, dtype=np.int64)
        if seeds.shape != (self.batch,):
            raise ValueError(f"need {self.batch} seeds, got shape {seeds.shape}")
        core.reset_batch(self.state, self.tba, self.cfg, seeds)

    def reset_one(self, b: int, seed: int) -> None:
        """Start game ``b`` anew from ``seed``."""
        self._reset_one(self.state, self.tba, self.cfg, b, int(seed))

    def step(self, actions: np.ndarray | list[int] | int) -> None:
        """Apply ``actions[b]`` in every game that is not over (finished games ignore theirs).

        Raises ``ValueError`` if any action is illegal; games before the offending one in the
        batch have then already advanced, the offending game and those after it have not.
        """
        if np.isscalar(actions):
            actions = [actions]
        acts = np.asarray(actions, dtype=np.int64)
        if acts.shape != (self.batch,):
            raise ValueError(f"need {self.batch} actions, got shape {acts.shape}")
        for b in range(self.batch):
            if self.state["done"][b]:
                continue
            a = int(acts[b])
            if not (0 <= a < self.n_actions) or not self.state["mask"][b, a]:
                self._illegal(b, a)
            self._apply_one(self.state, self.tba, self.cfg, b, a)

    def step_unchecked(self, actions: np.ndarray, err: np.ndarray | None = None) -> np.ndarray:
        """The whole batch in one compiled call; ``err[b]`` is ``core.ERR_*`` (illegal actions
        are not applied and are reported there, never corrected)."""
        if err is None:
            err = self._err
        core.step_batch(self.state, self.tba, self.cfg, actions, err)
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
        """Legal action ids of game ``b``'s pending decision."""
        return [int(x) for x in np.flatnonzero(self.state["mask"][b, : self.n_actions])]

    # ------------------------------------------------------------------ observation
    def observe(self, seat: int, b: int = 0, out: np.ndarray | None = None) -> np.ndarray:
        """Observation vector of ``seat`` in game ``b`` (see qxs_env.engine.obs)."""
        if out is None:
            out = np.zeros(self.obs_size, dtype=np.float32)
        self._encode_one(self.state, self.tba, self.cfg, self.layout.maps, b, seat, out)
        return out

    def observe_batch(self, seats: np.ndarray, out: np.ndarray) -> np.ndarray:
        """Observation of ``seats[b]`` for every game into ``out[b]`` in one compiled call."""
        encode_batch(self.state, self.tba, self.cfg, self.layout.maps, seats, out)
        return out

    def returns(self, b: int = 0) -> np.ndarray:
        """Per-seat result of game ``b`` (zeros while it runs): reward_win / reward_loss, or
        reward_truncated for everyone when truncated."""
        out = np.zeros(self.players, dtype=np.float32)
        g = self.state[b]
        if not g["done"]:
            return out
        if g["truncated"]:
            out[:] = self.config.reward_truncated
            return out
        w = int(g["winners"])
        for p in range(self.players):
            won = (w >> int(g["ident"][p])) & 1
            out[p] = self.config.reward_win if won else self.config.reward_loss
        return out

    def winner_names(self, b: int = 0) -> list[str]:
        """English names of the winning identities of game ``b`` (empty if none yet)."""
        w = int(self.state["winners"][b])
        return [name for k, name in enumerate(IDENTITY_NAMES) if (w >> k) & 1]

    # ------------------------------------------------------------------ state
    def copy(self) -> Engine:
        """An independent engine with a copy of the whole batch state."""
        other = object.__new__(Engine)
        other.__dict__.update(self.__dict__)
        other.state = copy_state(self.state)
        other._err = np.zeros(self.batch, dtype=np.int64)  # entry points: same types, reused
        return other

    def to_bytes(self) -> bytes:
        """The batch state as bytes (the config is not included: keep it alongside)."""
        return state_to_bytes(self.state)

    def load_bytes(self, data: bytes) -> None:
        """Replace the batch state by one saved with :meth:`to_bytes` from the same config."""
        st = state_from_bytes(data)
        self.state = st  # same dtype as before (state_from_bytes checks): entry points still fit
        self.batch = st.shape[0]
        self._err = np.zeros(self.batch, dtype=np.int64)

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
        from qxs_env.text import action_to_string

        return action_to_string(self, action, b)
