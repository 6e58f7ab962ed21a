"""Plain-words views of the game: card names, action strings, events and the table.

Used by ``render_mode="ansi"``, ``qxs play`` and error messages. Nothing here affects the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qxs_env.engine import layout as FL
from qxs_env.rulesets.qxs import layout as L
from qxs_env.rulesets.qxs.card_model import type_colour, type_face
from qxs_env.rulesets.qxs.constants import CAT_MOVE, COLOUR_NAMES, IDENTITY_NAMES, SLOT_NAMES

if TYPE_CHECKING:  # pragma: no cover
    from qxs_env.rulesets.qxs.api import Engine


def move_numbers(eng: Engine, face: int) -> str:
    """The printed numbers of a face, short: a move's power x range ``"2x1"`` (power 2, range
    1), an internal art's ``"range 3"``, a lightness art's ``"-1"`` / ``"+1"`` / ``"-1/+1"``;
    ``""`` for other faces."""
    f = eng.catalogue.faces[face]
    if f.category == "move":
        return f"{f.power}x{f.range}"
    if f.category == "internal":
        return f"range {f.attack_range}"
    if f.category == "lightness":
        return {"minus": "-1", "plus": "+1", "either": "-1/+1"}.get(str(f.slot), "")
    return ""


def face_label(eng: Engine, face: int) -> str:
    """Chinese and English name of a face, e.g. ``黑玉断续膏 (Black Jade Salve)``; moves and
    arts that change reach add their numbers (:func:`move_numbers`) to the English name:
    ``沾衣十八跌 (Eighteen Tumbles 2x1)``, ``葵花宝典 (Sunflower Manual, range 3)``,
    ``逍遥游 (Carefree Roaming -1)``, unless the name already ends with them (the generic
    ``力 (Strength 2x1)``), so that a hand or a table shows what each card can reach."""
    f = eng.catalogue.faces[face]
    en = getattr(f, "en", None)
    if not en:
        return f.name
    nums = move_numbers(eng, face)
    if nums and not en.endswith(nums):
        en = f"{en}, {nums}" if f.category == "internal" else f"{en} {nums}"
    return f"{f.name} ({en})"


def card_face(eng: Engine, card: int, b: int = 0) -> int:
    """The face a card of game ``b`` shows (a virtual card: the face it was made with); -1 for
    no card."""
    if card < 0 or card - FL.MAX_CARDS >= eng.state.vcard.shape[1]:
        return -1
    if card >= FL.MAX_CARDS:
        return int(eng.state.vcard[b, card - FL.MAX_CARDS][FL.V_FACE])
    if card >= eng.n_cards:
        return -1
    jf = int(eng.state.jface[b, card])
    return jf - 1 if jf > 0 else int(eng.tables.card_face[card])


def face_text(eng: Engine, face: int) -> str:
    """A face's reference text: name, kind, numbers and the summary of ``configs/cards.yaml``,
    e.g. ``沾衣十八跌 (Eighteen Tumbles 2x1): red move, power 2, range 1. After it deals ...``."""
    f = eng.catalogue.faces[face]
    kind = {
        "move": f"{f.colour} move, power {f.power}, range {f.range}",
        "internal": "internal art (equipment)",  # its text starts with the attack range
        "mental": "mental art (equipment)",
        "lightness": "lightness art (equipment), "
        + {"minus": "-1 slot", "plus": "+1 slot", "either": "either lightness slot"}.get(
            str(f.slot), ""
        ),
        "strategy": "strategy card",
        "poison": "poison",
        "medicine": "medicine",
        "special": "special card",
    }.get(f.category, f.category)
    if f.delayed and not f.text.startswith("Delayed"):
        kind += ", delayed (waits in the judgement area)"
    return f"{face_label(eng, face)}: {kind}. {f.text}"


def hand_limit(eng: Engine, seat: int, b: int = 0) -> int:
    """R-T5 hand limit of ``seat``: its HP (its max HP with 星宿老怪), + 1 per treasure set aside
    with 搜罗至宝; the same sum as the engine's ``hand_limit``."""
    from qxs_env.rulesets.qxs.content.skills import SKILL_HAND_LIMIT_MAX_HP, SKILL_TREASURE_CARDS

    s = eng.state
    codes = [int(c) for c in s.skills[b, seat]] if bool(s.alive[b, seat]) else []
    extra = 0
    if int(s.hero[b, seat]) >= 0 and SKILL_TREASURE_CARDS in codes:
        extra = int(((s.zone[b] == FL.Z_STORE) & (s.owner[b] == seat)).sum())
    hp = int(s.maxhp[b, seat]) if SKILL_HAND_LIMIT_MAX_HP in codes else int(s.hp[b, seat])
    return max(hp, 0) + extra


