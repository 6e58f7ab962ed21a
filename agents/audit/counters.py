"""The audit's counters: :class:`Auditor` watches an Engine step by step, :class:`Tally` sums the
finished games of one configuration. The definitions are in the package docstring
(``agents.audit``) and docs/audit.md."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from agents.audit.roles import RoleCounter
from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.card_model import type_colour, type_face
from qxs_env.rulesets.qxs.constants import (
    CAT_MOVE,
    COLLABORATOR,
    COURT,
    CULT,
    FOREIGN,
    IDENTITY_NAMES,
    LEADER,
    N_COLOURS,
    N_IDENTITIES,
    RIGHTEOUS,
    SLOT_INTERNAL,
    SLOT_MENTAL,
)

if TYPE_CHECKING:  # pragma: no cover
    from qxs_env.rulesets.qxs.api import Engine

HOSTILE_EFFECTS = (
    "duel",
    "force_attack_or_give_internal",
    "take_target_card",
    "discard_target_card",
    "face_down",
    "delayed_skip_phase",
)
"""Card effects whose target is harmed (a hostile use; see the module docstring)."""

BENEFIT_EFFECTS = ("draw", "cleanse_heal", "heal", "next_move_counters", "maomingdingti")
"""Card effects that help their target (restoring one for an enemy is a mistake)."""

SIDES = {LEADER: 0, RIGHTEOUS: 0, CULT: 1, COURT: 2, FOREIGN: 3, COLLABORATOR: 3}
"""Identity -> side: two seats are enemies when their sides differ."""

ROLE_METRICS = (
    "friendly_damage_rate",
    "friendly_kills_per_game",
    "court_killed_leader_early_rate",
    "mass_cast_with_friend_at_1hp_rate",
    "leader_side_hostile_at_silent_rate",
    "own_card_cancelled",
    "own_delayed_card_cancelled",
    "friend_card_cancelled",
    "court_hostile_at_leader_side_while_cult_live",
    "court_endgame_idle_rate",
    "leader_last_move_spent_low_hp_rate",
    "leader_medicines_discarded_low_hp_rate",
    "maoming_no_attack_rate",
    "page_boy_swap_turn_rate",
    "leader_deaths_before_cult_death_rate",
)
"""Issue 34's metrics of every identity (:mod:`agents.audit.roles`; docs/audit.md)."""

METRICS = (
    "leader_kills_righteous_rate",
    "leader_rescues_righteous_rate",
    "leader_hostile_to_righteous_after_cult_dead",
    "leader_hostile_to_righteous_while_cult_live",
    "attacks_into_guard",
    "targets_face_down",
    "own_cancel_cancelled",
    "cancels_restoring_enemy_benefit",
    "cancels_of_own_side_cancelled",
    "legitimate_recancels",
    "links_with_friend_rate",
    "leader_first_target_next_seat_rate",
    "leader_first_target_righteous_rate",
    "leader_hostile_to_righteous_after_help",
    *ROLE_METRICS,
)
"""The metric names, in report order (the JSON keys of ``metrics``)."""

RATES = {
    "leader_kills_righteous_rate",
    "leader_rescues_righteous_rate",
    "leader_hostile_to_righteous_after_cult_dead",
    "leader_hostile_to_righteous_while_cult_live",
    "links_with_friend_rate",
    "leader_first_target_next_seat_rate",
    "leader_first_target_righteous_rate",
    "leader_hostile_to_righteous_after_help",
    *(
        m
        for m in ROLE_METRICS
        if m not in ("own_card_cancelled", "own_delayed_card_cancelled", "friend_card_cancelled")
    ),
}
"""Metrics whose value is a share (the others are counts)."""

