"""A rule-based agent for 三国杀 (``game="sanguosha"``): lord, loyalist, rebel and renegade,
reading only the acting seat's observation row and legal mask.

Why a package of its own (``agents.sanguosha_heuristic``) and not a mode of
:mod:`agents.heuristic`: 群侠杀's heuristic is compiled over 群侠杀's observation layout, card
catalogue and hero skills; 三国杀's observation, actions and identities differ in every
column. What the two share (belief arithmetic, enmity, seat distances) is the agents'
framework :mod:`agents.framework`, which this package calls with 三国杀's numbers.

* :mod:`.view`: one observation row read into a :class:`~.view.TableView`;
* :mod:`.evidence`: the hostile and helpful acts of the observation's public history;
* :mod:`.beliefs`: identity probabilities and enmity per seat (the framework with 三国杀's
  numbers, per-identity goals);
* :mod:`.play`: the play phase (which card, at whom, which card to take);
* :mod:`.answers`: requests, 無懈可擊, rescues, 八卦陣, 五穀豐登, 借刀殺人's 殺, discards;
* :mod:`.weapons`: the weapons' questions (``DEC_WEAPON``), 方天畫戟's extra targets and
  丈八蛇矛's two cards (``DEC_SELECT``);
* :mod:`.skills`: the heroes: the draft, the skills' decisions by role, the skill buttons.

Always legal: every choice is checked against the mask; a decision the heuristic does not know
(one other helpers add), a card it does not know, or a choice that is not legal is answered with
a legal default: pass when pass is legal, else a random legal action from the policy's own
seeded generator. :attr:`HeuristicPolicy.fallbacks` counts those defaults per decision kind, and
:attr:`HeuristicPolicy.errors` the rows whose rules raised (answered with the same default, so a
long lab run never stops on a layout the rules do not fit; the tests require none).

Speed: plain Python over one row at a time (a few tens of microseconds per decision); the
figures are in docs/sanguosha/agents.md.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from agents.framework.rng import random_legal
from qxs_env.engine.layout import (
    DEC_CANCEL,
    DEC_GIVE_TO,
    DEC_PLACE,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SELECT,
    DEC_SHOWN,
)
from qxs_env.rulesets.sanguosha.layout import (
    DEC_ARMOUR,
    DEC_BORROWED_SHA,
    DEC_DISCARD,
    DEC_HERO,
    DEC_MORE_TARGETS,
    DEC_PICK,
    DEC_PLAY,
    DEC_SKILL_PICK,
    DEC_SKILL_TARGET,
    DEC_SKILL_YES,
    DEC_SUIT,
    DEC_TARGET,
    DEC_VICTIM,
    DEC_WEAPON,
)
from qxs_env.rulesets.sanguosha.observation import DECISION_KINDS, HERO_DECISION_KINDS, OBS_SIZE

from .answers import (
    answer_borrowed_sha,
    answer_cancel,
    answer_request,
    answer_rescue,
    choose_discard,
    choose_take,
)
from .beliefs import beliefs
from .evidence import public_evidence
from .play import choose_pick, choose_play, choose_target, choose_victim, distances
from .skills import (
    MAX_PRESSES,
    answer_skill_yes,
    button_value,
    choose_give_to,
    choose_hero,
    choose_place,
    choose_skill_pick,
    choose_skill_select,
    choose_skill_target,
    choose_suit,
)
from .view import TableView, read_view
from .weapons import answer_weapon, choose_more_target, choose_select

__all__ = ["HeuristicPolicy", "decide"]

K = {op: k for k, op in enumerate(DECISION_KINDS)}
KH = {op: k for k, op in enumerate(HERO_DECISION_KINDS)}


def decide_hero(v: TableView, en: np.ndarray, legal: np.ndarray) -> int:
    """The heroes' decisions that are not in ``DECISION_KINDS`` (-1: none applies)."""
    h = v.hero_decision
    if h == KH[DEC_PLACE]:
        return choose_place(v, legal)
    if h == KH[DEC_GIVE_TO]:
        return choose_give_to(v, en, legal)
    if h == KH[DEC_SKILL_PICK]:
        return choose_skill_pick(v, en, legal)
    if h == KH[DEC_SUIT]:
        return choose_suit(v, legal)
    return -1


def skill_buttons(
    v: TableView, en: np.ndarray, legal: np.ndarray, pressed: dict[int, int]
) -> dict[int, float]:
    """The legal skill buttons of a play decision with their values (a button pressed
    ``MAX_PRESSES`` times this turn is left out: :mod:`.skills`)."""
    if not v.heroes:
        return {}
    first, end = v.offs["skill"], v.offs["pass"]
    out: dict[int, float] = {}
    dist = None
    for a in np.flatnonzero(legal[first:end]).tolist():
        if pressed.get(a, 0) >= MAX_PRESSES:
            continue
        if dist is None:
            dist = distances(v)
        out[first + a] = button_value(v, en, a, dist)
    return out