def card_label(eng: Engine, card: int, b: int = 0) -> str:
    """Name and colour of a card of game ``b`` (physical, or virtual while it exists)."""
    if card < 0:
        return "no card"
    if card >= FL.MAX_CARDS:  # a virtual card ("use X as Y")
        v = eng.state.vcard[b, card - FL.MAX_CARDS]
        colour = COLOUR_NAMES[int(v[FL.V_SUIT])]
        if int(v[FL.V_CAT]) != CAT_MOVE:  # a card made by a hero skill (e.g. 不离不弃: 看破)
            return f"{face_label(eng, int(v[FL.V_FACE]))} [{colour}] (made by a hero skill)"
        return (
            f"a {colour} move made with {face_label(eng, int(v[FL.V_FACE]))}"
            f" (power {int(v[FL.V_EXTRA0])}, range {int(v[FL.V_EXTRA1])})"
        )
    face = int(eng.tables.card_face[card])
    colour = COLOUR_NAMES[int(eng.tables.card_colour[card])]
    jf = int(eng.state.jface[b, card])
    if jf > 0:  # in a judgement area as the delayed card a hero skill made of it
        return f"{face_label(eng, jf - 1)} [{colour}] (made of {face_label(eng, face)})"
    return f"{face_label(eng, face)} [{colour}]"


def type_label(eng: Engine, t: int) -> str:
    """Name and colour of a card type (face * 4 + colour)."""
    return f"{face_label(eng, type_face(t))} [{COLOUR_NAMES[type_colour(t)]}]"


def hero_label(eng: Engine, hero: int) -> str:
    """A hero's Chinese name (``configs/heroes.yaml``), or "no hero"."""
    from qxs_env.rulesets.qxs.api import hero_catalogue

    hs = hero_catalogue().heroes
    return hs[hero].name if 0 <= hero < len(hs) else "no hero"


def hero_summary(hero: int) -> str:
    """A hero's name, HP and skill names, e.g. ``黄药师 (HP 3; skills 碧海潮生曲, 弹指神通)``."""
    from qxs_env.rulesets.qxs.api import hero_catalogue

    hs = hero_catalogue().heroes
    if not 0 <= hero < len(hs):
        return "no hero"
    h = hs[hero]
    return f"{h.name} (HP {h.hp}; skills {', '.join(sk.name for sk in h.skills)})"


def skill_label(eng: Engine, seat: int, slot: int, b: int = 0) -> str:
    """The printed name of ``seat``'s hero skill in ``slot`` (its engine id if unknown)."""
    from qxs_env.rulesets.qxs.api import hero_catalogue
    from qxs_env.rulesets.qxs.content.skills import SKILL_IDS

    s = eng.state
    h = int(s.hero[b, seat]) if seat >= 0 else -1
    hs = hero_catalogue().heroes
    if 0 <= h < len(hs) and 0 <= slot < len(hs[h].skills):
        sk = hs[h].skills[slot]
        if int(s.skills[b, seat, slot]) == 0 or SKILL_IDS[int(s.skills[b, seat, slot])] == sk.id:
            return sk.name
    code = int(s.skills[b, seat, slot]) if seat >= 0 and 0 <= slot < L.HERO_SKILLS else 0
    return SKILL_IDS[code]