BARS: dict[str, tuple[str, float]] = {
    "leader_kills_righteous_rate": ("<=", 0.03),
    "leader_rescues_righteous_rate": (">=", 0.80),
    "leader_hostile_to_righteous_after_cult_dead": ("<=", 0.10),
    "attacks_into_guard": ("<=", 0),
    "targets_face_down": ("<=", 0),
    "own_cancel_cancelled": ("<=", 0),
    "links_with_friend_rate": ("<=", 0.05),
    "friendly_damage_rate": ("<=", 0.10),
    "friendly_kills_per_game": ("<=", 0.05),
    "court_killed_leader_early_rate": ("<=", 0.01),
    "mass_cast_with_friend_at_1hp_rate": ("<=", 0.05),
    "leader_side_hostile_at_silent_rate": ("<=", 0.05),
    "own_card_cancelled": ("<=", 0),
    "court_hostile_at_leader_side_while_cult_live": ("<=", 0.40),
    "court_endgame_idle_rate": ("<=", 0.50),
    "leader_last_move_spent_low_hp_rate": ("<=", 0.25),
    "leader_medicines_discarded_low_hp_rate": ("<=", 0.02),
    "maoming_no_attack_rate": ("<=", 0.25),
    "page_boy_swap_turn_rate": (">=", 0.10),
}
"""The bars issue 20 sets for the heuristic (8 players, standard deck, standard heroes), and the
bounds issue 34 wrote for its metrics of every identity before measuring (docs/audit.md)."""

METRIC_COUNTS: dict[str, tuple[str, str, str]] = {
    "leader_kills_righteous_rate": ("games_leader_killed_righteous", "decided", "decided games"),
    "leader_rescues_righteous_rate": (
        "leader_righteous_rescues",
        "leader_righteous_rescue_chances",
        "rescue decisions",
    ),
    "leader_hostile_to_righteous_after_cult_dead": (
        "leader_hostile_at_righteous_cult_dead",
        "leader_hostile_cult_dead",
        "leader's hostile uses",
    ),
    "leader_hostile_to_righteous_while_cult_live": (
        "leader_hostile_at_righteous_cult_live",
        "leader_hostile_cult_live",
        "leader's hostile uses",
    ),
    "attacks_into_guard": ("attacks_into_guard", "attacks", "attacks"),
    "targets_face_down": ("targets_face_down", "damaging_targets", "damaging targets"),
    "own_cancel_cancelled": ("own_cancel_cancelled", "cancels_of_cancels", "cancels of a cancel"),
    "cancels_restoring_enemy_benefit": (
        "cancels_restoring_enemy_benefit",
        "cancels_of_cancels",
        "cancels of a cancel",
    ),
    "cancels_of_own_side_cancelled": (
        "cancels_of_own_side_cancelled",
        "cancels_of_cancels",
        "cancels of a cancel",
    ),
    "legitimate_recancels": ("legitimate_recancels", "cancels_of_cancels", "cancels of a cancel"),
    "leader_hostile_to_righteous_after_help": (
        "righteous_helpers_hit_by_leader",
        "righteous_helpers",
        "righteous seats that helped or were forced",
    ),
    "links_with_friend_rate": (
        "leader_side_links_with_friend",
        "leader_side_links",
        "leader-side links",
    ),
    "leader_first_target_next_seat_rate": (
        "leader_first_target_next_seat",
        "leader_first_targets",
        "games with a leader hostile use",
    ),
    "leader_first_target_righteous_rate": (
        "leader_first_target_righteous",
        "leader_first_targets",
        "games with a leader hostile use",
    ),
    "friendly_damage_rate": ("friendly_damage", "damage_to_others", "damage points to others"),
    "friendly_kills_per_game": ("friendly_kills", "decided", "decided games"),
    "court_killed_leader_early_rate": ("court_killed_leader_early", "decided", "decided games"),
    "mass_cast_with_friend_at_1hp_rate": (
        "mass_casts_friend_at_1hp",
        "mass_casts",
        "mass card casts",
    ),
    "leader_side_hostile_at_silent_rate": (
        "leader_side_hostile_at_silent",
        "leader_side_hostile",
        "leader-side hostile targets",
    ),
    "own_card_cancelled": ("own_card_cancelled", "first_cancels", "first cancels"),
    "own_delayed_card_cancelled": (
        "own_delayed_card_cancelled",
        "first_cancels",
        "first cancels",
    ),
    "friend_card_cancelled": ("friend_card_cancelled", "first_cancels", "first cancels"),
    "court_hostile_at_leader_side_while_cult_live": (
        "court_hostile_at_leader_side_cult_live",
        "court_hostile_cult_live",
        "court hostile targets while the cult lives",
    ),
    "court_endgame_idle_rate": (
        "court_endgame_idle_turns",
        "court_endgame_turns",
        "court turns with three alive",
    ),
    "leader_last_move_spent_low_hp_rate": (
        "leader_last_move_spent_low_hp",
        "leader_attacks_low_hp",
        "leader attacks at <= 2 HP",
    ),
    "leader_medicines_discarded_low_hp_rate": (
        "leader_medicines_discarded_low_hp",
        "leader_discards_low_hp",
        "leader discards at <= 2 HP",
    ),
    "maoming_no_attack_rate": ("maoming_no_attack", "maoming_uses", "冒名顶替 uses"),
    "page_boy_swap_turn_rate": (
        "page_boy_swap_turns",
        "page_boy_turns",
        "冯锡范's turns with the page-boy swap offered",
    ),
    "leader_deaths_before_cult_death_rate": (
        "leader_deaths_before_cult_death",
        "leader_deaths",
        "leader deaths",
    ),
}
"""Metric -> (its count, the count it is a share of, the unit of that denominator): keys of
``Tally.counts``."""


