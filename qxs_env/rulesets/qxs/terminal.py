"""群侠杀's texts for terminal play (``qxs play``), its descriptor's ``terminal``: the help
(commands, how to read the screen), each identity's goal, and the texts of the cards, heroes and
skills in view (``i``, ``i <number>``, ``i <name>``), from ``configs/cards.yaml`` and
``configs/heroes.yaml``, the same as ``docs/cards.md`` and ``docs/heroes.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.card_model import type_face
from qxs_env.rulesets.qxs.constants import IDENTITY_NAMES, IDENTITY_ZH, SLOT_NAMES

if TYPE_CHECKING:  # pragma: no cover
    from qxs_env.rulesets.qxs.api import Engine

IDENTITY_GOALS = {
    "leader": "you are the leader (武林盟主), known to everyone; you and the righteous win when "
    "every cult, court, foreign and collaborator character is dead",
    "righteous": "protect the leader: you win with the leader, when every cult, court, foreign "
    "and collaborator character is dead (alive or dead yourself)",
    "cult": "kill the leader: when the leader dies the cult wins (alive or dead), unless the "
    "only ones left alive are the court, or the foreign side",
    "court": "be the last one standing: the court wins when the leader dies and only court "
    "characters are left alive, so the leader should die last",
    "foreign": "the foreign side (you and the collaborator) wins when the leader dies and only "
    "the two of you are left alive",
    "collaborator": "you win with the foreign player, when the leader dies and only the foreign "
    "side is left alive; you die when the foreign player dies",
}
"""What each identity plays for (R-W1..R-W4), in our own words."""

HELP = """\
Commands (type one, then Enter):
  <number>     choose that action from the numbered list, e.g. 2
  i            read the texts of what is in view: your hand, every equipment and judgement-area
               card on the table, your hero's skills and the skills of the other heroes shown
  i <number>   read the card, hero or skill of that action, e.g. i 0
  i <name>     read any card, hero, skill or identity by Chinese or English name or id,
               e.g. i 看破, i see through, i kanpo, i 郭靖, i cult
  t            show the table and the actions again
  h, ?, help   this help
  q            quit the game
Reading the screen:
  - A table row: seat, identity (? = still hidden), HP now/max, cards in hand, your distance
    to it, hero, equipment, judgement area (delayed cards waiting to be judged). > marks whose
    turn it is. Your hero's skills and your hand (with its hand limit) follow the rows.
  - A card: 名字 (English name 2x1) [colour]. For a move, 2x1 = power 2, range 1; on an
    internal art "range 3" is its attack range; on a lightness art -1 / +1 is its change of
    distance (-1: you are closer to others; +1: others are farther from you).
  - Colours are attributes: red 力, blue 技, yellow 气, white 速. Each counters the next in the
    ring red -> blue -> yellow -> white -> red; the countering side gets +1 power in a clash.
  - An attack: the defender may play a move; it blocks if its power (0 without a move) is at
    least the attacker's, otherwise it takes half the difference, rounded up, as damage.
  - "target seat 3 (2 seats after you)": seats sit in a ring in number order (the last seat
    sits next to seat 0). The distance to a seat is the fewest steps either way round,
    changed by lightness arts; a move reaches as far as its range (or your internal art's
    attack range). Only the seats you can reach are offered.
  - A turn: judgement (delayed cards are judged), draw 3 cards, play (use cards; one attack),
    discard down to the hand limit (your HP). At 0 HP you are dying: 黑玉断续膏 saves you.
  - "pass" declines (no defence, no cancel, no rescue); "yes" accepts an optional effect.
