"""The toy game's words (the pending decision, the events, the table) and its descriptor in the
ruleset registry, :data:`RULESET` (name ``toy``), registered by the tests
(``registry.register(RULESET)``)."""

from __future__ import annotations

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
    EV_RESHUFFLE,
    FR_A0,
    FR_OP,
    FR_P,
    FR_Q,
)
from qxs_env.rulesets.registry import Ruleset

from . import batch as B
from . import content as K
from .engine import MODES, ToyConfig, ToyEngine, identity_counts


def decision_to_string(eng: ToyEngine, b: int = 0) -> str:
    """What the pending decision of game ``b`` asks, in words."""
    st = eng.state
    if st.done[b]:
        return "the game is over"
    frame = st.stk[b, int(st.sp[b]) - 1]
    op, p, q = int(frame[FR_OP]), int(frame[FR_P]), int(frame[FR_Q])
    card = int(frame[FR_A0])
    face = K.FACE_NAMES[int(eng.tba[0]["card_face"][card])] if card >= 0 else "card"
    if op == K.DEC_PLAY:
        return f"seat {p}: play a card, or pass to end the play"
    if op == K.DEC_TARGET:
        return f"seat {p}: choose the target of the {face}"
    if op == DEC_REQUEST:
        return f"seat {p}: asked by seat {q} for a dodge, or pass"
    if op == DEC_CANCEL:
        return f"seat {p}: negate the {face} aimed at seat {q}, or pass"
    if op == DEC_SHOWN:
        return f"seat {p}: take one of the {int(st.shown_n[b])} cards turned over"
    if op == DEC_PLACE:
        return f"seat {p}: put the card on top of the draw pile or at its bottom"
    if op == DEC_SELECT:
        return f"seat {p}: choose a hand card, or done"
    if op == DEC_GIVE_TO:
        return f"seat {p}: choose the seat that receives the card"
    if op == DEC_RESCUE:
        return f"seat {p}: rescue dying seat {q} with a heal, or pass"
    if op == K.DEC_DISCARD:
        return f"seat {p}: discard a card (down to {int(st.hp[b, p])})"
    return f"seat {p}: decision {op}"


_EVENTS = {
    K.EV_TURN: "seat {0}'s turn",
    K.EV_PLAY: "seat {0} plays a {face1}",
    K.EV_TARGET: "seat {0} aims its card at seat {1}",
    K.EV_DAMAGE: "seat {0} takes damage ({1} HP left)",
    K.EV_DEATH: "seat {0} dies: it was {ident1}",
    K.EV_DISCARD: "seat {0} discards a {face1}",
    K.EV_ANSWER: "seat {0} answers with a {face1}",
    K.EV_JUDGE: "seat {0}'s judgement turns over card {1}",
    K.EV_CANCELLED: "the {face1} is negated for seat {0}",
    K.EV_SHOWN: "{0} cards are turned over",
    K.EV_TAKEN: "seat {0} takes card {1}",
    K.EV_GIVEN: "seat {0} gives a card to seat {1}",
    K.EV_TRADED: "seat {0} discards {1} cards and draws as many",
    K.EV_PLACED: "seat {0} puts a card back (0: on top, 1: at the bottom: {1})",
    EV_DRAW: "seat {0} draws {1}",
    EV_RESHUFFLE: "the discard pile is shuffled into a draw pile of {0}",
}


def events(eng: ToyEngine, b: int = 0) -> list[str]:
    """The events since the last decision of game ``b``, in words."""
    st = eng.state
    out = []
    for i in range(min(int(st.ev_n[b]), EV_MAX)):
        kind, x0, x1 = (int(v) for v in st.ev[b, i, :3])
        text = _EVENTS.get(kind, "event {kind}: {0} {1}")
        face = K.FACE_NAMES[x1] if 0 <= x1 < K.N_FACES else "?"
        ident = K.IDENTITY_NAMES[x1] if 0 <= x1 < len(K.IDENTITY_NAMES) else "?"
        out.append(text.format(x0, x1, kind=kind, face1=face, ident1=ident))
    return out


def render_table(eng: ToyEngine, b: int = 0, viewer: int | None = None) -> str:
    """The table of game ``b`` as ``viewer`` sees it (``None``: everything)."""
    st = eng.state
    lines = [f"turn {int(st.turn[b])}, draw pile {int(st.n_draw[b])}, discard {int(st.n_disc[b])}"]
    faces = eng.tba[0]["card_face"]
    for p in range(eng.players):
        known = viewer is None or viewer == p or bool(st.revealed[b, p])
        ident = K.IDENTITY_NAMES[int(st.ident[b, p])] if known else "?"
        hp = f"HP {int(st.hp[b, p])}" if st.alive[b, p] else "dead"
        hand = [int(faces[c]) for c in st.hand[b, p, : int(st.hand_n[b, p])]]
        shown = (
            ", ".join(f"{hand.count(f)} {K.FACE_NAMES[f]}" for f in range(K.N_FACES))
            if viewer is None or viewer == p
            else f"{len(hand)} cards"
        )
        mark = ">" if p == int(st.actor[b]) else " "
        lines.append(f"{mark} seat {p} {ident:<7} {hp:<6} {shown}")
    return "\n".join(lines)


def hidden_from(engine: ToyEngine, b: int, s: int) -> tuple[list[int], list[int]]:
    """What seat ``s`` cannot know: the other living seats' hands (every card in a hand is
    hidden in the toy) and the identities that are not revealed (the leader's and the dead's
    are)."""
    g = engine.state[b]
    n = engine.players
    holders = [p for p in range(n) if p != s and g.alive[p] and g.hand_n[p] > 0]
    return holders, [p for p in range(n) if p != s and not g.revealed[p]]


RULESET = Ruleset(
    name="toy",
    title="Toy (a test game of strikes, dodges, negates and judgements)",
    config_class=ToyConfig,
    engine_class=ToyEngine,
    identity_names=K.IDENTITY_NAMES,
    identity_counts=identity_counts,
    modes=MODES,
    min_players=K.MIN_PLAYERS,
    max_players=K.MAX_SEATS,
    decision_to_string=decision_to_string,
    render_table=render_table,
    events=events,
    one_game_entry=one_game_entry,
    encode_one_entry=encode_one_entry,
    vec_step=B.vec_step,
    episode_seed=B.episode_seed,
    env_id="toy_v0",
    small_config={"players": 5, "auto_forced": False},
    hidden_from=hidden_from,
)