def skill_text(eng: Engine, seat: int, slot: int, b: int = 0) -> str:
    """``name (kind): text`` of ``seat``'s hero skill in ``slot``, from ``configs/heroes.yaml``
    (a skill lent by another hero, e.g. through 冒名顶替, is looked up by its engine id)."""
    from qxs_env.rulesets.qxs.api import hero_catalogue
    from qxs_env.rulesets.qxs.content.skills import SKILL_IDS, SKILLS

    s = eng.state
    code = int(s.skills[b, seat, slot])
    sid = SKILL_IDS[code]
    hs = hero_catalogue().heroes
    h = int(s.hero[b, seat])
    own = hs[h].skills if 0 <= h < len(hs) else []
    candidates = [own[slot]] if slot < len(own) else []
    candidates += [sk for hero in hs for sk in hero.skills]
    for sk in candidates:
        if sk.id == sid:
            return f"{skill_label(eng, seat, slot, b)} ({sk.kind}): {sk.text}"
    return f"{sid}: {SKILLS[sid].summary}"


def _skill_kind(eng: Engine, seat: int, slot: int, b: int = 0) -> str:
    """locked / triggered / active, read from the text of the skill."""
    kind = skill_text(eng, seat, slot, b).split(": ", 1)[0]
    return kind[kind.rfind("(") + 1 : -1] if kind.endswith(")") else "skill"


def seat_skills(eng: Engine, seat: int, b: int = 0) -> list[int]:
    """The skill slots of ``seat`` that hold a skill."""
    s = eng.state
    return [k for k in range(L.HERO_SKILLS) if int(s.skills[b, seat, k]) != 0]


def hero_text(hero: int) -> list[str]:
    """A hero of ``configs/heroes.yaml`` for reading: a header line, then one line per skill."""
    from qxs_env.rulesets.qxs.api import hero_catalogue

    h = hero_catalogue().heroes[hero]
    align = "good 善" if h.alignment == "good" else "evil 恶"
    lines = [f"{h.name} ({h.id}): hero, {h.colour}, HP {h.hp}, {align}, {h.gender}"]
    lines += [f"  {sk.name} ({sk.kind}): {sk.text}" for sk in h.skills]
    return lines


def seat_label(seat: int) -> str:
    return "nobody" if seat < 0 else f"seat {seat}"


def _top(eng: Engine, b: int) -> tuple[int, ...]:
    s = eng.state
    i = int(s.sp[b]) - 1
    return tuple(int(x) for x in s.stk[b, i]) if i >= 0 else (0,) * FL.FRAME


def _relative(rel: int, n: int) -> str:
    """Where the seat ``rel`` places later in turn order sits, the shorter way round."""
    if rel == 0:
        return "yourself"
    k, side = (rel, "after") if rel <= n - rel else (n - rel, "before")
    return f"{k} seat{'s' if k > 1 else ''} {side} you"


_OBS_DISTANCE = 18
"""Per-seat feature of the observation (``rulesets/qxs/obs.py``, the ``seats`` slice): the rules'
own distance from the observer to the seat, / 10 (lightness arts and skills included)."""


