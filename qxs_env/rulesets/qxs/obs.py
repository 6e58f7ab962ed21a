"""Observation encoding: one float32 vector per seat, the same length for 4-10 players.

Seats are relative to the observer: slot 0 is the observer, slot k the seat k places later in
turn order (R-S6); slots beyond the player count are zero with ``present = 0``. The vector holds
only what the observer may know: its own hand and identity, the public table, identities that are
public (the leader, the dead) or known to it (the collaborator knows the foreign player, R-S3),
the decision in progress and the public history.

Layout (F card faces, T = 4F card types, E equipment faces, K delayed faces, H = MAX_HEROES hero
capacity; all sizes and offsets are in :class:`ObsLayout`, ``layout.slices``). Widths that could
grow with the rules (decision kinds, purposes, heroes) use fixed capacities, so the size depends
only on the card catalogue:

=============  ===========  ====================================================================
slice          size         content
=============  ===========  ====================================================================
game           16           players/10, turn/100, draw pile/deck, discard pile/deck,
                            identity table counts (6, /10), phase of the turn one-hot (6)
self_identity  6            one-hot of the observer's identity
hand           T            count of each card type (face*4 + colour) in the observer's hand
seats          10 x S       per relative seat: present, alive, is current player, hp/10,
                            maxhp/10, hand size/10, face down, 和合 linked, dying,
                            skips next draw, skips next play, identity known, identity one-hot
                            (6), distance observer->seat /10, seat->observer /10, in the
                            observer's reach with its longest range (1/0), attacks used this
                            turn, alignment evil (恶) 1 / good (善) 0, female (1, hero known),
                            revealed 蛤蟆功 in hand /4, holds 屠龙刀, holds 玄铁剑 in hand
                            (special cards are public wherever they are), equipment
                            multi-hot (E), judgement area counts (K)
history        10 x 10 x 6  public counters from relative seat i to relative seat j: attacks,
                            damage, rescues, cards taken, cards destroyed, harmful cards aimed
                            (each /10)
decision       90 + F       decision kind one-hot (N_DECISION_CAP = 16), purpose one-hot
                            (N_PURPOSE_CAP = 32), actor relative seat one-hot (10), other seat
                            of the decision one-hot (10), the card in question: face one-hot
                            (F), colour one-hot (4), cancel kind (2); the hero skill slot the
                            decision is asked for one-hot (4), reserved (4). A skill's own
                            prompt with no card of its own shows the card the skill is about
                            (``skill_context_card``: the judgement card, the attacking move).
                            With ``auto_forced`` on (the default) all zero for every seat but
                            the deciding one, since who is asked can depend on hidden cards
heroes         10 x 128     per relative seat (HERO_SEAT): hero known, hero one-hot (H), per
                            skill slot (4 x 4: has the skill, uses this turn, tokens /10,
                            borrowed), male, female, borrowing from relative seat one-hot (10),
                            reserved (3); all zero while the seat's hero is hidden
draft          5 x H + 4    heroes offered to the observer, one one-hot per offer position
                            (only to the chooser, while it has not chosen); draft in progress,
                            observer still to choose, reserved (2)
stored         T            the observer's own stored cards (set aside under its hero card by
                            a skill: 六合童子's page boys, 狂风快刀's moves), count per type
judgement      2F + 32      the innermost judgement in progress: active, judged relative seat
                            one-hot (10), face of the card it is for (F), the judgement card
                            face (F) and colour (4) once turned over, a hero skill's judgement
                            (flag, the skill owner's relative seat one-hot (10), slot (4)),
                            reserved (2)
public         10 x (F + 8) per relative seat, what lies face up beside its hero (public to
                            all): the faces (F) and colours (4) of its face-up stored cards
                            (狂风快刀's moves, 变脸's card, 搜罗至宝's treasures, 金刚不坏体's
                            cards), counts; its face-down stored cards /10 (六合童子's page
                            boys, 九阴神功's moves: the count is public); its 倾心 tokens /10;
                            reserved (2)
help_history   10 x 10 x 7  public counters of help and forced acts from relative seat i to
                            relative seat j (``layout.HL_*``, ``rulesets.qxs.help_history``):
                            protections (a cancel whose net effect shields j, a move played
                            for j), HP healed outside dying, cards cleared out of j's
                            judgement area, cancels whose net effect hurts j, attacks i
                            forced on j, attacks i was forced to make on j (also in
                            history's attacks), attacks i forced j to make (j complied; the
                            暗器 stays in history's harmful cards); each /10
chain          52 + F       the cancel chain in progress (R-K1, R-K2; the innermost): active,
                            cancels played /10, odd number of cancels played (a further
                            cancel restores the card), kind one-hot (strategy, poison), the
                            bottom card's user relative one-hot (10; none for a delayed card
                            judged), its target one-hot (10), the top cancel's player one-hot
                            (10), cancels played in the chain per relative seat /10 (10), the
                            bottom card helps its target, its colour one-hot (4), reserved
                            (2), its face one-hot (F). With ``auto_forced`` on (the default)
                            all zero for every seat but the deciding one, as the decision
=============  ===========  ====================================================================

The layout only grows at its end: a checkpoint trained on a shorter layout whose slices are a
prefix of this one still loads (``qxs_env.train.policy.load_agent`` maps its columns). The
``help_history`` and ``chain`` slices (issue 20) came after ``public``; the shipped agents were
trained on the prefix ending before ``public`` and read exactly those columns until retrained
(docs/agents.md, "Trained agents and the longer observation").
"""

