"""The game state: one numpy structured array of B records, one record per game; the record type
is the ruleset's (群侠杀's: :mod:`qxs_env.rulesets.qxs.state`), the helpers here work for any.

``state["hp"]`` is a batch-first (B, P) array view, and so is every other field, so the state is a
fixed set of batch-first arrays; ``state[b]`` is one game, which can be copied, saved or
compared on its own. The compiled engine receives a single record per game (one pointer, which
keeps numba's compile time low). Capacities are fixed (MAX_CARDS cards, MAX_ACTIONS action ids)
so every deck shares one compiled engine; boolean flags are stored as int8. Seats are absolute
(0..players-1; the turn passes from seat s to seat s+1, R-S6); observations re-order them
relative to the observer.

A ruleset's record holds the fields the framework modules read and write
(:data:`FRAMEWORK_FIELDS`, with these shapes and types; :func:`check_record` refuses a record
without them) and fields of its own, in an order it chooses: :func:`framework_fields` fills a
field list whose framework fields are given by name, :func:`record_dtype` makes the aligned
record type of it. The framework fields (B games, P = MAX_PLAYERS seats, C = MAX_CARDS,
S = N_SLOTS, J = JUDGE_AREA, D = STACK_DEPTH, F = FRAME, A = MAX_ACTIONS):

=============  ===================  ==========================================================
field          shape / dtype        meaning
=============  ===================  ==========================================================
rng            (B,) uint64          per-game splitmix64 generator state (all game randomness)
seed           (B,) int64           the seed this game was reset with
done           (B,) bool            game over (won or truncated)
broken         (B,) uint8           1 while an entry point runs; stays 1 when the rules raised
                                    inside it (the game refuses every action with
                                    stack.ERR_BROKEN until reset)
actor          (B,) int8            seat whose decision is pending, -1 when done
cur            (B,) int8            seat whose turn it is
draw, n_draw   (B, C) int16, (B,)   draw pile, top at index n_draw - 1
disc, n_disc   (B, C) int16, (B,)   discard pile in the order cards arrived
zone, owner    (B, C) int8          zone (layout.Z_*) and owning seat (-1) of every card
hand, hand_n   (B, P, C) int16      each seat's hand (unordered) and its size
equip          (B, P, S) int16      equipped card per slot, -1 empty
judge, judge_n (B, P, J) int16      judgement area, in placement order
hp             (B, P) int8          current HP
alive          (B, P) bool
dying          (B, P) bool          inside an open dying window (R-D1)
linked         (B, P) bool          linked seats (damage passes on along links)
skip           (B, P) int8          bitmask of phases (layout.PH_*) to skip when next reached
stk, sp        (B, D, F) int32      the decision stack and its pointer (see layout)
legal, n_legal (B, A) int16         the legal action ids, in the order found (first n_legal)
ev, ev_n       (B, EV_MAX, 6) int16 events since the last decision (layout.EV_*), for humans
vcard, vnext   (B, NV, VF) int16    virtual cards (layout.V_*) and the next row to use
jface          (B, C) int16         1 + the face a card in a judgement area counts as (0: its
                                    printed face)
truncated      (B,) bool            ended by the ruleset's turn / decision limit, not by a win
ident          (B, P) int8          each seat's identity (its side): an index of the ruleset's
                                    identity names, -1 for a seat not in the game
revealed       (B, P) bool          identity public
won            (B, P) int8          the game's result per seat: 1 won, 0 not (all 0 while the
                                    game runs and when it is truncated); two seats of one
                                    identity may differ (三国杀's two renegades)
killer         (B, P) int8          per seat that died: the seat that killed it, -1 none
death_turn     (B, P) int32         ... the turn it died in (the ruleset's count), 0 alive
death_order    (B, P) int8          ... 1 for the game's first death, 2 the next, 0 alive (all
                                    three set where the ruleset kills a seat; zero where a
                                    ruleset does not record deaths: read them only where
                                    death_order > 0)
mask           (B, A) int8          legal actions of the pending decision as a 0/1 row (the
                                    ``legal`` list's ids set); what the adapters return
=============  ===================  ==========================================================

The content tables are one more record (``tb``, read-only; the ruleset's ``TABLES_DTYPE``): the
framework reads the fields of ``engine.card_tables.FRAMEWORK_TABLES_FIELDS`` (faces, each card's
face, suit, rank and card action, the action layout's offsets).
"""

from __future__ import annotations

