"""The play phase of the heuristic: which card or active hero skill to play next, or pass.

Every playable card (and every hero skill that makes a card, valued as that card) gets a value
on one scale (:func:`_value_for_self`: equipment, draws, heals, buffs; :func:`_value_against`:
the mass card, harmful cards, attacks); the newer hero rules (:func:`_hero_play_values`) and the
other active skills (:func:`_active_skill_values`, :mod:`agents.heuristic.hero_skills`) compete
on the same scale; :func:`_choose_play` takes the best, plays a buff right before the attack it
is for, and falls back to a conversion art when no move is at hand, else passes.
"""

from __future__ import annotations

from agents.framework.jit import njit_cached, njit_inlined
from agents.heuristic.arithmetic import (
    ATTACK_MIN,
    HARM_MIN,
    _anqi_value,
    _card_value,
    _force_value,
    _hit_value,
    _link_pair,
)
from agents.heuristic.hero_skills import _active_value, _move_plan
from agents.heuristic.tables import (
    FIX_FORCE_VICTIM,
    FIX_FRIENDLY_FIRE,
    FIX_GUARD_LEADER,
    FIX_LEADER_HOLD,
    FIX_LEADER_KILL,
    FIX_LEADER_PROBE,
    FIX_LEADER_SPARE_TOP,
    FIX_LOW_HP,
    FIX_MAOMING,
    FIX_PAGE_BOYS,
    FIX_RIGHTEOUS_HOLD,
    FIX_RIGHTEOUS_SPARE_TOP,
    FX_ANQI,
    FX_CLEANSE,
    FX_DUEL,
    FX_EVIL,
    FX_JIUZHUAN,
    FX_LINK,
    FX_ZHIDIAN,
    K_DRAW,
    K_EQUIP,
    K_GOOD,
    K_HARM,
    K_HEAL,
    K_MASS,
    K_MOVE,
    LEADER,
    RIGHTEOUS,
)
from qxs_env.rulesets.qxs.card_model import type_colour, type_face
from qxs_env.rulesets.qxs.constants import CAT_STRATEGY
from qxs_env.rulesets.qxs.skill_roles import (
    SR_AS_COLOUR,
    SR_ASCARD,
    SR_CHARGE,
    SR_CONVERT,
    SR_FORCE,
    SR_HP_POWER,
    SR_MOVE_TABLE,
    SR_PAGE_BOYS,
    SR_VMOVE,
)


@njit_cached
def _rescue_kept_for_leader(f, tv, ft):
    """Issue 34, items 1 and 4 (``FIX_GUARD_LEADER``): a righteous seat at 2 HP or more keeps
    a rescue card (a heal that is not 疗伤's cleanse) while the leader is at 2 HP or less: the
    next hit may leave the leader dying, and the card saves it (a rescue restores 1 HP);
    healing itself first spent the card the leader needed."""
    lead = tv.leader
    return (
        (tv.fix & FIX_GUARD_LEADER) != 0
        and tv.style == RIGHTEOUS
        and lead > 0
        and tv.alive[lead]
        and tv.hp[lead] <= 2
        and tv.hp[0] >= 2
        and ft[f, 14] != FX_CLEANSE
    )


PROBE_MIN = 0.0
"""``FIX_LEADER_PROBE``: the least enmity of a seat the healthy leader probes with an attack (a
seat of positive enmity is, by the leader's values of hurting each identity, more likely an
enemy than a friend)."""
PROBE_HP = 3
"""... the leader's least HP for a probe (below it the moves are kept for defence), ..."""
PROBE_MOVES = 2
"""... and its least number of moves in hand (one stays for defence)."""
PROBE_BASE = ATTACK_MIN + 0.05
"""A probe's value before the target's: just above the attack threshold, so it is made only
when nothing better is (a probe ranks below every attack on a clear enemy)."""


KILL_BONUS = 1.0
"""``FIX_LEADER_KILL``: the value the leader side adds to an attack on a clear enemy at 1 HP
(the hit may kill it: one attacker fewer, and the killer draws 3 cards, ``kill_draw``)."""


