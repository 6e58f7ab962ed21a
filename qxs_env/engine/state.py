"""The game state: one numpy structured array of B records, one record per game.

``state["hp"]`` is a batch-first (B, P) array view, and so is every other field, so the state is a
fixed set of batch-first arrays; ``state[b]`` is one game, which can be copied, saved or
compared on its own. The compiled engine receives a single record per game (one pointer, which
keeps numba's compile time low). Capacities are fixed (MAX_CARDS cards, MAX_ACTIONS action ids)
so every deck shares one compiled engine; boolean flags are stored as int8. Seats are absolute
(0..players-1; the turn passes from seat s to seat s+1, R-S6); observations re-order them
relative to the observer.

Fields (B games, P = MAX_PLAYERS seats, C = MAX_CARDS, D = STACK_DEPTH, A = MAX_ACTIONS,
K = HERO_SKILLS skill slots, O = DRAFT_OFFER heroes offered):

=============  ===================  ==========================================================
field          shape / dtype        meaning
=============  ===================  ==========================================================
rng            (B,) uint64          per-game splitmix64 generator state (all game randomness)
seed           (B,) int64           the seed this game was reset with
done           (B,) bool            game over (won or truncated)
truncated      (B,) bool            ended by the turn / decision limit, not by a win
broken         (B,) uint8           1 while apply_action / reset_game runs; stays 1 when the
                                    rules raised inside it (the game refuses every action with
                                    core.ERR_BROKEN until reset; rulesets.qxs.api.EngineError)
winners        (B,) int8            bitmask of winning identities (1 << LEADER, ...)
actor          (B,) int8            seat whose decision is pending, -1 when done
cur            (B,) int8            seat whose turn it is
turn           (B,) int32           turns started so far
ndec           (B,) int32           decisions taken by players so far
draw, n_draw   (B, C) int16, (B,)   draw pile, top at index n_draw - 1
disc, n_disc   (B, C) int16, (B,)   discard pile in the order cards arrived
zone, owner    (B, C) int8          zone (layout.Z_*) and owning seat (-1) of every card
hand, hand_n   (B, P, C) int16      each seat's hand (unordered) and its size
equip          (B, P, 4) int16      equipped card per slot (SLOT_*), -1 empty
judge, judge_n (B, P, J) int16      judgement area, in placement order
hp, maxhp      (B, P) int8          current and maximum HP
alive          (B, P) bool
ident          (B, P) int8          identity (constants.LEADER ...)
revealed       (B, P) bool          identity public (leader, and the dead)
dying          (B, P) bool          inside an open dying window (R-D1)
face_down      (B, P) bool          hero card turned face down (skips next turn, no damage)
linked         (B, P) bool          和合 status (阴阳和合散)
align          (B, P) int8          alignment 势力: 0 善 good, 1 恶 evil (layout.ALIGN_*)
gender         (B, P) int8          0 none (no hero), 1 male, 2 female (layout.GENDER_*)
hero           (B, P) int16         hero index (configs/heroes.yaml order), -1 none (heroes off)
hero_up        (B, P) int8          hero public (the leader's at once, the others' at the reveal)
skills         (B, P, K) int16      skill code per skill slot (content.skills.SKILL_*; 0 none)
sk_used        (B, P, K) int8       uses of each skill this turn (cleared at each turn start)
sk_tok         (B, P, K) int8       tokens / counters a skill keeps across turns
sk_param       (B, P, K, 6) int32   the numbers of each skill (from the hero's entry)
borrow         (B, P) int8          seat whose hero skills this seat borrows (冒名顶替), -1 none
sk_mark        (B, P) int16         seats marked by a seat's skill this turn (bitmask; 傲行天下)
offer          (B, P, O) int16      heroes offered to each seat in the draft (-1 none)
skill_dec      (B, F) int32         a decision frame set aside while an active hero skill used
                                    in it runs (put back afterwards: the decision is asked
                                    again); all zero when none
skip           (B, P) int8          bitmask of phases (layout.PH_*) to skip when next reached
pt             (B, P, N_PT) int8    per-turn counters (layout.PT_*), cleared at each turn start
hist           (B, P, P, N_HIST)    public history counters from-seat -> to-seat (layout.H_*)
stk, sp        (B, D, FRAME) int32  the decision stack and its pointer (see layout)
mask, n_legal  (B, A) int8          legal actions of the pending decision and their number
legal          (B, A) int16         the legal action ids, in the order found (first n_legal)
ev, ev_n       (B, EV_MAX, 6) int16 events since the last decision (layout.EV_*), for humans
vcard, vnext   (B, NV, VF) int16    virtual cards (layout.V_*) and the next row to use
cflag          (B, C) int16         per-card flags (layout.CF_*: a revealed 蛤蟆功, a stored
                                    card lying face up)
jface          (B, C) int16         1 + the face a card in a judgement area counts as (a
                                    delayed card made by a hero skill: 三尸脑神丹 from a white
                                    card); 0 for every other card
eq_lost        (B, P) int8          equipped cards that left each seat and were not yet
                                    announced (core.run fires TP_EQUIP_LOST once per card)
hand_lost      (B, P) int8          hand cards a holder of 多灾多难 lost outside its own turn,
                                    not yet announced (core.run fires TP_HAND_LOST once per
                                    card); hand_lost_n (B,) int16 is their total
qingxin        (B, P) int8          倾心 tokens each seat holds (林朝英's 玉女倾心 gives them)
thrown_n       (B,) int16           cards thrown away (cflag CF_THROWN) since the last
                                    TP_THROWN, while a holder of 自宫练剑 lives
knife_card     (B,) int16           借刀杀人: 1 + the move taken to attack with at once (0 none)
knife_src      (B,) int8            ... and the seat it was taken from (its damage's source)
heal_by        (B,) int16           bitmask of the seats that gave another character HP since
                                    the last step, while a holder of 寒阴箭 lives (core.run
                                    fires TP_HEALED once per seat)
concealed      (B, P) int8          a dead seat whose identity a skill keeps hidden (金花婆婆):
                                    not revealed until another blue identity is
lent_pt        (B, NPT) int8        the carrier's per-turn counters (pt) set aside while it
                                    carries out another seat's play phase (OP_LENT_PHASE)
lent_sku       (B, K) int8          ... and its skills' uses this turn (sk_used)
lent_mark      (B,) int16           ... and its sk_mark
helps          (B, P, P, N_HELP)    public counters of help and forced acts from-seat -> to-seat
                                    (layout.HL_*; qxs_env.rulesets.qxs.help_history)
=============  ===================  ==========================================================
"""