# ---------------------------------------------------------------------------------------------
# per-game record and the tally of a configuration
# ---------------------------------------------------------------------------------------------
@dataclass
class _Game:
    """What the auditor keeps about the game in one slot until it ends."""

    counts: Counter[str] = field(default_factory=Counter)
    first: dict[int, tuple[int, int]] = field(default_factory=dict)  # seat -> (rel, ident)
    chain: dict[int, tuple[int, int, int]] = field(default_factory=dict)  # card->(seat,depth,root)
    pending: tuple[int, np.ndarray | None] | None = None  # (seat, state copy) of a play choice
    rescue: Counter[tuple[int, int, int]] = field(default_factory=Counter)  # (r, d, taken)
    hostile: Counter[tuple[int, int]] = field(default_factory=Counter)  # (user id, target id)
    hit_after_help: set[int] = field(default_factory=set)  # righteous seats (see _helped)
    pairs: Counter[tuple[Any, ...]] = field(default_factory=Counter)  # agents.audit.roles


@dataclass
class Tally:
    """The counts of one configuration, summed over finished games."""

    players: int
    games: int = 0
    truncated: int = 0
    decisions: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    first_rel: np.ndarray = field(default_factory=lambda: np.zeros((N_IDENTITIES, 10), np.int64))
    first_ident: np.ndarray = field(
        default_factory=lambda: np.zeros((N_IDENTITIES, N_IDENTITIES), np.int64)
    )
    rescue: np.ndarray = field(
        default_factory=lambda: np.zeros((N_IDENTITIES, N_IDENTITIES, 2), np.int64)
    )
    hostile: np.ndarray = field(
        default_factory=lambda: np.zeros((N_IDENTITIES, N_IDENTITIES), np.int64)
    )
    pairs: Counter[tuple[Any, ...]] = field(default_factory=Counter)  # agents.audit.roles

    def add(self, game: _Game, idents: np.ndarray, truncated: bool, decisions: int) -> None:
        """Fold one finished game into the tally."""
        self.games += 1
        self.truncated += int(truncated)
        self.decisions += decisions
        c = game.counts
        if not truncated:
            self.counts["decided"] += 1
            if c["leader_righteous_kills"]:
                self.counts["games_leader_killed_righteous"] += 1
        self.counts.update(c)
        self.pairs.update(game.pairs)
        for seat, (rel, tid) in game.first.items():
            sid = int(idents[seat])
            self.first_rel[sid, rel] += 1
            self.first_ident[sid, tid] += 1
            if sid == LEADER:
                self.counts["leader_first_targets"] += 1
                self.counts["leader_first_target_next_seat"] += int(rel == 1)
                self.counts["leader_first_target_righteous"] += int(tid == RIGHTEOUS)
        for (r, d, taken), k in game.rescue.items():
            self.rescue[r, d, 0] += k
            self.rescue[r, d, 1] += k * taken
        for (u, t), k in game.hostile.items():
            self.hostile[u, t] += k
        self.counts["leader_righteous_rescue_chances"] = int(self.rescue[LEADER, RIGHTEOUS, 0])
        self.counts["leader_righteous_rescues"] = int(self.rescue[LEADER, RIGHTEOUS, 1])

    def metric(self, name: str) -> float | int | None:
        """The value of metric ``name`` (a share, or a count; None when nothing was counted)."""
        num, den, _ = METRIC_COUNTS[name]
        if name not in RATES:
            return int(self.counts[num])
        d = self.counts[den]
        return round(self.counts[num] / d, 4) if d else None

    def first_target(self) -> dict[str, Any]:
        """Per identity: seat-games with a hostile use, and the shares of the first hostile
        target's relative seat (``+1`` ..) and identity."""
        out: dict[str, Any] = {}
        for sid in range(N_IDENTITIES):
            n = int(self.first_rel[sid].sum())
            if not n:
                continue
            rel = {f"+{k}": round(int(v) / n, 4) for k, v in enumerate(self.first_rel[sid]) if v}
            ids = {
                IDENTITY_NAMES[k]: round(int(v) / n, 4)
                for k, v in enumerate(self.first_ident[sid])
                if v
            }
            out[IDENTITY_NAMES[sid]] = {"seat_games": n, "relative_seat": rel, "identity": ids}
        return out


