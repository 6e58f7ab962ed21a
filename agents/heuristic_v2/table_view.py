"""What the observer sees and believes about the table at one decision, read from its
observation: :data:`TableView` and the compiled functions that fill it.

Reading happens once per decision, in the order below, into the scratch rows of
:func:`agents.heuristic_v2.decide._scratch` (cleared first, so they can be reused):

1. :func:`_read_seats`: per seat HP, hand size, distance, equipment (slots, reach, colour
   bonus, guard colours), statuses, known identities;
2. :func:`_identity_probabilities` (:mod:`agents.framework.belief`): allegiance scores from
   the public history, then the probability of each identity per seat;
3. :func:`_enmity` (:mod:`agents.framework.enmity`): how much the observer wants to hurt each
   seat (> 0 enemy, < 0 ally), by its own identity's values of hurting each identity;
4. :func:`_read_decision`: what is asked (kind, purpose, the other seat, the face and colour
   shown, the hero skill slot);
5. :func:`_read_own_hero`, :func:`_read_known_heroes`, :func:`_distance_mods`,
   :func:`_read_hand_for_skills`,
   :func:`_judgement_choices`: the own hero's skill roles and their arithmetic, the known heroes'
   defences, what the hand offers the skills, and whether to replace the judgement in progress.

:func:`read_table` runs them all and returns a :data:`TableView`, which the per-decision
functions (:mod:`agents.heuristic_v2.play`, :mod:`agents.heuristic_v2.answers`,
:mod:`agents.heuristic_v2.choices`) read. The arithmetic that does not depend on 群侠杀 (belief,
enmity over identity probabilities, seat distances) is the agents' framework's
(:mod:`agents.framework`); 群侠杀's numbers for it are :mod:`agents.heuristic_v2.identities`.
"""

from __future__ import annotations

from collections import namedtuple

from agents.framework.belief import allegiance_scores, fixed_scores, identity_marginals
from agents.framework.enmity import (
    expected_alive,
    expected_enmity,
    living_others,
    protect_partner,
    side_strength,
)
from agents.framework.jit import njit_cached
from agents.framework.observation import count_of
from agents.framework.seats import infer_distance_mods
from agents.heuristic_v2.arithmetic import JUNK, _card_value
from agents.heuristic_v2.help_view import _help_acts
from agents.heuristic_v2.hero_skills import _judge_wish
from agents.heuristic_v2.identities import (
    COURT_AFTER_CULT,
    CULT_LEFT_MIN,
    CULT_SIDE,
    CULT_WHEN_CULT_STRONGER,
    HAND_WEIGHT,
    KNOWN_SCORE,
    LEADER_SIDE,
    LEADER_WHEN_CULT_HIDES,
    LEADER_WHEN_CULT_PREFERS_OTHERS,
    LEADER_WHEN_LAST,
    LEAN,
    N_IDENTITIES,
    PARTNER,
    PARTNER_CAP,
    PARTNER_ENMITY,
    PARTNER_WEIGHT,
    RIGHTEOUS_WHEN_CULT_STRONGER,
    UTILITY,
)
from agents.heuristic_v2.tables import (
    COURT,
    CULT,
    K_MOVE,
    LEADER,
    RIGHTEOUS,
    S_ALIVE,
    S_DIST,
    S_EVIL,
    S_FACEDOWN,
    S_HAND,
    S_HP,
    S_IDENT,
    S_KNOWN,
    S_LINKED,
    S_MAXHP,
)
from qxs_env.rulesets.qxs.card_model import N_COLOURS, type_colour, type_face
from qxs_env.rulesets.qxs.obs import SEAT_BASE as S_EQUIP  # equipment multi-hot after the scalars
from qxs_env.rulesets.qxs.skill_roles import (
    SR_ATT_DIST,
    SR_AUTOBLOCK,
    SR_DEF_DIST,
    SR_FLOOR,
    SR_GUARD,
    SR_HP_DIST,
    SR_HP_POWER,
    SR_IMMUNE_COL,
    SR_JUDGE,
    SR_LOW_HP_POWER,
    SR_NONE,
    SR_PAGE_BOYS,
    SR_RECOLOUR,
    SR_SAMECOUNTER,
    SR_SMALL_HAND,
    SR_STRAT_SINK,
    SR_UNTARGET_COL,
    SR_XCOUNTER,
)