from __future__ import annotations

import hashlib
import io
import json
import struct
from typing import Any

import numpy as np

from qxs_env.constants import MAX_PLAYERS, N_SLOTS
from qxs_env.engine.layout import (
    DRAFT_OFFER,
    EV_FIELDS,
    EV_MAX,
    FRAME,
    HERO_SKILLS,
    JUDGE_AREA,
    MAX_ACTIONS,
    MAX_CARDS,
    MAX_FACES,
    MAX_HEROES,
    MAX_PARAMS,
    N_HELP,
    N_HIST,
    N_PT,
    NV,
    STACK_DEPTH,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    VF,
)

_DIMS = {
    "C": MAX_CARDS,
    "P": MAX_PLAYERS,
    "S": N_SLOTS,
    "J": JUDGE_AREA,
    "NPT": N_PT,
    "NH": N_HIST,
    "NHL": N_HELP,
    "D": STACK_DEPTH,
    "F": FRAME,
    "A": MAX_ACTIONS,
    "E": EV_MAX,
    "EF": EV_FIELDS,
    "NV": NV,
    "VF": VF,
    "K": HERO_SKILLS,
    "O": DRAFT_OFFER,
    "MP": MAX_PARAMS,
}

STATE_FIELDS: tuple[tuple[str, tuple[str, ...], type], ...] = (
    ("rng", (), np.uint64),
    ("seed", (), np.int64),
    ("done", (), np.bool_),
    ("truncated", (), np.bool_),
    ("broken", (), np.uint8),
    ("winners", (), np.int8),
    ("actor", (), np.int8),
    ("cur", (), np.int8),
    ("turn", (), np.int32),
    ("ndec", (), np.int32),
    ("draw", ("C",), np.int16),
    ("n_draw", (), np.int16),
    ("disc", ("C",), np.int16),
    ("n_disc", (), np.int16),
    ("zone", ("C",), np.int8),
    ("owner", ("C",), np.int8),
    ("hand", ("P", "C"), np.int16),
    ("hand_n", ("P",), np.int16),
    ("equip", ("P", "S"), np.int16),
    ("judge", ("P", "J"), np.int16),
    ("judge_n", ("P",), np.int8),
    ("hp", ("P",), np.int8),
    ("maxhp", ("P",), np.int8),
    ("alive", ("P",), np.int8),
    ("ident", ("P",), np.int8),
    ("revealed", ("P",), np.int8),
    ("dying", ("P",), np.int8),
    ("face_down", ("P",), np.int8),
    ("linked", ("P",), np.int8),
    ("align", ("P",), np.int8),
    ("gender", ("P",), np.int8),
    ("hero", ("P",), np.int16),
    ("hero_up", ("P",), np.int8),
    ("skills", ("P", "K"), np.int16),
    ("sk_used", ("P", "K"), np.int8),
    ("sk_tok", ("P", "K"), np.int8),
    ("sk_param", ("P", "K", "MP"), np.int32),
    ("borrow", ("P",), np.int8),
    ("sk_mark", ("P",), np.int16),
    ("offer", ("P", "O"), np.int16),
    ("skill_dec", ("F",), np.int32),
    ("skip", ("P",), np.int8),
    ("pt", ("P", "NPT"), np.int8),
    ("hist", ("P", "P", "NH"), np.int32),
    ("stk", ("D", "F"), np.int32),
    ("sp", (), np.int16),
    ("mask", ("A",), np.int8),
    ("legal", ("A",), np.int16),
    ("n_legal", (), np.int16),
    ("ev", ("E", "EF"), np.int16),
    ("ev_n", (), np.int32),
    ("vcard", ("NV", "VF"), np.int16),
    ("vnext", (), np.int16),
    ("cflag", ("C",), np.int16),
    ("jface", ("C",), np.int16),
    ("eq_lost", ("P",), np.int8),
    ("hand_lost", ("P",), np.int8),
    ("hand_lost_n", (), np.int16),
    ("qingxin", ("P",), np.int8),
    ("thrown_n", (), np.int16),
    ("knife_card", (), np.int16),
    ("knife_src", (), np.int8),
    ("heal_by", (), np.int16),
    ("concealed", ("P",), np.int8),
    ("lent_pt", ("NPT",), np.int8),
    ("lent_sku", ("K",), np.int8),
    ("lent_mark", (), np.int16),
    ("helps", ("P", "P", "NHL"), np.int32),
)

