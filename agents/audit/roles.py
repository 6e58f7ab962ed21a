"""The audit of every identity (issue 34): :class:`RoleCounter` counts, for all seats and not only
the leader, friendly fire (damage and kills within a side, the mass card cast with a friend at
1 HP, the court killing the leader early), hostile uses aimed at seats with no public act, own
and friends' cards cancelled, the court's targets and idle endgame turns, hand management at
low HP (the last move spent, medicines discarded, turns ended without a move), 冒名顶替 with no
attack after it, 冯锡范's turns with and without the page-boy swap, first turns per identity
and the draft's offers and picks per hero.

It is driven by :class:`agents.audit.counters.Auditor` (which calls :meth:`RoleCounter.before`,
:meth:`RoleCounter.event`, :meth:`RoleCounter.own_use` and :meth:`RoleCounter.finish`) and
writes into the game's ``counts`` (headline metrics, ``ROLE_METRICS``) and ``pairs`` (keyed
breakdowns per identity or hero, the JSON's ``roles`` block). Definitions: docs/audit.md,
"Every identity (issue 34)".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.card_model import type_face
from qxs_env.rulesets.qxs.constants import CAT_MOVE, COURT, CULT, LEADER, RIGHTEOUS
from qxs_env.rulesets.qxs.content.skills import SKILL_PAGE_BOYS

if TYPE_CHECKING:  # pragma: no cover
    from agents.audit.counters import Auditor

SIDE = {LEADER: 0, RIGHTEOUS: 0, CULT: 1, COURT: 2, 4: 3, 5: 3}
"""Identity -> side (as ``agents.audit.counters.SIDES``; foreign 4 and collaborator 5)."""

MEDICINE_EFFECTS = ("heal", "cleanse_heal", "damage_boost_self_rescue")
"""Cards that keep a seat at low HP alive: 疗伤's kin, 黑玉断续膏 (heal), 九转熊蛇丸."""

DELAYED_EFFECTS = ("delayed_skip_phase", "delayed_passing_damage")
"""Cards placed in a judgement area and judged later, in their holder's turn: a cancel there
is a new decision on a table that has changed since the card was used, or the holder's own
defence (docs/audit.md, ``own_card_cancelled``)."""

LOW_HP = 2
"""HP at or below which hand management is audited (issue 34, item 2)."""


@dataclass
class RoleGame:
    """What the role counter keeps about one slot's game until it ends."""

    users: dict[int, int] = field(default_factory=dict)  # card id -> seat that used it
    turn_seat: int = -1
    turn_uses: int = 0
    turn_endgame: bool = False  # three characters alive when the turn began
    maoming: bool = False  # 冒名顶替 used this turn, no attack since
    page_boys: int = -1  # 六合童子's swap in this turn: -1 not offered, 0 offered, 1 used
    first_open: bool = False  # the turn is its seat's first
    first_hit_leader: bool = False
    seen: set[int] = field(default_factory=set)  # seats that have had a turn
    watch: dict[int, int] = field(default_factory=dict)  # seat -> had a move at its turn's end
    cult_died: bool = False
    play_moves: int = -1  # moves in hand at the last play decision at low HP (-1: not low)