HP_ROW = 14
"""The first of the three integer scratch rows (of ``ib``,
:func:`agents.heuristic_v2.decide._scratch`) holding each seat's HP, max HP and hand size,
decoded once into exact integers by
:func:`_read_seats` (issue 34: read as floats, 1 HP was 1.0000000149 and ``hp <= 1`` failed)."""

TableView = namedtuple(
    "TableView",
    [
        "n",
        "n_types",
        "n_faces",
        "style",
        "me_id",
        "leader",
        "others_alive",
        "reach",
        "n_moves",
        "kind",
        "pur",
        "other",
        "dface",
        "dcol",
        "dslot",
        "use_sk",
        "use_draft",
        "use_new",
        "mh",
        "autob",
        "xcnt",
        "samec",
        "pbon",
        "rc_from",
        "rc_to",
        "any_move",
        "move_rng",
        "junk",
        "g_same",
        "g_diff",
        "jwant",
        "o_seats",
        "seat_size",
        "n_eq",
        "a_seat",
        "a_pick",
        "a_judge",
        "a_colour",
        "a_skill",
        "a_pass",
        "a_yes",
        "hand",
        "eq_face",
        "hof",
        "alive",
        "hp",
        "maxhp",
        "handn",
        "known",
        "dist",
        "facedown",
        "slot_full",
        "bonus_col",
        "bonus_amt",
        "linked",
        "evil",
        "gmask",
        "imm",
        "gender",
        "noatt",
        "arng",
        "datt",
        "ddef",
        "ailing",
        "en",
        "prob",
        "srole",
        "floor",
        "skh",
        "nostrat",
        "jok",
    ],
)
"""One decision's view of the table (a namedtuple, passed by value between compiled functions).

Scalars: ``n`` seats, ``n_types`` card types, ``n_faces``; ``style`` the identity whose play is
used (the own one unless forced), ``me_id`` the own identity, ``leader`` its seat (-1 unknown),
``others_alive`` living seats other than the leader and the observer, ``reach`` the own attack
range, ``n_moves`` moves in hand; the decision (``kind`` ``DK_*``, ``pur`` ``PUR_*``, ``other``
seat, ``dface`` face, ``dcol`` colour, ``dslot`` hero skill slot; -1 when absent); the flags
``use_sk`` (hero skills), ``use_draft`` (draft table), ``use_new`` (second round of hero rules);
the own hero ``mh`` (-1 none) and its arithmetic (``autob`` auto-block colours, ``xcnt`` extra
counter colours, ``samec`` counters its own colour, ``pbon`` power bonus now, ``rc_from`` /
``rc_to`` recoloured colours); what the hand offers its skills (``any_move``, ``move_rng``,
``junk`` cards, enemies of the same / other gender ``g_same`` / ``g_diff``), ``jwant`` the
judgement colours that favour a friend (bitmask); observation offsets (``o_seats``,
``seat_size``, ``n_eq``, ``eq_face``, ``hof``) and action offsets (``a_seat`` ... ``a_yes``).

Per-seat arrays (views of the scratch rows): ``hand`` (the own hand's counts), ``alive``,
``hp``, ``maxhp``, ``handn``, ``known`` identities, ``dist``, ``facedown``, ``slot_full``,
``bonus_col`` / ``bonus_amt`` (internal art's colour bonus), ``linked``, ``evil``, ``gmask``
(guarded colours), ``imm`` (immune colours), ``gender``, ``noatt``, ``arng`` (attack range),
``datt`` / ``ddef`` (distance modifiers when the seat attacks / is attacked), ``ailing``,
``en`` (enmity), ``prob`` (identity probabilities); per own skill slot ``srole``,
``skh`` (the hero whose skill table row describes it), ``jok`` (say yes to it); ``floor``
(power floor per colour), ``nostrat`` (strategy cards aimed at the seat are void).
"""