@njit_cached
def _kill_bonus(r, hv, tv):
    """Issue 34, item 6 (``FIX_LEADER_KILL``): :data:`KILL_BONUS` when the observer is the
    leader or a righteous seat and seat ``r`` a clear enemy (enmity above the attack
    threshold) at 1 HP whom the hit reaches (its hit value ``hv``, :func:`_hit_value`, is
    positive: not face down, not a guarded or immune colour), else 0; added by the play
    decision and the attack's target prompt alike."""
    if (
        (tv.fix & FIX_LEADER_KILL) != 0
        and hv > 0.0
        and (tv.style == LEADER or tv.style == RIGHTEOUS)
        and tv.en[r] > ATTACK_MIN
        and tv.hp[r] <= 1
        and not tv.facedown[r]
    ):
        return KILL_BONUS
    return 0.0


HOLD_ENEMIES = 2
"""``FIX_LEADER_HOLD``: the clear enemies alive (enmity above :data:`HOLD_ENEMY`) from which the
leader counts itself under focus fire ..."""
HOLD_ENEMY = 0.5
"""... and the enmity of a clear enemy (a seat that hit the leader is one: belief and
``FIX_FOCUS``)."""
HOLD_HP = 3
"""... and the HP at or below which it keeps its last move (``FIX_LOW_HP`` keeps it at 2)."""


@njit_cached
def _under_focus_fire(tv):
    """Issue 34, items 1 and 2 (``FIX_LEADER_HOLD``; ``FIX_RIGHTEOUS_HOLD`` for a righteous
    observer): is the observer the leader (a righteous seat) facing :data:`HOLD_ENEMIES` or more
    clear enemies? At 8 players the cult focus-fires the leader from turn 1 (43% of its deaths
    before any cult member died): then every move in hand is an answer to the next attack,
    worth more kept than spent or discarded."""
    leader = tv.style == LEADER and (tv.fix & FIX_LEADER_HOLD) != 0
    righteous = tv.style == RIGHTEOUS and (tv.fix & FIX_RIGHTEOUS_HOLD) != 0
    if not (leader or righteous):
        return False
    cnt = 0
    for r in range(1, tv.n):
        if tv.alive[r] and tv.en[r] > HOLD_ENEMY:
            cnt += 1
    return cnt >= HOLD_ENEMIES


@njit_cached
def _spares_top(tv):
    """Issue 34, items 1 and 2: does the observer attack with its weakest move that reaches and
    keep the strongest to block (``FIX_LEADER_SPARE_TOP`` for the leader,
    ``FIX_RIGHTEOUS_SPARE_TOP`` for a righteous seat)?"""
    if tv.style == LEADER:
        return (tv.fix & FIX_LEADER_SPARE_TOP) != 0
    return tv.style == RIGHTEOUS and (tv.fix & FIX_RIGHTEOUS_SPARE_TOP) != 0


@njit_cached
def _probes(tv):
    """Issue 34, item 6 (``FIX_LEADER_PROBE``): does this observer probe an unknown seat with an
    attack? The leader, healthy (:data:`PROBE_HP`) and holding :data:`PROBE_MOVES` moves: at 8
    players an all-silent table left it ending 54% of its turns with moves in hand (a seat of
    no public act has an enmity below the attack threshold); the cult meanwhile hit it."""
    return (
        (tv.fix & FIX_LEADER_PROBE) != 0
        and tv.style == LEADER
        and tv.hp[0] >= PROBE_HP
        and tv.n_moves >= PROBE_MOVES
        and tv.handn[0] > tv.hp[0]
    )


@njit_cached
def _probe_value(rng, ecol, tv):
    """The attack value of probing the best seat in range ``rng`` (a move of colour ``ecol``):
    :data:`PROBE_BASE` plus a little for the seat's enmity and weakness; -9 when no seat of
    enmity above :data:`PROBE_MIN` can be hit (face down, guarded or immune colour, no attack
    allowed)."""
    en = tv.en
    bt = -9.0
    for r in range(1, tv.n):
        if not tv.alive[r] or tv.dist[r] > rng or tv.noatt[r] or en[r] <= PROBE_MIN:
            continue
        hv = _hit_value(
            r,
            ecol,
            tv.n,
            en,
            tv.hp,
            tv.handn,
            tv.alive,
            tv.facedown,
            tv.gmask,
            tv.imm,
            tv.linked,
        )
        if hv > PROBE_MIN:
            bt = max(bt, PROBE_BASE + 0.1 * hv)
    return bt


