"""A rule-based reference agent that plays 群侠杀 from the observation alone.

:class:`HeuristicPolicy` implements :class:`agents.base.BatchPolicy`. Everything it reads comes
from the acting seat's observation vector and legal mask (``qxs_env.rulesets.qxs.obs``) plus the
card catalogue (public knowledge: faces, categories, powers, effects); it never touches engine
state.

Design (see docs/agents.md for the full description):

* **Allegiance inference** (``agents/framework/belief.py``, reusable by other rulesets of the
  family, with 群侠杀's numbers from ``agents/heuristic/identities.py``).
  Every seat gets a score ``s`` in (-1, 1): positive = friend of the leader, negative = enemy of
  the leader. Known identities fix the score; unknown seats are scored from the public history
  matrix: hostile acts (attacks, harmful cards, cards destroyed or taken) aimed at seats of
  positive score push the aggressor down, rescues push it up, weighted by the victim's own
  score (the dead count by their revealed identity), iterated a few times. From the scores and
  the identity table (who is left to be what), each unknown seat gets a probability per
  identity (iterative proportional fitting).
* **Enmity per identity.** How much the agent wants to hurt each seat (``enmity``) is the
  expected value of hurting it over those probabilities: the leader side values hurting a cult
  +1 and a righteous -2 (so it does not attack an undecided seat), the cult hits the leader
  first, then likely righteous; court/foreign (renegades) hit the stronger side and spare the
  leader while others live; the collaborator protects the foreign player it knows.
* **Card play.** Equip into empty slots, draw, heal when hurt, harmful cards on the worst enemy,
  the mass card when it hurts enemies more than friends, attack the worst enemy the damage can
  actually reach (not face down, not into its guard's colours, 和合 links counted) with the
  strongest move that reaches, a buff (指点, 九转熊蛇丸) right before, keep the rest for defence;
  answer attacks with the cheapest move that blocks (R-M4/R-M5 power arithmetic), cancel harmful
  cards aimed at allies (never a cancel in a chain), rescue allies, link two clear enemies or
  recast, discard the least useful cards; equal choices are broken at random. Unknown effects
  fall back by category (poison / strategy: harmful, medicine: beneficial, equipment: equip).
* **Hero skills and the draft** (heroes on). The own hero is read from the observer's hero
  block and its skills looked up in the public hero catalogue (``skill_table``: a policy role
  per skill id, so new heroes reusing known skill ids are covered). Card-making skills are
  valued as the card they make, other active skills by per-role rules (``_active_value``),
  optional triggers are accepted unless they would help an enemy or hurt a friend
  (``_accept_skill``), and the defence arithmetic counts the hero's power floors, extra
  counters and auto-blocks (``_def_damage``). The draft takes the offered hero with the best
  score for its identity (``hero_prior_table``, from ``agents/hero_prior_v2.json``).
  ``hero_skills=False, draft=False`` restores the play from before, for comparisons.
* **Second round of hero rules** (``hero_rules_v2``, default on; ``False`` plays hero skills
  as the first version did): judgement replacement read from the observation's ``judgement``
  slice (``_judge_wish``: which colours favour the judged seat or the skill owner, and whether
  that seat is a friend or an enemy) with hand cards or 六合童子's page boys (``stored`` slice),
  西狂's colour, 挥刀自宫 (and the power it and 黯然销魂 add in the defence arithmetic), the
  hero's 蛤蟆功 and 乾坤大挪移 (``_move_plan``), 冒名顶替 on oneself with the lent skills read
  from the lender's row, and hero-skill target prompts read by what the skill does.
* **Always legal.** The chosen action is checked against the mask; if it is not legal, a
  seeded random legal action is taken instead.

Where things are (docs/agents.md): this module holds the policy class and its variants;
:mod:`agents.heuristic.tables` the tables built in Python from the catalogue (faces, hero
skills, draft scores, observation offsets, the ``K_*``/``SR_*``/``FX_*``/``DK_*``/``PUR_*``
codes); :mod:`agents.heuristic.arithmetic` the compiled value and damage arithmetic;
:mod:`agents.heuristic.hero_skills` the per-role hero-skill rules;
:mod:`agents.heuristic.table_view` the reading of one observation (seats, belief, enmity, the
decision, the own hero) into a ``TableView``; :mod:`agents.heuristic.play` the play phase;
:mod:`agents.heuristic.answers` answers to attacks, cancels and rescues;
:mod:`agents.heuristic.choices` targets, discards, picks, confirms, the draft, colours;
:mod:`agents.heuristic.decide` the dispatcher ``_decide`` and the compiled entry points
``_act_one`` / ``_act_rows``; :mod:`agents.heuristic.identities` 群侠杀's per-identity numbers
(known scores, leans, the value of hurting each identity) handed to the agents' framework
:mod:`agents.framework` (belief, enmity, seat distances, the generator), which names no card,
skill or identity. Everything compiled is cached by :mod:`agents.framework.jit`, keyed by a digest
of all
these files and the framework's. The version before issue 20 is kept
unchanged in ``agents/heuristic_v1.py`` (``heuristic_v1`` in the lab).
"""