@njit_cached
def _read_seats(o, ft, offs, fb, ib, bb, sfull, hh):
    """Clear the scratch rows and read every seat's public state; returns (seats, own
    identity, own attack range, the leader's seat)."""
    eq_face = offs[11:]
    n_eq = offs[6]
    o_seats = offs[3]
    o_self = offs[1]
    seat_size = (offs[4] - offs[3]) // 10
    n = count_of(o[0], 10.0)
    me_id = -1
    for k in range(6):
        if o[o_self + k] > 0.5:
            me_id = k

    # ---- seats (scratch rows reused across calls, cleared here)
    fb[:, :] = 0.0
    ib[:, :] = 0
    bb[:, :] = False
    sfull[:, :] = False
    hh[:, :, :] = 0.0
    ib[0, :] = -1
    ib[2, :] = -1
    alive = bb[0]
    hp = ib[HP_ROW]  # counts decoded once, here, into exact integers (issue 34)
    maxhp = ib[HP_ROW + 1]
    handn = ib[HP_ROW + 2]
    known = ib[0]
    dist = ib[1]
    facedown = bb[1]
    slot_full = sfull
    bonus_col = ib[2]
    bonus_amt = ib[3]
    linked = bb[5]
    evil = bb[6]
    gmask = ib[7]  # colours whose damage the seat's guard prevents (闭穴功 / 移宫易穴)
    arng = ib[10]  # attack range of the seat's internal art (1 without one)
    datt = ib[12]  # distance modifier when the seat attacks (lightness arts, distance skills)
    ddef = ib[13]  # distance modifier when the seat is attacked
    ailing = bb[9]  # a harmful status 疗伤 sheds: a 和合 link, face down, a phase to skip
    reach = 1
    leader = -1
    for r in range(n):
        b = o_seats + r * seat_size
        alive[r] = o[b + S_ALIVE] > 0.5
        hp[r] = count_of(o[b + S_HP], 10.0)
        maxhp[r] = count_of(o[b + S_MAXHP], 10.0)
        handn[r] = count_of(o[b + S_HAND], 10.0)
        facedown[r] = o[b + S_FACEDOWN] > 0.5
        linked[r] = o[b + S_LINKED] > 0.5
        ailing[r] = linked[r] or facedown[r] or o[b + 9] > 0.5 or o[b + 10] > 0.5
        evil[r] = o[b + S_EVIL] > 0.5
        dist[r] = count_of(o[b + S_DIST], 10.0)
        arng[r] = 1
        if o[b + S_KNOWN] > 0.5:
            for k in range(6):
                if o[b + S_IDENT + k] > 0.5:
                    known[r] = k
        if known[r] == LEADER:
            leader = r
        for e in range(n_eq):
            if o[b + S_EQUIP + e] > 0.5:
                f = eq_face[e]
                s = ft[f, 3]
                gmask[r] |= ft[f, 13]
                datt[r] += ft[f, 16]
                ddef[r] += ft[f, 17]
                if s >= 0 and s < 4:
                    slot_full[r, s] = True
                elif s == 4:
                    if slot_full[r, 3]:
                        slot_full[r, 2] = True
                    else:
                        slot_full[r, 3] = True
                if s == 0:
                    arng[r] = ft[f, 4]
                    if r == 0 and ft[f, 4] > reach:
                        reach = ft[f, 4]
                    if ft[f, 5] >= 0:
                        bonus_col[r] = ft[f, 5]
                        bonus_amt[r] = ft[f, 6]
    known[0] = me_id
    return n, me_id, reach, leader


