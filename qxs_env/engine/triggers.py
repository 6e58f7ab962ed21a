"""The trigger scan, written once for every ruleset: at a trigger point (a moment of the rules:
a phase begins, a card is used, damage is about to be dealt, ...) every listener is asked, seat
by seat in turn order from the current player; locked listeners act at once, optional ones get a
frame each, pushed so that they resolve in the same turn order. Listeners are the cards a seat
has in play (群侠杀's and 三国杀's equipment) and the seat's own skills (heroes' skills in both).
Framework: names no card, skill, identity or trigger point; a ruleset supplies the listeners and
what they do through the hooks below (:mod:`qxs_env.engine.hooks`), and its own trigger points
(a point is an index into its tables).

A point is fired with a *subject* seat, a *source* seat (-1: none) and a *context*: the index of
the frame that fired it (rules read and change it, e.g. the amount of a damage frame; -1: none).
A card's *listener value* at a point (:func:`trigger_card_bits`; 0: it does not listen there)
holds the seat it must be in play at, ``LISTEN_SUBJECT``, ``LISTEN_SOURCE`` or ``LISTEN_ANY``
(``layout.LISTEN_*``; the role bits ``v & LISTEN_ANY``), and the flag ``LISTEN_OPTIONAL``: the
card's owner is asked (a frame) instead of the card acting at once.

:func:`fire` makes two passes over the living seats:

1. in turn order from the current player, each seat's cards in play slot by slot (only at points
   where :func:`trigger_cards_listen`): a locked card whose role fits and that is not ignored
   (:func:`trigger_card_ignored`) acts at once (:func:`trigger_card_locked`); then, for a seat
   with skills (:func:`trigger_seat_listens`), its locked skills act
   (:func:`trigger_seat_locked`);
2. only when the first pass met a listening card or a seat with skills (otherwise nothing can be
   pushed), in reverse turn order: each seat's optional skills push their frames
   (:func:`trigger_seat_optional`), then each optional card whose role fits and that is not
   ignored gets a frame of the operation :func:`trigger_card_op`, last slot first. The stack
   then resolves the first seat's cards first (in slot order), then its skills, then the next
   seat's.

The frame of an optional card: ``FR_P`` its owner; ``FR_Q`` the other party (the source when the
owner is the subject, else the subject); ``FR_A0`` the card; ``FR_A1`` the context; ``FR_A2`` the
point; the rest 0. The ruleset's procedure of that operation asks the owner and acts.

Hot path (about two calls per decision): the seats are walked without modulo, cards are scanned
only at points where some card listens, and the second pass runs only when the first met a
listener. The hooks are meant to be ``@njit_inlined`` (numba inlines them into :func:`fire`).

:func:`stage_fire` fires a point once per stage of a procedure; :func:`fire_holding` fires a point
between steps of the driver, holding a waiting decision (``OP_HELD``) under what fires.
"""

from __future__ import annotations

from qxs_env.engine.hooks import declare
from qxs_env.engine.jit import (
    njit_cached,
    njit_inlined,
)
from qxs_env.engine.layout import (
    C_PLAYERS,
    DEC_BASE,
    FR_A6,
    FR_OP,
    FR_ST,
    LISTEN_ANY,
    LISTEN_OPTIONAL,
    LISTEN_SOURCE,
    LISTEN_SUBJECT,
    OP_HELD,
)
from qxs_env.engine.stack import (
    push,
)

trigger_cards_listen = declare(
    "trigger_cards_listen",
    "g, tb, cfg, point",
    """May any card in play listen to ``point``? False lets :func:`fire` skip the cards (most
    points: the answer should be a table lookup).""",
)
trigger_cards = declare(
    "trigger_cards",
    "g, tb",
    """The cards in play that may listen to trigger points: an int array seat x slot of card ids,
    -1 for an empty slot (群侠杀: the equipment, ``g.equip``). Slots are scanned in order.""",
)
trigger_card_bits = declare(
    "trigger_card_bits",
    "g, tb, c, point",
    """The listener value of card ``c`` (in play) at ``point``: 0 when it does not listen there,
    else its role (``LISTEN_SUBJECT``, ``LISTEN_SOURCE``, ``LISTEN_ANY``) with ``LISTEN_OPTIONAL``
    when its owner is asked first.""",
)
trigger_card_ignored = declare(
    "trigger_card_ignored",
    "g, tb, p, slot, subject, source, ctx",
    """Is seat ``p``'s card in ``slot`` ignored at this moment (a rule of another card or skill
    cancels it; 群侠杀: a mental art against a holder of 八荒六合神功, 三国杀: armour against
    青釭剑)? Asked only for a listener whose role fits.""",
)
trigger_card_locked = declare(
    "trigger_card_locked",
    "g, tb, cfg, point, p, c, subject, source, ctx",
    """The locked card ``c`` of seat ``p`` acts at ``point``: it may change the frame ``ctx`` but
    pushes no frame (a card that needs a decision is optional).""",
)
trigger_card_op = declare(
    "trigger_card_op",
    "g, tb",
    """The operation of the frame pushed for an optional card (the module docstring gives its
    fields): the ruleset's procedure that asks the owner and acts.""",
)
trigger_seat_listens = declare(
    "trigger_seat_listens",
    "g, p",
    """Does seat ``p`` have skills to ask at trigger points (群侠杀: a hero)?""",
)
trigger_seat_locked = declare(
    "trigger_seat_locked",
    "g, tb, cfg, point, p, subject, source, ctx",
    """Seat ``p``'s locked skills listening to ``point`` act at once (after its cards'), pushing
    no frame: a skill that needs a decision pushes its frame in :func:`trigger_seat_optional`
    (群侠杀's ``TRIG_NO_ASK``).""",
)
trigger_seat_optional = declare(
    "trigger_seat_optional",
    "g, tb, cfg, point, p, subject, source, ctx",
    """Push the frames of seat ``p``'s optional skills at ``point`` (they resolve after its
    cards'); return how many were pushed.""",
)


