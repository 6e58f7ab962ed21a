"""群侠杀's state record and content-tables record: the fields of one game (:data:`STATE_FIELDS`,
the record type :data:`STATE_DTYPE`) and of the packed content tables (:data:`TABLES_DTYPE`,
:func:`pack_tables`), and the state helpers of :mod:`qxs_env.engine.state` bound to them.

The record keeps the framework's fields (``engine.state.FRAMEWORK_FIELDS``: the piles, zones,
hands, equipment, judgement areas, HP, the stack, the legal list, the event log, the virtual
cards, ...; named below by name alone, their shapes and types are the framework's) and 群侠杀's
own, in the order of the one record of before (issue 21), with the framework's ``won`` after
``winners`` (issue 32: saved states of before are refused, their record differs) and the
framework's record of each death (``killer``, ``death_turn``, ``death_order``) last (issue 35:
put after ``won`` they made ``qxs bench`` 2-4% slower, at the end nothing measurable), then the
framework's card-use records (``engine.state.USE_FIELDS``, ``use_sp`` ... ``use_extra``; issue 32:
the records ``engine/use.py`` keeps, which 群侠杀's card use is moving onto; ``use_sp`` is 0 between
steps until then). 群侠杀's
fields (B games, P = MAX_PLAYERS seats, C = MAX_CARDS, A = MAX_ACTIONS, K = HERO_SKILLS skill
slots, O = DRAFT_OFFER heroes offered, F = FRAME):

=============  ===================  ==========================================================
field          shape / dtype        meaning
=============  ===================  ==========================================================
winners        (B,) int8            bitmask of winning identities (1 << LEADER, ...): 群侠杀's
                                    own; the adapters read the framework's per-seat ``won``
turn           (B,) int32           turns started so far
ndec           (B,) int32           decisions taken by players so far
maxhp          (B, P) int8          maximum HP
face_down      (B, P) bool          hero card turned face down (skips next turn, no damage)
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
pt             (B, P, N_PT) int8    per-turn counters (layout.PT_*), cleared at each turn start
hist           (B, P, P, N_HIST)    public history counters from-seat -> to-seat (layout.H_*)
cflag          (B, C) int16         per-card flags (layout.CF_*: a revealed 蛤蟆功, a stored
                                    card lying face up)
eq_lost        (B, P) int8          equipped cards that left each seat and were not yet
                                    announced (core.run fires TP_EQUIP_LOST once per card);
                                    eq_lost_n (B,) int16 is their total (last in the record:
                                    the driver's scan between steps reads it, not P seats)
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

The framework's ``broken`` flag refuses actions with ``stack.ERR_BROKEN`` until reset
(``rulesets.qxs.api.EngineError``); its ``jface`` holds a delayed card made by a hero skill
(三尸脑神丹 from a white card); its ``linked`` seats are 和合 (阴阳和合散).
"""

from __future__ import annotations

import numpy as np

from qxs_env.engine import state as framework_state
from qxs_env.engine.card_tables import pack_card_fields
from qxs_env.engine.layout import (
    ACT_OFF_LEN,
    CARDS_BY_FACE_SUIT,
    MAX_CARDS,
    MAX_FACES,
    MAX_PARAMS,
    USE_DEPTH,
)
from qxs_env.engine.records import record_array
from qxs_env.rulesets.qxs.card_model import ACTION_BLOCK_SIZES
from qxs_env.rulesets.qxs.constants import MAX_PLAYERS
from qxs_env.rulesets.qxs.layout import (
    DRAFT_OFFER,
    HERO_SKILLS,
    MAX_HEROES,
    N_HELP,
    N_HIST,
    N_PT,
)

_DIMS = {
    "NPT": N_PT,
    "NH": N_HIST,
    "NHL": N_HELP,
    "K": HERO_SKILLS,
    "O": DRAFT_OFFER,
    "MP": MAX_PARAMS,
}
"""The sizes of 群侠杀's own dimensions (the framework's: ``engine.state.FRAMEWORK_DIMS``)."""

