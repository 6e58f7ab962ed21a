"""三国杀's texts for ``qxs play`` (the descriptor's ``terminal``): the help of ``h`` with the
identities' goals (S-ID-3), the texts of ``i`` (the cards, heroes and skills in view, an action's
card, hero or skill, any of them by name, from ``configs/sanguosha/``), and the actions in the
words of the pending decision (:func:`action_text`, behind ``Engine.action_to_string``: the hero
offered, the card shown, the equipped card taken, the suit named, the skill used, where a card
goes, rather than the action block's number).

Only what the acting seat may see is named: a hand card of another seat stays "a hand card at
random"; the offers and the shown cards named are the actor's own (the shown cards of 觀星 are
its seat's alone, ruling S-OPEN-61).
"""

from __future__ import annotations

from typing import Any

from qxs_env.engine.layout import DEC_SELECT, DEC_SHOWN, FR_A0, FR_OP, FR_P, FR_Q, MAX_CARDS

from . import layout as L
from . import tables as T

IDENTITY_ZH = {"lord": "主公", "loyalist": "忠臣", "rebel": "反賊", "renegade": "內奸"}
IDENTITY_GOALS = {
    "lord": "kill every rebel and every renegade (you and your loyalists win together)",
    "loyalist": "keep the lord alive and kill every rebel and every renegade (the lord's side "
    "wins together, alive or dead)",
    "rebel": "kill the lord (the rebels win together, alive or dead)",
    "renegade": "be the last seat alive: kill everyone else, the lord last (alone, you win)",
}
"""Each identity's goal (S-ID-3, S-END-2..4)."""
SUIT_NAMES = ("spade ♠", "heart ♥", "club ♣", "diamond ♦")
SLOT_NAMES = ("weapon", "armour", "+1 horse", "-1 horse")
KIND_WORDS = {"active": "active", "triggered": "triggered", "locked": "locked", "lord": "lord"}

HELP = """\
Commands (type one, then Enter):
  <number>     choose that action from the numbered list, e.g. 2
  i            read the texts of your hand, the equipment and judgement areas in play and the
               heroes' skills in view
  i <number>   read what that action's card, hero or skill does, e.g. i 3
  i <name>     read any card, hero, skill or identity by its Chinese, simplified or English
               name or id, e.g. i 殺, i 诸葛亮, i Peach, i rebel
  t            show the table and the actions again
  h, ?, help   this help
  q            quit the game
The table: one line per seat (> marks the seat to act): its identity when you know it (the
lord's is public; the others' show when they die), its hero once shown, HP now/max, its
equipment [...] and judgement area (to judge: ...), and its hand (yours by card, the others' by
count). Cards read "殺 ♠7": face, suit, rank (A, 2-10, J, Q, K). "now:" says what you are asked.
How a game goes:
  - Seats are numbered from 0 around the table; distance counts seats the short way round,
    +1 horses add 1 to others' distance to you, -1 horses take 1 from yours; your attack range
    is your weapon's (1 without one).
  - A turn: judgement (delayed tricks in your area are judged), draw 2, play (use cards, one 殺
    unless a card or skill says otherwise), discard down to your HP.
  - "pass" declines (no 閃, no 無懈可擊, no 桃, no power); "yes" accepts an optional effect.
  - At 0 HP you are dying: any seat may save you with a 桃, from you in turn order.
All cards: docs/sanguosha/cards.md; all heroes: docs/sanguosha/heroes.md."""
"""The text of ``h`` (the goal of the player's identity is added below it)."""


def help_text(identity: str) -> str:
    """The text of ``h``: the commands, how to read the screen and the player's goal."""
    return f"{HELP}\nYou are {identity} ({IDENTITY_ZH[identity]}): {IDENTITY_GOALS[identity]}."


def goal(identity: str) -> str:
    """What ``identity`` plays for, in one sentence (S-ID-3)."""
    return IDENTITY_GOALS[identity]


# --- texts of faces, heroes and skills ---------------------------------------------------------
def face_text(f: int) -> str:
    """Face ``f`` (an index of ``layout.FACE_IDS``): names, kind and what it does."""
    face = T.card_set().faces[f]
    kind = face.type if face.subtype is None else f"{face.type}, {face.subtype}"
    reach = f", range {face.range}" if face.range is not None else ""
    return f"{face.name} ({face.en}; {kind}{reach}): {' '.join(face.text.split())}"