@njit_cached
def _identity_probabilities(o, offs, n, fb, ib, bb, hh, o_help):
    """Allegiance scores from the public history matrix, then each seat's identity
    probabilities (``prob``, :mod:`agents.framework.belief`, with 群侠杀's numbers of
    :mod:`agents.heuristic_v2.identities`). ``o_help``: start of the observation's
    ``help_history`` slice (-1: none, an older layout), read by :func:`_help_acts`."""
    # ---- belief (agents/framework/belief.py): allegiance scores, identity probabilities
    alive = bb[0]
    known = ib[0]
    o_hist = offs[4]
    sc = fb[3]
    fixed = bb[2]
    counted = bb[7]
    fixed_scores(n, known, alive, KNOWN_SCORE, sc, fixed, counted)
    hostile = hh[0]
    helped = hh[1]
    for i in range(n):
        # harmful cards aimed at every other seat alike (剑魔下凡 logs one at each) say nothing
        # about allegiance: only what a seat aimed at some seats more than at others counts
        hmin = 1 << 30
        for j in range(n):
            if j != i:
                hmin = min(hmin, count_of(o[o_hist + (i * 10 + j) * 6 + 5], 10.0))
        for j in range(n):
            if i == j:
                continue
            h = o_hist + (i * 10 + j) * 6  # history counters, decoded into exact counts
            hostile[i, j] = (
                count_of(o[h + 0], 10.0)
                + 0.5 * count_of(o[h + 1], 10.0)
                + 0.5 * count_of(o[h + 3], 10.0)
                + 0.7 * count_of(o[h + 4], 10.0)
                + (count_of(o[h + 5], 10.0) - hmin)
            )
            helped[i, j] = count_of(o[h + 2], 10.0)
    if o_help >= 0:
        _help_acts(o, o_hist, o_help, n, hostile, helped)
    allegiance_scores(n, counted, fixed, hostile, helped, sc, fb[4], 3)
    idc = fb[5]
    for k in range(6):
        idc[k] = count_of(o[offs[0] + 4 + k], 10.0)
    lean = fb[6]
    lean[:] = 0.0
    for k in range(N_IDENTITIES):
        lean[k] = LEAN[k]
    prob = hh[2]  # P[r, k]: seat r is identity k (columns 0-5)
    identity_marginals(n, known, idc[:6], lean[:6], sc, prob, 12)


CULT_HIDES = 1  # hide while hidden, the leader healthy and its side not weaker
CULT_PREFERS_OTHERS = 2  # the same conditions, the leader valued below a known righteous
CULT_HIDES_FIRST_ROUND = 3  # hides on the same conditions in the first round of turns only


@njit_cached
def _cult_hides(mode, first_round, leader, hp, hostile, side_l, side_c):
    """The cult's timing (issue 20, weakness 10), measured and not kept (docs/agents.md,
    "The cult's timing"): does a cult seat hold back from hurting the leader now?

    ``CULT_HIDES`` and ``CULT_PREFERS_OTHERS``: while its identity is hidden (the public history
    shows nothing it did against the leader), the leader is healthy (3+ HP: no attack of the
    turn is likely to kill it) and the leader's side is at least as strong as the cult's
    (``side_l`` / ``side_c``: HP and hand weighted by the identity probabilities); hurting the
    leader is then worth nothing (hides) or less than hurting a known righteous (prefers
    others). ``CULT_HIDES_FIRST_ROUND``: hides on the same conditions during every seat's
    first turn only. Mode 0: never."""
    if mode == 0 or leader < 0 or (mode == CULT_HIDES_FIRST_ROUND and not first_round):
        return False
    return hostile[0, leader] < 0.05 and hp[leader] >= 3 and side_l >= side_c