from __future__ import annotations

from collections import namedtuple

import numpy as np

from qxs_env.engine.jit import njit_cached, njit_inlined
from qxs_env.engine.layout import (
    C_AUTO_FORCED,
    C_PLAYERS,
    DEC_BASE,
    DEC_CANCEL,
    FR_A0,
    FR_A1,
    FR_A2,
    FR_A3,
    FR_A6,
    FR_OP,
    FR_P,
    FR_Q,
    FR_ST,
    MAX_CARDS,
    OP_CANCEL,
    OP_DAMAGE,
    OP_JUDGEMENT,
    OP_TURN,
    PH_DRAW,
    PH_PLAY,
    V_FACE,
    Z_STORE,
)
from qxs_env.engine.nrt import borrow, stack_i64
from qxs_env.rulesets.qxs.answers import answered_attack
from qxs_env.rulesets.qxs.card_model import (
    V_COLOUR,
)
from qxs_env.rulesets.qxs.constants import (
    CAT_SPECIAL,
    COLLABORATOR,
    FOREIGN,
    MAX_PLAYERS,
    SLOT_INTERNAL,
)
from qxs_env.rulesets.qxs.content.effects import EFFECT_DELAYED_PASSING_DAMAGE, EFFECT_TULONGDAO
from qxs_env.rulesets.qxs.geometry import (
    distances_into,
    distances_to,
)
from qxs_env.rulesets.qxs.help_history import chain_bottom, chain_helps, chain_user
from qxs_env.rulesets.qxs.layout import (
    ALIGN_EVIL,
    C_ID_COUNTS,
    C_MUTUAL_KNOWLEDGE,
    CF_REVEALED,
    CF_STORED_UP,
    DRAFT_OFFER,
    FR_SKILL,
    GENDER_FEMALE,
    GENDER_MALE,
    HERO_SKILLS,
    MAX_HEROES,
    N_DECISION_CAP,
    N_HELP,
    N_HIST,
    N_PURPOSE_CAP,
    OP_ATTACK,
    OP_DRAFT,
    OP_SKILL,
    PT_ATTACKS,
    PUR_ARRANGE,
)
from qxs_env.rulesets.qxs.skill_steps import (
    fired_card,
)