def skill_text(s: int) -> str:
    """Skill ``s`` (an index of ``layout.SKILL_IDS``): its name, kind, hero and text."""
    for hero in T.hero_set().heroes:
        for skill in hero.skills:
            if skill.id == L.SKILL_IDS[s]:
                kind = "lord skill" if skill.kind == "lord" else f"{skill.kind} skill"
                return f"{skill.name} ({kind} of {hero.name}): {' '.join(skill.text.split())}"
    return f"skill {s}"


def hero_text(h: int) -> list[str]:
    """Hero ``h``: its name, kingdom, gender and HP, then one line per skill."""
    hero = T.hero_set().heroes[h]
    head = f"{hero.name} ({hero.kingdom}, {hero.gender}, {hero.hp} HP)"
    return [head] + [f"  {skill_text(L.SKILL_IDS.index(s.id))}" for s in hero.skills]


def _norm(text: str) -> str:
    return " ".join(text.strip().lower().replace("_", " ").split())


def lookup(eng: Any, query: str) -> list[str]:
    """The texts of every card face, hero, skill or identity whose name (traditional,
    simplified or English) or id is ``query`` (any case); when none is, those whose names
    contain it. Empty when nothing matches."""
    q = _norm(query)
    if not q:
        return []
    entries: list[tuple[set[str], list[str]]] = []
    for f, face in enumerate(T.card_set().faces):
        keys = {_norm(face.name), _norm(face.simplified), _norm(face.en), _norm(face.id)}
        entries.append((keys, [face_text(f)]))
    for h, hero in enumerate(T.hero_set().heroes):
        entries.append(({_norm(hero.name), _norm(hero.simplified), hero.id}, hero_text(h)))
    for s, skill in enumerate(T.hero_set().skills):
        entries.append(({_norm(skill.name), skill.id}, [skill_text(s)]))
    for name, zh in IDENTITY_ZH.items():
        entries.append(({name, zh}, [f"{name} ({zh}), identity: {IDENTITY_GOALS[name]}."]))
    exact = [lines for keys, lines in entries if q in keys]
    found = exact or [lines for keys, lines in entries if any(q in k for k in keys)]
    return list(dict.fromkeys(line for lines in found for line in lines))


# --- the actions in the words of the pending decision ------------------------------------------
def _frame(eng: Any, b: int) -> Any:
    """The pending decision's frame of game ``b``."""
    st = eng.state
    return st.stk[b, int(st.sp[b]) - 1]


def action_text(eng: Any, a: int, b: int = 0) -> str:
    """Action ``a`` in words for the seat to act in game ``b``: the engine's words of the
    action block (:func:`.engine.action_words`) made concrete by the pending decision (an
    offered hero by name, a shown card, an equipped or judgement-area card of the seat whose
    card is taken, a skill by name)."""
    from .engine import action_words, card_words

    tb = eng.tba[0]
    st = eng.state
    off = T.block_offsets(tb)
    words = action_words(tb, eng.players, int(st.actor[b]), int(a))
    if st.done[b] or int(st.sp[b]) == 0:
        return words
    frame = _frame(eng, b)
    op, p, q = int(frame[FR_OP]), int(frame[FR_P]), int(frame[FR_Q])
    if off["shown"] <= a < off["place"]:
        k = a - off["shown"]
        if op == L.DEC_HERO and k < int(st.offer_n[b, p]):
            h = int(st.offer[b, p, k])
            hero = T.hero_set().heroes[h]
            return f"the hero {hero.name} ({hero.kingdom}, {hero.hp} HP)"
        if op == DEC_SHOWN and k < int(st.shown_n[b]):
            return f"{card_words(tb, int(st.shown[b, k]))} (shown card {k})"
    if off["pick"] < a < off["judge"] and q >= 0:
        c = int(st.equip[b, q, a - off["pick"] - 1])
        if c >= 0:
            return f"seat {q}'s {SLOT_NAMES[a - off['pick'] - 1]} {card_words(tb, c)}"
    if off["judge"] <= a < off["suit"] and q >= 0:
        k = a - off["judge"]
        if k < int(st.judge_n[b, q]):
            return f"seat {q}'s {card_words(tb, int(st.judge[b, q, k]))} (judgement area)"
    if a == off["pick"] and q >= 0:
        return f"a hand card of seat {q} at random"
    return words