class RoleCounter:
    """The counters of every identity, fed by an :class:`~agents.audit.counters.Auditor`."""

    def __init__(self, aud: Auditor) -> None:
        from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS

        self.aud = aud
        self.n = aud.n
        code = {name: k for k, name in enumerate(EFFECT_IDS)}
        self._med = {code[e] for e in MEDICINE_EFFECTS if e in code}
        self._mass = code["all_play_move_or_damage"]
        self._maoming = code["maomingdingti"]
        self._delayed = {code[e] for e in DELAYED_EFFECTS if e in code}
        self._hero_skill = int(aud._o["skill"]) + 4  # the action of hero skill slot 0
        self._games = [RoleGame() for _ in range(aud.eng.batch)]
        self._pick = int(aud._o["pick"])
        self._seat = int(aud._o["seat"])
        self.pre: dict[str, np.ndarray] = {}

    def start(self, b: int) -> None:
        """A new game in slot ``b``."""
        self._games[b] = RoleGame()

    def _is_med(self, c: int) -> bool:
        return int(self.aud._face_eff[self.aud._card_face[c]]) in self._med

    def _moves_in_hand(self, b: int, p: int) -> int:
        st = self.aud.eng.state
        k = int(st.hand_n[b, p])
        cards = st.hand[b, p, :k].astype(np.int64)
        return int((self.aud._face_cat[self.aud._card_face[cards]] == CAT_MOVE).sum())

    # ------------------------------------------------------------------ before a step
    def before(self, actions: np.ndarray, op: np.ndarray, live: np.ndarray) -> None:
        """Read the state before the step: HP, the moves in hand at a play (or follow-up)
        decision at low HP (for the last move spent: the use is logged at the target step
        after it), discards at low HP and the draft's offers and picks."""
        st = self.aud.eng.state
        n = self.n
        hp = st.hp[:, :n].astype(np.int64)
        actor = st.actor.astype(np.int64)
        for b in np.flatnonzero(live & ((op == L.DEC_PLAY) | (op == L.DEC_RESPOND))).tolist():
            p = int(actor[b])
            low = 0 <= p < n and hp[b, p] <= LOW_HP
            self._games[b].play_moves = self._moves_in_hand(b, p) if low else -1
        self.pre = {"hp": hp}
        for b in np.flatnonzero(live & (op == L.DEC_DISCARD)).tolist():
            self._discard(b, int(actor[b]), int(actions[b]))
        for b in np.flatnonzero(live & (op == L.DEC_PLAY)).tolist():
            self._page_boy_chance(b, int(actor[b]), int(actions[b]))
        for b in np.flatnonzero(live & (op == L.DEC_HERO)).tolist():
            p = int(actor[b])
            pairs = self.aud._games[b].pairs
            offer = st.offer[b, p].astype(np.int64)
            for h in offer[offer >= 0].tolist():
                pairs[("offered", h)] += 1
            k = int(actions[b]) - self._pick
            if 0 <= k < offer.size and offer[k] >= 0:
                pairs[("picked", int(offer[k]))] += 1

    def _page_boy_chance(self, b: int, p: int, a: int) -> None:
        """A play decision of seat ``p``: when it offers 六合童子's swap (冯锡范), the turn counts
        as one with the swap offered, and as one with a swap if action ``a`` takes it."""
        st = self.aud.eng.state
        if not 0 <= p < self.n:
            return
        slots = np.flatnonzero(st.skills[b, p] == SKILL_PAGE_BOYS)
        swap = self._hero_skill + int(slots[0]) if slots.size else -1
        if swap < 0 or not st.mask[b, swap]:
            return
        g = self._games[b]
        g.page_boys = max(g.page_boys, int(a == swap))

    def _close_page_boys(self, b: int) -> None:
        """The turn ends: count it if the swap was offered in it."""
        g = self._games[b]
        if g.page_boys >= 0:
            counts = self.aud._games[b].counts
            counts["page_boy_turns"] += 1
            counts["page_boy_swap_turns"] += g.page_boys
        g.page_boys = -1

    def _discard(self, b: int, p: int, a: int) -> None:
        """A discard decision of seat ``p`` (action ``a`` a card type) at low HP: a medicine
        discarded while the hand held a card that is not one."""
        if not (0 <= p < self.n) or self.pre["hp"][b, p] > LOW_HP or not (0 <= a < self._seat):
            return
        st = self.aud.eng.state
        ident = int(st.ident[b, p])
        pairs = self.aud._games[b].pairs
        pairs[("discards_low_hp", ident)] += 1
        counts = self.aud._games[b].counts
        counts["leader_discards_low_hp"] += int(ident == LEADER)
        eff = int(self.aud._face_eff[type_face(a)])
        if eff not in self._med:
            return
        k = int(st.hand_n[b, p])
        other = any(not self._is_med(int(c)) for c in st.hand[b, p, :k])
        if other:
            pairs[("medicines_discarded_low_hp", ident)] += 1
            counts["leader_medicines_discarded_low_hp"] += int(ident == LEADER)

    # ------------------------------------------------------------------ events
    def event(self, b: int, ev: list[int], own: bool) -> None:
        """One public event of slot ``b`` (``own``: an EV_USE that is an own use)."""
        k = ev[0]
        if k == L.EV_TURN:
            self._turn(b, ev[1])
        elif k == L.EV_USE:
            if 0 <= ev[2]:
                self._games[b].users[ev[2]] = ev[1]
            if own:
                self._games[b].turn_uses += 1
        elif k == L.EV_DAMAGE:
            self._damage(b, ev[1], ev[2], ev[3])
        elif k == L.EV_DEATH:
            self._death(b, ev[1], ev[2])

    def _turn(self, b: int, seat: int) -> None:
        """A turn begins: close the previous one, open ``seat``'s."""
        st = self.aud.eng.state
        g = self._games[b]
        counts = self.aud._games[b].counts
        pairs = self.aud._games[b].pairs
        ident = st.ident[b]
        q = g.turn_seat
        if 0 <= q < self.n:
            if g.turn_endgame and int(ident[q]) == COURT:
                counts["court_endgame_turns"] += 1
                counts["court_endgame_idle_turns"] += int(g.turn_uses == 0)
            if g.maoming:
                counts["maoming_no_attack"] += 1
            self._close_page_boys(b)
            if g.first_open:
                pairs[("first_turn", int(ident[q]))] += 1
                pairs[("first_turn_hits_leader", int(ident[q]))] += int(g.first_hit_leader)
            if bool(st.alive[b, q]) and int(st.hp[b, q]) <= LOW_HP:
                g.watch[q] = int(self._moves_in_hand(b, q) > 0)
                pairs[("low_hp_end", int(ident[q]), g.watch[q])] += 1
        g.watch.pop(seat, None)  # lived to its next turn
        g.turn_seat, g.turn_uses, g.maoming = seat, 0, False
        g.turn_endgame = int(st.alive[b, : self.n].sum()) == 3
        g.first_open, g.first_hit_leader = seat not in g.seen, False
        g.seen.add(seat)

    def _damage(self, b: int, src: int, tgt: int, amount: int) -> None:
        if not (0 <= src < self.n and 0 <= tgt < self.n) or src == tgt or amount <= 0:
            return
        ident = self.aud.eng.state.ident[b]
        si, ti = int(ident[src]), int(ident[tgt])
        g = self.aud._games[b]
        g.pairs[("damage", si, ti)] += amount
        g.counts["damage_to_others"] += amount
        if SIDE[si] == SIDE[ti]:
            g.counts["friendly_damage"] += amount

    def _death(self, b: int, seat: int, killer: int) -> None:
        st = self.aud.eng.state
        ident = st.ident[b]
        g = self._games[b]
        counts = self.aud._games[b].counts
        di = int(ident[seat])
        if 0 <= killer < self.n and killer != seat:
            ki = int(ident[killer])
            if SIDE[ki] == SIDE[di]:
                counts["friendly_kills"] += 1
                self.aud._games[b].pairs[("friendly_kill", ki)] += 1
            if ki == COURT and di == LEADER:
                alive = st.alive[b, : self.n].astype(bool).copy()
                alive[seat] = False
                others = alive & (ident[: self.n] != COURT)
                counts["court_killed_leader_early"] += int(others.any())
        if di == LEADER:
            counts["leader_deaths"] += 1
            counts["leader_deaths_before_cult_death"] += int(not g.cult_died)
        if di == CULT:
            g.cult_died = True
        had = g.watch.pop(seat, None)
        if had is not None:
            self.aud._games[b].pairs[("low_hp_end_died", int(ident[seat]), had)] += 1

    # ------------------------------------------------------------------ own uses
    def own_use(self, b: int, p: int, c: int, cat: int, eff: int, hostile: list[int]) -> None:
        """An own use of seat ``p`` (card ``c``; ``hostile``: its hostile targets, as the
        auditor found them)."""
        st = self.aud.eng.state
        ident = st.ident[b]
        uid = int(ident[p])
        g = self._games[b]
        game = self.aud._games[b]
        counts, pairs = game.counts, game.pairs
        hp = self.pre["hp"][b]
        attack = cat == CAT_MOVE and bool(hostile)
        if attack:
            g.maoming = False
            if hp[p] <= LOW_HP:
                last = int(g.play_moves == 1)
                pairs[("attacks_low_hp", uid)] += 1
                pairs[("last_move_spent_low_hp", uid)] += last
                if uid == LEADER:
                    counts["leader_attacks_low_hp"] += 1
                    counts["leader_last_move_spent_low_hp"] += last
        if eff == self._maoming and cat != CAT_MOVE:
            counts["maoming_uses"] += 1
            g.maoming = True
        if eff == self._mass and cat != CAT_MOVE:
            counts["mass_casts"] += 1
            alive = self.aud._pre["alive"][b]  # before the step (it may kill)
            side = np.array([SIDE[int(i)] for i in ident[: self.n]])
            friend = alive & (side == SIDE[uid]) & (hp <= 1)
            friend[p] = False
            counts["mass_casts_friend_at_1hp"] += int(friend.any())
        cult_live = bool((st.alive[b, : self.n].astype(bool) & (ident[: self.n] == CULT)).any())
        for x in hostile:
            xi = int(ident[x])
            silent = int(self._silent(b, x))
            pairs[("hostile_uses", uid)] += 1
            pairs[("hostile_at_silent", uid)] += silent
            if SIDE[uid] == 0:
                counts["leader_side_hostile"] += 1
                counts["leader_side_hostile_at_silent"] += silent
            if xi == LEADER and g.first_open and g.turn_seat == p:
                g.first_hit_leader = True
            if uid == COURT and cult_live:
                counts["court_hostile_cult_live"] += 1
                counts["court_hostile_at_leader_side_cult_live"] += int(SIDE[xi] == 0)

    def _silent(self, b: int, x: int) -> bool:
        """Has seat ``x`` done no public act so far (no attack, damage, rescue, card taken or
        destroyed, harmful card, help or forced act in the public history) and is it
        unrevealed (not the leader)?"""
        st = self.aud.eng.state
        if int(st.ident[b, x]) == LEADER or bool(st.revealed[b, x]):
            return False
        return not (st.hist[b, x, : self.n].any() or st.helps[b, x, : self.n].any())

    def _judged_later(self, b: int, c: int) -> bool:
        """Is card ``c`` a delayed card (:data:`DELAYED_EFFECTS`)? Its only cancel window is
        its judgement (R-K2: none when it is placed), in its holder's turn."""
        _, eff = self.aud._card_kind(b, c)
        return eff in self._delayed

    def first_cancel(self, b: int, q: int, c: int) -> None:
        """A cancel by seat ``q`` of card ``c`` that is not itself a cancel: whose card it
        stops (its own, a friend's)."""
        user = self._games[b].users.get(c, -1)
        if not (0 <= user < self.n):
            return
        counts = self.aud._games[b].counts
        ident = self.aud.eng.state.ident[b]
        counts["first_cancels"] += 1
        if user == q and self._judged_later(b, c):
            # its own delayed card, judged later: the user decides again on a changed table
            counts["own_delayed_card_cancelled"] += 1
        else:
            counts["own_card_cancelled"] += int(user == q)
        same = SIDE[int(ident[user])] == SIDE[int(ident[q])]
        counts["friend_card_cancelled"] += int(user != q and same)

    def finish(self, b: int) -> None:
        """The game in slot ``b`` ended: close the turn under way."""
        g = self._games[b]
        if g.maoming:
            self.aud._games[b].counts["maoming_no_attack"] += 1
        self._close_page_boys(b)
        self._games[b] = RoleGame()