@njit_inlined
def _value_for_self(f, tv, ft):
    """The play value of face ``f`` (a card in hand or one a hero skill makes) when its role
    helps the observer: equipment, draws, heals, beneficial cards (a buff for the next attack
    is worth 0 here: :func:`_play_card_values` keeps it for right before that attack)."""
    ailing = tv.ailing
    alive = tv.alive
    dist = tv.dist
    en = tv.en
    facedown = tv.facedown
    hand = tv.hand
    hof = tv.hof
    hp = tv.hp
    maxhp = tv.maxhp
    mh = tv.mh
    move_rng = tv.move_rng
    n = tv.n
    n_types = tv.n_types
    reach = tv.reach
    slot_full = tv.slot_full
    use_new = tv.use_new
    role = ft[f, 0]
    v = 0.0
    if role == K_EQUIP:
        s = ft[f, 3]
        if s == 4:
            v = 10.0 if not (slot_full[0, 2] and slot_full[0, 3]) else 0.0
        elif s >= 0 and not slot_full[0, s]:
            v = 10.0
        elif s == 0 and ft[f, 4] > reach:
            v = 3.0
    elif role == K_DRAW:
        v = 9.0
    elif role == K_HEAL:
        if hp[0] < maxhp[0]:
            v = 8.0 + (maxhp[0] - hp[0])
            if _rescue_kept_for_leader(f, tv, ft):
                v = 0.0
        elif ft[f, 14] == FX_CLEANSE:
            # 疗伤 at full HP: a friend's harmful status (a 和合 link, face down, a
            # phase to skip) or its lost HP
            for r in range(n):
                if alive[r] and (r == 0 or en[r] < -0.3):
                    if ailing[r]:
                        v = max(v, 6.0)
                    if hp[r] < maxhp[r]:
                        v = max(v, 5.5 + maxhp[r] - hp[r])
    elif role == K_GOOD:
        v = 2.0
        if ft[f, 14] == FX_ZHIDIAN or ft[f, 14] == FX_JIUZHUAN:
            # a buff for one's own next attack: played right before it (_play_card_values)
            v = 0.0
        if ft[f, 12] == 1 and (tv.fix & FIX_MAOMING) != 0:
            # item 10 (FIX_MAOMING): 冒名顶替 lends skills for this turn's attacks; without the
            # attack plan below it was played and wasted (82% of uses at 5 players)
            v = 0.0
        if use_new and mh >= 0 and ft[f, 12] == 1 and mh != hof[14]:
            # 冒名顶替 on oneself (the lent skills: unlimited red attacks, 1 closer to
            # those attacked) before attacking, with 2+ red moves and an enemy near
            reds = 0
            for t2 in range(n_types):
                if type_colour(t2) == 0 and hand[t2] > 0.5 and ft[type_face(t2), 0] == K_MOVE:
                    reds += int(hand[t2] + 0.5)
            rng = move_rng if move_rng > reach else reach
            near = False
            for r in range(1, n):
                if alive[r] and not facedown[r] and dist[r] <= rng + 1 and en[r] > 0.3:
                    near = True
            if reds >= 2 and near:
                v = 9.2  # before any attack (above an attack on the leader)
    return v