All cards: docs/cards.md; all heroes: docs/heroes.md."""
"""The text of ``h`` (the goal of the player's identity is added below it)."""


def _norm(text: str) -> str:
    return " ".join(text.strip().lower().replace("_", " ").split())


def lookup(eng: Engine, query: str) -> list[str]:
    """The texts of every card face, hero, skill or identity whose name (Chinese or English) or
    id is ``query`` (any case); when none is, those whose names contain it. Empty when nothing
    matches."""
    from qxs_env.rulesets.qxs.api import hero_catalogue
    from qxs_env.rulesets.qxs.text import face_text, hero_text

    q = _norm(query)
    if not q:
        return []
    entries: list[tuple[set[str], list[str]]] = []
    for i, f in enumerate(eng.catalogue.faces):
        entries.append(({_norm(f.name), _norm(f.en), _norm(f.id)}, [face_text(eng, i)]))
    heroes = hero_catalogue().heroes
    for i, h in enumerate(heroes):
        entries.append(({_norm(h.name), _norm(h.id)}, hero_text(i)))
    for h in heroes:
        for sk in h.skills:
            line = f"{sk.name} ({sk.kind} skill of the hero {h.name}): {sk.text}"
            entries.append(({_norm(sk.name), _norm(sk.id)}, [line]))
    for k, name in enumerate(IDENTITY_NAMES):
        line = f"{name} ({IDENTITY_ZH[k]}), identity: {IDENTITY_GOALS[name]}."
        entries.append(({name, IDENTITY_ZH[k]}, [line]))
    hits = [lines for keys, lines in entries if q in keys]
    if not hits:
        hits = [lines for keys, lines in entries if any(q in k for k in keys)]
    out: list[str] = []
    for lines in hits:
        if lines[0] not in out:
            out += lines
    return out


def _decision_subject(eng: Engine, b: int = 0) -> list[str]:
    """The texts of what the pending decision is about: the card that asks (an attack, a card to
    cancel, a card's optional effect) and the hero skill that asks, if any."""
    from qxs_env.rulesets.qxs.text import card_face, face_text, skill_text

    s = eng.state
    i = int(s.sp[b]) - 1
    if i < 0:
        return []
    fr = [int(x) for x in s.stk[b, i]]
    op, p, a0 = fr[FL.FR_OP], fr[FL.FR_P], fr[FL.FR_A0]
    out = []
    if fr[L.FR_SKILL] > 0 and op not in (L.DEC_PLAY, L.DEC_HERO, L.DEC_SKILL):
        out.append(skill_text(eng, p, fr[L.FR_SKILL] - 1, b))
    card_ops = (
        L.DEC_TARGET,
        L.DEC_RESPOND,
        FL.DEC_CANCEL,
        L.DEC_CONFIRM,
        L.DEC_HAND,
        L.DEC_COLOUR,
        L.DEC_DISCARD,
    )
    if op in card_ops and a0 >= 0 and not out:
        f = card_face(eng, a0, b)
        if 0 <= f < len(eng.catalogue.faces):
            out.append(face_text(eng, f))
    return out


def action_info(eng: Engine, action: int, b: int = 0) -> list[str]:
    """The texts behind one legal action of game ``b``: the card it uses, plays or picks, the
    hero it takes, the skill it uses; for a seat, pass or yes, what the decision is about."""
    from qxs_env.rulesets.qxs.text import (
        action_to_string,
        card_face,
        face_text,
        hero_text,
        skill_text,
    )

    o = eng.offsets
    s = eng.state
    a = int(action)
    i = int(s.sp[b]) - 1
    fr = [int(x) for x in s.stk[b, i]] if i >= 0 else [0] * FL.FRAME
    op, p, q = fr[FL.FR_OP], fr[FL.FR_P], fr[FL.FR_Q]
    head = f"[{action_to_string(eng, a, b)}]"
    lines: list[str] = []
    if a < o["seat"]:
        lines.append(face_text(eng, type_face(a)))
    elif o["pick"] <= a < o["judge"]:
        k = a - o["pick"]
        if op == L.DEC_HERO:
            lines += hero_text(int(s.offer[b, p, k]))
        elif k > 0 and q >= 0:
            f = card_face(eng, int(s.equip[b, q, k - 1]), b)
            if f >= 0:
                lines.append(face_text(eng, f))
    elif o["judge"] <= a < o["colour"] and q >= 0:
        k = a - o["judge"]
        if k < int(s.judge_n[b, q]):
            f = card_face(eng, int(s.judge[b, q, k]), b)
            if f >= 0:
                lines.append(face_text(eng, f))
    elif o["skill"] <= a < o["pass"]:
        k = a - o["skill"]
        if k < 4:
            f = card_face(eng, int(s.equip[b, p, k]), b)
            if f >= 0:
                lines.append(face_text(eng, f))
        else:
            lines.append(skill_text(eng, p, k - 4, b))
    about = _decision_subject(eng, b)
    if about and not lines:
        lines += ["about:"] + [f"  {x}" for x in about]
    if not lines:
        lines.append("nothing more to read here")
    return [head] + lines


def table_info(eng: Engine, seat: int, b: int = 0) -> list[str]:
    """The texts of everything ``seat`` can see: its hand (each face once), every equipment and
    judgement-area card on the table, its hero's skills and the skills of the heroes shown."""
    from qxs_env.rulesets.qxs.text import card_face, face_text, hero_label, seat_skills, skill_text

    s = eng.state
    out: list[str] = []
    seen: set[int] = set()

    def card(c: int, prefix: str) -> None:
        f = card_face(eng, c, b)
        if f >= 0:
            out.append(f"  {prefix}{face_text(eng, f)}")

    out.append("your hand:")
    for i in range(int(s.hand_n[b, seat])):
        f = card_face(eng, int(s.hand[b, seat, i]), b)
        if f not in seen:
            seen.add(f)
            out.append(f"  {face_text(eng, f)}")
    if not seen:
        out.append("  (empty)")
    eq = [(p, k) for p in range(eng.players) for k in range(4) if int(s.equip[b, p, k]) >= 0]
    if eq:
        out.append("equipment on the table:")
        for p, k in eq:
            card(int(s.equip[b, p, k]), f"seat {p} {SLOT_NAMES[k]}: ")
    jd = [(p, i) for p in range(eng.players) for i in range(int(s.judge_n[b, p]))]
    if jd:
        out.append("judgement areas (judged in that seat's next judgement phase):")
        for p, i in jd:
            card(int(s.judge[b, p, i]), f"seat {p}: ")
    order = [seat] + [p for p in range(eng.players) if p != seat]
    for p in order:
        h = int(s.hero[b, p])
        if h < 0 or not (p == seat or bool(s.hero_up[b, p])):
            continue
        who = "your hero" if p == seat else f"seat {p}"
        dead = "" if s.alive[b, p] else " (dead)"
        out.append(f"{who}: {hero_label(eng, h)}{dead}")
        out += [f"  {skill_text(eng, p, k, b)}" for k in seat_skills(eng, p, b)]
    return out


def help_text(identity: str) -> str:
    """The text of ``h``: the commands, how to read the screen and the player's goal."""
    return f"{HELP}\nYou are {identity}: {IDENTITY_GOALS[identity]}."


def goal(identity: str) -> str:
    """What ``identity`` plays for, in one sentence (R-W1..R-W4)."""
    return IDENTITY_GOALS[identity]