STATE_FIELDS: tuple[framework_state.Field, ...] = framework_state.framework_fields(
    (
        "rng",
        "seed",
        "done",
        "truncated",
        "broken",
        ("winners", (), np.int8),
        "won",
        "actor",
        "cur",
        ("turn", (), np.int32),
        ("ndec", (), np.int32),
        "draw",
        "n_draw",
        "disc",
        "n_disc",
        "zone",
        "owner",
        "hand",
        "hand_n",
        "equip",
        "judge",
        "judge_n",
        "hp",
        ("maxhp", ("P",), np.int8),
        "alive",
        "ident",
        "revealed",
        "dying",
        ("face_down", ("P",), np.int8),
        "linked",
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
        "skip",
        ("pt", ("P", "NPT"), np.int8),
        ("hist", ("P", "P", "NH"), np.int32),
        "stk",
        "sp",
        "mask",
        "legal",
        "n_legal",
        "ev",
        "ev_n",
        "vcard",
        "vnext",
        ("cflag", ("C",), np.int16),
        "jface",
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
        "killer",
        "death_turn",
        "death_order",
        *(f[0] for f in framework_state.USE_FIELDS),  # the card use's records (engine/use.py)
        ("eq_lost_n", (), np.int16),
    )
)
"""The fields of one game's record, in order: name, shape (dimension names), type."""

STATE_DTYPE = framework_state.record_dtype(STATE_FIELDS, _DIMS)
"""群侠杀's record type (aligned; checked to hold the framework's fields)."""


def alloc_state(batch: int) -> np.ndarray:
    """A zeroed 群侠杀 state for ``batch`` games (``engine.state.alloc_state`` of
    :data:`STATE_DTYPE`)."""
    return framework_state.alloc_state(batch, STATE_DTYPE)


def check_state(state: np.ndarray, players: int = MAX_PLAYERS, n_cards: int = MAX_CARDS) -> None:
    """``engine.state.check_state`` with 群侠杀's own indices: identities, heroes, the draft's
    offers and the borrowed seat (ValueError for one out of range)."""
    framework_state.check_state(
        state,
        players,
        n_cards,
        ranges=(
            ("ident", -1, 5),
            ("hero", -1, MAX_HEROES - 1),
            ("offer", -1, MAX_HEROES - 1),
            ("borrow", -1, players - 1),
            ("use_sp", 0, USE_DEPTH),
        ),
    )


def read_state_bytes(
    data: bytes, players: int = MAX_PLAYERS, n_cards: int = MAX_CARDS
) -> tuple[dict, np.ndarray]:
    """The ``info`` and the 群侠杀 state saved by ``engine.state.state_to_bytes``, checked
    (``engine.state.read_state_bytes`` of :data:`STATE_DTYPE` with :func:`check_state`)."""
    return framework_state.read_state_bytes(data, STATE_DTYPE, players, n_cards, check_state)


def state_from_bytes(data: bytes) -> np.ndarray:
    """The state of ``engine.state.state_to_bytes``'s bytes (checked as :func:`read_state_bytes`
    does, against the engine's capacities); raises ValueError if it is not this version's
    layout."""
    return read_state_bytes(data)[1]


# ---------------------------------------------------------------------------------------------
# content tables as one record (read-only for the engine)
# ---------------------------------------------------------------------------------------------

TABLES_FIELDS: list[tuple] = [
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
    ("card_suit", np.int8, (MAX_CARDS,)),  # the card's colour (the framework's suit)
    # heroes (configs/heroes.yaml, compiled by qxs_env.rulesets.qxs.content.heroes); the pool and
    # the
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
]
"""The content tables' fields (the record of :data:`TABLES_DTYPES` adds the card actions, the
action layout and the skill-set mark)."""

DERIVED_TABLES_FIELDS: list[tuple] = [
    ("card_rank", np.int8, (MAX_CARDS,)),
    ("card_action", np.int16, (MAX_CARDS,)),
    ("act_off", np.int16, (ACT_OFF_LEN,)),
]
"""The framework's tables fields that 群侠杀 derives from its content (no rank; card actions by
face and colour, ``card_model``; its action layout): not part of the content digest."""