SEAT_BASE = 27  # per-seat scalar features before the equipment multi-hot
S_FEMALE = 23  # per-seat feature: the seat's (known) hero is female
S_TOAD = 24  # per-seat feature: revealed (charged) 蛤蟆功 in the seat's hand, count / 4
S_TULONG = 25  # per-seat feature: 屠龙刀 is in the seat's hand (specials module)
S_XUANTIE = 26  # per-seat feature: 玄铁剑 is in the seat's hand (specials module)
# offsets inside the decision slice (capacities, not counts: the size never changes)
D_KIND = 0
D_PURPOSE = D_KIND + N_DECISION_CAP
D_ACTOR = D_PURPOSE + N_PURPOSE_CAP
D_OTHER = D_ACTOR + 10
D_FACE = D_OTHER + 10  # then F faces, 4 colours, 2 cancel kinds, 4 skill slots, 4 reserved
D_FIXED = D_FACE + 4 + 2 + HERO_SKILLS + 4  # decision size without the F faces
# offsets inside one seat's block of the heroes slice
HS_KNOWN = 0  # the hero is known to the observer (its own, or revealed)
HS_ID = 1  # hero one-hot, MAX_HEROES wide
HS_SKILL = HS_ID + MAX_HEROES  # per skill slot: has skill, uses this turn, tokens/10, borrowed
HS_SKILL_W = 4
HS_MALE = HS_SKILL + HERO_SKILLS * HS_SKILL_W
HS_FEMALE = HS_MALE + 1
HS_BORROW = HS_FEMALE + 1  # borrowing the skills of relative seat (one-hot, 10)
HERO_SEAT = 128  # HS_BORROW + 10 = 125 used, 3 reserved
# offsets inside the draft slice
DR_OFFER = 0  # DRAFT_OFFER one-hots of MAX_HEROES
DR_ACTIVE = DRAFT_OFFER * MAX_HEROES  # the draft is in progress
DR_TO_CHOOSE = DR_ACTIVE + 1  # the observer has still to choose
DRAFT_SIZE = DR_ACTIVE + 4
# offsets inside the judgement slice (then the judging face F, the judgement card F + 4 colours,
# a hero skill's judgement: flag, owner seat 10, skill slot 4, and 2 reserved)
JD_ACTIVE = 0  # a judgement is in progress (the innermost one on the stack)
JD_SEAT = 1  # the judged seat, relative one-hot (10)
JD_FOR = JD_SEAT + 10  # the face of the card the judgement is for (delayed card, equipment, move)
JD_FIXED = JD_FOR + 4 + 1 + 10 + HERO_SKILLS + 2  # judgement size without the 2F faces
# public block (per relative seat, F + PB_FIXED): F face counts, then these after them
PB_COLOUR = 0  # colour counts of the face-up stored cards (4)
PB_DOWN = 4  # face-down stored cards /10
PB_QINGXIN = 5  # 倾心 tokens held /10
PB_FIXED = 8  # 2 reserved
# chain slice (then the F faces of the card at the bottom of the chain)
CH_ACTIVE = 0  # a cancel chain is in progress
CH_DEPTH = 1  # cancels played in it /10
CH_ODD = 2  # an odd number of cancels played: a further cancel would restore the bottom card
CH_KIND = 3  # cancel kind one-hot (2: strategy 看破, poison 无常丹)
CH_USER = 5  # the bottom card's user, relative one-hot (10; none for a delayed card judged)
CH_TARGET = 15  # the bottom card's target, relative one-hot (10)
CH_TOP = 25  # the player of the top cancel, relative one-hot (10; none before the first)
CH_COUNT = 35  # cancels played in the chain per relative seat /10 (10)
CH_HELPS = 45  # the bottom card helps its target (not harmful, or aimed by its user at itself)
CH_COLOUR = 46  # the bottom card's colour one-hot (4)
CH_FIXED = 52  # 2 reserved; then its face one-hot (F)

# offsets: start of game, self_identity, hand, seats, history, decision; then the number of
# equipment faces E (the heuristic agents read these 7 entries by position: append only to
# ``more``). more: start of heroes, draft, stored, judgement, public, help_history, chain.
ObsMaps = namedtuple("ObsMaps", ["eq_index", "dl_index", "offsets", "more"])