@njit_inlined
def _value_against(f, col, tv, ft):
    """The play value of face ``f`` of colour ``col`` (-1: skill-made) when its role hurts
    others: the mass card, harmful cards, attacks (0 for any other role)."""
    alive = tv.alive
    bonus_amt = tv.bonus_amt
    bonus_col = tv.bonus_col
    dist = tv.dist
    en = tv.en
    evil = tv.evil
    facedown = tv.facedown
    gender = tv.gender
    gmask = tv.gmask
    handn = tv.handn
    hp = tv.hp
    imm = tv.imm
    linked = tv.linked
    n = tv.n
    n_moves = tv.n_moves
    noatt = tv.noatt
    nostrat = tv.nostrat
    rc_from = tv.rc_from
    rc_to = tv.rc_to
    reach = tv.reach
    slot_full = tv.slot_full
    role = ft[f, 0]
    v = 0.0
    if role == K_MASS:
        gain = 0.0
        friend_low = False
        for r in range(1, n):
            if alive[r] and not facedown[r]:
                gain += en[r]
                # item 3 (FIX_FRIENDLY_FIRE): 剑魔下凡 may kill a friend at 1 HP (R-C 剑魔下凡:
                # every other character plays a move or takes 1 damage)
                friend_low = friend_low or (en[r] < 0.0 and hp[r] <= 1)
        if gain > 0.2 and not ((tv.fix & FIX_FRIENDLY_FIRE) != 0 and friend_low):
            v = 6.0 + gain
    elif role == K_HARM:
        fxc = ft[f, 14]
        if fxc == FX_EVIL:
            v = 0.0  # 近墨者黑 only changes an alignment: not worth a play
        elif fxc == FX_LINK:
            # 阴阳和合散: worth using only on two clear enemies (the confirm that
            # follows says yes then), else recast (draw a card for it)
            pv, _la, _lb = _link_pair(n, en, alive, facedown, linked, gender, evil)
            v = 4.5 + 0.5 * pv if pv > 0.8 else 1.0
        elif fxc == FX_ANQI:
            # 暗器: a seat with an internal art made to attack a clear enemy
            bt = -1.0
            for r in range(1, n):
                if alive[r] and slot_full[r, 0] and not (nostrat[r]):
                    x = _anqi_value(r, tv)
                    if x > bt:
                        bt = x
            if bt > HARM_MIN:
                v = 5.0 + bt
        else:
            maxd = ft[f, 7]
            bt = -1.0
            for r in range(1, n):
                if not alive[r]:
                    continue
                if maxd > 0 and dist[r] > maxd:
                    continue
                if nostrat[r] and ft[f, 10] == CAT_STRATEGY:
                    continue
                x = en[r]
                if fxc == FX_DUEL:
                    # the damage must land: not face down, 和合 links counted (as the target
                    # prompt values it, so the card is played only for a target it will name)
                    if facedown[r]:
                        continue
                    x = _hit_value(r, -1, n, en, hp, handn, alive, facedown, gmask, imm, linked)
                if x > bt:
                    bt = x
            if bt > HARM_MIN:
                v = 5.0 + bt
    elif role == K_MOVE:
        # the best target this move can actually hurt (reach, face down, guard and
        # immune colours, 和合 links), a clear enemy only
        rng = ft[f, 2] if ft[f, 2] > reach else reach
        ecol = rc_to if col >= 0 and col == rc_from else col
        # item 2 (FIX_LOW_HP): at 2 HP or less the last move is the only defence left: spend
        # it only on a seat it may kill
        keep = (tv.fix & FIX_LOW_HP) != 0 and hp[0] <= 2 and n_moves <= 1
        if not keep and hp[0] <= HOLD_HP and n_moves <= 1:
            keep = _under_focus_fire(tv)  # FIX_LEADER_HOLD: at 3 HP too, under focus fire
        bt = -9.0
        for r in range(1, n):
            if alive[r] and dist[r] <= rng and en[r] > ATTACK_MIN and not noatt[r]:
                if keep and hp[r] > 1:
                    continue
                hv = _hit_value(r, ecol, n, en, hp, handn, alive, facedown, gmask, imm, linked)
                hv += _kill_bonus(r, hv, tv)
                if hv > bt:
                    bt = hv
        if bt <= ATTACK_MIN and _probes(tv):
            bt = _probe_value(rng, ecol, tv)
        if bt > ATTACK_MIN and (n_moves >= 2 or hp[0] >= 3 or bt > 1.0 or keep):
            pw = ft[f, 1]
            if bonus_col[0] == col:
                pw += bonus_amt[0]
            if n_moves >= 2 and _spares_top(tv):
                # the weakest move that reaches attacks; the strongest is kept to block
                v = 4.6 + bt - 0.05 * pw + 0.05 * rng
            else:
                v = 4.0 + bt + 0.3 * pw + 0.05 * rng
    return v