@njit_cached
def _enmity(n, style, leader, fb, ib, bb, hh, hide_mode, first_round):
    """``en``: the expected value, over each seat's identity probabilities, of hurting it for
    an observer playing ``style`` (:func:`agents.framework.enmity.expected_enmity`, with the
    row of :data:`agents.heuristic_v2.identities.UTILITY` for ``style`` and the situation: whether
    the cult is still in the game, which side is stronger, whether the leader is the last other
    seat); returns the living seats other than the leader. ``hide_mode``: the cult's hiding rule
    (:func:`_cult_hides`; 0 none, the default), ``first_round``: the game is in every seat's
    first turn."""
    alive = bb[0]
    handn = ib[HP_ROW + 2]
    hostile = hh[0]
    hp = ib[HP_ROW]
    known = ib[0]
    prob = hh[2]
    # cult seats still alive (known or expected among the unknown)
    cult_left = expected_alive(n, alive, prob, CULT)
    # strength of the two sides (for renegades), from the identity probabilities
    side_l = side_strength(n, alive, hp, handn, prob, LEADER_SIDE, HAND_WEIGHT)
    side_c = side_strength(n, alive, hp, handn, prob, CULT_SIDE, HAND_WEIGHT)
    others_alive = living_others(n, alive, leader)

    # ---- enmity: how much I want to hurt each seat (> 0 enemy, < 0 ally), the expected value
    # of hurting it over its possible identities (util: the value of hurting each identity)
    en = fb[7]
    util = fb[8]
    util[:] = 0.0
    row = style if style >= 0 else COURT  # no identity: a renegade's values
    for k in range(N_IDENTITIES):
        util[k] = UTILITY[row, k]
    if style == LEADER or style == RIGHTEOUS:
        if not cult_left > CULT_LEFT_MIN:
            util[COURT] = COURT_AFTER_CULT
    elif style == CULT:
        if _cult_hides(hide_mode, first_round, leader, hp, hostile, side_l, side_c):
            util[LEADER] = LEADER_WHEN_CULT_HIDES
            if hide_mode == CULT_PREFERS_OTHERS:
                util[LEADER] = LEADER_WHEN_CULT_PREFERS_OTHERS
    else:  # renegades: court, foreign, collaborator: hit the stronger side, spare the leader
        if others_alive == 0:
            util[LEADER] = LEADER_WHEN_LAST
        if not side_l >= side_c:
            util[RIGHTEOUS] = RIGHTEOUS_WHEN_CULT_STRONGER
            util[CULT] = CULT_WHEN_CULT_STRONGER
    expected_enmity(n, prob, util[:N_IDENTITIES], alive, en)
    # a protected partner (the foreign player for the collaborator, and back when known) is an
    # ally, and whoever hurts it becomes a target
    if style >= 0 and PARTNER[style] >= 0:
        protect_partner(
            n,
            known,
            alive,
            hostile,
            PARTNER[style],
            PARTNER_ENMITY,
            PARTNER_WEIGHT,
            PARTNER_CAP,
            en,
        )
    return others_alive


@njit_cached
def _read_decision(o, offs, n_faces):
    """The decision's kind, purpose, other seat, face, colour and hero skill slot (-1 when
    absent)."""
    d_face = offs[9]
    d_other = offs[8]
    d_pur = offs[7]
    n_pur = offs[10]
    o_dec = offs[5]
    kind = -1
    for k in range(d_pur):
        if o[o_dec + k] > 0.5:
            kind = k
    pur = -1
    for k in range(n_pur):
        if o[o_dec + d_pur + k] > 0.5:
            pur = k
    other = -1
    for k in range(10):
        if o[o_dec + d_other + k] > 0.5:
            other = k
    dface = -1
    for k in range(n_faces):
        if o[o_dec + d_face + k] > 0.5:
            dface = k
    dcol = -1
    for k in range(4):
        if o[o_dec + d_face + n_faces + k] > 0.5:
            dcol = k
    dslot = -1  # the hero skill slot the decision is asked for
    for k in range(4):
        if o[o_dec + d_face + n_faces + 6 + k] > 0.5:
            dslot = k
    return kind, pur, other, dface, dcol, dslot