class ObsLayout:
    """Sizes and offsets of the observation vector for one catalogue."""

    def __init__(self, n_faces: int, eq_index: np.ndarray, dl_index: np.ndarray) -> None:
        self.n_faces = n_faces
        self.n_types = 4 * n_faces
        self.n_equip = int((eq_index >= 0).sum())
        self.n_delayed = int((dl_index >= 0).sum())
        self.seat_size = SEAT_BASE + self.n_equip + self.n_delayed
        sizes = [
            ("game", 16),
            ("self_identity", 6),
            ("hand", self.n_types),
            ("seats", MAX_PLAYERS * self.seat_size),
            ("history", MAX_PLAYERS * MAX_PLAYERS * N_HIST),
            ("decision", D_FIXED + n_faces),
            ("heroes", MAX_PLAYERS * HERO_SEAT),
            ("draft", DRAFT_SIZE),
            ("stored", self.n_types),
            ("judgement", JD_FIXED + 2 * n_faces),
            ("public", MAX_PLAYERS * (n_faces + PB_FIXED)),
            ("help_history", MAX_PLAYERS * MAX_PLAYERS * N_HELP),
            ("chain", CH_FIXED + n_faces),
        ]
        self.slices: dict[str, slice] = {}
        o = 0
        for name, n in sizes:
            self.slices[name] = slice(o, o + n)
            o += n
        self.size = o
        offsets = np.array(
            [self.slices[name].start for name, _ in sizes[:6]] + [self.n_equip], dtype=np.int64
        )
        more = np.array(
            [
                self.slices[name].start
                for name in (
                    "heroes",
                    "draft",
                    "stored",
                    "judgement",
                    "public",
                    "help_history",
                    "chain",
                )
            ],
            np.int64,
        )
        self.maps = ObsMaps(eq_index.astype(np.int16), dl_index.astype(np.int16), offsets, more)

    def seat_slice(self, rel: int) -> slice:
        """The slice of relative seat ``rel`` inside the whole vector."""
        start = self.slices["seats"].start + rel * self.seat_size
        return slice(start, start + self.seat_size)

    def hero_slice(self, rel: int) -> slice:
        """The slice of relative seat ``rel``'s hero block (``HS_*`` offsets) in the vector."""
        start = self.slices["heroes"].start + rel * HERO_SEAT
        return slice(start, start + HERO_SEAT)


def build_layout(tables) -> ObsLayout:
    """Observation layout for compiled content tables."""
    n_faces = tables.face_category.shape[0]
    eq = np.full(n_faces, -1, dtype=np.int16)
    dl = np.full(n_faces, -1, dtype=np.int16)
    k = 0
    for f in range(n_faces):
        if tables.face_slot[f] >= 0:
            eq[f] = k
            k += 1
    k = 0
    for f in range(n_faces):
        if tables.face_delayed[f]:
            dl[f] = k
            k += 1
    return ObsLayout(n_faces, eq, dl)


@njit_cached
def identity_known(g, cfg, obs_seat, p):
    if p == obs_seat or g.revealed[p]:
        return True
    me = g.ident[obs_seat]
    if me == COLLABORATOR and g.ident[p] == FOREIGN:
        return True
    if cfg[C_MUTUAL_KNOWLEDGE] != 0 and me == FOREIGN and g.ident[p] == COLLABORATOR:
        return True
    return False


@njit_cached
def hero_known(g, obs_seat, p):
    """The hero of seat p is known to the observer: its own once chosen, others' once public."""
    if g.hero[p] < 0:
        return False
    return p == obs_seat or g.hero_up[p] != 0


@njit_cached
def skill_context_card(g, j):
    """The public card the hero skill of OP_SKILL frame ``j`` is about, or -1.

    A triggered skill: the judgement card being judged (TP_JUDGEMENT, once turned over), the card
    used or played (fired_card), the attacking move (an attack frame) or the card that dealt the
    damage (a damage frame). An active skill: the card in question of the decision it was chosen
    in (the attacking move it answers, the card it cancels); for a skill that makes a card in
    answer to an attack (西狂), the attacking move."""
    stk = g.stk
    point = stk[j, FR_A2]
    ctx = stk[j, FR_A1]
    if point < 0:
        if stk[j, FR_A6] == 1:  # a skill making a card for the decision it replaced (西狂)
            k = answered_attack(g, j)
            if k >= 0:
                return stk[k, FR_A0]  # answering an attack: the attacking move
            return -1
        if g.skill_dec[FR_OP] >= DEC_BASE:
            return g.skill_dec[FR_A0]
        return -1
    if ctx < 0 or ctx >= g.sp:
        return -1
    op = stk[ctx, FR_OP]
    if op == OP_JUDGEMENT:
        return stk[ctx, FR_A1] if stk[ctx, FR_ST] >= 1 else -1
    c = fired_card(g, point, stk[j, FR_P], ctx)
    if c >= 0:
        return c
    if op == OP_ATTACK:
        return stk[ctx, FR_A0]
    if op == OP_DAMAGE:
        return stk[ctx, FR_A2]
    return -1