@njit_cached
def _play_card_values(o, row, tv, ft, st):
    """The best card (or card-making skill) to play by value; returns (its action, its value,
    the value of the best attack, a buff for the next attack in hand or -1)."""
    a_skill = tv.a_skill
    hand = tv.hand
    hp = tv.hp
    n_types = tv.n_types
    skh = tv.skh
    srole = tv.srole
    best = -1
    best_v = 0.0
    mv_best = 0.0  # the value of the best attack
    buff_t = -1  # a buff for the next attack in hand (指点, 九转熊蛇丸)
    n_rescue = 0  # rescue cards in hand (黑玉断续膏, 九转熊蛇丸)
    for t in range(n_types):
        if hand[t] > 0.5 and (ft[type_face(t), 0] == K_HEAL or ft[type_face(t), 14] == FX_JIUZHUAN):
            if ft[type_face(t), 14] != FX_CLEANSE:
                n_rescue += int(hand[t] + 0.5)
    for t in range(n_types + 4):
        if t < n_types:
            if row[t] == 0:
                continue
            f = type_face(t)
            col = type_colour(t)
        else:  # a hero skill that makes a card: valued as that card (self-made, no colour)
            k = t - n_types
            if srole[k] != SR_CONVERT and srole[k] != SR_ASCARD:
                continue
            if row[a_skill + 4 + k] == 0:
                continue
            f = st[skh[k], k, 1]
            col = -1
        role = ft[f, 0]
        if role == K_EQUIP or role == K_DRAW or role == K_HEAL or role == K_GOOD:
            v = _value_for_self(f, tv, ft)
        else:
            v = _value_against(f, col, tv, ft)
        fx = ft[f, 14]
        if role == K_GOOD and t < n_types and (fx == FX_ZHIDIAN or fx == FX_JIUZHUAN):
            # a buff for one's own next attack, played right before it (_choose_play)
            if buff_t < 0 or fx == FX_ZHIDIAN:
                if fx == FX_ZHIDIAN or hp[0] >= 3 or n_rescue >= 2:
                    buff_t = t  # 九转熊蛇丸 stays a self-rescue when HP is low
        if role == K_MOVE and v > mv_best:
            mv_best = v
        if t >= n_types and v > 0.0:
            # a skill that spends a hand card yields to the real card; a free one leads
            v += 0.3 if srole[t - n_types] == SR_ASCARD else -0.3
        if v > best_v:
            best_v = v
            best = t if t < n_types else a_skill + 4 + (t - n_types)
    return best, best_v, mv_best, buff_t


