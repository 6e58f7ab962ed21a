"""Shared enumerations of the rules framework: colours, card categories, slots, identities, zones.

These integer codes are used by the content loader (``qxs_env.content``), the compiled engine
(``qxs_env.engine``) and the adapters alike. They are plain module-level ints so that numba folds
them into compiled code as constants.

Colours follow the counter cycle printed on every card (R-C2, R-M4): each colour counters the next
one, ``力 red -> 技 blue -> 气 yellow -> 速 white -> 力 red``, i.e. colour ``c`` counters
``(c + 1) % 4``. "Dark" colours are red and blue, "light" ones yellow and white (R-K3, ruling in
docs/rulings.md).
"""

from __future__ import annotations

# --- colours / attributes (R-C2) ---------------------------------------------------------------
RED = 0  # 力 strength
BLUE = 1  # 技 technique
YELLOW = 2  # 气 qi
WHITE = 3  # 速 speed
N_COLOURS = 4
COLOUR_NAMES = ("red", "blue", "yellow", "white")
COLOUR_ZH = ("力", "技", "气", "速")
NO_COLOUR = -1  # e.g. damage with no attribute

# --- card categories (R-C1) --------------------------------------------------------------------
CAT_MOVE = 0  # 招式
CAT_INTERNAL = 1  # 内功
CAT_MENTAL = 2  # 心法
CAT_LIGHTNESS = 3  # 轻功
CAT_STRATEGY = 4  # 智计
CAT_POISON = 5  # 毒药 (delayed or not)
CAT_MEDICINE = 6  # 补药
CAT_SPECIAL = 7  # 屠龙刀 / 倚天剑 / 玄铁剑
N_CATEGORIES = 8
CATEGORY_NAMES = (
    "move",
    "internal",
    "mental",
    "lightness",
    "strategy",
    "poison",
    "medicine",
    "special",
)

# --- equipment slots (R-E1) --------------------------------------------------------------------
SLOT_NONE = -1
SLOT_INTERNAL = 0
SLOT_MENTAL = 1
SLOT_MINUS = 2  # the -1 lightness slot (attacking distance)
SLOT_PLUS = 3  # the +1 lightness slot (defending distance)
SLOT_EITHER_LIGHTNESS = 4  # face_slot value only: fits either lightness slot (凌波微步), +1 first
N_SLOTS = 4
SLOT_NAMES = ("internal", "mental", "lightness-1", "lightness+1")

# --- identities (R-S1) -------------------------------------------------------------------------
LEADER = 0  # 武林盟主
RIGHTEOUS = 1  # 正派
CULT = 2  # 魔教
COURT = 3  # 朝廷
FOREIGN = 4  # 番邦
COLLABORATOR = 5  # 汉奸
N_IDENTITIES = 6
IDENTITY_NAMES = ("leader", "righteous", "cult", "court", "foreign", "collaborator")
IDENTITY_ZH = ("武林盟主", "正派", "魔教", "朝廷", "番邦", "汉奸")

# --- phases of a turn (R-T1); also the bit index in a character's skip mask --------------------
PH_START = 0
PH_JUDGE = 1
PH_DRAW = 2
PH_PLAY = 3
PH_DISCARD = 4
PH_END = 5
PHASE_IDS = ("turn_start", "judgement", "draw", "play", "discard", "turn_end")  # in configs/
PHASE_NAMES = ("turn start", "judgement", "draw", "play", "discard", "turn end")  # in words

# --- limits of the fixed-size state ------------------------------------------------------------
MAX_PLAYERS = 10
MIN_PLAYERS = 4