def distances(eng: Engine, viewer: int, b: int = 0) -> list[int]:
    """The distance (R-M2, with lightness arts and skills) from ``viewer`` to every seat, as the
    rules compute it (read from the viewer's observation); 0 for the viewer and the dead."""
    obs = eng.observe(viewer, b)
    n = eng.players
    out = []
    for p in range(n):
        sl = eng.layout.seat_slice((p - viewer) % n)
        out.append(round(float(obs[sl][_OBS_DISTANCE]) * 10))
    return out


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def discard_count(eng: Engine, b: int = 0) -> int:
    """How many cards the pending discard decision of game ``b`` still asks for, this one
    included (0 when the decision is not a discard). In the discard phase: the hand above the
    hand limit; for a card's effect (狮子吼): 1 + the further discards its frame keeps in
    ``FR_A5``, at most the hand."""
    s = eng.state
    fr = _top(eng, b)
    if fr[FL.FR_OP] != L.DEC_DISCARD:
        return 0
    p = fr[FL.FR_P]
    hand = int(s.hand_n[b, p])
    if fr[FL.FR_A0] < 0:
        return max(hand - hand_limit(eng, p, b), 1)
    i = int(s.sp[b]) - 2  # the frame of the card that asked
    more = int(s.stk[b, i, FL.FR_A5]) if i >= 0 else 0
    return max(min(1 + more, hand), 1)


def _skill_confirm(eng: Engine, b: int, p: int, slot: int, card: int) -> str:
    """A hero skill's yes/no question in words. The skill asks it, whatever card it shows: a
    card 五轮大转 turned over is kept or thrown away, even a card with a yes/no question of its
    own (阴阳和合散's "use it or recast it", issue 34)."""
    from qxs_env.rulesets.qxs.content.skills import SKILL_IDS

    sk = skill_label(eng, p, slot, b)
    if SKILL_IDS[int(eng.state.skills[b, p, slot])] == "reveal_take_colours" and card >= 0:
        return (
            f"seat {p}: keep {card_label(eng, card, b)} ({sk}: at most one card of each colour) "
            "(yes) or throw it away (pass)?"
        )
    return f"seat {p}: use your skill {sk}?"