# ---------------------------------------------------------------------------------------------
# the auditor: watches an Engine step by step
# ---------------------------------------------------------------------------------------------
class Auditor:
    """Counts the audit's behaviours in the games of an :class:`Engine` (any batch size).

    Call :meth:`start_game` when a slot's game is (re)set, :meth:`before_step` with the actions
    about to be applied, step the engine, :meth:`after_step`, and :meth:`finish_game` when a
    game is over (its counts then go into ``tally``). Seats and identities are read from the
    state, so a hand-built :class:`~qxs_env.rulesets.qxs.scenario.Scenario` can be audited too.
    """

    def __init__(self, eng: Engine, tally: Tally | None = None) -> None:
        from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS
        from qxs_env.rulesets.qxs.content.skills import (
            SKILL_ATTRIBUTE_GUARD,
            SKILL_IGNORE_MENTAL_NO_INTERNAL,
            SKILL_RECOLOUR_CARDS,
        )

        self.eng = eng
        self.n = eng.players
        self.tally = tally if tally is not None else Tally(eng.players)
        tb = eng.tables
        eff = np.asarray(tb.face_effect, dtype=np.int64)
        self._card_face = np.asarray(tb.card_face, dtype=np.int64)
        self._card_colour = np.asarray(tb.card_colour, dtype=np.int64)
        self._face_cat = np.asarray(tb.face_category, dtype=np.int64)
        self._face_eff = eff
        code = {name: k for k, name in enumerate(EFFECT_IDS)}
        guard = eff == code["attribute_guard"]
        param = np.asarray(tb.face_param, dtype=np.int64)
        self._face_guard = np.where(guard, param[:, 0], 0)  # colour bitmask
        self._face_guard_per = np.where(guard, param[:, 1], 0)
        self._hostile = {code[e] for e in HOSTILE_EFFECTS if e in code}
        self._benefit = {code[e] for e in BENEFIT_EFFECTS if e in code}
        self._cancels = {code["cancel_strategy"], code["cancel_poison"]}
        self._e_duel = code["duel"]
        self._e_anqi = code["force_attack_or_give_internal"]
        self._e_link = code["link_pair"]
        self._e_ignore_mental = code["ignore_target_mental"]
        self._sk_guard = SKILL_ATTRIBUTE_GUARD
        self._sk_recolour = SKILL_RECOLOUR_CARDS
        self._sk_ignore = SKILL_IGNORE_MENTAL_NO_INTERNAL
        self._o = eng.offsets
        self._kinds = np.array(
            [L.EV_USE, L.EV_CANCEL, L.EV_DEATH, L.EV_TURN, L.EV_DAMAGE], dtype=np.int16
        )
        self._games = [_Game() for _ in range(eng.batch)]
        self._active = np.ones(eng.batch, dtype=bool)
        self._scratch: Engine | None = None
        self._pre: dict[str, np.ndarray] = {}
        self._roles = RoleCounter(self)

    # ------------------------------------------------------------------ game bookkeeping
    def start_game(self, b: int) -> None:
        """A new game begins in slot ``b`` (forget what was kept about the previous one)."""
        self._games[b] = _Game()
        self._active[b] = True
        self._roles.start(b)

    def idle(self, b: int) -> None:
        """Slot ``b`` plays no more games (its finished game is not audited again)."""
        self._active[b] = False

    def finish_game(self, b: int, truncated: bool | None = None) -> None:
        """Add slot ``b``'s game to the tally (``truncated``: default, read from the state)."""
        st = self.eng.state
        if truncated is None:
            truncated = bool(st.truncated[b])
        game = self._games[b]
        for x in range(self.n):
            if int(st.ident[b, x]) == RIGHTEOUS and self._helped(b, x):
                game.counts["righteous_helpers"] += 1
        game.counts["righteous_helpers_hit_by_leader"] = len(game.hit_after_help)
        self._roles.finish(b)
        self.tally.add(game, st.ident[b, : self.n], truncated, int(st.ndec[b]))
        self._games[b] = _Game()

    # ------------------------------------------------------------------ guards
    def _guards(self, st: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(card, hero) colour bitmasks of the damage each seat's 闭穴功 / 移宫易穴 would
        prevent now (per-turn use not spent), shape (batch, players)."""
        n = self.n
        used = st.pt[:, :n, L.PT_GUARD].astype(np.int64)
        eq = st.equip[:, :n, SLOT_MENTAL].astype(np.int64)
        face = self._card_face[np.maximum(eq, 0)]
        card = np.where((eq >= 0) & (used < self._face_guard_per[face]), self._face_guard[face], 0)
        hero = np.zeros_like(card)
        has = st.skills[:, :n, :] == self._sk_guard
        if has.any():
            prm = st.sk_param[:, :n, :, :2].astype(np.int64)
            live = has & (used[:, :, None] < prm[..., 1])
            for k in range(has.shape[2]):
                hero |= np.where(live[:, :, k], prm[:, :, k, 0], 0)
        return card, hero

    def _recolours(self, st: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(from, to) colours of every seat's 白衣仙女 (-1 none), shape (batch, players), read
        before the step: the step may end the turn and give back skills lent by 冒名顶替."""
        n = self.n
        src = np.full((st.shape[0], n), -1, dtype=np.int64)
        dst = np.full((st.shape[0], n), -1, dtype=np.int64)
        has = (st.skills[:, :n, :] == self._sk_recolour) & (st.hero[:, :n, None] >= 0)
        for k in range(has.shape[2]):
            src = np.where(has[:, :, k], st.sk_param[:, :n, k, 0], src)
            dst = np.where(has[:, :, k], st.sk_param[:, :n, k, 1], dst)
        return src, dst

    def _colour(self, b: int, p: int, c: int) -> int:
        """The colour card ``c`` counts as for seat ``p`` (白衣仙女's recolouring, as the seat's
        skills were when the step began, applied)."""
        st = self.eng.state
        col = (
            int(self._card_colour[c])
            if c < FL.MAX_CARDS
            else int(st.vcard[b, c - FL.MAX_CARDS, FL.V_SUIT])
        )
        if col == int(self._pre["recolour_from"][b, p]):
            return int(self._pre["recolour_to"][b, p])
        return col

    def _ignores_mental(self, b: int, p: int) -> bool:
        """Does attacker ``p`` ignore the target's mental art (八荒六合神功, the card or the hero
        skill without an internal art)?"""
        st = self.eng.state
        ic = int(st.equip[b, p, SLOT_INTERNAL])
        if ic >= 0 and self._face_eff[self._card_face[ic]] == self._e_ignore_mental:
            return True
        return ic < 0 and bool((st.skills[b, p] == self._sk_ignore).any())

    def _reaches(self, snap: np.ndarray, action: int, seat: int, target: int) -> bool:
        """Would card action ``action`` of ``seat``'s play decision saved in ``snap`` attack
        ``target``? Played in a one-game copy of the game."""
        from qxs_env.rulesets.qxs.api import Engine, EngineError

        if self._scratch is None:
            self._scratch = Engine(self.eng.config, batch=1)
        sc = self._scratch
        sc.state[0] = snap[0]
        step = np.zeros(1, dtype=np.int64)
        step[0] = action
        for _ in range(6):
            try:
                sc.step(step)
            except (ValueError, EngineError):
                return False
            s = sc.state
            for i in range(min(int(s.ev_n[0]), FL.EV_MAX)):
                ev = s.ev[0, i]
                if int(ev[0]) == L.EV_USE and int(ev[1]) == seat:
                    return target in (int(ev[3]), int(ev[4]))
            if s.done[0] or int(s.actor[0]) != seat:
                return False
            top = s.stk[0, int(s.sp[0]) - 1]
            op = int(top[FL.FR_OP])
            if op == L.DEC_TARGET and int(top[FL.FR_A1]) in (L.PUR_ATTACK, L.PUR_FOLLOW_TARGET):
                rel = (target - seat) % self.n
                return bool(s.mask[0, self._o["seat"] + rel])
            if op == L.DEC_CONFIRM:  # 蛤蟆功: reveal (yes) or attack now (pass)
                step[0] = self._o["pass"]
                continue
            return False
        return False

    # ------------------------------------------------------------------ stepping
    def before_step(self, actions: np.ndarray) -> None:
        """Read the pending decisions and the chosen ``actions`` (one per slot) before the
        engine applies them."""
        st = self.eng.state
        n = self.n
        live = self._active & ~st.done.astype(bool)
        card, hero = self._guards(st)
        rc_from, rc_to = self._recolours(st)
        self._pre = {
            "recolour_from": rc_from,
            "recolour_to": rc_to,
            "cur": st.cur.astype(np.int64),
            "actor": st.actor.astype(np.int64),
            "alive": st.alive[:, :n].astype(bool),
            "face_down": st.face_down[:, :n].astype(bool),
            "guard_card": card,
            "guard_hero": hero,
            "live": live,
        }
        sp = np.maximum(st.sp.astype(np.int64) - 1, 0)
        top = st.stk[np.arange(st.shape[0]), sp]
        op = top[:, FL.FR_OP]
        pass_a = self._o["pass"]
        self._roles.before(actions, op, live)
        for b in np.flatnonzero(live & (op == FL.DEC_RESCUE)):
            b = int(b)
            r, d = int(st.actor[b]), int(top[b, FL.FR_Q])
            if 0 <= d < n:
                taken = int(int(actions[b]) != pass_a)
                self._games[b].rescue[(int(st.ident[b, r]), int(st.ident[b, d]), taken)] += 1
        guarded = (card | hero) != 0
        pur = top[:, FL.FR_A1]
        follow = (op == L.DEC_RESPOND) & ((pur == L.PUR_FOLLOW) | (pur == L.PUR_RETRY))
        for b in np.flatnonzero(live & ((op == L.DEC_PLAY) | follow)):
            b = int(b)
            seat = int(st.actor[b])
            game = self._games[b]
            if int(actions[b]) == pass_a:
                game.pending = None
                continue
            others = guarded[b] & self._pre["alive"][b]
            others[seat] = False
            game.pending = (seat, st[b : b + 1].copy() if others.any() else None)

    def after_step(self) -> None:
        """Read the events the step logged in every live slot."""
        st = self.eng.state
        pre = self._pre
        cnt = np.minimum(st.ev_n.astype(np.int64), FL.EV_MAX)
        kinds = st.ev[:, :, 0]
        want = np.isin(kinds, self._kinds) & (np.arange(FL.EV_MAX)[None, :] < cnt[:, None])
        want &= pre["live"][:, None]
        rows, cols = np.nonzero(want)
        if not rows.size:
            return
        evs = st.ev[rows, cols].astype(np.int64).tolist()
        cur_b, cur = -1, -1
        for b, ev in zip(rows.tolist(), evs, strict=True):
            if b != cur_b:
                cur_b, cur = b, int(pre["cur"][b])
            k = ev[0]
            own = k == L.EV_USE and ev[1] == cur and ev[1] == pre["actor"][b]
            self._roles.event(b, ev, own)
            if k == L.EV_TURN:
                cur = ev[1]
            elif own:
                self._own_use(b, ev[1], ev[2], ev[3], ev[4])
            elif k == L.EV_CANCEL:
                self._cancel(b, ev[1], ev[2], ev[3], ev[4])
            elif k == L.EV_DEATH:
                self._death(b, ev[1], ev[2])

    # ------------------------------------------------------------------ events
    def _card_kind(self, b: int, c: int) -> tuple[int, int]:
        """(category, effect code) of card ``c`` of game ``b`` (a virtual card: its row)."""
        if c < FL.MAX_CARDS:
            f = int(self._card_face[c])
            return int(self._face_cat[f]), int(self._face_eff[f])
        row = self.eng.state.vcard[b, c - FL.MAX_CARDS]
        return int(row[FL.V_CAT]), int(row[FL.V_EFFECT])

    def _own_use(self, b: int, p: int, c: int, t: int, t2: int) -> None:
        st = self.eng.state
        pre = self._pre
        game = self._games[b]
        pending, game.pending = game.pending, None
        cat, eff = self._card_kind(b, c)
        ident = st.ident[b]
        hostile: list[int] = []
        damaging: list[int] = []
        if cat == CAT_MOVE:
            for x in (t, t2):
                if 0 <= x < self.n and x != p:
                    hostile.append(x)
                    damaging.append(x)
                    game.counts["attacks"] += 1
            if hostile:
                self._guard_check(b, p, c, hostile[0], pending)
        elif eff in self._hostile:
            if 0 <= t < self.n and t != p:
                hostile.append(t)
                if eff == self._e_duel:
                    damaging.append(t)
            if eff == self._e_anqi and 0 <= t2 < self.n and t2 != p:
                hostile.append(t2)
                damaging.append(t2)
        elif eff == self._e_link and 0 <= t < self.n and 0 <= t2 < self.n:
            if SIDES[int(ident[p])] == 0:
                game.counts["leader_side_links"] += 1
                if SIDES[int(ident[t])] == 0 or SIDES[int(ident[t2])] == 0:
                    game.counts["leader_side_links_with_friend"] += 1
        for x in damaging:
            game.counts["damaging_targets"] += 1
            game.counts["targets_face_down"] += int(pre["face_down"][b, x])
        self._roles.own_use(b, p, c, cat, eff, hostile)
        if not hostile:
            return
        uid = int(ident[p])
        for x in hostile:
            game.hostile[(uid, int(ident[x]))] += 1
        if p not in game.first:
            x = hostile[0]
            game.first[p] = ((x - p) % self.n, int(ident[x]))
        if uid == LEADER:
            alive = pre["alive"][b]
            ids = ident[: self.n]
            cult_dead = not bool((alive & (ids == CULT)).any())
            at_r = any(int(ident[x]) == RIGHTEOUS and alive[x] for x in hostile)
            tag = "cult_dead" if cult_dead else "cult_live"
            game.counts[f"leader_hostile_{tag}"] += 1
            game.counts[f"leader_hostile_at_righteous_{tag}"] += int(at_r)
            for x in hostile:
                if int(ident[x]) == RIGHTEOUS and alive[x] and self._helped(b, x):
                    game.hit_after_help.add(x)

    def _helped(self, b: int, x: int) -> bool:
        """Has seat ``x`` done a helpful or forced act so far (state.helps: protections, heals,
        judgement areas cleared, forced attacks; history: rescues)?"""
        st = self.eng.state
        h = st.helps[b, x, : self.n]
        acts = h[:, L.HL_PROTECT] + h[:, L.HL_HEAL] + h[:, L.HL_CLEAR] + h[:, L.HL_FORCED_ATTACK]
        return bool(acts.any() or st.hist[b, x, : self.n, L.H_RESCUE].any())

    def _guard_check(
        self, b: int, p: int, c: int, t: int, pending: tuple[int, np.ndarray | None] | None
    ) -> None:
        pre = self._pre
        mask = int(pre["guard_hero"][b, t])
        if not self._ignores_mental(b, p):
            mask |= int(pre["guard_card"][b, t])
        col = self._colour(b, p, c)
        if not (0 <= col < N_COLOURS) or not (mask >> col) & 1:
            return
        game = self._games[b]
        game.counts["guarded_attacks"] += 1
        if pending is None or pending[0] != p or pending[1] is None:
            game.counts["guarded_attacks_unchecked"] += 1
            return
        snap = pending[1]
        n_types = self._o["seat"]
        legal = np.flatnonzero(snap.mask[0, :n_types])
        for a in legal.tolist():
            if self._face_cat[type_face(a)] != CAT_MOVE:
                continue
            alt = type_colour(a)
            if int(snap.hero[0, p]) >= 0:
                for k in range(L.HERO_SKILLS):
                    sk = int(snap.skills[0, p, k])
                    if sk == self._sk_recolour and alt == int(snap.sk_param[0, p, k, 0]):
                        alt = int(snap.sk_param[0, p, k, 1])
                        break
            if (mask >> alt) & 1:
                continue
            if self._reaches(snap, a, p, t):
                game.counts["attacks_into_guard"] += 1
                return
        game.counts["guarded_attacks_no_alternative"] += 1

    def _cancel(self, b: int, q: int, r: int, c: int, t: int) -> None:
        game = self._games[b]
        prev = game.chain.get(c)
        if prev is not None and self._card_kind(b, c)[1] not in self._cancels:
            prev = None  # the card id now names another card (a reused virtual card row)
        if prev is None:
            game.chain[r] = (q, 1, c)
            self._roles.first_cancel(b, q, c)
            return
        seat, depth, root = prev
        depth += 1
        game.chain[r] = (q, depth, root)
        game.counts["cancels_of_cancels"] += 1
        game.counts["own_cancel_cancelled"] += int(seat == q)
        ident = self.eng.state.ident[b]
        side = SIDES[int(ident[q])]
        game.counts["cancels_of_own_side_cancelled"] += int(SIDES[int(ident[seat])] == side)
        if 0 <= t < self.n:
            _, eff = self._card_kind(b, root)
            benefit = eff in self._benefit
            friend = SIDES[int(ident[t])] == side
            if depth % 2 == 0 and benefit and not friend:
                game.counts["cancels_restoring_enemy_benefit"] += 1
            # the net effect on the first card's target helps the canceller's side: restoring
            # (even depth) a benefit to a friend or harm to an enemy, stopping (odd) the reverse
            restore = depth % 2 == 0
            if SIDES[int(ident[seat])] != side and (benefit == friend) == restore:
                game.counts["legitimate_recancels"] += 1

    def _death(self, b: int, seat: int, killer: int) -> None:
        ident = self.eng.state.ident[b]
        if 0 <= killer < self.n and int(ident[killer]) == LEADER:
            if int(ident[seat]) == RIGHTEOUS:
                self._games[b].counts["leader_righteous_kills"] += 1
