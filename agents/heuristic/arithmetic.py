"""The heuristic's compiled arithmetic of 群侠杀's card play: values of cards and hits, the
defence arithmetic.

* :func:`_card_value`: how much a hand card is worth keeping;
* :func:`_def_damage`: the damage an attack does through a defending move (R-M4/R-M5 power
  arithmetic, with the hero's power floors, extra counters and auto-blocks);
* :func:`_want_save`: whether to rescue a dying seat;
* :func:`_hit_value`, :func:`_anqi_value`, :func:`_link_pair`: the value of hurting a seat
  with a move, of making a seat attack with 暗器, of linking two seats with 阴阳和合散;
* the thresholds of enmity for card play (``*_MIN``).

The policy's generator (ties broken at random, the random legal fallback) and the distance
between two seats are the agents' framework's (:mod:`agents.framework.rng`,
:mod:`agents.framework.seats`); 群侠杀's per-identity numbers are
:mod:`agents.heuristic.identities`.
"""

from __future__ import annotations

from agents.framework.jit import njit_cached
from agents.framework.seats import seat_distance
from agents.heuristic.tables import (
    COURT,
    CULT,
    K_CANCEL_P,
    K_CANCEL_S,
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


@njit_cached
def _card_value(ft, f, hp, maxhp, slot_full, n_moves):
    """How much the agent wants to keep a card of face f (higher = keep)."""
    role = ft[f, 0]
    if role == K_HEAL:
        return 9.0 if hp <= 2 else 8.0
    if role == K_DRAW:
        return 7.0
    if role == K_CANCEL_S or role == K_CANCEL_P:
        return 5.0
    if role == K_MASS:
        return 5.5
    if role == K_HARM:
        return 4.5
    if role == K_GOOD:
        return 4.0
    if role == K_MOVE:
        v = 3.0 + ft[f, 1]
        if n_moves > 3:
            v -= 1.5
        return v
    if role == K_EQUIP:
        s = ft[f, 3]
        if s >= 0 and s < 4 and not slot_full[s]:
            return 6.0
        if s == 4 and not (slot_full[2] and slot_full[3]):
            return 6.0
        return 1.0
    return 3.0


JUNK = 3.5  # keep value (_card_value) below which a card is worth swapping (逍遥神丐)

# thresholds of enmity (agents/heuristic/identities.py; docs/agents.md "Allegiance inference")
ATTACK_MIN = 0.15  # attack only a seat whose enmity is above this (no blind attacks)
HARM_MIN = 0.2  # the same for a harmful card
LINK_MIN = 0.5  # 阴阳和合散 links two seats only when both are this clearly enemies


@njit_cached
def _def_damage(ap, dcol, pw, c, bcol, bamt, floor, xcnt, samec, autob, pb):
    """Damage taken when an attack of power ``ap`` and colour ``dcol`` (-1 unknown) is answered
    by a move of printed power ``pw`` and colour ``c`` (R-M4/R-M5): the defender's colour bonus
    (``bcol``/``bamt``), colour counters (c counters (c + 1) % 4, plus the hero's extra
    counters ``xcnt``/``samec``), the hero's power floors and auto-blocking colours, and ``pb``
    power the hero's skills add to every own move (挥刀自宫 used this turn, 黯然销魂)."""
    bp = (pw if pw >= floor[c] else floor[c]) + pb
    if bcol == c:
        bp += bamt
    a_eff = ap
    if dcol >= 0:
        if (c + 1) % 4 == dcol or (xcnt >> dcol) & 1 != 0 or (samec and c == dcol):
            bp += 1
        if (dcol + 1) % 4 == c:
            a_eff += 1
    if (autob >> c) & 1 != 0:
        return 0
    return 0 if bp >= a_eff else (a_eff - bp + 1) // 2


@njit_cached
def _want_save(dy, en, leader, style, others_alive, p_cult):
    """Rescue relative seat ``dy`` (0 = self)? Self and allies; the leader side also every seat
    that is not a likely enemy (``en < 0.1``: hurting it would cost more than it gains, so it is
    more likely a righteous than not) and always the leader; renegades save the leader while
    others live and never a likely cult (``p_cult``: the probability that ``dy`` is cult); the
    cult never saves the leader."""
    if style == LEADER or style == RIGHTEOUS:
        save = dy == 0 or en[dy] < 0.1
    else:
        save = dy == 0 or en[dy] < -0.2
    if dy == leader and dy != 0:
        if style == LEADER or style == RIGHTEOUS:
            save = True
        elif style >= COURT and others_alive > 0:
            save = True
        elif style == CULT:
            save = False
    elif dy != 0 and style >= COURT and p_cult > 0.4:
        save = False  # the cult wins most games: a renegade does not keep one alive
    return save


@njit_cached
def _hit_value(r, col, n, en, hp, handn, alive, facedown, gmask, imm, linked):
    """The value of attacking relative seat ``r`` with a move of colour ``col`` (-1 unknown):
    its enmity, plus a little for a weak target (low HP, few cards to defend with). A seat the
    damage cannot reach (face down, a colour that does nothing to it or that its guard, 闭穴功 /
    移宫易穴, prevents) is worth less than any real target but more than a friend (a guarded one
    a little more than the others: the hit spends the guard's use of the turn). Damage
    passed on by 和合 links counts for every other linked seat (the attacker included)."""
    v = en[r]
    if facedown[r] or (col >= 0 and (imm[r] >> col) & 1 != 0):
        # a wasted attack: never planned, but better than hurting a friend when a target
        # must be named (an attack's target prompt has no pass)
        return -0.5 + 0.1 * v
    if col >= 0 and (gmask[r] >> col) & 1 != 0:
        # prevented by a guard: wasted too, but it spends the guard's use of the turn
        return -0.45 + 0.1 * v
    if v > 0.0:
        v += 0.4 / (hp[r] + 0.5) + 0.05 * (4.0 - handn[r])
    if linked[r]:
        for s in range(n):
            if s == r or not alive[s] or not linked[s] or facedown[s]:
                continue
            if s == 0:
                v -= 4.0 if hp[0] <= 1 else 1.0
            else:
                v += 0.5 * en[s]
    return v


@njit_cached
def _anqi_value(a, tv):
    """暗器 naming seat ``a`` to attack: the best value of a victim it may be made to attack (a
    seat the forced attack can hurt, :func:`_hit_value` above ``HARM_MIN``: a clear enemy, face
    up, attackable, 和合 links counted; within ``a``'s internal art's range by
    :func:`agents.framework.seats.seat_distance`; not the user), plus a little when ``a`` is an
    enemy too (it attacks or hands over its internal art); -9 when there is none. The victim
    prompt then values the seats the same way (:func:`agents.heuristic.choices._choose_target`),
    so a 暗器 is only played when a victim worth it is really in range."""
    n = tv.n
    en = tv.en
    alive = tv.alive
    best = -9.0
    for v in range(1, n):
        if v == a or not alive[v] or tv.facedown[v] or tv.noatt[v] or en[v] <= HARM_MIN:
            continue
        hv = _hit_value(
            v, -1, n, en, tv.hp, tv.handn, alive, tv.facedown, tv.gmask, tv.imm, tv.linked
        )
        if hv > HARM_MIN and hv > best:
            if seat_distance(a, v, n, alive, tv.datt, tv.ddef) <= tv.arng[a]:
                best = hv
    if best > -9.0 and en[a] > 0.0:
        best += 0.3 * min(en[a], 1.0)
    return best


@njit_cached
def _force_value(r, tv):
    """碧海潮生曲 (issue 34, item 7) naming relative seat ``r``: it must attack a character
    nearest to it (:func:`agents.framework.seats.seat_distance` over the living seats) or take 1
    damage from the user. A likely enemy picks its victim among those nearest seats, so when
    they include the user or a likely friend (enmity < 0) it hurts this side: worth -1 (the
    audit of issue 34 counted 121 HP to the user's side against 41 to its enemies). Else, or
    when ``r`` holds no card (no move to attack with: it takes the damage), ``r`` either hurts
    an enemy of the user or takes the damage: worth its enmity. A friend is worth -1 (it would
    rather take no damage, and may hit a friend)."""
    n = tv.n
    alive = tv.alive
    en = tv.en
    if r <= 0 or r >= n or not alive[r] or en[r] <= 0.0:
        return -1.0
    if tv.handn[r] == 0:
        return en[r]  # no card to attack with: it takes the damage
    near = 1 << 30
    for s in range(n):
        if s != r and alive[s]:
            near = min(near, seat_distance(r, s, n, alive, tv.datt, tv.ddef))
    for s in range(n):
        if s != r and alive[s] and seat_distance(r, s, n, alive, tv.datt, tv.ddef) == near:
            if s == 0 or en[s] < 0.0:
                return -1.0
    return en[r]


@njit_cached
def _link_pair(n, en, alive, facedown, linked, gender, evil):
    """阴阳和合散: the best pair of other living seats to link, as ``(value, a, b)``: both clear
    enemies (enmity > ``LINK_MIN``), face up, that differ in gender (both known) or alignment
    and are not both linked already; the value is the sum of their enmities (0 and -1, -1: no
    such pair; the card is then recast)."""
    best = 0.0
    ba = -1
    bb_ = -1
    for a in range(1, n):
        if not alive[a] or en[a] <= LINK_MIN or facedown[a]:
            continue
        for b in range(a + 1, n):
            if not alive[b] or en[b] <= LINK_MIN or facedown[b]:
                continue
            if linked[a] and linked[b]:
                continue
            differ = (gender[a] > 0 and gender[b] > 0 and gender[a] != gender[b]) or (
                evil[a] != evil[b]
            )
            if not differ:
                continue
            v = en[a] + en[b]
            if v > best:
                best = v
                if en[a] >= en[b]:
                    ba = a
                    bb_ = b
                else:
                    ba = b
                    bb_ = a
    return best, ba, bb_