from __future__ import annotations

import numpy as np

from agents.heuristic.decide import _act_one, _act_rows, _act_rows_per_game, _decide, _scratch
from agents.heuristic.identity_enmity import (
    CULT_HIDES,
    CULT_HIDES_FIRST_ROUND,
    CULT_PREFERS_OTHERS,
)
from agents.heuristic.tables import (
    FIX_ALL,
    FIX_COURT_SPARE,
    FIX_COURT_THREAT,
    FIX_FOCUS,
    FIX_FORCE_VICTIM,
    FIX_FRIENDLY_FIRE,
    FIX_GUARD_LEADER,
    FIX_LEADER_HOLD,
    FIX_LEADER_KILL,
    FIX_LEADER_PROBE,
    FIX_LEADER_SPARE_TOP,
    FIX_LOW_HP,
    FIX_MAOMING,
    FIX_OWN_CANCEL,
    FIX_PAGE_BOYS,
    FIX_RIGHTEOUS_HOLD,
    FIX_RIGHTEOUS_SPARE_TOP,
    FIX_SILENT,
    HERO_PRIOR_PATH,
    S_IDENT,
    S_KNOWN,
    face_tables,
    hero_prior_table,
    make_obs_offsets,
    skill_table,
)
from qxs_env.rulesets.qxs.card_model import action_offsets_for
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, N_COLOURS
from qxs_env.rulesets.qxs.layout import N_PURPOSES
from qxs_env.rulesets.qxs.obs import D_FACE, D_OTHER, D_PURPOSE

__all__ = [
    "FIX_ALL",
    "FIX_COURT_SPARE",
    "FIX_COURT_THREAT",
    "FIX_FOCUS",
    "FIX_FORCE_VICTIM",
    "FIX_FRIENDLY_FIRE",
    "FIX_GUARD_LEADER",
    "FIX_LEADER_HOLD",
    "FIX_LEADER_KILL",
    "FIX_LEADER_PROBE",
    "FIX_LEADER_SPARE_TOP",
    "FIX_LOW_HP",
    "FIX_MAOMING",
    "FIX_OWN_CANCEL",
    "FIX_PAGE_BOYS",
    "FIX_RIGHTEOUS_HOLD",
    "FIX_RIGHTEOUS_SPARE_TOP",
    "FIX_SILENT",
    "KEPT_FIXES",
    "HERO_PRIOR_PATH",
    "S_IDENT",
    "S_KNOWN",
    "HeuristicPolicy",
    "_act_one",
    "_act_rows",
    "_decide",
    "_scratch",
    "face_tables",
    "hero_prior_table",
    "heuristic_hero_rules_v1",
    "heuristic_random_draft",
    "heuristic_cult_hides",
    "heuristic_cult_hides_first_round",
    "heuristic_cult_prefers_others",
    "heuristic_without_hero_skills",
    "skill_table",
]