@njit_cached
def _read_own_hero(o, hof, st, flags, fb, ib):
    """The own hero (its one-hot in the observer's own hero block) and its skills' roles
    (``srole``, ``skh``, ``floor``); returns (hero, auto-block colours, extra counter colours,
    counters its own colour, power bonus now, recoloured from, recoloured to)."""
    hid = hof[4]
    hk = hof[3]
    hp = ib[HP_ROW]
    hs = hof[0]
    hsk = hof[5]
    hskw = hof[6]
    maxh = hof[9]
    use_sk = flags[0] != 0
    use_new = use_sk and flags[2] != 0  # the hero play added after the first version
    srole = ib[4]
    srole[:] = SR_NONE
    floor = ib[5]  # per colour: the power floor of own moves (power_floor)
    floor[:] = 0
    autob = 0  # colours whose defending moves always block
    xcnt = 0  # colours own moves also counter
    samec = False
    mh = -1
    if use_sk and o[hs + hk] > 0.5:
        for h in range(maxh):
            if o[hs + hid + h] > 0.5:
                mh = h
    skh = ib[6]  # per skill slot: the hero whose skill table row describes it (-1 none)
    skh[:] = -1
    pbon = 0  # power own moves get from hero skills now (挥刀自宫 used, 黯然销魂 at low HP)
    rc_from = -1  # 白衣仙女: own cards of colour rc_from count as colour rc_to
    rc_to = -1
    if mh >= 0:
        for k in range(4):
            b = hs + hsk + hskw * k
            if o[b] > 0.5 and o[b + 3] < 0.5:  # has the skill, not a borrowed one
                srole[k] = st[mh, k, 0]
                skh[k] = mh
            elif use_new and o[b] > 0.5 and hof[14] >= 0:
                # a skill lent by 冒名顶替 (always the skills of one catalogue hero)
                srole[k] = st[hof[14], k, 0]
                skh[k] = hof[14]
            if srole[k] == SR_RECOLOUR:
                rc_from = st[skh[k], k, 1]
                rc_to = st[skh[k], k, 2]
            if srole[k] == SR_FLOOR:
                c = st[skh[k], k, 1]
                if st[skh[k], k, 2] > floor[c]:
                    floor[c] = st[skh[k], k, 2]
            elif srole[k] == SR_AUTOBLOCK:
                autob |= st[skh[k], k, 1]
            elif srole[k] == SR_XCOUNTER:
                xcnt |= 1 << st[skh[k], k, 1]
            elif srole[k] == SR_SAMECOUNTER:
                samec = True
            elif use_new and srole[k] == SR_HP_POWER:
                pbon += st[skh[k], k, 2] * int(o[b + 1] + 0.5)  # times used this turn
            elif use_new and srole[k] == SR_LOW_HP_POWER and hp[0] <= st[skh[k], k, 1]:
                pbon += st[skh[k], k, 2]
    return mh, autob, xcnt, samec, pbon, rc_from, rc_to


@njit_cached
def _read_known_heroes(o, hof, st, n, use_sk, fb, ib, bb):
    """Defences of the seats whose hero is known: ``nostrat``, ``gmask``, ``imm``, ``noatt``,
    and their ``gender``."""
    # seats whose known hero voids strategy cards aimed at it or takes them into its hand (蒙面,
    # 复国大任): no strategy card is aimed at them (with 复国大任 a 吸星 taking the card back
    # would loop for ever)
    # and the known heroes' defences against moves: a guard skill (公孙止's 闭穴功, 阳顶天's
    # 移宫易穴), colours that do nothing to it (张无忌's yellow) or may not attack it; and genders
    gender = ib[9]
    gmask = ib[7]
    handn = ib[HP_ROW + 2]
    hid = hof[4]
    hk = hof[3]
    hs = hof[0]
    hseat = hof[2]
    imm = ib[8]
    maxh = hof[9]
    noatt = bb[8]
    nostrat = bb[3]
    nostrat[:] = False
    for r in range(n):
        if o[hs + r * hseat + hk] > 0.5:
            if o[hs + r * hseat + hof[7]] > 0.5:
                gender[r] = 1
            elif o[hs + r * hseat + hof[8]] > 0.5:
                gender[r] = 2
            for h in range(maxh):
                if o[hs + r * hseat + hid + h] > 0.5:
                    for k in range(4):
                        rl = st[h, k, 0]
                        if rl == SR_STRAT_SINK and use_sk and r > 0:
                            nostrat[r] = True
                        elif rl == SR_GUARD:
                            gmask[r] |= st[h, k, 1]
                        elif rl == SR_IMMUNE_COL or rl == SR_UNTARGET_COL:
                            imm[r] |= 1 << st[h, k, 1]
                        elif rl == SR_SMALL_HAND and handn[r] <= st[h, k, 1]:
                            noatt[r] = True
                        elif rl == SR_ATT_DIST:
                            ib[12, r] += st[h, k, 1]
                        elif rl == SR_DEF_DIST:
                            ib[13, r] += st[h, k, 1]
                        elif rl == SR_HP_DIST and ib[HP_ROW, r] >= st[h, k, 1]:
                            ib[12, r] -= 1
                        elif rl == SR_HP_DIST:
                            ib[13, r] += 1


