"""三国杀's words (the pending decision, the events, the table) and its descriptor in the ruleset
registry, :data:`RULESET` (name ``sanguosha``, env id ``sanguosha_v0``)."""

from __future__ import annotations

from typing import Any

from qxs_env.engine.batch_engine import encode_one_entry, one_game_entry
from qxs_env.engine.layout import (
    DEC_CANCEL,
    DEC_GIVE_TO,
    DEC_PLACE,
    DEC_REQUEST,
    DEC_RESCUE,
    DEC_SELECT,
    DEC_SHOWN,
    EV_DRAW,
    EV_MAX,
    EV_PHASE_SKIP,
    EV_RESHUFFLE,
    FR_A0,
    FR_A1,
    FR_OP,
    FR_P,
    FR_Q,
)
from qxs_env.engine.random_streams import episode_seed
from qxs_env.rulesets.registry import Ruleset

from . import framework as F
from . import layout as L
from .cards import cixiong, guanshi, qilin, qinglong
from .engine import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODES,
    SanguoshaConfig,
    SanguoshaEngine,
    card_words,
    identity_counts,
)
from .hidden_info import hidden_from, hidden_swaps
from .tables import card_set, hero_set


def hero_name(h: int) -> str:
    """Hero ``h`` (an index of ``layout.HERO_IDS``) by name."""
    return hero_set().heroes[h].name if 0 <= h < L.N_HEROES else f"hero {h}"


def skill_name(s: int) -> str:
    """Skill ``s`` (an index of ``layout.SKILL_IDS``) by name."""
    return hero_set().skills[s].name if 0 <= s < L.N_SKILLS else f"skill {s}"


def heroes_dealt(config: SanguoshaConfig) -> bool:
    """Whether games of ``config`` draft heroes (the record's ``hero`` field is then filled)."""
    return config.heroes != "off"


def hero_names() -> list[tuple[str, str]]:
    """(id, name) of every hero by index (``configs/sanguosha/heroes.yaml``)."""
    return [(h.id, h.name) for h in hero_set().heroes]


def hero_groups() -> dict[str, tuple[str, ...]]:
    """The lab's groups of heroes: each hero's kingdom (wei, shu, wu, qun), by hero index."""
    return {"kingdom": tuple(h.kingdom for h in hero_set().heroes)}


def decision_to_string(eng: SanguoshaEngine, b: int = 0) -> str:
    """What the pending decision of game ``b`` asks, in words."""
    st = eng.state
    if st.done[b]:
        return "the game is over"
    frame = st.stk[b, int(st.sp[b]) - 1]
    op, p, q = int(frame[FR_OP]), int(frame[FR_P]), int(frame[FR_Q])
    tb = eng.tba[0]
    if op == L.DEC_PLAY:
        return f"seat {p}: use a card, or pass to end the play phase"
    if op == L.DEC_TARGET:
        return f"seat {p}: choose the target of {card_words(tb, int(frame[FR_A0]))}"
    if op == L.DEC_DISCARD:
        return f"seat {p}: discard a card (down to {max(int(st.hp[b, p]), 0)})"
    if op == L.DEC_PICK:
        return f"seat {p}: pick a card of seat {q} for {card_words(tb, int(frame[FR_A0]))}"
    if op == DEC_REQUEST:
        asked = "殺" if int(frame[FR_A0]) == L.ASK_SHA else "閃"
        card = card_words(tb, int(frame[FR_A1]))
        return f"seat {p}: play a {asked} against {card} of seat {q}, or pass"
    if op == DEC_CANCEL:
        return (
            f"seat {p}: use 無懈可擊 against {card_words(tb, int(frame[FR_A0]))} aimed at seat {q},"
            " or pass"
        )
    if op == DEC_RESCUE:
        return f"seat {p}: save dying seat {q} with a 桃, or pass"
    if op == L.DEC_ARMOUR:
        return f"seat {p}: judge with 八卦陣 for the 閃 seat {q} asks (yes), or pass"
    if op == L.DEC_HERO:
        names = ", ".join(hero_name(int(h)) for h in st.offer[b, p, : int(st.offer_n[b, p])])
        return f"seat {p}: pick a hero ({names})"
    if op == L.DEC_SKILL_YES:
        return f"seat {p}: use {skill_name(int(frame[FR_A0]))} (yes), or pass"
    if op == L.DEC_SKILL_TARGET:
        return f"seat {p}: choose a seat for {skill_name(int(frame[FR_A0]))}, or pass"
    if op == L.DEC_SKILL_PICK:
        return f"seat {p}: take a card of seat {q} for {skill_name(int(frame[FR_A0]))}"
    if op == L.DEC_SUIT:
        return f"seat {p}: name a suit for {skill_name(int(frame[FR_A0]))} of seat {q}"
    if op == L.DEC_WEAPON:
        weapon = card_words(tb, int(frame[FR_A0]))
        return f"seat {p}: answer the power of {weapon} (seat {q}): {_weapon_question(eng, b)}"
    if op == L.DEC_MORE_TARGETS:
        return f"seat {p}: aim {card_words(tb, int(frame[FR_A0]))} at one more seat, or pass"
    if op == DEC_SELECT:
        return f"seat {p}: {_select_question(int(frame[FR_A0]))}"
    if op == DEC_GIVE_TO:
        return f"seat {p}: choose the seat that receives {card_words(tb, int(frame[FR_A0]))}"
    if op == DEC_SHOWN:
        shown = ", ".join(card_words(tb, int(c)) for c in st.shown[b, : int(st.shown_n[b])])
        if q < 0:  # 觀星's cards, seen by the arranging seat alone
            return f"seat {p}: choose the next card to put back for 觀星 ({shown})"
        return f"seat {p}: take one of the cards shown by 五穀豐登 ({shown})"
    if op == DEC_PLACE:
        card = card_words(tb, int(frame[FR_A0]))
        return f"seat {p}: put {card} on top of the draw pile or at its bottom (觀星)"
    if op == L.DEC_VICTIM:
        return f"seat {p}: name the seat that seat {q} must attack for 借刀殺人"
    if op == L.DEC_BORROWED_SHA:
        return (
            f"seat {p}: use a 殺 on seat {q} for 借刀殺人 of seat {int(frame[FR_A1])}, or pass "
            "and give it your weapon"
        )
    return f"seat {p}: decision {op}"