@njit_cached
def card_face_colour(g, tb, c):
    """(face, colour) of physical or virtual card c, (-1, -1) for no card."""
    if 0 <= c < tb.n_cards:
        return tb.card_face[c], tb.card_suit[c]
    if c >= MAX_CARDS:
        return g.vcard[c - MAX_CARDS, V_FACE], g.vcard[c - MAX_CARDS, V_COLOUR]
    return -1, -1


@njit_cached
def encode(g, tb, cfg, mp, me, out):
    """Write the observation of seat ``me`` of game record ``g`` into ``out`` (zeroed here).

    Field views are taken once (record field access inside loops is not free in numba); the
    distances are the rules' own (``geometry.distances_from``: lightness arts and skills).
    The later slices are written by ``encode_history``, ``encode_decision``,
    ``encode_heroes_draft`` and ``encode_stored_judgement_public`` (inlined here)."""
    out[:] = 0.0
    cfg = borrow(cfg)  # no reference counting in the calls below (engine.nrt)
    n = cfg[C_PLAYERS]
    n_cards = tb.n_cards
    offs = mp.offsets
    o_game = offs[0]
    o_self = offs[1]
    o_hand = offs[2]
    o_seats = offs[3]
    o_hist = offs[4]
    n_eq = offs[6]
    seat_size = (o_hist - o_seats) // 10
    card_face = tb.card_face
    eq_index = mp.eq_index
    dl_index = mp.dl_index
    alive = g.alive
    equip = g.equip
    stk = g.stk
    # game
    out[o_game + 0] = n / 10.0
    out[o_game + 1] = g.turn / 100.0
    out[o_game + 2] = g.n_draw / n_cards
    out[o_game + 3] = g.n_disc / n_cards
    for k in range(6):
        out[o_game + 4 + k] = cfg[C_ID_COUNTS + k] / 10.0
    for i in range(g.sp):
        if stk[i, FR_OP] == OP_TURN:
            ph = stk[i, FR_ST] - 1
            if ph < 0:
                ph = 0
            if ph > 5:
                ph = 5
            out[o_game + 10 + ph] = 1.0
            break
    # own identity and hand
    if g.ident[me] >= 0:
        out[o_self + g.ident[me]] = 1.0
    hand = g.hand
    for k in range(g.hand_n[me]):
        c = hand[me, k]
        out[o_hand + tb.card_action[c]] += 1.0
    # geometry: distances as the rules compute them (R-M2 and the skills that change them)
    dfrom = stack_i64()
    distances_into(g, tb, cfg, me, dfrom)
    dto = stack_i64()
    distances_to(g, tb, cfg, me, dto)
    reach = 1
    ic = equip[me, SLOT_INTERNAL]
    if ic >= 0 and tb.face_attack_range[card_face[ic]] > reach:
        reach = tb.face_attack_range[card_face[ic]]
    # seats
    skip = g.skip
    hp = g.hp
    maxhp = g.maxhp
    hand_n = g.hand_n
    judge = g.judge
    judge_n = g.judge_n
    for r in range(n):
        p = (me + r) % n
        o = o_seats + r * seat_size
        out[o + 0] = 1.0
        out[o + 1] = 1.0 if alive[p] else 0.0
        out[o + 2] = 1.0 if g.cur == p else 0.0
        out[o + 3] = hp[p] / 10.0
        out[o + 4] = maxhp[p] / 10.0
        out[o + 5] = hand_n[p] / 10.0
        out[o + 6] = 1.0 if g.face_down[p] else 0.0
        out[o + 7] = 1.0 if g.linked[p] else 0.0
        out[o + 8] = 1.0 if g.dying[p] else 0.0
        out[o + 9] = 1.0 if skip[p] & (1 << PH_DRAW) else 0.0
        out[o + 10] = 1.0 if skip[p] & (1 << PH_PLAY) else 0.0
        if identity_known(g, cfg, me, p) and g.ident[p] >= 0:
            out[o + 11] = 1.0
            out[o + 12 + g.ident[p]] = 1.0
        if alive[p] and alive[me] and p != me:
            # the rules' own distances (lightness arts, hero skills, 神行百变, 傲行天下)
            d1 = dfrom[p]
            d2 = dto[p]
            out[o + 18] = d1 / 10.0
            out[o + 19] = d2 / 10.0
            out[o + 20] = 1.0 if d1 <= reach else 0.0
        out[o + 21] = g.pt[p, PT_ATTACKS]
        out[o + 22] = 1.0 if g.align[p] == ALIGN_EVIL else 0.0
        if g.gender[p] == GENDER_FEMALE and hero_known(g, me, p):
            out[o + S_FEMALE] = 1.0
        for k in range(hand_n[p]):  # public hand cards: charged 蛤蟆功, special cards
            c = hand[p, k]
            if g.cflag[c] & CF_REVEALED:
                out[o + S_TOAD] += 0.25
            f = card_face[c]
            if tb.face_category[f] == CAT_SPECIAL:
                if tb.face_effect[f] == EFFECT_TULONGDAO:
                    out[o + S_TULONG] = 1.0
                elif tb.face_effect[f] == EFFECT_DELAYED_PASSING_DAMAGE:
                    out[o + S_XUANTIE] = 1.0
        for k in range(4):
            c = equip[p, k]
            if c >= 0:
                ei = eq_index[card_face[c]]
                if ei >= 0:
                    out[o + SEAT_BASE + ei] = 1.0
        for k in range(judge_n[p]):
            jc = judge[p, k]  # (a card a hero skill placed counts as its delayed card)
            di = dl_index[g.jface[jc] - 1 if g.jface[jc] > 0 else card_face[jc]]
            if di >= 0:
                out[o + SEAT_BASE + n_eq + di] += 1.0
    encode_history(g, tb, cfg, mp, me, out)
    encode_decision(g, tb, cfg, mp, me, out)
    encode_heroes_draft(g, tb, cfg, mp, me, out)
    encode_stored_judgement_public(g, tb, cfg, mp, me, out)