@njit_cached
def _distance_mods(o, offs, n, ib, bb):
    """Check the seats' distance modifiers (``datt``, ``ddef``: lightness arts and the known
    heroes' distance skills) against the distances the observation gives from the observer to
    each seat (``dist``) and back (read here into a scratch row):
    :func:`agents.framework.seats.infer_distance_mods` (a hidden hero's skill, a skill-made
    lightness art)."""
    o_seats = offs[3]
    seat_size = (offs[4] - offs[3]) // 10
    back = ib[11]  # the distance from each seat to the observer
    for r in range(n):
        back[r] = count_of(o[o_seats + r * seat_size + S_DIST + 1], 10.0)
    infer_distance_mods(n, bb[0], ib[1], back, ib[12], ib[13])


@njit_cached
def _read_hand_for_skills(o, row, offs, hof, ft, hand, n, mh, n_moves, n_types, fb, ib, bb, sfull):
    """What the hand offers the own hero's skills: a move may be played, the longest move
    range, cards not worth keeping, enemies of the own / the other gender."""
    alive = bb[0]
    en = fb[7]
    hk = hof[3]
    hp = ib[HP_ROW]
    hs = hof[0]
    hseat = hof[2]
    maxhp = ib[HP_ROW + 1]
    o_seats = offs[3]
    seat_size = (offs[4] - offs[3]) // 10
    slot_full = sfull
    any_move = False
    move_rng = 0
    junk = 0
    g_same = 0
    g_diff = 0
    if mh >= 0:
        for t in range(n_types):
            if hand[t] > 0.5:
                f = type_face(t)
                if ft[f, 0] == K_MOVE:
                    if row[t] != 0:
                        any_move = True
                    if ft[f, 2] > move_rng:
                        move_rng = ft[f, 2]
                if _card_value(ft, f, hp[0], maxhp[0], slot_full[0], n_moves) < JUNK:
                    junk += int(hand[t] + 0.5)
        # enemies of my own / the other gender (their heroes known), for 阴阳颠倒
        me_f = o[hs + hof[8]] > 0.5
        for r in range(1, n):
            if alive[r] and en[r] > 0.3 and o[hs + r * hseat + hk] > 0.5:
                fem = o[o_seats + r * seat_size + hof[11]] > 0.5
                if fem == me_f:
                    g_same += 1
                else:
                    g_diff += 1
    return any_move, move_rng, junk, g_same, g_diff


@njit_cached
def _judgement_choices(
    o, hof, ft, st, n_faces, n_types, hand, n_moves, use_new, mh, fb, ib, bb, sfull
):
    """Whether to replace the card of the judgement in progress (``jok`` per own skill slot);
    returns the judgement colours that favour a friend (bitmask, 0 none)."""
    # ---- the judgement in progress: replace its card (霹雳手, 复明, 凌波微步, 五岳盟主 with a
    # hand card of their colour; 六合童子 with a page boy) when that turns a result that hurts
    # a friend or helps an enemy; jok[k]: say yes to the skill in slot k
    en = fb[7]
    hp = ib[HP_ROW]
    maxhp = ib[HP_ROW + 1]
    skh = ib[6]
    slot_full = sfull
    srole = ib[4]
    jok = bb[4]
    jok[:] = False
    jwant = 0
    if not use_new:
        for k in range(4):
            if srole[k] == SR_PAGE_BOYS:
                jok[k] = True  # (the first version took every optional skill it had no rule for)
    elif mh >= 0:
        jwant, jcur, jbene = _judge_wish(o, hof, n_faces, ft, st, en)
        if jwant != 0 and jcur >= 0 and (jwant >> jcur) & 1 == 0:
            for k in range(4):
                if srole[k] == SR_JUDGE:
                    cols = st[skh[k], k, 1] & jwant
                    mv = 1e9  # the cheapest hand card that gives a wanted colour
                    for t in range(n_types):
                        if hand[t] > 0.5 and (cols >> (type_colour(t))) & 1 != 0:
                            v = _card_value(
                                ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves
                            )
                            if v < mv:
                                mv = v
                    # never a rescue card for another seat's judgement
                    jok[k] = mv < 8.0 or (jbene == 0 and mv < 1e8)
                elif srole[k] == SR_PAGE_BOYS and hof[12] >= 0:
                    for t in range(n_types):
                        if o[hof[12] + t] > 0.5 and (jwant >> (type_colour(t))) & 1 != 0:
                            jok[k] = True
    return jwant