import hashlib
import io
import json
import struct
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import numpy as np

from qxs_env.engine.layout import (
    EV_FIELDS,
    EV_MAX,
    FRAME,
    JUDGE_AREA,
    MAX_ACTIONS,
    MAX_CARDS,
    MAX_PLAYERS,
    N_SLOTS,
    NV,
    STACK_DEPTH,
    USE_DEPTH,
    V_NPHYS,
    V_PHYS0,
    V_PHYS1,
    VF,
)
from qxs_env.engine.records import record_array

Field = tuple[str, tuple[str, ...], type]
"""One field of a record: name, shape (dimension names, () for a scalar), numpy type."""

FRAMEWORK_DIMS: dict[str, int] = {
    "C": MAX_CARDS,
    "P": MAX_PLAYERS,
    "S": N_SLOTS,
    "J": JUDGE_AREA,
    "D": STACK_DEPTH,
    "F": FRAME,
    "A": MAX_ACTIONS,
    "E": EV_MAX,
    "EF": EV_FIELDS,
    "NV": NV,
    "VF": VF,
    "U": USE_DEPTH,
}
"""The sizes of the framework fields' dimensions (a ruleset adds its own)."""

FRAMEWORK_FIELDS: tuple[Field, ...] = (
    ("rng", (), np.uint64),
    ("seed", (), np.int64),
    ("done", (), np.bool_),
    ("broken", (), np.uint8),
    ("actor", (), np.int8),
    ("cur", (), np.int8),
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
    ("alive", ("P",), np.int8),
    ("dying", ("P",), np.int8),
    ("linked", ("P",), np.int8),
    ("skip", ("P",), np.int8),
    ("stk", ("D", "F"), np.int32),
    ("sp", (), np.int16),
    ("legal", ("A",), np.int16),
    ("n_legal", (), np.int16),
    ("ev", ("E", "EF"), np.int16),
    ("ev_n", (), np.int32),
    ("vcard", ("NV", "VF"), np.int16),
    ("vnext", (), np.int16),
    ("jface", ("C",), np.int16),
    ("truncated", (), np.bool_),
    ("ident", ("P",), np.int8),
    ("revealed", ("P",), np.int8),
    ("won", ("P",), np.int8),
    ("killer", ("P",), np.int8),
    ("death_turn", ("P",), np.int32),
    ("death_order", ("P",), np.int8),
    ("mask", ("A",), np.int8),
)
"""The fields the framework modules (stack, cards, zones, the procedures, the driver) and the
checks below read or write, with their shapes and types: every ruleset's record has them."""

USE_FIELDS: tuple[Field, ...] = (
    ("use_sp", (), np.int8),
    ("use_card", ("U",), np.int16),
    ("use_user", ("U",), np.int8),
    ("use_n", ("U",), np.int8),
    ("use_target", ("U", "P"), np.int8),
    ("use_sub", ("U", "P"), np.int8),
    ("use_nullified", ("U", "P"), np.int8),
    ("use_unanswerable", ("U", "P"), np.int8),
    ("use_extra", ("U", "P"), np.int8),
)
"""The use records of a ruleset that binds the card use (``engine/use.py``, whose docstring
says what each field holds); a ruleset that does not bind it leaves them out."""

SHOWN_FIELDS: tuple[Field, ...] = (
    ("shown_n", (), np.int8),
    ("shown", ("P",), np.int16),
    ("shown_to", (), np.int8),
)
"""The cards shown from the draw pile, for a ruleset that binds ``engine/shown.py`` (its
docstring says what each field holds)."""

SELECT_FIELDS: tuple[Field, ...] = (
    ("sel_n", (), np.int16),
    ("sel", ("C",), np.int16),
)
"""The cards a seat chose, for a ruleset that binds ``engine/select.py`` (its docstring says
what each field holds)."""

_FRAMEWORK_BY_NAME = {f[0]: f for f in FRAMEWORK_FIELDS + USE_FIELDS + SHOWN_FIELDS + SELECT_FIELDS}


def framework_fields(fields: Iterable[str | Field]) -> tuple[Field, ...]:
    """A ruleset's field list with each framework field given by its name alone (its shape and
    type are :data:`FRAMEWORK_FIELDS`'); the order is kept. KeyError for an unknown name."""
    return tuple(_FRAMEWORK_BY_NAME[f] if isinstance(f, str) else f for f in fields)


