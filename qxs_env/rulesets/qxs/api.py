"""``Engine``: a batch of 群侠杀 games of one configuration, over the compiled core, and the
content it is built from (the deck's tables, the heroes in play, the skill set compiled).

This is the one Python object the adapters (AEC env, vector env, SB3 env), the CLI and the tests
drive. It is the framework's batch engine (``qxs_env.engine.batch_engine.RecordBatchEngine``,
which holds the members below) over 群侠杀's record and tables: it owns the content tables, the
rule array and the batch state, and checks every action against the exact legal mask before the
compiled code applies it: an illegal action raises a ``ValueError`` naming the action and the
legal ones, and changes nothing. Its compiled entry points are the framework's
(``qxs_env.engine.entry``), bound for 群侠杀 in ``rulesets.qxs.framework``.

Arguments are checked before any compiled call (the compiled code does not check bounds, so a bad
index would read or write outside the state): a game index ``b`` must be an int in
``range(batch)``, a ``seat`` an int in ``range(players)`` (``IndexError`` when out of range,
``TypeError`` for a bool, a float or another type); seeds are ints in ``[0, 2**63)`` (bools
refused; ``ValueError``); action and output arrays must have the documented dtype and shape.

Broken games (the contract adapters rely on). The compiled rules raise ``RuntimeError("qxs
engine: ...")`` when they meet a state they cannot continue from (an engine bug: a decision with
no legal action, a stack overflow, ...). The game is then half-updated, so it is never used
again until reset: the entry points (``rules.apply_action`` / ``rules.reset_game``, the
framework's ``play`` / ``start``) mark the game's record
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

from qxs_env.engine.batch_engine import RecordBatchEngine
from qxs_env.engine.checks import MAX_SEED, check_index, check_seed, is_int  # noqa: F401
from qxs_env.engine.state import state_to_bytes
from qxs_env.rulesets.qxs import framework, rules
from qxs_env.rulesets.qxs.card_model import action_offsets_for
from qxs_env.rulesets.qxs.config import GameConfig, hero_hp_overrides
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
from qxs_env.rulesets.qxs.framework import encode_batch, encode_one
from qxs_env.rulesets.qxs.layout import C_MAOMING_HERO
from qxs_env.rulesets.qxs.obs import ObsLayout, build_layout
from qxs_env.rulesets.qxs.skill_sets import SKILL_SET_ENV, skill_set_for, widest_skill_set
from qxs_env.rulesets.qxs.state import (
    STATE_DTYPE,
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
    hp = hero_hp_overrides(config.hero_hp)
    return compile_heroes(hero_catalogue(), _catalogue(), pool, fixed, hp)


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


class EngineError(RuntimeError):
    """A game of an :class:`Engine` is broken: the compiled rules raised inside it (see the
    module docstring). ``game`` is the game's index in the batch."""

    def __init__(self, message: str, game: int) -> None:
        super().__init__(message)
        self.game = game


class Engine(RecordBatchEngine):
    """A batch of ``batch`` games sharing one :class:`GameConfig`: the framework's
    :class:`~qxs_env.engine.batch_engine.RecordBatchEngine` over 群侠杀's record
    (:data:`~qxs_env.rulesets.qxs.state.STATE_DTYPE`) and content tables, with 群侠杀's entry
    points (the framework's, bound in ``rulesets.qxs.framework``), its broken-game message, its
    saved states (checked against the content tables too) and its words.

    After :meth:`reset`, ``actor[b]`` is the seat whose decision game ``b`` waits for (-1 when the
    game is over), ``mask[b]`` its legal actions. :meth:`step` applies one action per game.
    """

    GAME = "qunxiasha"
    STATE_DTYPE = STATE_DTYPE
    ERROR = EngineError
    IDENTITY_NAMES = tuple(IDENTITY_NAMES)

    def __init__(self, config: GameConfig | None = None, batch: int = 1) -> None:
        if config is not None and not isinstance(config, GameConfig):
            raise TypeError(f"config must be a GameConfig, got {type(config).__name__}")
        batch = self.check_batch(batch)
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
        self._saved_info: dict[str, Any] | None = None  # to_bytes' config block (made when used)
        self._start_state(batch)

    def entry_points(self) -> tuple[Any, Any]:
        """群侠杀's compiled ``one_game`` and ``encode_one`` (the framework's entry points,
        ``qxs_env.engine.entry``, bound in ``rulesets.qxs.framework``)."""
        return framework.one_game, encode_one

    def batch_entry_points(self) -> tuple[Any, Any]:
        """群侠杀's compiled ``step_batch`` and ``encode_batch`` (looked up at each call)."""
        return rules.step_batch, encode_batch

    def _broken_error(self, b: int, cause: str | None = None) -> EngineError:
        """The EngineError for broken game ``b`` (``cause``: the compiled code's message), with
        how to reproduce it."""
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

    # ------------------------------------------------------------------ saved states
    def _save_info(self) -> dict[str, Any]:
        """The config block of :meth:`to_bytes`: the GameConfig (plain data) and digests of it
        and of the compiled content tables and rule array (deck, specials, heroes)."""
        if self._saved_info is None:
            conf = json.loads(json.dumps(self.config.to_dict(), sort_keys=True, default=repr))
            text = json.dumps(conf, sort_keys=True).encode()
            content = hashlib.sha256(
                tables_content_bytes(self.tba) + self.cfg.tobytes()
            ).hexdigest()
            self._saved_info = {
                "config": conf,
                "config_digest": hashlib.sha256(text).hexdigest(),
                "content_digest": content,
            }
        return self._saved_info

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
        check_state(st, self.players, self.n_cards)
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

    # ------------------------------------------------------------------ words
    def action_to_string(self, action: int, b: int = 0) -> str:
        """The action in plain words, in the context of game ``b``'s pending decision."""
        from qxs_env.rulesets.qxs.text import action_to_string

        if not is_int(action):
            raise TypeError(f"action must be an int, got {action!r}")
        b = check_index("b", b, self.batch)
        return action_to_string(self, action, b)