@njit_inlined
def encode_history(g, tb, cfg, mp, me, out):
    """The history slice: the public counters from relative seat i to relative seat j."""
    n = cfg[C_PLAYERS]
    offs = mp.offsets
    o_hist = offs[4]
    hist = g.hist
    # history, relative seats on both axes
    # (two contiguous runs per row, me..n-1 then 0..me-1, so the copy has no modulo; most
    # counters are 0 and ``out`` is already zeroed, so only the others are written)
    tenth = np.float32(0.1)
    for r1 in range(n):
        h = hist[(me + r1) % n]
        o = o_hist + r1 * 10 * N_HIST
        for r2 in range(n - me):
            for k in range(N_HIST):
                v = h[me + r2, k]
                if v != 0:
                    out[o + r2 * N_HIST + k] = v * tenth
        o += (n - me) * N_HIST
        for r2 in range(me):
            for k in range(N_HIST):
                v = h[r2, k]
                if v != 0:
                    out[o + r2 * N_HIST + k] = v * tenth


@njit_inlined
def encode_decision(g, tb, cfg, mp, me, out):
    """The decision slice: the decision in progress (with auto_forced on, only for its
    deciding seat)."""
    n = cfg[C_PLAYERS]
    n_faces = tb.n_faces
    offs = mp.offsets
    o_dec = offs[5]
    stk = g.stk
    # decision in progress: with auto_forced on, only its own deciding seat sees it (whether a
    # seat is asked at all can depend on its hidden hand: docs/rulings.md "Forced decisions")
    i = g.sp - 1
    if i >= 0 and not g.done and (cfg[C_AUTO_FORCED] == 0 or stk[i, FR_P] == me):
        op = stk[i, FR_OP]
        if op >= DEC_BASE:
            kind = op - DEC_BASE
            if kind < N_DECISION_CAP:
                out[o_dec + D_KIND + kind] = 1.0
            pur = stk[i, FR_A1]
            if op != DEC_CANCEL and 0 <= pur < N_PURPOSE_CAP:
                out[o_dec + D_PURPOSE + pur] = 1.0
            actor = stk[i, FR_P]
            out[o_dec + D_ACTOR + (actor - me) % n] = 1.0
            q = stk[i, FR_Q]
            if q >= 0:
                out[o_dec + D_OTHER + (q - me) % n] = 1.0
            fc, cc = card_face_colour(g, tb, stk[i, FR_A0])
            if pur == PUR_ARRANGE:
                if actor != me:
                    fc = -1  # 通天's looked-at cards: only their chooser sees them
            elif fc < 0 and i >= 1 and stk[i - 1, FR_OP] == OP_SKILL:
                # a skill's own prompt: the card the skill is about (the judgement card, ...)
                fc, cc = card_face_colour(g, tb, skill_context_card(g, i - 1))
            if fc >= 0:
                out[o_dec + D_FACE + fc] = 1.0
                out[o_dec + D_FACE + n_faces + cc] = 1.0
            if op == DEC_CANCEL:
                out[o_dec + D_FACE + n_faces + 4 + pur] = 1.0
            sk = stk[i, FR_SKILL] - 1
            if 0 <= sk < HERO_SKILLS:
                out[o_dec + D_FACE + n_faces + 6 + sk] = 1.0