def decision_to_string(eng: Engine, b: int = 0) -> str:
    """What the pending decision of game ``b`` asks, in words."""
    s = eng.state
    if s.done[b]:
        return "the game is over"
    fr = _top(eng, b)
    op, p, q, a0, a1 = fr[FL.FR_OP], fr[FL.FR_P], fr[FL.FR_Q], fr[FL.FR_A0], fr[FL.FR_A1]
    if op == L.DEC_PLAY:
        return f"seat {p}: play phase — use a card or end the phase"
    if op == L.DEC_HERO:
        offers = ", ".join(hero_label(eng, int(h)) for h in s.offer[b, p] if h >= 0)
        return f"seat {p}: choose your hero ({offers})"
    if op == L.DEC_SKILL:
        names = [skill_label(eng, p, k, b) for k in range(L.HERO_SKILLS) if (a0 >> k) & 1]
        return f"seat {p}: skills {', '.join(names)} may act now — choose one first, or pass"
    if op == L.DEC_TARGET:
        if a1 == L.PUR_SKILL_TARGET and fr[L.FR_SKILL] > 0:  # a hero skill's character
            sk = skill_label(eng, p, fr[L.FR_SKILL] - 1, b)
            optional = " (or pass)" if fr[FL.FR_A3] & L.SKT_PASS else ""
            return f"seat {p}: choose a character for {sk}{optional}"
        if a1 == L.PUR_SECOND:
            return f"seat {p}: choose the second target of {card_label(eng, a0)} (first: seat {q})"
        return f"seat {p}: choose a target for {card_label(eng, a0)}"
    if op == L.DEC_RESPOND:
        if a1 == L.PUR_DUEL:
            need = fr[FL.FR_A2]
            return (
                f"seat {p}: duel with seat {q} — play a move of power {need} or more, or pass "
                "and take the damage"
            )
        if a1 == L.PUR_FORCED:
            return (
                f"seat {p}: {card_label(eng, a0)} — attack seat {q} with a move card, or pass "
                "and give up your internal art"
            )
        what = "defend against" if a1 == L.PUR_ATTACK else "answer"
        return f"seat {p}: {what} {card_label(eng, a0)} from seat {q} with a move card, or pass"
    if op == FL.DEC_CANCEL:
        return f"seat {p}: cancel {card_label(eng, a0)} aimed at seat {q}, or pass"
    if op == FL.DEC_RESCUE:
        return f"seat {p}: seat {q} is dying — rescue, or pass"
    if op == L.DEC_DISCARD:
        n = discard_count(eng, b)
        if a0 >= 0:  # a card's effect (狮子吼) makes p discard
            return (
                f"seat {p}: {card_label(eng, a0, b)} makes you discard {_cards(n)} of your "
                "choice — choose one"
            )
        steps = ", one at a time" if n > 1 else ""
        return (
            f"seat {p}: discard phase — discard {_cards(n)}{steps} (hand {int(s.hand_n[b, p])}, "
            f"hand limit {hand_limit(eng, p, b)})"
        )
    if op == L.DEC_PICK:
        verb = "take" if a1 == L.PUR_TAKE else "discard"
        return f"seat {p}: choose a card of seat {q} to {verb}"
    if op == L.DEC_CONFIRM:
        face = (
            eng.catalogue.faces[int(eng.tables.card_face[a0])] if 0 <= a0 < FL.MAX_CARDS else None
        )
        if a1 == L.PUR_ARRANGE:  # 通天
            return (
                f"seat {p}: put {card_label(eng, a0, b)} back on top of the draw pile (yes) or "
                "at the bottom (pass)?"
            )
        if fr[L.FR_SKILL] > 0:  # the skill's question, whatever card it shows
            return _skill_confirm(eng, b, p, fr[L.FR_SKILL] - 1, a0)
        if face is not None and face.effect.id == "link_pair":
            what = card_label(eng, a0)
            return f"seat {p}: use {what} on two characters (yes) or recast it (pass)?"
        return f"seat {p}: use the effect of {card_label(eng, a0)}?"
    if op == L.DEC_HAND and a1 == L.PUR_ARRANGE and fr[L.FR_SKILL] > 0:
        from qxs_env.rulesets.qxs.content.skills import SKILL_IDS

        slot = fr[L.FR_SKILL] - 1
        if SKILL_IDS[int(s.skills[b, p, slot])] in ("change_hero_colour", "treasure_cards"):
            sk = skill_label(eng, p, slot, b)  # 变脸, 搜罗至宝
            return f"seat {p}: choose which of the cards drawn to set beside your hero ({sk})"
    if op == L.DEC_HAND and a1 == L.PUR_ARRANGE:  # 通天
        return f"seat {p}: choose which of the cards you look at goes back next"
    if op == L.DEC_HAND and a1 == L.PUR_NAME_FACE:
        sk = skill_label(eng, p, fr[L.FR_SKILL] - 1, b) if fr[L.FR_SKILL] > 0 else "a skill"
        return f"seat {p}: name the card {card_label(eng, a0)} becomes ({sk})"
    if op == L.DEC_HAND and a1 == L.PUR_STORED:
        sk = skill_label(eng, p, fr[L.FR_SKILL] - 1, b) if fr[L.FR_SKILL] > 0 else "a skill"
        return f"seat {p}: choose one of your set-aside cards for {sk}"
    if op == L.DEC_HAND and fr[L.FR_SKILL] > 0:
        return f"seat {p}: choose a hand card for {skill_label(eng, p, fr[L.FR_SKILL] - 1, b)}"
    if op == L.DEC_HAND:
        return f"seat {p}: choose a hand card for {card_label(eng, a0)}"
    if op == L.DEC_COLOUR and a1 == L.PUR_TULONG:
        return f"seat {p}: choose the option of {card_label(eng, a0)}"
    if op == L.DEC_COLOUR:
        return f"seat {p}: name the colour of the move made with {card_label(eng, a0)}"
    return f"seat {p}: decision {op}"