@njit_inlined
def role_fits(v, p, subject, source):
    """Does a listener with value ``v`` at seat ``p`` hear a point of this subject and source?"""
    role = v & LISTEN_ANY
    if role == LISTEN_SUBJECT and p != subject:
        return False
    return not (role == LISTEN_SOURCE and p != source)


@njit_cached
def fire(g, tb, cfg, point, subject, source, ctx):
    """Trigger point ``point``: the locked listeners act at once and a frame is pushed for each
    optional one, so that they resolve in turn order from the current player (the module
    docstring gives the passes). Returns the number of frames pushed (the caller returns to the
    driver when it is not 0)."""
    n = cfg[C_PLAYERS]
    cur = g.cur
    alive = g.alive
    cards = trigger_cards(g, tb)
    slots = cards.shape[1] if trigger_cards_listen(g, tb, cfg, point) else 0
    listened = False
    p = cur % n  # seats from the current player in turn order
    for _ in range(n):
        if alive[p]:
            for slot in range(slots):
                c = cards[p, slot]
                if c < 0:
                    continue
                v = trigger_card_bits(g, tb, c, point)
                if v == 0:
                    continue
                listened = True
                if (v & LISTEN_OPTIONAL) != 0 or not role_fits(v, p, subject, source):
                    continue
                if trigger_card_ignored(g, tb, p, slot, subject, source, ctx):
                    continue
                trigger_card_locked(g, tb, cfg, point, p, c, subject, source, ctx)
            if trigger_seat_listens(g, p):  # skills: the locked ones after the cards'
                listened = True
                trigger_seat_locked(g, tb, cfg, point, p, subject, source, ctx)
        p += 1
        if p == n:
            p = 0
    if not listened:
        return 0
    pushed = 0
    for k in range(n - 1, -1, -1):
        p = (cur + k) % n
        if not alive[p]:
            continue
        if trigger_seat_listens(g, p):  # resolved after the seat's cards
            pushed += trigger_seat_optional(g, tb, cfg, point, p, subject, source, ctx)
        for slot in range(slots - 1, -1, -1):
            c = cards[p, slot]
            if c < 0:
                continue
            v = trigger_card_bits(g, tb, c, point)
            if (v & LISTEN_OPTIONAL) == 0 or not role_fits(v, p, subject, source):
                continue
            if trigger_card_ignored(g, tb, p, slot, subject, source, ctx):
                continue
            other = source if p == subject else subject
            push(g, trigger_card_op(g, tb), p, other, c, ctx, point, 0)
            pushed += 1
    return pushed


@njit_cached
def stage_fire(g, tb, cfg, i, point, subject, source):
    """Fire ``point`` once for the current stage of frame ``i`` (``FR_A6`` remembers the stage
    it fired for). True when frames were pushed: the caller returns and is re-entered at the
    same stage."""
    st = g.stk[i, FR_ST]
    if g.stk[i, FR_A6] == st + 1:
        return False
    g.stk[i, FR_A6] = st + 1
    return fire(g, tb, cfg, point, subject, source, i) > 0


@njit_cached
def fire_holding(g, tb, cfg, point, subject, source, ctx):
    """Fire ``point`` between steps (what the driver announces): a decision waiting on top is
    held (``OP_HELD``) under what fires and asked afresh once that has resolved. True when
    frames were pushed; otherwise the waiting decision is restored as it was."""
    i = g.sp - 1
    held = g.stk[i, FR_OP] >= DEC_BASE
    if held:
        g.stk[i, FR_ST] = g.stk[i, FR_OP]
        g.stk[i, FR_OP] = OP_HELD
    if fire(g, tb, cfg, point, subject, source, ctx) > 0:
        return True
    if held:
        g.stk[i, FR_OP] = g.stk[i, FR_ST]
        g.stk[i, FR_ST] = 0
    return False