@njit_inlined
def encode_heroes_draft(g, tb, cfg, mp, me, out):
    """The heroes and draft slices: the heroes the observer knows, and what it is offered
    while it chooses."""
    n = cfg[C_PLAYERS]
    stk = g.stk
    # heroes: identity and skill states of the heroes the observer knows
    o_heroes = mp.more[0]
    hero = g.hero
    for r in range(n):
        p = (me + r) % n
        if not hero_known(g, me, p):
            continue
        o = o_heroes + r * HERO_SEAT
        out[o + HS_KNOWN] = 1.0
        if hero[p] < MAX_HEROES:
            out[o + HS_ID + hero[p]] = 1.0
        bw = g.borrow[p]
        for k in range(HERO_SKILLS):
            if g.skills[p, k] > 0:
                ok = o + HS_SKILL + k * HS_SKILL_W
                out[ok] = 1.0
                out[ok + 1] = g.sk_used[p, k]
                out[ok + 2] = g.sk_tok[p, k] / 10.0
                out[ok + 3] = 1.0 if bw >= 0 else 0.0
        if g.gender[p] == GENDER_MALE:
            out[o + HS_MALE] = 1.0
        elif g.gender[p] == GENDER_FEMALE:
            out[o + HS_FEMALE] = 1.0
        if bw >= 0:
            out[o + HS_BORROW + (bw - me) % n] = 1.0
    # the draft: what the observer is offered, only while it has to choose
    o_draft = mp.more[1]
    for k in range(g.sp):
        if stk[k, FR_OP] == OP_DRAFT:
            out[o_draft + DR_ACTIVE] = 1.0
            if hero[me] < 0 and g.offer[me, 0] >= 0:
                out[o_draft + DR_TO_CHOOSE] = 1.0
                for j in range(DRAFT_OFFER):
                    h = g.offer[me, j]
                    if 0 <= h < MAX_HEROES:
                        out[o_draft + DR_OFFER + j * MAX_HEROES + h] = 1.0
            break