@njit_cached
def _hero_play_values(o, row, tv, ft, st, best, best_v):
    """The newer hero rules (``hero_rules_v2``) of the play phase, valued on the same scale as
    the cards; returns the best action and value so far."""
    # newer hero rules, valued on the same scale
    a_skill = tv.a_skill
    alive = tv.alive
    bonus_amt = tv.bonus_amt
    bonus_col = tv.bonus_col
    dist = tv.dist
    en = tv.en
    eq_face = tv.eq_face
    facedown = tv.facedown
    gmask = tv.gmask
    hand = tv.hand
    handn = tv.handn
    hp = tv.hp
    imm = tv.imm
    linked = tv.linked
    maxhp = tv.maxhp
    move_rng = tv.move_rng
    n = tv.n
    n_eq = tv.n_eq
    n_moves = tv.n_moves
    n_types = tv.n_types
    noatt = tv.noatt
    o_seats = tv.o_seats
    reach = tv.reach
    seat_size = tv.seat_size
    skh = tv.skh
    slot_full = tv.slot_full
    srole = tv.srole
    top = -1  # the strongest move that may attack now
    for t in range(n_types):
        if row[t] != 0 and ft[type_face(t), 0] == K_MOVE:
            if top < 0 or ft[type_face(t), 1] > ft[type_face(top), 1]:
                top = t
    for k in range(4):
        a = a_skill + 4 + k
        if row[a] == 0:
            continue
        v = 0.0
        if srole[k] == SR_AS_COLOUR and top >= 0:
            # 西狂 / 天生神力 ...: attack with the strongest move recoloured to the own
            # internal art's bonus colour (the colour prompt then names that colour)
            bc = bonus_col[0]
            if bc >= 0 and type_colour(top) != bc and (st[skh[k], k, 1] >> bc) & 1 != 0:
                f = type_face(top)
                rng = ft[f, 2] if ft[f, 2] > reach else reach
                bt = -1.0
                for r in range(1, n):
                    if alive[r] and dist[r] <= rng and en[r] > ATTACK_MIN:
                        if not noatt[r]:
                            hv = _hit_value(
                                r,
                                bc,
                                n,
                                en,
                                hp,
                                handn,
                                alive,
                                facedown,
                                gmask,
                                imm,
                                linked,
                            )
                            if hv > bt:
                                bt = hv
                if bt > ATTACK_MIN and (n_moves >= 2 or hp[0] >= 3 or bt > 1.0):
                    v = 4.0 + bt + 0.3 * (ft[f, 1] + bonus_amt[0]) + 0.05 * rng
        elif srole[k] == SR_HP_POWER and top >= 0 and hp[0] >= 4:
            # 挥刀自宫: 1 HP for +1 power this turn, before an attack that may kill
            rng = move_rng if move_rng > reach else reach
            for r in range(1, n):
                if alive[r] and not facedown[r] and dist[r] <= rng:
                    if en[r] > 0.5 and hp[r] < 2.5:
                        v = 8.5
        elif srole[k] == SR_CHARGE and n_moves >= 1 and handn[0] <= hp[0]:
            # (only when the hand fits the hand limit: a charged move is kept)
            v = 0.5  # 蛤蟆功: when nothing else is worth doing, charge a move for later
        elif srole[k] == SR_MOVE_TABLE:
            mv = 1e9  # the red (the skill's colour) card it costs
            for t in range(n_types):
                if hand[t] > 0.5 and type_colour(t) == st[skh[k], k, 1]:
                    cv = _card_value(ft, type_face(t), hp[0], maxhp[0], slot_full[0], n_moves)
                    if cv < mv:
                        mv = cv
            if mv < 7.0:
                v, _src, _kind = _move_plan(
                    o, o_seats, seat_size, n_eq, eq_face, ft, n, alive, en, slot_full
                )
        if v > best_v:
            best_v = v
            best = a
    return best, best_v


PAGE_BOY_GAIN = 1.5
"""``FIX_PAGE_BOYS``: the least gain in keep value for which 冯锡范 swaps a hand card for a page
boy (a move's value differs by 1 per point of power: a swap for a move 2 points stronger)."""


@njit_cached
def _page_boy_swap_value(o, tv, ft):
    """Issue 34, item 10 (``FIX_PAGE_BOYS``): the play value of 六合童子's swap, his worst hand
    card for his best page boy (read from his ``stored`` slice): 7 + the gain in keep value when
    it is at least :data:`PAGE_BOY_GAIN`, taken before the cards are played; 0 otherwise."""
    stored = tv.hof[12]
    if stored < 0:
        return 0.0
    hp = tv.hp[0]
    maxhp = tv.maxhp[0]
    slot = tv.slot_full[0]
    worst = 1e9
    best = -1e9
    for t in range(tv.n_types):
        if tv.hand[t] > 0.5 or o[stored + t] > 0.5:
            v = _card_value(ft, type_face(t), hp, maxhp, slot, tv.n_moves)
            if tv.hand[t] > 0.5 and v < worst:
                worst = v
            if o[stored + t] > 0.5 and v > best:
                best = v
    gain = best - worst
    return 7.0 + gain if gain >= PAGE_BOY_GAIN else 0.0