# --- the texts of i ----------------------------------------------------------------------------
def _face_of(eng: Any, c: int) -> int:
    """The face of card ``c`` (-1 for a converted card)."""
    return int(eng.tba[0]["card_face"][c]) if 0 <= c < MAX_CARDS else -1


def action_info(eng: Any, action: int, b: int = 0) -> list[str]:
    """The texts of what action ``action`` is about: its card's face, the hero offered, the
    skill, a shown or equipped card; and of the pending decision's card or skill."""
    tb = eng.tba[0]
    st = eng.state
    off = T.block_offsets(tb)
    head = f"[{action}] {action_text(eng, action, b)}"
    lines: list[str] = []
    frame = _frame(eng, b) if not st.done[b] and int(st.sp[b]) else None
    p = int(frame[FR_P]) if frame is not None else -1
    if 0 <= action < off["seat"]:
        lines.append(face_text(_face_of(eng, action)))
    elif off["skill"] <= action < off["pass"]:
        lines.append(skill_text(action - off["skill"]))
    elif off["shown"] <= action < off["place"] and frame is not None:
        k = action - off["shown"]
        if int(frame[FR_OP]) == L.DEC_HERO and k < int(st.offer_n[b, p]):
            lines += hero_text(int(st.offer[b, p, k]))
        elif int(frame[FR_OP]) == DEC_SHOWN and k < int(st.shown_n[b]):
            lines.append(face_text(_face_of(eng, int(st.shown[b, k]))))
    if frame is not None:
        about = _decision_subject(eng, frame)
        if about:
            lines += ["about:"] + [f"  {x}" for x in about]
    return [head] + (lines or ["nothing more to read here"])


def _decision_subject(eng: Any, frame: Any) -> list[str]:
    """The texts of the card or skill the pending decision is about (a card being answered,
    cancelled or aimed; a skill asking)."""
    op = int(frame[FR_OP])
    if op in (L.DEC_SKILL_YES, L.DEC_SKILL_TARGET, L.DEC_SKILL_PICK, L.DEC_SUIT):
        return [skill_text(int(frame[FR_A0]))]
    if op == DEC_SELECT or op == L.DEC_HERO or op == DEC_SHOWN:
        return []
    c = int(frame[FR_A0])
    f = _face_of(eng, c) if op != L.DEC_PLAY and op != L.DEC_DISCARD else -1
    return [face_text(f)] if f >= 0 else []


def table_info(eng: Any, seat: int, b: int = 0) -> list[str]:
    """The texts of everything ``seat`` can see: its hand (each face once), every equipped and
    judgement-area card, its hero's skills and the skills of the heroes shown."""
    st = eng.state
    out: list[str] = ["your hand:"]
    faces = sorted({_face_of(eng, int(c)) for c in st.hand[b, seat, : int(st.hand_n[b, seat])]})
    out += [f"  {face_text(f)}" for f in faces if f >= 0] or ["  (empty)"]
    worn = [(p, k, int(st.equip[b, p, k])) for p in range(eng.players) for k in range(4)]
    worn = [(p, k, c) for p, k, c in worn if c >= 0]
    if worn:
        out.append("equipment on the table:")
        out += [f"  seat {p} {SLOT_NAMES[k]}: {face_text(_face_of(eng, c))}" for p, k, c in worn]
    judged = [(p, int(st.judge[b, p, i])) for p in range(eng.players)
              for i in range(int(st.judge_n[b, p]))]  # fmt: skip
    if judged:
        out.append("judgement areas (judged in that seat's next judgement phase):")
        out += [f"  seat {p}: {face_text(_face_of(eng, c))}" for p, c in judged]
    for p in [seat] + [p for p in range(eng.players) if p != seat]:
        h = int(st.hero[b, p])
        if h < 0 or not (p == seat or bool(st.revealed[b, p]) or not st.drafting[b]):
            continue
        who = "your hero" if p == seat else f"seat {p}"
        dead = "" if st.alive[b, p] else " (dead)"
        lines = hero_text(h)
        out += [f"{who}: {lines[0]}{dead}", *lines[1:]]
    return out
