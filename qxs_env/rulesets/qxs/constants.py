"""群侠杀's enumerations: colours, card categories, equipment slots, identities.

These integer codes are used by the content loader (``qxs_env.rulesets.qxs.content``), 群侠杀's
compiled
rules and its adapters alike; the framework's own (phases, seat and slot capacities) are
:mod:`qxs_env.engine.layout`'s. They are plain module-level ints so that numba folds
them into compiled code as constants.

Colours follow the counter cycle printed on every card (R-C2, R-M4): each colour counters the next
one, ``力 red -> 技 blue -> 气 yellow -> 速 white -> 力 red``, i.e. colour ``c`` counters
``(c + 1) % 4``. "Dark" colours are red and blue, "light" ones yellow and white (R-K3, ruling in
docs/rulings.md).
"""

from __future__ import annotations

# the framework's phases, seat and slot capacities (qxs_env.engine.layout), re-exported for the
# ruleset's modules
from qxs_env.engine.layout import MAX_PLAYERS as MAX_PLAYERS
from qxs_env.engine.layout import N_SLOTS as N_SLOTS
from qxs_env.engine.layout import PH_DISCARD as PH_DISCARD
from qxs_env.engine.layout import PH_DRAW as PH_DRAW
from qxs_env.engine.layout import PH_END as PH_END
from qxs_env.engine.layout import PH_JUDGE as PH_JUDGE
from qxs_env.engine.layout import PH_PLAY as PH_PLAY
from qxs_env.engine.layout import PH_START as PH_START
from qxs_env.engine.layout import PHASE_IDS as PHASE_IDS
from qxs_env.engine.layout import PHASE_NAMES as PHASE_NAMES

MIN_PLAYERS = 4  # R-S1: 群侠杀 is played by 4 to 10

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