@njit_cached
def _active_skill_values(o, row, tv, ft, best, best_v):
    """The other active hero skills of the play phase (:func:`_active_value`), valued on the
    same scale; returns the best action and value so far."""
    # the other active hero skills of the play phase, valued on the same scale
    a_skill = tv.a_skill
    alive = tv.alive
    any_move = tv.any_move
    dist = tv.dist
    en = tv.en
    facedown = tv.facedown
    handn = tv.handn
    hp = tv.hp
    hs = tv.hof[0]
    hsk = tv.hof[5]
    hskw = tv.hof[6]
    junk = tv.junk
    maxhp = tv.maxhp
    move_rng = tv.move_rng
    n = tv.n
    n_moves = tv.n_moves
    reach = tv.reach
    slot_full = tv.slot_full
    srole = tv.srole
    for k in range(4):
        a = a_skill + 4 + k
        if row[a] == 0:
            continue
        used = o[hs + hsk + hskw * k + 1] > 0.5
        v = _active_value(
            srole[k],
            used,
            n,
            hp,
            maxhp,
            handn,
            alive,
            facedown,
            dist,
            en,
            reach,
            n_moves,
            any_move,
            move_rng,
            junk,
            slot_full,
        )
        if srole[k] == SR_FORCE and v > 0.0 and (tv.fix & FIX_FORCE_VICTIM) != 0:
            # item 7: only a seat whose nearest characters are all enemies of this side
            bt = -1.0
            for r in range(1, n):
                if alive[r] and dist[r] <= reach:
                    bt = max(bt, _force_value(r, tv))
            v = 4.5 + bt if bt > 0.3 else 0.0
        if srole[k] == SR_PAGE_BOYS and not used and (tv.fix & FIX_PAGE_BOYS) != 0:
            v = _page_boy_swap_value(o, tv, ft)
        if v > best_v:
            best_v = v
            best = a
    return best, best_v


@njit_cached
def _choose_play(o, row, tv, ft, st):
    """The play phase's action: the most valuable card or skill, a buff before its attack, a
    conversion art as an attack when no move is at hand, else pass."""
    a_pass = tv.a_pass
    a_skill = tv.a_skill
    alive = tv.alive
    dist = tv.dist
    en = tv.en
    facedown = tv.facedown
    handn = tv.handn
    mh = tv.mh
    n = tv.n
    n_moves = tv.n_moves
    reach = tv.reach
    skh = tv.skh
    srole = tv.srole
    use_new = tv.use_new
    use_sk = tv.use_sk
    best, best_v, mv_best, buff_t = _play_card_values(o, row, tv, ft, st)
    if use_new and mh >= 0:
        best, best_v = _hero_play_values(o, row, tv, ft, st, best, best_v)
    if mh >= 0:
        best, best_v = _active_skill_values(o, row, tv, ft, best, best_v)
    if buff_t >= 0 and mv_best > 0.0 and best_v <= mv_best + 1e-9:
        best = buff_t  # the buff right before the attack it is for
    if best < 0:
        # attack with a conversion art when no move is at hand (and a hero skill that
        # puts out a card as a move, e.g. 胡家刀法)
        for sl in range(8 if use_sk else 4):
            a = a_skill + sl
            if sl >= 4 and srole[sl - 4] != SR_VMOVE:
                continue
            rch = reach
            if sl >= 4 and st[skh[sl - 4], sl - 4, 4] > rch:
                rch = st[skh[sl - 4], sl - 4, 4]
            if row[a] != 0 and n_moves == 0:
                bt = -1.0
                for r in range(1, n):
                    # a seat the move may be aimed at (田伯光 with a small hand may not be) and
                    # whose damage lands whatever colour the converted cards give the move (not
                    # face down, no guard or immune colour; 和合 links counted)
                    if tv.noatt[r] or tv.gmask[r] != 0 or tv.imm[r] != 0:
                        continue
                    if alive[r] and not facedown[r] and dist[r] <= rch:
                        hv = _hit_value(
                            r, -1, n, en, tv.hp, handn, alive, facedown, tv.gmask, tv.imm, tv.linked
                        )
                        if hv > bt:
                            bt = hv
                if bt > 0.3 and handn[0] >= 2:
                    best = a
        if best < 0:
            best = a_pass
    return best