def action_to_string(eng: Engine, action: int, b: int = 0) -> str:
    """One action id in words, in the context of game ``b``'s pending decision."""
    o = eng.offsets
    a = int(action)
    if not 0 <= a < eng.n_actions:
        return f"out of range (0..{eng.n_actions - 1})"
    fr = _top(eng, b)
    op, p, q = fr[FL.FR_OP], fr[FL.FR_P], fr[FL.FR_Q]
    n = eng.players
    if a < o["seat"]:
        verb = {
            L.DEC_PLAY: "use",
            L.DEC_RESPOND: "play",
            FL.DEC_CANCEL: "cancel with",
            FL.DEC_RESCUE: "rescue with",
            L.DEC_DISCARD: "discard",
            L.DEC_HAND: "choose" if fr[FL.FR_A1] == L.PUR_ARRANGE else "give",
        }.get(op, "card")
        if op == L.DEC_HAND and fr[FL.FR_A1] == L.PUR_NAME_FACE:
            verb = "name"
        return f"{verb} {type_label(eng, a)}"
    if a < o["pick"]:
        rel = a - o["seat"]
        return f"target seat {(p + rel) % n} ({_relative(rel, n)})"
    if a < o["judge"]:
        k = a - o["pick"]
        if op == L.DEC_HERO:
            return f"take the hero {hero_summary(int(eng.state.offer[b, p, k]))}"
        if k == 0:
            return f"a hidden hand card of seat {q}"
        c = int(eng.state["equip"][b, q, k - 1]) if q >= 0 else -1
        return f"the {SLOT_NAMES[k - 1]} card of seat {q}: {card_label(eng, c)}"
    if a < o["colour"]:
        k = a - o["judge"]
        c = int(eng.state["judge"][b, q, k]) if q >= 0 and k < eng.state["judge"].shape[2] else -1
        return f"judgement-area card {k} of seat {q}: {card_label(eng, c)}"
    if a < o["skill"]:
        if op == L.DEC_COLOUR and fr[FL.FR_A1] == L.PUR_TULONG:
            options = ("an extra turn", "1 red damage to a character", "summon 玄铁剑")
            return options[min(a - o["colour"], 2)]
        return f"name the colour {COLOUR_NAMES[a - o['colour']]}"
    if a < o["pass"]:
        k = a - o["skill"]
        if k < 4 and p >= 0:
            c = int(eng.state.equip[b, p, k])
            return f"use the skill of {card_label(eng, c)} ({SLOT_NAMES[k]})"
        return f"use the hero skill {skill_label(eng, p, k - 4, b)}"
    if a == o["pass"]:
        return "end the play phase" if op == L.DEC_PLAY else "pass"
    return "yes"