def roles_report(pairs: Counter[tuple[Any, ...]], names: list[str], heroes: Any) -> dict:
    """The JSON ``roles`` block from a tally's ``pairs``: per identity (hostile uses, those at
    silent seats, attacks and last moves spent at low HP, discards and medicines discarded at
    low HP, low-HP turn ends and deaths before the next turn by move in hand, first turns and
    those hitting the leader, friendly kills), the damage matrix, and per hero the draft's
    offers, picks and pick rate (``heroes``: the hero names by index, or None)."""
    per: dict[str, dict[str, int]] = {}
    keys = (
        "hostile_uses",
        "hostile_at_silent",
        "attacks_low_hp",
        "last_move_spent_low_hp",
        "discards_low_hp",
        "medicines_discarded_low_hp",
        "first_turn",
        "first_turn_hits_leader",
        "friendly_kill",
    )
    for key, v in pairs.items():
        if key[0] in keys:
            per.setdefault(names[key[1]], {})[key[0]] = int(v)
        elif key[0] in ("low_hp_end", "low_hp_end_died"):
            tag = "with_move" if key[2] else "without_move"
            what = "turn_ends" if key[0] == "low_hp_end" else "died_before_next_turn"
            per.setdefault(names[key[1]], {})[f"low_hp_{what}_{tag}"] = int(v)
    damage: dict[str, dict[str, int]] = {}
    for key, v in pairs.items():
        if key[0] == "damage":
            damage.setdefault(names[key[1]], {})[names[key[2]]] = int(v)
    draft = {}
    for key, v in sorted(pairs.items(), key=lambda kv: str(kv[0])):
        if key[0] == "offered":
            h = key[1]
            name = heroes[h] if heroes is not None and h < len(heroes) else str(h)
            picked = int(pairs[("picked", h)])
            draft[name] = {"offered": int(v), "picked": picked, "rate": round(picked / v, 4)}
    return {"per_identity": per, "damage": damage, "draft": draft}