def decide(
    v: TableView, en: np.ndarray, legal: np.ndarray, pressed: dict[int, int] | None = None
) -> int:
    """The heuristic's action for the decision of ``v`` (-1: none of its rules applies);
    ``pressed``: the skill buttons pressed this turn (action: times)."""
    d = v.decision
    if d < 0:
        return decide_hero(v, en, legal)
    if d == K[DEC_PLAY]:
        return choose_play(v, en, legal, skill_buttons(v, en, legal, pressed or {}))
    if d == K[DEC_HERO]:
        return choose_hero(v, legal)
    if d == K[DEC_SKILL_YES]:
        return answer_skill_yes(v, en, legal)
    if d == K[DEC_SKILL_TARGET]:
        return choose_skill_target(v, en, legal)
    if d == K[DEC_SELECT] and v.heroes:
        return choose_skill_select(v, legal)
    if d == K[DEC_TARGET]:
        return choose_target(v, en, legal)
    if d == K[DEC_PICK]:
        return choose_pick(v, en, legal)
    if d == K[DEC_DISCARD]:
        return choose_discard(v, legal)
    if d == K[DEC_REQUEST]:
        return answer_request(v, en, legal)
    if d == K[DEC_CANCEL]:
        return answer_cancel(v, en, legal)
    if d == K[DEC_RESCUE]:
        return answer_rescue(v, en, legal)
    if d == K[DEC_SHOWN]:
        return choose_take(v, legal)
    if d == K[DEC_VICTIM]:
        return choose_victim(v, en, legal)
    if d == K[DEC_BORROWED_SHA]:
        return answer_borrowed_sha(v, en, legal)
    if d == K[DEC_WEAPON]:
        return answer_weapon(v, en, legal)
    if d == K[DEC_MORE_TARGETS]:
        return choose_more_target(v, en, legal)
    if d == K[DEC_SELECT]:
        return choose_select(v, legal)
    if d == K[DEC_ARMOUR]:
        yes = v.offs["yes"]
        return yes if legal[yes] else -1
    return -1


class HeuristicPolicy:
    """三国杀's heuristic as a batch policy (:class:`agents.base.BatchPolicy`; module
    docstring).

    Args:
        seed: seed of the policy's own generator (the random legal default).
        max_turns: the games' ``max_turns``, kept for the lab's factory; unused since the
            observation has a public history (:mod:`.evidence`). The skill buttons' per-turn
            count (:meth:`presses`) is keyed on the turns column, which is 0 without it: the
            count then spans the seat's turns (the cap still stops a loop).
    """

    name = "heuristic"
    needs_observations = True

    def __init__(self, seed: int = 0, max_turns: int = 0) -> None:
        self.max_turns = int(max_turns)
        self._state = np.zeros(1, dtype=np.uint64)
        self._row_states: dict[int, np.ndarray] = {}
        self._presses: dict[int, tuple[float, int, dict[int, int]]] = {}
        self.fallbacks: Counter[int] = Counter()
        """Legal defaults taken, by decision index (-1: a decision the heuristic does not
        know)."""
        self.errors: Counter[str] = Counter()
        """Rows whose reading or rules raised (an observation or action layout the rules do
        not fit, e.g. after another helper's change): answered with the legal default and
        counted here by exception name; the tests require none."""
        self.reset(seed)

    def reset(self, seed: int) -> None:
        """Reseed the generator, drop the per-game ones and forget every game's evidence."""
        self._state[0] = _seeded(seed)
        self._row_states.clear()
        self._presses.clear()

    def begin_game(self, row: int, seed: int) -> None:
        """A new game starts in ``row``: forget its evidence and give the row a generator of
        its own seeded from ``seed`` (the lab's per-game hook: a game's play then depends on
        its own seeds only, whatever the other rows play, as the lab assumes of a policy with
        this hook)."""
        self._presses.pop(row, None)
        self._row_states[row] = np.array([_seeded(seed)], dtype=np.uint64)

    def presses(self, row: int, v: TableView) -> dict[int, int]:
        """The skill buttons pressed in row ``row``'s current turn (new each turn)."""
        key = (v.turn_key, v.lord)
        got = self._presses.get(row)
        if got is None or got[:2] != key:
            got = (key[0], key[1], {})
            self._presses[row] = got
        return got[2]

    def act_one(self, row: int, obs_row: np.ndarray, legal: np.ndarray) -> int:
        """A legal action for one row (a legal default when the rules give none)."""
        v = read_view(obs_row)
        choice = -1
        try:
            if (v.decision >= 0 or v.hero_decision >= 0) and v.own >= 0:
                hostile, helped = public_evidence(v)
                _, en = beliefs(v, hostile, helped)
                pressed = self.presses(row, v) if v.heroes else {}
                choice = decide(v, en, legal, pressed)
                if v.heroes and v.offs["skill"] <= choice < v.offs["pass"]:
                    pressed[choice] = pressed.get(choice, 0) + 1
        except (ValueError, IndexError, KeyError) as exc:  # a row its rules do not fit
            self.errors[type(exc).__name__] += 1
            choice = -1
        if 0 <= choice < len(legal) and legal[choice]:
            return choice
        self.fallbacks[v.decision] += 1
        pass_a = v.offs.get("pass", -1)
        if 0 <= pass_a < len(legal) and legal[pass_a]:
            return pass_a
        return int(random_legal(legal, self._row_states.get(row, self._state)))

    def act(self, obs: np.ndarray, mask: np.ndarray, rows: np.ndarray, out: np.ndarray) -> None:
        """A legal action for every listed row (``agents.base.BatchPolicy``)."""
        if obs.shape[1] != OBS_SIZE:
            raise ValueError(f"observation size {obs.shape[1]} is not 三国杀's ({OBS_SIZE})")
        for i in np.asarray(rows, dtype=np.int64).tolist():
            out[i] = self.act_one(i, obs[i], mask[i])


def _seeded(seed: int) -> np.uint64:
    """The generator's state for ``seed``."""
    return np.uint64(seed & 0xFFFFFFFFFFFFFFFF) ^ np.uint64(0x3C6EF372FE94F82B)


def heuristic_policy(config: object | None = None) -> HeuristicPolicy:
    """The lab's ``heuristic`` for 三国杀: only the config's ``max_turns`` is read (every table
    the policy reads is the ruleset's)."""
    return HeuristicPolicy(max_turns=int(getattr(config, "max_turns", 0) or 0))