SELECT_QUESTIONS = {
    L.PURPOSE_ZHIHENG: "choose a hand card to discard for 制衡 (then draw as many), or done",
    L.PURPOSE_RENDE: "choose a hand card to give away for 仁德, or done",
    L.PURPOSE_YIJI: "choose one of the two cards drawn by 遺計 to give, or done",
    L.PURPOSE_GANGLIE: "choose a hand card to discard for 剛烈 (two in all)",
    L.PURPOSE_QINGNANG: "choose the hand card to discard for 青囊",
    L.PURPOSE_JIEYIN: "choose a hand card to discard for 結姻 (two in all)",
    L.PURPOSE_GUICAI: "choose a hand card to replace the judgement card with 鬼才, or done",
    L.PURPOSE_LIULI: "choose the card to discard for 流離",
    L.PURPOSE_LIJIAN: "choose the card to discard for 離間",
    L.PURPOSE_WUSHENG: "choose the red card to use as a 殺 (武聖)",
    L.PURPOSE_LONGDAN: "choose the 閃 to use as a 殺 (龍膽)",
    L.PURPOSE_QIXI: "choose the black card to use as a 過河拆橋 (奇襲)",
}
"""What a ``DEC_SELECT`` asks, by its purpose (``FR_A0``); 丈八蛇矛's is the default."""


def _select_question(purpose: int) -> str:
    """What a ``DEC_SELECT`` of ``purpose`` asks, in words."""
    return SELECT_QUESTIONS.get(purpose, "choose a hand card for the 殺 of 丈八蛇矛")


def _weapon_question(eng: SanguoshaEngine, b: int) -> str:
    """What the pending ``DEC_WEAPON`` of game ``b`` asks, by the weapon's face."""
    frame = eng.state.stk[b, int(eng.state.sp[b]) - 1]
    face = L.FACE_IDS[int(eng.tba[0]["card_face"][int(frame[FR_A0])])]
    ask = int(frame[FR_A1])
    return {
        ("cixiong", cixiong.ASK_USE): "use it (yes) or pass",
        ("cixiong", cixiong.ASK_DISCARD): "discard a hand card, or pass to let the owner draw 1",
        ("guanshi", guanshi.ASK_FIRST): "discard a first card to make the 殺 hit, or pass",
        ("guanshi", guanshi.ASK_SECOND): "discard a second card",
        ("qinglong", qinglong.ASK_FOLLOW_UP): "use one more 殺 on the same seat, or pass",
        ("qilin", qilin.ASK_HORSE): "discard one of the seat's horses, or pass",
    }.get((face, ask), f"question {ask}")