@njit_inlined
def encode_stored_judgement_public(g, tb, cfg, mp, me, out):
    """The stored, judgement, public, help-history and chain slices."""
    n = cfg[C_PLAYERS]
    n_cards = tb.n_cards
    n_faces = tb.n_faces
    card_face = tb.card_face
    card_colour = tb.card_suit
    stk = g.stk
    tenth = np.float32(0.1)
    hero = g.hero
    # the observer's own stored cards (set aside under its hero card by a skill), by type
    if hero[me] >= 0:
        o_store = mp.more[2]
        zone = g.zone
        owner = g.owner
        for c in range(n_cards):
            if zone[c] == Z_STORE and owner[c] == me:
                out[o_store + tb.card_action[c]] += 1.0
    # the innermost judgement in progress (all public: the judged seat, what it is for, the card)
    o_jd = mp.more[3]
    for k in range(g.sp - 1, -1, -1):
        if stk[k, FR_OP] != OP_JUDGEMENT:
            continue
        out[o_jd + JD_ACTIVE] = 1.0
        out[o_jd + JD_SEAT + (stk[k, FR_P] - me) % n] = 1.0
        f, _ = card_face_colour(g, tb, stk[k, FR_A0])
        if f >= 0:
            out[o_jd + JD_FOR + f] = 1.0
        o = o_jd + JD_FOR + n_faces
        if stk[k, FR_ST] >= 1:
            f, col = card_face_colour(g, tb, stk[k, FR_A1])
            if f >= 0:
                out[o + f] = 1.0
                out[o + n_faces + col] = 1.0
        o += n_faces + 4
        if k >= 1 and stk[k - 1, FR_OP] == OP_SKILL and stk[k, FR_A0] < 0:
            out[o] = 1.0  # a hero skill's judgement: whose skill, which slot
            out[o + 1 + (stk[k - 1, FR_P] - me) % n] = 1.0
            sk = stk[k - 1, FR_A3]
            if 0 <= sk < HERO_SKILLS:
                out[o + 11 + sk] = 1.0
        break
    # what lies beside each seat's hero: face-up stored cards by face and colour, the number of
    # face-down ones, 倾心 tokens (all public)
    o_pub = mp.more[4]
    pub_seat = n_faces + PB_FIXED
    zone = g.zone
    owner = g.owner
    cflag = g.cflag
    for c in range(n_cards):
        if zone[c] != Z_STORE:
            continue
        p = owner[c]
        if p < 0:
            continue
        o = o_pub + ((p - me) % n) * pub_seat
        if cflag[c] & CF_STORED_UP:
            out[o + card_face[c]] += 1.0
            out[o + n_faces + PB_COLOUR + card_colour[c]] += 1.0
        else:
            out[o + n_faces + PB_DOWN] += tenth
    for r in range(n):
        q = g.qingxin[(me + r) % n]
        if q > 0:
            out[o_pub + r * pub_seat + n_faces + PB_QINGXIN] = q * tenth
    encode_help(g, n, me, out, mp.more[5])
    if cfg[C_AUTO_FORCED] == 0 or (g.sp > 0 and stk[g.sp - 1, FR_P] == me):
        encode_chain(g, tb, n, me, out, mp.more[6])


@njit_cached
def encode_help(g, n, me, out, o_help):
    """The help_history slice: state.helps from relative seat i to relative seat j, /10."""
    helps = g.helps
    for r1 in range(n):
        p = (me + r1) % n
        for r2 in range(n):
            q = (me + r2) % n
            o = o_help + (r1 * 10 + r2) * N_HELP
            for k in range(N_HELP):
                v = helps[p, q, k]
                if v != 0:
                    out[o + k] = v * 0.1


@njit_cached
def encode_chain(g, tb, n, me, out, o_ch):
    """The chain slice: the innermost cancel chain on the stack (all of it public)."""
    stk = g.stk
    top = -1
    for k in range(g.sp - 1, -1, -1):
        if stk[k, FR_OP] == OP_CANCEL:
            top = k
            break
    if top < 0:
        return
    j = chain_bottom(g, top)
    depth = top - j
    out[o_ch + CH_ACTIVE] = 1.0
    out[o_ch + CH_DEPTH] = depth / 10.0
    out[o_ch + CH_ODD] = 1.0 if depth % 2 == 1 else 0.0
    kind = stk[j, FR_A1]
    if 0 <= kind < 2:
        out[o_ch + CH_KIND + kind] = 1.0
    u = chain_user(g, j)
    if u >= 0:
        out[o_ch + CH_USER + (u - me) % n] = 1.0
    t = stk[j, FR_Q]
    if t >= 0:
        out[o_ch + CH_TARGET + (t - me) % n] = 1.0
    for m in range(j, top):
        q = (g.cur + stk[m, FR_A2]) % n
        out[o_ch + CH_COUNT + (q - me) % n] += 0.1
        if m == top - 1:
            out[o_ch + CH_TOP + (q - me) % n] = 1.0
    if chain_helps(g, tb, j):
        out[o_ch + CH_HELPS] = 1.0
    f, col = card_face_colour(g, tb, stk[j, FR_A0])
    if f >= 0:
        out[o_ch + CH_COLOUR + col] = 1.0
        out[o_ch + CH_FIXED + f] = 1.0