STATE_DTYPE = np.dtype(
    [
        (name, dtype, tuple(_DIMS[d] for d in shape)) if shape else (name, dtype)
        for name, shape, dtype in STATE_FIELDS
    ],
    align=True,
)


def alloc_state(batch: int) -> np.ndarray:
    """A zeroed state for ``batch`` games (a record array: ``state.hp`` and ``state["hp"]`` are
    the same (B, P) view; ``state[b]`` is game b's record, also in uncompiled mode)."""
    return np.zeros(batch, dtype=STATE_DTYPE).view(np.recarray)


def copy_state(state: np.ndarray) -> np.ndarray:
    """A deep copy of the state, byte for byte (padding included, so copies compare equal as
    bytes; numpy's own copy of a structured array skips the padding)."""
    out = alloc_state(state.shape[0])
    out.view(np.uint8)[:] = state.view(np.uint8)
    return out


# Saved states (state_to_bytes): a fixed header, a JSON block, then the state as a numpy .npy
# image. The header is the magic STATE_MAGIC, the format version (uint32), the JSON block's length
# (uint32) and the SHA-256 of the JSON block and the .npy image together (truncated or altered
# bytes are refused). The JSON block holds what the saver passes as ``info``: Engine.to_bytes
# puts the GameConfig and digests of it and of the content tables it compiled there, so that
# Engine.load_bytes can refuse a state saved under another configuration.
STATE_MAGIC = b"QXSSTATE"
STATE_FORMAT = 1
_HEADER = struct.Struct("<8sII32s")


def state_to_bytes(state: np.ndarray, info: dict[str, Any] | None = None) -> bytes:
    """Serialise a state (all its games) with ``info`` (JSON-able; see the format above)."""
    meta = json.dumps(info or {}, sort_keys=True, default=repr).encode()
    buf = io.BytesIO()
    np.save(buf, np.asarray(state), allow_pickle=False)
    npy = buf.getvalue()
    digest = hashlib.sha256(meta + npy).digest()
    return _HEADER.pack(STATE_MAGIC, STATE_FORMAT, len(meta), digest) + meta + npy