@njit_cached
def read_table(o, row, ft, offs, n_types, force_ident, fb, ib, bb, sfull, hh, st, hof, flags):
    """Read observation ``o`` (and mask ``row``) into a :data:`TableView`, in the order of the
    module docstring."""
    o_hand = offs[2]
    n_faces = n_types // N_COLOURS
    o_seats = offs[3]
    seat_size = (offs[4] - o_seats) // 10
    n_eq = offs[6]
    eq_face = offs[11:]
    a_seat = n_types
    a_pick = a_seat + 10
    a_judge = a_pick + 5
    a_colour = a_judge + 4
    a_skill = a_colour + 4
    a_pass = a_skill + 8
    a_yes = a_pass + 1
    n, me_id, reach, leader = _read_seats(o, ft, offs, fb, ib, bb, sfull, hh)
    style = me_id if force_ident < 0 else force_ident
    _identity_probabilities(o, offs, n, fb, ib, bb, hh, hof[16])
    first_round = count_of(o[offs[0] + 1], 100.0) <= n  # every seat's first turn
    others_alive = _enmity(n, style, leader, fb, ib, bb, hh, flags[3], first_round)
    hand = o[o_hand : o_hand + n_types]
    n_moves = 0
    for t in range(n_types):
        if hand[t] > 0.5 and ft[type_face(t), 0] == K_MOVE:
            n_moves += int(hand[t] + 0.5)
    kind, pur, other, dface, dcol, dslot = _read_decision(o, offs, n_faces)
    use_sk = flags[0] != 0
    use_draft = flags[1] != 0
    use_new = use_sk and flags[2] != 0  # the hero play added after the first version
    mh, autob, xcnt, samec, pbon, rc_from, rc_to = _read_own_hero(o, hof, st, flags, fb, ib)
    _read_known_heroes(o, hof, st, n, use_sk, fb, ib, bb)
    _distance_mods(o, offs, n, ib, bb)
    any_move, move_rng, junk, g_same, g_diff = _read_hand_for_skills(
        o, row, offs, hof, ft, hand, n, mh, n_moves, n_types, fb, ib, bb, sfull
    )
    jwant = _judgement_choices(
        o, hof, ft, st, n_faces, n_types, hand, n_moves, use_new, mh, fb, ib, bb, sfull
    )
    return TableView(
        n,
        n_types,
        n_faces,
        style,
        me_id,
        leader,
        others_alive,
        reach,
        n_moves,
        kind,
        pur,
        other,
        dface,
        dcol,
        dslot,
        use_sk,
        use_draft,
        use_new,
        mh,
        autob,
        xcnt,
        samec,
        pbon,
        rc_from,
        rc_to,
        any_move,
        move_rng,
        junk,
        g_same,
        g_diff,
        jwant,
        o_seats,
        seat_size,
        n_eq,
        a_seat,
        a_pick,
        a_judge,
        a_colour,
        a_skill,
        a_pass,
        a_yes,
        hand,
        eq_face,
        hof,
        bb[0],
        ib[HP_ROW],
        ib[HP_ROW + 1],
        ib[HP_ROW + 2],
        ib[0],
        ib[1],
        bb[1],
        sfull,
        ib[2],
        ib[3],
        bb[5],
        bb[6],
        ib[7],
        ib[8],
        ib[9],
        bb[8],
        ib[10],
        ib[12],
        ib[13],
        bb[9],
        fb[7],
        hh[2],
        ib[4],
        ib[5],
        ib[6],
        bb[3],
        bb[4],
    )