def event_to_string(eng: Engine, ev: tuple[int, ...], b: int = 0) -> str:
    """One engine event (``layout.EV_*`` row) in words."""
    k, x0, x1, x2, x3, x4 = ev
    if k == L.EV_TURN:
        return f"— turn {x1}: seat {x0} —"
    if k == FL.EV_PHASE_SKIP:
        return f"seat {x0} skips its {FL.PHASE_NAMES[x1]} phase"
    if k == L.EV_SKIP_TURN:
        return f"seat {x0} is face down and skips this turn"
    if k == FL.EV_DRAW:
        return f"seat {x0} draws {x1} card{'s' if x1 != 1 else ''}"
    if k == L.EV_USE:
        tgt = "" if x2 < 0 or x2 == x0 else f" on seat {x2}"
        if x3 >= 0:  # a second target (暗器: the victim; 阴阳和合散: the other character)
            tgt = f" on seats {x2} and {x3}"
        return f"seat {x0} uses {card_label(eng, x1, b)}{tgt}"
    if k == L.EV_RESPOND:
        return f"seat {x0} answers seat {x2} with {card_label(eng, x1, b)}"
    if k == L.EV_PASS:
        return f"seat {x0} passes ({L.DECISION_NAMES[x1 - FL.DEC_BASE]})"
    if k == L.EV_CLASH:
        return f"clash: seat {x0} power {x2} against seat {x1} power {x3}"
    if k == L.EV_BLOCK:
        how = "" if x1 < 0 else f" by {face_label(eng, x1)}"
        return f"seat {x0} blocks the attack{how}"
    if k == L.EV_DAMAGE:
        col = "" if x3 < 0 else f" {COLOUR_NAMES[x3]}"
        src = "" if x0 < 0 else f" from seat {x0}"
        linked = " (passed on by the 和合 link)" if x4 else ""
        return f"seat {x1} takes {x2}{col} damage{src}{linked}"
    if k == L.EV_PREVENT:
        how = "being face down" if x2 < 0 else face_label(eng, x2)
        return f"seat {x0} is spared {x1} damage by {how}"
    if k == L.EV_HEAL:
        by = "" if x2 == x0 else f" (by seat {x2})"
        return f"seat {x0} recovers {x1} HP{by}"
    if k == L.EV_DYING:
        return f"seat {x0} is dying"
    if k == L.EV_DEATH:
        by = "" if x1 < 0 else f", killed by seat {x1}"
        if x2 < 0:  # a skill keeps the identity hidden (金花婆婆)
            return f"seat {x0} dies{by}; its identity stays hidden"
        return f"seat {x0} dies{by}: it was {IDENTITY_NAMES[x2]}"
    if k == L.EV_REVEAL:
        return f"seat {x0}'s hidden identity is revealed: it was {IDENTITY_NAMES[x1]}"
    if k == L.EV_JUDGE:
        col = "nothing (no cards left)" if x2 < 0 else COLOUR_NAMES[x2]
        return f"judgement for seat {x0}: {card_label(eng, x1, b)} → {col}"
    if k == L.EV_DISCARD:
        return f"seat {x0} discards {card_label(eng, x1, b)}"
    if k == L.EV_EQUIP:
        return f"seat {x0} equips {card_label(eng, x1, b)} ({SLOT_NAMES[x2]})"
    if k == L.EV_CANCEL:
        what = f"{card_label(eng, x1, b)} against {card_label(eng, x2, b)}"
        return f"seat {x0} plays {what} (for seat {x3})"
    if k == L.EV_TAKE:
        if x2 < 0:
            return f"seat {x0} receives {card_label(eng, x1, b)}"
        return f"seat {x0} takes a card from seat {x2}"
    if k == FL.EV_RESHUFFLE:
        return f"the discard pile is shuffled into a new draw pile ({x0} cards)"
    if k == L.EV_REWARD:
        return f"seat {x0} draws {x1} cards as a reward"
    if k == L.EV_PENALTY:
        return f"seat {x0} killed an ally and discards its hand and equipment"
    if k == L.EV_FACE_DOWN:
        return f"seat {x0} turns {'face down' if x1 else 'face up'}"
    if k == L.EV_CONVERT:
        if x3 == 0:
            return f"seat {x0} makes {card_label(eng, x1, b)} without a card"
        cards = "1 hand card" if x3 == 1 else f"{x3} hand cards"
        return f"seat {x0} makes {card_label(eng, x1, b)} from {cards}"
    if k == L.EV_HP_LOSS:
        return f"seat {x0} loses {x1} HP"
    if k == L.EV_PLACE:
        return f"{card_label(eng, x1, b)} is placed in seat {x0}'s judgement area"
    if k == L.EV_RECAST:
        return f"seat {x0} recasts {card_label(eng, x1, b)}"
    if k == L.EV_STATUS:
        name = L.STATUS_NAMES[x1] if 0 <= x1 < len(L.STATUS_NAMES) else f"status {x1}"
        by = "" if x3 < 0 or x3 == x0 else f" (by seat {x3})"
        return f"seat {x0} {'gains' if x2 else 'loses'} {name}{by}"
    if k == L.EV_HERO:
        return f"seat {x0} is the hero {hero_label(eng, x1)}"
    if k == L.EV_SKILL:
        on = "" if x3 < 0 else f" (seat {x3})"
        return f"seat {x0} uses its skill {skill_label(eng, x0, x2, b)}{on}"
    if k == L.EV_GAME_OVER:
        if x1:
            return "the game is truncated (turn limit): no winner"
        names = [n for i, n in enumerate(IDENTITY_NAMES) if (x0 >> i) & 1]
        return "game over: " + " and ".join(names) + " win"
    return f"event {k} {ev[1:]}"