def read_state_bytes(
    data: bytes, players: int = MAX_PLAYERS, n_cards: int = MAX_CARDS
) -> tuple[dict[str, Any], np.ndarray]:
    """The ``info`` and the state saved by :func:`state_to_bytes`, checked: ValueError for bytes
    that are not a saved state of this format and layout (no header, another version, truncated,
    altered) and for a state whose counters or pointers are out of range (:func:`check_state`)."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError(f"a saved state is bytes, got {type(data).__name__}")
    data = bytes(data)
    n = _HEADER.size
    if len(data) < n or data[:8] != STATE_MAGIC:
        raise ValueError(
            "the bytes are not a qxs_env saved state (no QXSSTATE header; states saved before"
            " format 1 cannot be loaded)"
        )
    _, fmt, meta_len, digest = _HEADER.unpack(data[:n])
    if fmt != STATE_FORMAT:
        raise ValueError(f"saved state format {fmt}; this version reads format {STATE_FORMAT}")
    if hashlib.sha256(data[n:]).digest() != digest:
        raise ValueError("the saved state is truncated or corrupted (its checksum does not match)")
    try:
        info = json.loads(data[n : n + meta_len].decode())
        arr = np.load(io.BytesIO(data[n + meta_len :]), allow_pickle=False)
    except Exception as exc:  # a checksum-valid but malformed image (not written by us)
        raise ValueError(f"the saved state cannot be read: {exc}") from exc
    if not isinstance(info, dict) or not isinstance(arr, np.ndarray):
        raise ValueError("the saved state cannot be read: unexpected content")
    if arr.ndim != 1 or arr.dtype.names != STATE_DTYPE.names:
        raise ValueError("the bytes do not hold a qxs_env state of this version's layout")
    for name in STATE_DTYPE.names:
        if arr.dtype.fields[name][0] != STATE_DTYPE.fields[name][0]:
            raise ValueError(f"state field {name!r} does not match this version's layout")
    # Copy field by field into a fresh, zeroed array of the exact (aligned) dtype: np.load drops
    # the aligned flag (numba would then see another type and recompile) and padding bytes.
    out = alloc_state(arr.shape[0])
    for name in STATE_DTYPE.names:
        out[name] = arr[name]
    check_state(out, players, n_cards)
    return info, out


def state_from_bytes(data: bytes) -> np.ndarray:
    """The state of :func:`state_to_bytes`'s bytes (checked as :func:`read_state_bytes` does,
    against the engine's capacities); raises ValueError if it is not this version's layout."""
    return read_state_bytes(data)[1]


def _check_range(state: np.ndarray, name: str, lo: int, hi: int, valid: np.ndarray | None = None):
    """ValueError naming the first game (and field) whose ``name`` lies outside lo..hi."""
    v = np.asarray(state[name]).reshape(state.shape[0], -1).astype(np.int64)
    bad = (v < lo) | (v > hi)
    if valid is not None:
        bad &= valid.reshape(bad.shape)
    if bad.any():
        b, k = (int(x[0]) for x in np.nonzero(bad))
        idx = np.unravel_index(k, state[name].shape[1:]) if state[name].ndim > 1 else ()
        where = "".join(f"[{', '.join(str(int(i)) for i in idx)}]" for _ in idx[:1])
        raise ValueError(
            f"corrupt state: game {b}: {name}{where} = {int(v[b, k])} is outside {lo}..{hi}"
        )


def check_state(state: np.ndarray, players: int = MAX_PLAYERS, n_cards: int = MAX_CARDS) -> None:
    """Check the counters and pointers the compiled engine indexes arrays with (the stack
    pointer, pile and hand sizes, card ids in the piles, seats, heroes, the legal list), so that
    a corrupt or foreign state raises ValueError here instead of making the compiled code read
    or write outside its arrays. The rules' own invariants are qxs_env.invariants' business."""
    for name, lo, hi in (
        ("sp", 0, STACK_DEPTH),
        ("n_draw", 0, n_cards),
        ("n_disc", 0, n_cards),
        ("hand_n", 0, n_cards),
        ("judge_n", 0, JUDGE_AREA),
        ("n_legal", 0, MAX_ACTIONS),
        ("ev_n", 0, 2**31 - 1),
        ("vnext", 0, NV - 1),
        ("actor", -1, players - 1),
        ("cur", 0, players - 1),
        ("ident", -1, 5),
        ("hero", -1, MAX_HEROES - 1),
        ("offer", -1, MAX_HEROES - 1),
        ("borrow", -1, players - 1),
        ("equip", -1, n_cards - 1),
        ("broken", 0, 1),
    ):
        _check_range(state, name, lo, hi)
    cols = np.arange(MAX_CARDS)
    _check_range(state, "draw", 0, n_cards - 1, cols[None, :] < state["n_draw"][:, None])
    _check_range(state, "disc", 0, n_cards - 1, cols[None, :] < state["n_disc"][:, None])
    _check_range(state, "hand", 0, n_cards - 1, cols[None, None, :] < state["hand_n"][..., None])
    in_judge = np.arange(JUDGE_AREA)[None, None, :] < state["judge_n"][..., None]
    _check_range(state, "judge", 0, n_cards - 1, in_judge)
    in_legal = np.arange(MAX_ACTIONS)[None, :] < state["n_legal"][:, None]
    _check_range(state, "legal", 0, MAX_ACTIONS - 1, in_legal)
    vc = state["vcard"]
    _check_range(state, "vcard", 0, 2, _column(vc, V_NPHYS))
    live = (vc[:, :, V_NPHYS] > 0)[:, :, None]
    _check_range(state, "vcard", 0, n_cards - 1, live & _column(vc, V_PHYS0))
    _check_range(state, "vcard", -1, n_cards - 1, live & _column(vc, V_PHYS1))


def _column(vc: np.ndarray, col: int) -> np.ndarray:
    """A mask of vcard's shape selecting one column of every row."""
    m = np.zeros(vc.shape, dtype=bool)
    m[:, :, col] = True
    return m