SKILL_SETS = ("off", "base", "all")
"""The skill sets the engine compiles apart, smallest first (``rulesets.qxs.skill_sets``): no
skill (heroes off), the base heroes' skills, every skill."""


def skill_set_mark(skill_set: str) -> str:
    """The name of the tables field that marks skill set ``skill_set`` (a field of its own per
    set, so that each set's tables are a record type of their own to numba)."""
    if skill_set not in SKILL_SETS:
        raise ValueError(f"unknown skill set {skill_set!r}; known: {', '.join(SKILL_SETS)}")
    return f"skill_set_{skill_set}"


TABLES_DTYPES: dict[str, np.dtype] = {
    name: np.dtype(
        [*TABLES_FIELDS, *DERIVED_TABLES_FIELDS, (skill_set_mark(name), np.int8)], align=True
    )
    for name in SKILL_SETS
}
"""The tables record type per skill set: the content tables and one field naming the set. numba
compiles the engine once per record type, and the skill dispatchers it compiles are the set's
(``rulesets.qxs.skill_sets``): a heroes-off game compiles no hero skill."""

TABLES_DTYPE = TABLES_DTYPES["all"]
"""The tables record of every skill (any configuration may use it)."""


LEGACY_CONTENT_FIELDS = [
    ("card_colour", *f[1:]) if f[0] == "card_suit" else f for f in TABLES_FIELDS
]
""":data:`TABLES_FIELDS` as named before the framework called a colour a suit (the content
digest of saved games is computed over this layout, so it did not change)."""


def tables_content_bytes(tba: np.ndarray) -> bytes:
    """The bytes of a tables record without its skill-set mark, laid out as the record of
    before the marks (``Engine.to_bytes``' content digest stays the same for every set)."""
    rec = np.zeros(1, dtype=np.dtype(LEGACY_CONTENT_FIELDS, align=True))
    for name in rec.dtype.names:
        rec[name] = tba["card_suit" if name == "card_colour" else name]
    return rec.tobytes()


def pack_tables(tables, heroes=None, skill_set: str = "all") -> np.ndarray:
    """Copy content tables (``qxs_env.rulesets.qxs.content.tables.Tables``) into a one-element
    record array;
    ``heroes`` (``qxs_env.rulesets.qxs.content.heroes.HeroTables``, optional) fills the hero fields.
    ``skill_set`` (:data:`SKILL_SETS`) chooses the record type: the engine compiled for it
    dispatches that set's skills only (``rulesets.qxs.skill_sets.skill_set_for`` names the
    smallest set a configuration needs).

    Raises ValueError when the catalogue or the deck exceeds the engine's fixed capacities."""
    n_faces = int(tables.face_category.shape[0])
    n_cards = int(tables.card_face.shape[0])
    if n_faces > MAX_FACES:
        raise ValueError(f"the catalogue has {n_faces} faces; the engine holds at most {MAX_FACES}")
    if n_cards > MAX_CARDS:
        raise ValueError(f"the deck has {n_cards} cards; the engine holds at most {MAX_CARDS}")
    skill_set_mark(skill_set)  # ValueError for an unknown set
    dtype = TABLES_DTYPES[skill_set]
    rec = np.zeros(1, dtype=dtype)
    rec["n_faces"] = n_faces
    rec["n_cards"] = n_cards
    for name in dtype.names:
        if name.startswith("face_"):
            src = np.asarray(getattr(tables, name))
            rec[name][0, :n_faces] = src
    pack_card_fields(
        rec,
        tables.card_face,
        tables.card_colour,
        None,
        CARDS_BY_FACE_SUIT,
        ACTION_BLOCK_SIZES,
    )
    rec["hero_pool"][0, :] = -1
    rec["hero_fixed"][0, :] = -1
    if heroes is not None:
        heroes.pack_into(rec)
    return record_array(rec)