_EVENTS = {
    L.EV_TURN: "seat {0}'s turn {1}",
    L.EV_USE: "seat {0} uses {card1}",
    L.EV_TARGET: "seat {0} aims {card2} at seat {1}",
    L.EV_PLAYED: "seat {0} plays {card1}",
    L.EV_DAMAGE: "seat {0} takes {1} damage from seat {2} ({3} HP left)",
    L.EV_HEAL: "seat {0} heals {1} ({2} HP)",
    L.EV_DYING: "seat {0} is dying",
    L.EV_DEATH: "seat {0} dies: it was the {ident1} (killer: seat {2})",
    L.EV_DISCARD: "seat {0} discards {card1}",
    L.EV_CANCELLED: "{card1} is cancelled for seat {0}",
    L.EV_WUXIE: "seat {0} uses {card1} for seat {2}",
    L.EV_RESCUE: "seat {0} saves seat {1} with {card2}",
    L.EV_TAKEN: "seat {0} takes a card of seat {1}",
    L.EV_DISMANTLED: "seat {0} discards {card2} of seat {1}",
    L.EV_REWARD: "seat {0} draws {1} for killing a rebel",
    L.EV_PENALTY: "the lord, seat {0}, discards {1} cards for killing a loyalist",
    L.EV_DRAWN_GAME: "both piles are empty: the game ends in a draw",
    L.EV_SHOWN: "seat {0}'s 五穀豐登 shows {card1}",
    L.EV_TAKES_SHOWN: "seat {0} takes {card1}",
    L.EV_EQUIP: "seat {0} equips {card1}",
    L.EV_JUDGE: "seat {0}'s judgement turns over {card1}",
    L.EV_ARMOUR_DODGE: "seat {0}'s 八卦陣 gives a 閃",
    L.EV_SHIELDED: "seat {0}'s 仁王盾 stops {card1}",
    L.EV_HERO: "seat {0} plays {hero1}",
    L.EV_SKILL: "seat {0} uses {skill1}",
    L.EV_LOSE_HP: "seat {0} loses {1} HP ({2} HP left)",
    L.EV_GIVEN: "seat {0} gives a card to seat {1}",
    L.EV_ARRANGED: "seat {0} puts a card {place1} the draw pile",
    L.EV_SHOWS: "seat {0} takes and shows {card1}",
    L.EV_TAKEN_BY_SKILL: "seat {0} takes a card of seat {1} ({skill4})",
    L.EV_PLACED: "seat {0} places {card2} before seat {1}",
    L.EV_PASSED_ON: "{card2} moves on from seat {0} to seat {1}",
    L.EV_DELAYED_HIT: "seat {0}'s {card1} takes effect ({card2} judged)",
    L.EV_DELAYED_MISSED: "seat {0}'s {card1} misses ({card2} judged)",
    L.EV_VICTIM: "seat {0} names seat {1} as the victim of {card2}",
    L.EV_WEAPON_GIVEN: "seat {0} gives its weapon {card2} to seat {1}",
    L.EV_WEAPON: "seat {0} uses the power of {card1} (seat {2})",
    L.EV_CONVERTED: "seat {0} makes a 殺 of {card2} and {card3}",
    EV_DRAW: "seat {0} draws {1}",
    EV_PHASE_SKIP: "seat {0} skips phase {1}",
    EV_RESHUFFLE: "the discard pile is shuffled into a draw pile of {0}",
}


def events(eng: SanguoshaEngine, b: int = 0) -> list[str]:
    """The public events since the last decision of game ``b``, in words (a card taken from a
    hand by 順手牽羊 is not named: only the two seats saw it)."""
    st = eng.state
    tb = eng.tba[0]
    out = []
    for i in range(min(int(st.ev_n[b]), EV_MAX)):
        kind, x0, x1, x2, x3, x4 = (int(v) for v in st.ev[b, i, :6])
        text = _EVENTS.get(kind, "event {kind}: {0} {1} {2}")
        ident = L.IDENTITY_NAMES[x1] if 0 <= x1 < L.N_IDENTITIES else "?"
        out.append(
            text.format(
                x0,
                x1,
                x2,
                x3,
                kind=kind,
                card1=card_words(tb, x1),
                card2=card_words(tb, x2),
                card3=card_words(tb, x3),
                ident1=ident,
                hero1=hero_name(x1),
                skill1=skill_name(x1),
                skill4=skill_name(x4),
                place1="at the bottom of" if x1 else "on top of",
            )
        )
    return out