def record_dtype(fields: Iterable[Field], dims: Mapping[str, int]) -> np.dtype:
    """The aligned record type of ``fields`` (in order); a shape's dimension names are sizes
    from :data:`FRAMEWORK_DIMS` or ``dims``. The record is checked (:func:`check_record`)."""
    sizes = {**FRAMEWORK_DIMS, **dims}
    dtype = np.dtype(
        [
            (name, typ, tuple(sizes[d] for d in shape)) if shape else (name, typ)
            for name, shape, typ in fields
        ],
        align=True,
    )
    check_record(dtype)
    return dtype


def check_record(dtype: np.dtype) -> None:
    """TypeError unless ``dtype`` is an aligned record with every framework field, each of the
    shape and type of :data:`FRAMEWORK_FIELDS` (the compiled framework indexes them so)."""
    if dtype.names is None or not dtype.isalignedstruct:
        raise TypeError("a state record is an aligned numpy structured type")
    for name, shape, typ in FRAMEWORK_FIELDS:
        want = np.dtype((typ, tuple(FRAMEWORK_DIMS[d] for d in shape)))
        if name not in dtype.names or dtype.fields[name][0] != want:
            got = dtype.fields[name][0] if name in dtype.names else "missing"
            raise TypeError(f"state field {name!r}: the framework needs {want}, got {got}")


def alloc_state(batch: int, dtype: np.dtype) -> np.ndarray:
    """A zeroed state of record type ``dtype`` for ``batch`` games (a record array: ``state.hp``
    and ``state["hp"]`` are the same (B, P) view; ``state[b]`` is game b's record, also in
    uncompiled mode)."""
    return record_array(np.zeros(batch, dtype=dtype))


def copy_state(state: np.ndarray) -> np.ndarray:
    """A deep copy of the state, byte for byte (padding included, so copies compare equal as
    bytes; numpy's own copy of a structured array skips the padding)."""
    out = alloc_state(state.shape[0], state.dtype)
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
    data: bytes,
    dtype: np.dtype,
    players: int = MAX_PLAYERS,
    n_cards: int = MAX_CARDS,
    check: Callable[[np.ndarray, int, int], None] | None = None,
) -> tuple[dict[str, Any], np.ndarray]:
    """The ``info`` and the state of record type ``dtype`` saved by :func:`state_to_bytes`,
    checked: ValueError for bytes that are not a saved state of this format and layout (no
    header, another version, truncated, altered) and for a state whose counters or pointers are
    out of range (``check(state, players, n_cards)``; default :func:`check_state`)."""
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
    if arr.ndim != 1 or arr.dtype.names != dtype.names:
        raise ValueError("the bytes do not hold a qxs_env state of this version's layout")
    for name in dtype.names:
        if arr.dtype.fields[name][0] != dtype.fields[name][0]:
            raise ValueError(f"state field {name!r} does not match this version's layout")
    # Copy field by field into a fresh, zeroed array of the exact (aligned) dtype: np.load drops
    # the aligned flag (numba would then see another type and recompile) and padding bytes.
    out = alloc_state(arr.shape[0], dtype)
    for name in dtype.names:
        out[name] = arr[name]
    (check or check_state)(out, players, n_cards)
    return info, out


def rebuild_engine(engine_class: type, config: Any, batch: int, data: bytes) -> Any:
    """``engine_class(config, batch=batch)`` holding the state its ``to_bytes`` saved as
    ``data``: how a pickled batch engine is rebuilt, in another process too (the compiled entry
    points an engine holds cannot be pickled). A ruleset's engine pickles itself through it
    (群侠杀's ``Engine.__reduce__``), and so do the adapters' engines (``envs.clone``)."""
    eng = engine_class(config, batch=batch)
    eng.load_bytes(data)
    return eng


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


def check_state(
    state: np.ndarray,
    players: int = MAX_PLAYERS,
    n_cards: int = MAX_CARDS,
    ranges: Iterable[tuple[str, int, int]] = (),
) -> None:
    """Check the counters and pointers of the framework fields the compiled engine indexes
    arrays with (the stack pointer, pile and hand sizes, card ids in the piles, seats, the legal
    list), then the ruleset's ``ranges`` (field, lowest, highest), so that a corrupt or foreign
    state raises ValueError here instead of making the compiled code read or write outside its
    arrays. The rules' own invariants are qxs_env.rulesets.qxs.invariants' business."""
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
        ("equip", -1, n_cards - 1),
        ("broken", 0, 1),
        *ranges,
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