def events(eng: Engine, b: int = 0) -> list[str]:
    """Events since the last decision of game ``b``, in words (private draws stay anonymous)."""
    s = eng.state
    n = min(int(s.ev_n[b]), FL.EV_MAX)
    return [event_to_string(eng, tuple(int(x) for x in s.ev[b, i]), b) for i in range(n)]


def render_table(eng: Engine, b: int = 0, viewer: int | None = None) -> str:
    """A readable table of game ``b``; hidden information is shown only for ``viewer``
    (``None``: everything, for debugging)."""
    s = eng.state
    lines = []
    lines.append(
        f"turn {int(s.turn[b])}, seat {int(s.cur[b])} to play; draw pile {int(s.n_draw[b])}, "
        f"discard pile {int(s.n_disc[b])}"
    )
    dist = distances(eng, viewer, b) if viewer is not None and s.alive[b, viewer] else None
    for p in range(eng.players):
        known = viewer is None or viewer == p or bool(s.revealed[b, p])
        ident = IDENTITY_NAMES[int(s.ident[b, p])] if known else "?"
        status = "dead" if not s.alive[b, p] else f"HP {int(s.hp[b, p])}/{int(s.maxhp[b, p])}"
        flags = []
        if s.face_down[b, p]:
            flags.append("face down")
        if s.dying[b, p]:
            flags.append("dying")
        eq = [card_label(eng, int(c), b) for c in s.equip[b, p] if c >= 0]
        jd = [card_label(eng, int(s.judge[b, p, i]), b) for i in range(int(s.judge_n[b, p]))]
        line = f"{'>' if p == int(s.cur[b]) else ' '} seat {p} {ident:<12} {status:<9}"
        line += f" hand {int(s.hand_n[b, p])}"
        if dist is not None and dist[p] > 0:
            line += f", distance {dist[p]}"
        stored = int(((s.zone[b] == FL.Z_STORE) & (s.owner[b] == p)).sum())
        if stored:  # set aside by a skill (六合童子's page boys): only the number is public
            line += f", {stored} set aside"
        h = int(s.hero[b, p])
        if h >= 0 and (s.hero_up[b, p] or viewer is None or viewer == p):
            line += f" | {hero_label(eng, h)}"
        if eq:
            line += " | equip: " + ", ".join(eq)
        if jd:
            line += " | judgement: " + ", ".join(jd)
        if flags:
            line += " | " + ", ".join(flags)
        if p == viewer:
            line += "  <- you"
        lines.append(line)
    if viewer is not None:  # the viewer's own hero and hand, below the seats
        p = viewer
        h = int(s.hero[b, p])
        if h >= 0:
            skills = ", ".join(
                f"{skill_label(eng, p, k, b)} ({_skill_kind(eng, p, k, b)})"
                for k in seat_skills(eng, p, b)
            )
            lines.append(f"your hero: {hero_label(eng, h)}; skills: {skills or 'none'}")
        hand = [card_label(eng, int(s.hand[b, p, i])) for i in range(int(s.hand_n[b, p]))]
        limit = f", hand limit {hand_limit(eng, p, b)}" if s.alive[b, p] else ""
        lines.append(f"your hand ({_cards(len(hand))}{limit}):" + ("" if hand else " -"))
        lines += [f"    {c}" for c in hand]
    if s.done[b]:
        lines.append("game over: " + (", ".join(eng.winner_names(b)) or "no winner") + " win")
    else:
        lines.append("now: " + decision_to_string(eng, b))
    return "\n".join(lines)