def render_table(eng: SanguoshaEngine, b: int = 0, viewer: int | None = None) -> str:
    """The table of game ``b`` as ``viewer`` sees it (``None``: everything), and below it what
    the seat to act is asked (``now:``) when the viewer is that seat (or everything is shown:
    another seat's question may name cards the viewer may not see, 觀星's)."""
    st = eng.state
    tb = eng.tba[0]
    lines = [
        f"turn {int(st.turn[b])}, draw pile {int(st.n_draw[b])}, discard pile {int(st.n_disc[b])}"
    ]
    for p in range(eng.players):
        known = viewer is None or viewer == p or bool(st.revealed[b, p])
        ident = L.IDENTITY_NAMES[int(st.ident[b, p])] if known else "?"
        if int(st.hero[b, p]) >= 0 and (known or not st.drafting[b] or viewer == p):
            ident = f"{ident} {hero_name(int(st.hero[b, p]))}"
        hp = f"HP {int(st.hp[b, p])}/{int(st.max_hp[b, p])}" if st.alive[b, p] else "dead"
        hand = [int(c) for c in st.hand[b, p, : int(st.hand_n[b, p])]]
        shown = (
            ", ".join(card_words(tb, c) for c in sorted(hand))
            if viewer is None or viewer == p
            else f"{len(hand)} card{'' if len(hand) == 1 else 's'}"
        )
        mark = ">" if p == int(st.actor[b]) else " "
        gear = [card_words(tb, int(c)) for c in st.equip[b, p] if c >= 0]
        worn = f" [{', '.join(gear)}]" if gear else ""
        area = [area_words(st, b, tb, int(c)) for c in st.judge[b, p, : int(st.judge_n[b, p])]]
        worn += f" (to judge: {', '.join(area)})" if area else ""
        lines.append(f"{mark} seat {p} {ident:<8} {hp:<9}{worn} {shown}")
    if not st.done[b] and (viewer is None or viewer == int(st.actor[b])):
        lines.append("now: " + decision_to_string(eng, b))
    return "\n".join(lines)


def area_words(st: Any, b: int, tb: Any, c: int) -> str:
    """Card ``c`` of a judgement area in words, with the delayed trick it counts as when a
    skill made it one (國色's diamond card: ``閃 ♦2 as 樂不思蜀``)."""
    words = card_words(tb, c)
    as_face = int(st.jface[b, c]) - 1
    if as_face >= 0:
        words += f" as {card_set().faces[as_face].name}"
    return words


def heuristic_policy(config: SanguoshaConfig | None = None) -> Any:
    """The lab's ``heuristic``: ``agents.sanguosha_heuristic.HeuristicPolicy`` (imported only
    when asked for, so the ruleset loads without the agents package)."""
    import importlib

    return importlib.import_module("agents.sanguosha_heuristic").heuristic_policy(config)


def terminal() -> Any:
    """三国杀's texts for ``qxs play`` (:mod:`.terminal`), imported on first use."""
    from . import terminal as module

    return module


def fuzz_slice() -> Any:
    """三国杀's compiled fuzz loop (:mod:`.fuzz_slice`), imported on first use."""
    from . import fuzz_slice as module

    return module


def fuzz_axes() -> Any:
    """三国杀's own axes of the fuzz sweep (:mod:`.fuzz_axes`: decks, heroes)."""
    from . import fuzz_axes as module

    return module


RULESET = Ruleset(
    name="sanguosha",
    title="三国杀 (Sanguosha), standard identity mode",
    config_class=SanguoshaConfig,
    engine_class=SanguoshaEngine,
    identity_names=L.IDENTITY_NAMES,
    identity_counts=identity_counts,
    modes=MODES,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    decision_to_string=decision_to_string,
    render_table=render_table,
    events=events,
    one_game_entry=one_game_entry,
    encode_one_entry=encode_one_entry,
    vec_step=F.vec_step,
    episode_seed=episode_seed,
    env_id="sanguosha_v0",
    aliases=("sgs",),
    small_config={"players": 5, "auto_forced": False},
    identity_labels=L.IDENTITY_LABELS,
    leader_identity=L.LORD,
    lab_columns=("deck", "heroes"),
    heroes_dealt=heroes_dealt,
    hero_names=hero_names,
    hero_groups=hero_groups,
    play_random_games=F.play_random_games,
    sides=((L.LORD, L.LOYALIST), (L.REBEL,), (L.RENEGADE,)),
    hidden_from=hidden_from,
    hidden_swaps=hidden_swaps,
    fuzz_slice=fuzz_slice,
    fuzz_axes=fuzz_axes,
    policies={"heuristic": heuristic_policy},
    terminal=terminal,
    agent_modules=("agents.sanguosha_heuristic", "agents.sanguosha_audit"),
    audit="agents.sanguosha_audit:audit",
)