class HeuristicPolicy:
    """Rule-based agent over observations (see the module docstring). The version before
    issue 20 is ``agents.heuristic_v1.HeuristicPolicy`` (the lab's ``heuristic_v1``).

    Args:
        identity: force the playing style of one identity (English name, e.g. ``"cult"``);
            ``None`` plays the identity found in each observation.
        seed: seed of the policy's own generator (used only by the random legal fallback).
        deck: a deck name, only used to load the card catalogue (faces are catalogue-wide).
        hero_skills: use hero skills on purpose (active skills, optional triggers, skill costs,
            skill-aware defence); ``False`` answers them as before hero skills were handled
            (triggers accepted, active skills only by the random fallback), for comparisons.
        draft: pick the draft hero by the prior table ``hero_prior_v2.json``; ``False`` picks at
            random (the random legal fallback).
        hero_rules_v2: the hero rules of the second round (judgement replacement with hand
            cards or page boys, 西狂's colour, 挥刀自宫, 蛤蟆功, the hero's 乾坤大挪移, skills
            lent by 冒名顶替, 水上飘's and the power skills' arithmetic, skill target prompts by
            what the skill does); ``False`` plays hero skills as the first version did, for
            comparisons. No effect with ``hero_skills=False`` or with heroes off.
        cult_hiding: the cult's timing (issue 20), measured and not kept: 0 (the default)
            the cult hurts the leader from turn 1; ``CULT_HIDES``, ``CULT_PREFERS_OTHERS``,
            ``CULT_HIDES_FIRST_ROUND`` (``agents.heuristic.identity_enmity._cult_hides``) the
            variants measured in docs/agents.md ("The cult's timing"), for comparisons.
        help_history: read the observation's ``help_history`` and ``chain`` slices (issue 20,
            weaknesses 2 and 7: help scored apart from harm, forced acts not hostile, cancels in
            a chain judged by their net effect); ``False`` plays as the version before them
            (both slices ignored: no help but rescues, no cancel of a cancel), for comparisons.
        fixes: issue 34's fixes (``FIX_*`` bits of :mod:`agents.heuristic.tables`) per
            identity: ``None`` the kept ones (:data:`KEPT_FIXES`), an int for every identity,
            or a dict from identity name to bits (missing identities: none).
    """

    name = "heuristic"
    needs_observations = True

    def __init__(
        self,
        identity: str | None = None,
        seed: int = 0,
        deck: str = "starter",
        hero_skills: bool = True,
        draft: bool = True,
        hero_rules_v2: bool = True,
        cult_hiding: int = 0,
        help_history: bool = True,
        fixes: int | dict[str, int] | None = None,
    ) -> None:
        from qxs_env.rulesets.qxs.api import content_for
        from qxs_env.rulesets.qxs.obs import build_layout

        if identity is not None and identity not in IDENTITY_NAMES:
            raise ValueError(f"unknown identity {identity!r}; expected one of {IDENTITY_NAMES}")
        self.identity = identity
        self._force = -1 if identity is None else IDENTITY_NAMES.index(identity)
        catalogue, tables = content_for(deck)
        self.face_table = face_tables(tables)
        self.skill_table = skill_table(self.face_table, catalogue)
        self.hero_prior = hero_prior_table()
        self.hero_skills = bool(hero_skills)
        self.draft = bool(draft)
        self.hero_rules_v2 = bool(hero_rules_v2)
        if cult_hiding not in (0, CULT_HIDES, CULT_PREFERS_OTHERS, CULT_HIDES_FIRST_ROUND):
            raise ValueError(f"unknown cult_hiding mode {cult_hiding!r}")
        self.cult_hiding = int(cult_hiding)
        self.fixes = _fix_masks(fixes)
        self._flags = np.array(
            [
                int(self.hero_skills),
                int(self.draft),
                int(self.hero_rules_v2),
                int(self.cult_hiding),
                *self.fixes,
            ],
            np.int64,
        )
        layout = build_layout(tables)
        self._hof = make_obs_offsets(layout)
        self.help_history = bool(help_history)
        if not self.help_history:
            self._hof[16:18] = -1  # the slices of weaknesses 2 and 7 read as missing
        self.n_types = layout.n_types
        self.n_actions = action_offsets_for(self.n_types // N_COLOURS)["size"]
        self.obs_size = layout.size
        eq_face = np.flatnonzero(np.asarray(layout.maps.eq_index) >= 0)
        order = np.argsort(np.asarray(layout.maps.eq_index)[eq_face])
        dec = np.array([D_PURPOSE, D_OTHER, D_FACE, N_PURPOSES], np.int64)
        self._offs = np.concatenate(
            [np.asarray(layout.maps.offsets, np.int64), dec, eq_face[order].astype(np.int64)]
        )
        self._state = np.zeros(1, dtype=np.uint64)
        self._game_states = np.zeros(0, dtype=np.uint64)  # per row, after begin_game
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """Reseed the policy's generator (one stream shared by every row, as after
        construction: the per-game streams of :meth:`begin_game` are dropped)."""
        self._state[0] = _seeded(seed)
        self._game_states = np.zeros(0, dtype=np.uint64)

    def begin_game(self, row: int, seed: int) -> None:
        """Give row ``row`` a generator of its own, seeded from ``seed``, for the game that
        starts there (the lab's per-game reseeding, as its ``random`` has: a game's tie breaks
        then depend on that game's seed only, not on the games played in the other rows, so
        ``qxs simulate``'s numbers do not depend on ``num_envs`` or ``chunk`` and it can stop
        playing games it will not record). Until :meth:`reset`, rows never begun draw from
        streams seeded from the shared one and their row."""
        self._grow(row + 1)
        self._game_states[row] = _seeded(seed)

    def _grow(self, n: int) -> None:
        """Per-game streams for rows up to ``n - 1`` (new ones: the shared state XOR the row)."""
        have = len(self._game_states)
        if n > have:
            extra = np.arange(have, n, dtype=np.uint64) ^ np.uint64(self._state[0])
            self._game_states = np.concatenate([self._game_states, extra])

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A legal action for every listed row, chosen from its observation and mask (random
        numbers from the shared generator, or from each row's own after :meth:`begin_game`)."""
        if obs.shape[1] != self.obs_size or mask.shape[1] != self.n_actions:
            raise ValueError(
                f"observation/mask sizes {obs.shape[1]}/{mask.shape[1]} do not match the "
                f"catalogue ({self.obs_size}/{self.n_actions})"
            )
        rows = np.asarray(rows, dtype=np.int64)
        per_game = len(self._game_states) > 0
        if per_game and rows.size:
            self._grow(int(rows.max()) + 1)
        (_act_rows_per_game if per_game else _act_rows)(
            obs,
            mask,
            rows,
            out,
            self.face_table,
            self._offs,
            self.n_types,
            self._force,
            self._game_states if per_game else self._state,
            self.skill_table,
            self.hero_prior,
            self._hof,
            self._flags,
        )

    def beliefs(self, obs: np.ndarray) -> np.ndarray:
        """The identity beliefs behind this policy's decisions (``qxs beliefs``): float64
        ``(N, MAX_PLAYERS, 6)``, ``[i, r, k]`` the probability that the seat ``r`` places after the
        observer of ``obs[i]`` is identity ``k`` (``IDENTITY_NAMES`` order; ``r = 0`` is the
        observer, certain of itself; each present seat's row sums to 1, absent seats' rows are
        0), computed from the observation alone as at a decision
        (:mod:`agents.heuristic.beliefs`)."""
        from agents.heuristic.beliefs import _belief_rows
        from qxs_env.engine.layout import MAX_PLAYERS

        obs = np.ascontiguousarray(obs, dtype=np.float32)
        if obs.ndim != 2 or obs.shape[1] != self.obs_size:
            raise ValueError(f"observations must be (N, {self.obs_size}), got {obs.shape}")
        out = np.zeros((obs.shape[0], MAX_PLAYERS, len(IDENTITY_NAMES)), np.float64)
        _belief_rows(obs, out, self.face_table, self._offs, self._hof)
        return out


KEPT_FIXES: dict[str, int] = {
    name: FIX_ALL
    & ~FIX_MAOMING
    & ~FIX_LEADER_PROBE
    & ~FIX_COURT_SPARE
    & ~FIX_RIGHTEOUS_HOLD
    & ~FIX_RIGHTEOUS_SPARE_TOP
    & ~(FIX_COURT_THREAT if name == "court" else 0)
    for name in IDENTITY_NAMES
}
"""Issue 34's fixes on by default, per identity (docs/agents.md, "Issue 34"): all of them but
``FIX_MAOMING`` (every identity's paired point estimate fell with it: 5-player leader +3.2 ->
+1.5, righteous +3.0 -> +1.8, 8-player righteous +1.8 -> +1.1), ``FIX_LEADER_PROBE`` (the
leader's attacks on silent seats broke the audit's bound on them, 0.062 > 0.05 at 5 players,
for a gain within the paired test's spread: 5-player leader +3.8 with it, +2.2 before it) and,
for the court,
``FIX_COURT_THREAT`` (the court's paired point estimates: -1.0 with it, -0.95 without at 5
players; -0.5 with it, +0.9 without at 8) and ``FIX_COURT_SPARE`` (docs/agents.md, "Issue 34,
third session"). They stay selectable, e.g. ``fixes={"court": FIX_ALL}``. ``FIX_LEADER_HOLD``
and ``FIX_LEADER_SPARE_TOP`` act for the leader only (8-player leader +2.4 points with both,
p = 0.028); ``FIX_RIGHTEOUS_HOLD`` and ``FIX_RIGHTEOUS_SPARE_TOP``, the same rules for a
righteous seat, are selectable (docs/agents.md, "Issue 34, fourth session"). ``FIX_PAGE_BOYS``
(冯锡范's swap) is kept: a hero's skill that was never used, as rare in a table's games as
``FIX_FORCE_VICTIM``."""


def _seeded(seed: int) -> np.uint64:
    """The generator's state for ``seed``."""
    return np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ np.uint64(0x5BD1E9955BD1E995)


def _fix_masks(fixes: int | dict[str, int] | None) -> list[int]:
    """The fix bits of every identity, in ``IDENTITY_NAMES`` order."""
    if fixes is None:
        fixes = KEPT_FIXES
    if isinstance(fixes, int):
        return [int(fixes)] * len(IDENTITY_NAMES)
    unknown = set(fixes) - set(IDENTITY_NAMES)
    if unknown:
        raise ValueError(f"unknown identities in fixes: {sorted(unknown)}")
    return [int(fixes.get(name, 0)) for name in IDENTITY_NAMES]


def heuristic_without_fixes() -> HeuristicPolicy:
    """The heuristic with none of issue 34's fixes (for comparisons)."""
    return HeuristicPolicy(fixes=0)


def heuristic_without_hero_skills() -> HeuristicPolicy:
    """The heuristic as it played before hero skills were handled (no skill logic, random
    draft): ``--agents agents.heuristic:heuristic_without_hero_skills`` in ``qxs simulate``."""
    return HeuristicPolicy(hero_skills=False, draft=False)


def heuristic_hero_rules_v1() -> HeuristicPolicy:
    """The heuristic with the first version's hero play (``hero_rules_v2=False``): to compare
    old and new hero play, e.g. in ``qxs simulate --agents``."""
    return HeuristicPolicy(hero_rules_v2=False)


def heuristic_cult_hides() -> HeuristicPolicy:
    """The heuristic with the cult's hiding rule ``CULT_HIDES`` (docs/agents.md, "The cult's
    timing"): ``--agents 'cult=agents.heuristic:heuristic_cult_hides,*=heuristic'``."""
    return HeuristicPolicy(cult_hiding=CULT_HIDES)


def heuristic_cult_prefers_others() -> HeuristicPolicy:
    """The heuristic with the cult's rule ``CULT_PREFERS_OTHERS`` (docs/agents.md)."""
    return HeuristicPolicy(cult_hiding=CULT_PREFERS_OTHERS)


def heuristic_cult_hides_first_round() -> HeuristicPolicy:
    """The heuristic with the cult's rule ``CULT_HIDES_FIRST_ROUND`` (docs/agents.md)."""
    return HeuristicPolicy(cult_hiding=CULT_HIDES_FIRST_ROUND)


def heuristic_without_help_history() -> HeuristicPolicy:
    """The heuristic before issue 20's weaknesses 2 and 7 (``help_history=False``), for the
    paired strength test of docs/agents.md."""
    return HeuristicPolicy(help_history=False)


def heuristic_random_draft() -> HeuristicPolicy:
    """The heuristic with hero skills but a random draft pick (to measure the draft table)."""
    return HeuristicPolicy(draft=False)