def states_equal(a: np.ndarray, b: np.ndarray) -> bool:
    """True when the two states are identical byte for byte."""
    return a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()


# ---------------------------------------------------------------------------------------------
# content tables as one record (read-only for the engine)
# ---------------------------------------------------------------------------------------------

TABLES_DTYPE = np.dtype(
    [
        ("n_faces", np.int32),
        ("n_cards", np.int32),
        ("face_category", np.int8, (MAX_FACES,)),
        ("face_colour", np.int8, (MAX_FACES,)),
        ("face_power", np.int8, (MAX_FACES,)),
        ("face_range", np.int8, (MAX_FACES,)),
        ("face_attack_range", np.int8, (MAX_FACES,)),
        ("face_slot", np.int8, (MAX_FACES,)),
        ("face_dist_attack", np.int8, (MAX_FACES,)),
        ("face_dist_defend", np.int8, (MAX_FACES,)),
        ("face_delayed", np.int8, (MAX_FACES,)),
        ("face_effect", np.int16, (MAX_FACES,)),
        ("face_param", np.int32, (MAX_FACES, MAX_PARAMS)),
        ("face_shaolin", np.int8, (MAX_FACES,)),
        ("face_name", np.int16, (MAX_FACES,)),
        ("card_face", np.int16, (MAX_CARDS,)),
        ("card_colour", np.int8, (MAX_CARDS,)),
        # heroes (configs/heroes.yaml, compiled by qxs_env.content.heroes); the pool and the
        # fixed assignment depend on the GameConfig, the rest on the catalogue
        ("n_heroes", np.int32),
        ("hero_hp", np.int8, (MAX_HEROES,)),
        ("hero_colour", np.int8, (MAX_HEROES,)),
        ("hero_align", np.int8, (MAX_HEROES,)),
        ("hero_gender", np.int8, (MAX_HEROES,)),
        ("hero_skill", np.int16, (MAX_HEROES, HERO_SKILLS)),
        ("hero_param", np.int32, (MAX_HEROES, HERO_SKILLS, MAX_PARAMS)),
        ("n_pool", np.int32),
        ("hero_pool", np.int16, (MAX_HEROES,)),  # hero indices of this game's pool (first n_pool)
        ("hero_fixed", np.int16, (MAX_PLAYERS,)),  # HA_FIXED: hero per seat
    ],
    align=True,
)


def pack_tables(tables, heroes=None) -> np.ndarray:
    """Copy content tables (``qxs_env.content.tables.Tables``) into a one-element record array;
    ``heroes`` (``qxs_env.content.heroes.HeroTables``, optional) fills the hero fields.

    Raises ValueError when the catalogue or the deck exceeds the engine's fixed capacities."""
    n_faces = int(tables.face_category.shape[0])
    n_cards = int(tables.card_face.shape[0])
    if n_faces > MAX_FACES:
        raise ValueError(f"the catalogue has {n_faces} faces; the engine holds at most {MAX_FACES}")
    if n_cards > MAX_CARDS:
        raise ValueError(f"the deck has {n_cards} cards; the engine holds at most {MAX_CARDS}")
    rec = np.zeros(1, dtype=TABLES_DTYPE)
    rec["n_faces"] = n_faces
    rec["n_cards"] = n_cards
    for name in TABLES_DTYPE.names:
        if name.startswith("face_"):
            src = np.asarray(getattr(tables, name))
            rec[name][0, :n_faces] = src
        elif name.startswith("card_"):
            rec[name][0, :n_cards] = np.asarray(getattr(tables, name))
    rec["card_face"][0, n_cards:] = -1
    rec["hero_pool"][0, :] = -1
    rec["hero_fixed"][0, :] = -1
    if heroes is not None:
        heroes.pack_into(rec)
    return rec.view(np.recarray)
